import Testing

@testable import FlowcCore

@Suite struct GenerationConfigTests {
  static func decode(_ text: String, path: String = "App/flowc-config.yaml") -> (
    config: GenerationConfig?, diagnostics: [Diagnostic]
  ) {
    GenerationConfig.decode(SourceFile(path: path, text: text))
  }

  @Test func everyKeyIsRead() {
    let (config, diagnostics) = Self.decode(
      "access: package\nimports: [MyModels, Kit_2]\ntemplates: Templates\n")
    #expect(diagnostics.isEmpty)
    #expect(
      config
        == GenerationConfig(
          access: .package, imports: ["MyModels", "Kit_2"], templates: "App/Templates"))
  }

  /// Routers are generated only when the config asks for them.
  @Test func routersAreOptIn() {
    #expect(Self.decode("access: public\n").config?.routers == nil)
    #expect(Self.decode("routers: true\n").config == GenerationConfig(routers: true))
    #expect(Self.decode("routers: false\n").config == GenerationConfig(routers: false))
    let (config, diagnostics) = Self.decode("access: public\nrouters: yes\n")
    #expect(config == nil)
    #expect(diagnostics.map(\.code) == [.schema])
    #expect(diagnostics.first?.message == "'routers' must be 'true' or 'false', not 'yes'")
    #expect(
      diagnostics.first?.location
        == SourceLocation(file: "App/flowc-config.yaml", line: 2, column: 10))
  }

  @Test func anEmptyConfigChangesNothing() {
    #expect(Self.decode("# nothing yet\n").config == GenerationConfig())
  }

  @Test func anUnknownKeyIsReportedAtItsPositionWithADidYouMean() {
    let (config, diagnostics) = Self.decode("access: public\nimport: [Kit]\n")
    #expect(config == nil)
    #expect(diagnostics.map(\.code) == [.schema])
    #expect(
      diagnostics.first?.location
        == SourceLocation(file: "App/flowc-config.yaml", line: 2, column: 1))
    #expect(
      diagnostics.first?.message
        == "unknown key 'import' in the flowc config; did you mean 'imports'?")
  }

  @Test func badValuesAreReportedAtTheValue() {
    let (config, diagnostics) = Self.decode("access: publik\nimports: [2Kit]\ntemplates: ''\n")
    #expect(config == nil)
    #expect(
      diagnostics.map(\.message) == [
        "'access' is one of 'internal', 'public', 'package'; did you mean 'public'?",
        "'imports' lists module names, such as 'MyAppModels'",
        "'templates' is a folder of .mustache files",
      ])
    #expect(diagnostics.map { $0.location?.line } == [1, 2, 3])
    #expect(diagnostics.map { $0.location?.column } == [9, 11, 12])
  }

  /// `import struct` would start an import of one declaration: a keyword is
  /// no module name, and neither is an empty part of a dotted one.
  @Test(arguments: ["struct", "class", "func", "Any", "self", "true", "in", "_", "MyKit.struct"])
  func aKeywordIsNoModuleName(_ name: String) {
    let (config, diagnostics) = Self.decode("imports: [Kit, \(name)]\n")
    #expect(config == nil)
    let keyword = name.split(separator: ".").last.map(String.init) ?? name
    #expect(
      diagnostics.map(\.message) == [
        (name == "_" ? "" : "'\(keyword)' is a Swift keyword, not a module name; ")
          + "'imports' lists module names, such as 'MyAppModels'"
      ])
    #expect(
      diagnostics.first?.location
        == SourceLocation(file: "App/flowc-config.yaml", line: 1, column: 16))
  }

  @Test(arguments: ["Kit.", ".Kit", "My..Kit", "My Kit", "Kit-2"])
  func aMalformedDottedNameIsNoModuleName(_ name: String) {
    let (config, diagnostics) = Self.decode("imports: ['\(name)']\n")
    #expect(config == nil)
    #expect(diagnostics.map(\.code) == [.schema])
  }

  @Test func submodulesAndContextualWordsAreModuleNames() {
    let (config, diagnostics) = Self.decode("imports: [MyKit.Models, open, _Concurrency, Type]\n")
    #expect(diagnostics.isEmpty)
    #expect(config?.imports == ["MyKit.Models", "open", "_Concurrency", "Type"])
  }

  @Test func aConfigThatIsNotYAMLIsASyntaxError() {
    let (config, diagnostics) = Self.decode("access: [public\n")
    #expect(config == nil)
    #expect(diagnostics.map(\.code) == [.yamlSyntax])
  }

  @Test func generateNamesTheParts() {
    let (config, diagnostics) = Self.decode("generate: [types, state, links]\n")
    #expect(diagnostics.isEmpty)
    #expect(config?.parts == [.types, .state, .links])
    #expect(Self.decode("access: public\n").config?.parts == nil)
  }

  @Test func anUnknownPartIsReportedWithADidYouMean() {
    let (config, diagnostics) = Self.decode("generate: [types, coordinater]\n")
    #expect(config == nil)
    #expect(
      diagnostics.map(\.message) == [
        "'generate' lists parts among 'types', 'state', 'coordinator', 'steps', 'links'; "
          + "did you mean 'coordinator'?"
      ])
    #expect(diagnostics.map { $0.location?.column } == [19])
  }

  @Test func aPartWithoutWhatItNeedsIsAnError() {
    let (config, diagnostics) = Self.decode("generate:\n  - types\n  - coordinator\n  - links\n")
    #expect(config == nil)
    #expect(
      diagnostics.map(\.message) == [
        "'coordinator' refers to what 'state' generates; add 'state' to 'generate'",
        "'links' refers to what 'state' generates; add 'state' to 'generate'",
      ])
    #expect(diagnostics.map { $0.location?.line } == [3, 4])
  }

  /// `text` as a YAML double-quoted scalar: a quote and a backslash escaped,
  /// and every character but printable ASCII as its `\u` escape.
  static func doubleQuoted(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF")
    let body = text.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\"", "\\": return "\\\(scalar)"
      case " "..."~": return String(scalar)
      default:
        let value = Int(scalar.value)
        return "\\u" + (0..<4).reversed().map { String(hex[(value >> ($0 * 4)) & 15]) }.joined()
      }
    }
    return "\"" + body.joined() + "\""
  }

  @Test func stateAndActionAddAttributesAndConformances() {
    let (config, diagnostics) = Self.decode(
      """
      state:
        attributes: ["@CasePathable", "@available(iOS 17.0, *)"]
        conformances: [Identifiable, MyKit.Routable]
      action: { attributes: ['@CasePaths.CasePathable', '@CasePaths.CasePathable'] }
      """)
    #expect(diagnostics.isEmpty)
    #expect(
      config?.state
        == TypeAdditions(
          attributes: ["@CasePathable", "@available(iOS 17.0, *)"],
          conformances: ["Identifiable", "MyKit.Routable"]))
    #expect(config?.action == TypeAdditions(attributes: ["@CasePaths.CasePathable"]))
    #expect(Self.decode("state:\n").config?.state == TypeAdditions.none)
  }

  /// Nothing but one attribute or one type name reaches the line it is
  /// written on: no second declaration, no comment, no string, no line break.
  @Test(arguments: [
    "CasePathable", "@", "@1Kit", "@Case Pathable", "@CasePathable\n", "@CasePathable // x",
    "@CasePathable /* x */", "@available(iOS 17, *) enum X {}", "@f(\"x\")", "@f((x))",
    "@f(x) @g", "@f(x", "@CasePathable\u{7}", "@Case\u{AD}Pathable", "@func", "@My..Kit",
  ])
  func aValueThatIsNotOneAttributeIsReportedAtItsPosition(_ attribute: String) {
    let (config, diagnostics) = Self.decode(
      "state:\n  attributes: [\"@CasePathable\", \(Self.doubleQuoted(attribute))]\n")
    #expect(config == nil)
    #expect(diagnostics.map(\.code) == [.schema])
    #expect(
      diagnostics.first?.location
        == SourceLocation(file: "App/flowc-config.yaml", line: 2, column: 33))
    #expect(
      diagnostics.first?.message.hasPrefix("'state.attributes' lists Swift attributes") == true)
  }

  @Test(arguments: [
    "Equatable & Hashable", "P<Int>", "struct", "Any", "_", "2D", "Kit.", "A\u{0}B", "a b",
  ])
  func aConformanceIsOneTypeName(_ name: String) {
    let (config, diagnostics) = Self.decode(
      "action:\n  conformances: [\(Self.doubleQuoted(name))]\n")
    #expect(config == nil)
    #expect(
      diagnostics.map(\.message) == [
        "'action.conformances' lists protocol names for 'Action' to conform to, such as "
          + "'CustomStringConvertible' or 'MyKit.Routable'"
      ])
    #expect(diagnostics.map { $0.location?.line } == [2])
  }

  @Test func aBadShapeOrKeyUnderStateIsReported() {
    let (config, diagnostics) = Self.decode(
      "state: [CasePathable]\naction:\n  atributes: ['@CasePathable']\n")
    #expect(config == nil)
    #expect(
      diagnostics.map(\.message) == [
        "'state' is a mapping of 'attributes' and 'conformances' added to each flow's 'State'",
        "unknown key 'atributes' in 'action'; did you mean 'attributes'?",
      ])
    #expect(diagnostics.map { $0.location?.line } == [1, 3])
  }

  /// YAML reads an unquoted `@` as the start of nothing: a syntax error at
  /// its position, before the config is read.
  @Test func anUnquotedAttributeIsAYAMLError() {
    let (config, diagnostics) = Self.decode("state:\n  attributes: [@CasePathable]\n")
    #expect(config == nil)
    #expect(diagnostics.map(\.code) == [.yamlSyntax])
    #expect(diagnostics.first?.location?.line == 2)
  }
}

extension GenerationConfigTests {
  /// A team that also uses swift-openapi-generator writes its key names.
  @Test func swiftOpenAPIGeneratorKeysSuggestFlowcs() {
    let (config, diagnostics) = Self.decode("accessModifier: public\nadditionalImports: [Kit]\n")
    #expect(config == nil)
    #expect(
      diagnostics.map(\.message) == [
        "unknown key 'accessModifier' in the flowc config; did you mean 'access'? "
          + "('accessModifier' is swift-openapi-generator's name for it)",
        "unknown key 'additionalImports' in the flowc config; did you mean 'imports'? "
          + "('additionalImports' is swift-openapi-generator's name for it)",
      ])
    #expect(
      diagnostics.map(\.location) == [
        SourceLocation(file: "App/flowc-config.yaml", line: 1, column: 1),
        SourceLocation(file: "App/flowc-config.yaml", line: 2, column: 1),
      ])
    #expect(GenerationConfig.openAPIGeneratorKeys.values.allSatisfy(GenerationConfig.keys.contains))
  }

  /// `flowc config init`'s sample changes nothing as written.
  @Test func theSampleLoadsCleanAndChangesNothing() {
    let (config, diagnostics) = Self.decode(GenerationConfig.sample)
    #expect(diagnostics.isEmpty)
    #expect(config == GenerationConfig())
  }

  /// Each key of the sample, uncommented, is valid and at its default
  /// (`templates`, which has none, at an example).
  @Test func theSampleUncommentedNamesEveryKeyAtItsDefault() throws {
    let keyLine = try Regex("^# ( *[a-z]+:.*)$")
    let lines = GenerationConfig.sample.split(separator: "\n", omittingEmptySubsequences: false)
    let uncommented = lines.map { line in
      line.wholeMatch(of: keyLine).map { String($0.output[1].substring ?? "") } ?? String(line)
    }.joined(separator: "\n")
    let (config, diagnostics) = Self.decode(uncommented)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(
      config
        == GenerationConfig(
          access: .internal, templates: "App/Templates", parts: Set(GeneratedPart.allCases),
          routers: false))
    for key in GenerationConfig.keys + GenerationConfig.additionKeys {
      #expect(uncommented.contains("\n\(key):") || uncommented.contains("\n  \(key):"), "\(key)")
    }
  }
}
