import ArgumentParser
import FlowcCore
import Foundation

/// `flowc tests`: a navigation test suite per flow, and the support file they share.
struct TestsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tests",
    abstract:
      "Generate a Swift Testing suite per flow that drives its coordinator along every edge.",
    discussion: """
      Each test takes the shortest path from start that takes one step, transition, decision \
      case, failure route, back edge or event of the spec, with scripted screens, actions and \
      decisions, through RecordingNavigator, and checks the step reached and the screen shown \
      after each step. The suites import the generated flows' module (--module) with \
      @testable; the test target declares NavigationTestFixtures, a value of each external \
      type (NavigationTestSupport.swift lists them). Files are written as by flowc generate: \
      all or none, unchanged ones untouched, leftovers removed; --check writes nothing, lists \
      the files missing, out of date or left over (on standard output, or standard error when \
      --format is not text) and exits 1 if there are any. Reference: docs/testing.md.
      """
  )

  @Argument(
    help: "Spec files, or folders searched for *.flow.yaml.",
    completion: .file(extensions: ["yaml"])
  )
  var paths: [String] = ["specs"]

  @Option(
    name: [.short, .long], help: "The folder to write the test files to.", completion: .directory)
  var output: String

  @Option(help: "The module of the generated flows, which the suites import with @testable.")
  var module: String

  @Flag(help: "Write nothing; list files missing, out of date or left over; exit 1 if any.")
  var check = false

  @OptionGroup var diagnostics: DiagnosticOptions

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func run() throws {
    let (specPaths, _) = SpecRun.splitConfigs(paths)
    let run = try SpecRun.load(
      specPaths.isEmpty ? ["specs"] : specPaths, maxInputSize: limits.maxInputSize)
    guard !module.isEmpty, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      !(module.first?.isNumber ?? true)
    else { throw CommandFailure(message: "--module must be a Swift module name: '\(module)'") }
    let pipeline = GenerationPipeline(
      options: GenerationOptions(outputFolder: output, strict: diagnostics.strict),
      checker: FlowChecker(limits: limits.limits))
    try OutputFolderRun(
      command: "tests", files: "test files", output: output, check: check,
      diagnostics: diagnostics
    ).finish(pipeline.tests(run.sources, module: module), specFiles: run.files)
  }
}
