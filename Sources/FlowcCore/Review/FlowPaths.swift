/// The shortest paths through one flow, as `PathFinder` finds them.
///
/// Paths are kept as predecessor links (each node the edge it was first
/// reached by), not as lists: a flow of n nodes takes O(n) memory however long
/// its paths are. A path's length and last hops are read in time independent
/// of its length (`count`, `last`, `suffix`); it is spelt out only when asked
/// (`hops`, `forEachHop`), in time linear in its length.
public struct FlowPaths: Equatable, Sendable {
  public var flow: String
  /// Every step and decision, steps first, each in spec order.
  public var nodes: [Node]
  /// Every transition, grouped by source node in the order of `nodes`.
  public var transitions: [Transition]

  /// Every deep link, in spec order, with the way it opens its step.
  public var links: [LinkWay] = []

  public init(flow: String, nodes: [Node], transitions: [Transition]) {
    self.flow = flow
    self.nodes = nodes
    self.transitions = transitions
  }

  /// How a deep link opens its step (see `LinkWays`).
  public struct LinkWay: Equatable, Sendable {
    public var pattern: String
    /// The step or decision it opens.
    public var to: String
    /// The gates it passes first, in order, each with the step it goes on at (nil: its own).
    public var gates: [(gate: String, resume: String?)]
    /// `push`, `replace` or `rebuild`.
    public var back: String
    /// For `rebuild`: the screens built under the target, oldest first.
    public var rebuilt: [String]

    public static func == (a: LinkWay, b: LinkWay) -> Bool {
      a.pattern == b.pattern && a.to == b.to && a.back == b.back && a.rebuilt == b.rebuilt
        && a.gates.map(\.gate) == b.gates.map(\.gate)
        && a.gates.map(\.resume) == b.gates.map(\.resume)
    }
  }

  /// Where a path enters the flow.
  public enum Entry: Equatable, Sendable {
    /// At `start`, with the flow's input.
    case start
    /// Through the event with this name, for a node `start` does not reach:
    /// the event happens while the flow is anywhere (or at a step its `at`
    /// lists that `start` reaches).
    case event(String)
    /// Through the deep link with this pattern, for a node `start` and events do not reach.
    case link(String)
  }

  /// One transition taken: from a node, on an event, to a node, `finish` or `cancel`.
  public struct Hop: Equatable, Sendable {
    public var from: String
    public var event: TransitionEvent
    /// A step or decision id, `finish`, `cancel`, or a name that is no node.
    public var to: String
    /// For a hop to an action that runs on a screen (`from`) from elsewhere:
    /// that screen, which the flow goes back to before the action runs.
    public var backTo: String? = nil
    /// The screen `from` shows, when it is a screen step: what a UI test or
    /// an agent sees before it takes the hop.
    public var screen: String? = nil
    /// The type of the value `from` completes with to take the hop (its
    /// `case`, if any, is a case of it); nil when the hop does not complete
    /// the step (`failure`, `back`), for a decision, or for `Void`.
    public var output: String? = nil

    public init(
      from: String, event: TransitionEvent, to: String, backTo: String? = nil,
      screen: String? = nil, output: String? = nil
    ) {
      self.from = from
      self.event = event
      self.to = to
      self.backTo = backTo
      self.screen = screen
      self.output = output
    }
  }

  /// The predecessor links of one flow's search, shared by all its paths.
  final class Tree: Sendable {
    /// The hop of each edge of the flow.
    let hops: [Hop]
    /// Each edge's source node.
    let sources: [Int]
    /// The edge each node was first reached by; -1 for an entry or a node not reached.
    let parents: [Int]
    /// The number of edges from the entry to each reached node.
    let depths: [Int]

    init(hops: [Hop], sources: [Int], parents: [Int], depths: [Int]) {
      self.hops = hops
      self.sources = sources
      self.parents = parents
      self.depths = depths
    }

    /// For each node, the sum of `size` over the edges from its entry to it
    /// (0 for a node not reached), each edge measured once: O(nodes + edges).
    func sums(_ size: (Hop) -> Int) -> [Int] {
      var sums = [Int](repeating: 0, count: parents.count)
      var done = [Bool](repeating: false, count: parents.count)
      var chain: [Int] = []
      for node in parents.indices where !done[node] {
        // Walk up to an entry or a node already summed, then sum on the way down.
        var current = node
        while !done[current], parents[current] >= 0 {
          chain.append(current)
          current = sources[parents[current]]
        }
        done[current] = true
        var sum = sums[current]
        for visited in chain.reversed() {
          sum = FlowPaths.adding(sum, size(hops[parents[visited]]))
          sums[visited] = sum
          done[visited] = true
        }
        chain.removeAll(keepingCapacity: true)
      }
      return sums
    }

    /// The edges from the entry to `node`, last first.
    func edges(to node: Int, into buffer: inout [Int]) {
      buffer.removeAll(keepingCapacity: true)
      var current = node
      while parents[current] >= 0 {
        buffer.append(parents[current])
        current = sources[parents[current]]
      }
    }
  }

  /// A way through the flow: entered at `first` (through `entry`), then each hop.
  public struct Path: Equatable, Sendable {
    public var entry: Entry
    /// The step or decision the path enters at.
    public var first: String
    private var storage: Storage

    private enum Storage: Sendable {
      case hops([Hop])
      /// The tree's path to `node`, then `last` if there is one.
      case tree(Tree, node: Int, last: Int?)
    }

    public init(entry: Entry, first: String, hops: [Hop]) {
      self.entry = entry
      self.first = first
      storage = .hops(hops)
    }

    init(entry: Entry, first: String, tree: Tree, node: Int, lastEdge: Int?) {
      self.entry = entry
      self.first = first
      storage = .tree(tree, node: node, last: lastEdge)
    }

    /// The hops in order, spelt out.
    public var hops: [Hop] {
      var hops: [Hop] = []
      forEachHop { hops.append($0) }
      return hops
    }

    /// The number of hops, without spelling them out.
    public var count: Int {
      switch storage {
      case .hops(let hops): return hops.count
      case .tree(let tree, let node, let last): return tree.depths[node] + (last == nil ? 0 : 1)
      }
    }

    /// The last hop; nil for a path that is only its entry.
    public var last: Hop? {
      switch storage {
      case .hops(let hops): return hops.last
      case .tree(let tree, let node, let last):
        if let last { return tree.hops[last] }
        return tree.parents[node] >= 0 ? tree.hops[tree.parents[node]] : nil
      }
    }

    /// The last `length` hops in order (all of them for a shorter path), in
    /// time linear in `length`, not in the path's length.
    public func suffix(_ length: Int) -> [Hop] {
      switch storage {
      case .hops(let hops): return Array(hops.suffix(length))
      case .tree(let tree, let node, let last):
        var reversed: [Hop] = []
        if let last, length > 0 { reversed.append(tree.hops[last]) }
        var current = node
        while reversed.count < length, tree.parents[current] >= 0 {
          reversed.append(tree.hops[tree.parents[current]])
          current = tree.sources[tree.parents[current]]
        }
        return reversed.reversed()
      }
    }

    /// The sum of `size` over the hops; `sums` caches each tree's sums
    /// (`Tree.sums`) for the next path of the same tree.
    func size(of size: (Hop) -> Int, sums: inout [ObjectIdentifier: [Int]]) -> Int {
      switch storage {
      case .hops(let hops):
        return hops.reduce(0) { FlowPaths.adding($0, size($1)) }
      case .tree(let tree, let node, let last):
        let key = ObjectIdentifier(tree)
        let nodeSums = sums[key] ?? tree.sums(size)
        sums[key] = nodeSums
        return FlowPaths.adding(nodeSums[node], last.map { size(tree.hops[$0]) } ?? 0)
      }
    }

    /// Calls `body` with each hop in order; `buffer` is scratch space a caller
    /// printing many paths can reuse.
    public func forEachHop(buffer: inout [Int], _ body: (Hop) throws -> Void) rethrows {
      switch storage {
      case .hops(let hops):
        for hop in hops { try body(hop) }
      case .tree(let tree, let node, let last):
        tree.edges(to: node, into: &buffer)
        for edge in buffer.reversed() { try body(tree.hops[edge]) }
        if let last { try body(tree.hops[last]) }
      }
    }

    public func forEachHop(_ body: (Hop) throws -> Void) rethrows {
      var buffer: [Int] = []
      try forEachHop(buffer: &buffer, body)
    }

    public static func == (lhs: Path, rhs: Path) -> Bool {
      lhs.entry == rhs.entry && lhs.first == rhs.first && lhs.hops == rhs.hops
    }
  }

  /// The sum of `size` over the hops of every path, nodes' and transitions',
  /// as spelling them all out would print them: O(nodes + edges) for paths
  /// `PathFinder` found, however long they are. Saturates at `Int.max`.
  public func spelledSize(_ size: (Hop) -> Int) -> Int {
    var sums: [ObjectIdentifier: [Int]] = [:]
    var total = 0
    for path in nodes.lazy.compactMap(\.path) {
      total = Self.adding(total, path.size(of: size, sums: &sums))
    }
    for path in transitions.lazy.compactMap(\.path) {
      total = Self.adding(total, path.size(of: size, sums: &sums))
    }
    return total
  }

  /// `a + b`, or `Int.max` past it.
  static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  /// A step or decision and the shortest path to it.
  public struct Node: Equatable, Sendable {
    public var id: String
    public var isDecision: Bool
    /// nil: no entry reaches the node.
    public var path: Path?
    /// The screen the step shows, when it is a screen step.
    public var screen: String? = nil

    public init(id: String, isDecision: Bool, path: Path?, screen: String? = nil) {
      self.id = id
      self.isDecision = isDecision
      self.path = path
      self.screen = screen
    }
  }

  /// A transition and the shortest path that takes it: the path to its source,
  /// then the transition itself as the last hop.
  public struct Transition: Equatable, Sendable {
    public var from: String
    public var event: TransitionEvent
    public var to: String
    /// nil: no entry reaches the transition's source.
    public var path: Path?

    public init(from: String, event: TransitionEvent, to: String, path: Path?) {
      self.from = from
      self.event = event
      self.to = to
      self.path = path
    }
  }
}
