import Foundation
import OptionalTools
import Testing

@testable import FlowcCore

/// Specs and diagrams for the diagram tests: the example specs of the package,
/// and small inline specs.
enum DiagramFixtures {
  /// The package root: this file is `<root>/Tests/FlowcCoreTests/Diagram/DiagramTestSupport.swift`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `specs/` folder of the package.
  static var specsFolder: String { packageRoot.appendingPathComponent("specs").path }

  /// Every spec file of `specs/`, sorted, as `SpecFinder` finds them.
  static func specFiles() throws -> [String] {
    try SpecFinder.find([specsFolder])
  }

  /// A spec file's flow name as its golden files are named: `Login` for `Login.flow.yaml`.
  static func name(of file: String) -> String {
    String(URL(fileURLWithPath: file).lastPathComponent.dropLast(SpecFinder.fileSuffix.count))
  }

  /// Checks the files (every check runs) and returns the result; a file that
  /// does not decode fails the test.
  static func check(_ files: [String]) throws -> (model: FlowModel, diagnostics: [Diagnostic]) {
    let sources = try files.map { try SourceFile.read(path: $0) }
    return try check(sources)
  }

  static func check(_ sources: [SourceFile]) throws -> (
    model: FlowModel, diagnostics: [Diagnostic]
  ) {
    let result = FlowChecker().check(sources)
    let model = try #require(
      result.model, "the specs do not decode: \(result.diagnostics.map(\.message))")
    return (model, result.diagnostics)
  }

  /// The diagram of the files, without marks, as `flowc diagram FILES` draws it.
  static func diagram(_ files: [String]) throws -> FlowDiagram {
    FlowDiagram(model: try check(files).model)
  }

  /// The diagram of inline specs, with their diagnostics marked when `marked`.
  static func diagram(
    _ sources: [SourceFile], marked: Bool = false, descriptions: Bool = false
  ) throws -> FlowDiagram {
    let (model, diagnostics) = try check(sources)
    return FlowDiagram(
      model: model, diagnostics: marked ? diagnostics : [], showsDescriptions: descriptions)
  }

  /// Draws DOT with Graphviz's `dot -Tsvg` and expects an SVG without warnings.
  /// Fails when `dot` is not installed: a test calling it says `.needs(.dot)`.
  static func expectRenders(
    _ dot: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    _ = try #require(
      Graphviz.executable(),
      "Graphviz's dot is not on PATH; install it (apt-get install graphviz), as .ci/run does",
      sourceLocation: sourceLocation)
    let rendered = try Graphviz.render(dot, format: "svg")
    #expect(
      rendered.output.contains("<svg"), "\(name): no <svg in the output",
      sourceLocation: sourceLocation)
    #expect(
      rendered.warnings.isEmpty, "\(name): dot warned: \(rendered.warnings)",
      sourceLocation: sourceLocation)
  }

  /// One screen, two links and descriptions full of characters every diagram
  /// language treats as syntax: quotes, brackets, `#`, `|`, `<>`, `&`, `;`, `%`,
  /// backticks, backslashes, unicode and line breaks.
  static let hostile = SourceFile(
    path: "Hostile.flow.yaml",
    text: #"""
      flow: Hostile
      description: "Quotes \" and 'single', [a] {b} (c) # | <tag> &amp; 日本語 ✓ 🚀\nsecond line; direction TB %% `code`"
      start: first
      steps:
        first:
          screen: First
          description: "a \"quoted\" <b>bold</b> [[link]] | #35; {x} \\ back\\slash\nnew line"
          next: second
        second:
          screen: Second
          description: "end --> x -.-> y ==> z ; style F0 fill:#f00; class x y; //italic// **bold** ~~x~~ $5 \\1"
          output: Never
      links:
        "my\"app://a/[b]/<c>|d#e": first
        "ok://日本/{id:Int}\nx": second
        "q://x/?a={a:Int}&b={b:Int?}#/{c:String};--> x": second
      """#)

  /// A spec with an error (`type-mismatch` at `age`), an unreachable step
  /// (`help`) and a warning (`no-exit` at `tour`).
  static let marked = SourceFile(
    path: "Marked.flow.yaml",
    text: """
      flow: Marked
      start: form
      types:
        Form: { name: String }
      steps:
        form:
          screen: FormScreen
          output: Form
          next: age
          back: tour
        age:
          screen: AgeScreen
          input: Int
          next: finish
        help:
          screen: Help
          next: form
        tour:
          screen: TourPage
          next: tourNext
          back: tourNext
        tourNext:
          screen: TourPage
          next: tour
      """)
}
