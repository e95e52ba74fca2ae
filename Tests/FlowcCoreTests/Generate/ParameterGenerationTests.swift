import Foundation
import Testing

@testable import FlowcCore

/// The Swift generated for flow parameters: a `Parameters` struct, factories,
/// actions and decisions that take it, a coordinator and `run` that hold it,
/// and a parent that passes its constants as Swift literals.
@Suite struct ParameterGenerationTests {
  static let child = """
    flow: Timeline
    output: Never
    start: mode
    parameters:
      kind: TimelineKind
      title: String?
      limit: Int?
      ratio: Double?
      compact: Bool?
      fallback: TimelineKind?
    types:
      TimelineKind: { enum: [home, local, federated, none] }
      Filter: { text: String }
    steps:
      list: { screen: TimelineList, output: Filter, next: load }
      load: { action: LoadTimeline, input: Filter, output: Int, next: status, failure: inline }
      remember: { action: Remember, throws: false, async: false, output: Int, next: status }
      status: { screen: StatusDetail, input: Int, output: Never }
    decisions:
      mode: { cases: [browse, jump], on: { browse: list, jump: remember } }
    """

  static func parent(_ title: String) -> String {
    """
    flow: Shell
    output: Never
    start: pick
    decisions:
      pick: { cases: [tabs, one], on: { tabs: main, one: more } }
    steps:
      main:
        tabs:
          home: { flow: Timeline, with: { kind: home } }
          local:
            flow: Timeline
            with: { kind: local, title: \(title), limit: -3, ratio: 0.25, compact: true }
          other: { flow: Timeline, with: { kind: federated, title: ~ } }
      more: { flow: Timeline, with: { kind: none, ratio: 2, fallback: none } }
    """
  }

  static func generated(_ title: String, isPublic: Bool = false) throws -> (
    model: FlowModel, files: [GeneratedFile]
  ) {
    let (model, diagnostics) = try DiagramFixtures.check([
      SourceFile(path: "Shell.flow.yaml", text: parent(title)),
      SourceFile(path: "Timeline.flow.yaml", text: child),
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let files = try SwiftGenerator(templates: try TemplateSet.load(), isPublic: isPublic)
      .generate(model)
    return (model, files)
  }

  @Test func theParentPassesItsConstantsAsSwiftLiterals() throws {
    let (_, files) = try Self.generated("\"Nearby\"")
    // Compared with the layout's line breaks as spaces.
    let shell = try #require(files.first { $0.name == "Shell.swift" }).contents
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(")
    #expect(shell.contains("parameters: TimelineFlow.Parameters(kind: .home)"))
    #expect(
      shell.contains(
        "TimelineFlow.Parameters(kind: .local, title: \"Nearby\", limit: -3, ratio: 0.25, "
          + "compact: true)"))
    #expect(shell.contains("TimelineFlow.Parameters(kind: .federated, title: nil)"))
    // A case of an optional enum is qualified: `.none` alone would be nil.
    #expect(
      shell.contains(
        "TimelineFlow.Parameters(kind: .none, ratio: 2.0, fallback: TimelineKind.none)"))
    let timeline = try #require(files.first { $0.name == "Timeline.swift" }).contents
    #expect(timeline.contains("struct Parameters: Sendable, Hashable, Codable {"))
    #expect(timeline.contains("func mode(parameters: Parameters) -> ModeOutcome"))
    #expect(timeline.contains("func remember(parameters: Parameters) -> Int"))
  }

  /// Strings are Swift string literals: quotes, backslashes, interpolation
  /// and control characters come out escaped, as the same text.
  @Test func stringLiteralsEscapeWhatSwiftReads() {
    #expect(SwiftSpelling.stringLiteral("plain") == "\"plain\"")
    #expect(SwiftSpelling.stringLiteral("a\"b") == "\"a\\\"b\"")
    #expect(SwiftSpelling.stringLiteral("\\(x)") == "\"\\\\(x)\"")
    #expect(SwiftSpelling.stringLiteral("line\nnext\r") == "\"line\\nnext\\r\"")
    #expect(SwiftSpelling.stringLiteral("\u{202E}") == "\"\\u{202E}\"")
    #expect(SwiftSpelling.stringLiteral("\"\"\"") == "\"\\\"\\\"\\\"\"")
  }

  /// Hostile text in a constant stays inside its literal, and the flows
  /// type-check with internal and public access.
  @Test(arguments: [false, true])
  func hostileConstantsTypecheck(isPublic: Bool) throws {
    let hostile = HostileTextTests.hostileStrings.map(\.text).joined()
    let text = "\"); struct Injected {} //" + hostile + "*/ \\(1) \"\"\""
    let (model, files) = try Self.generated(
      HostileTextTests.yamlQuoted(text), isPublic: isPublic)
    let shell = try #require(files.first { $0.name == "Shell.swift" }).contents
    let literal = SwiftSpelling.stringLiteral(text)
    #expect(shell.replacingOccurrences(of: "\n", with: " ").contains("title: " + literal))
    #expect(!literal.unicodeScalars.contains { ControlCharacters.isUnsafe($0) })
    try GeneratedCodeCompilesTests.typecheck(model, isPublic: isPublic)
  }
}
