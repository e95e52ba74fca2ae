/// The step ids of a generated flow (its `StepID` enum).
public protocol FlowStepID: RawRepresentable, Hashable, Sendable where RawValue == String {
  /// How the step's screen is shown; nil for a step without a screen of its own.
  var presentation: Presentation? { get }
  /// Whether reaching the step while the history holds it shows a new
  /// instance on top (`again: push`), rather than returning to the one shown.
  var pushesAgain: Bool { get }
  /// For an action written with `from`, the screen it runs on: moving to the
  /// action first goes back to that screen, as it was. Nil for other steps.
  var runsOn: Self? { get }
  /// Whether reaching the step while the history holds it returns to it as
  /// the history holds it (a tab container, with the tab selected there),
  /// rather than with the state the route names; a deep link still opens
  /// the state it names (the tab it selects).
  var returnsAsShown: Bool { get }
}

extension FlowStepID {
  /// By default a step reached again returns to the instance shown (`again: return`).
  public var pushesAgain: Bool { false }

  /// No step runs on a screen unless the generated flow says so.
  public var runsOn: Self? { nil }

  /// By default a step returned to takes the state the route names.
  public var returnsAsShown: Bool { false }
}

/// The states of a generated flow (its `State` enum): one per step, and the ends.
public protocol FlowStepState {
  associatedtype StepID: FlowStepID
  /// The step the flow is at; nil once it ended.
  var stepID: StepID? { get }
  /// The state of a cancelled flow.
  static var cancelledState: Self { get }
  /// The flow's deep links (its `Link` enum); `Never` for a flow without links.
  associatedtype Link: Hashable, Sendable, Codable = Never
}

/// A flow's state and the screens to return to by going back: what a
/// generated reducer reduces.
public struct FlowState<State: FlowStepState> {
  public var current: State
  /// The screens shown before the current step, the latest last.
  public var history: [State]
  /// Whether `current` is a screen the user went back to, as it was shown.
  public private(set) var returned = false
  /// A deep link waiting behind the flow's gates (a sign-in) to open once
  /// they are passed; see `LinkWay`.
  public var pendingLink: State.Link?
  /// The deep link that opened the current step, until the flow moves on: a
  /// `flow:` step opened by a link into its sub-flow starts the sub-flow there.
  public internal(set) var openedLink: State.Link?
  /// Whether the history holds screens not shown yet, which the coordinator
  /// shows under `current`: set where a deep link rebuilt them.
  public internal(set) var rebuildsScreens = false
  /// Whether the step is the one the flow was at, as it was: a deep link
  /// that arrived now waits. Nothing is shown anew.
  public internal(set) var staysPut = false

  public init(current: State, history: [State] = [], pendingLink: State.Link? = nil) {
    self.current = current
    self.history = history
    self.pendingLink = pendingLink
  }

  /// Moving forward to `next`: a screen shown before is returned to, a root
  /// screen starts a new history, and the screen left behind is remembered
  /// for going back, unless it is an alert (which dismissed itself). An
  /// action that runs on a screen (`StepID.runsOn`) first goes back to that
  /// screen as the history holds it (`goingBack(to:)`, its input kept), so
  /// that the action follows it; without it in the history, the action
  /// follows the current step. A step that `returnsAsShown` (a tab
  /// container) is returned to as the history holds it: the tab selected
  /// there stays selected.
  public func moving(to next: State) -> FlowState {
    moving(to: next, asNamed: false)
  }

  /// `moving(to:)`; `asNamed`: a step the history holds is returned to with
  /// `next` even where it `returnsAsShown` (a deep link naming a tab).
  func moving(to next: State, asNamed: Bool) -> FlowState {
    guard let step = next.stepID else { return FlowState(current: next) }
    if let screen = step.runsOn, current.stepID != screen, let back = goingBack(to: screen) {
      return back.moving(to: next, asNamed: asNamed)
    }
    var history = self.history
    var next = next
    if let shown = history.lastIndex(where: { $0.stepID == step }) {
      if step.returnsAsShown, !asNamed { next = history[shown] }
      history.removeSubrange(shown...)
    } else {
      history = self.history(leavingFor: step)
    }
    return FlowState(current: next, history: history, pendingLink: pendingLink)
  }

  /// The history once the flow leaves `current` for `step`, which the history
  /// does not hold: a root screen starts a new one, and the screen left is
  /// remembered for going back, unless it is an alert (gone once left: going
  /// back returns to the screen under it).
  private func history(leavingFor step: State.StepID) -> [State] {
    if step.presentation == .root { return [] }
    guard let shown = current.stepID?.presentation, shown != .alert else { return history }
    return history + [current]
  }

  /// Moving forward to `next`, a step written `again: push`: its screen is
  /// shown anew on top even when the history holds it already (account A,
  /// its followers, then account B), and going back returns through each
  /// instance with its own data. The screen left behind is remembered as
  /// `moving(to:)` remembers it.
  public func pushing(to next: State) -> FlowState {
    guard let step = next.stepID else { return FlowState(current: next) }
    return FlowState(current: next, history: history(leavingFor: step), pendingLink: pendingLink)
  }

  /// `pushing(to:)` for a step that pushes again, else `moving(to:)`;
  /// `asNamed` as `moving(to:asNamed:)` takes it.
  func entering(_ next: State, asNamed: Bool = false) -> FlowState {
    next.stepID?.pushesAgain == true ? pushing(to: next) : moving(to: next, asNamed: asNamed)
  }

  /// Staying at the current step with its state replaced by `current` (a tab
  /// container with another tab selected): the history stays as it is.
  public func selecting(_ current: State) -> FlowState {
    FlowState(current: current, history: history, pendingLink: pendingLink)
  }

  /// Going back to `step` as the history holds it, with the input it had (a
  /// `back` written to a screen that takes input); nil when the history does
  /// not hold it: the flow stays where it is.
  public func goingBack(to step: State.StepID) -> FlowState? {
    guard let shown = history.lastIndex(where: { $0.stepID == step }) else { return nil }
    var state = FlowState(
      current: history[shown], history: Array(history[..<shown]), pendingLink: pendingLink)
    state.returned = true
    return state
  }

  /// Going back to the screen shown before; with none left, the flow is cancelled.
  public func goingBack() -> FlowState {
    guard let previous = history.last else { return FlowState(current: .cancelledState) }
    // The slice, not `Sequence.dropLast`, which copies element by element.
    var state = FlowState(
      current: previous, history: Array(history[..<(history.count - 1)]), pendingLink: pendingLink)
    state.returned = true
    return state
  }

  /// Going back from the screen shown before the current step: where `back`
  /// (the flow's own going back) leads from that screen, or that screen itself
  /// when going back does not apply there. Where an action or decision whose
  /// target is `back` leads.
  public func goingBack(then back: (FlowState) -> FlowState?) -> FlowState {
    let shown = goingBack()
    return back(shown) ?? shown
  }

  /// Back to the screen shown before the current step, as it was: where an
  /// action that reports its failure inline (`failure: inline`) returns, the
  /// screen staying as it is. Nil when no screen was shown before.
  public func returningToScreen() -> FlowState? {
    guard history.last != nil else { return nil }
    return goingBack()
  }
}

extension FlowState: Sendable where State: Sendable {}
extension FlowState: Equatable where State: Equatable {}
extension FlowState: Hashable where State: Hashable {}
extension FlowState: Codable where State: Codable {
  /// What a saved state holds: where the flow is and a deep link waiting;
  /// how the coordinator last showed it is not saved. States saved before
  /// links could wait decode too (a missing link is none).
  private enum CodingKeys: String, CodingKey {
    case current, history, returned, pendingLink, openedLink
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      current: try container.decode(State.self, forKey: .current),
      history: try container.decode([State].self, forKey: .history),
      pendingLink: try container.decodeIfPresent(State.Link.self, forKey: .pendingLink))
    returned = try container.decodeIfPresent(Bool.self, forKey: .returned) ?? false
    openedLink = try container.decodeIfPresent(State.Link.self, forKey: .openedLink)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(current, forKey: .current)
    try container.encode(history, forKey: .history)
    try container.encode(returned, forKey: .returned)
    try container.encodeIfPresent(pendingLink, forKey: .pendingLink)
    try container.encodeIfPresent(openedLink, forKey: .openedLink)
  }
}
