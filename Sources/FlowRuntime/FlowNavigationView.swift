#if canImport(SwiftUI)
  import SwiftUI

  /// Shows a `NavigationModel` in SwiftUI: one `NavigationStack` per stack of
  /// the model, each modal a sheet over the stack below it, a tab container
  /// (`NavigationModel.Tabs`) as a `TabView` with a stack per tab.
  ///
  /// A screen a factory returned as a view (boxed in a `ScreenValue`) is
  /// shown as that view; any other screen goes to `screen`, the app's view
  /// for it (none without one). The model's alert is presented with
  /// SwiftUI's `alert` over the top stack when its screen is an
  /// `AlertScreen` (its title, message and buttons); other alert screens are
  /// left to the app. Tab titles and the alert's texts are localized: the
  /// spec's text is the key (`LocalizedStringKey`), shown as it is when the
  /// app's strings do not translate it.
  ///
  /// ```swift
  /// FlowNavigationView(model)  // factories return views
  /// FlowNavigationView(model) { screen in  // factories return objects
  ///   (screen as? ScreenView)?.view
  /// }
  /// ```
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  public struct FlowNavigationView<Screen: View>: View {
    private let model: NavigationModel
    private let screen: @MainActor (AnyObject) -> Screen

    /// Shows `model`; `screen` makes the view of each screen that is not a
    /// view already.
    public init(
      _ model: NavigationModel, @ViewBuilder screen: @escaping @MainActor (AnyObject) -> Screen
    ) {
      self.model = model
      self.screen = screen
    }

    public var body: some View {
      if let stack = model.stacks.first {
        FlowStackView(stack: stack, screen: screen)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension FlowNavigationView where Screen == EmptyView {
    /// Shows `model`, whose screen factories return views: every screen is
    /// the view its factory returned.
    public init(_ model: NavigationModel) {
      self.init(model) { _ in EmptyView() }
    }
  }

  /// One stack of the model, and the sheet of the stack above it. A stack
  /// whose first screen is a tab container is drawn as the `TabView`
  /// itself, each tab with a stack of its own: SwiftUI does not nest a tab
  /// view in a navigation stack.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  struct FlowStackView<Screen: View>: View {
    @Bindable var stack: NavigationModel.Stack
    let screen: @MainActor (AnyObject) -> Screen

    var body: some View {
      content
        .sheet(item: $stack.modal) { _ in
          if let above = stack.above {
            FlowStackView(stack: above, screen: screen)
              .interactiveDismissDisabled(!above.isDismissible)
          }
        }
        .alert(
          LocalizedStringKey(shownAlert?.title ?? ""), isPresented: alertIsPresented,
          presenting: shownAlert
        ) { alert in
          ForEach(alert.buttons.indices, id: \.self) { index in
            Button(
              LocalizedStringKey(alert.buttons[index].title),
              role: Self.role(alert.buttons[index].role)
            ) {
              alert.buttons[index].action()
            }
          }
        } message: { alert in
          if let message = alert.message {
            Text(LocalizedStringKey(message))
          }
        }
    }

    /// The tab view of a tab container at the stack's root with nothing
    /// pushed on it, else the stack.
    @ViewBuilder private var content: some View {
      if let tabs = stack.tabs {
        FlowTabsView(tabs: tabs, screen: screen)
      } else {
        NavigationStack(path: $stack.path) {
          FlowRouteView(route: stack.root, content: screen)
            .navigationDestination(for: NavigationModel.Route.self) { route in
              FlowRouteView(route: route, content: screen)
            }
        }
      }
    }

    /// The alert this stack presents: the model's, when it is on top and the
    /// screen is an `AlertScreen`.
    private var shownAlert: AlertScreen? { stack.alert?.screen as? AlertScreen }

    /// Whether the alert is shown; SwiftUI sets false when the user tapped
    /// it. Built from the stack and the alert's id alone (both `Sendable`),
    /// on the main actor, as SwiftUI's `@Sendable` closures require.
    private var alertIsPresented: Binding<Bool> {
      let stack = self.stack
      let id = stack.alert?.id
      return Binding(
        get: { @MainActor in
          id != nil && stack.alert?.id == id && stack.alert?.screen is AlertScreen
        },
        set: { @MainActor isPresented in
          if !isPresented, let route = stack.alert, route.id == id { stack.alertDismissed(route) }
        })
    }

    private static func role(_ role: AlertScreen.Role?) -> ButtonRole? {
      switch role {
      case .cancel?: .cancel
      case .destructive?: .destructive
      case nil: nil
      }
    }
  }

  /// A route's screen: a tab container (`NavigationModel.Tabs`) as a
  /// `TabView`, a view a factory returned as that view, anything else as the
  /// app's view for it. A route without a way back hides its back button,
  /// which also ends the edge swipe.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  struct FlowRouteView<Screen: View>: View {
    let route: NavigationModel.Route
    let content: @MainActor (AnyObject) -> Screen

    var body: some View {
      screen
        .navigationBarBackButtonHidden(!route.canGoBack)
    }

    @ViewBuilder private var screen: some View {
      if let tabs = route.screen as? NavigationModel.Tabs {
        FlowTabsView(tabs: tabs, screen: content)
      } else if let view = (route.screen as? ScreenValue)?.value as? any View {
        AnyView(view)
      } else {
        content(route.screen)
      }
    }
  }

  /// A tab container: a `TabView` whose tabs each show their own model's
  /// stacks; the tab the user selects reaches the flow through `selection`.
  /// Pages are a `TabView` with the page style, a split view a
  /// `NavigationSplitView` whose compact column is `selection`.
  /// `Tab` where SwiftUI has it (iOS 18, macOS 15), `tabItem` before.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  struct FlowTabsView<Screen: View>: View {
    @Bindable var tabs: NavigationModel.Tabs
    let screen: @MainActor (AnyObject) -> Screen

    var body: some View {
      switch tabs.kind {
      case .split where tabs.models.count >= 2:
        NavigationSplitView(preferredCompactColumn: compactColumn) {
          FlowNavigationView(tabs.models[0], screen: screen)
        } detail: {
          FlowNavigationView(tabs.models[1], screen: screen)
        }
      case .pages:
        #if os(macOS)
          tabView
        #else
          tabView.tabViewStyle(.page)
        #endif
      default:
        tabView
      }
    }

    /// The column a collapsed split view shows: the selection (the primary
    /// column is the sidebar, the secondary the detail).
    private var compactColumn: Binding<NavigationSplitViewColumn> {
      let tabs = self.tabs
      return Binding(
        get: { @MainActor in tabs.selection == 0 ? .sidebar : .detail },
        set: { @MainActor column in tabs.selection = column == .sidebar ? 0 : 1 })
    }

    /// The tabs (or pages) as a `TabView`.
    @ViewBuilder private var tabView: some View {
      if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
        TabView(selection: $tabs.selection) {
          ForEach(tabs.items.indices, id: \.self, content: tab)
        }
      } else {
        TabView(selection: $tabs.selection) {
          ForEach(tabs.items.indices, id: \.self) { index in
            FlowNavigationView(tabs.models[index], screen: screen)
              .tabItem { Text(LocalizedStringKey(tabs.items[index].title)) }
              .tag(index)
          }
        }
      }
    }

    /// Tab `index`, selected when the selection is `index`.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    private func tab(_ index: Int) -> some TabContent<Int> {
      Tab(value: index) {
        FlowNavigationView(tabs.models[index], screen: screen)
      } label: {
        Text(LocalizedStringKey(tabs.items[index].title))
      }
    }
  }
#endif
