/// A Redux-style store: the state of a flow, changed only by dispatching
/// actions through a pure reducer, with subscribers told of every new state.
///
/// For apps without a Redux library. It is named apart from ReSwift's `Store`
/// so both can be imported; a flow's `reducer()` plugs into ReSwift's as it is.
@MainActor
public final class FlowStore<State, Action> {
  public typealias Reducer = (State, Action) -> State

  /// The current state.
  public private(set) var state: State
  private let reducer: Reducer
  private var subscribers: [Int: @MainActor (State) -> Void] = [:]
  private var nextToken = 0

  public init(state: State, reducer: @escaping Reducer) {
    self.state = state
    self.reducer = reducer
  }

  /// Reduces `action` into a new state and tells every subscriber, in the
  /// order they subscribed.
  public func dispatch(_ action: Action) {
    state = reducer(state, action)
    for token in subscribers.keys.sorted() { subscribers[token]?(state) }
  }

  /// Calls `subscriber` with the current state now and with every new state;
  /// until the returned subscription is cancelled.
  @discardableResult
  public func subscribe(_ subscriber: @escaping @MainActor (State) -> Void) -> Subscription {
    let token = nextToken
    nextToken += 1
    subscribers[token] = subscriber
    subscriber(state)
    return Subscription { [weak self] in self?.subscribers[token] = nil }
  }

  /// Ends a subscription when cancelled.
  @MainActor
  public final class Subscription {
    private var cancellation: (@MainActor () -> Void)?

    init(_ cancellation: @escaping @MainActor () -> Void) {
      self.cancellation = cancellation
    }

    public func cancel() {
      cancellation?()
      cancellation = nil
    }
  }
}
