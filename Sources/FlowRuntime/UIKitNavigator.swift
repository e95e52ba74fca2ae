#if canImport(UIKit)
  import UIKit

  /// The navigator of an app: a window whose root is a navigation controller.
  ///
  /// `push` and `pop` act on the navigation controller presented last (else the
  /// window's), `present` shows a screen modally in a navigation controller of
  /// its own, `presentAlert` presents an alert as it is (it goes by itself),
  /// `dismiss` removes the modal on top, `setRoot` starts a new navigation
  /// controller with the screen as its root.
  ///
  /// Pops the user makes (the back button, an edge swipe, a sheet pulled
  /// down) are detected: the navigator is the delegate of the navigation
  /// controllers it uses and of the presentation of the modals it presents.
  /// For every screen the user removed, top first, it calls `onUserBack`,
  /// which apps set to the root coordinator's `didGoBack()`: the flow follows
  /// the user, and may unwind further itself. Alerts go by themselves: that is
  /// no going back.
  ///
  /// A tab container (`makeTabs`) is a `UITabBarController` with one
  /// `UINavigationController` per tab, each driven by a navigator of its own
  /// (whose `setRoot` replaces the tab's stack); shown with `setRoot`, it
  /// becomes the window's root as it is. Its delegate is this navigator: a tab
  /// the user selects is reported to the flow. Screens after a root tab
  /// container are best shown `root` or `modal`: pushes go to the window's
  /// navigation controller, which the tab bar replaced.
  ///
  /// On Linux it is type-checked and run against a stand-in UIKit
  /// (`Tests/StandIns/UIKit.swift`).
  @MainActor
  public final class UIKitNavigator: NSObject, Navigator, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate
  {
    public let window: UIWindow
    /// The window's navigation controller.
    public private(set) var navigationController: UINavigationController
    /// Called once for every screen the user removed, top first.
    public var onUserBack: (@MainActor () -> Void)?

    /// A stack of screens shown: the window's navigation controller, or a
    /// modal (a navigation controller, or an alert presented as a modal).
    private final class Stack {
      let controller: UIViewController
      /// The screens the navigator pushed on it, the top one last.
      var pushed: [UIViewController] = []
      /// Whether the user dismissed it: UIKit removed it, the flow has not yet.
      var isGone = false

      init(_ controller: UIViewController) {
        self.controller = controller
      }

      var navigation: UINavigationController? { controller as? UINavigationController }
    }

    /// The stacks the flow shows, the window's first, the top modal last.
    private var stacks: [Stack]
    /// For a tab's navigator, the tab's navigation controller: `setRoot`
    /// replaces its stack instead of the window's root.
    private let isTab: Bool
    /// What modals are presented from: the window's navigation controller,
    /// or the tab bar controller that `setRoot` made the window's root.
    private var base: UIViewController

    /// A tab bar controller this navigator made, and who hears the tabs the user selects.
    private final class TabBar {
      weak var controller: UITabBarController?
      let onSelect: @MainActor (Int) -> Void

      init(_ controller: UITabBarController, _ onSelect: @escaping @MainActor (Int) -> Void) {
        self.controller = controller
        self.onSelect = onSelect
      }
    }

    private var tabBars: [TabBar] = []

    public init(
      window: UIWindow, navigationController: UINavigationController = UINavigationController()
    ) {
      self.window = window
      self.navigationController = navigationController
      stacks = [Stack(navigationController)]
      isTab = false
      base = navigationController
      super.init()
      navigationController.delegate = self
      if window.rootViewController == nil { window.rootViewController = navigationController }
    }

    /// The navigator of one tab: its screens go on `tab`, a tab's navigation controller.
    private init(window: UIWindow, tab: UINavigationController) {
      self.window = window
      navigationController = tab
      stacks = [Stack(tab)]
      isTab = true
      base = tab
      super.init()
      tab.delegate = self
    }

    /// The view controller on top of everything shown, not counting one on
    /// its way out (an alert whose button was tapped, a modal being dismissed).
    private var top: UIViewController {
      var top: UIViewController = base
      while let presented = top.presentedViewController, !presented.isBeingDismissed {
        top = presented
      }
      return top
    }

    /// The stack pushes go to: the top one with a navigation controller that is still shown.
    private var pushStack: Stack {
      stacks.last { $0.navigation != nil && !$0.isGone } ?? stacks[0]
    }

    public func push(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      let stack = pushStack
      guard let navigation = stack.navigation else { return }
      // The first screen of an empty navigation controller is its root: it cannot be popped.
      if !navigation.viewControllers.isEmpty { stack.pushed.append(controller) }
      navigation.pushViewController(controller, animated: animated)
    }

    /// Presents a screen in a navigation stack of its own, so that screens
    /// pushed after it go on top of it; alerts and navigation controllers are
    /// presented as they are.
    public func present(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      let presented =
        controller is UIAlertController || controller is UINavigationController
        ? controller : UINavigationController(rootViewController: controller)
      let stack = Stack(presented)
      stack.navigation?.delegate = self
      if !(presented is UIAlertController) { presented.presentationController?.delegate = self }
      stacks.append(stack)
      top.present(presented, animated: animated)
    }

    /// Presents an alert (or any screen that dismisses itself) as it is, over
    /// everything shown; it is never dismissed through the navigator.
    public func presentAlert(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      top.present(controller, animated: animated)
    }

    /// Starts a new navigation controller with the screen as its root, as the
    /// window's root; modals shown over the old one are dismissed first.
    public func setRoot(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      if base.presentedViewController != nil {
        base.dismiss(animated: false)
      }
      if isTab {
        navigationController.setViewControllers([controller], animated: animated)
        stacks = [Stack(navigationController)]
        return
      }
      if let tabs = controller as? UITabBarController {
        // A tab bar is the window's root as it is, not inside a navigation controller.
        navigationController = UINavigationController()
        navigationController.delegate = self
        stacks = [Stack(navigationController)]
        base = tabs
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return
      }
      navigationController = UINavigationController(rootViewController: controller)
      navigationController.delegate = self
      base = navigationController
      stacks = [Stack(navigationController)]
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
    }

    // MARK: Tabs

    /// A `UITabBarController` with one `UINavigationController` per tab,
    /// titled after it, each with a navigator of its own; the user's
    /// selections go to `onSelect`, going back in a tab to `onUserBack`.
    public func makeTabs(
      _ tabs: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
    ) -> TabsScreen {
      let controller = UITabBarController()
      let navigations = tabs.map { tab in
        let navigation = UINavigationController()
        navigation.tabBarItem.title = tab.title
        return navigation
      }
      controller.setViewControllers(navigations, animated: false)
      controller.selectedIndex = selected
      controller.delegate = self
      tabBars.removeAll { $0.controller == nil }
      tabBars.append(TabBar(controller, onSelect))
      let navigators = navigations.map { navigation in
        let navigator = UIKitNavigator(window: window, tab: navigation)
        navigator.onUserBack = { [weak self] in self?.onUserBack?() }
        return navigator
      }
      return TabsScreen(
        screen: controller, navigators: navigators,
        select: { [weak controller] index in controller?.selectedIndex = index })
    }

    /// The user selected a tab: the flow hears which.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let bar = tabBars.first(where: { $0.controller === tabBarController }),
        let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController })
      else { return }
      bar.onSelect(index)
    }

    /// Removes the screen pushed last; one the user already popped is only forgotten.
    public func pop(animated: Bool) {
      guard let stack = stacks.last(where: { $0.navigation != nil }),
        let navigation = stack.navigation, let screen = stack.pushed.popLast()
      else { return }
      if navigation.topViewController === screen {
        navigation.popViewController(animated: animated)
      } else if navigation.viewControllers.contains(where: { $0 === screen }) {
        navigation.setViewControllers(
          navigation.viewControllers.filter { $0 !== screen }, animated: animated)
      }
    }

    /// Removes the `count` screens pushed last in one transition: one
    /// `setViewControllers`, never animated pops back to back, which UIKit
    /// does not queue. Screens the user already popped are only forgotten.
    public func pop(count: Int, animated: Bool) {
      guard count > 1 else {
        if count == 1 { pop(animated: animated) }
        return
      }
      guard let stack = stacks.last(where: { $0.navigation != nil }),
        let navigation = stack.navigation
      else { return }
      let gone = stack.pushed.suffix(count)
      stack.pushed.removeLast(gone.count)
      let kept = navigation.viewControllers.filter { shown in !gone.contains { $0 === shown } }
      guard kept.count != navigation.viewControllers.count else { return }
      navigation.setViewControllers(kept, animated: animated)
    }

    /// Dismisses the modal screen on top, with anything presented over it
    /// (an alert still shown goes with it). A modal the user already
    /// dismissed, or an alert on its way out, is only forgotten.
    public func dismiss(animated: Bool) {
      guard stacks.count > 1, let stack = stacks.popLast() else { return }
      let controller = stack.controller
      guard !stack.isGone, !controller.isBeingDismissed,
        let presenting = controller.presentingViewController
      else { return }
      presenting.dismiss(animated: animated)
    }

    // MARK: What the user did

    /// The user popped screens: each one the navigator pushed and the
    /// navigation controller no longer holds goes, top first.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      guard let stack = stacks.first(where: { $0.controller === navigationController }) else {
        return
      }
      while isShown(stack), let last = stack.pushed.last,
        !navigationController.viewControllers.contains(where: { $0 === last })
      {
        stack.pushed.removeLast()
        onUserBack?()
      }
    }

    /// The user dismissed a modal (a sheet pulled down): its screens go, top first.
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {
      let controller = presentationController.presentedViewController
      guard let stack = stacks.first(where: { $0.controller === controller }) else { return }
      stack.isGone = true
      while isShown(stack) {
        if stack.pushed.popLast() == nil { stacks.removeAll { $0 === stack } }
        onUserBack?()
      }
    }

    private func isShown(_ stack: Stack) -> Bool {
      stacks.contains { $0 === stack }
    }
  }
#endif
