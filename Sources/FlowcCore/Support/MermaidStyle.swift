/// What flowc's Mermaid charts share, `flowc diagram`'s (`MermaidExporter`)
/// and `flowc diff`'s: the theme line, the shape of each kind of node, and
/// the `classDef`s that colour them (`DiagramPalette`).
public enum MermaidStyle {
  /// The class of gates, after their kind's: a thick border.
  static let gateClass = "gate"

  /// The theme every chart is drawn with, the same in GitHub's light and dark
  /// themes: Mermaid's `base` theme with the palette's colours, subgraphs
  /// filled with `DiagramPalette.flowBackground` and edge labels on
  /// `DiagramPalette.edgeLabelBackground`, so no text or edge falls on the page.
  public static let themeVariables: [(String, String)] = [
    ("background", DiagramPalette.page),
    ("primaryColor", DiagramPalette.fill(.screen)),
    ("primaryTextColor", DiagramPalette.textColor),
    ("primaryBorderColor", DiagramPalette.stroke(.screen)),
    ("nodeTextColor", DiagramPalette.textColor),
    ("textColor", DiagramPalette.textColor),
    ("titleColor", DiagramPalette.textColor),
    ("lineColor", DiagramPalette.edge(.transition)),
    ("clusterBkg", DiagramPalette.flowBackground),
    ("clusterBorder", DiagramPalette.flowBorder),
    ("edgeLabelBackground", DiagramPalette.edgeLabelBackground),
  ]

  /// The first line of every chart: `%%{init: …}%%` with `themeVariables`.
  public static let initDirective =
    "%%{init: {\"theme\": \"base\", \"themeVariables\": {"
    + themeVariables.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ") + "}}}%%\n"

  /// A node of `kind` with `label` (quoted, escaped) in its shape's brackets:
  /// `["…"]` for a screen, `("…")` for an action, `{"…"}` for a decision and so on.
  /// `flowc diff --format mermaid` draws its nodes with it too.
  public static func shape(_ kind: DiagramNodeKind, label: String) -> String {
    switch kind {
    case .screen, .missing: "[\(label)]"
    case .action: "(\(label))"
    case .decision: "{\(label)}"
    case .subflow: "[[\(label)]]"
    case .start: "((\(label)))"
    case .link, .event: ">\(label)]"
    case .finish: "(((\(label))))"
    case .cancel: "{{\(label)}}"
    }
  }

  /// Node classes, then subgraph classes, in the order their `classDef`s are written.
  static let classOrder =
    DiagramNodeKind.allCases.map(\.rawValue) + [
      "unreachable", "unreachableError", "unreachableWarning", "error", "warning", gateClass,
      "flowError", "flowWarning",
    ]

  static func classDefinition(_ name: String) -> String? {
    if name == gateClass { return "stroke-width:3px" }
    if let kind = DiagramNodeKind(rawValue: name) {
      let fill = DiagramPalette.fill(kind)
      let definition =
        "fill:\(fill),stroke:\(DiagramPalette.stroke(kind)),color:\(DiagramPalette.text(kind))"
      return kind == .missing ? definition + ",stroke-dasharray:4 3" : definition
    }
    if name == "flowError" || name == "flowWarning" {
      // A subgraph with diagnostics about the flow itself: only its border.
      let border = DiagramPalette.marked(name == "flowError" ? "error" : "warning").border
      return "stroke:\(border),stroke-width:2px"
    }
    let colors = DiagramPalette.marked(name)
    var definition = "fill:\(colors.fill),stroke:\(colors.border),color:\(colors.text)"
    if name.hasPrefix("unreachable") { definition += ",stroke-dasharray:4 3" }
    if name != "unreachable" { definition += ",stroke-width:2px" }
    return definition
  }
}
