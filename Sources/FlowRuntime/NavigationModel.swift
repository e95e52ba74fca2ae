#if canImport(Observation)
  import Observation

  /// The navigator of a SwiftUI app: what `NavigationStack(path:)` and its
  /// sheets show, as observable data that coordinators drive.
  ///
  /// SwiftUI has one navigation path per stack and cannot nest stacks, so the
  /// model keeps one `Stack` per SwiftUI stack: the window's, then one per
  /// modal, the one on top last. Pushes go to the top stack, a sub-flow's
  /// screens included (a sub-flow shown with `present: modal` starts a stack of
  /// its own); `present` starts a stack as a sheet; `setRoot` replaces every
  /// stack with a new one. `FlowNavigationView` binds the model to SwiftUI.
  ///
  /// Pops the user makes (the back button, an edge swipe, a sheet pulled
  /// down) reach the model through the bindings. The model removes each screen
  /// and calls `onUserBack` once per screen, top first, which apps set to the
  /// root coordinator's `didGoBack()`: the flow follows the user, and may
  /// unwind further itself. A screen shown without a way back (a step with
  /// `back: none`, `preventGoingBack(from:)`) is never removed that way: the
  /// model stops below it, and tells SwiftUI its path again.
  ///
  /// Stacks and tab containers hold their model weakly: a view that outlives
  /// the model shows what it last had and ignores what the user does.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor
  @Observable
  public final class NavigationModel: Navigator {
    /// A screen the model shows: the object a generated screen factory
    /// returned (a `ScreenValue` when it returned a view), for
    /// `FlowNavigationView` or the app's view builder to turn into a view.
    public struct Route: Hashable, Identifiable {
      /// Unique in the model: routes compare by it.
      public let id: Int
      public let screen: AnyObject
      /// False for a screen the user may not leave backwards (`back: none`):
      /// `FlowNavigationView` hides its back button and keeps its sheet from
      /// being pulled down, and the model refuses a pop of it.
      public let canGoBack: Bool

      public static func == (lhs: Route, rhs: Route) -> Bool { lhs.id == rhs.id }
      public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The stacks shown: the window's first, then each modal's, the top one last.
    public private(set) var stacks: [Stack] = []
    /// The alert shown (`present: alert`): present it with SwiftUI's `alert`
    /// modifier. It goes when the user taps it (set it to nil) or the flow
    /// shows anything else; the flow never dismisses it.
    public var alert: Route?
    /// Called once for every screen the user removed, top first.
    @ObservationIgnored public var onUserBack: (@MainActor () -> Void)?
    @ObservationIgnored private var nextID = 0
    /// The screen `preventGoingBack(from:)` was last given, until it is shown.
    @ObservationIgnored private var withoutBack: ObjectIdentifier?

    public init() {}

    /// Every route shown, bottom first: what a test reads.
    public var routes: [Route] { stacks.flatMap { [$0.root] + $0.path } }

    /// The route on top of everything shown.
    public var visible: Route? { stacks.last.map { $0.path.last ?? $0.root } }

    private func route(_ screen: AnyObject) -> Route {
      defer {
        nextID += 1
        withoutBack = nil
      }
      return Route(id: nextID, screen: screen, canGoBack: withoutBack != ObjectIdentifier(screen))
    }

    // MARK: Navigator

    /// The screen shown next gets a route that cannot go back.
    public func preventGoingBack(from screen: AnyObject) {
      withoutBack = ObjectIdentifier(screen)
    }

    public func push(_ screen: AnyObject, animated: Bool) {
      alert = nil
      guard let top = stacks.last else {
        stacks = [Stack(model: self, root: route(screen))]
        return
      }
      top.routes.append(route(screen))
    }

    public func present(_ screen: AnyObject, animated: Bool) {
      alert = nil
      stacks.append(Stack(model: self, root: route(screen)))
    }

    public func setRoot(_ screen: AnyObject, animated: Bool) {
      alert = nil
      stacks = [Stack(model: self, root: route(screen))]
    }

    public func pop(animated: Bool) {
      alert = nil
      guard let top = stacks.last, !top.routes.isEmpty else { return }
      top.routes.removeLast()
    }

    /// Removes the `count` routes pushed last in one change of the path: one transition.
    public func pop(count: Int, animated: Bool) {
      alert = nil
      guard let top = stacks.last else { return }
      top.routes.removeLast(min(count, top.routes.count))
    }

    public func dismiss(animated: Bool) {
      alert = nil
      guard stacks.count > 1 else { return }
      stacks.removeLast()
    }

    /// Shows an alert over everything; it is not a stack of its own.
    public func presentAlert(_ screen: AnyObject, animated: Bool) {
      alert = route(screen)
    }

    /// A tab container: a `Tabs` screen holding one model per tab (each
    /// tab's stacks), which `FlowNavigationView` draws as a `TabView`. Going
    /// back in a tab reaches `onUserBack`; a tab the user selects, `onSelect`.
    public func makeTabs(
      _ tabs: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
    ) -> TabsScreen {
      makeContainer(.tabs, tabs, selected: selected, onSelect: onSelect)
    }

    /// A container of any kind: a `Tabs` screen whose `kind` says how
    /// `FlowNavigationView` draws it (a `TabView`, a `TabView` with the page
    /// style, a `NavigationSplitView` of its two models).
    public func makeContainer(
      _ kind: ContainerKind, _ tabs: [FlowTab], selected: Int,
      onSelect: @escaping @MainActor (Int) -> Void
    ) -> TabsScreen {
      let models = tabs.map { _ in NavigationModel() }
      for model in models {
        model.onUserBack = { [weak self] in self?.onUserBack?() }
      }
      let container = Tabs(items: tabs, models: models, selected: selected, onSelect: onSelect)
      container.kind = kind
      return TabsScreen(
        screen: container, navigators: models,
        select: { [weak container] index in container?.selected = index })
    }

    // MARK: What the user did

    /// The user popped `stack` down to `count` pushed screens; a screen
    /// without a way back stays, and the screens above it are all removed.
    func userPopped(_ stack: Stack, to count: Int) {
      while stack.routes.count > count, isShown(stack) {
        guard let top = stack.routes.last, top.canGoBack else { return refused(stack) }
        stack.routes.removeLast()
        onUserBack?()
      }
    }

    /// The user dismissed every modal from `stack` up; the dismissal stops
    /// at a screen without a way back.
    func userDismissed(_ stack: Stack) {
      while isShown(stack), let top = stacks.last {
        let route = top.routes.last ?? top.root
        guard route.canGoBack else { return refused(top) }
        if top.routes.isEmpty {
          stacks.removeLast()
        } else {
          top.routes.removeLast()
        }
        onUserBack?()
      }
    }

    /// SwiftUI removed a screen the model keeps: it is told the stack's
    /// path and the stacks again, so that it shows them as they are.
    private func refused(_ stack: Stack) {
      stack.pathRefused()
      withMutation(keyPath: \.stacks) {}
    }

    private func isShown(_ stack: Stack) -> Bool {
      stacks.contains { $0 === stack }
    }

    /// The stack above `stack`, if any.
    func stack(above stack: Stack) -> Stack? {
      guard let index = stacks.firstIndex(where: { $0 === stack }), index + 1 < stacks.count
      else { return nil }
      return stacks[index + 1]
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension NavigationModel {
    /// A tab container the model shows (a spec's `tabs` step): a route's
    /// screen, with one `NavigationModel` per tab. `selection` is what
    /// SwiftUI's `TabView(selection:)` binds: when SwiftUI sets it (the user
    /// selected a tab), the flow hears it.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Observable
    public final class Tabs {
      /// The tabs, in the order the tab bar shows them.
      public let items: [FlowTab]
      /// Each tab's stacks.
      public let models: [NavigationModel]
      /// How the container shows them: tabs, pages or a split view (whose
      /// `selection` is the column shown when it is collapsed).
      public internal(set) var kind = ContainerKind.tabs
      /// The selected tab, as the flow set it.
      var selected: Int
      @ObservationIgnored private let onSelect: @MainActor (Int) -> Void

      init(
        items: [FlowTab], models: [NavigationModel], selected: Int,
        onSelect: @escaping @MainActor (Int) -> Void
      ) {
        self.items = items
        self.models = models
        self.selected = selected
        self.onSelect = onSelect
      }

      /// The selected tab's index. Setting another is the user selecting it:
      /// the model follows and tells the flow.
      public var selection: Int {
        get { selected }
        set {
          guard newValue != selected, items.indices.contains(newValue) else { return }
          selected = newValue
          onSelect(newValue)
        }
      }
    }

    /// One stack of a `NavigationModel`: a root screen, the screens pushed on it,
    /// and the modal presented over it. `path` and `modal` are what SwiftUI's
    /// `NavigationStack(path:)` and `sheet(item:)` bind: when SwiftUI sets them
    /// (the user went back), the model follows and tells the coordinator.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Observable
    public final class Stack {
      /// Weak: a view that outlives the model finds no model and does nothing.
      @ObservationIgnored private weak var model: NavigationModel?
      /// The stack's first screen.
      public let root: Route
      /// The screens pushed on the root, the top one last.
      var routes: [Route] = []

      init(model: NavigationModel, root: Route) {
        self.model = model
        self.root = root
      }

      /// The screens pushed on the root. Setting a shorter path is a pop the
      /// user made; SwiftUI sets nothing else.
      public var path: [Route] {
        get { routes }
        set {
          guard newValue.count < routes.count, routes.starts(with: newValue) else { return }
          model?.userPopped(self, to: newValue.count)
        }
      }

      /// The tab container the stack is drawn as, without a navigation
      /// stack around it (SwiftUI does not nest a tab view in one): its root,
      /// when that is a tab container and nothing is pushed on it.
      public var tabs: Tabs? {
        routes.isEmpty ? root.screen as? Tabs : nil
      }

      /// Whether the user may pull the stack down, as a sheet: none of its
      /// screens is one without a way back.
      public var isDismissible: Bool {
        root.canGoBack && routes.allSatisfy(\.canGoBack)
      }

      /// Tells the observers the path again after a pop the model refused.
      func pathRefused() {
        withMutation(keyPath: \.routes) {}
      }

      /// The root of the stack presented over this one. Setting nil is the user
      /// dismissing it (a sheet pulled down).
      public var modal: Route? {
        get { model?.stack(above: self)?.root }
        set {
          guard newValue == nil, let model, let above = model.stack(above: self) else { return }
          model.userDismissed(above)
        }
      }

      /// The stack presented over this one: what the modal's view shows.
      public var above: Stack? { model?.stack(above: self) }

      /// The model's alert while this stack is on top, where SwiftUI presents it.
      public var alert: Route? { above == nil ? model?.alert : nil }

      /// The user tapped the alert `route` (SwiftUI dismissed it): the model
      /// forgets it, unless the flow has shown another since.
      public func alertDismissed(_ route: Route) {
        if let model, model.alert == route { model.alert = nil }
      }
    }
  }
#endif
