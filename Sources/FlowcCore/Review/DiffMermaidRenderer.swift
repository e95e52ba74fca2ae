/// Draws a `SpecDiff` as one Mermaid `flowchart TB` (top to bottom, also
/// inside each flow, so a long diff grows down rather than across), with a
/// legend of its three styles first: each flow that changed is a `subgraph`, drawn as it is in the new run, with what the diff added in green
/// and what it removed (taken from the old run) in red and dashed.
///
/// - Nodes: drawn in the shapes and kind colours of `flowc diagram`'s
///   Mermaid (`MermaidStyle.shape`): a screen is a box, an action a rounded
///   box, a sub-flow a subroutine box, a decision a rhombus, each labelled with
///   its id and what it shows or runs; `start` a circle, `finish` a double
///   circle, `cancel` and `back` hexagons and a deep link a flag with its
///   pattern. The chart has the same theme (`MermaidStyle.initDirective`).
/// - Styles: classes `added`, `removed` and `changed` (a step whose kind,
///   types or presentation changed) through `classDef`; edges through
///   `linkStyle` with their index. Removed edges are also drawn dotted (`-.->`).
///   A retargeted transition or link shows both: the new edge green, the old
///   one red.
/// - An added flow is drawn all green, a removed one (from the old run) all red.
///
/// Node names are `f<flow>_n_<id>` (`f0_n_form`), so no id can clash with
/// another flow's or with Mermaid's keywords (`end`). Labels are quoted and
/// written with Mermaid's entity escapes (`#quot;`, `#35;`, ...), so any text a
/// spec holds is shown as written.
public struct DiffMermaidRenderer: Sendable {
  public init() {}

  /// The chart, ending in a newline. `old` and `new` are the runs `diff` compares.
  public func render(_ diff: SpecDiff, old: FlowModel, new: FlowModel) -> String {
    var chart = Chart()
    for (ordinal, group) in diff.flows.enumerated() {
      switch group.status {
      case .added:
        guard let flow = new.firstFlow(named: group.flow) else { continue }
        chart.draw(ordinal, group, base: flow, old: nil, everything: .added)
      case .removed:
        guard let flow = old.firstFlow(named: group.flow) else { continue }
        chart.draw(ordinal, group, base: flow, old: nil, everything: .removed)
      case .changed:
        guard let flow = new.firstFlow(named: group.flow),
          let before = old.firstFlow(named: group.flow)
        else { continue }
        chart.draw(ordinal, group, base: flow, old: before, everything: nil)
      }
    }
    var out = MermaidStyle.initDirective + "flowchart TB\n"
    for (name, style) in Self.classStyles { out += "  classDef \(name) \(style)\n" }
    if diff.isEmpty {
      out += "  %% no changes\n"
    } else {
      out += Self.legend
    }
    out += chart.lines.joined()
    // Nodes the diff leaves alone are coloured by kind, as `flowc diagram` colours them.
    for kind in DiagramNodeKind.allCases {
      let names = chart.kinds[kind, default: []]
      guard !names.isEmpty, let definition = MermaidStyle.classDefinition(kind.rawValue)
      else { continue }
      out += "  classDef \(kind.rawValue) \(definition)\n"
      out += "  class \(names.joined(separator: ",")) \(kind.rawValue)\n"
    }
    for style in [Style.added, .removed, .changed] {
      let names = chart.classes[style, default: []]
      if !names.isEmpty { out += "  class \(names.joined(separator: ",")) \(style.rawValue)\n" }
    }
    for style in [Style.added, .removed] {
      let indices = chart.edgeStyles.indices.filter { chart.edgeStyles[$0] == style }
      guard !indices.isEmpty else { continue }
      let list = indices.map(String.init).joined(separator: ",")
      out += "  linkStyle \(list) \(Self.edgeStyles[style.rawValue] ?? "")\n"
    }
    return out
  }

  /// A subgraph naming the three styles, above the flows.
  static let legend = """
      subgraph legend ["Legend"]
        direction LR
        legend_added["added"]:::added
        legend_changed["changed"]:::changed
        legend_removed["removed"]:::removed
      end

    """

  /// `classDef` styles, in print order: green, red dashed, amber.
  static let classStyles: [(String, String)] = [
    ("added", "fill:#dafbe1,stroke:#1a7f37,stroke-width:2px,color:#116329"),
    (
      "removed",
      "fill:#ffebe9,stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 5,color:#a40e26"
    ),
    ("changed", "fill:#fff8c5,stroke:#9a6700,stroke-width:2px,color:#4d2d00"),
  ]

  /// `linkStyle` styles of added and removed edges.
  static let edgeStyles: [String: String] = [
    "added": "stroke:#1a7f37,stroke-width:2px",
    "removed": "stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 5",
  ]

  /// Text as a quoted Mermaid label shows it: `MermaidText.label`, the
  /// escaper `flowc diagram` uses too.
  public static func escape(_ text: String) -> String {
    MermaidText.label(text)
  }

  /// How a node or an edge is highlighted.
  enum Style: String {
    case added
    case removed
    case changed
  }

  /// The chart being built: lines, and the styles to apply at the end.
  private struct Chart {
    var lines: [String] = []
    var classes: [Style: [String]] = [:]
    /// Nodes without a style, by kind.
    var kinds: [DiagramNodeKind: [String]] = [:]
    /// The style of each edge drawn so far, by `linkStyle` index (nil: plain).
    var edgeStyles: [Style?] = []

    /// Draws one flow as a subgraph. `everything` styles the whole flow (added
    /// or removed); otherwise `group`'s changes decide, and `old` supplies what
    /// was removed.
    mutating func draw(
      _ ordinal: Int, _ group: SpecDiff.FlowChanges, base: Flow, old: Flow?, everything: Style?
    ) {
      var drawing = FlowDrawing(prefix: "f\(ordinal)")
      drawing.collect(group, base: base, old: old, everything: everything)
      var title = group.flow
      if group.status != .changed { title += " (\(group.status.rawValue))" }
      lines.append("  subgraph f\(ordinal) [\"\(DiffMermaidRenderer.escape(title))\"]\n")
      // Top to bottom inside the flow too: a long flow grows down, not across.
      lines.append("    direction TB\n")
      for node in drawing.nodes {
        lines.append("    \(node.name)\(node.shape)\n")
        if let style = node.style {
          classes[style, default: []].append(node.name)
        } else {
          kinds[node.kind, default: []].append(node.name)
        }
      }
      for edge in drawing.edges {
        let arrow = edge.style == .removed ? "-.->" : "-->"
        let label = edge.label.map { "|\"\(DiffMermaidRenderer.escape($0))\"|" } ?? ""
        lines.append("    \(edge.from) \(arrow)\(label) \(edge.to)\n")
        edgeStyles.append(edge.style)
      }
      lines.append("  end\n")
    }
  }

  /// The nodes and edges of one flow's subgraph.
  private struct FlowDrawing {
    struct Node {
      var name: String
      var kind: DiagramNodeKind
      var shape: String
      var style: Style?

      /// A node drawn in the shape `flowc diagram` gives its kind.
      init(name: String, kind: DiagramNodeKind, label: String, style: Style?) {
        self.name = name
        self.kind = kind
        self.shape = MermaidStyle.shape(kind, label: "\"" + label + "\"")
        self.style = style
      }
    }

    struct Line {
      var from: String
      var to: String
      var label: String?
      var style: Style?
    }

    let prefix: String
    var nodes: [Node] = []
    var edges: [Line] = []
    /// Mermaid names of the nodes declared so far, by step or decision id.
    private var drawn: [String: String] = [:]
    /// Terminals and unknown targets, declared after the steps.
    private var extras: [Node] = []
    private var extraNames: [String: String] = [:]

    init(prefix: String) {
      self.prefix = prefix
    }

    mutating func collect(
      _ group: SpecDiff.FlowChanges, base: Flow, old: Flow?, everything: Style?
    ) {
      var addedNodes: Set<String> = []
      var changedNodes: Set<String> = []
      var addedTransitions: Set<TransitionKey> = []
      var removedTransitions: [TransitionKey] = []
      var addedLinks: Set<String> = []
      var retargetedLinks: Set<String> = []
      var removedLinks: [(pattern: String, target: String)] = []
      var startChanged = false
      for change in group.changes {
        switch (change.subject, change.action) {
        case (.step, .added), (.decision, .added):
          addedNodes.insert(change.id ?? "")
        case (.step, .changed), (.decision, .changed):
          changedNodes.insert(change.id ?? "")
        case (.transition, let action):
          guard let id = change.id, let event = change.event else { continue }
          let key = TransitionKey(id: id, event: event)
          if action != .removed { addedTransitions.insert(key) }
          if action != .added { removedTransitions.append(key) }
        case (.link, let action):
          guard let pattern = change.link else { continue }
          if action == .added { addedLinks.insert(pattern) }
          // A link's back stack or gating changed in place: its edge stays.
          guard change.property == nil else { continue }
          if action == .changed { retargetedLinks.insert(pattern) }
          if action != .added { removedLinks.append((pattern, change.old ?? "")) }
        case (.flow, .changed) where change.property == .start:
          startChanged = true
        default:
          break
        }
      }

      // Steps and decisions: the base flow's, then those only the old one has.
      let start = "\(prefix)_start"
      nodes.append(Node(name: start, kind: .start, label: "start", style: nil))
      for (index, node) in base.nodes.enumerated() where base.isFirstWithID(index) {
        let style =
          everything
          ?? (addedNodes.contains(node.id.value)
            ? .added : changedNodes.contains(node.id.value) ? .changed : nil)
        declare(node, style: style)
      }
      if let old {
        for (index, node) in old.nodes.enumerated()
        where old.isFirstWithID(index) && base.nodesByID[node.id.value] == nil {
          declare(node, style: .removed)
        }
      }

      // Edges: entering at start, the base flow's transitions, removed ones.
      if let first = base.start {
        edges.append(
          Line(
            from: start, to: name(of: base.nodes[first].id.value), label: nil,
            style: everything ?? (startChanged ? .added : nil)))
      }
      if startChanged, let old, let first = old.start {
        edges.append(
          Line(
            from: start, to: name(of: old.nodes[first].id.value), label: nil,
            style: .removed))
      }
      for (index, node) in base.nodes.enumerated() where base.isFirstWithID(index) {
        for edge in base.outgoing[index].map({ base.edges[$0] }) {
          let key = TransitionKey(id: node.id.value, event: TransitionEvent(edge))
          let added = addedNodes.contains(node.id.value) || addedTransitions.contains(key)
          draw(edge, in: base, style: everything ?? (added ? .added : nil))
        }
      }
      if let old {
        for key in removedTransitions {
          guard let source = old.nodesByID[key.id],
            let edge = old.outgoing[source].map({ old.edges[$0] }).first(where: {
              TransitionEvent($0) == key.event
            })
          else { continue }
          draw(edge, in: old, style: .removed)
        }
      }

      // Deep links: the base flow's, then removed or retargeted ones.
      var linkNames: [String: String] = [:]
      var seen: Set<String> = []
      for link in base.spec.links where seen.insert(link.pattern.value).inserted {
        let name = "\(prefix)_l\(linkNames.count)"
        linkNames[link.pattern.value] = name
        let pattern = link.pattern.value
        let nodeStyle = everything ?? (addedLinks.contains(pattern) ? .added : nil)
        let edgeStyle = nodeStyle ?? (retargetedLinks.contains(pattern) ? .added : nil)
        let label = DiffMermaidRenderer.escape(pattern)
        extras.append(Node(name: name, kind: .link, label: label, style: nodeStyle))
        edges.append(
          Line(from: name, to: self.name(of: link.target.value), label: nil, style: edgeStyle))
      }
      if old != nil {
        for link in removedLinks {
          let name: String
          if let existing = linkNames[link.pattern] {
            name = existing
          } else {
            name = "\(prefix)_l\(linkNames.count)"
            linkNames[link.pattern] = name
            let label = DiffMermaidRenderer.escape(link.pattern)
            extras.append(Node(name: name, kind: .link, label: label, style: .removed))
          }
          edges.append(
            Line(from: name, to: self.name(of: link.target), label: nil, style: .removed))
        }
      }
      nodes += extras
    }

    /// Declares a step or decision node.
    private mutating func declare(_ node: FlowNode, style: Style?) {
      let name = "\(prefix)_n_\(node.id.value)"
      drawn[node.id.value] = name
      let id = DiffMermaidRenderer.escape(node.id.value)
      let detail = DiffMermaidRenderer.escape(node.kind.reviewDescription)
      let kind: DiagramNodeKind =
        switch node.kind {
        case .screen: .screen
        case .action: .action
        case .subflow, .tabs: .subflow
        case .decision: .decision
        }
      let label = kind == .decision ? id : "\(id)<br>\(detail)"
      nodes.append(Node(name: name, kind: kind, label: label, style: style))
    }

    /// Draws one transition of `flow` (the base flow or the old one).
    private mutating func draw(_ edge: Edge, in flow: Flow, style: Style?) {
      let from = name(of: flow.nodes[edge.source].id.value)
      let to: String
      switch edge.destination {
      case .node(let index): to = name(of: flow.nodes[index].id.value)
      case .finish: to = extra(Reserved.finish, kind: .finish, label: Reserved.finish)
      case .cancel: to = extra(Reserved.cancel, kind: .cancel, label: Reserved.cancel)
      // `back` ends the step's part the way `cancel` does, as `flowc diagram` draws it.
      case .back: to = extra(Reserved.back, kind: .cancel, label: Reserved.back)
      case .ending(let name):
        let label = DiffMermaidRenderer.escape(Reserved.endingPrefix + name)
        to = extra(Reserved.endingPrefix + name, kind: .finish, label: label)
      case .unknown(let target): to = name(of: target)
      }
      let event = TransitionEvent(edge)
      edges.append(Line(from: from, to: to, label: event == .next ? nil : event.name, style: style))
    }

    /// The Mermaid name of a step or decision id; a name that is no node
    /// drawn gets a node of its own, labelled with the name as written.
    private mutating func name(of id: String) -> String {
      if let name = drawn[id] { return name }
      return extra("?" + id, kind: .missing, label: DiffMermaidRenderer.escape(id))
    }

    /// A terminal or unknown-target node, declared once.
    private mutating func extra(_ key: String, kind: DiagramNodeKind, label: String)
      -> String
    {
      if let name = extraNames[key] { return name }
      let name =
        switch key {
        case Reserved.finish, Reserved.cancel: "\(prefix)_\(key)"
        default: "\(prefix)_u\(extraNames.count)"
        }
      extraNames[key] = name
      extras.append(Node(name: name, kind: kind, label: label, style: nil))
      return name
    }
  }

  /// A transition as the diff matches it: source id and event.
  private struct TransitionKey: Hashable {
    var id: String
    var event: TransitionEvent
  }
}
