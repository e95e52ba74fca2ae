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
/// `finish`, resting steps and loops no transition leaves as the ways out,
/// and leaving out the ways that only ask the gate again), to the next gate
/// or, after the last, to its target. Reaching the target itself opens it too.
///
/// **Rebuilt back stacks.** A `back: rebuild` link's screens are those on the
/// shortest way from `start`, or, behind gates, from the last gate's resume
/// step over the steps that gate guards (a way that left them would pass the
/// gate again).
///
/// Everything is computed in time linear in the flow: one breadth-first
/// search from `start`, and one per last gate over the steps it guards (a
/// step lies behind at most `maxGates` of the gates a link passes). Each
/// link's rebuilt screens are read from the shared searches when asked for.
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
    /// The search the rebuilt screens are read from (nil: no `back: rebuild`, or no way).
    fileprivate var search: RebuildSearch?
    /// The link's target.
    fileprivate var target = -1

    /// For `back: rebuild`: the screens under the target, oldest first, on
    /// the shortest way from `start` (or from the last gate's resume step)
    /// to it; nil when no way leads there. Read from a search the flow's
    /// links share: each read costs the way's length.
    public var rebuilt: [Int]? {
      guard let path = rebuiltPath, let search else { return nil }
      var screens: [Int] = []
      for node in path.dropLast() {
        switch search.roles[node] {
        case .none, .alert: continue
        case .root: screens = [node]
        case .stacked: screens.append(node)
        }
      }
      // Where the link waited, the flow's own history holds the resume step.
      if search.skipsSource, screens.first == search.source { screens.removeFirst() }
      return screens
    }

    /// The shortest way the rebuilt screens were taken from, target included.
    public var rebuiltPath: [Int]? {
      guard let search else { return nil }
      var path = [target]
      while path[path.count - 1] != search.source {
        path.append(search.parent[path[path.count - 1]]!)
      }
      return path.reversed()
    }

    /// `rebuiltPath`'s first step and its last `count` steps (the whole way when it is short).
    public func rebuiltPathEnds(_ count: Int) -> [Int]? {
      guard let search else { return nil }
      var tail = [target]
      while tail.count < count, tail[tail.count - 1] != search.source {
        tail.append(search.parent[tail[tail.count - 1]]!)
      }
      if tail[tail.count - 1] != search.source { tail.append(search.source) }
      return tail.reversed()
    }
  }

  /// How a node counts in a rebuilt back stack.
  fileprivate enum Role: Sendable { case none, root, stacked, alert }

  /// A breadth-first search from where a `back: rebuild` starts, shared by the
  /// links that start there.
  fileprivate final class RebuildSearch: Sendable {
    let source: Int
    /// Whether the source is the resume step of a gate (the flow's own history holds it).
    let skipsSource: Bool
    /// Each reached vertex's parent (the source its own).
    let parent: [Int: Int]
    /// The reached vertices, in the order the search met them.
    let order: [Int]
    let roles: [Role]

    init(
      source: Int, skipsSource: Bool, parent: [Int: Int], order: [Int], roles: [Role]
    ) {
      self.source = source
      self.skipsSource = skipsSource
      self.parent = parent
      self.order = order
      self.roles = roles
    }
  }

  /// The most gates one link passes.
  public static let maxGates = 8

  /// The post-dominator tree of the flow's forward transitions, rooted at a
  /// vertex `flow.nodes.count` that stands for the ways out: `finish`,
  /// resting steps, and loops that no transition leaves (an app's hub and
  /// its pages, where the user stays). A transition into a gate from a step
  /// the gate dominates asks the gate again: it is no way on, and a step
  /// whose every way on asks a gate again is left out (a terms screen that
  /// goes back to the session check). Linear in the flow.
  static func postDominators(_ flow: Flow, isGate: [Bool], dominators: DominatorTree)
    -> DominatorTree
  {
    let count = flow.nodes.count
    let exit = count
    var isExit = flow.nodes.map(\.rests)
    var asksAgain = [Bool](repeating: false, count: count)
    var onward: [(from: Int, to: Int)] = []
    for edge in flow.edges where edge.kind != .back {
      switch edge.destination {
      case .finish, .ending: isExit[edge.source] = true
      default:
        guard let target = edge.targetNode else { continue }
        if isGate[target], dominators.dominates(target, edge.source) {
          asksAgain[edge.source] = true
        } else {
          onward.append((edge.source, target))
        }
      }
    }
    // Steps whose every way on asks a gate again, found backwards from
    // those with no other way on.
    let graph = Digraph(count: count, edges: onward)
    let backwards = graph.reversed
    var waysOn = (0..<count).map { graph.successors(of: $0).count }
    var returning = [Bool](repeating: false, count: count)
    var pending = (0..<count).filter { asksAgain[$0] && waysOn[$0] == 0 && !isExit[$0] }
    for node in pending { returning[node] = true }
    while let node = pending.popLast() {
      for source in backwards.successors(of: node) where !returning[source] && !isExit[source] {
        waysOn[source] -= 1
        if waysOn[source] == 0 {
          returning[source] = true
          pending.append(source)
        }
      }
    }
    let kept = onward.filter { !returning[$0.from] && !returning[$0.to] }
    // Loops that nothing leaves (no transition, no way out) are ways out:
    // every step of them leads out.
    let (component, components) = Digraph(count: count, edges: kept).stronglyConnectedComponents()
    var isLoop = [Bool](repeating: false, count: components)
    var isLeft = [Bool](repeating: false, count: components)
    for (from, to) in kept {
      if component[from] == component[to] {
        isLoop[component[from]] = true
      } else {
        isLeft[component[from]] = true
      }
    }
    for node in 0..<count where isExit[node] { isLeft[component[node]] = true }
    var reverseEdges = kept.map { (from: $0.to, to: $0.from) }
    for node in 0..<count where !returning[node] {
      let part = component[node]
      if isExit[node] || (isLoop[part] && !isLeft[part]) { reverseEdges.append((exit, node)) }
    }
    return DominatorTree(Digraph(count: count + 1, edges: reverseEdges), root: exit)
  }

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

    let exit = count
    // The first screen every way out of a gate reaches: the work of an action
    // or sub-flow before it (loading the home screen's data) still runs. Each
    // node's answer is kept, so the walks up the tree stay linear together.
    // The post-dominator tree is built when the first gated link asks.
    var resumeOf = [Int?](repeating: nil, count: count)
    var known = [Bool](repeating: false, count: count)
    var built: DominatorTree?
    func resume(after gate: Int) -> Int? {
      let postDominators =
        built ?? Self.postDominators(flow, isGate: isGate, dominators: dominators)
      built = postDominators
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

    var roles = [Role](repeating: .none, count: count)
    for (index, node) in flow.nodes.enumerated() {
      guard let step = node.step, step.kind == .screen else { continue }
      switch step.present?.value ?? .push {
      case .root: roles[index] = .root
      case .alert: roles[index] = .alert
      case .push, .modal: roles[index] = .stacked
      }
    }
    // One search per place a rebuild starts from. Behind a gate the search
    // keeps to the steps the gate guards, so a step is searched from at most
    // `maxGates` places: the searches cost at most that many times the flow.
    var searches: [Int: RebuildSearch] = [:]
    func search(from source: Int, guardedBy gate: Int?) -> RebuildSearch {
      let key = gate.map { -2 - $0 } ?? source
      if let found = searches[key] { return found }
      var parent: [Int: Int] = [source: source]
      var order = [source]
      var head = 0
      while head < order.count {
        let vertex = order[head]
        head += 1
        for next in forward.successors(of: vertex) where parent[next] == nil {
          if let gate, !dominators.dominates(gate, next) { continue }
          parent[next] = vertex
          order.append(next)
        }
      }
      let found = RebuildSearch(
        source: source, skipsSource: gate != nil, parent: parent, order: order,
        roles: roles)
      searches[key] = found
      return found
    }

    ways = flow.links.map { link in
      guard let target = link.target else { return Way() }
      var way = Way()
      way.target = target
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
      // A link past more gates than it may pass has no back stack to rebuild.
      if link.link.backStack == .rebuild, !way.hasTooManyGates {
        if let last = way.gates.last {
          // A link that waited opens on the flow's own history at the last
          // resume step, and is rebuilt on the way from there that the gate guards.
          let from = way.resumes.last.flatMap { $0 }
          if let from, from != target {
            let found = search(from: from, guardedBy: last)
            if found.parent[target] != nil { way.search = found }
          } else {
            way.search = RebuildSearch(
              source: target, skipsSource: true, parent: [target: target],
              order: [target], roles: roles)
          }
        } else {
          let found = search(from: start, guardedBy: nil)
          if found.parent[target] != nil { way.search = found }
        }
      }
      return way
    }
  }

  /// For each way, how many screens `rebuilt` holds (nil: it rebuilds
  /// nothing), parallel to `ways`; in time linear in the searches, whatever
  /// the ways' lengths.
  public func rebuiltScreenCounts() -> [Int?] {
    // Per search, for the way to each vertex (that vertex included): the
    // screens it rebuilds, and whether the first of them is the source.
    var counts: [ObjectIdentifier: [Int: (count: Int, fromSource: Bool)]] = [:]
    return ways.map { way in
      guard let search = way.search else { return nil }
      guard way.target != search.source else { return 0 }
      let count =
        counts[ObjectIdentifier(search)]
        ?? {
          var count: [Int: (count: Int, fromSource: Bool)] = [:]
          for vertex in search.order {
            let isScreen = search.roles[vertex] == .root || search.roles[vertex] == .stacked
            if vertex == search.source {
              count[vertex] = (isScreen ? 1 : 0, isScreen)
              continue
            }
            let above = count[search.parent[vertex]!] ?? (0, false)
            switch search.roles[vertex] {
            case .none, .alert: count[vertex] = above
            case .root: count[vertex] = (1, false)
            case .stacked: count[vertex] = (above.count + 1, above.fromSource)
            }
          }
          counts[ObjectIdentifier(search)] = count
          return count
        }()
      guard let under = count[search.parent[way.target]!] else { return 0 }
      return under.count - (search.skipsSource && under.fromSource ? 1 : 0)
    }
  }

  /// The most screens a `rebuild` builds under a linked screen.
  public static let maxRebuiltScreens = 64

  /// For each way that rebuilds, the first rebuilt screen that `matches`
  /// (nil: none does, or the way rebuilds nothing), parallel to `ways`; in
  /// time linear in the searches, whatever the ways' lengths.
  public func firstRebuiltScreen(where matches: (Int) -> Bool) -> [Int?] {
    // Per search, the first matching screen on the way to each vertex, that vertex included.
    var firsts: [ObjectIdentifier: [Int: Int]] = [:]
    return ways.map { way in
      guard let search = way.search, way.target != search.source else { return nil }
      let first =
        firsts[ObjectIdentifier(search)]
        ?? {
          var first: [Int: Int] = [:]
          for vertex in search.order {
            let above = vertex == search.source ? nil : first[search.parent[vertex]!]
            let own = vertex == search.source && search.skipsSource ? nil : vertex
            let found: Int?
            switch search.roles[vertex] {
            case .none, .alert: found = above
            case .root: found = own.flatMap { matches($0) ? $0 : nil }
            case .stacked: found = above ?? own.flatMap { matches($0) ? $0 : nil }
            }
            if let found { first[vertex] = found }
          }
          firsts[ObjectIdentifier(search)] = first
          return first
        }()
      return first[search.parent[way.target]!]
    }
  }

  /// Whether every way from `start` to `node` passes `gate`.
  public func guards(_ gate: Int, _ node: Int) -> Bool {
    dominators?.dominates(gate, node) ?? false
  }
}
