/// Writes a diagram as a PlantUML state diagram (`@startuml … @enduml`).
///
/// Each flow is a composite state. State diagrams have few shapes, so kinds are
/// told apart by colour through stereotypes (`<<action>>`, `<<flow>>`, with
/// `skinparam state` colours matching the other formats) except where UML has
/// a symbol: decisions are `<<choice>>` diamonds with a note that names them,
/// deep links `<<entryPoint>>`s named by their URL pattern, the start marker
/// and `finish` the composite's `[*]`, and `cancel` an `<<exitPoint>>`. A call
/// is a bold arrow to the called flow's composite state; `failure` arrows are
/// dashed and `back` arrows dotted.
///
/// Labels are quoted; every ASCII character outside letters, digits and
/// `space , . : ? ! ' ( ) +` is written in PlantUML's unicode syntax
/// (`<U+0022>`), so no text can end a string or turn into Creole markup (`//`
/// italics, `[[links]]`, `<color>`). (Numeric references such as `&#92;` are
/// not used: PlantUML 1.2020 crashes on `\` and `$` written that way.) Only
/// well-known syntax is used; the output was checked with PlantUML 1.2020.2.
public struct PlantUMLExporter: DiagramExporter {
  public init() {}

  public func export(_ diagram: FlowDiagram) -> String {
    var out = """
      @startuml
      hide empty description
      skinparam shadowing false
      skinparam defaultFontName Helvetica
      skinparam backgroundColor \(DiagramPalette.page)
      skinparam defaultFontColor \(DiagramPalette.textColor)
      skinparam ArrowColor \(DiagramPalette.line)
      skinparam ArrowFontColor \(DiagramPalette.edge(.transition))
      skinparam note {
        BackgroundColor \(DiagramPalette.fill(.decision))
        BorderColor \(DiagramPalette.stroke(.decision))
        FontColor \(DiagramPalette.textColor)
      }
      skinparam state {
        BackgroundColor \(DiagramPalette.fill(.screen))
        BorderColor \(DiagramPalette.line)
        FontColor \(DiagramPalette.textColor)

      """
    for (stereotype, kind) in Self.kindStereotypes {
      out += "  BackgroundColor<<\(stereotype)>> \(DiagramPalette.fill(kind))\n"
    }
    out += "  BorderColor<<missing>> \(DiagramPalette.missing)\n"
    for style in ["unreachable", "unreachableError", "unreachableWarning", "error", "warning"] {
      let colors = DiagramPalette.marked(style)
      out += "  BackgroundColor<<\(style)>> \(colors.fill)\n"
      out += "  BorderColor<<\(style)>> \(colors.border)\n"
      out += "  FontColor<<\(style)>> \(colors.text)\n"
    }
    out += "}\n"
    for cluster in diagram.clusters {
      var title = [cluster.name]
      if let signature = cluster.signature { title.append(signature) }
      if diagram.showsDescriptions, let description = cluster.description {
        title += FlowDiagram.wrap(description, width: FlowDiagram.descriptionWidth + 20)
      }
      if let summary = cluster.marks.summary { title.append(summary) }
      let stereotype = cluster.marks.style.map { " <<\($0)>>" } ?? ""
      out +=
        "\nstate \"\(title.map(escape).joined(separator: "\\n"))\" as \(cluster.id)\(stereotype) {\n"
      for node in cluster.nodes {
        out += declaration(of: node, descriptions: diagram.showsDescriptions)
      }
      for edge in cluster.edges {
        out += "  \(line(edge, in: cluster))\n"
      }
      out += "}\n"
    }
    if !diagram.calls.isEmpty { out += "\n" }
    for var edge in diagram.calls {
      // A flow that runs itself: PlantUML draws the arrow to its own composite state.
      edge.cluster = edge.cluster ?? diagram.clusters.first { $0.entry == edge.to }?.id
      out += "\(line(edge, in: nil))\n"
    }
    out += "@enduml\n"
    return out
  }

  /// The stereotypes that give kinds without a UML symbol their colour.
  static let kindStereotypes: [(String, FlowDiagram.Node.Kind)] = [
    ("action", .action), ("flow", .subflow), ("missing", .missing),
  ]

  private func declaration(of node: FlowDiagram.Node, descriptions: Bool) -> String {
    var lines = ["<b>\(escape(node.title))</b>"]
    if let name = node.name { lines.append(escape(name)) }
    if let signature = node.signature {
      lines.append("<size:10>\(escape(signature))</size>")
    }
    if descriptions, let description = node.description {
      lines += FlowDiagram.wrap(description).map { "<size:10><i>\(escape($0))</i></size>" }
    }
    if let summary = node.marks.summary {
      let color = DiagramPalette.markText(node.marks)
      lines.append("<color:\(color)>\(escape(summary))</color>")
    }
    let label = lines.joined(separator: "\\n")
    switch node.kind {
    case .finish where node.title != Reserved.finish:
      // An ending (`finish.name`): an exit point that shows its name.
      return "  state \"\(escape(node.title))\" as \(node.id) <<exitPoint>>\n"
    case .start, .finish:
      // The composite's own `[*]`, written in its transitions.
      return ""
    case .decision:
      return "  state \(node.id) <<choice>>\n  note left of \(node.id) : \(label)\n"
    case .link, .event:
      var text = "  state \"\(escape(node.title))\" as \(node.id) <<entryPoint>>\n"
      if let summary = node.marks.summary {
        text += "  note left of \(node.id) : \(escape(summary))\n"
      }
      return text
    case .cancel:
      return "  state \"\(escape(node.title))\" as \(node.id) <<exitPoint>>\n"
    case .screen, .action, .subflow, .missing:
      let stereotype =
        node.marks.style
        ?? Self.kindStereotypes.first { $0.1 == node.kind }.map(\.0)
      return "  state \"\(label)\" as \(node.id)\(stereotype.map { " <<\($0)>>" } ?? "")\n"
    }
  }

  private func line(_ edge: FlowDiagram.Edge, in cluster: FlowDiagram.Cluster?) -> String {
    var arrow =
      switch edge.kind {
      case .transition: "-->"
      case .failure: "-[\(DiagramPalette.edge(.failure)),dashed]->"
      case .back: "-[\(DiagramPalette.edge(.back)),dotted]->"
      case .entry: "-[\(DiagramPalette.edge(.entry))]->"
      case .call: "-[\(DiagramPalette.edge(.call)),bold]->"
      }
    // Coverage drawn: taken edges solid, untaken ones dashed, in their kind's colour.
    if let taken = edge.taken {
      let color = edge.kind == .transition ? [] : [DiagramPalette.edge(edge.kind)]
      let style = (color + (taken ? [] : ["dashed"])).joined(separator: ",")
      arrow = style.isEmpty ? "-->" : "-[\(style)]->"
    }
    func end(_ id: String) -> String {
      guard let cluster, let node = cluster.nodes.first(where: { $0.id == id }) else { return id }
      let isEnd = node.kind == .finish && node.title == Reserved.finish
      return node.kind == .start || isEnd ? "[*]" : id
    }
    let label = edge.label.map { " : \(escape($0))" } ?? ""
    return "\(end(edge.from)) \(arrow) \(edge.cluster ?? end(edge.to))\(label)"
  }

  /// Text for a quoted PlantUML label: `<U+XXXX>` for ASCII punctuation that
  /// could end the string or start Creole markup, `\n` for line breaks.
  public func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.withoutControlCharacters.unicodeScalars {
      if scalar == "\n" {
        out += "\\n"
      } else if scalar.isASCII, !Self.safe.contains(scalar) {
        out += "<U+" + hex4(scalar.value) + ">"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `value` as four upper-case hex digits.
  private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static let safe = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.:?!'()+".unicodeScalars)
}
