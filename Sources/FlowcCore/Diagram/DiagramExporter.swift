/// Writes a `FlowDiagram` in one diagram language.
public protocol DiagramExporter: Sendable {
  /// The whole document, ending with a line break.
  func export(_ diagram: FlowDiagram) -> String
}
