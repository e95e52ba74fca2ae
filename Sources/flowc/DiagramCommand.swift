import ArgumentParser
import FlowcCore
import Foundation

/// `flowc diagram`: draw the flows of a set of specs as one diagram.
struct DiagramCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diagram",
    abstract: "Draw flow specs as diagrams: Graphviz DOT, Mermaid, PlantUML or SVG.",
    discussion: """
      Draws each flow with its screens, actions, decisions, sub-flow steps, deep links \
      and transitions. With --output-dir, writes one diagram per flow into the folder, \
      with an index (README.md); otherwise draws one flow (the only one, or the one \
      --flow names) to standard output or the file given with -o, and --combined draws \
      all of them in one diagram, each flow a cluster. Specs with YAML or schema errors \
      cannot be drawn: their diagnostics go to standard error and the command exits 1. \
      Other errors do not stop a diagram; --show-diagnostics marks them on it. svg needs \
      Graphviz's 'dot' on PATH.
      """
  )

  @Argument(
    help: "Spec files, or folders searched for *.flow.yaml.",
    completion: .file(extensions: ["yaml"]))
  var paths: [String] = ["specs"]

  @Option(help: "The diagram language; svg runs Graphviz's dot.")
  var format: DiagramFormat = .dot

  @Option(
    name: [.short, .customLong("output")], help: "Write the diagram to this file.",
    completion: .file())
  var output: String?

  @Option(
    name: .customLong("output-dir"),
    help: ArgumentHelp(
      "Write one diagram per flow into this folder (Login.svg, ...), with an index, README.md.",
      valueName: "dir"),
    completion: .directory)
  var outputDirectory: String?

  @Flag(help: "Draw all the flows in one diagram, with arrows to the flows each runs.")
  var combined = false

  @Flag(help: "Mark nodes with diagnostics: unreachable greyed, errors red, warnings orange.")
  var showDiagnostics = false

  @Option(
    name: .customLong("flow"),
    help: ArgumentHelp(
      "Draw this flow (repeat for several); with --combined or --output-dir, also the flows "
        + "it runs."))
  var flows: [String] = []

  @Flag(help: "Show descriptions under the labels of flows, steps and decisions.")
  var descriptions = false

  @Option(
    help: ArgumentHelp(
      "Seconds Graphviz's dot may take to draw svg (default 10; 0 for no limit). Given, it "
        + "also draws diagrams too dense to be drawn by default.",
      valueName: "seconds"))
  var dotTimeLimit: Double?

  @Option(
    name: .customLong("coverage"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Draw what these recorded trails took: taken transitions solid, untaken ones dashed and "
        + "marked (see flowc coverage).",
      valueName: "trails"))
  var coverageTrails: [String] = []

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func validate() throws {
    if outputDirectory != nil, output != nil {
      throw ValidationError(
        "give -o FILE for one diagram or --output-dir DIR for one per flow, not both")
    }
    if outputDirectory != nil, combined {
      throw ValidationError(
        "--combined draws one diagram: write it with -o FILE, or drop --combined to write one "
          + "per flow into --output-dir")
    }
  }

  func run() throws {
    let resolved = try SpecRun.resolve(
      [try SpecRun.load(paths, maxInputSize: limits.maxInputSize)],
      checks: showDiagnostics ? Check.all : [], limits: limits.limits)[0]
    let model = resolved.model
    let coverage = try coverage(of: model)
    do {
      let selected = flows.isEmpty ? nil : try FlowDiagram.flows(named: flows, in: model)
      if let outputDirectory {
        let set = DiagramSet(
          model: model, flows: selected, diagnostics: resolved.diagnostics,
          showsDescriptions: descriptions)
        try writePages(set, into: outputDirectory, coverage: coverage)
        return
      }
      let drawn = combined ? selected : try oneFlow(model)
      let diagram = FlowDiagram(
        model: model, flows: drawn, diagnostics: resolved.diagnostics,
        showsDescriptions: descriptions)
      try write(try render(diagram, coverage: coverage), to: output)
    } catch let error as FlowDiagramError {
      throw CommandFailure(message: error.message)
    } catch let error as GraphvizError {
      throw CommandFailure(message: error.message)
    }
  }

  /// The one flow drawn without --combined: the one --flow names, or the
  /// run's only flow; several are an error that says how to draw them.
  func oneFlow(_ model: FlowModel) throws -> Set<Int> {
    let drawn =
      flows.isEmpty ? Array(model.flows.indices) : flows.compactMap { model.flowsByName[$0] }
    guard Set(drawn).count > 1 else { return Set(drawn) }
    let names = drawn.prefix(5).map { model.flows[$0].name }.joined(separator: ", ")
    throw CommandFailure(
      message:
        "the specs hold \(drawn.count) flows (\(names)\(drawn.count > 5 ? ", ..." : "")), and one "
        + "diagram draws one flow: write one diagram per flow with an index with --output-dir "
        + "DIR, draw one with --flow NAME, or all of them in one diagram with --combined")
  }

  /// The diagram as text in --format, after the checks of its size.
  func render(_ diagram: FlowDiagram, coverage: (Coverage, FlowModel)? = nil) throws -> String {
    let diagram = coverage.map { diagram.marking($0.0, in: $0.1) } ?? diagram
    if format == .svg, dotTimeLimit == nil,
      let problem = DiagramSizeLimits.layoutProblem(for: diagram)
    {
      throw CommandFailure(message: problem)
    }
    let text = try format.render(diagram, dotTimeLimit: try timeLimit())
    // Past Mermaid's text limit or PlantUML's image size, the diagram would not
    // be drawn, or be cut: say so on standard error, with the way out.
    if let warning = DiagramSizeLimits.warning(for: text, format: format, diagram: diagram) {
      Terminal.writeError(warning + "\n")
    }
    return text
  }

  /// Each page's diagram, then the index, into `folder` (made if missing).
  /// Every diagram is drawn before the first file is written, so a diagram
  /// Graphviz cannot draw leaves the folder as it was.
  func writePages(
    _ set: DiagramSet, into folder: String, coverage: (Coverage, FlowModel)? = nil
  ) throws {
    let texts = try set.pages.map { try render($0.diagram, coverage: coverage) }
    let folder = URL(fileURLWithPath: folder)
    for (page, text) in zip(set.pages, texts) {
      let file = folder.appendingPathComponent(DiagramSet.fileName(page, format: format))
      try write(text, to: file.path)
    }
    let index = folder.appendingPathComponent(DiagramSet.indexFileName)
    try write(set.index(format: format, texts: texts), to: index.path)
  }

  /// Writes `text` to the file (atomically, only when it changed), or to standard output.
  func write(_ text: String, to path: String?) throws {
    guard let path else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try OutputFile.write(text, to: path)
    } catch {
      throw CommandFailure(message: error.description)
    }
  }
}

extension DiagramCommand {
  /// What the trails of `--coverage` took, if any were given: their problems
  /// go to standard error, and drawing goes on.
  func coverage(of model: FlowModel) throws -> (Coverage, FlowModel)? {
    guard !coverageTrails.isEmpty else { return nil }
    for trail in coverageTrails where !FileManager.default.isReadableFile(atPath: trail) {
      throw CommandFailure(message: "cannot read trail '\(trail)'")
    }
    let coverage = Coverage(model, trails: coverageTrails)
    for problem in coverage.problems.prefix(Diagnostic.maxPrinted) {
      Terminal.writeError("warning: \(TextDiagnosticRenderer.escaped(problem.description))\n")
    }
    return (coverage, model)
  }

  /// `--dot-time-limit` as a duration: the default without it, none for 0.
  func timeLimit() throws(CommandFailure) -> Duration? {
    guard let dotTimeLimit else { return Graphviz.defaultTimeLimit }
    guard dotTimeLimit.isFinite, dotTimeLimit >= 0, dotTimeLimit <= 86_400 else {
      throw CommandFailure(
        message: "--dot-time-limit takes seconds from 0 (no limit) to 86400, not \(dotTimeLimit)")
    }
    return dotTimeLimit == 0 ? nil : .milliseconds(Int(dotTimeLimit * 1000))
  }
}

extension DiagramFormat: ExpressibleByArgument {}
