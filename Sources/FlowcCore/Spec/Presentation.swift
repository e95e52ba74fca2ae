/// How a screen is shown.
public enum Presentation: String, CaseIterable, Sendable {
  /// Pushed on the navigation stack (the default).
  case push
  /// Presented modally over the current screen.
  case modal
  /// Replaces the window's root.
  case root
  /// Presented over the current screen and dismissed by itself when the user
  /// taps one of its buttons (an alert, an action sheet): the flow never dismisses it.
  case alert
}
