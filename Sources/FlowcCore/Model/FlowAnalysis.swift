extension Flow {
  /// The flow's nodes as vertices and its transitions as edges (an unknown
  /// target counts as its likely meaning, see `Edge.guess`).
  public var graph: Digraph {
    Digraph(
      count: nodes.count,
      edges: edges.compactMap { edge in edge.targetNode.map { (edge.source, $0) } })
  }

  /// Which nodes some entry (`start` or a link target) reaches.
  public var reachableNodes: [Bool] {
    graph.reachable(from: entries)
  }
}

/// What a node's `on` routes: the cases it can take and the routes written.
public struct CaseRouting {
  /// The enum's cases (a step) or the decision's `cases`, in written order.
  public var cases: [String]
  public var routes: [CaseRoute]
  /// Where `on` is written (else the node's id).
  public var location: SourceLocation
  /// "enum 'AuthChoice'" or "decision 'gate'", for messages.
  public var owner: String
}

extension FlowModel {
  /// The routing of a decision, or of a step whose output is a declared enum;
  /// nil for other nodes.
  public func caseRouting(of node: FlowNode) -> CaseRouting? {
    if let decision = node.decision {
      // A decision routing an input that is no enum has no cases to check
      // (`not-an-enum` says so).
      if decision.routesInput && decision.cases.isEmpty { return nil }
      return CaseRouting(
        cases: decision.cases.map(\.value), routes: decision.on,
        location: decision.onLocation ?? decision.id.location, owner: node.label)
    }
    // The step is looked at last: most nodes' outputs are no enum.
    guard !node.isDecision, types.enumCases(of: node.output) != nil,
      case .named(let name) = node.output, let cases = types.caseNames[name],
      let step = node.step
    else { return nil }
    return CaseRouting(
      cases: cases, routes: step.on,
      location: step.onLocation ?? step.id.location,
      owner: "enum '\(node.output)'")
  }
}

/// Where data exists in a flow, for `gather`: a node's output exists only
/// after it completed, not merely ran (an action that failed produced nothing).
///
/// Vertices: a root joined to every entry; for node `i`, `enter(i)` (the node
/// runs) and `done(i)` (it completed). Completing transitions leave from
/// `done(i)`, `failure` and `back` from `enter(i)`. Node `s`'s output is
/// available at node `g` exactly when `done(s)` dominates `enter(g)`.
public struct DataFlowGraph: Sendable {
  public let graph: Digraph
  public let dominators: DominatorTree
  private let nodeCount: Int

  public let root = 0
  public func enter(_ node: Int) -> Int { 1 + node }
  public func done(_ node: Int) -> Int { 1 + nodeCount + node }

  public init(_ flow: Flow) {
    let nodeCount = flow.nodes.count
    self.nodeCount = nodeCount
    var edges: [(from: Int, to: Int)] = flow.entries.map { (0, 1 + $0) }
    edges += flow.nodes.indices.map { (1 + $0, 1 + nodeCount + $0) }
    for edge in flow.edges {
      guard let target = edge.targetNode else { continue }
      let from = edge.completesSource ? 1 + nodeCount + edge.source : 1 + edge.source
      edges.append((from, 1 + target))
    }
    graph = Digraph(count: 1 + 2 * nodeCount, edges: edges)
    dominators = DominatorTree(graph, root: 0)
  }

  /// Whether `earlier` runs on every path to `node` (before it): going back
  /// from `node` finds `earlier` in the history.
  public func isShown(_ earlier: Int, before node: Int) -> Bool {
    dominators.dominates(enter(earlier), enter(node))
  }

  /// Whether `source`'s output exists on every path to `node`.
  public func isAvailable(_ source: Int, at node: Int) -> Bool {
    dominators.dominates(done(source), enter(node))
  }

  /// One shortest path from an entry to `node` on which `source` does not
  /// complete; nil when there is none. Each step says whether it left the
  /// previous node by completing it (false: through `failure` or `back`).
  ///
  /// Paths from `start` come first: they are the ones a reader follows.
  public func pathSkipping(_ source: Int, to node: Int, start: Int?) -> [(
    node: Int, completed: Bool
  )]? {
    guard
      let path = start.flatMap({
        graph.shortestPath(from: enter($0), to: enter(node), avoiding: done(source))
      })
        ?? graph.shortestPath(from: root, to: enter(node), avoiding: done(source))
    else { return nil }
    var steps: [(node: Int, completed: Bool)] = []
    for (position, vertex) in path.enumerated() where vertex >= 1 && vertex <= nodeCount {
      let previous = position > 0 ? path[position - 1] : root
      steps.append((vertex - 1, previous > nodeCount))
    }
    return steps
  }
}

extension Flow {
  /// Whether the flow never finishes: its `output` is `Never`.
  public var neverFinishes: Bool { output == .never }

  /// Where the flow lands when it starts: `start`, and if it is a decision,
  /// every node it (or a decision it picks) may pick, in order. Each node once.
  public var landings: [Int] {
    guard let start else { return [] }
    var landings = [start]
    var seen: Set<Int> = [start]
    var next = 0
    while next < landings.count {
      let index = landings[next]
      next += 1
      guard nodes[index].isDecision else { continue }
      for edge in outgoing[index] {
        if let target = edges[edge].targetNode, seen.insert(target).inserted {
          landings.append(target)
        }
      }
    }
    return landings
  }

  /// Whether a transition of the flow (a step's, a decision's or an event's)
  /// finishes it, to `finish` or to one of its endings.
  public var hasFinishingTransition: Bool {
    func finishes(_ destination: Edge.Destination) -> Bool {
      switch destination {
      case .finish, .ending: true
      default: false
      }
    }
    return edges.contains { finishes($0.destination) }
      || events.contains { finishes($0.destination) }
  }

  /// Whether going back from node `index` returns to the screen shown before
  /// it: a screen or `flow:` step with no `back` written, not shown as the
  /// window's root (a root screen starts a new history).
  public func goesBackByDefault(_ index: Int) -> Bool {
    let node = nodes[index]
    guard let step = node.step, step.back == nil, step.backDisabled == nil else { return false }
    switch node.kind {
    case .screen: return step.present?.value != .root
    case .subflow: return true
    // A container is the window's root unless `present` says otherwise.
    case .tabs: return step.present.map { $0.value != .root } ?? false
    case .action, .decision: return false
    }
  }

  /// The flow's graph with the default back added: vertices `0..<count` are
  /// the nodes, `count + i` stands for "the screen shown before node `i`".
  /// A node that goes back by default has an edge to `count + i`, which leads
  /// to each screen with a transition to `i`, and through nodes without a
  /// screen of their own (actions, decisions, `flow:` steps) further back.
  /// Linear in the flow's size: the walk vertices share the edges.
  public var graphWithDefaultBack: Digraph {
    let count = nodes.count
    var edges: [(from: Int, to: Int)] = []
    edges.reserveCapacity(2 * self.edges.count + count)
    for edge in self.edges {
      guard let target = edge.targetNode else { continue }
      edges.append((edge.source, target))
      let shown = nodes[edge.source].kind.isScreen
      edges.append((count + target, shown ? edge.source : count + edge.source))
    }
    for index in nodes.indices where goesBackByDefault(index) {
      edges.append((index, count + index))
    }
    return Digraph(count: 2 * count, edges: edges)
  }
}
