#if canImport(UIKit)
  import UIKit

  /// The navigator of an app: a window whose root is a navigation controller.
  ///
  /// `push` and `pop` act on the navigation controller, `present` and `dismiss`
  /// on the view controller shown on top, `setRoot` starts a new navigation
  /// controller with the screen as its root.
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

    /// The view controller on top of everything shown.
    private var top: UIViewController {
      var top: UIViewController = navigationController
      while let presented = top.presentedViewController { top = presented }
      return top
    }

    public func push(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      navigationController.pushViewController(controller, animated: animated)
    }

    public func present(_ screen: AnyObject, animated: Bool) {
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
      navigationController.popViewController(animated: animated)
    }

    public func dismiss(animated: Bool) {
      top.presentingViewController?.dismiss(animated: animated)
    }
  }
#endif
