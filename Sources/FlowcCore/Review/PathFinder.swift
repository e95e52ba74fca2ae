/// Finds the shortest way to every step, decision and transition of a flow:
/// the value behind `flowc paths`, and the route a generated UI test takes to
/// reach a screen.
///
/// Paths start at `start`, breadth-first. A node that `start` does not reach
/// but an event does gets a path from the event (the event is its entry:
/// events, as written, that apply anywhere or at a step `start` reaches); one
/// that neither reaches but a deep link does gets a path from the nearest link. Paths follow the transitions written in the spec whose target is
/// a step or decision of the flow; a misspelt target leads nowhere here.
///
/// Among paths of equal length the one found first wins: nodes are expanded in
/// the order they were reached, each node's transitions in spec order (`on`
/// cases as written, then `next`, `failure`, `back`), and links in the order
/// written. So of two equally short paths, the one whose first differing
/// transition comes earlier in the spec is chosen, and the result is the same
/// on every run.
public enum PathFinder {
  /// The paths of every flow of a run, in the run's order (a flow whose name
  /// repeats an earlier one's is left out).
  public static func paths(in model: FlowModel) -> [FlowPaths] {
    model.flows.filter(model.isFirstWithName).map { paths(in: $0) }
  }

  /// The paths of one flow: one per step and decision, one per transition.
  public static func paths(in flow: Flow) -> FlowPaths {
    let count = flow.nodes.count
    var shortest = FlowSearch(flow)
    var entry = [FlowPaths.Entry?](repeating: nil, count: count)
    /// The node each node's path enters at, and its number of hops.
    var first = Array(0..<count)
    var depth = [Int](repeating: 0, count: count)

    func search(from seeds: [(node: Int, entry: FlowPaths.Entry)]) {
      for seed in seeds {
        if shortest.addSource(seed.node) { entry[seed.node] = seed.entry }
      }
      shortest.run(reach: { target, node in
        entry[target] = entry[node]
        first[target] = first[node]
        depth[target] = depth[node] + 1
      })
    }
    if let start = flow.start { search(from: [(start, .start)]) }
    // Events come next: each may happen wherever the flow is, or at the steps
    // its `at` lists, if start reaches one.
    search(
      from: flow.events.compactMap { event in
        guard case .node(let target) = event.destination,
          event.at?.contains(where: { shortest.reached[$0] }) ?? true
        else { return nil }
        return (target, .event(event.event.name.value))
      })
    // Whatever start and events reach, they reach first; links only add what they cannot.
    search(
      from: flow.links.compactMap { link in link.target.map { ($0, .link(link.link.pattern.value)) }
      })
    let reached = shortest.reached
    let parent = shortest.parent

    // A hop from a screen shown above the screen an action runs on (`from`)
    // goes back to that screen first.
    let runsOn = ActionScreens(flow).screens
    func backTo(_ edge: Edge) -> String? {
      guard let screen = edge.targetNode.flatMap({ runsOn[$0] }), screen != edge.source,
        let step = flow.nodes[edge.source].step, step.kind != .action,
        step.presentation != .alert
      else { return nil }
      return flow.nodes[screen].id.value
    }
    func screen(_ node: FlowNode) -> String? {
      if case .screen(let name) = node.kind { return name }
      return nil
    }
    let hops = flow.edges.map { edge in
      let source = flow.nodes[edge.source]
      let output =
        edge.completesSource && !source.isDecision && source.output != .void
        ? "\(source.output)" : nil
      return FlowPaths.Hop(
        from: source.id.value, event: TransitionEvent(edge),
        to: flow.reviewTarget(edge.destination), backTo: backTo(edge), screen: screen(source),
        output: output)
    }
    let tree = FlowPaths.Tree(
      hops: hops, sources: flow.edges.map(\.source), parents: parent.map { $0 ?? -1 },
      depths: depth)

    func path(to node: Int, then lastEdge: Int? = nil) -> FlowPaths.Path? {
      guard reached[node] else { return nil }
      return FlowPaths.Path(
        entry: entry[node] ?? .start, first: flow.nodes[first[node]].id.value, tree: tree,
        node: node, lastEdge: lastEdge)
    }

    var nodes: [FlowPaths.Node] = []
    var transitions: [FlowPaths.Transition] = []
    for (index, node) in flow.nodes.enumerated() where flow.isFirstWithID(index) {
      nodes.append(
        FlowPaths.Node(
          id: node.id.value, isDecision: node.decision != nil, path: path(to: index),
          screen: screen(node)))
      for edgeIndex in flow.outgoing[index] {
        let last = hops[edgeIndex]
        transitions.append(
          FlowPaths.Transition(
            from: last.from, event: last.event, to: last.to,
            path: path(to: index, then: edgeIndex)))
      }
    }
    var paths = FlowPaths(flow: flow.name, nodes: nodes, transitions: transitions)
    if !flow.links.isEmpty {
      let ways = flow.linkWays?.ways ?? []
      paths.links = zip(flow.links, ways).map { link, way in
        func id(_ node: Int) -> String { flow.nodes[node].id.value }
        return FlowPaths.LinkWay(
          pattern: link.link.pattern.value, to: link.link.target.value,
          gates: zip(way.gates, way.resumes).map { (id($0), $1.map(id)) },
          back: link.link.backStack.rawValue, rebuilt: (way.rebuilt ?? []).map(id))
      }
    }
    return paths
  }
}
