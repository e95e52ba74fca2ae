import Foundation
import Mustache
import Testing

@testable import FlowcCore

@Suite struct TemplateValueTests {
  /// Compares a JSON value with what templates read of the same field.
  static func compare(_ json: Any, _ value: TemplateValue, path: String) {
    switch (json, value) {
    case (let dictionary as [String: Any], .object(let object)):
      for (key, field) in dictionary {
        guard let name = TemplateName(text: key), let found = object.field(name) else {
          Issue.record("\(path).\(key) is not a template field")
          continue
        }
        compare(field, found, path: "\(path).\(key)")
      }
    case (let array as [Any], .list(let list)):
      #expect(array.count == list.count, "\(path)")
      for (index, element) in array.enumerated() where index < list.count {
        compare(element, list.element(index), path: "\(path)[\(index)]")
      }
    case (let number as NSNumber, .bool(let bool)):
      #expect(number.boolValue == bool, "\(path)")
    case (let string as String, .string(let found)):
      #expect(string == found, "\(path)")
    case (let number as NSNumber, .string(let found)):
      // Numbers (a group's `number`) are read as their decimal text.
      #expect(number.stringValue == found, "\(path)")
    default:
      Issue.record("\(path): \(json) is \(value)")
    }
  }

  /// Every field the context encodes is a template field with the same value,
  /// and every field left out of the JSON (nil) is absent.
  @Test func everyEncodedFieldIsATemplateField() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let contexts = try SwiftGenerator(templates: try TemplateSet.load()).contexts(model)
    for context in contexts {
      let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(context))
      Self.compare(json, context.templateValue, path: context.flow.name)
    }
    let step = try #require(contexts.first?.flow.steps.first { $0.input == nil })
    guard case .absent = step.field(.input) else {
      Issue.record("a nil input is not absent")
      return
    }
  }
}

extension TemplateValueTests {
  /// An optional's place is its value's: Swift holds the payload of an
  /// enum with one payload case at offset 0, for every kind of payload the
  /// context has (strings, numbers, booleans, lists and objects).
  @Test func anOptionalIsReadWhereItHoldsItsValue() {
    func text<T: TemplateRepresentable>(_ value: T?) -> String {
      withUnsafePointer(to: value) { pointer in
        switch Optional<T>.place(at: pointer) {
        case .absent: "absent"
        case .text(let text): text.pointee
        case .number(let number): "\(number.pointee)"
        case .bool(let bool): "\(bool)"
        case .list(let place, let type): "list of \(type.elements(at: place).count)"
        case .object(let place, let type):
          type.place(of: .input, at: place).map { "\($0.value)" } ?? "no input"
        }
      }
    }
    #expect(
      text("some text, longer than fits in a small string" as String?)
        == "some text, longer than fits in a small string")
    #expect(text("short" as String?) == "short")
    #expect(text(nil as String?) == "absent")
    #expect(text(42 as Int?) == "42")
    #expect(text(false as Bool?) == "false")
    #expect(text(true as Bool?) == "true")
    #expect(text(nil as Bool?) == "absent")
    #expect(text(["a", "b"] as [String]?) == "list of 2")
    #expect(
      text(TemplateProgramTests.Inner(input: "in") as TemplateProgramTests.Inner?)
        == "string(\"in\")")
    #expect(text(nil as TemplateProgramTests.Inner?) == "absent")
  }
}

@Suite struct TemplateProgramTests {
  // Objects with fields named as the render context's are (templates can
  // only name those).
  struct Inner: TemplateObject {
    var input: String?
    static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
      name == .input ? .of(value, \.input) : nil
    }
  }

  struct Outer: TemplateObject {
    var input = "outer"
    var steps = [Inner(input: nil), Inner(input: "inner")]
    var imports = ["a", "b", "c"]
    var isPublic = true

    static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
      switch name {
      case .input: .of(value, \.input)
      case .steps: .of(value, \.steps)
      case .imports: .of(value, \.imports)
      case .isPublic: .of(value, \.isPublic)
      default: nil
      }
    }
  }

  /// `template` rendered by the program and by swift-mustache, which must agree.
  static func render(
    _ template: String, _ partials: [String: String] = [:], asSwiftMustache: Bool = true
  ) throws -> String {
    let texts = partials.merging(["t": "{{%CONTENT_TYPE: TEXT}}\n" + template]) { $1 }
    let value = Outer().templateValue
    let program = try TemplateProgram(texts: texts)
    let ours = String(decoding: try program.render(Outer(), template: "t"), as: UTF8.self)
    var library = MustacheLibrary()
    for (name, text) in texts { try library.register(text, named: name) }
    if asSwiftMustache {
      #expect(library.render(value.mustacheObject, withTemplate: "t") == ours, "\(template)")
    }
    return ours
  }

  @Test func anAbsentFieldDoesNotFallBackToAnOuterOne() throws {
    #expect(
      try Self.render("{{#steps}}[{{#input}}{{.}}{{/input}}{{^input}}none{{/input}}]{{/steps}}")
        == "[none][inner]")
  }

  @Test func aNameNoFieldHasIsAbsentAndBlanksAroundANameDoNotCount() throws {
    #expect(
      try Self.render("[{{ input\t}}][{{noSuchField}}][{{^ noSuchField }}none{{/ noSuchField }}]")
        == "[outer][][none]")
  }

  @Test func listsKnowTheirFirstAndLastElement() throws {
    #expect(
      try Self.render(
        "{{#imports}}{{#first()}}({{/first()}}{{.}}{{^last()}}, {{/last()}}{{/imports}})")
        == "(a, b, c)")
  }

  @Test func sectionsInsideListElementsReadTheirOwnValueThenOuterFields() throws {
    // A string section inside an element: `.` is the string, other names are
    // read from the element, then the object around the list; first() and
    // last() are the innermost list's.
    #expect(
      try Self.render(
        "{{#steps}}{{#input}}<{{.}} {{#imports}}{{.}}{{#last()}}!{{/last()}}{{/imports}} "
          + "{{isPublic}}{{^first()}}-{{/first()}}>{{/input}}{{/steps}}", asSwiftMustache: false)
        == "<inner abc! true->")
    #expect(
      try Self.render(
        "{{#steps}}{{#first()}}[{{/first()}}{{input}}{{#last()}}]{{/last()}}{{/steps}}")
        == "[inner]")
  }

  @Test func standaloneTagsTakeTheirLineAndPartialsTheirIndentation() throws {
    let partial = "{{%CONTENT_TYPE: TEXT}}\nline {{input}}\n{{#imports}}\n- {{.}}\n{{/imports}}\n"
    // Every line of the partial is indented, as the Mustache spec says;
    // swift-mustache 2.1 indents only the first element of a list there.
    #expect(
      try Self.render(
        "begin\n  {{> p}}\n{{#isPublic}}\nend\n{{/isPublic}}\n", ["p": partial],
        asSwiftMustache: false)
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
        let value = context.templateValue
        let ours = String(decoding: try program.render(context, template: "file"), as: UTF8.self)
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
    #expect(throws: TemplateProgram.RenderError.tooDeep) {
      try program.render(Outer(), template: "t")
    }
  }

  @Test func aBufferTooSmallIsMadeLargerAndTheTextIsTheSame() throws {
    let program = try TemplateProgram(texts: [
      "t":
        "{{%CONTENT_TYPE: TEXT}}\n{{#steps}}{{input}} and {{#imports}}{{.}},{{/imports}}\n{{/steps}}"
    ])
    let roomy = try program.render(Outer(), template: "t", capacity: 1 << 16)
    #expect(String(decoding: roomy, as: UTF8.self) == " and a,b,c,\ninner and a,b,c,\n")
    for capacity in [0, 1, 7, roomy.count - 1, roomy.count] {
      #expect(try program.render(Outer(), template: "t", capacity: capacity) == roomy)
    }
  }

  @Test func renderingStopsAtItsLimitOfBytesAndOfNodes() throws {
    let program = try TemplateProgram(texts: [
      "t": "{{%CONTENT_TYPE: TEXT}}\n{{#steps}}xxxxxxxxxx{{/steps}}",
      // A list inside itself writes nothing, but visits 100^3 nodes.
      "u": "{{%CONTENT_TYPE: TEXT}}\n{{#steps}}{{#steps}}{{#steps}}{{/steps}}{{/steps}}{{/steps}}",
    ])
    struct Items: TemplateObject {
      var steps = Array(repeating: true, count: 100)
      static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
        name == .steps ? .of(value, \.steps) : nil
      }
    }
    #expect(try program.render(Items(), template: "t", limit: 1_000).count == 1_000)
    #expect(throws: TemplateProgram.RenderError.tooLarge) {
      try program.render(Items(), template: "t", limit: 999)
    }
    #expect(throws: TemplateProgram.RenderError.tooLarge) {
      try program.render(Items(), template: "u", limit: 100_000)
    }
    #expect(try program.render(Items(), template: "u").isEmpty)
  }
}
