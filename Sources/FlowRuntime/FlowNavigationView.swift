#if canImport(SwiftUI)
  import SwiftUI

  /// Shows a `NavigationModel` in SwiftUI: one `NavigationStack` per stack of
  /// the model, each modal a sheet over the stack below it. `screen` turns
  /// what a screen factory returned into its view.
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
