import Foundation
import Mustache
import Testing

@testable import FlowcCore

/// Templates find context fields through `MustacheParent.child(named:)`: every
/// field the context encodes must be found there, with the same value.
@Suite struct RenderContextLookupTests {
  /// Compares a JSON value with what template lookups find in `object`.
  static func compare(_ json: Any, _ object: Any?, path: String) {
    switch json {
    case let dictionary as [String: Any]:
      guard let parent = object as? MustacheParent else {
        Issue.record("\(path) is not looked up by name")
        return
      }
      for (key, value) in dictionary {
        compare(value, parent.child(named: key), path: "\(path).\(key)")
      }
      #expect(parent.child(named: "noSuchField") == nil, "\(path)")
    case let array as [Any]:
      guard let objects = object.map({ Array(Mirror(reflecting: $0).children.map(\.value)) }),
        objects.count == array.count
      else {
        Issue.record("\(path) has a different length")
        return
      }
      for (index, (value, element)) in zip(array, objects).enumerated() {
        compare(value, element, path: "\(path)[\(index)]")
      }
    case is NSNull:
      #expect(object == nil, "\(path)")
    case let number as NSNumber where object is Bool:
      #expect(number.boolValue == object as? Bool, "\(path)")
    default:
      #expect("\(json)" == object.map { "\($0)" }, "\(path)")
    }
  }

  @Test func everyEncodedFieldIsFoundByName() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let contexts = try SwiftGenerator(templates: try TemplateSet.load()).contexts(model)
    for context in contexts {
      let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(context))
      Self.compare(json, context, path: context.flow.name)
    }
  }
}
