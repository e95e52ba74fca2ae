/// The machinery every generated coordinator shares: it keeps the flow's
/// state, reduces actions one at a time, shows screens on the navigation
/// trail, runs actions' work and sub-flows, and reports the end once. The
/// generated coordinator only says what each state shows.
@MainActor
public final class FlowDriver<State: FlowStepState, Action, Output> {
  public typealias Transition = (FlowState<State>, Action) -> FlowState<State>?

  /// The flow's state; nil before `begin`.
  public private(set) var state: FlowState<State>?
  /// What this flow, its parent and its sub-flows have shown.
  public let trail: NavigationTrail
  /// Hears each state the flow enters, its start included, before it is
  /// shown: for analytics, which follow the flow's transitions rather than
  /// the screens' lifecycle. The state carries the step's data.
  public var onEnter: (@MainActor (State) -> Void)?
  private let transition: Transition
  private let backAction: Action
  private let cancelAction: Action
  /// How the parent shows this flow's first screen, if it says.
  private let presentation: Presentation?
  private var show: (@MainActor (State) -> Void)?
  private var completion: (@MainActor (FlowResult<Output>) -> Void)?
  private var queue: [Action] = []
  private var isDispatching = false
  private var generation = 0
  private var work: Task<Void, Never>?
  /// The sub-flow running at the current step, and the one the last step ran.
  private var child: (any FlowCoordinator)?
  private var previousChild: (any FlowCoordinator)?
  /// The tabs of the tab container step the flow is at, if any.
  public private(set) var tabs: TabContainer<Action>?

  /// A driver on `trail`: `transition` is the flow's reducer, `back` and
  /// `cancel` its actions for going back and cancelling; `presentation`, if
  /// given, is how the first screen is shown (a parent's `present` for the sub-flow).
  public init(
    trail: NavigationTrail, presentation: Presentation?, transition: @escaping Transition,
    back: Action, cancel: Action
  ) {
    self.trail = trail
    self.presentation = presentation
    self.transition = transition
    self.backAction = back
    self.cancelAction = cancel
  }

  /// Starts at `state`; `show` shows every state from now on, `completion`
  /// hears how the flow ended.
  public func begin(
    at state: FlowState<State>, show: @escaping @MainActor (State) -> Void,
    completion: @escaping @MainActor (FlowResult<Output>) -> Void
  ) {
    self.show = show
    self.completion = completion
    self.state = state
    trail.activeRecorder?.recordStart(state, restored: false)
    drain(showing: state.current)
  }

  /// Resumes a flow at `saved`, a state saved earlier (`FlowState` is
  /// `Codable` when the flow's data is): shows the screens of its history
  /// first, oldest first, as they were shown, then enters the current state
  /// as `begin` does. The history's screens are shown without animation and
  /// without `onEnter`, since the flow does not enter them again; no action
  /// runs for them (a history holds only screens). The current state is
  /// entered: its screen is shown without animation too, an action runs
  /// again, a sub-flow starts afresh. Going back then returns through the
  /// history's screens, with the inputs they had.
  public func begin(
    restoring saved: FlowState<State>, show: @escaping @MainActor (State) -> Void,
    completion: @escaping @MainActor (FlowResult<Output>) -> Void
  ) {
    self.show = show
    self.completion = completion
    // Only screens that stay on the trail belong in a history; anything
    // else a decoded state might hold is dropped rather than run (a
    // generated coordinator refuses such a state first: `validate(_:)`).
    var restored = saved
    restored.history = saved.history.filter {
      guard let presentation = $0.stepID?.presentation else { return false }
      return presentation != .alert
    }
    let wasRestoring = trail.isRestoring
    trail.isRestoring = true
    defer { trail.isRestoring = wasRestoring }
    showHistory(of: restored)
    state = restored
    trail.activeRecorder?.recordStart(restored, restored: true)
    drain(showing: restored.current)
  }

  /// Reduces `action` into the state and shows the new state. Actions
  /// dispatched while one is reduced wait for it; one that does not apply to
  /// the current step changes nothing.
  public func dispatch(_ action: Action) {
    queue.append(action)
    if !isDispatching { drain(showing: nil) }
  }

  /// Dispatches a screen's action only while its step is current.
  public func dispatch(_ action: Action, at step: State.StepID) {
    guard state?.current.stepID == step else { return }
    dispatch(action)
  }

  /// Waits until the actions in progress, here and in sub-flows, finished and
  /// their outcome was dispatched.
  public func settle() async {
    while hasWork {
      if let work {
        self.work = nil
        await work.value
      } else if let child {
        await child.settle()
      }
    }
  }

  /// Whether an action's work is in progress here or in a sub-flow.
  public var hasWork: Bool { work != nil || child?.hasWork == true }

  private func drain(showing first: State?) {
    isDispatching = true
    defer { isDispatching = false }
    if let first { enter(first) }
    while !queue.isEmpty {
      let action = queue.removeFirst()
      let recorder = trail.activeRecorder
      if let recorder, let link = Self.link(in: action) { recorder.recordLink(link, at: state) }
      guard let state, let next = transition(state, action) else { continue }
      recorder?.recordTransition(from: state, action, to: next)
      self.state = next
      if !next.staysPut { enter(next.current) }
    }
  }

  /// Shows a new state. This flow's screens on the trail follow its history:
  /// the screens of the history stay, anything shown after them goes, except
  /// the current step's own screen when the flow returns to it.
  private func enter(_ current: State) {
    onEnter?(current)
    trail.onEnter?(current)
    generation += 1
    previousChild = child
    child = nil
    if let state, state.rebuildsScreens { showHistory(of: state) }
    // A container left stays while its screen does (a modal shown over
    // it): `showTabs` takes it up again when the flow returns.
    if let tabs, current.stepID?.rawValue != tabs.step { tabs.isActive = false }
    // A step without a screen of its own (an action, a decision) leaves what
    // is shown until the flow shows something: the next screen removes the
    // screens after the history (a root screen replaces them without popping
    // them first), and during an action's work what was shown stays. A
    // sub-flow removes them as it starts (`run`). Alerts left went by
    // themselves: the screen under them is the one shown last.
    if let step = current.stepID, step.presentation == nil {
      trail.forgetTrailingAlerts()
      // An action that runs on a screen (`from`) shows it again, as it was:
      // the screens above it go at once, and it hears the action.
      if step.runsOn != nil, let state {
        trail.unwind(owner: self, keeping: state.history.count)
      }
    }
    show?(current)
    previousChild = nil
    // A container left whose screen went (a root replaced it) is not taken up again.
    if let tabs, !tabs.isActive, !trail.contains(tabs.entry) { self.tabs = nil }
  }

  /// Shows the screens of `state`'s history the trail does not hold, oldest
  /// first, as the history has them: the screens a deep link rebuilt under its
  /// step. Screens already shown in the same order stay; nothing runs and
  /// `onEnter` hears nothing for them.
  private func showHistory(of state: FlowState<State>) {
    let shown = trail.steps(owner: self)
    var kept = 0
    while kept < state.history.count, kept < shown.count,
      shown[kept] == state.history[kept].stepID?.rawValue
    {
      kept += 1
    }
    guard kept < state.history.count else { return }
    trail.unwind(owner: self, keeping: kept)
    // Each screen is shown as the flow was when it was current: its exit
    // knows whether it can go back from there. The history grows in place,
    // so that showing N screens takes time linear in N.
    self.state = FlowState(current: state.history[kept], history: Array(state.history[..<kept]))
    self.state?.history.reserveCapacity(state.history.count)
    for index in kept..<state.history.count {
      if index > kept {
        self.state?.history.append(state.history[index - 1])
        self.state?.current = state.history[index]
      }
      generation += 1
      show?(state.history[index])
    }
    self.state = state
  }

  // MARK: Going back

  /// The user went back from the screen shown last, in this flow or the sub-flow it runs.
  public func back() {
    guard let child else { return dispatch(backAction) }
    child.back()
  }

  /// The user went back in a way the platform handled itself: the screen is gone already.
  /// On a step that cannot be left backwards, the flow stays and shows the step's screen again.
  public func didGoBack() {
    if let child { return child.didGoBack() }
    // The screen is gone whatever the flow does next; a step that shows it
    // again builds it anew.
    trail.forgetLast()
    if let state, !isDispatching, queue.isEmpty, transition(state, backAction) == nil {
      enter(state.current)
      return
    }
    dispatch(backAction)
  }

  /// Whether going back from the screen shown last moves the flow (or the
  /// sub-flow it runs): false on a step written with `back: none`.
  public var canGoBack: Bool {
    if let child { return child.canGoBack }
    guard let state else { return false }
    return transition(state, backAction) != nil
  }

  /// Whether the flow shows its first screen with nothing to go back to, in
  /// it or in the sub-flow it runs.
  public var isAtRoot: Bool {
    guard let state else { return true }
    return state.history.isEmpty && (child?.isAtRoot ?? true)
  }

  /// Cancels the flow.
  public func cancel() { dispatch(cancelAction) }

  /// Removes every screen the flow and its sub-flows showed, without ending the flow.
  public func removeScreens() {
    child?.removeScreens()
    trail.unwindAll(owner: self)
  }

  // MARK: What states do

  /// Shows the current step's screen, built by `makeScreen`. A screen the
  /// user went back to is shown as it was; so is a screen the flow returns
  /// to that takes no input (a form shown again after an error keeps what
  /// was typed). A screen that takes input is built anew for the new input,
  /// and so is one that is no longer on the trail.
  public func show(
    _ step: State.StepID, _ presentation: Presentation, takesInput: Bool,
    _ makeScreen: () -> AnyObject
  ) {
    guard let state else { return }
    let kept = state.history.count
    // Returning to a screen reuses it only if it is still there: a sub-flow's
    // root screen may have replaced it.
    if state.returned || !takesInput, trail.step(at: kept, owner: self) == step.rawValue {
      trail.unwind(owner: self, keeping: kept + 1)
      return
    }
    // An alert is shown as one; the parent's presentation waits for the
    // flow's first screen that is not an alert.
    let presentation = presentation == .alert ? .alert : firstPresentation ?? presentation
    // A root screen replaces everything anyway.
    if presentation != .root { trail.unwind(owner: self, keeping: kept) }
    showing = trail.nextID
    defer { showing = nil }
    trail.show(
      makeScreen(), presentation, step: step.rawValue, owner: self, canGoBack: canGoBack)
  }

  /// How the flow's first screen is to be shown, if its parent said so: it
  /// holds until the flow has a screen of its own on the trail (an alert,
  /// which goes by itself, does not count), and passes on to a sub-flow
  /// started before that (see `childPresentation`).
  private var firstPresentation: Presentation? {
    trail.showsScreen(owner: self) ? nil : presentation
  }

  /// The presentation a sub-flow's first screen takes: the `flow:` step's own
  /// `present` if written, else what this flow's first screen was to take.
  public func childPresentation(_ written: Presentation?) -> Presentation? {
    written ?? firstPresentation
  }

  /// The trail entry of the screen being built, for its exit.
  private var showing: Int?

  /// Dispatches a screen's action only while its step is current and the
  /// screen is still shown.
  private func dispatch(_ action: Action, at step: State.StepID, screen: Int?) {
    if let screen, !trail.contains(screen) { return }
    dispatch(action, at: step)
  }

  /// The exit of a step's screen; calls after the flow left the step, or from
  /// a screen no longer shown, are ignored.
  public func screenExit<Value>(
    _ step: State.StepID, _ action: @escaping @MainActor (Value) -> Action
  ) -> ScreenExit<Value> {
    let back = backAction
    let screen = showing
    return ScreenExit(
      complete: { [weak self] value in self?.dispatch(action(value), at: step, screen: screen) },
      back: { [weak self] in self?.dispatch(back, at: step, screen: screen) },
      canGoBack: canGoBack)
  }

  /// The exit of a screen that completes without output.
  public func screenExit(_ step: State.StepID, completing action: Action) -> ScreenExit<Void> {
    screenExit(step) { (_: Void) in action }
  }

  /// The exit of a screen that never completes.
  public func screenExit(_ step: State.StepID) -> ScreenExit<Never> {
    let back = backAction
    let screen = showing
    return ScreenExit(
      back: { [weak self] in self?.dispatch(back, at: step, screen: screen) },
      canGoBack: canGoBack)
  }

  /// Runs an action's work; its outcome is dispatched unless the flow moved on meanwhile.
  public func perform(_ body: @escaping @MainActor () async -> Action) {
    perform({ (await body(), nil) }, failed: nil)
  }

  /// `perform` for work that returns its action and, when it failed, the
  /// error, which `failed` hears after the action was dispatched.
  private func perform(
    _ body: @escaping @MainActor () async -> (Action, (any Error)?),
    failed: (@MainActor (any Error) -> Void)?
  ) {
    let generation = self.generation
    workGeneration = generation
    work = Task { [weak self] in
      let (action, error) = await body()
      guard let self, self.generation == generation else { return }
      if self.workGeneration == generation { self.work = nil }
      self.dispatch(action)
      if let error { failed?(error) }
    }
  }

  /// The generation whose action `work` runs.
  private var workGeneration = 0

  // MARK: Feedback to the screen

  /// The feedback of each screen on the trail that has one, by trail entry.
  private var feedbacks: [Int: ActionFeedback] = [:]

  /// The feedback of the screen being built, for a step whose screen can
  /// start an action that reports its failure inline (`failure: inline`).
  public func feedback() -> ActionFeedback {
    let feedback = ActionFeedback()
    feedbacks = feedbacks.filter { trail.contains($0.key) }
    if let showing { feedbacks[showing] = feedback }
    return feedback
  }

  /// The feedback of the screen this flow showed last, if it has one.
  private var shownFeedback: ActionFeedback? {
    trail.lastID(owner: self).flatMap { feedbacks[$0] }
  }

  /// Runs the work of an action that reports its failure inline: the screen
  /// shown before it hears `running`, then `idle` before the success is
  /// dispatched, or `failed(error)` after `failed(error)` is dispatched (the
  /// reducer returns to that screen, which stays as it was). `Failure` is
  /// what the action throws: `any Error`, or the flow's typed `error`.
  public func perform<Failure: Error>(
    failed: @escaping @MainActor (Failure) -> Action,
    reportingFailure body: @escaping @MainActor () async throws(Failure) -> Action
  ) {
    let feedback = shownFeedback
    feedback?.report(.running)
    perform(
      {
        do throws(Failure) {
          let action = try await body()
          feedback?.report(.idle)
          return (action, nil)
        } catch {
          return (failed(error), error)
        }
      },
      failed: { error in feedback?.report(.failed(error)) })
  }

  /// `perform(failed:reportingFailure:)` for an action that may throw any
  /// error: its failure travels as a `FlowFailure` holding the error.
  public func perform(
    failing failed: @escaping @MainActor (FlowFailure) -> Action,
    reportingFailure body: @escaping @MainActor () async throws -> Action
  ) {
    perform(failed: { (error: any Error) in failed(FlowFailure(error)) }, reportingFailure: body)
  }

  /// Dispatches the failure of a synchronous action that reports its failure
  /// inline, then tells the screen shown before it.
  public func dispatch(_ action: Action, reportingFailure error: any Error) {
    let feedback = shownFeedback
    dispatch(action)
    feedback?.report(.failed(error))
  }

  // MARK: Tabs

  /// Shows a tab container step: the navigator makes it (`makeTabs`), it is
  /// shown like a screen, and `start` starts each tab's flow on the tab's
  /// trail (`TabContainer.run`). Shown again while it is still there (the
  /// flow only selected another tab, or returned to it), it stays as it is,
  /// every tab keeping its stack, and `selected` is selected. Returned to
  /// after a step shown over it (a modal), it stays too: what was shown over
  /// it goes, the tab selected before stays selected (the reducer returns
  /// to the container as the history holds it, `StepID.returnsAsShown`,
  /// unless a deep link names the tab), and only a tab whose flow ended
  /// meanwhile starts again.
  /// `select` turns a tab the user selected into the flow's action.
  /// `kind` says how the container shows its children (`makeContainer`):
  /// tabs, pages or a split view, all run the same way.
  public func showTabs(
    _ step: State.StepID, _ presentation: Presentation, kind: ContainerKind = .tabs,
    tabs items: [FlowTab], selected: Int,
    select: @escaping @MainActor (Int) -> Action,
    start: (TabContainer<Action>) -> Void
  ) {
    guard let state else { return }
    let kept = state.history.count
    if let tabs, tabs.step == step.rawValue, !tabs.isActive || !tabs.hasEnded,
      trail.contains(tabs.entry)
    {
      trail.unwind(owner: self, keeping: kept + 1)
      child = tabs
      guard !tabs.isActive else { return tabs.select(selected) }
      if tabs.resume() { starting(tabs, start) }
      // The reducer returned to the container as the history holds it (the
      // tab selected before), or with the tab a deep link names.
      tabs.select(selected)
      return
    }
    tabs?.isActive = false
    let screen = trail.navigator.makeContainer(kind, items, selected: selected) {
      [weak self] index in
      self?.dispatch(select(index), at: step)
    }
    let presentation = firstPresentation ?? presentation
    if presentation != .root { trail.unwind(owner: self, keeping: kept) }
    let entry = trail.show(screen.screen, presentation, step: step.rawValue, owner: self)
    let container = TabContainer<Action>(
      step: step.rawValue, entry: entry, screen: screen, parent: trail, selected: selected,
      dispatch: { [weak self] action in self?.dispatch(action, at: step) })
    tabs = container
    child = container
    starting(container, start)
  }

  /// Runs `start` on `container`, whose tabs' screens are shown without
  /// animation while the flow restores a saved state.
  private func starting(
    _ container: TabContainer<Action>, _ start: (TabContainer<Action>) -> Void
  ) {
    for tab in container.trails { tab.isRestoring = trail.isRestoring }
    defer { for tab in container.trails { tab.isRestoring = false } }
    start(container)
  }

  /// The tabs of tab container `step` while the flow is there.
  public func tabs(at step: State.StepID) -> TabContainer<Action>? {
    guard let tabs, tabs.isActive, tabs.step == step.rawValue else { return nil }
    return tabs
  }

  /// Runs a sub-flow at the current step: `start` starts it with its
  /// completion, which maps the child's result to this flow's action.
  public func run<Child: FlowCoordinator, ChildOutput>(
    _ child: Child,
    start: (Child, @escaping @MainActor (FlowResult<ChildOutput>) -> Void) -> Void,
    finished: @escaping @MainActor (ChildOutput) -> Action, cancelled: Action
  ) {
    run(child, start: start, finishedAction: finished, cancelled: cancelled)
  }

  private func run<Child: FlowCoordinator, ChildOutput>(
    _ child: Child,
    start: (Child, @escaping @MainActor (FlowResult<ChildOutput>) -> Void) -> Void,
    finishedAction finished: (@MainActor (ChildOutput) -> Action)?, cancelled: Action
  ) {
    // The child's screens go after this flow's history: what was shown after it goes first.
    if let state { trail.unwind(owner: self, keeping: state.history.count) }
    self.child = child
    let generation = self.generation
    start(child) { [weak self] result in
      guard let self, self.generation == generation else { return }
      switch result {
      case .finished(let output): if let finished { self.dispatch(finished(output)) }
      case .cancelled: self.dispatch(cancelled)
      }
    }
  }

  /// Runs a sub-flow that never finishes (its output is `Never`); it can only be cancelled.
  public func run<Child: FlowCoordinator>(
    _ child: Child, start: (Child, @escaping @MainActor (FlowResult<Never>) -> Void) -> Void,
    cancelled: Action
  ) {
    run(child, start: start, finishedAction: nil, cancelled: cancelled)
  }

  /// Ends the flow: tells the completion once. A cancelled flow first removes
  /// the screens it and its sub-flow showed.
  public func end(_ result: FlowResult<Output>) {
    if case .cancelled = result {
      previousChild?.removeScreens()
      trail.unwindAll(owner: self)
    }
    let completion = self.completion
    self.completion = nil
    completion?(result)
  }
}

extension FlowDriver {
  // MARK: Events

  /// Dispatches event `action` if it applies to the flow where it is now:
  /// the flow runs and the reducer moves on it. Returns whether it applied;
  /// an event that does not apply (another step, a flow that ended) changes
  /// nothing. Judged on the state as it is when the event is sent.
  public func deliver(_ action: Action) -> Bool {
    let applies = state.map { transition($0, action) != nil } ?? false
    trail.activeRecorder?.recordEvent(action, at: state, applied: applies)
    guard applies else { return false }
    dispatch(action)
    return true
  }

  /// The deep link `action` opens, if it is the flow's `open(Link)`.
  fileprivate static func link(in action: Action) -> State.Link? {
    FlowTrailRecorder.enumCase(action)?.payload as? State.Link
  }

  /// The flow running at the current step under this one: the sub-flow of a
  /// `flow:` step, or the tab container of a tab step; none at a screen.
  public var runningSubFlows: [any FlowCoordinator] { child.map { [$0] } ?? [] }
}

/// Sends an event of a sub-flow from a coordinator above it: what a
/// generated `Events` struct does (`home.events.signIn.approvedElsewhere(session)`).
public enum SubFlowEvents {
  /// Walks the flows running at and under `coordinator`, each parent before
  /// the flows it runs and a tab container's selected tab before the others,
  /// and offers the event to each: `offer` answers nil for a coordinator of
  /// another flow (the walk goes on below it), else whether the event applied
  /// there (the walk goes on in the other tabs if it did not). Returns whether
  /// the event applied. No recursion: an explicit stack, each running
  /// coordinator visited once.
  @MainActor
  public static func send(
    from coordinator: any FlowCoordinator, _ offer: (any FlowCoordinator) -> Bool?
  ) -> Bool {
    var stack: [any FlowCoordinator] = [coordinator]
    while let next = stack.popLast() {
      if let applied = offer(next) {
        if applied { return true }
        continue
      }
      stack += next.runningSubFlows.reversed()
    }
    return false
  }
}

/// A generated coordinator: its flow's `FlowDriver` does the work, so the
/// coordinator only adds what is its flow's own (how it starts, what each
/// step shows).
@MainActor
public protocol DrivenCoordinator: FlowCoordinator {
  associatedtype State: FlowStepState
  associatedtype Action
  associatedtype Output
  /// The machinery running the flow.
  var driver: FlowDriver<State, Action, Output> { get }
}

extension DrivenCoordinator {
  /// The flow's state; nil before it starts.
  public var state: FlowState<State>? { driver.state }
  /// What this coordinator, its parent and its sub-flows have shown.
  public var trail: NavigationTrail { driver.trail }
  /// The flow running at the current step under this one, if any.
  public var runningSubFlows: [any FlowCoordinator] { driver.runningSubFlows }

  /// Hears each state this flow enters, its start included, with the step's
  /// data: `coordinator.onEnter = { analytics.log($0.stepID) }`. Sub-flows'
  /// states reach `trail.onEnter`, which hears every flow on the navigator.
  public var onEnter: (@MainActor (State) -> Void)? {
    get { driver.onEnter }
    set { driver.onEnter = newValue }
  }

  /// The user went back from the screen shown last (in this flow or the
  /// sub-flow it runs); the coordinator removes the screen.
  public func back() { driver.back() }

  /// The user went back in a way the platform handled itself (the navigation
  /// bar's back button, a swipe): the screen is gone already, the flow follows.
  public func didGoBack() { driver.didGoBack() }

  /// Removes every screen the flow and its sub-flows showed, without ending the flow.
  public func removeScreens() { driver.removeScreens() }

  /// Cancels the flow.
  public func cancel() { driver.cancel() }

  /// Reduces `action` into the state and shows the new state.
  public func dispatch(_ action: Action) { driver.dispatch(action) }

  /// Waits until the actions in progress, here and in sub-flows, finished and
  /// their outcome was dispatched.
  public func settle() async { await driver.settle() }

  /// Whether an action's work is in progress here or in a sub-flow.
  public var hasWork: Bool { driver.hasWork }

  /// Whether going back from the screen shown last moves the flow: false on a
  /// step written with `back: none`.
  public var canGoBack: Bool { driver.canGoBack }

  /// Whether the flow shows its first screen with nothing to go back to.
  public var isAtRoot: Bool { driver.isAtRoot }
}
