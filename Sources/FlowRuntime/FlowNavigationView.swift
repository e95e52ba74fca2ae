#if canImport(SwiftUI)
  import SwiftUI

  /// Shows a `NavigationModel` in SwiftUI: one `NavigationStack` per stack of
  /// the model, each modal a sheet over the stack below it. `screen` turns
  /// what a screen factory returned into its view. The model's alert is
  /// presented with SwiftUI's `alert` over the top stack when its screen is an
  /// `AlertScreen` (its title, message and buttons); other alert screens are
  /// left to the app.
  ///
  /// ```swift
  /// FlowNavigationView(model) { screen in
  ///   (screen as? ScreenView)?.view
  /// }
  /// ```
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  public struct FlowNavigationView<Screen: View>: View {
    private let model: NavigationModel
    private let screen: @MainActor (AnyObject) -> Screen

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

  /// One stack of the model, and the sheet of the stack above it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  struct FlowStackView<Screen: View>: View {
    @Bindable var stack: NavigationModel.Stack
    let screen: @MainActor (AnyObject) -> Screen

    var body: some View {
      NavigationStack(path: $stack.path) {
        FlowRouteView(screen: stack.root.screen, content: screen)
          .navigationDestination(for: NavigationModel.Route.self) { route in
            FlowRouteView(screen: route.screen, content: screen)
          }
      }
      .sheet(item: $stack.modal) { _ in
        if let above = stack.above {
          FlowStackView(stack: above, screen: screen)
        }
      }
      .alert(shownAlert?.title ?? "", isPresented: alertIsPresented, presenting: shownAlert) {
        alert in
        ForEach(alert.buttons.indices, id: \.self) { index in
          Button(alert.buttons[index].title, role: Self.role(alert.buttons[index].role)) {
            alert.buttons[index].action()
          }
        }
      } message: { alert in
        if let message = alert.message {
          Text(message)
        }
      }
    }

    /// The alert this stack presents: the model's, when it is on top and the
    /// screen is an `AlertScreen`.
    private var shownAlert: AlertScreen? { stack.alert?.screen as? AlertScreen }

    /// Whether the alert is shown; SwiftUI sets false when the user tapped it.
    private var alertIsPresented: Binding<Bool> {
      let stack = self.stack
      let route = stack.alert
      return Binding(
        get: { route != nil && stack.alert == route && route?.screen is AlertScreen },
        set: { isPresented in
          if !isPresented, let route { stack.alertDismissed(route) }
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
  /// `TabView`, anything else as the app's view for it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  struct FlowRouteView<Screen: View>: View {
    let screen: AnyObject
    let content: @MainActor (AnyObject) -> Screen

    var body: some View {
      if let tabs = screen as? NavigationModel.Tabs {
        FlowTabsView(tabs: tabs, screen: content)
      } else {
        content(screen)
      }
    }
  }

  /// A tab container: a `TabView` whose tabs each show their own model's
  /// stacks; the tab the user selects reaches the flow through `selection`.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  struct FlowTabsView<Screen: View>: View {
    @Bindable var tabs: NavigationModel.Tabs
    let screen: @MainActor (AnyObject) -> Screen

    var body: some View {
      TabView(selection: $tabs.selection) {
        ForEach(tabs.items.indices, id: \.self) { index in
          FlowNavigationView(tabs.models[index], screen: screen)
            .tabItem { Text(tabs.items[index].title) }
            .tag(index)
        }
      }
    }
  }
#endif
