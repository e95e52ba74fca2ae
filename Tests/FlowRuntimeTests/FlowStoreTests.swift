import Testing

@testable import FlowRuntime

@Suite @MainActor struct FlowStoreTests {
  enum Counter: Equatable {
    case idle
    case counting(Int)
  }

  enum Action {
    case increment
    case reset
  }

  static func reduce(_ state: Counter, _ action: Action) -> Counter {
    switch action {
    case .increment:
      if case .counting(let count) = state { return .counting(count + 1) }
      return .counting(1)
    case .reset:
      return .idle
    }
  }

  @Test func dispatchRunsTheReducerAndTellsSubscribersInOrder() {
    let store = FlowStore(state: Counter.idle, reducer: Self.reduce)
    var first: [Counter] = []
    var second: [Counter] = []
    store.subscribe { first.append($0) }
    store.subscribe { second.append($0) }
    store.dispatch(.increment)
    store.dispatch(.increment)
    store.dispatch(.reset)
    #expect(store.state == .idle)
    #expect(first == [.idle, .counting(1), .counting(2), .idle])
    #expect(second == first)
  }

  @Test func aCancelledSubscriptionHearsNothingMore() {
    let store = FlowStore(state: Counter.idle, reducer: Self.reduce)
    var heard: [Counter] = []
    let subscription = store.subscribe { heard.append($0) }
    store.dispatch(.increment)
    subscription.cancel()
    store.dispatch(.increment)
    #expect(heard == [.idle, .counting(1)])
    #expect(store.state == .counting(2))
  }
}
