/// The colours every exporter uses, so a screen, an action or an error looks
/// the same in DOT, Mermaid and PlantUML.
///
/// No colour reads at 4.5:1 (WCAG AA) on both GitHub's light page (#ffffff)
/// and its dark one (#0d1117), so nothing is drawn on a page the diagram does
/// not colour itself: DOT and PlantUML paint their own background (`page`),
/// and Mermaid draws each flow on a filled subgraph (`flowBackground`) with
/// edge labels on `edgeLabelBackground`. Every text and edge colour below is
/// at least 4.5:1 against the background it falls on, and every border at
/// least 3:1; the tests compute the ratios from the output of each format.
enum DiagramPalette {
  /// The background DOT (`bgcolor`) and PlantUML (`backgroundColor`) paint
  /// under the whole diagram, whatever the page around it.
  static let page = "#FFFFFF"
  /// The fill of a flow's Mermaid subgraph, which every node and edge of the
  /// flow is drawn on (GitHub's own light canvas colour).
  static let flowBackground = "#F6F8FA"
  /// The background of Mermaid's edge labels.
  static let edgeLabelBackground = "#FFFFFF"
  /// The border of a flow's cluster.
  static let flowBorder = "#757575"

  /// The fill of a node of each kind.
  static func fill(_ kind: DiagramNodeKind) -> String {
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
  static func text(_ kind: DiagramNodeKind) -> String {
    kind == .start ? "#FFFFFF" : "#212121"
  }

  /// The border of a node of each kind: a middle tone at least 3:1 against
  /// the background of the flow it is drawn in, so every shape stands out.
  static func stroke(_ kind: DiagramNodeKind) -> String {
    switch kind {
    case .link, .event: edge(.entry)
    case .missing: missing
    default: "#616161"
    }
  }

  /// The border and text of ordinary nodes.
  static let line = "#424242"
  /// Text on the page or a node: flow titles, node labels.
  static let textColor = "#212121"
  /// Secondary label lines: types, descriptions.
  static let secondaryText = "#616161"
  /// The border of a target that names nothing.
  static let missing = "#C62828"

  /// Fill, border and text colour of a node with marks (`FlowDiagram.Marks.style`: `unreachable`, `error` ...).
  static func marked(_ style: String) -> (fill: String, border: String, text: String) {
    switch style {
    case "unreachable": ("#EEEEEE", "#757575", "#616161")
    case "unreachableError": ("#EEEEEE", "#D32F2F", "#616161")
    case "unreachableWarning": ("#EEEEEE", "#C25400", "#616161")
    case "warning": ("#FFF3E0", "#C25400", "#212121")
    default: ("#FFEBEE", "#D32F2F", "#212121")
    }
  }

  /// The colour of edges of each kind.
  static func edge(_ kind: DiagramEdgeKind) -> String {
    switch kind {
    case .transition: "#424242"
    case .failure: "#B71C1C"
    case .back: "#616161"
    case .entry: "#2E7D32"
    case .call: "#5E35B1"
    }
  }
}
