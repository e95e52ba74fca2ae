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
        screen(stack.root.screen)
          .navigationDestination(for: NavigationModel.Route.self) { route in
            screen(route.screen)
          }
      }
      .sheet(item: $stack.modal) { _ in
        if let above = stack.above {
          FlowStackView(stack: above, screen: screen)
        }
      }
    }
  }
#endif
