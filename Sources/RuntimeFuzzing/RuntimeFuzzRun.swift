import FlowRuntime
import Foundation

@testable import GeneratedFlows

/// One input's run: the coordinators it started, whose actions may still
/// run, the checks to make once they ran, and the problems found. A problem
/// is a broken promise of the generated runtime; the fuzz target traps on
/// one, and a test reports it.
@MainActor
public final class RuntimeFuzzRun {
  /// What went wrong, one sentence each; empty when nothing did.
  public private(set) var problems: [String] = []
  /// How many states of running flows were checked (`verify`).
  private(set) var verified = 0
  private var coordinators: [any FlowCoordinator] = []
  private var checks: [@MainActor () -> Void] = []

  init() {}

  /// Whether an action a coordinator started is still running.
  public var hasWork: Bool { coordinators.contains { $0.hasWork } }

  /// Waits until the actions started so far ran.
  public func settle() async {
    for coordinator in coordinators { await coordinator.settle() }
  }

  /// Makes the checks that wait for the actions to have run: call after
  /// `settle()` (or once `hasWork` is false). It may start actions again,
  /// which nothing checks.
  public func finish() {
    let checks = self.checks
    self.checks = []
    for check in checks { check() }
  }

  func problem(_ text: String) { problems.append(text) }

  /// Keeps `coordinator` alive while its actions run.
  func keep(_ coordinator: any FlowCoordinator) { coordinators.append(coordinator) }

  /// Checks the state `coordinator` is in now and once its actions ran (see
  /// `verify`).
  func check<Flow: FuzzedFlow>(
    _ flow: Flow.Type, _ coordinator: Flow.Coordinator, _ context: String, stub: RuntimeStub
  ) {
    keep(coordinator)
    verify(flow, coordinator, context, stub: stub)
    checks.append { [self] in verify(flow, coordinator, "\(context), actions run", stub: stub) }
  }

  /// A flow that has not ended is in a state it can be restored to: its
  /// generated `validate` accepts the state, which saves and reads back
  /// (as JSON when it is `Codable`) as it was, and a new coordinator
  /// restores it.
  func verify<Flow: FuzzedFlow>(
    _ flow: Flow.Type, _ coordinator: Flow.Coordinator, _ context: String, stub: RuntimeStub
  ) {
    let place = "\(Flow.specName), \(context)"
    guard let state = coordinator.state else { return problem("\(place): no state") }
    guard state.current.stepID != nil else { return }
    verified += 1
    do {
      try Flow.validate(state)
    } catch {
      return problem("\(place): the flow is \(describe(state)), which restoring refuses: \(error)")
    }
    let saved: FlowState<Flow.State>
    switch Flow.saved(state) {
    case .success(let value): saved = value
    case .failure(let error):
      return problem("\(place): the state \(describe(state)) does not save: \(error)")
    }
    guard
      Flow.same(saved.current, state.current), saved.history.count == state.history.count,
      zip(saved.history, state.history).allSatisfy({ Flow.same($0, $1) }),
      saved.returned == state.returned, saved.pendingLink == state.pendingLink,
      saved.openedLink == state.openedLink
    else {
      return problem("\(place): \(describe(state)) reads back as \(describe(saved))")
    }
    let restored = Flow.coordinator(RecordingNavigator(), stub)
    keep(restored)
    do {
      try restored.start(restoring: saved) { _ in }
    } catch {
      problem("\(place): restoring \(describe(state)) fails: \(error)")
    }
  }

  /// A state in short: its step, its history's steps and its links.
  func describe<State: FlowStepState>(_ state: FlowState<State>) -> String {
    let steps = state.history.map { $0.stepID?.rawValue ?? "end" }
    var text =
      "at \(state.current.stepID?.rawValue ?? "the end") after [\(steps.joined(separator: ", "))]"
    if let link = state.pendingLink { text += ", link \(link) waiting" }
    if let link = state.openedLink { text += ", opened by \(link)" }
    return text
  }
}

extension FuzzedFlow {
  static func same(_ one: State, _ other: State) -> Bool { one.stepID == other.stepID }
}

extension FuzzedFlow where State: Equatable {
  static func same(_ one: State, _ other: State) -> Bool { one == other }
}
