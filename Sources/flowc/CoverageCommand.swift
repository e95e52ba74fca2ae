import ArgumentParser
import FlowcCore
import Foundation

/// `flowc coverage`: what recorded trails took of the flows.
struct CoverageCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "coverage",
    abstract: "Report the steps, transitions, events and links recorded trails took.",
    discussion: """
      Trails are JSON Lines that FlowRuntime's FlowTrailRecorder writes (turned \
      on with FlowTrailRecorder.start(writingTo:) or FLOWC_TRAIL_FILE). Flows, \
      steps, cases, events and links are matched by name: a trail recorded with \
      an older spec counts where it still fits, and each record that does not, \
      or a line that is no record, is reported at its trail line without \
      ending the run. Exits 0, 1 when what was covered falls under \
      --min-transitions, --min-events or --min-links or a spec has schema errors, \
      2 when the command cannot run.
      """
  )

  @Argument(
    help: "Spec files, or folders searched for *.flow.yaml.",
    completion: .file(extensions: ["yaml"]))
  var paths: [String] = ["specs"]

  @Option(
    name: .customLong("trails"), parsing: .upToNextOption,
    help: ArgumentHelp("Trail files (JSON Lines) to map onto the specs.", valueName: "files"))
  var trails: [String] = []

  @Option(
    help: "How to print the report: \(CoverageFormat.allValueStrings.joined(separator: ", ")).")
  var format: CoverageFormat = .text

  @Option(
    help: ArgumentHelp(
      "Fail (exit 1) when less than this percentage of transitions was taken.",
      valueName: "percent"))
  var minTransitions: Double?

  @Option(
    help: ArgumentHelp(
      "Fail (exit 1) when less than this percentage of events was taken.", valueName: "percent"))
  var minEvents: Double?

  @Option(
    help: ArgumentHelp(
      "Fail (exit 1) when less than this percentage of deep links was handled.",
      valueName: "percent"))
  var minLinks: Double?

  /// Each threshold given, with the kind it holds and its option's name.
  private var thresholds: [(kind: Coverage.Kind, option: String, percent: Double)] {
    [
      (Coverage.Kind.transition, "--min-transitions", minTransitions),
      (.event, "--min-events", minEvents), (.link, "--min-links", minLinks),
    ].compactMap { kind, option, percent in percent.map { (kind, option, $0) } }
  }

  @Option(help: ArgumentHelp("Largest trail file in bytes.", valueName: "bytes"))
  var maxTrailSize = TrailReader.defaultMaxFileSize

  @Option(help: ArgumentHelp("Longest trail line in bytes.", valueName: "bytes"))
  var maxTrailLine = TrailReader.defaultMaxLineLength

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func validate() throws {
    if trails.isEmpty { throw ValidationError("--trails needs at least one trail file") }
    for threshold in thresholds where !(0...100).contains(threshold.percent) {
      throw ValidationError("\(threshold.option) must be a percentage from 0 to 100")
    }
    if maxTrailSize < 1 || maxTrailLine < 1 {
      throw ValidationError("--max-trail-size and --max-trail-line must be at least 1")
    }
  }

  func run() throws {
    let model = try SpecRun.resolve(
      [try SpecRun.load(paths, maxInputSize: limits.maxInputSize)], limits: limits.limits)[0].model
    let reader = TrailReader(maxFileSize: maxTrailSize, maxLineLength: maxTrailLine)
    for trail in trails where !FileManager.default.isReadableFile(atPath: trail) {
      throw CommandFailure(message: "cannot read trail '\(trail)'")
    }
    let coverage = Coverage(model, trails: trails, reader: reader)
    FileHandle.standardOutput.write(Data(format.render(coverage).utf8))
    var under = false
    for threshold in thresholds where coverage.total(threshold.kind).percent < threshold.percent {
      let taken = Coverage.Count.percentText(coverage.total(threshold.kind).percent)
      Terminal.writeError(
        "error: \(taken)% of \(threshold.kind.plural) taken, under \(threshold.option) "
          + "\(threshold.percent)\n")
      under = true
    }
    if under { throw ExitCode.problemsFound }
  }
}

extension CoverageFormat: ExpressibleByArgument {}
