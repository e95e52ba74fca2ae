/// A picture of the flows of a run before it is written in any diagram
/// language: one cluster per flow, nodes with their kind, label lines and
/// diagnostic marks, and labelled edges.
///
/// `DOTExporter`, `MermaidExporter` and `PlantUMLExporter` only translate this
/// description, so the three formats always show the same nodes, edges,
/// labels and marks. Ids are generated (`F0`, `F0_n3`, `F0_start`, `F0_l1`),
/// never copied from a spec, so no exporter has to escape an id; every label,
/// on the other hand, is text from a spec that each exporter must escape.
///
/// The order is the order of the specs (flows in file order, nodes and edges in
/// written order), so the same specs always give the same diagram, byte for
/// byte, and diagrams can be committed.
public struct FlowDiagram: Hashable, Sendable {
  /// One cluster per flow, in file order.
  public var clusters: [Cluster]
  /// Edges from `flow:` steps to the cluster of the flow they run.
  public var calls: [Edge]
  /// Whether labels show descriptions (of flows, steps and decisions) under
  /// their other lines. Descriptions are always available for tooltips.
  public var showsDescriptions: Bool

  /// The width, in characters, descriptions are wrapped to in labels.
  public static let descriptionWidth = 40

  public init(clusters: [Cluster], calls: [Edge], showsDescriptions: Bool = false) {
    self.clusters = clusters
    self.calls = calls
    self.showsDescriptions = showsDescriptions
  }

  /// One flow: a DOT `subgraph cluster_...`, a Mermaid `subgraph`, a PlantUML composite state.
  public struct Cluster: Hashable, Sendable {
    /// `F` and the flow's position in the run: `F0`.
    public var id: String
    /// The flow's name.
    public var name: String
    /// The flow's `input -> output`, when either is not `Void`.
    public var signature: String?
    public var description: String?
    /// Diagnostics about the flow as a whole (not about one of its nodes or links).
    public var marks: Marks
    /// The start marker first, then steps and decisions in written order, then
    /// deep links, then the end nodes and targets that name nothing.
    public var nodes: [Node]
    /// The entry arrow, then each node's transitions in written order, then the links' arrows.
    public var edges: [Edge]
    /// The id of the start marker, where calls from other flows point.
    public var entry: String

    public init(
      id: String, name: String, signature: String? = nil, description: String? = nil,
      marks: Marks = Marks(), nodes: [Node], edges: [Edge], entry: String
    ) {
      self.id = id
      self.name = name
      self.signature = signature
      self.description = description
      self.marks = marks
      self.nodes = nodes
      self.edges = edges
      self.entry = entry
    }
  }

  /// A box, diamond or marker of a flow.
  public struct Node: Hashable, Sendable {
    /// What a node stands for; each kind has its own shape in every format.
    public typealias Kind = DiagramNodeKind

    /// `F0_n3`: unique in the diagram.
    public var id: String
    public var kind: Kind
    /// The first line: the step or decision id, the link's URL pattern, `finish`, `cancel`.
    public var title: String
    /// The screen, action or flow name, with the presentation marker (`Welcome ⌂ root`).
    public var name: String?
    /// `input -> output`, when either is not `Void`.
    public var signature: String?
    /// How the step is shown, when written as `modal` or `root`.
    public var presentation: Presentation?
    public var description: String?
    public var marks: Marks
    /// A gate: deep links to the steps it guards pass it first. Its name
    /// ends with `FlowDiagram.gateMarker` and its border is drawn thick.
    public var isGate: Bool

    public init(
      id: String, kind: Kind, title: String, name: String? = nil, signature: String? = nil,
      presentation: Presentation? = nil, description: String? = nil, marks: Marks = Marks(),
      isGate: Bool = false
    ) {
      self.id = id
      self.kind = kind
      self.title = title
      self.name = name
      self.signature = signature
      self.presentation = presentation
      self.description = description
      self.marks = marks
      self.isGate = isGate
    }
  }

  /// An arrow between two nodes.
  public struct Edge: Hashable, Sendable {
    /// How an edge is drawn: transitions solid, `failure` dashed, `back` dotted,
    /// calls bold, entries (start and links) plain arrows from their marker.
    public typealias Kind = DiagramEdgeKind

    public var from: String
    public var to: String
    public var kind: Kind
    /// The event and the payload type: `next`, `own: Image`, `failure: Error`, `back`.
    public var label: String?
    /// For a call, the cluster the arrow points at (`to` is that cluster's
    /// start marker); nil when a flow runs itself.
    public var cluster: String?
    /// With coverage drawn (`flowc diagram --coverage`): whether a recorded
    /// trail took the edge. Taken edges are drawn solid, untaken ones dashed,
    /// their label ending with `FlowDiagram.untakenMarker`; nil draws the edge by its kind.
    public var taken: Bool? = nil

    public init(
      from: String, to: String, kind: Kind, label: String? = nil, cluster: String? = nil
    ) {
      self.from = from
      self.to = to
      self.kind = kind
      self.label = label
      self.cluster = cluster
    }
  }

  /// What the checks found about a node or a flow, drawn with `--show-diagnostics`.
  public struct Marks: Hashable, Sendable {
    /// No entry leads to the node (`unreachable-step`): drawn greyed.
    public var unreachable = false
    /// The worst severity among its other diagnostics: errors red, warnings orange.
    public var severity: Diagnostic.Severity?
    /// The diagnostic codes, in print order, each once.
    public var codes: [String] = []
    /// Each diagnostic as `error: message [code]`, for tooltips.
    public var messages: [String] = []

    public init() {}

    public var isEmpty: Bool { codes.isEmpty }

    /// The style a node gets: nil, `unreachable`, `error`, `warning`,
    /// `unreachableError` or `unreachableWarning`.
    public var style: String? {
      switch (unreachable, severity) {
      case (false, nil): nil
      case (true, nil): "unreachable"
      case (false, .error?): "error"
      case (false, .warning?): "warning"
      case (true, .error?): "unreachableError"
      case (true, .warning?): "unreachableWarning"
      }
    }

    /// The worst severity among all its diagnostics, `unreachable-step` included.
    public var worstSeverity: Diagnostic.Severity?

    /// One label line naming the codes, after the worst severity among them:
    /// `error: type-mismatch, unreachable-step`, `warning: unused-type`.
    public var summary: String? {
      guard !codes.isEmpty else { return nil }
      let severity = worstSeverity ?? severity ?? .warning
      return "\(severity.rawValue): \(codes.joined(separator: ", "))"
    }

    mutating func add(_ diagnostic: Diagnostic) {
      if worstSeverity.map({ $0 < diagnostic.severity }) ?? true {
        worstSeverity = diagnostic.severity
      }
      if diagnostic.code == .unreachableStep {
        unreachable = true
      } else if severity.map({ $0 < diagnostic.severity }) ?? true {
        severity = diagnostic.severity
      }
      if !codes.contains(diagnostic.code.rawValue) { codes.append(diagnostic.code.rawValue) }
      messages.append(
        "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]")
    }
  }

  /// The text ending the label of an edge no recorded trail took.
  public static let untakenMarker = "○ never taken"

  /// The text after an action's name when it reports its failure inline.
  public static let inlineFailureMarker = "↺ failure inline"

  /// The text after the name of a gate (a decision's only name line).
  public static let gateMarker = "‖ gate"
  /// The text after a screen's name when it is written `back: none`: the
  /// user cannot go back from it.
  public static let noBackMarker = "⊘ no back"

  /// The text after a screen's name when it is written `again: push`.
  public static let pushAgainMarker = "⧉ again"
  /// The text after an action's name when it runs on a screen (`from`),
  /// which the flow goes back to first: `↩ on form`.
  public static func runsOnMarker(_ screen: String) -> String { "↩ on \(screen)" }

  /// The text that marks how a step is presented, after its name; nil for `push`.
  public static func marker(for presentation: Presentation) -> String? {
    switch presentation {
    case .push: nil
    case .modal: "⇡ modal"
    case .root: "⌂ root"
    case .alert: "⚠ alert"
    }
  }

  /// `text` cut into lines of at most `width` characters at spaces (a longer
  /// word gets a line of its own); line breaks in `text` are kept.
  public static func wrap(_ text: String, width: Int = descriptionWidth) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}

extension FlowDiagram {
  /// The diagram of a run's flows.
  ///
  /// - Parameters:
  ///   - flows: the positions of the flows to draw (see `flows(named:in:)`); nil draws every flow.
  ///   - diagnostics: diagnostics of the run to mark on nodes and flows by their
  ///     subject (and deep links by their position); empty draws no marks.
  ///   - showsDescriptions: whether labels show descriptions.
  public init(
    model: FlowModel, flows: Set<Int>? = nil, diagnostics: [Diagnostic] = [],
    showsDescriptions: Bool = false
  ) {
    let marks = MarkIndex(diagnostics)
    var clusters: [Cluster] = []
    var calls: [Edge] = []
    let drawn = flows ?? Set(model.flows.indices)
    for flow in model.flows where drawn.contains(flow.index) {
      clusters.append(Self.cluster(for: flow, marks: marks))
      for (index, node) in flow.nodes.enumerated() {
        for callee in node.callees where drawn.contains(callee) {
          let calleeID = Self.clusterID(callee)
          // A flow that runs itself (a `flow-cycle` error) points at its own
          // start marker: an arrow from inside a cluster to that cluster is
          // refused or misdrawn by Graphviz and Mermaid.
          calls.append(
            Edge(
              from: Self.nodeID(flow.index, index), to: "\(calleeID)_start", kind: .call,
              cluster: callee == flow.index ? nil : calleeID))
        }
      }
    }
    self.init(clusters: clusters, calls: calls, showsDescriptions: showsDescriptions)
  }

  /// The flows named and every flow they run through `flow:` steps, directly
  /// or through others; an unknown name is an error that lists the flows.
  public static func flows(named names: [String], in model: FlowModel) throws(FlowDiagramError)
    -> Set<Int>
  {
    var selected: Set<Int> = []
    var pending: [Int] = []
    for name in names {
      guard let index = model.flowsByName[name] else {
        let known = model.flows.map { "'\($0.name)'" }.joined(separator: ", ")
        throw FlowDiagramError(
          message: "no flow '\(name)' in the specs; the flows are \(known)"
            + Spelling.didYouMean(name, in: model.flows.map(\.name)))
      }
      pending.append(index)
    }
    while let index = pending.popLast() {
      guard selected.insert(index).inserted else { continue }
      pending += model.flows[index].nodes.flatMap(\.callees)
    }
    return selected
  }

  static func clusterID(_ flow: Int) -> String { "F\(flow)" }
  static func nodeID(_ flow: Int, _ node: Int) -> String { "F\(flow)_n\(node)" }

  /// `input -> output`, or nil when both are `Void`.
  static func signature(_ input: TypeExpression, _ output: TypeExpression) -> String? {
    input == .void && output == .void ? nil : "\(input) -> \(output)"
  }

  private static func cluster(for flow: Flow, marks: MarkIndex) -> Cluster {
    let prefix = clusterID(flow.index)
    let startID = "\(prefix)_start"
    var nodes = [Node(id: startID, kind: .start, title: "start")]
    var edges: [Edge] = []
    var ends: [Node] = []
    var missing: [String: String] = [:]

    /// The id an edge to `destination` points at, adding end and missing nodes on first use.
    /// `finish` and `cancel` get a node of their own for each step that ends the
    /// flow (`source`, a node index), drawn beside it: one shared end node
    /// would pull edges across the whole diagram.
    func target(_ destination: FlowcCore.Edge.Destination, from source: Int? = nil) -> String {
      switch destination {
      case .node(let index):
        return nodeID(flow.index, index)
      case .finish, .cancel, .ending, .back:
        // `back` ends the step's part the way `cancel` does: drawn as an end.
        let finish = destination != .cancel && destination != .back
        var title =
          destination == .back ? Reserved.back : finish ? Reserved.finish : Reserved.cancel
        var key = title
        if case .ending(let name) = destination {
          title = Reserved.endingPrefix + name
          // Ending names are identifiers: `finish_loggedIn` is a valid node id.
          key = Reserved.finish + "_" + name
        }
        let id = "\(prefix)_\(key)" + (source.map { "_n\($0)" } ?? "")
        if !ends.contains(where: { $0.id == id }) {
          ends.append(Node(id: id, kind: finish ? .finish : .cancel, title: title))
        }
        return id
      case .unknown(let name):
        if let id = missing[name] { return id }
        let id = "\(prefix)_x\(missing.count)"
        missing[name] = id
        ends.append(Node(id: id, kind: .missing, title: name, name: "unknown target"))
        return id
      }
    }

    let start: FlowcCore.Edge.Destination =
      flow.start.map { .node($0) } ?? .unknown(flow.spec.start.value)
    edges.append(
      Edge(
        from: startID, to: target(start), kind: .entry,
        label: flow.input == .void ? nil : "\(flow.input)"))

    for (index, node) in flow.nodes.enumerated() {
      let kind: Node.Kind
      var name: String?
      switch node.kind {
      case .screen(let screen): (kind, name) = (.screen, screen)
      case .action(let action): (kind, name) = (.action, action)
      case .subflow(let called):
        (kind, name) = (.subflow, called + Self.parameterLabel(node.step?.with))
      case .tabs:
        (kind, name) = (
          .subflow,
          "\(node.step?.containerKind.rawValue ?? "tabs"): "
            + (node.step?.tabs.map { $0.flow.value + Self.parameterLabel($0.with) } ?? [])
            .joined(separator: ", ")
        )
      case .decision: kind = .decision
      }
      let presentation = node.step?.present?.value
      if let presentation, let marker = marker(for: presentation) {
        name = name.map { "\($0) \(marker)" }
      }
      if node.step?.pushesAgain == true {
        name = name.map { "\($0) \(pushAgainMarker)" }
      }
      if node.step?.backDisabled != nil {
        name = name.map { "\($0) \(noBackMarker)" }
      }
      // Running on a screen has no edge either: the flow goes back to it first.
      if case .action = node.kind, let screen = node.step?.from?.value {
        name = name.map { "\($0) \(runsOnMarker(screen))" }
      }
      // An inline failure has no edge: the action returns to the screen before it.
      if node.step?.inlineFailure != nil {
        name = name.map { "\($0) \(inlineFailureMarker)" }
      }
      // Links pass gates; without links the model computes none, and only
      // those written `gate: true` are marked.
      let isGate =
        flow.linkWays?.isGate[index]
        ?? ((node.decision?.gate ?? node.step?.gate)?.value == true)
      if isGate { name = name.map { "\($0) \(gateMarker)" } ?? gateMarker }
      let signature =
        kind == .decision
        ? (node.input == .void ? nil : "\(node.input)")
        : Self.signature(node.input, node.output)
      nodes.append(
        Node(
          id: nodeID(flow.index, index), kind: kind, title: node.id.value, name: name,
          signature: signature, presentation: presentation == .push ? nil : presentation,
          description: (node.step?.description ?? node.decision?.description)?.value,
          marks: marks.node(node.id.value, in: flow.name), isGate: isGate))
      for edgeIndex in flow.outgoing[index] {
        let edge = flow.edges[edgeIndex]
        edges.append(
          Edge(
            from: nodeID(flow.index, index), to: target(edge.destination, from: index),
            kind: edgeKind(of: edge),
            label: label(of: edge)))
      }
    }

    let ways = flow.linkWays?.ways ?? []
    for (index, link) in flow.links.enumerated() {
      let id = "\(prefix)_l\(index)"
      nodes.append(
        Node(
          id: id, kind: .link, title: link.link.pattern.value,
          marks: marks.link(link.link, in: flow.name)))
      let destination: FlowcCore.Edge.Destination =
        link.target.map { .node($0) } ?? .unknown(link.link.target.value)
      // The gates the link passes first, and a back stack other than `push`.
      var notes: [String] = []
      if !ways[index].gates.isEmpty {
        notes.append(
          "after " + ways[index].gates.map { flow.nodes[$0].id.value }.joined(separator: ", "))
      }
      if link.link.backStack != .push { notes.append(link.link.backStack.rawValue) }
      edges.append(
        Edge(
          from: id, to: target(destination), kind: .entry,
          label: notes.isEmpty ? nil : notes.joined(separator: " · ")))
    }

    for (index, event) in flow.events.enumerated() {
      let id = "\(prefix)_e\(index)"
      nodes.append(Node(id: id, kind: .event, title: "event \(event.event.name.value)"))
      edges.append(
        Edge(
          from: id, to: target(event.destination), kind: .entry,
          label: event.payload == .void ? nil : "\(event.payload)"))
    }

    return Cluster(
      id: prefix, name: flow.name,
      signature: flow.endings.isEmpty
        ? signature(flow.input, flow.output) : "\(flow.input) -> \(flow.outputDescription)",
      description: flow.spec.description?.value,
      marks: marks.flow(flow.name, links: flow.links.map(\.link)), nodes: nodes + ends,
      edges: edges, entry: startID)
  }

  private static func edgeKind(of edge: FlowcCore.Edge) -> Edge.Kind {
    switch edge.kind {
    case .next, .defaultNext, .onCase, .decisionCase: .transition
    case .failure: .failure
    case .back: .back
    }
  }

  /// The event, then the payload type when there is one: `next: Credentials`, `own: Image`, `back`.
  /// The constants a `flow:` step or a tab gives its flow, as its label
  /// shows them: `(kind: home, title: "Nearby")`; empty without `with`.
  /// Control characters become spaces and a long value is cut, so a value
  /// cannot break the diagram's lines (each exporter escapes the rest).
  static func parameterLabel(_ with: [ParameterValue]?) -> String {
    guard let with, !with.isEmpty else { return "" }
    let values = with.map { value -> String in
      guard var text = value.text else { return value.name.value + ": nil" }
      if text.count > 24 { text = text.prefix(24) + "..." }
      text = text.withoutControlCharacters.replacingOccurrences(of: "\n", with: " ")
      return value.name.value + ": " + (value.isQuoted ? "\"\(text)\"" : text)
    }
    return "(" + values.joined(separator: ", ") + ")"
  }

  private static func label(of edge: FlowcCore.Edge) -> String {
    let written =
      switch edge.kind {
      case .next: "next"
      case .defaultNext: "next (other cases)"
      case .onCase(let name), .decisionCase(let name): name
      case .failure: edge.failureCase.map { "failure \($0)" } ?? "failure"
      case .back: "back"
      }
    // A tab container's routes say which tab: `login next`.
    let event = edge.tab.map { "\($0) \(written)" } ?? written
    guard edge.kind != .defaultNext, edge.kind != .back, let payload = edge.payload,
      payload != .void
    else { return event }
    return "\(event): \(payload)"
  }
}
