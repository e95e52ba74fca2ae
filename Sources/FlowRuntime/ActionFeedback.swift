/// Where an action that reports its failure inline (`failure: inline`) stands,
/// as the screen that started it sees it.
public enum ActionStatus: Sendable {
  /// No action is running, and the last one did not fail.
  case idle
  /// The action runs: show a spinner, disable the button.
  case running
  /// The action failed: show the error on the screen, which stays.
  case failed(any Error)

  /// Whether the action runs.
  public var isRunning: Bool {
    if case .running = self { return true }
    return false
  }

  /// The error of a failed action; nil otherwise.
  public var error: (any Error)? {
    if case .failed(let error) = self { return error }
    return nil
  }
}

/// What a screen hears about the actions it starts that report their failure
/// inline: `running` when one starts, `idle` when it succeeded (the flow then
/// moves on), `failed(error)` when it failed (the flow returns to the screen,
/// which stays as it was). A generated factory hands one to each screen that
/// can start such an action.
///
/// A view controller sets `onChange` in `viewDidLoad`; a SwiftUI view model
/// copies `status` into a published property there.
@MainActor
public final class ActionFeedback {
  /// The current status; `onChange` hears each change.
  public private(set) var status: ActionStatus = .idle
  /// Called with the new status after each change, on the main actor.
  public var onChange: (@MainActor (ActionStatus) -> Void)?

  nonisolated public init() {}

  /// Sets the status and tells `onChange`. The coordinator calls it; a
  /// screen composed by hand with `Steps` calls it itself.
  public func report(_ status: ActionStatus) {
    self.status = status
    onChange?(status)
  }
}
