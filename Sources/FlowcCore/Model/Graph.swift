/// A directed graph over vertices `0..<count`, stored compactly: the successors
/// of all vertices in one array, each vertex's as a slice of it.
public struct Digraph: Sendable {
  public let count: Int
  private let offsets: [Int]
  private let targets: [Int]

  /// A graph with the given edges; each vertex keeps its edges in the order given.
  public init(count: Int, edges: [(from: Int, to: Int)]) {
    self.count = count
    var offsets = [Int](repeating: 0, count: count + 1)
    for edge in edges { offsets[edge.from + 1] += 1 }
    for vertex in 0..<count { offsets[vertex + 1] += offsets[vertex] }
    var fill = offsets
    var targets = [Int](repeating: 0, count: edges.count)
    for edge in edges {
      targets[fill[edge.from]] = edge.to
      fill[edge.from] += 1
    }
    self.offsets = offsets
    self.targets = targets
  }

  /// The vertices `vertex` has edges to.
  public func successors(of vertex: Int) -> ArraySlice<Int> {
    targets[offsets[vertex]..<offsets[vertex + 1]]
  }

  /// The same graph with every edge turned around.
  public var reversed: Digraph {
    var edges: [(from: Int, to: Int)] = []
    edges.reserveCapacity(targets.count)
    for vertex in 0..<count {
      for target in successors(of: vertex) { edges.append((target, vertex)) }
    }
    return Digraph(count: count, edges: edges)
  }

  /// The vertices reachable from `roots` (roots included).
  public func reachable(from roots: [Int]) -> [Bool] {
    var seen = [Bool](repeating: false, count: count)
    var stack = roots
    for root in roots { seen[root] = true }
    while let vertex = stack.popLast() {
      for next in successors(of: vertex) where !seen[next] {
        seen[next] = true
        stack.append(next)
      }
    }
    return seen
  }

  /// A shortest path from `source` to `target` that does not pass `avoiding`
  /// (breadth-first), as the list of its vertices; nil if there is none.
  /// The strongly connected component of each vertex, numbered from 0
  /// (Tarjan's algorithm, with an explicit stack): two vertices have the same
  /// number when each reaches the other, and a component's number is higher
  /// than those of the components it reaches. Linear in the graph.
  public func stronglyConnectedComponents() -> (component: [Int], count: Int) {
    var index = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var component = [Int](repeating: -1, count: count)
    var stack: [Int] = []
    var next = 0
    var components = 0
    for root in 0..<count where index[root] < 0 {
      // Each frame: a vertex and how many of its successors were followed.
      var frames: [(vertex: Int, edge: Int)] = [(root, 0)]
      index[root] = next
      low[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let vertex = frame.vertex
        let successors = self.successors(of: vertex)
        if frame.edge < successors.count {
          frames[frames.count - 1].edge += 1
          let target = successors[successors.startIndex + frame.edge]
          if index[target] < 0 {
            index[target] = next
            low[target] = next
            next += 1
            stack.append(target)
            onStack[target] = true
            frames.append((target, 0))
          } else if onStack[target] {
            low[vertex] = min(low[vertex], index[target])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.vertex { low[parent] = min(low[parent], low[vertex]) }
        guard low[vertex] == index[vertex] else { continue }
        while let member = stack.popLast() {
          onStack[member] = false
          component[member] = components
          if member == vertex { break }
        }
        components += 1
      }
    }
    return (component, components)
  }

  public func shortestPath(from source: Int, to target: Int, avoiding: Int? = nil) -> [Int]? {
    var parent = [Int](repeating: -1, count: count)
    parent[source] = source
    var queue = [source]
    var head = 0
    while head < queue.count {
      let vertex = queue[head]
      head += 1
      if vertex == target { break }
      for next in successors(of: vertex) where parent[next] == -1 && next != avoiding {
        parent[next] = vertex
        queue.append(next)
      }
    }
    guard parent[target] != -1 else { return nil }
    var path = [target]
    while path.last != source { path.append(parent[path.last!]) }
    return path.reversed()
  }
}

/// The dominator tree of a graph from one root, by Cooper, Harvey and Kennedy's
/// iterative algorithm ("A Simple, Fast Dominance Algorithm", 2001) over reverse
/// postorder, which converges in a few passes on the graphs flows make.
/// Dominance queries are O(1) through pre/post numbers of the tree.
public struct DominatorTree: Sendable {
  /// Immediate dominator of each vertex; -1 for vertices the root does not reach.
  public private(set) var idom: [Int]
  /// The reachable vertices in reverse postorder: each after its immediate dominator.
  public private(set) var order: [Int]
  /// Each vertex's number on entering and on leaving it in a walk of the tree
  /// (-1: unreachable): `a` dominates `b` when `b`'s entering number lies
  /// between `a`'s two.
  public private(set) var preorder: [Int]
  public private(set) var postorder: [Int]

  public init(_ graph: Digraph, root: Int) {
    let count = graph.count
    // Reverse postorder by an iterative depth-first search.
    var order: [Int] = []
    order.reserveCapacity(count)
    var visited = [Bool](repeating: false, count: count)
    var stack: [(vertex: Int, next: Int)] = [(root, 0)]
    visited[root] = true
    while !stack.isEmpty {
      let (vertex, next) = stack[stack.count - 1]
      let successors = graph.successors(of: vertex)
      if next < successors.count {
        stack[stack.count - 1].next += 1
        let successor = successors[successors.startIndex + next]
        if !visited[successor] {
          visited[successor] = true
          stack.append((successor, 0))
        }
      } else {
        order.append(vertex)
        stack.removeLast()
      }
    }
    order.reverse()
    self.order = order
    var rank = [Int](repeating: -1, count: count)
    for (position, vertex) in order.enumerated() { rank[vertex] = position }
    let predecessors = graph.reversed

    var idom = [Int](repeating: -1, count: count)
    idom[root] = root
    var changed = true
    while changed {
      changed = false
      for vertex in order.dropFirst() {
        var candidate = -1
        for predecessor in predecessors.successors(of: vertex) where idom[predecessor] != -1 {
          if candidate == -1 {
            candidate = predecessor
            continue
          }
          // Walk both fingers up the tree to their common dominator.
          var a = predecessor
          var b = candidate
          while a != b {
            while rank[a] > rank[b] { a = idom[a] }
            while rank[b] > rank[a] { b = idom[b] }
          }
          candidate = a
        }
        if idom[vertex] != candidate {
          idom[vertex] = candidate
          changed = true
        }
      }
    }
    self.idom = idom

    // Number the tree so that "a dominates b" is an interval test.
    let children = Digraph(count: count, edges: order.dropFirst().map { (idom[$0], $0) })
    preorder = [Int](repeating: -1, count: count)
    postorder = [Int](repeating: -1, count: count)
    var clock = 0
    var walk: [(vertex: Int, child: Int)] = [(root, 0)]
    preorder[root] = clock
    clock += 1
    while !walk.isEmpty {
      let (vertex, child) = walk[walk.count - 1]
      let below = children.successors(of: vertex)
      if child < below.count {
        walk[walk.count - 1].child += 1
        let next = below[below.startIndex + child]
        preorder[next] = clock
        clock += 1
        walk.append((next, 0))
      } else {
        postorder[vertex] = clock
        clock += 1
        walk.removeLast()
      }
    }
  }

  /// Whether the root reaches `vertex`.
  public func isReachable(_ vertex: Int) -> Bool { idom[vertex] != -1 }

  /// Whether every path from the root to `b` passes `a` (a vertex dominates itself).
  public func dominates(_ a: Int, _ b: Int) -> Bool {
    guard isReachable(a), isReachable(b) else { return false }
    return preorder[a] <= preorder[b] && postorder[b] <= postorder[a]
  }
}

/// A breadth-first search over the transitions written in a flow, from
/// sources given in rounds: whatever an earlier round reached, it reached
/// first, and a later round adds only what it could not. Within a round,
/// nodes are expanded in the order they were reached (the sources in the
/// order added), each node's transitions in spec order; a transition whose
/// target is no step or decision of the flow leads nowhere. Each node is
/// reached once, by the first transition that leads to it: the last hop of
/// its shortest path from the round's sources. Linear in the flow's nodes
/// and transitions, however many rounds.
///
/// The shortest paths `flowc paths` prints and those the generated
/// navigation tests take both come from here.
struct FlowSearch {
  let flow: Flow
  /// Whether each node was reached (or kept out, `exclude`).
  private(set) var reached: [Bool]
  /// The transition (index in `flow.edges`) each node was reached by; nil
  /// for a source and a node not reached.
  private(set) var parent: [Int?]
  private var queue: [Int] = []
  private var head = 0

  init(_ flow: Flow) {
    self.flow = flow
    reached = [Bool](repeating: false, count: flow.nodes.count)
    parent = [Int?](repeating: nil, count: flow.nodes.count)
  }

  /// Makes `node` a source of the next round, unless it was reached
  /// already; returns whether it was made one.
  @discardableResult
  mutating func addSource(_ node: Int) -> Bool {
    guard !reached[node] else { return false }
    reached[node] = true
    queue.append(node)
    return true
  }

  /// Keeps `node` out of the search: it is never reached nor passed through.
  mutating func exclude(_ node: Int) {
    reached[node] = true
  }

  /// Expands the sources added since the last round, breadth-first.
  /// `expands` says which reached nodes the search goes on from, `follows`
  /// which transitions it takes; `stops` ends the round at the first
  /// transition followed that it accepts, whose index is returned; `reach`
  /// hears each node reached (its index, and the node it was reached
  /// from) as it is reached.
  @discardableResult
  mutating func run(
    expands: (Int) -> Bool = { _ in true }, follows: (Int) -> Bool = { _ in true },
    stops: (Int) -> Bool = { _ in false }, reach: (_ node: Int, _ from: Int) -> Void = { _, _ in }
  ) -> Int? {
    while head < queue.count {
      let node = queue[head]
      head += 1
      guard expands(node) else { continue }
      for edgeIndex in flow.outgoing[node] where follows(edgeIndex) {
        if stops(edgeIndex) { return edgeIndex }
        guard case .node(let target) = flow.edges[edgeIndex].destination, !reached[target]
        else { continue }
        reached[target] = true
        parent[target] = edgeIndex
        reach(target, node)
        queue.append(target)
      }
    }
    return nil
  }

  /// The transitions from the round's source that reached `node` to
  /// `node`, first to last: empty for a source and a node not reached.
  func edges(to node: Int) -> [Int] {
    var edges: [Int] = []
    var current = node
    // Each node's parent was reached before it: the walk ends within the flow's size.
    while let edge = parent[current], edges.count < flow.nodes.count {
      edges.append(edge)
      current = flow.edges[edge].source
    }
    return edges.reversed()
  }
}
