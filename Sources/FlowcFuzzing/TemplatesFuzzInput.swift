import FlowcCore
import Foundation

/// What the templates fuzz target does with one input: a `flowc-config.yaml`
/// and a folder of user templates, in memory, generating fixed specs.
///
/// The input is split into files as `FuzzFiles` says: the preamble is the
/// config, and every `--- file: NAME` line starts a file of the templates
/// folder (the config's `templates`, else `Templates`), so `NAME.mustache`
/// replaces the default template `NAME` (`Templates/swift`), as
/// `flowc generate` reads a folder. The config's diagnostics and the
/// templates' are rendered in every format; if neither has errors, the specs
/// of `specs` are generated with the config's access, imports and parts.
/// `Tests/Fuzz/TemplatesFuzzEntry.swift` calls this from libFuzzer (`.ci/fuzz`).
public enum TemplatesFuzzInput {
  /// The specs every input generates: sub-flows, gates, links into a
  /// sub-flow, rebuilt back stacks, inline failures, alerts, a tab container.
  public static let specs = [
    "Library", "SignIn", "Settings", "Tabs", "Login", "Registration", "Help",
  ]

  /// The model of `specs`, read from the source tree's `specs/` once.
  public static let model: FlowModel? = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs")
    var sources: [SourceFile] = []
    for name in specs {
      let file = name + ".flow.yaml"
      guard let source = try? SourceFile.read(path: folder.appendingPathComponent(file).path)
      else { return nil }
      sources.append(SourceFile(path: "specs/" + file, bytes: source.bytes))
    }
    let result = FlowChecker().check(sources)
    return result.failed(strict: false) ? nil : result.model
  }()

  /// Generates the specs with the config and templates of `bytes`; returns
  /// the files generated, empty if the config or the templates have errors.
  @discardableResult public static func exercise(_ bytes: [UInt8]) -> [GeneratedFile] {
    let (preamble, files) = FuzzFiles.split(bytes)
    let config = SourceFile(path: GenerationConfig.fileName, bytes: preamble)
    let (settings, found) = GenerationConfig.decode(config)
    FuzzInput.render(found, sources: [config])
    guard let settings, let model else { return [] }
    let pipeline = GenerationPipeline(
      options: GenerationOptions(
        outputFolder: "Generated", access: settings.access ?? .internal,
        imports: settings.imports, parts: settings.parts ?? GeneratedPart.all,
        routers: settings.routers == true, state: settings.state, action: settings.action))
    let loaded =
      files.isEmpty && settings.templates == nil
      ? pipeline.templates()
      : GenerationPipeline.templates(
        files: files.map { ($0.name, $0.bytes) }, in: settings.templates ?? "Templates")
    FuzzInput.render(loaded.diagnostics, sources: loaded.sources)
    guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else { return [] }
    let generation = pipeline.generate(model, with: loaded.templates)
    FuzzInput.render(generation.diagnostics, sources: loaded.sources)
    return generation.files
  }

  /// Configs alone, each default template as the override of itself, and all
  /// of them in one input (`.ci/fuzz` seeds the target with the same).
  public static func seeds() -> [[UInt8]] {
    let configs = [
      "",
      "access: public\nimports: [Combine]\ngenerate: [types, state, coordinator, links, steps]\n",
      "access: package\ngenerate: [types, steps]\n",
    ]
    let templates = TemplateSet.defaults.texts.sorted { $0.key < $1.key }.map { name, text in
      FuzzFiles.File(name: "\(name).\(TemplateSet.fileExtension)", bytes: Array(text.utf8))
    }
    let folder = Array("templates: Templates".utf8)
    return configs.map { Array($0.utf8) } + templates.map { FuzzFiles.join(preamble: folder, [$0]) }
      + [FuzzFiles.join(preamble: folder, templates)]
  }
}
