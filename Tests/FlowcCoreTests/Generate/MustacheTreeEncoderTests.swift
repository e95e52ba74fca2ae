import Foundation
import Mustache
import Testing

@testable import FlowcCore

/// Templates read the context as the tree `MustacheTreeEncoder` makes: every
/// field the context encodes must be there with the same value, and an absent
/// one must be there too, as a value no section renders.
@Suite struct MustacheTreeEncoderTests {
  /// Compares a JSON value with the same field of the tree.
  static func compare(_ json: Any, _ tree: Any?, path: String) {
    switch json {
    case let dictionary as [String: Any]:
      guard let parent = tree as? [String: Any] else {
        Issue.record("\(path) is not a dictionary")
        return
      }
      for (key, value) in dictionary {
        compare(value, parent[key], path: "\(path).\(key)")
      }
    case let array as [Any]:
      guard let elements = tree as? [Any], elements.count == array.count else {
        Issue.record("\(path) is not an array of \(array.count)")
        return
      }
      for (index, (value, element)) in zip(array, elements).enumerated() {
        compare(value, element, path: "\(path)[\(index)]")
      }
    case let number as NSNumber where tree is Bool:
      #expect(number.boolValue == tree as? Bool, "\(path)")
    default:
      #expect("\(json)" == tree.map { "\($0)" }, "\(path)")
    }
  }

  @Test func everyEncodedFieldIsInTheTree() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let contexts = try SwiftGenerator(templates: try TemplateSet.load()).contexts(model)
    for context in contexts {
      let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(context))
      Self.compare(json, try MustacheTreeEncoder().encode(context), path: context.flow.name)
    }
  }

  struct Inner: Encodable {
    var input: String?
  }

  struct Outer: Encodable {
    var input = "outer"
    var inner = [Inner(input: nil), Inner(input: "inner")]
  }

  @Test func anAbsentFieldDoesNotFallBackToAnOuterOne() throws {
    var library = MustacheLibrary()
    try library.register(
      "{{%CONTENT_TYPE: TEXT}}{{#inner}}[{{#input}}{{.}}{{/input}}{{^input}}none{{/input}}]{{/inner}}",
      named: "t")
    let tree = try MustacheTreeEncoder().encode(Outer())
    #expect(library.render(tree, withTemplate: "t") == "[none][inner]")
  }
}
