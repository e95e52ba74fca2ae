/// Actions that report their failure to the screen shown before them
/// (`failure: inline`): the screens that can start them, and the nodes the
/// flow can reach with no screen of its own shown before them (where such an
/// action would have no screen to report to).
///
/// Both are found in one pass over the graph each, linear in its size.
public struct InlineFeedback: Sendable {
  /// Why a node can be reached with no screen of the flow shown before it.
  public enum Unscreened: Hashable, Sendable {
    /// The flow can start there, or reach it from its start through actions and decisions.
    case start
    /// A deep link (its index in `Flow.links`) opens it, or leads to it through
    /// actions and decisions.
    case link(Int)
    /// It follows the `flow:` step (a node index) through actions and decisions:
    /// the screen shown last is the sub-flow's.
    case subflow(Int)
  }

  /// The screens (node indices) from which an action with `failure: inline`
  /// can start, through actions, decisions and alerts only (an alert is gone
  /// once left, so the screen under it hears the action); for an action
  /// that runs on a screen (`from`), that screen.
  public let screens: Set<Int>
  /// For each node reachable with no screen of the flow shown before it, the
  /// first reason found; computed only when the flow has an inline failure.
  public let unscreened: [Int: Unscreened]

  public init(_ flow: Flow) {
    let inline = flow.nodes.indices.filter { flow.nodes[$0].step?.inlineFailure != nil }
    guard !inline.isEmpty else {
      screens = []
      unscreened = [:]
      return
    }
    // An alert is gone once left, so it is no screen to report to: the flow
    // passes through it as through an action.
    func passesThrough(_ node: FlowNode) -> Bool {
      switch node.kind {
      case .action, .decision: true
      case .screen: node.step?.present?.value == .alert
      case .subflow, .tabs: false
      }
    }
    // An action that runs on a screen (`from`) reports to that screen only,
    // and leaves it shown: an action after it reports there too.
    func runsOn(_ index: Int) -> Int? {
      guard case .action = flow.nodes[index].kind, let name = flow.nodes[index].step?.from?.value,
        let screen = flow.nodesByID[name], ActionScreens.canRunActions(flow.nodes[screen])
      else { return nil }
      return screen
    }
    var screens: Set<Int> = []
    var queue: [Int] = []
    for index in inline {
      if flow.nodes[index].step?.from != nil {
        if let screen = runsOn(index) { screens.insert(screen) }
      } else {
        queue.append(index)
      }
    }
    // Backwards from the other inline actions through actions, decisions and alerts, to screens.
    var visited = Set(inline)
    while let index = queue.popLast() {
      for edgeIndex in flow.incoming[index] {
        let source = flow.edges[edgeIndex].source
        if let screen = runsOn(source) {
          screens.insert(screen)
        } else if passesThrough(flow.nodes[source]) {
          if visited.insert(source).inserted { queue.append(source) }
        } else if flow.nodes[source].kind.isScreen {
          screens.insert(source)
        }
      }
    }
    self.screens = screens
    // Forwards from the entries and from sub-flow steps through actions, decisions and alerts.
    var unscreened: [Int: Unscreened] = [:]
    var pending: [Int] = []
    func reach(_ node: Int, _ reason: Unscreened) {
      guard unscreened[node] == nil else { return }
      unscreened[node] = reason
      if passesThrough(flow.nodes[node]) { pending.append(node) }
    }
    if let start = flow.start { reach(start, .start) }
    for (index, link) in flow.links.enumerated() {
      if let target = link.target { reach(target, .link(index)) }
    }
    for (index, node) in flow.nodes.enumerated() {
      switch node.kind {
      case .subflow, .tabs: break
      default: continue
      }
      for edgeIndex in flow.outgoing[index] {
        if case .node(let target) = flow.edges[edgeIndex].destination {
          reach(target, .subflow(index))
        }
      }
    }
    while let index = pending.popLast() {
      let reason = unscreened[index] ?? .start
      for edgeIndex in flow.outgoing[index] {
        if case .node(let target) = flow.edges[edgeIndex].destination { reach(target, reason) }
      }
    }
    self.unscreened = unscreened
  }
}
