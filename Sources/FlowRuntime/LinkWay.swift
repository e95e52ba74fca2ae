/// How a deep link opens its step, as a generated flow's `way(for:)` gives it:
/// the state it opens, the screens under it, and the gates it passes first.
public struct LinkWay<State: FlowStepState> {
  /// The screens under the linked step's screen once the link opened.
  public enum BackStack {
    /// On top of what the flow shows (at a cold start, nothing).
    case push
    /// Nothing of the flow's: the linked screen is its first.
    case replace
    /// These screens, built anew: the shortest way from `start`, or, for a
    /// link that waited behind gates, from where it opened, after the screens
    /// the flow shows there.
    case rebuild([State])

    /// `rebuild` with these screens, oldest first.
    public static func rebuilding(_ screens: State...) -> BackStack { .rebuild(screens) }
  }

  /// A gate a link passes before it opens: a decision (a session check) or
  /// a sub-flow (a sign-in) that guards the linked step.
  public struct Gate {
    /// The gate's state, as the link enters it.
    public var entry: State
    /// The step every way out of the gate reaches, where a waiting link goes
    /// on to the next gate or opens; nil: only the link's own step opens it.
    public var resume: State.StepID?
    /// The steps past the gate: order numbers (the generated `order`) of the
    /// steps that every way to passes `resume`.
    public var passed: ClosedRange<Int>?
    /// The steps on the gate's ways (those every way to passes the gate):
    /// a link that arrives there waits instead of entering the gate again.
    public var guarded: ClosedRange<Int>

    public init(
      entry: State, resume: State.StepID?, passed: ClosedRange<Int>?, guarded: ClosedRange<Int>
    ) {
      self.entry = entry
      self.resume = resume
      self.passed = passed
      self.guarded = guarded
    }
  }

  /// The state the link opens.
  public var target: State
  public var backStack: BackStack
  /// The gates to pass first, in order; none for a link that opens at once.
  public var gates: [Gate]

  public init(target: State, backStack: BackStack, gates: [Gate] = []) {
    self.target = target
    self.backStack = backStack
    self.gates = gates
  }

  /// A way through `gates`, in order.
  public init(target: State, backStack: BackStack, gates: Gate...) {
    self.init(target: target, backStack: backStack, gates: Array(gates))
  }

  /// The gate after the one whose resume step is `step`, or nil when the
  /// step resumes no gate, or the last one (`isLast`).
  fileprivate func gate(after step: State.StepID) -> (next: Gate?, resumes: Bool) {
    guard let index = gates.firstIndex(where: { $0.resume == step }) else { return (nil, false) }
    return (index + 1 < gates.count ? gates[index + 1] : nil, true)
  }
}

extension FlowState {
  /// A flow starting at `link` (a cold start): at its first gate, with the
  /// link waiting, or at the linked step with the screens its back stack asks for.
  public static func starting(at link: State.Link, _ way: LinkWay<State>) -> FlowState {
    if let gate = way.gates.first {
      return FlowState(current: gate.entry, pendingLink: link)
    }
    var state: FlowState
    switch way.backStack {
    case .push, .replace:
      state = FlowState(current: way.target)
    case .rebuild(let screens):
      state = FlowState(current: way.target, history: screens)
      state.rebuildsScreens = true
    }
    state.openedLink = link
    return state
  }

  /// The running flow after `link` arrived. It opens at once past all the
  /// link's gates (or with none). At the first gate not passed, it waits
  /// where the flow is on that gate's ways; elsewhere the flow enters the
  /// gate and the link waits. `order` numbers the flow's steps (nil: a step
  /// `start` does not lead to, which only a link or an event opens: past every gate).
  public func opening(
    _ link: State.Link, _ way: LinkWay<State>, order: (State.StepID) -> Int?
  ) -> FlowState {
    guard let step = current.stepID else { return self }
    // A step `start` does not lead to (only a link or an event does) is
    // before the gates: the link passes them from the first.
    guard let number = order(step) else {
      guard let first = way.gates.first else { return opened(link, way, waited: false) }
      var state = moving(to: first.entry)
      state.pendingLink = link
      return state
    }
    for gate in way.gates
    where step != gate.resume && gate.passed?.contains(number) != true {
      var state = self
      if gate.guarded.contains(number) {
        state.staysPut = true
      } else {
        state = moving(to: gate.entry)
      }
      state.pendingLink = link
      return state
    }
    return opened(link, way, waited: false)
  }

  /// The flow after it moved with a link waiting: at a gate's resume step
  /// the link goes on to the next gate, or opens after the last; at the
  /// link's own step it opens. Going back or cancelling, here or in a
  /// sub-flow (`leaving`), drops it, and so does the flow's end.
  public func resuming(_ way: LinkWay<State>, leaving: Bool) -> FlowState {
    var state = self
    guard let link = pendingLink else { return state }
    guard !leaving, let step = current.stepID else {
      state.pendingLink = nil
      return state
    }
    if step == way.target.stepID { return opened(link, way, waited: true) }
    let (next, resumes) = way.gate(after: step)
    guard resumes else { return state }
    guard let next else { return opened(link, way, waited: true) }
    state = moving(to: next.entry)
    state.pendingLink = pendingLink
    return state
  }

  /// `way`'s target opened from here, with the screens under it its back
  /// stack asks for; `waited`: the link waited behind gates until now.
  private func opened(_ link: State.Link, _ way: LinkWay<State>, waited: Bool) -> FlowState {
    var state: FlowState
    switch way.backStack {
    case .push where waited && current.stepID == way.target.stepID:
      // The flow reached the linked step itself: the link's data replaces the step's.
      state = FlowState(current: way.target, history: history)
    case .push where Self.isSame(current, way.target):
      // The flow shows the linked state already (a tab at its first screen):
      // it stays, rather than showing the screen a second time.
      state = FlowState(current: current, history: history)
    case .push:
      // A step written `again: push` opens on top, even where the flow shows it
      // already; a tab container the flow returns to selects the tab the link names.
      state = entering(way.target, asNamed: true)
    case .replace:
      state = FlowState(current: way.target)
    case .rebuild(let screens):
      var under: [State] = []
      if !way.gates.isEmpty {
        // The flow's own screens up to the step where the gates were passed.
        let resume = way.gates[way.gates.count - 1].resume
        if waited || current.stepID == resume {
          under = history
          if current.stepID != way.target.stepID, let shown = current.stepID?.presentation,
            shown != .alert
          {
            under.append(current)
          }
        } else if let passed = history.lastIndex(where: { $0.stepID == resume }) {
          under = Array(history[...passed])
        } else {
          under = history
        }
      }
      // Screens of the rebuilt way the flow shows already are not shown twice.
      if let first = screens.first?.stepID,
        let shown = under.firstIndex(where: { $0.stepID == first })
      {
        under.removeSubrange(shown...)
      }
      if let first = screens.first?.stepID?.presentation, first == .root { under = [] }
      state = FlowState(current: way.target, history: under + screens)
    }
    state.pendingLink = nil
    state.openedLink = link
    state.rebuildsScreens = true
    return state
  }
}

extension FlowState {
  /// Whether `one` and `other` are equal, for states that can tell (a
  /// generated `State` is `Hashable` when its data is); false otherwise.
  fileprivate static func isSame(_ one: State, _ other: State) -> Bool {
    guard let one = one as? any Equatable else { return false }
    return one.isEqual(to: other)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

extension LinkWay: Sendable where State: Sendable {}
extension LinkWay.Gate: Sendable where State: Sendable {}
extension LinkWay.BackStack: Sendable where State: Sendable {}
