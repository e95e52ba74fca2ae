/// Why a saved state is not restored (`Coordinator.start(restoring:)`, a
/// generated flow's `validate(_:)`): it is no state the flow can be in, so
/// the app starts the flow afresh instead.
public enum FlowRestoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The flow had ended (finished or was cancelled).
  case ended
  /// The history holds more screens than `FlowState.maximumRestoredHistory`.
  case historyTooLong(count: Int)
  /// The history's entry `index` is no screen that stays shown (an action,
  /// a decision, a sub-flow, an alert or an end).
  case notAScreen(index: Int, step: String?)
  /// Entry `index` of the history (`history.count`: the current step)
  /// cannot follow the one before it, or the flow's start for the first.
  case unreachable(index: Int, step: String)
  /// Entry `index` of the history (`history.count`: the current step) shows
  /// a step the history holds already, further down: only a step written
  /// `again: push` is shown twice that way (`StepID.pushesAgain`).
  case repeated(index: Int, step: String)
  /// The deep link waiting in the state cannot wait where the flow is: it
  /// passes no gate, or the flow is past its gates.
  case linkNotWaiting
  /// The deep link that opened the current step opens another step.
  case linkElsewhere

  public var description: String {
    switch self {
    case .ended: "the saved flow had ended"
    case .historyTooLong(let count):
      "the saved history holds \(count) screens; at most "
        + "\(maximumRestoredHistory) are restored"
    case .notAScreen(let index, let step):
      "history entry \(index) (\(step ?? "an end")) is no screen that stays shown"
    case .unreachable(let index, let step):
      "entry \(index) ('\(step)') cannot follow the one before it in the flow"
    case .repeated(let index, let step):
      "entry \(index) ('\(step)') shows a step the history holds already; only a step "
        + "written 'again: push' is shown twice"
    case .linkNotWaiting: "the waiting deep link cannot wait at the saved step"
    case .linkElsewhere: "the deep link that opened the saved step opens another step"
    }
  }
}

/// `FlowState.maximumRestoredHistory`.
private let maximumRestoredHistory = 1_000

/// What checking a restored state knows of one step of a flow (a generated
/// flow's `validate(_:)` gives one per step).
public struct FlowGraphStep<StepID: FlowStepID>: Sendable {
  /// The steps its transitions lead to (when it completes or fails, a
  /// tab's flow ends, or a `back` written to a step).
  public var leadsTo: [StepID]
  /// Whether the flow can show it after any screen: a deep link or an event
  /// opens it, or such a step leads to it with no screen between.
  public var opensAnywhere: Bool

  public init(leadsTo: [StepID], opensAnywhere: Bool = false) {
    self.leadsTo = leadsTo
    self.opensAnywhere = opensAnywhere
  }

  /// A step that leads to `steps`.
  public static func leading(to steps: [StepID]) -> FlowGraphStep {
    FlowGraphStep(leadsTo: steps)
  }

  /// A step that leads to `steps`, which the flow can show after any screen.
  public static func openingAnywhere(leadingTo steps: [StepID]) -> FlowGraphStep {
    FlowGraphStep(leadsTo: steps, opensAnywhere: true)
  }
}

extension FlowState {
  /// The most screens a restored history holds; a longer one is refused
  /// (`FlowRestoreError.historyTooLong`).
  public static var maximumRestoredHistory: Int { FlowRuntime.maximumRestoredHistory }

  /// Checks that the flow can be in this state: it has not ended, its history
  /// holds at most `maximumRestoredHistory` entries, each a screen that stays
  /// shown, and each entry, then the current step, follows from the one
  /// before it (the first from `start`): the flow leads there through steps
  /// that show no screen of the history, or a deep link or an event opens it,
  /// or it is a root screen that begins the history. A step appears once,
  /// unless it pushes again (`again: push`) or follows itself (a screen whose
  /// transition leads to itself shows it on top). `steps` tells each
  /// step's ways. Throws the first problem found; runs in time linear in the
  /// history (each step searched once per entry, over the steps it passes).
  public func validate(
    start: State.StepID, steps: (State.StepID) -> FlowGraphStep<State.StepID>
  ) throws(FlowRestoreError) {
    guard let currentStep = current.stepID else { throw .ended }
    guard history.count <= Self.maximumRestoredHistory else {
      throw .historyTooLong(count: history.count)
    }
    var previous: State.StepID?
    var shown: Set<State.StepID> = []
    for index in 0...history.count {
      let step: State.StepID
      if index < history.count {
        guard let entry = history[index].stepID, Self.staysShown(entry) else {
          throw .notAScreen(index: index, step: history[index].stepID?.rawValue)
        }
        step = entry
      } else {
        step = currentStep
      }
      guard Self.follows(step, after: previous, start: start, steps: steps) else {
        throw .unreachable(index: index, step: step.rawValue)
      }
      if !shown.insert(step).inserted, step != previous, !step.pushesAgain {
        throw .repeated(index: index, step: step.rawValue)
      }
      previous = step
    }
  }

  /// Checks the deep links a saved state holds: the link that opened the
  /// current step opens that step, and a waiting link passes gates and waits
  /// before the last of them is passed (`order` numbers the steps as the
  /// generated flow does).
  public func validateLinks(
    way: (State.Link) -> LinkWay<State>, order: (State.StepID) -> Int?
  ) throws(FlowRestoreError) {
    if let openedLink, way(openedLink).target.stepID != current.stepID {
      throw .linkElsewhere
    }
    guard let pendingLink else { return }
    let gates = way(pendingLink).gates
    guard let last = gates.last, let step = current.stepID else { throw .linkNotWaiting }
    if step == last.resume { throw .linkNotWaiting }
    if let number = order(step), last.passed?.contains(number) == true { throw .linkNotWaiting }
  }

  /// Whether a screen of `step` stays in the history once the flow moves on.
  private static func staysShown(_ step: State.StepID) -> Bool {
    guard let presentation = step.presentation else { return false }
    return presentation != .alert
  }

  /// Whether the flow can show `step` right after the history's `previous`
  /// (nil: at the history's start).
  private static func follows(
    _ step: State.StepID, after previous: State.StepID?, start: State.StepID,
    steps: (State.StepID) -> FlowGraphStep<State.StepID>
  ) -> Bool {
    if steps(step).opensAnywhere { return true }
    var queue: [State.StepID]
    if let previous {
      queue = steps(previous).leadsTo
    } else {
      // A root screen starts a new history wherever the flow reaches it.
      if step.presentation == .root { return true }
      queue = [start]
    }
    var seen = Set(queue)
    var head = 0
    while head < queue.count {
      let next = queue[head]
      head += 1
      if next == step { return true }
      // A screen that stays shown would be in the history before `step`.
      guard !staysShown(next) else { continue }
      for after in steps(next).leadsTo where seen.insert(after).inserted {
        queue.append(after)
      }
    }
    return false
  }
}
