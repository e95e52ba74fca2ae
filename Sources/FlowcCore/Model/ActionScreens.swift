/// Actions that run on a screen of their flow (`from: form`): reaching such
/// an action goes back to that screen first, and the screen hears the
/// action's feedback. The screen each names, and the actions some path
/// reaches with the screen not on the stack.
///
/// One pass over the graph per screen named by a `from`, each linear in the
/// graph's size.
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
    /// The screen's own `back` (an edge from it) leaves it.
    case back
    /// The screen (node index) can be shown before the screen the action
    /// runs on: showing it again on the way returns to it, and removes what
    /// was shown after it.
    case shownBefore(Int)
  }

  /// For each action with a `from` that names a screen of the flow (not an
  /// alert), that screen's node index.
  public let screens: [Int: Int]
  /// For each action of `screens` that some path reaches with its screen not
  /// on the stack, the first reason found.
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
    var gone: [Int: Gone] = [:]
    for screen in Set(screens.values).sorted() {
      let reached = Self.reachedWithout(screen, in: flow, actions: screens)
      for (action, runsOn) in screens where runsOn == screen {
        if let reason = reached[action] { gone[action] = reason }
      }
    }
    self.gone = gone
  }

  /// Whether an action can run on `node`: a screen that stays shown (no alert).
  public static func canRunActions(_ node: FlowNode) -> Bool {
    node.kind.isScreen && node.step?.present?.value != .alert
  }

  /// The nodes the flow can reach with `screen` not on the stack, each with
  /// the first reason found: a breadth-first walk over (node, shown or not).
  private static func reachedWithout(
    _ screen: Int, in flow: Flow, actions: [Int: Int]
  ) -> [Int: Gone] {
    let before = shownBefore(screen, in: flow, actions: actions)
    var without: [Int: Gone] = [:]
    var with: Set<Int> = []
    var queue: [(node: Int, gone: Gone?)] = []
    var head = 0
    func reach(_ node: Int, _ gone: Gone?) {
      if node == screen {
        if with.insert(node).inserted { queue.append((node, nil)) }
      } else if let gone {
        if without[node] == nil {
          without[node] = gone
          queue.append((node, gone))
        }
      } else if with.insert(node).inserted {
        queue.append((node, nil))
      }
    }
    if let start = flow.start { reach(start, .start) }
    for (index, link) in flow.links.enumerated() {
      if let target = link.target { reach(target, .link(index)) }
    }
    for (index, event) in flow.events.enumerated() {
      if let target = event.targetNode { reach(target, .event(index)) }
    }
    while head < queue.count {
      let (node, gone) = queue[head]
      head += 1
      for edgeIndex in flow.outgoing[node] {
        let edge = flow.edges[edgeIndex]
        guard let target = edge.targetNode else { continue }
        if let gone {
          reach(target, gone)
        } else if node == screen, edge.kind == .back, target != screen {
          reach(target, .back)
        } else {
          reach(target, removes(flow.nodes[target], target, before: before))
        }
      }
    }
    return without
  }

  /// What entering `node` does to the screen below it: a root replaces it,
  /// a screen that can be shown before it returns below it.
  private static func removes(_ node: FlowNode, _ index: Int, before: Set<Int>) -> Gone? {
    guard let step = node.step else { return nil }
    if step.kind != .action, step.presentation == .root { return .root(index) }
    let staysShown = (step.kind == .screen || step.kind == .tabs) && step.presentation != .alert
    return staysShown && before.contains(index) ? .shownBefore(index) : nil
  }

  /// The nodes that can come before `screen` on a way forward (not going
  /// back), other than through the actions that run on it (which return to it).
  private static func shownBefore(_ screen: Int, in flow: Flow, actions: [Int: Int]) -> Set<Int> {
    var before: Set<Int> = []
    var queue = [screen]
    while let node = queue.popLast() {
      for edgeIndex in flow.incoming[node] {
        let edge = flow.edges[edgeIndex]
        let source = edge.source
        guard edge.kind != .back, source != screen, actions[source] != screen else { continue }
        if before.insert(source).inserted { queue.append(source) }
      }
    }
    return before
  }
}
