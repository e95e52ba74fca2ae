/// Writes a diagram as a Mermaid `flowchart TD`, in the syntax GitHub renders
/// in Markdown (a fenced block with the language `mermaid`).
///
/// Each flow is a `subgraph`. Screens are rectangles `["…"]`, actions rounded
/// `("…")`, decisions rhombi `{"…"}`, `flow:` steps subroutines `[["…"]]`, deep
/// links flags `>"…"]`, the start marker a circle `(("start"))`, `finish` a
/// double circle `((("finish")))` and `cancel` a hexagon `{{"cancel"}}`. A call
/// is a thick arrow `==>` to the called flow's subgraph.
///
/// Every label is quoted, and every character Mermaid could read as syntax is
/// written as a Mermaid entity code (`#quot;`, `#35;`, `#lt;`, …) by
/// `MermaidText.label`; the lines of a node become `<br>`. A subgraph's title
/// is one line, and descriptions are not wrapped (Mermaid wraps them). Ids are generated, so they never need escaping. Colours come
/// from `classDef`s, and the dash patterns of `failure` (dashed) and `back`
/// (dotted) from `linkStyle`.
public struct MermaidExporter: DiagramExporter {
  public init() {}

  public func export(_ diagram: FlowDiagram) -> String {
    var out = MermaidStyle.initDirective + "flowchart TD\n"
    var edges: [FlowDiagram.Edge] = []
    var classes: [String: [String]] = [:]
    // Calls run between flows, over what would be the page: all flows go in
    // one more subgraph, so the calls are drawn on its fill too.
    let wrapped = !diagram.calls.isEmpty
    if wrapped { out += "  subgraph \(Self.allFlowsID)[\" \"]\n" }
    for cluster in diagram.clusters {
      // One line: Mermaid does not make room for a title of several lines,
      // which would run over the first nodes.
      var title = cluster.name
      if let signature = cluster.signature { title += " (\(signature))" }
      if diagram.showsDescriptions, let description = cluster.description {
        title += " — " + Self.oneLine(description)
      }
      if let summary = cluster.marks.summary { title += " · " + summary }
      out += "  subgraph \(cluster.id)[\"\(escape(title))\"]\n"
      out += "    direction TB\n"
      for node in cluster.nodes {
        out += "    \(node.id)\(shape(of: node, descriptions: diagram.showsDescriptions))\n"
        classes[node.marks.style ?? node.kind.rawValue, default: []].append(node.id)
        if node.isGate { classes[MermaidStyle.gateClass, default: []].append(node.id) }
      }
      for edge in cluster.edges {
        out += "    \(line(edge))\n"
        edges.append(edge)
      }
      out += "  end\n"
    }
    for edge in diagram.calls {
      out += "  \(line(edge))\n"
      edges.append(edge)
    }
    if wrapped { out += "  end\n" }
    for cluster in diagram.clusters {
      guard let style = cluster.marks.style else { continue }
      // Flows are never unreachable: their marks are errors or warnings.
      classes[style == "warning" ? "flowWarning" : "flowError", default: []].append(cluster.id)
    }
    for name in MermaidStyle.classOrder {
      guard let ids = classes[name], let definition = MermaidStyle.classDefinition(name) else {
        continue
      }
      out += "  classDef \(name) \(definition)\n"
      out += "  class \(ids.joined(separator: ",")) \(name)\n"
    }
    for taken in [nil, true, false] as [Bool?] {
      for kind in FlowDiagram.Edge.Kind.allCases {
        let indices = edges.indices.filter { edges[$0].kind == kind && edges[$0].taken == taken }
        guard !indices.isEmpty, let style = Self.linkStyle(kind, taken: taken) else { continue }
        out += "  linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)\n"
      }
    }
    return out
  }

  /// The id of the subgraph around all flows when calls run between them.
  static let allFlowsID = "flows"

  /// The node's label inside the brackets of its shape.
  private func shape(of node: FlowDiagram.Node, descriptions: Bool) -> String {
    var lines = [node.title]
    if let name = node.name { lines.append(name) }
    if let signature = node.signature { lines.append(signature) }
    // Mermaid wraps long labels itself: the description goes in as one line,
    // not cut again.
    if descriptions, let description = node.description { lines.append(Self.oneLine(description)) }
    if let summary = node.marks.summary { lines.append(summary) }
    let label = "\"" + lines.map(escape).joined(separator: "<br>") + "\""
    return MermaidStyle.shape(node.kind, label: label)
  }

  private func line(_ edge: FlowDiagram.Edge) -> String {
    var arrow =
      switch edge.kind {
      case .transition, .entry: "-->"
      case .failure, .back: "-.->"
      case .call: "==>"
      }
    // Coverage drawn: taken edges solid, untaken ones dashed.
    if let taken = edge.taken { arrow = taken ? "-->" : "-.->" }
    let label = edge.label.map { "|\"\(escape($0))\"|" } ?? ""
    return "\(edge.from) \(arrow)\(label) \(edge.cluster ?? edge.to)"
  }

  /// The style of edges of `kind`; with coverage drawn, taken ones solid and
  /// untaken ones dashed, in the colour of their kind.
  static func linkStyle(_ kind: FlowDiagram.Edge.Kind, taken: Bool?) -> String? {
    guard let taken else { return linkStyle(kind) }
    let color = kind == .transition ? nil : DiagramPalette.edge(kind)
    let stroke = color.map { "stroke:\($0),color:\($0)" }
    let dash = taken ? nil : "stroke-dasharray:6 4"
    let parts = [stroke, dash].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ",")
  }

  static func linkStyle(_ kind: FlowDiagram.Edge.Kind) -> String? {
    let color = DiagramPalette.edge(kind)
    switch kind {
    case .transition: return nil
    case .failure: return "stroke:\(color),color:\(color),stroke-dasharray:6 4"
    case .back: return "stroke:\(color),color:\(color),stroke-dasharray:2 3"
    case .entry, .call: return "stroke:\(color),color:\(color)"
    }
  }

  /// Text with its runs of white space and line breaks as single spaces.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Text for a quoted Mermaid label: `MermaidText.label`.
  public func escape(_ text: String) -> String {
    MermaidText.label(text)
  }
}
