import Foundation
import Mustache
import Testing

@testable import FlowcCore

@Suite struct TemplateValueTests {
  /// Compares a JSON value with the same field of the tree.
  static func compare(_ json: Any, _ tree: TemplateValue, path: String) {
    switch (json, tree) {
    case (let dictionary as [String: Any], .object(let fields)):
      #expect(Set(dictionary.keys).isSubset(of: fields.keys), "\(path)")
      for (key, value) in dictionary {
        compare(value, fields[key] ?? .absent, path: "\(path).\(key)")
      }
      // What JSON leaves out is absent in the tree, not missing.
      for (key, value) in fields where dictionary[key] == nil {
        #expect(value == .absent, "\(path).\(key)")
      }
    case (let array as [Any], .list(let elements)):
      #expect(array.count == elements.count, "\(path)")
      for (index, (value, element)) in zip(array, elements).enumerated() {
        compare(value, element, path: "\(path)[\(index)]")
      }
    case (let number as NSNumber, .bool(let bool)):
      #expect(number.boolValue == bool, "\(path)")
    case (let string as String, .string(let value)):
      #expect(string == value, "\(path)")
    default:
      Issue.record("\(path): \(json) is \(tree)")
    }
  }

  @Test func everyEncodedFieldIsInTheTree() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let contexts = try SwiftGenerator(templates: try TemplateSet.load()).contexts(model)
    for context in contexts {
      let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(context))
      Self.compare(json, try TemplateValue(encoding: context), path: context.flow.name)
    }
  }
}

@Suite struct TemplateProgramTests {
  struct Inner: Encodable {
    var input: String?
  }

  struct Outer: Encodable {
    var input = "outer"
    var inner = [Inner(input: nil), Inner(input: "inner")]
    var names = ["a", "b", "c"]
    var flag = true
  }

  /// `template` rendered by the program and by swift-mustache, which must agree.
  static func render(
    _ template: String, _ partials: [String: String] = [:], asSwiftMustache: Bool = true
  ) throws -> String {
    let texts = partials.merging(["t": "{{%CONTENT_TYPE: TEXT}}\n" + template]) { $1 }
    let value = try TemplateValue(encoding: Outer())
    let program = try TemplateProgram(texts: texts)
    let ours = String(decoding: try program.render(value, template: "t"), as: UTF8.self)
    var library = MustacheLibrary()
    for (name, text) in texts { try library.register(text, named: name) }
    if asSwiftMustache {
      #expect(library.render(value.mustacheObject, withTemplate: "t") == ours, "\(template)")
    }
    return ours
  }

  @Test func anAbsentFieldDoesNotFallBackToAnOuterOne() throws {
    #expect(
      try Self.render("{{#inner}}[{{#input}}{{.}}{{/input}}{{^input}}none{{/input}}]{{/inner}}")
        == "[none][inner]")
  }

  @Test func listsKnowTheirFirstAndLastElement() throws {
    #expect(
      try Self.render("{{#names}}{{#first()}}({{/first()}}{{.}}{{^last()}}, {{/last()}}{{/names}})")
        == "(a, b, c)")
  }

  @Test func standaloneTagsTakeTheirLineAndPartialsTheirIndentation() throws {
    let partial = "{{%CONTENT_TYPE: TEXT}}\nline {{input}}\n{{#names}}\n- {{.}}\n{{/names}}\n"
    // Every line of the partial is indented, as the Mustache spec says;
    // swift-mustache 2.1 indents only the first element of a list there.
    #expect(
      try Self.render(
        "begin\n  {{> p}}\n{{#flag}}\nend\n{{/flag}}\n", ["p": partial], asSwiftMustache: false)
        == "begin\n  line outer\n  - a\n  - b\n  - c\nend\n")
    #expect(
      try Self.render("begin\n{{> p}}\nend\n", ["p": partial])
        == "begin\nline outer\n- a\n- b\n- c\nend\n")
    #expect(
      try Self.render("a {{> q}} b\n", ["q": "{{%CONTENT_TYPE: TEXT}}\n{{input}}"]) == "a outer b\n"
    )
  }

  @Test func theDefaultTemplatesRenderAsSwiftMustacheRendersThem() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    for isPublic in [false, true] {
      let contexts = try SwiftGenerator(templates: try TemplateSet.load(), isPublic: isPublic)
        .contexts(model)
      let program = try TemplateProgram(texts: TemplateSet.defaults.texts)
      let library = try TemplateSet.defaults.library()
      for context in contexts {
        let value = try TemplateValue(encoding: context)
        let ours = String(decoding: try program.render(value, template: "file"), as: UTF8.self)
        #expect(
          library.render(value.mustacheObject, withTemplate: "file") == ours, "\(context.flow.name)"
        )
      }
    }
  }

  @Test func templatesBeyondTheProgramAreLeftToSwiftMustache() throws {
    for text in [
      "no pragma {{input}}", "{{%CONTENT_TYPE: TEXT}}{{=<% %>=}}",
      "{{%CONTENT_TYPE: TEXT}}{{$block}}x{{/block}}",
      "{{%CONTENT_TYPE: TEXT}}{{uppercased(input)}}",
    ] {
      #expect(throws: TemplateProgram.Unsupported.self) { try TemplateProgram(texts: ["t": text]) }
    }
    var templates = TemplateSet.defaults.texts
    templates["type"] = "{{%CONTENT_TYPE: TEXT}}\n// {{uppercased(name)}}\n"
    let engine = try TemplateEngine(TemplateSet(texts: templates))
    guard case .mustache = engine else {
      Issue.record("a template with a transform should render with swift-mustache")
      return
    }
  }

  @Test func aPartialThatIncludesItselfIsAnErrorNotACrash() throws {
    let program = try TemplateProgram(texts: ["t": "{{%CONTENT_TYPE: TEXT}}\nx{{> t}}"])
    #expect(throws: TemplateProgram.TooDeep.self) {
      try program.render(try TemplateValue(encoding: Outer()), template: "t")
    }
  }
}
