import FlowRuntime
import Foundation

@testable import GeneratedFlows

/// A generated coordinator, as the fuzz target drives it: every flow fuzzed
/// starts without input.
@MainActor
protocol FuzzedCoordinator: DrivenCoordinator {
  func start(completion: @escaping @MainActor (FlowResult<Output>) -> Void)
  func start(
    restoring saved: FlowState<State>,
    completion: @escaping @MainActor (FlowResult<Output>) -> Void
  ) throws(FlowRestoreError)
}

/// The coordinator of a flow with deep links.
@MainActor
protocol LinkOpeningCoordinator: FuzzedCoordinator {
  func start(at link: State.Link, completion: @escaping @MainActor (FlowResult<Output>) -> Void)
  func open(_ link: State.Link)
}

/// A generated `Link` enum: what `Link(url:)` reads.
protocol URLLink: Hashable, Codable {
  init?(url: URL)
}

/// A flow generated from `specs/` (the namespace enum, such as `MainFlow`).
@MainActor
protocol FuzzedFlow {
  associatedtype State: FlowStepState & Sendable
  associatedtype Coordinator: FuzzedCoordinator where Coordinator.State == State
  /// The flow's generated check of a saved state.
  static func validate(_ saved: FlowState<State>) throws(FlowRestoreError)
  /// A coordinator of the flow over `navigator`, with `stub` as the app.
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator
  /// `state` as the app would save and read it back: through JSON when the
  /// flow's state is `Codable` (nil if it does not encode or decode), as it
  /// is otherwise.
  static func saved(_ state: FlowState<State>) -> Result<FlowState<State>, any Error>
  /// Whether two states are the same: equal, for a flow whose states are
  /// `Equatable`, else at the same step.
  static func same(_ one: State, _ other: State) -> Bool
}

/// A flow with deep links.
@MainActor
protocol LinkedFlow: FuzzedFlow where State.Link: URLLink, Coordinator: LinkOpeningCoordinator {}

/// A flow whose saved state is `Codable`: an app saves it as JSON and reads it back.
@MainActor
protocol RestorableFlow: FuzzedFlow where State: Codable & Hashable {}

extension FuzzedFlow {
  /// The flow's name in its spec: `MainFlow` is `Main`.
  static var specName: String {
    let name = String(describing: self)
    return name.hasSuffix("Flow") ? String(name.dropLast(4)) : name
  }

  static func saved(_ state: FlowState<State>) -> Result<FlowState<State>, any Error> {
    .success(state)
  }
}

extension FuzzedFlow where State: Codable {
  static func saved(_ state: FlowState<State>) -> Result<FlowState<State>, any Error> {
    Result {
      try JSONDecoder().decode(FlowState<State>.self, from: try JSONEncoder().encode(state))
    }
  }
}

// MARK: - The flows of specs/

extension SocialFlow: LinkedFlow, RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub, parameters: Parameters(kind: .home))
  }
}

extension SocialAppFlow: LinkedFlow, RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension AppLaunchFlow: RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension HelpFlow: LinkedFlow, RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub, parameters: Parameters(section: .guides))
  }
}

extension HomeFlow: RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension LibraryFlow: LinkedFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension MainFlow: LinkedFlow, RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension OnboardingFlow: RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension QuestionnaireFlow: RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension SettingsFlow: LinkedFlow, RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension TabsFlow: LinkedFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension TodoFlow: LinkedFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension WelcomeFlow: RestorableFlow {
  static func coordinator(_ navigator: any Navigator, _ stub: RuntimeStub) -> Coordinator {
    Coordinator(navigator: navigator, dependencies: stub)
  }
}

extension SocialFlow.Coordinator: LinkOpeningCoordinator {}
extension SocialAppFlow.Coordinator: LinkOpeningCoordinator {}
extension AppLaunchFlow.Coordinator: FuzzedCoordinator {}
extension HelpFlow.Coordinator: LinkOpeningCoordinator {}
extension HomeFlow.Coordinator: FuzzedCoordinator {}
extension LibraryFlow.Coordinator: LinkOpeningCoordinator {}
extension MainFlow.Coordinator: LinkOpeningCoordinator {}
extension OnboardingFlow.Coordinator: FuzzedCoordinator {}
extension QuestionnaireFlow.Coordinator: FuzzedCoordinator {}
extension SettingsFlow.Coordinator: LinkOpeningCoordinator {}
extension TabsFlow.Coordinator: LinkOpeningCoordinator {}
extension TodoFlow.Coordinator: LinkOpeningCoordinator {}
extension WelcomeFlow.Coordinator: FuzzedCoordinator {}

extension SocialFlow.Link: URLLink {}
extension SocialAppFlow.Link: URLLink {}
extension HelpFlow.Link: URLLink {}
extension LibraryFlow.Link: URLLink {}
extension MainFlow.Link: URLLink {}
extension SettingsFlow.Link: URLLink {}
extension TabsFlow.Link: URLLink {}
extension TodoFlow.Link: URLLink {}
