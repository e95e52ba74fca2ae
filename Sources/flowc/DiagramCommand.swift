import ArgumentParser
import FlowcCore
import Foundation

/// `flowc diagram`: draw the flows of a set of specs as one diagram.
struct DiagramCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diagram",
    abstract: "Draw flow specs as a diagram: Graphviz DOT, Mermaid, PlantUML or SVG.",
    discussion: """
      Draws every flow of the run as a cluster, with its screens, actions, decisions, \
      sub-flow steps, deep links and transitions. The diagram goes to standard output, \
      or to the file given with -o. Specs with YAML or schema errors cannot be drawn: \
      their diagnostics go to standard error and the command exits 1. Other errors do \
      not stop a diagram; --show-diagnostics marks them on it. svg needs Graphviz's \
      'dot' on PATH.
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

  @Flag(help: "Mark nodes with diagnostics: unreachable greyed, errors red, warnings orange.")
  var showDiagnostics = false

  @Option(
    name: .customLong("flow"),
    help: "Draw only this flow and the flows it runs (repeat for several).")
  var flows: [String] = []

  @Flag(help: "Show descriptions under the labels of flows, steps and decisions.")
  var descriptions = false

  @Option(
    help: ArgumentHelp(
      "Seconds Graphviz's dot may take to draw svg (default 10; 0 for no limit). Given, it "
        + "also draws diagrams too dense to be drawn by default.",
      valueName: "seconds"))
  var dotTimeLimit: Double?

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func run() throws {
    let resolved = try SpecRun.resolve(
      [try SpecRun.load(paths, maxInputSize: limits.maxInputSize)],
      checks: showDiagnostics ? Check.all : [], limits: limits.limits)[0]
    let model = resolved.model
    let diagram: FlowDiagram
    let text: String
    do {
      diagram = FlowDiagram(
        model: model,
        flows: flows.isEmpty ? nil : try FlowDiagram.flows(named: flows, in: model),
        diagnostics: resolved.diagnostics, showsDescriptions: descriptions)
      if format == .svg, dotTimeLimit == nil,
        let problem = DiagramSizeLimits.layoutProblem(for: diagram)
      {
        throw CommandFailure(message: problem)
      }
      text = try format.render(diagram, dotTimeLimit: try timeLimit())
    } catch let error as FlowDiagramError {
      throw CommandFailure(message: error.message)
    } catch let error as GraphvizError {
      throw CommandFailure(message: error.message)
    }
    // Past Mermaid's text limit or PlantUML's image size, the diagram would not
    // be drawn, or be cut: say so on standard error, with the way out.
    if let warning = DiagramSizeLimits.warning(for: text, format: format, diagram: diagram) {
      Terminal.writeError(warning + "\n")
    }
    if let output {
      do {
        try OutputFile.write(text, to: output)
      } catch {
        throw CommandFailure(message: error.description)
      }
    } else {
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }
}

extension DiagramCommand {
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
