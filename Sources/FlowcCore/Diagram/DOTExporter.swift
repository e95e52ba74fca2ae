/// Writes a diagram as Graphviz DOT, for `dot -Tsvg` and `-Tpng`.
///
/// Each flow is a `subgraph cluster_F<n>`. Screens are boxes, actions rounded
/// boxes, decisions diamonds, `flow:` steps 3D boxes (`box3d`), deep links
/// arrow-shaped `cds` boxes with their URL pattern, the start marker a dot,
/// `finish` a double circle and `cancel` an octagon. A call from a `flow:` step
/// is a bold arrow clipped at the called flow's cluster (`compound=true`,
/// `lhead`). Labels are HTML-like: the id in bold, the name, the types smaller
/// and grey. Descriptions and diagnostic messages are tooltips in SVG.
public struct DOTExporter: DiagramExporter {
  /// Top to bottom (`TB`) or left to right (`LR`).
  public var rankdir: String

  public init(rankdir: String = "TB") {
    self.rankdir = rankdir
  }

  static let font = "Helvetica,Arial,sans-serif"

  public func export(_ diagram: FlowDiagram) -> String {
    var out = """
      digraph flows {
        graph [rankdir=\(rankdir), compound=true, newrank=true, fontname="\(Self.font)", \
      fontsize=13, fontcolor="\(DiagramPalette.textColor)", bgcolor="\(DiagramPalette.page)", \
      nodesep=0.3, ranksep=0.4, labeljust=l, pad=0.2];
        node [fontname="\(Self.font)", fontsize=11, color="\(DiagramPalette.line)", \
      fontcolor="\(DiagramPalette.textColor)", style=filled, fillcolor="#FFFFFF", \
      margin="0.12,0.05"];
        edge [fontname="\(Self.font)", fontsize=9, color="\(DiagramPalette.line)", \
      fontcolor="\(DiagramPalette.edge(.transition))", arrowsize=0.7];

      """
    for cluster in diagram.clusters {
      out += "\n  subgraph cluster_\(cluster.id) {\n"
      out += "    label=<\(clusterLabel(cluster, descriptions: diagram.showsDescriptions))>;\n"
      let clusterTooltip = ([cluster.description].compactMap { $0 } + cluster.marks.messages)
      if !clusterTooltip.isEmpty {
        out += "    tooltip=\(quoted(clusterTooltip.joined(separator: "\n")));\n"
      }
      if let style = cluster.marks.style {
        let colors = DiagramPalette.marked(style)
        out += "    style=\"rounded\"; color=\"\(colors.border)\"; penwidth=2;\n"
      } else {
        out += "    style=\"rounded\"; color=\"\(DiagramPalette.flowBorder)\";\n"
      }
      for node in cluster.nodes {
        out +=
          "    \(node.id) [\(attributes(of: node, descriptions: diagram.showsDescriptions))];\n"
      }
      for edge in cluster.edges {
        out += "    \(edge.from) -> \(edge.to) [\(attributes(of: edge))];\n"
      }
      out += "  }\n"
    }
    if !diagram.calls.isEmpty { out += "\n" }
    for edge in diagram.calls {
      out += "  \(edge.from) -> \(edge.to) [\(attributes(of: edge))];\n"
    }
    out += "}\n"
    return out
  }

  private func clusterLabel(_ cluster: FlowDiagram.Cluster, descriptions: Bool) -> String {
    var label = "<B>\(html(cluster.name))</B>"
    if let signature = cluster.signature {
      label +=
        "  <FONT POINT-SIZE=\"10\" COLOR=\"\(DiagramPalette.secondaryText)\">"
        + "\(html(signature))</FONT>"
    }
    if descriptions, let description = cluster.description {
      for line in FlowDiagram.wrap(description, width: FlowDiagram.descriptionWidth + 20) {
        label +=
          "<BR ALIGN=\"LEFT\"/><FONT POINT-SIZE=\"10\" COLOR=\"\(DiagramPalette.secondaryText)\">"
          + "<I>\(html(line))</I></FONT>"
      }
      label += "<BR ALIGN=\"LEFT\"/>"
    }
    if let summary = cluster.marks.summary {
      label += "<BR ALIGN=\"LEFT\"/>" + marksLine(summary, cluster.marks)
    }
    return label
  }

  private func attributes(of node: FlowDiagram.Node, descriptions: Bool) -> String {
    var attributes: [String] = []
    var styles = ["filled"]
    switch node.kind {
    case .screen: attributes.append("shape=box")
    case .action:
      attributes.append("shape=box")
      styles.append("rounded")
    case .decision: attributes.append("shape=diamond")
    case .subflow: attributes.append("shape=box3d")
    case .start: attributes += ["shape=point", "width=0.16"]
    case .link: attributes.append("shape=cds")
    case .finish where node.title != Reserved.finish:
      // An ending, `finish.name`: a circle as wide as its name.
      attributes += ["shape=doublecircle", "margin=0", "fontsize=9"]
    case .event: attributes.append("shape=cds")
    case .finish:
      attributes += ["shape=doublecircle", "fixedsize=true", "width=0.5", "fontsize=9"]
    case .cancel:
      attributes += ["shape=octagon", "fixedsize=true", "width=0.6", "height=0.4", "fontsize=9"]
    case .missing:
      attributes += ["shape=box", "color=\"\(DiagramPalette.missing)\""]
      styles.append("dashed")
    }
    attributes.append(
      node.kind == .start ? "label=\"\"" : "label=<\(label(of: node, descriptions: descriptions))>")
    var fill = DiagramPalette.fill(node.kind)
    var penwidth: Int?
    if let style = node.marks.style {
      let colors = DiagramPalette.marked(style)
      fill = colors.fill
      attributes += ["color=\"\(colors.border)\"", "fontcolor=\"\(colors.text)\""]
      penwidth = node.marks.severity == nil ? 1 : 2
      if node.marks.unreachable { styles.append("dashed") }
    }
    // A gate's border is thick, thicker than a diagnostic's.
    if node.isGate { penwidth = 3 }
    if let penwidth { attributes.append("penwidth=\(penwidth)") }
    attributes.insert("style=\"\(styles.joined(separator: ","))\"", at: 1)
    attributes.insert("fillcolor=\"\(fill)\"", at: 2)
    let tooltip = [node.description].compactMap { $0 } + node.marks.messages
    if !tooltip.isEmpty { attributes.append("tooltip=\(quoted(tooltip.joined(separator: "\n")))") }
    return attributes.joined(separator: ", ")
  }

  /// The id in bold, the name, the types smaller and grey, then the
  /// description and the diagnostic codes.
  private func label(of node: FlowDiagram.Node, descriptions: Bool) -> String {
    switch node.kind {
    case .start, .finish, .cancel, .link, .event: return html(node.title)
    case .screen, .action, .decision, .subflow, .missing: break
    }
    var lines = ["<B>\(html(node.title))</B>"]
    if let name = node.name { lines.append(html(name)) }
    if let signature = node.signature {
      lines.append(
        "<FONT POINT-SIZE=\"9\" COLOR=\"\(DiagramPalette.secondaryText)\">\(html(signature))</FONT>"
      )
    }
    if descriptions, let description = node.description {
      for line in FlowDiagram.wrap(description) {
        lines.append(
          "<FONT POINT-SIZE=\"9\" COLOR=\"\(DiagramPalette.secondaryText)\"><I>\(html(line))</I></FONT>"
        )
      }
    }
    if let summary = node.marks.summary { lines.append(marksLine(summary, node.marks)) }
    return lines.joined(separator: "<BR/>")
  }

  private func marksLine(_ summary: String, _ marks: FlowDiagram.Marks) -> String {
    let color = DiagramPalette.markText(marks)
    return "<FONT POINT-SIZE=\"9\" COLOR=\"\(color)\">\(html(summary))</FONT>"
  }

  private func attributes(of edge: FlowDiagram.Edge) -> String {
    var attributes: [String] = []
    if let label = edge.label { attributes.append("label=\(quoted(" \(label) "))") }
    let color = DiagramPalette.edge(edge.kind)
    switch edge.kind {
    case .transition: break
    case .failure:
      attributes += ["style=dashed", "color=\"\(color)\"", "fontcolor=\"\(color)\""]
    case .back:
      attributes += ["style=dotted", "color=\"\(color)\"", "fontcolor=\"\(color)\""]
    case .entry: attributes += ["color=\"\(color)\"", "fontcolor=\"\(color)\""]
    case .call:
      attributes += ["style=bold", "color=\"\(color)\"", "arrowhead=empty"]
      if let cluster = edge.cluster { attributes.append("lhead=cluster_\(cluster)") }
    }
    // Coverage drawn: taken edges solid, untaken ones dashed, whatever their kind.
    if let taken = edge.taken {
      attributes.removeAll { $0.hasPrefix("style=") }
      attributes.append(taken ? "style=solid" : "style=dashed")
    }
    return attributes.joined(separator: ", ")
  }

  /// Text for an HTML-like label: entities for `& < > "`, `<BR/>` for line breaks.
  func html(_ text: String) -> String {
    var out = ""
    for character in text.withoutControlCharacters {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "<BR/>"
      default: out.append(character)
      }
    }
    return out
  }

  /// A quoted DOT string: `\"` and `\\` escaped, `\n` for line breaks.
  func quoted(_ text: String) -> String {
    var out = "\""
    for character in text.withoutControlCharacters {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}
