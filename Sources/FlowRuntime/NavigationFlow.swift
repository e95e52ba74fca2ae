/// A generated flow: the enum flowc generates for a spec (`LoginFlow`), with
/// its states, actions and pure reducer. Every generated flow adopts it, so
/// that generic code can hold any flow (`some NavigationFlow`, `any
/// NavigationFlow.Type`): a store, a test helper, a saved-state loader.
public protocol NavigationFlow {
  /// What the flow starts with; `Void` for a flow that takes nothing.
  associatedtype Input
  /// What the flow finishes with (its `Ending` when the spec lists endings).
  associatedtype Output
  /// Where the flow is: it compares and hashes whatever it carries.
  associatedtype State: FlowStepState, Hashable, Sendable
  /// What happens to the flow: it compares and hashes whatever it carries.
  associatedtype Action: Hashable, Sendable

  /// The state the flow starts in.
  static func start(_ input: Input) -> FlowState<State>

  /// The reducer: the state after `action`; an action that does not apply
  /// changes nothing.
  static func reduce(_ state: FlowState<State>, _ action: Action) -> FlowState<State>

  /// The state after `action`, or nil when the action does not apply.
  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>?

  /// Going back from the current step; nil where the flow cannot go back.
  static func back(_ state: FlowState<State>) -> FlowState<State>?

  /// The reducer in ReSwift's shape, `(action, state?) -> state`.
  static func reducer(_ input: Input) -> @Sendable (Any, FlowState<State>?) -> FlowState<State>

  /// Checks that the flow can be in `saved` before it is restored.
  static func validate(_ saved: FlowState<State>) throws(FlowRestoreError)
}
