/// One step of a flow: takes an `Input`, and completes with an `Output`
/// (a screen the user fills in, a request, a whole sub-flow).
///
/// Steps run on the main actor, where screens live; completion is called once.
@MainActor
public protocol Step<Input, Output> {
  associatedtype Input
  associatedtype Output

  /// Starts the step; `completion` receives its output.
  func perform(_ input: Input, completion: @escaping @MainActor (Output) -> Void)
}

/// A type-erased step: any step with these input and output types.
///
/// `then` chains steps without nesting closures: `a.then(b).then(c)` is one
/// step whose input is `a`'s and whose output is `c`'s.
@MainActor
public struct StepT<Input, Output>: Step {
  private let body: @MainActor (Input, @escaping @MainActor (Output) -> Void) -> Void

  /// Wraps a step.
  public init<Wrapped: Step>(_ step: Wrapped)
  where Wrapped.Input == Input, Wrapped.Output == Output {
    body = { input, completion in step.perform(input, completion: completion) }
  }

  /// A step made of a closure.
  public init(
    _ perform: @escaping @MainActor (Input, @escaping @MainActor (Output) -> Void) -> Void
  ) {
    body = perform
  }

  public func perform(_ input: Input, completion: @escaping @MainActor (Output) -> Void) {
    body(input, completion)
  }

  /// This step, then `next` with this step's output.
  public func then<Next>(_ next: StepT<Output, Next>) -> StepT<Input, Next> {
    StepT<Input, Next> { input, completion in
      self.perform(input) { output in next.perform(output, completion: completion) }
    }
  }

  /// This step, with its output transformed.
  public func map<Mapped>(_ transform: @escaping @MainActor (Output) -> Mapped) -> StepT<
    Input, Mapped
  > {
    StepT<Input, Mapped> { input, completion in
      self.perform(input) { completion(transform($0)) }
    }
  }
}

extension Step where Output: Sendable {
  /// Runs the step and waits for its output.
  public func perform(_ input: Input) async -> Output {
    await withCheckedContinuation { continuation in
      perform(input) { continuation.resume(returning: $0) }
    }
  }
}

/// A branch decided by app code, with no UI: maps an input to an outcome
/// (an enum of the branch's cases), so the flow only switches on it.
public protocol Decision<Input, Outcome> {
  associatedtype Input
  associatedtype Outcome

  func decide(_ input: Input) -> Outcome
}

/// How a flow ended.
public enum FlowResult<Output> {
  /// The flow reached `finish` with its output.
  case finished(Output)
  /// The flow reached `cancel`, or the user left it.
  case cancelled

  /// The output, if the flow finished.
  public var output: Output? {
    if case .finished(let output) = self { return output }
    return nil
  }
}

extension FlowResult: Sendable where Output: Sendable {}
extension FlowResult: Equatable where Output: Equatable {}
