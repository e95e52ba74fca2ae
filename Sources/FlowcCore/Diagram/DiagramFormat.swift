/// What `flowc diagram --format` can write.
public enum DiagramFormat: String, CaseIterable, Sendable {
  /// Graphviz DOT.
  case dot
  /// A Mermaid `flowchart`, as GitHub renders in Markdown.
  case mermaid
  /// A PlantUML state diagram.
  case plantuml
  /// SVG drawn by Graphviz's `dot` from the DOT output.
  case svg

  /// The exporter that writes the format's text (for `svg`, the DOT it is drawn from).
  public var exporter: any DiagramExporter {
    switch self {
    case .dot, .svg: DOTExporter()
    case .mermaid: MermaidExporter()
    case .plantuml: PlantUMLExporter()
    }
  }

  /// The diagram in this format. Only `svg` can fail: it runs Graphviz, which
  /// is stopped past `dotTimeLimit` (nil: none).
  public func render(
    _ diagram: FlowDiagram, dotTimeLimit: Duration? = Graphviz.defaultTimeLimit
  ) throws(GraphvizError) -> String {
    let text = exporter.export(diagram)
    guard self == .svg else { return text }
    return try Graphviz.render(text, format: "svg", timeLimit: dotTimeLimit).output
  }
}
