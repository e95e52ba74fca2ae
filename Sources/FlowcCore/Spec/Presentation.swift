/// How a screen is shown.
public enum Presentation: String, CaseIterable, Sendable {
  /// Pushed on the navigation stack (the default).
  case push
  /// Presented modally over the current screen.
  case modal
  /// Replaces the window's root.
  case root
}
