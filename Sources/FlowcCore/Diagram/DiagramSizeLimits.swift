/// The sizes past which the tools that draw `flowc diagram`'s text give up:
/// Mermaid refuses a chart of more than `maxTextSize` characters (50,000 by
/// default; GitHub shows "Maximum text size in diagram exceeded"), and
/// PlantUML cuts an image at 4,096 pixels a side (`PLANTUML_LIMIT_SIZE`)
/// without a word. `warning(for:format:diagram:)` says so, with the way out.
public enum DiagramSizeLimits {
  /// Mermaid's default `maxTextSize`, in characters.
  public static let mermaidTextSize = 50_000
  /// PlantUML's default `PLANTUML_LIMIT_SIZE`, in pixels.
  public static let plantUMLPixels = 4_096
  /// About how tall one node of a PlantUML state diagram is drawn, with its
  /// arrow to the next: a flow of n nodes in a row is about n times this.
  static let plantUMLNodeHeight = 70

  /// Past this many transitions, and `denseEdgesPerNode` per node, Graphviz
  /// takes minutes to lay a diagram out: the edges of a dense graph cross at
  /// every rank, and each crossing is worked on. Flows of real apps have one
  /// or two transitions a node; a thousand steps draw in about a second.
  public static let denseEdges = 240
  public static let denseEdgesPerNode = 3

  /// Why drawing `diagram` as SVG would take Graphviz minutes, or nil: so many
  /// transitions between so few nodes that the drawing is refused at once
  /// rather than after a time limit.
  public static func layoutProblem(for diagram: FlowDiagram) -> String? {
    let nodes = diagram.clusters.reduce(0) { $0 + $1.nodes.count }
    let edges = diagram.clusters.reduce(0) { $0 + $1.edges.count }
    guard edges > denseEdges, edges > denseEdgesPerNode * max(nodes, 1) else { return nil }
    return "the diagram has \(edges) transitions between \(nodes) nodes, so dense that "
      + "Graphviz would take minutes to lay it out; draw fewer flows with --flow NAME, write "
      + "--format dot or mermaid, or give dot time with --dot-time-limit SECONDS to try anyway"
  }

  /// A warning for a diagram past the limit of the tool that draws `format`;
  /// nil when it fits (or for DOT and SVG, which Graphviz draws at any size).
  public static func warning(for text: String, format: DiagramFormat, diagram: FlowDiagram)
    -> String?
  {
    switch format {
    case .mermaid:
      let size = text.count
      guard size > mermaidTextSize else { return nil }
      let raised = (size / 10_000 + 1) * 10_000
      return "warning: the Mermaid diagram is \(size) characters, past Mermaid's default "
        + "limit of \(mermaidTextSize) (maxTextSize), so Mermaid and GitHub will not draw it; "
        + "draw fewer flows (one diagram per flow with --output-dir DIR, or --flow NAME), or "
        + "raise the limit with "
        + "\"maxTextSize\": \(raised) in the first line's %%{init: {...}}%% where the renderer "
        + "allows it"
    case .plantuml:
      // End nodes sit beside the step that ends the flow, not below it.
      let nodes =
        diagram.clusters.map { $0.nodes.filter { $0.kind != .finish && $0.kind != .cancel }.count }
        .max() ?? 0
      let height = nodes * plantUMLNodeHeight
      guard height > plantUMLPixels else { return nil }
      return "warning: the PlantUML diagram has a flow of \(nodes) nodes, about \(height) px "
        + "tall, past PlantUML's default limit of \(plantUMLPixels) px, where it cuts the image "
        + "off without a word; draw fewer flows with --flow NAME, or raise the limit "
        + "(PLANTUML_LIMIT_SIZE=\(max(height * 2, 8_192)) in the environment, or "
        + "-DPLANTUML_LIMIT_SIZE for java), or shrink it with 'scale max \(plantUMLPixels) "
        + "height' after @startuml"
    case .dot, .svg:
      return nil
    }
  }
}
