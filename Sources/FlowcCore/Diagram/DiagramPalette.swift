/// The colours every exporter uses, so a screen, an action or an error looks
/// the same in DOT, Mermaid and PlantUML.
enum DiagramPalette {
  /// The fill of a node of each kind.
  static func fill(_ kind: FlowDiagram.Node.Kind) -> String {
    switch kind {
    case .screen: "#FFFFFF"
    case .action: "#E3F2FD"
    case .decision: "#FFF8E1"
    case .subflow: "#EDE7F6"
    case .start: "#333333"
    case .link: "#E8F5E9"
    case .event: "#FCE4EC"
    case .finish, .cancel: "#F5F5F5"
    case .missing: "#FFEBEE"
    }
  }

  /// The text of a node of each kind: at least 4.5:1 against its fill (WCAG AA).
  static func text(_ kind: FlowDiagram.Node.Kind) -> String {
    kind == .start ? "#FFFFFF" : "#212121"
  }

  /// The border of a node of each kind in Mermaid, which GitHub draws on a
  /// light (#ffffff) or a dark (#0d1117) page: a middle tone at least 3:1
  /// against both, so every shape stands out in either theme.
  static func stroke(_ kind: FlowDiagram.Node.Kind) -> String {
    switch kind {
    case .link, .event: edge(.entry)
    case .missing: missing
    default: "#757575"
    }
  }

  /// The border and text of ordinary nodes.
  static let line = "#424242"
  /// Secondary label lines: types, descriptions.
  static let secondaryText = "#616161"
  /// The border of a target that names nothing.
  static let missing = "#C62828"

  /// Fill, border and text colour of a node with marks (`FlowDiagram.Marks.style`).
  static func marked(_ style: String) -> (fill: String, border: String, text: String) {
    switch style {
    case "unreachable": ("#EEEEEE", "#757575", "#616161")
    case "unreachableError": ("#EEEEEE", "#D32F2F", "#616161")
    case "unreachableWarning": ("#EEEEEE", "#EF6C00", "#616161")
    case "warning": ("#FFF3E0", "#EF6C00", "#212121")
    default: ("#FFEBEE", "#D32F2F", "#212121")
    }
  }

  /// The colour of edges of each kind.
  static func edge(_ kind: FlowDiagram.Edge.Kind) -> String {
    switch kind {
    case .transition: "#424242"
    case .failure: "#B71C1C"
    case .back: "#616161"
    case .entry: "#2E7D32"
    case .call: "#5E35B1"
    }
  }
}
