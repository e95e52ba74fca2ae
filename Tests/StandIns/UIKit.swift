// A stand-in for the part of UIKit (iOS 17/18 SDK, Swift 6) that
// `UIKitNavigator` uses, with UIKit's signatures: for type-checking on Linux,
// and for running flows over it. Not part of any target.
//
// It also behaves like UIKit: navigation controllers keep their stacks and
// tell their delegate what they show, `present` and `dismiss` keep the chain
// of presented view controllers, and presenting from a view controller that
// is not shown, or that already presents one, is logged and ignored, as UIKit
// does. It runs in one of two modes (`UIKitStandIn.animationsEndLater`):
//
// - Animations end at once (the default): every transition is over when the
//   call returns, and the delegate has heard of it.
// - Animations end later, as UIKit's do: an animated transition is in flight
//   until the program ends it (`UIKitStandIn.finishAnimations()`, a run loop
//   turning). Meanwhile UIKit's documented refusals apply: a push waits for the
//   transition to end (`viewControllers` does not hold it yet); a pop,
//   `popToViewController`, `setViewControllers` and a dismissal are refused
//   ("the navigation stack will not be updated", "while a presentation or
//   dismiss is in progress"); presenting while a presentation animates is
//   refused; `isBeingPresented` / `isBeingDismissed` hold during the
//   animation; `navigationController(_:didShow:animated:)` comes after it, and
//   the transition coordinator runs its completions then. An interactive pop
//   (the edge swipe) can be cancelled: the stack is restored and `didShow`
//   never comes.
//
// In both modes pushing a navigation controller traps, as UIKit raises
// "Pushing a navigation controller is not supported", and a tab bar
// controller with more than five tabs shows four and "More" (an iPhone's
// compact width): `tabBarController(_:didSelect:)` then receives
// `moreNavigationController`, and a tab picked from the More list is pushed
// on that navigation controller, which tells its delegate. A page view
// controller shows one page (a turn animates; only the page shown is in the
// window); a split view controller is expanded: every column shows.
//
// What the user does (the back button, the edge swipe, a sheet pulled down, a
// tab tapped) is not UIKit's API: it is marked "Not UIKit's", and goes through
// UIKit's own checks (no back button on a screen that hides it, no touches
// during a transition, no pulling down a sheet that is modal in presentation).
//
// Linux has no Objective-C runtime, so delegate protocols cannot have
// `optional` requirements: their methods are requirements with an empty
// default (a near-miss still warns), and a caller writes
// `delegate?.navigationController(...)` where UIKit needs
// `delegate?.navigationController?(...)`.

@_exported import Foundation

// MARK: - Animations (not UIKit's)

/// Not UIKit's: how the stand-in runs animations, for the program that drives it.
@MainActor public enum UIKitStandIn {
  /// Whether animated transitions end later, as UIKit's do, instead of at once.
  public static var animationsEndLater = false
  /// The ends of the animations in flight, oldest first.
  static var inFlight: [() -> Void] = []
  /// Everything the stand-in refused or deferred, as UIKit logs it, oldest first.
  public static var log: [String] = []
  /// Whether what is logged is also written to the standard error, as UIKit's console.
  public static var echoesLog = true

  /// Whether an animation is in flight.
  public static var isAnimating: Bool { !inFlight.isEmpty }

  /// Ends the animations in flight, and those their completions start, oldest
  /// first: the run loop turning until nothing animates.
  public static func finishAnimations() {
    var turns = 0
    while !inFlight.isEmpty, turns < 100_000 {
      inFlight.removeFirst()()
      turns += 1
    }
  }

  /// Ends the animation that started first, only.
  public static func finishOneAnimation() {
    if !inFlight.isEmpty { inFlight.removeFirst()() }
  }

  /// Runs `end` now, or once the animation ends if `animated` and animations end later.
  static func animate(_ animated: Bool, _ end: @escaping () -> Void) {
    if animated && animationsEndLater { inFlight.append(end) } else { end() }
  }

  static func log(_ message: String) {
    log.append(message)
    guard echoesLog else { return }
    FileHandle.standardError.write(Data("[UIKit] \(message)\n".utf8))
  }
}

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

// MARK: - Gestures

@MainActor open class UIGestureRecognizer: NSObject {
  /// UIKit's is `init(target:action:)`; the stand-in has no selectors.
  override init() { super.init() }
  open var isEnabled = true
}

// MARK: - Transitions

public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var initiallyInteractive: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// What UIKit makes for a transition and keeps in `transitionCoordinator` while it lasts.
@MainActor final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let initiallyInteractive: Bool
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  private(set) var isComplete = false
  weak var from: UIViewController?
  weak var to: UIViewController?
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []

  init(animated: Bool, interactive: Bool = false, from: UIViewController?, to: UIViewController?) {
    isAnimated = animated
    initiallyInteractive = interactive
    isInteractive = interactive
    self.from = from
    self.to = to
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : to
  }

  /// Queues the completion for the end of the transition; false once it ended, as UIKit's does.
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isComplete else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// The user let go: the transition is no longer interactive, and finishes or is cancelled.
  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  /// The transition ended: the completions run.
  func complete() {
    isComplete = true
    let completions = self.completions
    self.completions = []
    for completion in completions { completion(self) }
  }
}

// MARK: - View controllers

public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2

  /// Whether UIKit shows it as a sheet the user can pull down (iOS 13 and later, on iPhone).
  var isSheet: Bool { [.automatic, .pageSheet, .formSheet].contains(self) }
}

@MainActor open class UINavigationItem: NSObject {
  public init(title: String) {
    self.title = title
    super.init()
  }

  public required init?(coder: NSCoder) { super.init() }

  open var title: String?
  open var hidesBackButton = false

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}

@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  open var title: String?
  open var isModalInPresentation = false
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  /// The window this is the root view controller of.
  weak var shownIn: UIWindow?
  /// The container this is a child of (a navigation controller).
  weak var container: UIViewController?
  var presented: UIViewController?
  weak var presenter: UIViewController?
  var ownPresentationController: UIPresentationController?
  var ownTabBarItem: UITabBarItem?
  var ownNavigationItem: UINavigationItem?
  /// The presentation or dismissal of this view controller in flight.
  var presentation: TransitionCoordinator?
  var beingPresented = false
  var beingDismissed = false

  /// The item that stands for the view controller in a tab bar, made when first asked for.
  open var tabBarItem: UITabBarItem! {
    get {
      if ownTabBarItem == nil { ownTabBarItem = UITabBarItem() }
      return ownTabBarItem
    }
    set { ownTabBarItem = newValue }
  }

  /// The item that stands for the view controller in a navigation bar, made when first asked for.
  open var navigationItem: UINavigationItem {
    if ownNavigationItem == nil { ownNavigationItem = UINavigationItem(title: title ?? "") }
    return ownNavigationItem!
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
  /// True while the presentation animates (animations that end later only).
  open var isBeingPresented: Bool { beingPresented }
  /// True while the dismissal animates, the view controller still presented.
  open var isBeingDismissed: Bool { beingDismissed }

  /// The coordinator of the transition in flight: this view controller's
  /// presentation or dismissal, else its navigation controller's push or pop.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let presentation { return presentation }
    return container?.transitionCoordinator
  }

  /// Whether the view controller is in the window hierarchy: a tab bar
  /// controller holds only its selected tab's view there.
  var isShown: Bool {
    var child = self
    while let parent = child.container {
      if let tabs = parent as? UITabBarController, tabs.selectedViewController !== child {
        return false
      }
      if let pages = parent as? UIPageViewController,
        !(pages.viewControllers ?? []).contains(where: { $0 === child })
      {
        return false
      }
      child = parent
    }
    var root = presentationRoot
    while root.shownIn?.rootViewController !== root {
      guard let presenter = root.presenter else { return false }
      root = presenter.presentationRoot
    }
    return true
  }

  /// Whether a presentation or dismissal animates here: this one's, or that of what it presents.
  var presentationInFlight: Bool {
    let root = presentationRoot
    return root.beingPresented || root.beingDismissed || root.presented?.beingPresented == true
      || root.presented?.beingDismissed == true
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
    if presenter.beingPresented || presenter.beingDismissed {
      return log(
        "Attempt to present \(viewControllerToPresent) on \(self) while a presentation is in progress."
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
    let coordinator = TransitionCoordinator(
      animated: flag, from: presenter, to: viewControllerToPresent)
    if flag && UIKitStandIn.animationsEndLater {
      viewControllerToPresent.beingPresented = true
      viewControllerToPresent.presentation = coordinator
    }
    UIKitStandIn.animate(flag) {
      viewControllerToPresent.beingPresented = false
      viewControllerToPresent.presentation = nil
      coordinator.complete()
      completion?()
    }
  }

  /// Dismisses the view controller this one presented and everything above it;
  /// on a view controller that presents nothing, the one that presented it.
  /// They stay presented, `isBeingDismissed`, until the animation ends.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    var presenter = presentationRoot
    if presenter.presented == nil {
      guard let presenting = presenter.presenter else {
        completion?()
        return
      }
      presenter = presenting
    }
    guard let first = presenter.presented else { return }
    if presenter.beingPresented || presenter.beingDismissed || first.beingPresented
      || first.beingDismissed
    {
      return log(
        "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!"
      )
    }
    let coordinator = TransitionCoordinator(animated: flag, from: first, to: presenter)
    if flag && UIKitStandIn.animationsEndLater {
      first.beingDismissed = true
      first.presentation = coordinator
    }
    UIKitStandIn.animate(flag) {
      first.beingDismissed = false
      first.presentation = nil
      if presenter.presented === first {
        var next: UIViewController? = first
        presenter.presented = nil
        while let dismissed = next {
          next = dismissed.presented
          dismissed.presented = nil
          dismissed.presenter = nil
        }
      }
      coordinator.complete()
      completion?()
    }
  }

  func log(_ message: String) {
    UIKitStandIn.log(message)
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

  /// Made when first asked for, after the presentation style the view
  /// controller has then: a sheet's is a `UISheetPresentationController`.
  public var presentationController: UIPresentationController? {
    if ownPresentationController == nil {
      ownPresentationController =
        modalPresentationStyle.isSheet
        ? UISheetPresentationController(presentedViewController: self, presenting: presenter)
        : UIPresentationController(presentedViewController: self, presenting: presenter)
    }
    return ownPresentationController
  }

  /// The presentation controller, if the view controller is shown as a sheet.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
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
  /// Not UIKit's: how many tabs the tab bar has room for (an iPhone's compact width).
  static let shownTabs = 5
  private var ownMoreNavigationController: UINavigationController?
  /// Whether the More list (or a tab picked from it) is what the tab bar shows.
  private var showsMore = false

  weak open var delegate: (any UITabBarControllerDelegate)?

  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for controller in tabs { controller.container = nil }
    tabs = viewControllers ?? []
    for controller in tabs { controller.container = self }
    if !tabs.indices.contains(selected) { selected = 0 }
  }

  /// The navigation controller of the More tab, made when first asked for:
  /// its root lists the tabs the tab bar has no room for.
  open var moreNavigationController: UINavigationController {
    if ownMoreNavigationController == nil {
      let list = UIViewController()
      list.title = "More"
      ownMoreNavigationController = UINavigationController(rootViewController: list)
    }
    return ownMoreNavigationController!
  }

  /// Whether tabs live under More: more than the tab bar has room for.
  var hasMore: Bool { tabs.count > Self.shownTabs }

  private var selected = 0

  /// The index of the selected tab, `NSNotFound` while the More list itself
  /// is selected; setting it, as the app does, tells no delegate (a tab under
  /// More is then shown in the More navigation controller).
  open var selectedIndex: Int {
    get { showsMore && moreNavigationController.viewControllers.count == 1 ? NSNotFound : selected }
    set {
      guard tabs.indices.contains(newValue) else { return }
      selected = newValue
      showsMore = hasMore && newValue >= Self.shownTabs - 1
      if showsMore { moreNavigationController.show(tabs[newValue]) }
    }
  }

  open var selectedViewController: UIViewController? {
    get {
      if showsMore && moreNavigationController.viewControllers.count == 1 {
        return moreNavigationController
      }
      return tabs.indices.contains(selected) ? tabs[selected] : nil
    }
    set {
      if newValue === ownMoreNavigationController, hasMore {
        showsMore = true
        moreNavigationController.showList()
      } else if let index = tabs.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
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

// MARK: - Page views

@MainActor open class UIPageViewController: UIViewController {
  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  weak open var dataSource: (any UIPageViewControllerDataSource)?
  weak open var delegate: (any UIPageViewControllerDelegate)?
  private var pages: [UIViewController] = []
  /// The page transition in flight (animations that end later only).
  private var turning = false

  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    super.init(coder: coder)
  }

  /// The page shown; during an animated turn, the page left until it ends.
  open var viewControllers: [UIViewController]? { pages }

  /// Shows `viewControllers`; animated, the page turns, and `completion`
  /// hears it once the turn ends (later, when animations end later).
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let next = viewControllers ?? []
    for page in next {
      page.container = self
    }
    turning = animated && UIKitStandIn.animationsEndLater
    UIKitStandIn.animate(animated) { [self] in
      for page in pages where !next.contains(where: { $0 === page }) { page.container = nil }
      pages = next
      turning = false
      completion?(true)
    }
  }

  /// Not UIKit's: the user swipes to the next page (`forward`) or the one
  /// before: the data source gives it, the page turns (an animation), then
  /// the delegate hears the turn completed. Nothing happens at either end,
  /// nor during a turn (UIKit ignores touches then).
  public func userSwipes(_ direction: NavigationDirection) {
    guard !turning, let shown = pages.first else { return }
    let page =
      direction == .forward
      ? dataSource?.pageViewController(self, viewControllerAfter: shown)
      : dataSource?.pageViewController(self, viewControllerBefore: shown)
    guard let page else { return }
    delegate?.pageViewController(self, willTransitionTo: [page])
    setViewControllers([page], direction: direction, animated: true) { [self] finished in
      delegate?.pageViewController(
        self, didFinishAnimating: finished, previousViewControllers: [shown],
        transitionCompleted: true)
    }
  }
}

@MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}

@MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

// MARK: - Split views

/// A split view of the iOS 14 column style, expanded (a regular width):
/// every column it has is shown; `show(_:)` brings one forward, which a
/// collapsed split view (not modelled) would show alone.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UISplitViewController: UIViewController {
  public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
  public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
  public enum DisplayMode: Int, Sendable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
    case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
  }

  public let style: Style
  weak open var delegate: (any UISplitViewControllerDelegate)?
  open var preferredDisplayMode = DisplayMode.automatic
  /// Not UIKit's to set: an expanded split view is never collapsed.
  open var isCollapsed: Bool { false }
  private var columns: [Column: UIViewController] = [:]
  /// Not UIKit's: the column brought forward last.
  public private(set) var shownColumn = Column.primary

  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  open func setViewController(_ viewController: UIViewController?, for column: Column) {
    columns[column]?.container = nil
    columns[column] = viewController
    viewController?.container = self
  }

  open func viewController(for column: Column) -> UIViewController? { columns[column] }

  open var viewControllers: [UIViewController] {
    [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
  }

  /// Brings `column` forward: the delegate hears it first.
  open func show(_ column: Column) {
    guard column != shownColumn else { return }
    delegate?.splitViewController(self, willShow: column)
    shownColumn = column
  }

  /// Not UIKit's: the user brings `column` forward (taps the sidebar button,
  /// goes back to the list).
  public func userShows(_ column: Column) { show(column) }
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
}

@available(iOS 14.0, tvOS 14.0, *)
extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
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
    Self.refuseNavigationControllers([rootViewController])
    adopt([rootViewController])
    stack = [rootViewController]
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

  private var stack: [UIViewController] = []
  /// The push or pop in flight, and the view controller an interactive pop took off.
  private var transition: TransitionCoordinator?
  private var interactivelyPopped: UIViewController?
  /// Pushes made during a transition: UIKit makes them once it ends.
  private var deferredPushes: [(UIViewController, Bool)] = []
  private let popGesture = UIGestureRecognizer()

  weak open var delegate: (any UINavigationControllerDelegate)?

  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

  /// The edge swipe that pops the top view controller.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

  open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    transition ?? super.transitionCoordinator
  }

  /// Whether a transition is in flight: a push or pop, or the presentation
  /// or dismissal of what holds the navigation controller.
  var isInTransition: Bool { transition != nil || presentationInFlight }

  /// UIKit raises "Pushing a navigation controller is not supported".
  static func refuseNavigationControllers(_ controllers: [UIViewController]) {
    if controllers.contains(where: { $0 is UINavigationController }) {
      fatalError("Pushing a navigation controller is not supported")
    }
  }

  /// During a transition the push waits for it to end, as UIKit's does.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    Self.refuseNavigationControllers([viewController])
    guard !stack.contains(where: { $0 === viewController }) else {
      fatalError("Pushing the same view controller instance more than once is not supported")
    }
    if isInTransition {
      UIKitStandIn.log("pushViewController: deferred until the transition in flight ends")
      deferredPushes.append((viewController, animated))
      return
    }
    let from = stack.last
    adopt([viewController])
    stack.append(viewController)
    begin(animated: animated, from: from)
  }

  /// Refused during a transition, as UIKit logs: the navigation stack will not be updated.
  private func refused(_ call: String) -> Bool {
    guard isInTransition else { return false }
    log(
      "\(call) called on \(self) while an existing transition or presentation is occurring; the navigation stack will not be updated."
    )
    return true
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard !refused("popViewControllerAnimated:"), stack.count > 1 else { return nil }
    let from = stack.last
    let popped = stack.removeLast()
    popped.container = nil
    begin(animated: animated, from: from)
    return popped
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard !refused("popToViewController:animated:"),
      let index = stack.firstIndex(where: { $0 === viewController })
    else { return nil }
    let from = stack.last
    let popped = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for controller in popped { controller.container = nil }
    begin(animated: animated, from: from)
    return popped
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    Self.refuseNavigationControllers(viewControllers)
    guard !refused("setViewControllers:animated:") else { return }
    let from = stack.last
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.container = nil
    }
    adopt(viewControllers.filter { controller in !stack.contains { $0 === controller } })
    stack = viewControllers
    begin(animated: animated, from: from)
  }

  private func adopt(_ controllers: [UIViewController]) {
    for controller in controllers {
      if let other = controller.container as? UINavigationController, other !== self {
        other.stack.removeAll { $0 === controller }
      }
      controller.container = self
    }
  }

  /// A transition starts: the delegate hears what will show; it hears what
  /// did show once the animation ends (at once without one).
  private func begin(animated: Bool, from: UIViewController?) {
    Self.transitions += 1
    if animated { Self.animatedTransitions += 1 }
    guard let top = stack.last else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
    let coordinator = TransitionCoordinator(animated: animated, from: from, to: top)
    if animated && UIKitStandIn.animationsEndLater { transition = coordinator }
    UIKitStandIn.animate(animated) { [weak self] in self?.end(coordinator, animated: animated) }
  }

  /// The transition ended: the delegate hears what shows (unless the user
  /// cancelled it), the coordinator's completions run, then the pushes made meanwhile.
  private func end(_ coordinator: TransitionCoordinator, animated: Bool) {
    transition = nil
    if !coordinator.isCancelled, let top = stack.last {
      delegate?.navigationController(self, didShow: top, animated: animated)
    }
    coordinator.complete()
    let pushes = deferredPushes
    deferredPushes = []
    for (controller, animated) in pushes { pushViewController(controller, animated: animated) }
  }

  /// The More list shows: the More navigation controller goes back to its root.
  func showList() {
    if stack.count > 1 {
      for controller in stack.dropFirst() { controller.container = nil }
      stack.removeSubrange(1...)
    }
  }

  /// A tab picked from the More list shows on top of it. UIKit shows a tab
  /// that is a navigation controller inside this one; it is the only
  /// navigation controller ever pushed.
  func show(_ tab: UIViewController, animated: Bool = false) {
    showList()
    let from = stack.last
    stack.append(tab)
    begin(animated: animated, from: from)
  }

  // MARK: The edge swipe (not UIKit's API: what the user does)

  /// Not UIKit's: the user starts the edge swipe. UIKit takes the top view
  /// controller off at once and tells the delegate what will show; nothing
  /// happens while the gesture is disabled, at the root, or during a transition.
  @discardableResult
  public func userBeginsEdgeSwipe() -> Bool {
    guard popGesture.isEnabled, stack.count > 1, !isInTransition else { return false }
    let from = stack.removeLast()
    interactivelyPopped = from
    guard let top = stack.last else { return false }
    let coordinator = TransitionCoordinator(animated: true, interactive: true, from: from, to: top)
    transition = coordinator
    delegate?.navigationController(self, willShow: top, animated: true)
    return true
  }

  /// Not UIKit's: the user lets go, having swiped far enough or not. A
  /// cancelled pop puts the view controller back and `didShow` never comes.
  public func userEndsEdgeSwipe(cancelled: Bool) {
    guard let coordinator = transition, coordinator.initiallyInteractive,
      let popped = interactivelyPopped
    else { return }
    interactivelyPopped = nil
    coordinator.endInteraction(cancelled: cancelled)
    if cancelled {
      stack.append(popped)
    } else {
      popped.container = nil
    }
    UIKitStandIn.animate(true) { [weak self] in self?.end(coordinator, animated: true) }
  }

  /// Not UIKit's: the user taps the back button. There is none on a screen
  /// that hides it, and touches are ignored during a transition.
  public func userTapsBack() {
    guard stack.count > 1, stack.last?.navigationItem.hidesBackButton != true, !isInTransition
    else { return }
    popViewController(animated: true)
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

  /// Not UIKit's: the user pulls the sheet down. A sheet that is modal in
  /// presentation stays, and the delegate hears the attempt; else it is
  /// dismissed, and the delegate hears it once the animation ended.
  public func userPullsDown() {
    guard presented.modalPresentationStyle.isSheet, presented.presenter != nil,
      !presented.presentationInFlight
    else { return }
    if presented.isModalInPresentation {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    guard delegate?.presentationControllerShouldDismiss(self) != false else { return }
    delegate?.presentationControllerWillDismiss(self)
    presented.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }
}

@MainActor open class UISheetPresentationController: UIPresentationController {
  @MainActor open class Detent: NSObject {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public var rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    init(_ identifier: Identifier) {
      self.identifier = identifier
      super.init()
    }

    open var identifier: Identifier

    open class func medium() -> Detent { Detent(.medium) }
    open class func large() -> Detent { Detent(.large) }
  }

  open var detents: [Detent] = [.large()]
  open var selectedDetentIdentifier: Detent.Identifier?
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  open var prefersGrabberVisible = false
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  open var preferredCornerRadius: CGFloat?
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

// MARK: - Tabs (not UIKit's API: what the user does)

extension UITabBarController {
  /// Not UIKit's: the user taps item `index` of the tab bar. With more tabs
  /// than it has room for, item 4 is More: the delegate is asked about, and
  /// told of, `moreNavigationController`, and the More list shows.
  public func userTapsItem(_ index: Int) {
    let tabs = viewControllers ?? []
    let more = hasMore && index == Self.shownTabs - 1
    guard more || tabs.indices.contains(index) else { return }
    let controller = more ? moreNavigationController : tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) != false else { return }
    selectedViewController = controller
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// Not UIKit's: the user picks tab `index` from the More list: the More
  /// navigation controller shows it, and tells its own delegate; the tab bar
  /// controller's delegate hears nothing.
  public func userPicksFromMore(_ index: Int) {
    let tabs = viewControllers ?? []
    guard hasMore, index >= Self.shownTabs - 1, tabs.indices.contains(index),
      selectedViewController === moreNavigationController
    else { return }
    selected = index
    moreNavigationController.show(tabs[index], animated: true)
  }
}
