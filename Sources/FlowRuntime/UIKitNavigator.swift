#if canImport(UIKit)
  import UIKit

  /// The navigator of an app: a window whose root is a navigation controller.
  ///
  /// `push` and `pop` act on the navigation controller presented last (else the
  /// window's), `present` shows a screen modally in a navigation controller of
  /// its own, `presentAlert` presents an alert as it is (it goes by itself),
  /// `dismiss` removes the modal on top, `setRoot` starts a new navigation
  /// controller with the screen as its root. Not compiled on Linux: check it
  /// in an app target.
  @MainActor
  public final class UIKitNavigator: Navigator {
    public let window: UIWindow
    public private(set) var navigationController: UINavigationController

    public init(
      window: UIWindow, navigationController: UINavigationController = UINavigationController()
    ) {
      self.window = window
      self.navigationController = navigationController
      if window.rootViewController == nil { window.rootViewController = navigationController }
    }

    /// The view controller on top of everything shown, not counting an alert
    /// on its way out (its button was tapped, the flow is moving on).
    private var top: UIViewController {
      var top: UIViewController = navigationController
      while let presented = top.presentedViewController,
        !(presented is UIAlertController && presented.isBeingDismissed)
      {
        top = presented
      }
      return top
    }

    /// The navigation controller pushes go to: the one presented last, else the window's.
    private var currentNavigation: UINavigationController {
      var top: UIViewController = navigationController
      var navigation = navigationController
      while let presented = top.presentedViewController {
        top = presented
        if let presentedNavigation = presented as? UINavigationController {
          navigation = presentedNavigation
        }
      }
      return navigation
    }

    public func push(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      currentNavigation.pushViewController(controller, animated: animated)
    }

    /// Presents a screen in a navigation stack of its own, so that screens
    /// pushed after it go on top of it; alerts and navigation controllers are
    /// presented as they are.
    public func present(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      let presented =
        controller is UIAlertController || controller is UINavigationController
        ? controller : UINavigationController(rootViewController: controller)
      top.present(presented, animated: animated)
    }

    /// Presents an alert (or any screen that dismisses itself) as it is, over
    /// everything shown; it is never dismissed through the navigator.
    public func presentAlert(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      top.present(controller, animated: animated)
    }

    public func setRoot(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      navigationController = UINavigationController(rootViewController: controller)
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
    }

    public func pop(animated: Bool) {
      currentNavigation.popViewController(animated: animated)
    }

    /// Dismisses the modal screen on top. The flow never dismisses alerts:
    /// one still shown over that screen goes with it.
    public func dismiss(animated: Bool) {
      var screen = top
      while screen is UIAlertController, let presenting = screen.presentingViewController {
        screen = presenting
      }
      screen.presentingViewController?.dismiss(animated: animated)
    }
  }
#endif
