import ArgumentParser
import FlowcCore
import Foundation

extension AccessLevel: ExpressibleByArgument {}

/// `flowc generate`: Swift for every flow of a run, one file per spec.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate Swift from flow specs: one file per spec, named after it.",
    discussion: """
      Checks the specs and templates first and generates nothing if they have errors \
      (with --strict, warnings too): diagnostics are printed as by flowc check, exit 1. \
      Changed files are replaced all or none, and a file whose content is unchanged is not \
      touched; files flowc generated from specs that are gone are removed. --check \
      writes nothing: it lists the files in the output folder that are missing, out of \
      date or left over (on standard output, or standard error when --format is not \
      text), and exits 1 if there are any. Reference: docs/generate.md.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "Spec files, or folders searched for *.flow.yaml.",
      discussion: "A file named flowc-config.yaml or .yml is the config, as with --config."),
    completion: .file(extensions: ["yaml"]))
  var paths: [String] = ["specs"]

  @Option(
    name: [.short, .long], help: "The folder to write the Swift files to.", completion: .directory)
  var output: String

  @Option(
    help: "A folder of .mustache files replacing default templates of the same name.",
    completion: .directory)
  var templates: String?

  @Option(
    help: ArgumentHelp(
      "The access level of generated declarations: internal, public or package.",
      discussion: "Default: the config's 'access', else internal."))
  var access: AccessLevel?

  @Flag(name: .customLong("public"), help: "Make generated declarations public (--access public).")
  var isPublic = false

  @Flag(
    help: ArgumentHelp(
      "Also generate a router per screen step, for presenters that navigate through one.",
      discussion: "Default: the config's 'routers', else no routers."))
  var routers = false

  @OptionGroup(title: "Config") var config: ConfigOptions

  @Flag(help: "Write nothing; list files missing, out of date or left over; exit 1 if any.")
  var check = false

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Keep .flowc-stamp in the output folder: a run with nothing to change then only compares.",
      discussion: "--no-stamp for a folder that is committed: the stamp names the flowc binary."))
  var stamp = true

  @Flag(help: "Print the render context of each spec as JSON instead of generating.")
  var context = false

  @OptionGroup var diagnostics: DiagnosticOptions

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func run() throws {
    let (specPaths, configPaths) = SpecRun.splitConfigs(paths)
    let run = try SpecRun.load(
      specPaths.isEmpty ? ["specs"] : specPaths, maxInputSize: limits.maxInputSize)
    if let templates {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw CommandFailure(message: "no such templates folder: '\(templates)'") }
    }
    let settings = try loadConfig(paths: specPaths, files: run.files, named: configPaths)
    let pipeline = GenerationPipeline(
      options: GenerationOptions(
        outputFolder: output, templateOverrides: templates ?? settings.templates,
        access: access ?? (isPublic ? .public : nil) ?? settings.access ?? .internal,
        imports: settings.imports, parts: settings.parts ?? GeneratedPart.all,
        strict: diagnostics.strict, routers: routers || settings.routers == true,
        state: settings.state, action: settings.action, stamp: stamp),
      checker: FlowChecker(limits: limits.limits))
    if context { return try printContexts(pipeline, run) }

    try OutputFolderRun(
      command: "generate", files: "generated files", output: output, check: check,
      diagnostics: diagnostics
    ).finish(pipeline.run(run.sources), specFiles: run.files)
  }

  /// The config of the run (see `ConfigOptions`); its problems stop the run.
  private func loadConfig(paths: [String], files: [String], named: [String]) throws
    -> GenerationConfig
  {
    let loaded = try config.load(paths: paths, specs: files, named: named)
    guard let settings = loaded.settings else {
      let found = loaded.diagnostics
      let counts = Summary.line(
        errors: found.count { $0.severity == .error },
        warnings: found.count { $0.severity == .warning }, files: max(loaded.files.count, 1))
      diagnostics.report(
        found, sources: loaded.source.map { [$0] } ?? [], files: loaded.files, summary: nil)
      Terminal.writeError(counts + "; nothing was generated\n")
      throw ExitCode.problemsFound
    }
    return settings
  }

  /// `--context`: the render context of every flow, as sorted JSON on standard output.
  private func printContexts(_ pipeline: GenerationPipeline, _ run: SpecRun) throws {
    let (contexts, found) = pipeline.contexts(run.sources)
    let counts = Summary.line(
      errors: found.count { $0.severity == .error },
      warnings: found.count { $0.severity == .warning }, files: run.files.count)
    guard let contexts else {
      diagnostics.report(found, sources: run.sources, files: run.files, summary: nil)
      Terminal.writeError(counts + "; no context was made\n")
      throw ExitCode.problemsFound
    }
    if diagnostics.format == .text {
      diagnostics.report(found, sources: run.sources, files: run.files, summary: counts)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(contexts)
    } catch {
      throw CommandFailure(message: "cannot encode the render context: \(error)")
    }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }
}
