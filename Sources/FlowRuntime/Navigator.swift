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
  /// Removes the `count` screens pushed last, as one transition: the flow
  /// going back several screens at once (a link, a `back` to an earlier
  /// step). By default, `pop(animated:)` for each, only the last animated.
  func pop(count: Int, animated: Bool)
  /// Dismisses the screen presented last.
  func dismiss(animated: Bool)
  /// Presents a screen that dismisses itself when the user taps it (an
  /// alert): nothing ever dismisses it through the navigator.
  func presentAlert(_ screen: AnyObject, animated: Bool)
  /// Makes a tab container (a spec's `tabs` step): a screen showing `tabs`
  /// with `selected` selected, each tab with a navigation stack of its own.
  /// The flow shows the screen like any other (`show(_:_:)`) and each tab's
  /// screens through the tab's navigator. `onSelect` hears the index of each
  /// tab the user selects. By default the tabs are kept in memory only
  /// (`TabsScreen.detached`).
  func makeTabs(
    _ tabs: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
  ) -> TabsScreen
  /// Makes a container of `kind` (a spec's `tabs` step with `container`):
  /// `tabs` a tab bar, `pages` a page view (one page shown, the user swipes
  /// to another), `split` a split view (its two children side by side;
  /// `selected` is the column shown when it collapses). Each child has a
  /// navigation stack of its own, and `onSelect` hears the index of each
  /// child the user brings forward. By default, `makeTabs`: a navigator
  /// without pages or split views shows them as tabs.
  func makeContainer(
    _ kind: ContainerKind, _ items: [FlowTab], selected: Int,
    onSelect: @escaping @MainActor (Int) -> Void
  ) -> TabsScreen
  /// Called before a screen the user may not leave backwards is shown (a
  /// step written with `back: none`): the navigator takes away the ways
  /// back it offers for it (the back button, the edge swipe, pulling a sheet
  /// down). By default, nothing.
  func preventGoingBack(from screen: AnyObject)
}

/// How a container step shows its children (`container` in a spec).
public enum ContainerKind: String, Sendable, CaseIterable {
  /// A tab bar: one tab shown, the user taps another.
  case tabs
  /// A page view: one page shown, the user swipes to another.
  case pages
  /// A split view: two columns side by side, one shown when collapsed.
  case split
}

/// One tab of a tab container: its id in the spec and the title it shows.
public struct FlowTab: Hashable, Sendable {
  /// The tab's id in the spec (`feed`).
  public var id: String
  /// The title the tab bar shows (`Feed`).
  public var title: String

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// A tab container a navigator made: the screen to show, one navigator per
/// tab (in the order of the tabs), and how the flow selects a tab.
@MainActor
public struct TabsScreen {
  /// The container, shown like any screen (a `UITabBarController`).
  public let screen: AnyObject
  /// The navigator of each tab's stack.
  public let navigators: [any Navigator]
  /// Selects a tab on screen, for `coordinator.select(_:)`: no `onSelect` follows.
  public let select: @MainActor (Int) -> Void

  public init(
    screen: AnyObject, navigators: [any Navigator], select: @escaping @MainActor (Int) -> Void
  ) {
    self.screen = screen
    self.navigators = navigators
    self.select = select
  }

  /// Tabs kept in memory: a `RecordingNavigator` per tab, and a screen that
  /// only describes them (`tabs(feed, account)`).
  public static func detached(_ tabs: [FlowTab]) -> TabsScreen {
    TabsScreen(
      screen: DetachedTabs(tabs), navigators: tabs.map { _ in RecordingNavigator() },
      select: { _ in })
  }
}

/// The screen of tabs a navigator without tabs of its own keeps in memory.
public final class DetachedTabs: CustomStringConvertible {
  public let tabs: [FlowTab]
  /// How the container shows them.
  public let kind: ContainerKind

  public init(_ tabs: [FlowTab], kind: ContainerKind = .tabs) {
    self.tabs = tabs
    self.kind = kind
  }

  public var description: String {
    "\(kind.rawValue)(\(tabs.map(\.id).joined(separator: ", ")))"
  }
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

  /// By default, `pop(animated:)` for each screen, only the last one animated.
  public func pop(count: Int, animated: Bool) {
    for index in 0..<count { pop(animated: animated && index == count - 1) }
  }

  /// By default, an alert is presented as a modal screen is.
  public func presentAlert(_ screen: AnyObject, animated: Bool) {
    present(screen, animated: animated)
  }

  /// By default, nothing: the screen's own exit tells it (`ScreenExit.canGoBack`).
  public func preventGoingBack(from screen: AnyObject) {}

  /// By default, tabs are kept in memory only: each tab's screens go to a
  /// `RecordingNavigator` of its own, and the container is shown as a
  /// `DetachedTabs` screen.
  public func makeTabs(
    _ tabs: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
  ) -> TabsScreen {
    .detached(tabs)
  }

  /// By default, the container is made as tabs (`makeTabs`).
  public func makeContainer(
    _ kind: ContainerKind, _ items: [FlowTab], selected: Int,
    onSelect: @escaping @MainActor (Int) -> Void
  ) -> TabsScreen {
    makeTabs(items, selected: selected, onSelect: onSelect)
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
    /// A tab container was made with these tabs, the one at `selected` selected.
    case tabs([String], selected: Int)
    /// The flow selected a tab.
    case selectTab(String)
    /// A container other than tabs (`pages`, `split`) was made with these
    /// children, the one at `selected` selected.
    case container(ContainerKind, [String], selected: Int)

    public var description: String {
      switch self {
      case .tabs(let tabs, let selected):
        "tabs \(tabs.joined(separator: ", ")) selecting \(tabs.indices.contains(selected) ? tabs[selected] : "?")"
      case .selectTab(let tab): "selectTab \(tab)"
      case .container(let kind, let items, let selected):
        "\(kind.rawValue) \(items.joined(separator: ", ")) selecting \(items.indices.contains(selected) ? items[selected] : "?")"
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
  /// The window's navigation stack: the root first, then pushed screens.
  public private(set) var stack: [AnyObject] = []
  /// Screens presented modally, the one on top last.
  public private(set) var presented: [AnyObject] = []
  /// The screens pushed on each modal, in the order of `presented`: as in
  /// UIKit, a push while a modal is shown goes on the modal's stack, and
  /// dismissing the modal takes them along.
  public private(set) var pushedOnModals: [[AnyObject]] = []
  /// The navigators of the tabs of the container made last, each tab's stack.
  public private(set) var tabs: [RecordingNavigator] = []
  /// The ids of those tabs.
  public private(set) var tabIDs: [String] = []
  /// The tab selected in that container.
  public private(set) var selectedTab: Int?
  /// The kind of that container.
  public private(set) var containerKind: ContainerKind?
  /// The screens shown without a way back (`preventGoingBack(from:)`), by name, in order.
  public private(set) var screensWithoutBack: [String] = []
  private var onTabSelect: (@MainActor (Int) -> Void)?

  public init() {}

  /// Records the container; its tabs get a `RecordingNavigator` each (`tabs`).
  public func makeTabs(
    _ tabs: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
  ) -> TabsScreen {
    makeContainer(.tabs, tabs, selected: selected, onSelect: onSelect)
  }

  /// Records the container and its kind (`.tabs` for tabs, `.container`
  /// for the others); its children get a `RecordingNavigator` each (`tabs`).
  public func makeContainer(
    _ kind: ContainerKind, _ tabs: [FlowTab], selected: Int,
    onSelect: @escaping @MainActor (Int) -> Void
  ) -> TabsScreen {
    let ids = tabs.map(\.id)
    events.append(
      kind == .tabs ? .tabs(ids, selected: selected) : .container(kind, ids, selected: selected))
    containerKind = kind
    let navigators = tabs.map { _ in RecordingNavigator() }
    self.tabs = navigators
    tabIDs = ids
    selectedTab = selected
    onTabSelect = onSelect
    return TabsScreen(
      screen: DetachedTabs(tabs, kind: kind), navigators: navigators,
      select: { [weak self] index in
        guard let self, self.selectedTab != index, ids.indices.contains(index) else { return }
        self.selectedTab = index
        self.events.append(.selectTab(ids[index]))
      })
  }

  /// The user taps tab `index` of the container made last: it is selected,
  /// and the flow hears it.
  public func userSelectsTab(_ index: Int) {
    guard tabIDs.indices.contains(index), selectedTab != index else { return }
    selectedTab = index
    onTabSelect?(index)
  }

  /// The navigator of the selected tab, if a container was made.
  public var selectedTabNavigator: RecordingNavigator? {
    selectedTab.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil }
  }

  /// The screen on top: the top of the last modal's stack, else of the window's.
  public var visible: AnyObject? {
    guard let modal = presented.last else { return stack.last }
    return pushedOnModals.last?.last ?? modal
  }

  public func push(_ screen: AnyObject, animated: Bool) {
    events.append(.push(Self.name(of: screen)))
    animations.append(animated)
    if presented.isEmpty {
      stack.append(screen)
    } else {
      pushedOnModals[pushedOnModals.count - 1].append(screen)
    }
  }

  public func present(_ screen: AnyObject, animated: Bool) {
    events.append(.present(Self.name(of: screen)))
    animations.append(animated)
    presented.append(screen)
    pushedOnModals.append([])
  }

  public func setRoot(_ screen: AnyObject, animated: Bool) {
    events.append(.setRoot(Self.name(of: screen)))
    animations.append(animated)
    stack = [screen]
    presented = []
    pushedOnModals = []
  }

  /// Records the alert; it is not kept in `presented`, since it goes by itself.
  public func presentAlert(_ screen: AnyObject, animated: Bool) {
    events.append(.alert(Self.name(of: screen)))
    animations.append(animated)
  }

  public func pop(animated: Bool) {
    events.append(.pop)
    animations.append(animated)
    if !presented.isEmpty {
      _ = pushedOnModals[pushedOnModals.count - 1].popLast()
    } else if stack.count > 1 {
      stack.removeLast()
    }
  }

  /// Records a `pop` for each screen, all with `animated`.
  public func pop(count: Int, animated: Bool) {
    for _ in 0..<count { pop(animated: animated) }
  }

  public func preventGoingBack(from screen: AnyObject) {
    screensWithoutBack.append(Self.name(of: screen))
  }

  public func dismiss(animated: Bool) {
    events.append(.dismiss)
    animations.append(animated)
    if !presented.isEmpty {
      presented.removeLast()
      pushedOnModals.removeLast()
    }
  }

  /// A screen's name in events: its `description` if it has one, else its type.
  static func name(of screen: AnyObject) -> String {
    (screen as? CustomStringConvertible)?.description ?? String(describing: type(of: screen))
  }
}
