/// What an alert screen (`present: alert`) shows, for navigators that draw
/// alerts themselves: `FlowNavigationView` presents the `NavigationModel`'s
/// alert with SwiftUI's `alert` modifier when the screen factory returned an
/// `AlertScreen`. Each button's action calls the screen's exit; the alert
/// goes by itself when a button is tapped.
///
/// ```swift
/// func answersNotSent(_ input: SendError, _ exit: ScreenExit<Void>) -> AnyObject {
///   AlertScreen(
///     title: "Could not send", message: "Try again later.",
///     buttons: [AlertScreen.Button("OK") { exit.complete() }])
/// }
/// ```
@MainActor
public final class AlertScreen {
  /// What a button does to the alert besides its action: SwiftUI's `ButtonRole`.
  public enum Role: Sendable, Hashable {
    /// Leaves without doing anything, as a Cancel button.
    case cancel
    /// Deletes or discards something.
    case destructive
  }

  /// One button of the alert.
  public struct Button {
    public var title: String
    public var role: Role?
    public var action: @MainActor () -> Void

    public init(_ title: String, role: Role? = nil, action: @escaping @MainActor () -> Void) {
      self.title = title
      self.role = role
      self.action = action
    }
  }

  public let title: String
  public let message: String?
  /// The buttons, in order; none: SwiftUI shows an OK button that only dismisses.
  public let buttons: [Button]

  public init(title: String, message: String? = nil, buttons: [Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
