// A stand-in for ReSwift 6.1's core API, as its sources declare it: for
// type-checking the docs' snippets. Not part of any target.

public protocol Action {}

public struct ReSwiftInit: Action {}

@available(*, deprecated, message: "Conforming your state to `StateType` is no longer necessary.")
public protocol StateType {}

public typealias Reducer<ReducerStateType> =
  (_ action: Action, _ state: ReducerStateType?) -> ReducerStateType

public typealias DispatchFunction = (Action) -> Void

public typealias Middleware<State> = (@escaping DispatchFunction, @escaping () -> State?)
  -> (@escaping DispatchFunction) -> DispatchFunction

open class Store<State> {
  public private(set) var state: State!
  private var reducer: Reducer<State>

  public required init(
    reducer: @escaping Reducer<State>, state: State?, middleware: [Middleware<State>] = [],
    automaticallySkipsRepeats: Bool = true
  ) {
    self.reducer = reducer
    self.state = state ?? reducer(ReSwiftInit(), nil)
  }

  open func dispatch(_ action: Action) { state = reducer(action, state) }
}
