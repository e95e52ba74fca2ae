/// How each deep link of a flow reaches its target: the gates it passes
/// first, where a link that waited behind them opens, and the screens under
/// its target.
///
/// **Gates.** A decision the flow starts with is a gate (unless written
/// `gate: false`), and so are decisions it routes to directly; a decision or
/// `flow:` step written `gate: true` is one too. A gated link's target is
/// guarded by every gate on all ways from `start` to it (its dominators), and
/// by the start gate if `start` does not lead to it. Such a link enters the
/// first gate and waits; after each gate it goes on at the gate's **resume**
/// step, the first screen every way out of the gate reaches (its nearest
/// post-dominator that is a screen, over forward transitions, counting
/// `finish` and resting steps as the ways out), to the next gate or, after
/// the last, to its target. Reaching the target itself opens it too.
///
/// Everything is computed in time linear in the flow, plus one breadth-first
/// search per distinct place a `rebuild` starts from.
public struct LinkWays: Sendable {
  /// One link's way, parallel to `Flow.links`.
  public struct Way: Sendable {
    /// The gates the link passes, nearest `start` first (at most `maxGates`).
    public var gates: [Int] = []
    /// Where the link goes on after each gate: the step every way out of it
    /// reaches; nil: only the link's own step follows it.
    public var resumes: [Int?] = []
    /// Whether more than `maxGates` gates guard the target (only the first are listed).
    public var hasTooManyGates = false
    /// For `back: rebuild`: the screens under the target, oldest first, on
    /// the shortest way from `start` (or from the last gate's resume step)
    /// to it; nil when no way leads there.
    public var rebuilt: [Int]?
    /// The shortest way the rebuilt screens were taken from, target included.
    public var rebuiltPath: [Int]?
  }

  /// The most gates one link passes.
  public static let maxGates = 8

  /// Whether each node is a gate.
  public let isGate: [Bool]
  /// The flow's transitions that move forward (all but `back`).
  public let forward: Digraph
  /// The dominator tree of the flow from `start`.
  public let dominators: DominatorTree?
  public let ways: [Way]

  public init(_ flow: Flow) {
    let count = flow.nodes.count
    let forward = Digraph(
      count: count,
      edges: flow.edges.compactMap { edge in
        guard edge.kind != .back, let target = edge.targetNode else { return nil }
        return (edge.source, target)
      })
    self.forward = forward
    var isGate = [Bool](repeating: false, count: count)
    for (index, node) in flow.nodes.enumerated() {
      let marked = node.decision?.gate?.value ?? node.step?.gate?.value
      if marked == true { isGate[index] = true }
    }
    // The decisions the flow starts with.
    if let start = flow.start, flow.nodes[start].isDecision,
      flow.nodes[start].decision?.gate?.value != false
    {
      var stack = [start]
      isGate[start] = true
      while let node = stack.popLast() {
        for next in forward.successors(of: node)
        where !isGate[next] && flow.nodes[next].isDecision
          && flow.nodes[next].decision?.gate?.value != false
        {
          isGate[next] = true
          stack.append(next)
        }
      }
    }
    self.isGate = isGate

    guard let start = flow.start else {
      dominators = nil
      ways = flow.links.map { _ in Way() }
      return
    }
    let dominators = DominatorTree(forward, root: start)
    self.dominators = dominators
    let startIsGate = isGate[start]

    // Top down the dominator tree: the nearest gate strictly above each node.
    var nearestGate = [Int?](repeating: nil, count: count)
    for node in dominators.order.dropFirst() {
      let parent = dominators.idom[node]
      nearestGate[node] = isGate[parent] ? parent : nearestGate[parent]
    }

    // Post-dominators: the ways out are `finish` and resting steps.
    let exit = count
    var reverseEdges: [(from: Int, to: Int)] = []
    for edge in flow.edges where edge.kind != .back {
      switch edge.destination {
      case .finish, .ending: reverseEdges.append((exit, edge.source))
      default:
        if let target = edge.targetNode { reverseEdges.append((target, edge.source)) }
      }
    }
    for (index, node) in flow.nodes.enumerated() where node.rests {
      reverseEdges.append((exit, index))
    }
    let postDominators = DominatorTree(Digraph(count: count + 1, edges: reverseEdges), root: exit)
    // The first screen every way out of a gate reaches: the work of an action
    // or sub-flow before it (loading the home screen's data) still runs. Each
    // node's answer is kept, so the walks up the tree stay linear together.
    var resumeOf = [Int?](repeating: nil, count: count)
    var known = [Bool](repeating: false, count: count)
    func resume(after gate: Int) -> Int? {
      var walked: [Int] = []
      var node = postDominators.idom[gate]
      var found: Int?
      while node >= 0, node != exit {
        if known[node] {
          found = resumeOf[node]
          break
        }
        walked.append(node)
        if flow.nodes[node].kind.isScreen {
          found = node
          break
        }
        node = postDominators.idom[node]
      }
      for visited in walked {
        known[visited] = true
        resumeOf[visited] = found
      }
      return found
    }

    var searches: [Int: [Int]] = [:]
    func shortestPath(from source: Int, to target: Int) -> [Int]? {
      let parents =
        searches[source]
        ?? {
          let tree = Self.breadthFirstParents(forward, from: source)
          searches[source] = tree
          return tree
        }()
      guard parents[target] != -1 else { return nil }
      var path = [target]
      while path[path.count - 1] != source { path.append(parents[path[path.count - 1]]) }
      return path.reversed()
    }

    ways = flow.links.map { link in
      guard let target = link.target else { return Way() }
      var way = Way()
      if link.link.isGated {
        // The gates above the target, nearest first, then turned around.
        var gates: [Int] = []
        var gate = nearestGate[target]
        while let next = gate, gates.count <= Self.maxGates {
          gates.append(next)
          gate = nearestGate[next]
        }
        if startIsGate, target != start, !dominators.isReachable(target) { gates = [start] }
        way.hasTooManyGates = gates.count > Self.maxGates
        way.gates = gates.prefix(Self.maxGates).reversed()
        way.resumes = way.gates.map(resume(after:))
      }
      if link.link.backStack == .rebuild {
        // A link that waited opens on the flow's own history at the last resume step.
        let from = way.gates.isEmpty ? start : (way.resumes.last.flatMap { $0 } ?? target)
        if let path = shortestPath(from: from, to: target) {
          way.rebuiltPath = path
          var screens: [Int] = []
          for node in path.dropLast() {
            guard let step = flow.nodes[node].step, step.kind == .screen else { continue }
            switch step.present?.value ?? .push {
            case .root: screens = [node]
            case .alert: continue
            case .push, .modal: screens.append(node)
            }
          }
          // Where the link waited, the flow's own history holds the resume step.
          if !way.gates.isEmpty, screens.first == from { screens.removeFirst() }
          way.rebuilt = screens
        }
      }
      return way
    }
  }

  /// A breadth-first search's parent of each vertex (the source its own, -1: not reached).
  private static func breadthFirstParents(_ graph: Digraph, from source: Int) -> [Int] {
    var parent = [Int](repeating: -1, count: graph.count)
    parent[source] = source
    var queue = [source]
    var head = 0
    while head < queue.count {
      let vertex = queue[head]
      head += 1
      for next in graph.successors(of: vertex) where parent[next] == -1 {
        parent[next] = vertex
        queue.append(next)
      }
    }
    return parent
  }

  /// Whether every way from `start` to `node` passes `gate`.
  public func guards(_ gate: Int, _ node: Int) -> Bool {
    dominators?.dominates(gate, node) ?? false
  }
}
