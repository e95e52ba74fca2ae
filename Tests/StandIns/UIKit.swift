// A stand-in for the part of UIKit (iOS 17/18 SDK, Swift 6) that
// `UIKitNavigator` uses, with UIKit's signatures: for type-checking on Linux,
// and for running flows over it. Not part of any target.
//
// It also behaves like UIKit, synchronously (no animation, no run loop):
// navigation controllers keep their stacks and tell their delegate what they
// show after every change, `present` and `dismiss` keep the chain of
// presented view controllers, and presenting from a view controller that is
// not shown, or that already presents one, is logged and ignored, as UIKit does.
//
// Linux has no Objective-C runtime, so delegate protocols cannot have
// `optional` requirements: their methods are requirements with an empty
// default (a near-miss still warns), and a caller writes
// `delegate?.navigationController(...)` where UIKit needs
// `delegate?.navigationController?(...)`.

@_exported import Foundation

@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }
  open var next: UIResponder? { nil }
}

// MARK: - Views and windows

@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
}

// MARK: - Scenes

@MainActor open class UIScene: UIResponder {}

@MainActor open class UIWindowScene: UIScene {}

@MainActor open class UIWindow: UIView {
  public override init(frame: CGRect) { super.init(frame: frame) }
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var rootViewController: UIViewController? {
    didSet {
      if oldValue !== rootViewController { oldValue?.shownIn = nil }
      rootViewController?.shownIn = self
    }
  }

  open private(set) var isKeyWindow = false
  open var isHidden = true

  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}

// MARK: - View controllers

@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  open var title: String?
  open var isModalInPresentation = false

  /// The window this is the root view controller of.
  weak var shownIn: UIWindow?
  /// The container this is a child of (a navigation controller).
  weak var container: UIViewController?
  var presented: UIViewController?
  weak var presenter: UIViewController?
  var ownPresentationController: UIPresentationController?
  var ownTabBarItem: UITabBarItem?

  /// The item that stands for the view controller in a tab bar, made when first asked for.
  open var tabBarItem: UITabBarItem! {
    get {
      if ownTabBarItem == nil { ownTabBarItem = UITabBarItem() }
      return ownTabBarItem
    }
    set { ownTabBarItem = newValue }
  }

  open var parent: UIViewController? { container }

  /// The ancestor that presents and is presented for this view controller.
  var presentationRoot: UIViewController {
    var root = self
    while let parent = root.container { root = parent }
    return root
  }

  open var presentedViewController: UIViewController? { presentationRoot.presented }
  open var presentingViewController: UIViewController? { presentationRoot.presenter }
  open var isBeingPresented: Bool { false }
  open var isBeingDismissed: Bool { false }

  /// Whether the view controller is in the window hierarchy.
  var isShown: Bool {
    var root = presentationRoot
    while root.shownIn?.rootViewController !== root {
      guard let presenter = root.presenter else { return false }
      root = presenter.presentationRoot
    }
    return true
  }

  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let presenter = presentationRoot
    guard isShown else {
      return log(
        "Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy."
      )
    }
    if let presented = presenter.presented {
      return log(
        "Attempt to present \(viewControllerToPresent) on \(self) which is already presenting \(presented)."
      )
    }
    guard viewControllerToPresent.presenter == nil, viewControllerToPresent.container == nil
    else {
      fatalError("Application tried to present modally a view controller that is already shown.")
    }
    presenter.presented = viewControllerToPresent
    viewControllerToPresent.presenter = presenter
    viewControllerToPresent.presentationController?.presenting = presenter
    completion?()
  }

  /// Dismisses the view controller this one presented and everything above it;
  /// on a view controller that presents nothing, the one that presented it.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    var presenter = presentationRoot
    if presenter.presented == nil {
      guard let presenting = presenter.presenter else {
        completion?()
        return
      }
      presenter = presenting
    }
    var next = presenter.presented
    presenter.presented = nil
    while let dismissed = next {
      next = dismissed.presented
      dismissed.presented = nil
      dismissed.presenter = nil
    }
    completion?()
  }

  func log(_ message: String) {
    FileHandle.standardError.write(Data("[UIKit] \(message)\n".utf8))
  }
}

extension UIViewController {
  /// The nearest navigation controller this view controller is in.
  public var navigationController: UINavigationController? {
    var ancestor = container
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.container
    }
    return nil
  }

  public var presentationController: UIPresentationController? {
    if ownPresentationController == nil {
      ownPresentationController = UIPresentationController(
        presentedViewController: self, presenting: presenter)
    }
    return ownPresentationController
  }
}

extension UIViewController {
  /// The nearest tab bar controller this view controller is in.
  public var tabBarController: UITabBarController? {
    var ancestor = container
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.container
    }
    return nil
  }
}

// MARK: - Tab bars

@MainActor open class UIBarItem: NSObject {
  public override init() { super.init() }
  open var title: String?
}

@MainActor open class UITabBarItem: UIBarItem {
  public override init() { super.init() }
}

@MainActor open class UITabBarController: UIViewController {
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  private var tabs: [UIViewController] = []

  weak open var delegate: (any UITabBarControllerDelegate)?

  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for controller in tabs { controller.container = nil }
    tabs = viewControllers ?? []
    for controller in tabs { controller.container = self }
    if !tabs.indices.contains(selectedIndex) { selectedIndex = 0 }
  }

  /// The index of the selected tab; setting it, as the app does, tells no delegate.
  open var selectedIndex: Int = 0

  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
    set {
      if let index = tabs.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
    }
  }
}

@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

// MARK: - Navigation

@MainActor open class UINavigationController: UIViewController {
  /// Not UIKit's: how many animated transitions navigation controllers made,
  /// for tests that count them (back-to-back animated pops break in UIKit).
  public static var animatedTransitions = 0
  /// Not UIKit's: how many transitions, animated or not.
  public static var transitions = 0

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    adopt([rootViewController])
    stack = [rootViewController]
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

  private var stack: [UIViewController] = []

  weak open var delegate: (any UINavigationControllerDelegate)?

  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      fatalError("Pushing the same view controller instance more than once is not supported")
    }
    adopt([viewController])
    stack.append(viewController)
    didShow(animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    popped.container = nil
    didShow(animated: animated)
    return popped
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for controller in popped { controller.container = nil }
    didShow(animated: animated)
    return popped
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.container = nil
    }
    adopt(viewControllers.filter { controller in !stack.contains { $0 === controller } })
    stack = viewControllers
    didShow(animated: animated)
  }

  private func adopt(_ controllers: [UIViewController]) {
    for controller in controllers {
      if let other = controller.container as? UINavigationController, other !== self {
        other.stack.removeAll { $0 === controller }
      }
      controller.container = self
    }
  }

  /// What UIKit does once a transition ends: tells the delegate.
  private func didShow(animated: Bool) {
    Self.transitions += 1
    if animated { Self.animatedTransitions += 1 }
    guard let top = stack.last else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
    delegate?.navigationController(self, didShow: top, animated: animated)
  }
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

// MARK: - Presentation

@MainActor open class UIPresentationController: NSObject {
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = presentedViewController
    presenting = presentingViewController
    super.init()
  }

  unowned let presented: UIViewController
  weak var presenting: UIViewController?

  open var presentedViewController: UIViewController { presented }
  open var presentingViewController: UIViewController {
    guard let presenting else { fatalError("The view controller is not presented.") }
    return presenting
  }

  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

// MARK: - Alerts

@MainActor open class UIAlertController: UIViewController {
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }

  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    style = preferredStyle
  }

  private var style = Style.alert
  open var message: String?
  open var preferredStyle: UIAlertController.Style { style }
}
