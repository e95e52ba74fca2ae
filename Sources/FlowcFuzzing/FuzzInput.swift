import FlowcCore

/// What the fuzz target does with one input: every stage of flowc, in memory.
///
/// The bytes are read as a spec file, checked, and the diagnostics rendered in
/// every format; a spec that resolves is drawn in every diagram format, its
/// paths listed and diffed against itself; a spec that checks clean is
/// generated. Any crash, trap or sanitizer report on the way is a finding.
/// `Tests/Fuzz/FuzzEntry.swift` calls this from libFuzzer (`.ci/fuzz` builds
/// and runs it); `FuzzInputTests` runs it over the seed corpus and every
/// input a fuzzer ever found, so a fixed finding stays fixed.
public enum FuzzInput {
  public static func exercise(_ bytes: [UInt8]) {
    let source = SourceFile(path: "fuzz.flow.yaml", bytes: bytes)
    let result = FlowChecker().check([source])
    render(result.diagnostics, sources: [source])
    guard let model = result.model else { return }
    review(model, diagnostics: result.diagnostics)
    guard !result.failed(strict: false) else { return }
    _ = try? SwiftGenerator(templates: .defaults).generate(model)
  }

  /// `diagnostics` in every format.
  static func render(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
    _ = TextDiagnosticRenderer(sources: sources).render(diagnostics)
    _ = JSONDiagnosticRenderer(files: sources.map(\.path)).render(diagnostics)
    _ = GitHubDiagnosticRenderer().render(diagnostics)
    _ = SARIFDiagnosticRenderer(toolVersion: "fuzz").render(diagnostics)
  }

  /// What the review commands make of a model: its diagram in every format
  /// but SVG (which runs Graphviz), its paths, and its diff with itself.
  static func review(_ model: FlowModel, diagnostics: [Diagnostic]) {
    let diagram = FlowDiagram(model: model, flows: nil, diagnostics: diagnostics)
    for format in [DiagramFormat.dot, .mermaid, .plantuml] {
      _ = try? format.render(diagram)
    }
    let paths = PathFinder.paths(in: model)
    _ = PathsTextRenderer().render(paths)
    _ = PathsJSONRenderer().render(paths)
    diff(old: model, new: model)
  }

  /// The diff of two models in every format.
  static func diff(old: FlowModel, new: FlowModel) {
    let diff = SpecDiff(old: old, new: new)
    _ = DiffTextRenderer().render(diff)
    _ = DiffJSONRenderer().render(diff)
    _ = DiffMermaidRenderer().render(diff, old: old, new: new)
  }
}
