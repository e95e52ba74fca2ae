/// The shortest paths through one flow, as `PathFinder` finds them.
public struct FlowPaths: Equatable, Sendable {
  public var flow: String
  /// Every step and decision, steps first, each in spec order.
  public var nodes: [Node]
  /// Every transition, grouped by source node in the order of `nodes`.
  public var transitions: [Transition]

  public init(flow: String, nodes: [Node], transitions: [Transition]) {
    self.flow = flow
    self.nodes = nodes
    self.transitions = transitions
  }

  /// Where a path enters the flow.
  public enum Entry: Equatable, Sendable {
    /// At `start`, with the flow's input.
    case start
    /// Through the deep link with this pattern, for a node `start` does not reach.
    case link(String)
  }

  /// One transition taken: from a node, on an event, to a node, `finish` or `cancel`.
  public struct Hop: Equatable, Sendable {
    public var from: String
    public var event: TransitionEvent
    /// A step or decision id, `finish`, `cancel`, or a name that is no node.
    public var to: String

    public init(from: String, event: TransitionEvent, to: String) {
      self.from = from
      self.event = event
      self.to = to
    }
  }

  /// A way through the flow: entered at `first` (through `entry`), then each hop.
  public struct Path: Equatable, Sendable {
    public var entry: Entry
    /// The step or decision the path enters at.
    public var first: String
    public var hops: [Hop]

    public init(entry: Entry, first: String, hops: [Hop]) {
      self.entry = entry
      self.first = first
      self.hops = hops
    }
  }

  /// A step or decision and the shortest path to it.
  public struct Node: Equatable, Sendable {
    public var id: String
    public var isDecision: Bool
    /// nil: no entry reaches the node.
    public var path: Path?

    public init(id: String, isDecision: Bool, path: Path?) {
      self.id = id
      self.isDecision = isDecision
      self.path = path
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
