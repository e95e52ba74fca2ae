/// How a screen leaves: the two things a generated screen factory hands the
/// screen it builds. Call `complete` with the screen's output when the user is
/// done, `back` when the user goes back (a Cancel button, a swipe, a custom
/// back button). Calls that arrive after the flow moved on are ignored.
@MainActor
public struct ScreenExit<Output> {
  private let completion: @MainActor (Output) -> Void
  private let goBack: @MainActor () -> Void

  public init(
    complete: @escaping @MainActor (Output) -> Void, back: @escaping @MainActor () -> Void
  ) {
    completion = complete
    goBack = back
  }

  /// The screen is done, with its output.
  public func complete(_ output: Output) { completion(output) }

  /// The user went back from the screen.
  public func back() { goBack() }
}

extension ScreenExit where Output == Void {
  /// The screen is done.
  public func complete() { completion(()) }
}

extension ScreenExit where Output == Never {
  /// The exit of a screen that never completes: it can only be left by going back.
  public init(back: @escaping @MainActor () -> Void) {
    self.init(complete: { _ in }, back: back)
  }
}
