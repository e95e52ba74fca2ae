/// How a screen is shown.
public enum Presentation: String, Sendable, CaseIterable {
  /// Pushed on the navigation stack.
  case push
  /// Presented modally over what is shown.
  case modal
  /// Replaces the window's root.
  case root
  /// Presented over what is shown, and gone by itself when the user taps one
  /// of its buttons (`UIAlertController`, an action sheet): never dismissed
  /// by the flow.
  case alert
}

/// Where coordinators show screens. Flows never touch UIKit themselves: they
/// ask a navigator, so they run in tests on any platform (see
/// `RecordingNavigator`) and in apps through `UIKitNavigator`.
///
/// A screen is any object: a `UIViewController` in an app, anything in a test.
@MainActor
public protocol Navigator: AnyObject {
  /// Pushes a screen on the navigation stack.
  func push(_ screen: AnyObject, animated: Bool)
  /// Presents a screen modally.
  func present(_ screen: AnyObject, animated: Bool)
  /// Makes a screen the window's root, replacing everything shown.
  func setRoot(_ screen: AnyObject, animated: Bool)
  /// Removes the screen pushed last.
  func pop(animated: Bool)
  /// Dismisses the screen presented last.
  func dismiss(animated: Bool)
  /// Presents a screen that dismisses itself when the user taps it (an
  /// alert): nothing ever dismisses it through the navigator.
  func presentAlert(_ screen: AnyObject, animated: Bool)
}

extension Navigator {
  /// Shows a screen the way a spec's `present` says.
  public func show(_ screen: AnyObject, _ presentation: Presentation, animated: Bool = true) {
    switch presentation {
    case .push: push(screen, animated: animated)
    case .modal: present(screen, animated: animated)
    case .root: setRoot(screen, animated: animated)
    case .alert: presentAlert(screen, animated: animated)
    }
  }

  /// By default, an alert is presented as a modal screen is.
  public func presentAlert(_ screen: AnyObject, animated: Bool) {
    present(screen, animated: animated)
  }
}

/// A navigator that shows nothing and remembers everything: for tests of
/// flows, on any platform. It keeps the stack a UIKit app would have.
@MainActor
public final class RecordingNavigator: Navigator {
  /// One call to the navigator.
  public enum Event: Equatable, Sendable, CustomStringConvertible {
    case push(String)
    case present(String)
    case setRoot(String)
    case alert(String)
    case pop
    case dismiss

    public var description: String {
      switch self {
      case .push(let name): "push \(name)"
      case .present(let name): "present \(name)"
      case .setRoot(let name): "setRoot \(name)"
      case .alert(let name): "alert \(name)"
      case .pop: "pop"
      case .dismiss: "dismiss"
      }
    }
  }

  /// Every call so far, in order.
  public private(set) var events: [Event] = []
  /// Whether each call in `events` was animated, in the same order.
  public private(set) var animations: [Bool] = []
  /// The navigation stack: the root first, then pushed screens.
  public private(set) var stack: [AnyObject] = []
  /// Screens presented modally, the one on top last.
  public private(set) var presented: [AnyObject] = []

  public init() {}

  /// The screen on top: the last presented one, else the top of the stack.
  public var visible: AnyObject? { presented.last ?? stack.last }

  public func push(_ screen: AnyObject, animated: Bool) {
    events.append(.push(Self.name(of: screen)))
    animations.append(animated)
    stack.append(screen)
  }

  public func present(_ screen: AnyObject, animated: Bool) {
    events.append(.present(Self.name(of: screen)))
    animations.append(animated)
    presented.append(screen)
  }

  public func setRoot(_ screen: AnyObject, animated: Bool) {
    events.append(.setRoot(Self.name(of: screen)))
    animations.append(animated)
    stack = [screen]
    presented = []
  }

  /// Records the alert; it is not kept in `presented`, since it goes by itself.
  public func presentAlert(_ screen: AnyObject, animated: Bool) {
    events.append(.alert(Self.name(of: screen)))
    animations.append(animated)
  }

  public func pop(animated: Bool) {
    events.append(.pop)
    animations.append(animated)
    if stack.count > 1 { stack.removeLast() }
  }

  public func dismiss(animated: Bool) {
    events.append(.dismiss)
    animations.append(animated)
    if !presented.isEmpty { presented.removeLast() }
  }

  /// A screen's name in events: its `description` if it has one, else its type.
  static func name(of screen: AnyObject) -> String {
    (screen as? CustomStringConvertible)?.description ?? String(describing: type(of: screen))
  }
}
