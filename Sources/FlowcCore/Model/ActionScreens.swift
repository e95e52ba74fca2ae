/// Actions that run on a screen of their flow (`from: form`): reaching such
/// an action goes back to that screen first, and the screen hears the
/// action's feedback. The screen each names, and the actions some path
/// reaches with the screen not on the stack.
///
/// The screen is on the stack at the action on every path when it dominates
/// the action in the flow's graph entered at every place that starts a new
/// stack or leaves the screen: `start`, each link and event target, each
/// `present: root` step, and the targets of the `back` written on the
/// screens actions run on. (A screen shown before the screen and shown again
/// after it, which removes it, is reached from one of those places without
/// passing the screen, so it needs no rule of its own.) One dominator tree
/// for the whole flow; the reason of a finding is looked for, backwards from
/// the action, for the first `witnessLimit` findings only: linear in the flow.
public struct ActionScreens: Sendable {
  /// Why the flow can reach an action with its screen not on the stack.
  public enum Gone: Hashable, Sendable {
    /// The flow reaches it from `start` without showing the screen.
    case start
    /// A deep link (its index in `Flow.links`) leads there without showing the screen.
    case link(Int)
    /// An event (its index in `Flow.events`) leads there without showing the screen.
    case event(Int)
    /// The node (a screen, a sub-flow or a tab container) shown as the root
    /// on the way replaces everything shown, the screen included.
    case root(Int)
    /// The `back` written on the screen (node index) leaves it on the way.
    case back(Int)
    /// Some way reaches it without the screen (past `witnessLimit` findings).
    case unshown
  }

  /// How many findings of a flow get their reason looked for.
  public static let witnessLimit = 16

  /// For each action with a `from` that names a screen of the flow (not an
  /// alert), that screen's node index.
  public let screens: [Int: Int]
  /// For each action of `screens` that some path reaches with its screen not
  /// on the stack, the reason found.
  public let gone: [Int: Gone]

  public init(_ flow: Flow) {
    var screens: [Int: Int] = [:]
    for (index, node) in flow.nodes.enumerated() {
      guard let name = node.step?.from?.value, node.step?.kind == .action,
        let screen = flow.nodesByID[name], Self.canRunActions(flow.nodes[screen])
      else { continue }
      screens[index] = screen
    }
    self.screens = screens
    guard !screens.isEmpty else {
      gone = [:]
      return
    }
    // The places that start a stack or leave a screen, each with its first reason.
    let runOn = Set(screens.values)
    var resets: [Int: Gone] = [:]
    var order: [Int] = []
    func reset(_ node: Int, _ reason: Gone) {
      guard resets[node] == nil else { return }
      resets[node] = reason
      order.append(node)
    }
    if let start = flow.start { reset(start, .start) }
    for (index, link) in flow.links.enumerated() {
      if let target = link.target { reset(target, .link(index)) }
    }
    for (index, event) in flow.events.enumerated() {
      if let target = event.targetNode { reset(target, .event(index)) }
    }
    for (index, node) in flow.nodes.enumerated() {
      if let step = node.step, step.kind != .action, step.presentation == .root {
        reset(index, .root(index))
      }
    }
    var edges: [(from: Int, to: Int)] = []
    edges.reserveCapacity(flow.edges.count + order.count)
    for edge in flow.edges {
      guard let target = edge.targetNode else { continue }
      edges.append((edge.source, target))
      if edge.kind == .back, runOn.contains(edge.source), target != edge.source {
        reset(target, .back(edge.source))
      }
    }
    let root = flow.nodes.count
    edges += order.map { (root, $0) }
    let tree = DominatorTree(Digraph(count: root + 1, edges: edges), root: root)
    var gone: [Int: Gone] = [:]
    for (action, screen) in screens.sorted(by: { $0.key < $1.key })
    where tree.isReachable(action) && !tree.dominates(screen, action) {
      gone[action] =
        gone.count < Self.witnessLimit
        ? Self.witness(action, avoiding: screen, in: flow, resets: resets) : .unshown
    }
    self.gone = gone
  }

  /// Whether an action can run on `node`: a screen that stays shown (no alert).
  public static func canRunActions(_ node: FlowNode) -> Bool {
    node.kind.isScreen && node.step?.present?.value != .alert
  }

  /// The reason of the nearest place, backwards from `action` without
  /// passing `screen`, that starts a stack or leaves a screen.
  private static func witness(
    _ action: Int, avoiding screen: Int, in flow: Flow, resets: [Int: Gone]
  ) -> Gone {
    var seen: Set<Int> = [action]
    var queue = [action]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if let reason = resets[node] { return reason }
      for edgeIndex in flow.incoming[node] {
        let source = flow.edges[edgeIndex].source
        if source != screen, seen.insert(source).inserted { queue.append(source) }
      }
    }
    return .unshown
  }
}
