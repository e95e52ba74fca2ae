import FlowcCore

/// What the multi-spec fuzz target does with one input: the specs of a
/// folder, in memory, through every stage of flowc, so that what crosses
/// files (sub-flows, tab containers, links into other flows, shared types,
/// output names) is fuzzed.
///
/// The input is split into files as `FuzzFiles` says: the preamble, unless
/// empty, is a spec named `fuzz.flow.yaml`, and every `--- file: NAME` line
/// starts a spec named `NAME`. The specs are checked together and the
/// diagnostics rendered in every format; if they resolve, they are drawn
/// (all of them, and the first flow with the flows it runs), their paths
/// listed, diffed against themselves and against the run without its last
/// file; if they check clean, they are generated as `flowc generate` does
/// (output names compared across specs). `Tests/Fuzz/MultiSpecFuzzEntry.swift`
/// calls this from libFuzzer (`.ci/fuzz`).
public enum MultiSpecFuzzInput {
  /// The name of the preamble's spec, and of a file whose name is empty.
  public static let preambleName = "fuzz.flow.yaml"

  /// Runs every stage over the specs of `bytes`; returns the files generated,
  /// empty if the specs do not check clean.
  @discardableResult public static func exercise(_ bytes: [UInt8]) -> [GeneratedFile] {
    let sources = sources(bytes)
    let result = FlowChecker().check(sources)
    FuzzInput.render(result.diagnostics, sources: sources)
    guard let model = result.model else { return [] }
    FuzzInput.review(model, diagnostics: result.diagnostics)
    if let first = model.flows.first,
      let flows = try? FlowDiagram.flows(named: [first.name], in: model)
    {
      let diagram = FlowDiagram(
        model: model, flows: flows, diagnostics: result.diagnostics, showsDescriptions: true)
      _ = try? DiagramFormat.mermaid.render(diagram)
    }
    // As `flowc diff` compares two versions of a folder: here, one file less.
    if sources.count > 1, let old = FlowChecker().check(Array(sources.dropLast()), checks: []).model
    {
      FuzzInput.diff(old: old, new: model)
    }
    guard !result.failed(strict: false) else { return [] }
    let pipeline = GenerationPipeline(options: GenerationOptions(outputFolder: "Generated"))
    let generation = pipeline.generate(model, with: .defaults)
    FuzzInput.render(generation.diagnostics, sources: sources)
    return generation.files
  }

  /// The spec files of an input.
  public static func sources(_ bytes: [UInt8]) -> [SourceFile] {
    let (preamble, files) = FuzzFiles.split(bytes)
    var sources: [SourceFile] = []
    if !preamble.isEmpty || files.isEmpty {
      sources.append(SourceFile(path: preambleName, bytes: preamble))
    }
    for file in files {
      sources.append(
        SourceFile(path: file.name.isEmpty ? preambleName : file.name, bytes: file.bytes))
    }
    return sources
  }

  /// Seeds made of a folder of specs: each spec with every spec it runs
  /// (through `flow:` steps and tabs, directly or through others), and all
  /// of them in one input. Specs that do not resolve together are one input.
  public static func seeds(_ specs: [SourceFile]) -> [[UInt8]] {
    let all = FuzzFiles.join(specs.map { FuzzFiles.File(name: $0.path, bytes: $0.bytes) })
    guard let model = FlowChecker().check(specs, checks: []).model else { return [all] }
    var seeds: [[UInt8]] = []
    for flow in model.flows {
      var reached: Set<Int> = [flow.index]
      var queue = [flow.index]
      while let next = queue.popLast() {
        for node in model.flows[next].nodes {
          for callee in node.callees where reached.insert(callee).inserted { queue.append(callee) }
        }
      }
      let files = reached.sorted().map { index in
        let spec = model.flows[index].spec.file
        return FuzzFiles.File(
          name: spec, bytes: specs.first { $0.path == spec }?.bytes ?? [])
      }
      seeds.append(FuzzFiles.join(files))
    }
    return seeds + [all]
  }
}
