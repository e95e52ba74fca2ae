/// What makes a transition happen, as the review tools (`flowc diff`, `flowc
/// paths`) name it: the key a transition is matched by within its source step.
///
/// `next` and the default `next` beside `on` are one event: either is what
/// happens when the step completes without a listed case.
public enum TransitionEvent: Hashable, Sendable {
  /// `next`, with or without `on` beside it.
  case next
  /// A case of a step's `on` or of a decision's `on`.
  case onCase(String)
  /// `failure` of an action.
  case failure
  /// A case of `failure` written by the case of the action's error.
  case failureCase(String)
  /// `back` written on a step.
  case back

  /// The event of a model edge.
  public init(_ kind: Edge.Kind) {
    switch kind {
    case .next, .defaultNext: self = .next
    case .onCase(let name), .decisionCase(let name): self = .onCase(name)
    case .failure: self = .failure
    case .back: self = .back
    }
  }

  /// The event of a model edge; a tab container's routes are named after
  /// their tab (`login` for its `next`, `account.signedOut` for a case of its `on`).
  public init(_ edge: Edge) {
    if let name = edge.failureCase {
      self = .failureCase(name)
      return
    }
    guard let tab = edge.tab else {
      self.init(edge.kind)
      return
    }
    switch edge.kind {
    case .onCase(let name): self = .onCase("\(tab).\(name)")
    default: self = .onCase(tab)
    }
  }

  /// The word written on an arrow: `next`, the case name, `failure` or `back`.
  public var name: String {
    switch self {
    case .next: "next"
    case .onCase(let name): name
    case .failure: "failure"
    case .failureCase(let name): "failure." + name
    case .back: "back"
    }
  }

  /// The JSON `event` field: `next`, `case`, `failure` or `back`.
  var jsonKind: String {
    switch self {
    case .next: "next"
    case .onCase: "case"
    case .failure, .failureCase: "failure"
    case .back: "back"
    }
  }

  /// The JSON `case` field: the case name of an `onCase` event, else nil.
  var jsonCase: String? {
    switch self {
    case .onCase(let name), .failureCase(let name): name
    default: nil
    }
  }

  /// The event that JSON `event` and `case` fields describe; nil for an unknown kind.
  init?(jsonKind: String, caseName: String?) {
    switch (jsonKind, caseName) {
    case ("next", nil): self = .next
    case ("case", let name?): self = .onCase(name)
    case ("failure", nil): self = .failure
    case ("failure", let name?): self = .failureCase(name)
    case ("back", nil): self = .back
    default: return nil
    }
  }

  /// The arrow of a path: ` -> ` for `next`, ` --own--> ` for anything else.
  var pathArrow: String {
    self == .next ? " -> " : " --\(name)--> "
  }

  /// The arrow naming a transition, always with its event: ` --next--> `.
  var namedArrow: String { " --\(name)--> " }
}
