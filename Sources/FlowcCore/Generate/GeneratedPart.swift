/// A part of each generated file that a config can leave out (`generate:` in
/// `flowc-config.yaml`), as swift-openapi-generator's `generate: [types, client]`.
public enum GeneratedPart: String, CaseIterable, Codable, Sendable {
  /// The structs and enums the spec declares.
  case types
  /// `StepID`, `State`, `Action`, `start()` and the pure reducer.
  case state
  /// The `Coordinator` class and `run(navigator:dependencies:)`.
  case coordinator
  /// The `Steps` struct of `StepT` values.
  case steps
  /// The `Link` enum, `entry(for:)` and what opens a link in the state and coordinator.
  case links

  /// The parts this one refers to, which must be generated with it.
  public var requirements: [GeneratedPart] {
    switch self {
    case .types, .state, .steps: []
    case .coordinator, .links: [.state]
    }
  }

  /// Which parts a set names; what is generated when nothing is said.
  public static let all = Set(allCases)
}

/// The parts of a file the templates render: the config's choice, and what
/// follows from it.
public struct PartSelection: Codable, Sendable, Equatable {
  public var types: Bool
  /// The flow's namespace enum, with its `Screens`, `Actions` and `Decisions`
  /// protocols (what the coordinator and the steps call) and the decisions'
  /// outcome enums (what the state's actions carry): with any part but `types`,
  /// so a file of types alone declares nothing else.
  public var namespace: Bool
  public var state: Bool
  public var coordinator: Bool
  public var steps: Bool
  public var links: Bool

  public init(_ parts: Set<GeneratedPart>) {
    types = parts.contains(.types)
    namespace = !parts.isDisjoint(with: [.state, .coordinator, .steps])
    state = parts.contains(.state)
    coordinator = parts.contains(.coordinator)
    steps = parts.contains(.steps)
    links = parts.contains(.links)
  }
}
