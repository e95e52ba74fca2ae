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
    let diagnostics = result.diagnostics
    _ = TextDiagnosticRenderer(sources: [source]).render(diagnostics)
    _ = JSONDiagnosticRenderer(files: [source.path]).render(diagnostics)
    _ = GitHubDiagnosticRenderer().render(diagnostics)
    _ = SARIFDiagnosticRenderer(toolVersion: "fuzz").render(diagnostics)
    guard let model = result.model else { return }
    let diagram = FlowDiagram(model: model, flows: nil, diagnostics: diagnostics)
    for format in [DiagramFormat.dot, .mermaid, .plantuml] {
      _ = try? format.render(diagram)
    }
    let paths = PathFinder.paths(in: model)
    _ = PathsTextRenderer().render(paths)
    _ = PathsJSONRenderer().render(paths)
    let diff = SpecDiff(old: model, new: model)
    _ = DiffTextRenderer().render(diff)
    _ = DiffJSONRenderer().render(diff)
    _ = DiffMermaidRenderer().render(diff, old: model, new: model)
    guard !result.failed(strict: false) else { return }
    _ = try? SwiftGenerator(templates: .defaults).generate(model)
  }
}
