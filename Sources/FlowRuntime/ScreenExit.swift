/// How a screen leaves: the two things a generated screen factory hands the
/// screen it builds. Call `complete` with the screen's output when the user is
/// done, `back` when the user goes back (a Cancel button, a swipe, a custom
/// back button). Calls that arrive after the flow moved on are ignored.
@MainActor
public struct ScreenExit<Output> {
  private let completion: @MainActor (Output) -> Void
  private let goBack: @MainActor () -> Void
  /// Whether going back moves the flow. False on a step written with
  /// `back: none` (after a payment, say): the screen should offer no way back
  /// (hide its back button, refuse interactive dismissal); `back()` is ignored.
  public let canGoBack: Bool

  public init(
    complete: @escaping @MainActor (Output) -> Void, back: @escaping @MainActor () -> Void,
    canGoBack: Bool = true
  ) {
    completion = complete
    goBack = back
    self.canGoBack = canGoBack
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
  public init(back: @escaping @MainActor () -> Void, canGoBack: Bool = true) {
    self.init(complete: { _ in }, back: back, canGoBack: canGoBack)
  }
}
