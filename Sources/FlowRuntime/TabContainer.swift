/// The tabs of a tab container step (a spec's `tabs`) while its flow is at
/// that step: one flow per tab, each on a trail (and navigator) of its own,
/// one tab selected. The flow's `FlowDriver` makes it (`showTabs`) and runs
/// it as the step's sub-flow: going back reaches the selected tab's flow,
/// except at the tab's root, where it does nothing.
@MainActor
public final class TabContainer<Action>: FlowCoordinator {
  /// The container's step.
  public let step: String
  /// Each tab's trail: what its flow has shown on the tab's stack.
  public let trails: [NavigationTrail]
  /// Each tab's flow, once started.
  public private(set) var coordinators: [(any FlowCoordinator)?]
  /// The index of the selected tab.
  public private(set) var selected: Int

  /// Each started tab's flow, the selected tab's first, then the others in order.
  public var runningSubFlows: [any FlowCoordinator] {
    let order = [selected] + coordinators.indices.filter { $0 != selected }
    return order.compactMap { coordinators[$0] }
  }
  /// The container's entry on the flow's trail.
  let entry: Int
  private let selectOnScreen: @MainActor (Int) -> Void
  private let dispatch: @MainActor (Action) -> Void
  /// False once the flow left the container: its tabs' ends go unheard.
  /// A container left for a step shown over it (a modal) stays on screen,
  /// and the flow takes it up again when it returns (`resume`).
  var isActive = true
  /// Whether a tab's flow ended: the container is left, and shown anew if
  /// the flow routes to it from the container itself.
  private(set) var hasEnded = false
  /// Which tabs' flows ended, heard or not: each starts again when the flow
  /// returns to the container it left for a step shown over it.
  private var ended: [Bool]

  init(
    step: String, entry: Int, screen: TabsScreen, parent: NavigationTrail, selected: Int,
    dispatch: @escaping @MainActor (Action) -> Void
  ) {
    self.step = step
    self.entry = entry
    self.selected = selected
    self.selectOnScreen = screen.select
    self.dispatch = dispatch
    trails = screen.navigators.map { navigator in
      let trail = NavigationTrail(navigator: navigator)
      trail.onEnter = { [weak parent] in parent?.onEnter?($0) }
      trail.recorder = parent.recorder
      return trail
    }
    coordinators = Array(repeating: nil, count: screen.navigators.count)
    ended = Array(repeating: false, count: screen.navigators.count)
  }

  /// The flow of the selected tab.
  public var selectedCoordinator: (any FlowCoordinator)? {
    coordinators.indices.contains(selected) ? coordinators[selected] : nil
  }

  /// Selects tab `index` on screen, keeping every tab's stack. A modal the
  /// tab left shows goes first: it would cover the tab selected (UIKit
  /// presents it over the tab bar), so the tab's flow goes back from it as
  /// the user would; a screen that cannot be left backwards stays.
  func select(_ index: Int) {
    guard index != selected, trails.indices.contains(index) else { return }
    dismissModals(in: selected)
    selected = index
    selectOnScreen(index)
  }

  /// Goes back in tab `tab`'s flow until its trail no longer holds its
  /// first modal, one screen at a time, stopping when going back removes
  /// nothing: at most as many times as the trail has screens.
  private func dismissModals(in tab: Int) {
    guard trails.indices.contains(tab), let coordinator = coordinators[tab], !ended[tab],
      let modal = trails[tab].firstModal
    else { return }
    let trail = trails[tab]
    while trail.count > modal {
      let before = trail.count
      coordinator.back()
      if trail.count >= before { return }
    }
  }

  /// The flow returns to the container it left for a step shown over it:
  /// its tabs' ends are heard again. True if a tab's flow ended meanwhile
  /// (or led the flow away): `start` then starts those tabs again.
  func resume() -> Bool {
    isActive = true
    hasEnded = false
    return ended.contains(true)
  }

  /// Runs tab `tab`'s flow: `start` starts it with its completion, which
  /// maps the flow's end to the container flow's action.
  public func run<Child: FlowCoordinator, ChildOutput>(
    _ child: Child, tab: Int,
    start: (Child, @escaping @MainActor (FlowResult<ChildOutput>) -> Void) -> Void,
    finished: @escaping @MainActor (ChildOutput) -> Action, cancelled: Action
  ) {
    run(child, tab: tab, start: start, finishedAction: finished, cancelled: cancelled)
  }

  /// Runs the flow of tab `tab` that never finishes; it can only be cancelled.
  public func run<Child: FlowCoordinator>(
    _ child: Child, tab: Int,
    start: (Child, @escaping @MainActor (FlowResult<Never>) -> Void) -> Void,
    cancelled: Action
  ) {
    run(child, tab: tab, start: start, finishedAction: nil, cancelled: cancelled)
  }

  private func run<Child: FlowCoordinator, ChildOutput>(
    _ child: Child, tab: Int,
    start: (Child, @escaping @MainActor (FlowResult<ChildOutput>) -> Void) -> Void,
    finishedAction finished: (@MainActor (ChildOutput) -> Action)?, cancelled: Action
  ) {
    guard coordinators.indices.contains(tab) else { return }
    // Shown again: a tab still running keeps its flow; one that ended
    // starts anew, its first screen replacing the tab's stack.
    if coordinators[tab] != nil {
      guard ended[tab] else { return }
      trails[tab].replacesStack = true
    }
    coordinators[tab] = child
    ended[tab] = false
    start(child) { [weak self, weak child] result in
      guard let self, let child, self.coordinators[tab] === child else { return }
      self.ended[tab] = true
      guard self.isActive, !self.hasEnded else { return }
      switch result {
      case .finished(let output):
        guard let finished else { return }
        self.hasEnded = true
        self.dispatch(finished(output))
      case .cancelled:
        self.hasEnded = true
        self.dispatch(cancelled)
      }
    }
  }

  // MARK: FlowCoordinator

  /// Going back in the selected tab; at its root, nothing happens.
  public func back() {
    guard let tab = selectedCoordinator, !tab.isAtRoot else { return }
    tab.back()
  }

  /// The user went back in the selected tab (the only one they see).
  public func didGoBack() {
    selectedCoordinator?.didGoBack()
  }

  public func removeScreens() {
    for coordinator in coordinators { coordinator?.removeScreens() }
  }

  public func settle() async {
    while hasWork {
      for coordinator in coordinators where coordinator?.hasWork == true {
        await coordinator?.settle()
      }
    }
  }

  public var hasWork: Bool { coordinators.contains { $0?.hasWork == true } }

  /// Whether going back moves the selected tab's flow: never at its root.
  public var canGoBack: Bool {
    guard let tab = selectedCoordinator else { return false }
    return !tab.isAtRoot && tab.canGoBack
  }

  /// The container is a root: going back from it is going back in a tab.
  public var isAtRoot: Bool { selectedCoordinator?.isAtRoot ?? true }
}
