import ArgumentParser
import FlowcCore
import Foundation

/// `flowc check`: report every problem of a set of specs, as a compiler would.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check flow specs and report problems with their file, line and column.",
    discussion: """
      Text diagnostics go to standard error, like a compiler's; json, github and \
      sarif go to standard output, for tools. Exits 0 when there are no errors, \
      1 when there are (with --strict, warnings count too), 2 when the command \
      cannot run.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "Spec files, or folders searched for *.flow.yaml.",
      discussion: "A file named flowc-config.yaml or .yml is checked as the config."),
    completion: .file(extensions: ["yaml"]))
  var paths: [String] = ["specs"]

  @OptionGroup(title: "Config") var config: ConfigOptions

  @OptionGroup var diagnostics: DiagnosticOptions

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func run() throws {
    // The config the run would generate with is checked with its specs.
    let (specPaths, configPaths) = SpecRun.splitConfigs(paths)
    let run =
      specPaths.isEmpty
      ? SpecRun(files: [], sources: [])
      : try SpecRun.load(specPaths, maxInputSize: limits.maxInputSize)
    let loaded = try config.load(paths: specPaths, specs: run.files, named: configPaths)
    let result = FlowChecker(limits: limits.limits).check(run.sources)
    let found = loaded.diagnostics + result.diagnostics
    let errors = found.count { $0.severity == .error }
    let warnings = found.count { $0.severity == .warning }
    let files = run.files + loaded.files
    diagnostics.report(
      found, sources: run.sources + (loaded.source.map { [$0] } ?? []), files: files,
      summary: Summary.line(errors: errors, warnings: warnings, files: files.count))
    // Exit without tearing down the model: freeing every node of a large run
    // costs more than checking it did, and the process ends anyway.
    withExtendedLifetime(result) {
      Foundation.exit(
        errors > 0 || (diagnostics.strict && warnings > 0) ? ExitCode.problemsFound.rawValue : 0)
    }
  }
}
