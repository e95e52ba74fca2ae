#if canImport(UIKit)
  import UIKit

  /// The navigator of an app: a window whose root is a navigation controller.
  ///
  /// `push` and `pop` act on the navigation controller presented last (else the
  /// window's), `present` shows a screen modally in a navigation controller of
  /// its own, `presentAlert` presents an alert as it is (it goes by itself),
  /// `dismiss` removes the modal on top, `setRoot` starts a new navigation
  /// controller with the screen as its root. A screen that is itself a
  /// navigation controller is presented, never pushed (UIKit does not push
  /// one); a screen presented in a navigation controller of its own keeps
  /// its presentation style, its sheet's detents and whether it is modal in
  /// presentation: the wrapper takes them.
  ///
  /// UIKit animates, and refuses to change a navigation stack or a
  /// presentation while a transition is in flight. So the navigator queues
  /// what the flow asks for (`NavigationCommands`) and runs each command once
  /// UIKit reports the last one finished (the transition coordinator's
  /// completion, a presentation's completion handler, `didShow`); a run of
  /// pushes and pops on one navigation controller becomes one
  /// `setViewControllers`. Its record of the screens shown changes only once
  /// UIKit acted.
  ///
  /// Pops the user makes (the back button, an edge swipe, a sheet pulled
  /// down) are detected: the navigator is the delegate of the navigation
  /// controllers it uses and of the presentation of the modals it presents.
  /// For every screen the user removed, top first, it calls `onUserBack`,
  /// which apps set to the root coordinator's `didGoBack()`: the flow follows
  /// the user, and may unwind further itself. An edge swipe the user
  /// cancels changes nothing, and a screen the navigator pushed or removed
  /// itself is never taken for the user's. Alerts go by themselves: that is
  /// no going back. A screen the flow shows without a way back
  /// (`preventGoingBack(from:)`) hides its back button, is modal in
  /// presentation, and turns the edge swipe off while it is on top.
  ///
  /// A tab container (`makeTabs`) is a `UITabBarController` with one
  /// `UINavigationController` per tab, each driven by a navigator of its own
  /// (whose `setRoot` replaces the tab's stack); shown with `setRoot`, it
  /// becomes the window's root as it is. Its delegate is this navigator: a tab
  /// the user selects is reported to the flow, one picked from the More list
  /// (a sixth tab on an iPhone) included. Screens after a root tab container
  /// are best shown `root` or `modal`: pushes go to the window's navigation
  /// controller, which the tab bar replaced. A tab's modals are presented
  /// from its navigation controller, which UIKit presents from the tab bar
  /// controller: they cover the tab bar. UIKit refuses to present from a tab
  /// that is not selected (its view is not in the window), so a tab's
  /// navigator holds what it presents (and what follows) until its tab is
  /// selected.
  ///
  /// Pages (`makeContainer(.pages, ...)`) are a `UIPageViewController`
  /// with one `UINavigationController` per page, run as tabs are: a page
  /// the user swipes to is reported once it has turned, a page the flow
  /// selects turns (animated), and a page not shown holds its modals. A
  /// split view (`.split`, two children) is, from iOS 14 and tvOS 14, a
  /// `UISplitViewController` of the column style (`.doubleColumn`) with one
  /// navigation controller per column; the selection is the column shown
  /// when it collapses, a selection the flow makes shows that column
  /// (`show(_:)`), and a column the user brings forward is reported. Before
  /// iOS 14 a split view is made as tabs. Both become the window's root as
  /// they are when shown with `setRoot`.
  ///
  /// On Linux it is type-checked and run against a stand-in UIKit
  /// (`Tests/StandIns/UIKit.swift`).
  @MainActor
  public final class UIKitNavigator: NSObject, Navigator, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate,
    UIPageViewControllerDataSource, UIPageViewControllerDelegate
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
      /// Whether the user dismissed it (UIKit removed it, the flow has not
      /// yet), or UIKit never showed it.
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
    /// For a page's navigator, whether its page is not the one shown (a page
    /// not shown has no parent to ask).
    private var isHiddenPage: (@MainActor () -> Bool)?
    /// What modals are presented from: the window's navigation controller,
    /// or the tab bar controller that `setRoot` made the window's root.
    private var base: UIViewController
    /// What the flow asked for that UIKit has not done yet.
    private var commands = NavigationCommands<UIViewController>()
    /// Whether a command waits for UIKit to finish a transition.
    private var isWaiting = false
    /// Whether commands are being run (a completion UIKit calls at once does not run them again).
    private var isRunning = false
    /// The navigation controller a command is changing: what it shows meanwhile is no user's pop.
    private weak var changing: UINavigationController?

    /// A container this navigator made (a tab bar, page or split view
    /// controller), and who hears the tabs, pages or columns the user selects.
    @MainActor private final class TabBar {
      weak var controller: UIViewController?
      /// A page view's pages, in order (empty for other containers).
      var pages: [UINavigationController] = []
      /// A split view's delegate, which the split view holds weakly.
      var delegate: AnyObject?
      let onSelect: @MainActor (Int) -> Void
      /// The tab the flow knows is selected.
      var selected: Int
      /// Each tab's navigator, which runs what it holds once its tab is selected.
      var navigators: [() -> UIKitNavigator?] = []

      init(
        _ controller: UIViewController, selected: Int,
        _ onSelect: @escaping @MainActor (Int) -> Void
      ) {
        self.controller = controller
        self.selected = selected
        self.onSelect = onSelect
      }

      /// The user selected tab `index`: the flow hears it, once.
      func select(_ index: Int) {
        guard index != selected else { return }
        selected = index
        onSelect(index)
        shown(index)
      }

      /// Tab `index` is shown: its navigator presents what it held.
      func shown(_ index: Int) {
        if navigators.indices.contains(index) { navigators[index]()?.run() }
      }
    }

    private var tabBars: [TabBar] = []

    /// The delegate of a split view: a column the user brings forward goes
    /// to the flow, and collapsing shows the column selected.
    @available(iOS 14, tvOS 14, *)
    @MainActor private final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
      private weak var bar: TabBar?

      init(_ bar: TabBar) {
        self.bar = bar
      }

      func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
      ) {
        guard column == .primary || column == .secondary else { return }
        bar?.select(column == .primary ? 0 : 1)
      }

      func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
      ) -> UISplitViewController.Column {
        guard let bar else { return proposedTopColumn }
        return bar.selected == 0 ? .primary : .secondary
      }
    }

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

    /// The stack pops act on: the top one with a navigation controller.
    private var popStack: Stack? {
      stacks.last { $0.navigation != nil }
    }

    // MARK: What the flow asks for

    /// Pushes the screen; one that is a navigation controller is presented instead.
    public func push(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      if controller is UINavigationController { return present(controller, animated: animated) }
      commands.append(.push(controller, animated: animated))
      run()
    }

    /// Presents a screen in a navigation stack of its own, so that screens
    /// pushed after it go on top of it; alerts and navigation controllers are
    /// presented as they are.
    public func present(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      commands.append(.present(controller, animated: animated))
      run()
    }

    /// Presents an alert (or any screen that dismisses itself) as it is, over
    /// everything shown; it is never dismissed through the navigator.
    public func presentAlert(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      commands.append(.presentAlert(controller, animated: animated))
      run()
    }

    /// Starts a new navigation controller with the screen as its root, as the
    /// window's root; modals shown over the old one are dismissed first.
    public func setRoot(_ screen: AnyObject, animated: Bool) {
      guard let controller = screen as? UIViewController else { return }
      commands.append(.setRoot(controller, animated: animated))
      run()
    }

    /// Removes the screen pushed last; one the user already popped is only forgotten.
    public func pop(animated: Bool) {
      pop(count: 1, animated: animated)
    }

    /// Removes the `count` screens pushed last in one transition: one
    /// `setViewControllers`, never animated pops back to back, which UIKit
    /// does not queue. Screens the user already popped are only forgotten.
    public func pop(count: Int, animated: Bool) {
      guard count > 0 else { return }
      commands.append(.pop(count: count, animated: animated))
      run()
    }

    /// Dismisses the modal screen on top, with anything presented over it
    /// (an alert still shown goes with it). A modal the user already
    /// dismissed, or an alert on its way out, is only forgotten.
    public func dismiss(animated: Bool) {
      commands.append(.dismiss(animated: animated))
      run()
    }

    /// Hides the screen's back button and makes it modal in presentation (a
    /// sheet the user cannot pull down); the edge swipe is off while it is on
    /// top of its navigation controller.
    public func preventGoingBack(from screen: AnyObject) {
      guard let controller = screen as? UIViewController else { return }
      controller.navigationItem.hidesBackButton = true
      controller.isModalInPresentation = true
    }

    // MARK: Running the commands

    /// Runs the commands UIKit can take now, in order, until one waits for
    /// a transition to end or UIKit is busy with one it did not start here.
    private func run() {
      guard !isRunning else { return }
      isRunning = true
      defer { isRunning = false }
      while !isWaiting, let command = commands.first {
        if let transition = transitionInFlight() {
          wait(for: transition)
          continue
        }
        switch command {
        case .push, .pop:
          // UIKit refused the change: it waits for the next transition to end.
          guard runStackChanges() else { return }
        case .present(let controller, let animated):
          if isHiddenTab { return }
          commands.removeFirst()
          runPresent(controller, animated: animated)
        case .presentAlert(let controller, let animated):
          if isHiddenTab { return }
          commands.removeFirst()
          isWaiting = true
          top.present(controller, animated: animated) { [weak self] in self?.finished() }
          if controller.presentingViewController == nil { isWaiting = false }
        case .setRoot(let controller, let animated):
          commands.removeFirst()
          runSetRoot(controller, animated: animated)
        case .dismiss(let animated):
          commands.removeFirst()
          runDismiss(animated: animated)
        }
      }
    }

    /// Whether this is a tab's navigator whose tab is not selected: UIKit
    /// presents nothing from it until it is (the selection runs it again).
    private var isHiddenTab: Bool {
      guard isTab else { return false }
      if let isHiddenPage { return isHiddenPage() }
      guard let tabs = navigationController.tabBarController else { return false }
      return tabs.selectedViewController !== navigationController
    }

    /// The transition UIKit is in the middle of where the navigator acts,
    /// if any: a push or pop (the user's included), a presentation or a
    /// dismissal (an alert going after a tap included).
    private func transitionInFlight() -> (any UIViewControllerTransitionCoordinator)? {
      for stack in stacks {
        if let coordinator = stack.navigation?.transitionCoordinator { return coordinator }
      }
      var controller: UIViewController? = base
      while let current = controller {
        if current.isBeingPresented || current.isBeingDismissed,
          let coordinator = current.transitionCoordinator
        {
          return coordinator
        }
        controller = current.presentedViewController
      }
      return nil
    }

    /// Waits for `transition` to end (or be cancelled) before running more.
    private func wait(for transition: any UIViewControllerTransitionCoordinator) {
      isWaiting = true
      let queued = transition.animate(alongsideTransition: nil) { [weak self] _ in
        self?.finished()
      }
      if !queued { isWaiting = false }
    }

    /// UIKit finished what the navigator waited for.
    private func finished() {
      isWaiting = false
      run()
    }

    /// Runs the pushes and pops at the head of the queue that go to one
    /// navigation controller as one change: a push or a pop alone as UIKit's
    /// own, more than one as one `setViewControllers`. False if UIKit
    /// refused the change: the commands stay.
    private func runStackChanges() -> Bool {
      let stack: Stack
      switch commands.first {
      case .push?: stack = pushStack
      case .pop?:
        guard let popStack else {
          commands.removeFirst()
          return true
        }
        stack = popStack
      default: return true
      }
      guard let navigation = stack.navigation else {
        commands.removeFirst()
        return true
      }
      let run = commands.stackChanges { command in
        switch command {
        case .push: pushStack === stack
        case .pop: popStack === stack
        default: false
        }
      }
      let shown = navigation.viewControllers
      var screens = shown
      var pushed = stack.pushed
      for command in run {
        switch command {
        case .push(let controller, _):
          // The first screen of an empty navigation controller is its root: it cannot be popped.
          if !screens.isEmpty { pushed.append(controller) }
          screens.append(controller)
        case .pop(let count, _):
          let gone = pushed.suffix(count)
          pushed.removeLast(gone.count)
          screens.removeAll { screen in gone.contains { $0 === screen } }
        default: break
        }
      }
      commands.removeFirst(run.count)
      let animated = run.contains { $0.isAnimated }
      let same = screens.count == shown.count && zip(screens, shown).allSatisfy { $0 === $1 }
      guard !same else {
        stack.pushed = pushed
        return true
      }
      changing = navigation
      defer { changing = nil }
      if run.count == 1, case .push(let controller, _) = run[0] {
        navigation.pushViewController(controller, animated: animated)
      } else if screens.count == shown.count - 1,
        zip(screens, shown).allSatisfy({ $0 === $1 })
      {
        navigation.popViewController(animated: animated)
      } else {
        navigation.setViewControllers(screens, animated: animated)
      }
      let now = navigation.viewControllers
      guard now.count == screens.count, zip(now, screens).allSatisfy({ $0 === $1 }) else {
        // UIKit refused: nothing changed, the commands wait for the next turn.
        commands.prepend(run)
        return false
      }
      stack.pushed = pushed
      allowEdgeSwipe(on: navigation)
      if let transition = navigation.transitionCoordinator { wait(for: transition) }
      return true
    }

    private func runPresent(_ controller: UIViewController, animated: Bool) {
      let presented =
        controller is UIAlertController || controller is UINavigationController
        ? controller : wrapped(controller)
      let stack = Stack(presented)
      stack.navigation?.delegate = self
      if !(presented is UIAlertController) { presented.presentationController?.delegate = self }
      isWaiting = true
      top.present(presented, animated: animated) { [weak self] in self?.finished() }
      if presented.presentingViewController == nil {
        // UIKit refused it: a dismissal later only forgets it.
        isWaiting = false
        stack.isGone = true
      }
      stacks.append(stack)
    }

    /// A navigation controller holding `controller`, presented as the
    /// screen would have been: its style, its sheet's detents, and whether
    /// it may be pulled down.
    private func wrapped(_ controller: UIViewController) -> UINavigationController {
      let navigation = UINavigationController(rootViewController: controller)
      navigation.modalPresentationStyle = controller.modalPresentationStyle
      navigation.isModalInPresentation = controller.isModalInPresentation
      // Sheets with detents: iOS 15 and later, not tvOS.
      #if !os(tvOS)
        if #available(iOS 15, *), let sheet = controller.sheetPresentationController,
          let wrapper = navigation.sheetPresentationController
        {
          wrapper.detents = sheet.detents
          wrapper.selectedDetentIdentifier = sheet.selectedDetentIdentifier
          wrapper.largestUndimmedDetentIdentifier = sheet.largestUndimmedDetentIdentifier
          wrapper.prefersGrabberVisible = sheet.prefersGrabberVisible
          wrapper.prefersScrollingExpandsWhenScrolledToEdge =
            sheet.prefersScrollingExpandsWhenScrolledToEdge
          wrapper.preferredCornerRadius = sheet.preferredCornerRadius
        }
      #endif
      return navigation
    }

    private func runSetRoot(_ controller: UIViewController, animated: Bool) {
      if base.presentedViewController != nil {
        base.dismiss(animated: false)
      }
      if isTab {
        changing = navigationController
        navigationController.setViewControllers([controller], animated: animated)
        changing = nil
        stacks = [Stack(navigationController)]
        allowEdgeSwipe(on: navigationController)
        if let transition = navigationController.transitionCoordinator { wait(for: transition) }
        return
      }
      if controller is UITabBarController
        || tabBars.contains(where: { $0.controller === controller })
      {
        // A tab bar (a page or split view this navigator made) is the
        // window's root as it is, not inside a navigation controller.
        navigationController = UINavigationController()
        navigationController.delegate = self
        stacks = [Stack(navigationController)]
        base = controller
        window.rootViewController = controller
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

    private func runDismiss(animated: Bool) {
      guard stacks.count > 1, let stack = stacks.popLast() else { return }
      let controller = stack.controller
      guard !stack.isGone, !controller.isBeingDismissed,
        let presenting = controller.presentingViewController
      else { return }
      isWaiting = true
      presenting.dismiss(animated: animated) { [weak self] in self?.finished() }
      if !controller.isBeingDismissed && controller.presentingViewController != nil {
        isWaiting = false
      }
    }

    /// The edge swipe pops the screen on top only if it has a way back.
    private func allowEdgeSwipe(on navigation: UINavigationController) {
      // tvOS has no edge swipe.
      #if !os(tvOS)
        let blocked = navigation.topViewController?.navigationItem.hidesBackButton ?? false
        navigation.interactivePopGestureRecognizer?.isEnabled = !blocked
      #endif
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
      // A tab picked from the More list shows there: its navigation controller tells.
      controller.moreNavigationController.delegate = self
      tabBars.removeAll { $0.controller == nil }
      let bar = TabBar(controller, selected: selected, onSelect)
      tabBars.append(bar)
      let navigators = navigations.map { navigation in
        let navigator = UIKitNavigator(window: window, tab: navigation)
        navigator.onUserBack = { [weak self] in self?.onUserBack?() }
        return navigator
      }
      bar.navigators = navigators.map { navigator in { [weak navigator] in navigator } }
      return TabsScreen(
        screen: controller, navigators: navigators,
        select: { [weak controller, weak bar] index in
          bar?.selected = index
          controller?.selectedIndex = index
          bar?.shown(index)
        })
    }

    // MARK: Pages and split views

    /// A page view (`pages`) or, from iOS 14, a split view (`split`); tabs
    /// otherwise, and for a split view before iOS 14 (or of other than two
    /// columns): a `UITabBarController`, as `makeTabs`.
    public func makeContainer(
      _ kind: ContainerKind, _ items: [FlowTab], selected: Int,
      onSelect: @escaping @MainActor (Int) -> Void
    ) -> TabsScreen {
      switch kind {
      case .pages where !items.isEmpty:
        return makePages(items, selected: selected, onSelect: onSelect)
      case .split where items.count == 2:
        if #available(iOS 14, tvOS 14, *) {
          return makeSplit(items, selected: selected, onSelect: onSelect)
        }
        return makeTabs(items, selected: selected, onSelect: onSelect)
      default:
        return makeTabs(items, selected: selected, onSelect: onSelect)
      }
    }

    /// The navigators of a container's navigation controllers, each going
    /// back through `onUserBack`, which `bar` runs once its child shows.
    private func navigators(
      _ navigations: [UINavigationController], _ bar: TabBar
    ) -> [UIKitNavigator] {
      let navigators = navigations.map { navigation in
        let navigator = UIKitNavigator(window: window, tab: navigation)
        navigator.onUserBack = { [weak self] in self?.onUserBack?() }
        return navigator
      }
      bar.navigators = navigators.map { navigator in { [weak navigator] in navigator } }
      return navigators
    }

    /// A `UIPageViewController` (scrolling, horizontal) showing one
    /// `UINavigationController` per page, the selected one shown. The user's
    /// swipes go to `onSelect` once the page has turned; a selection the flow
    /// makes turns the page (animated), and a page's navigator presents
    /// what it held once its page is shown, as a tab's does.
    private func makePages(
      _ items: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
    ) -> TabsScreen {
      let controller = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal)
      let navigations = items.map { item in
        let navigation = UINavigationController()
        navigation.title = item.title
        return navigation
      }
      let first = navigations.indices.contains(selected) ? selected : 0
      controller.setViewControllers([navigations[first]], direction: .forward, animated: false)
      controller.dataSource = self
      controller.delegate = self
      tabBars.removeAll { $0.controller == nil }
      let bar = TabBar(controller, selected: first, onSelect)
      bar.pages = navigations
      tabBars.append(bar)
      let navigators = navigators(navigations, bar)
      for (navigator, page) in zip(navigators, navigations) {
        navigator.isHiddenPage = { [weak controller, weak page] in
          controller?.viewControllers?.contains { $0 === page } != true
        }
      }
      return TabsScreen(
        screen: controller, navigators: navigators,
        select: { [weak controller, weak bar] index in
          guard let controller, let bar, bar.pages.indices.contains(index) else { return }
          let page = bar.pages[index]
          guard controller.viewControllers?.first !== page else {
            bar.selected = index
            return bar.shown(index)
          }
          let direction: UIPageViewController.NavigationDirection =
            index < bar.selected ? .reverse : .forward
          bar.selected = index
          controller.setViewControllers([page], direction: direction, animated: true) {
            [weak bar] _ in bar?.shown(index)
          }
        })
    }

    /// The page before the one shown, none before the first.
    public func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      page(of: pageViewController, beside: viewController, by: -1)
    }

    /// The page after the one shown, none after the last.
    public func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      page(of: pageViewController, beside: viewController, by: 1)
    }

    private func page(
      of pageViewController: UIPageViewController, beside page: UIViewController, by offset: Int
    ) -> UIViewController? {
      guard let bar = tabBars.first(where: { $0.controller === pageViewController }),
        let index = bar.pages.firstIndex(where: { $0 === page }),
        bar.pages.indices.contains(index + offset)
      else { return nil }
      return bar.pages[index + offset]
    }

    /// The user turned the page: the flow hears which page shows.
    public func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      guard completed, let bar = tabBars.first(where: { $0.controller === pageViewController }),
        let shown = pageViewController.viewControllers?.first,
        let index = bar.pages.firstIndex(where: { $0 === shown })
      else { return }
      bar.select(index)
    }

    /// A `UISplitViewController` of the column style (`.doubleColumn`, one
    /// column beside the other) with one `UINavigationController` per
    /// column, the first tab the primary column, the second the secondary.
    /// `selected` is the column a collapsed split view shows (the delegate
    /// answers `topColumnForCollapsingToProposedTopColumn`); a selection the
    /// flow makes (a link into a column) shows that column, and a column
    /// the user brings forward (`willShow`) goes to `onSelect`.
    @available(iOS 14, tvOS 14, *)
    private func makeSplit(
      _ items: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
    ) -> TabsScreen {
      let controller = UISplitViewController(style: .doubleColumn)
      controller.preferredDisplayMode = .oneBesideSecondary
      let navigations = items.map { item in
        let navigation = UINavigationController()
        navigation.title = item.title
        return navigation
      }
      controller.setViewController(navigations[0], for: .primary)
      controller.setViewController(navigations[1], for: .secondary)
      tabBars.removeAll { $0.controller == nil }
      let bar = TabBar(controller, selected: selected, onSelect)
      tabBars.append(bar)
      if selected == 1 { controller.show(.secondary) }
      let delegate = SplitDelegate(bar)
      bar.delegate = delegate
      controller.delegate = delegate
      return TabsScreen(
        screen: controller, navigators: navigators(navigations, bar),
        select: { [weak controller, weak bar] index in
          bar?.selected = index
          controller?.show(index == 0 ? .primary : .secondary)
          bar?.shown(index)
        })
    }

    /// The user selected a tab: the flow hears which. The More item is no
    /// tab: the tab the user then picks from its list comes through the More
    /// navigation controller (`didShow`).
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let bar = tabBars.first(where: { $0.controller === tabBarController }),
        let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController })
      else { return }
      bar.select(index)
    }

    // MARK: What the user did

    /// A navigation controller will show a screen: the edge swipe is off if
    /// that screen has no way back. For a transition the navigator did not
    /// start (the user's pop), queued commands run once it ends or is cancelled.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      allowEdgeSwipe(on: navigationController)
      if changing !== navigationController,
        let transition = navigationController.transitionCoordinator
      {
        transition.animate(alongsideTransition: nil) { [weak self, weak navigationController] _ in
          // A cancelled edge swipe puts the screen back: its rule is back too.
          if let navigationController { self?.allowEdgeSwipe(on: navigationController) }
          self?.run()
        }
      }
    }

    /// The user popped screens: each one the navigator pushed, UIKit showed,
    /// and the navigation controller no longer holds goes, top first. A
    /// change the navigator is making itself is none of the user's.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      if let bar = tabBars.first(where: {
        ($0.controller as? UITabBarController)?.moreNavigationController === navigationController
      }) {
        if let index = (bar.controller as? UITabBarController)?.viewControllers?.firstIndex(
          where: { $0 === viewController })
        {
          bar.select(index)
        }
        return
      }
      if changing !== navigationController,
        let stack = stacks.first(where: { $0.controller === navigationController })
      {
        while isShown(stack), let last = stack.pushed.last,
          !navigationController.viewControllers.contains(where: { $0 === last })
        {
          stack.pushed.removeLast()
          onUserBack?()
        }
      }
      allowEdgeSwipe(on: navigationController)
      run()
    }

    /// The user dismissed a modal (a sheet pulled down): its screens go, top first.
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {
      let controller = presentationController.presentedViewController
      if let stack = stacks.first(where: { $0.controller === controller }) {
        stack.isGone = true
        while isShown(stack) {
          if stack.pushed.popLast() == nil { stacks.removeAll { $0 === stack } }
          onUserBack?()
        }
      }
      run()
    }

    private func isShown(_ stack: Stack) -> Bool {
      stacks.contains { $0 === stack }
    }
  }
#endif
