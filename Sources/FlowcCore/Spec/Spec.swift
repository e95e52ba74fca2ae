/// One flow spec file as written: names, types and targets are still text,
/// each with the position it was written at. Produced by `SpecDecoder`;
/// resolving names across files is the next stage's work.
public struct Spec: Sendable {
  /// The file the spec was read from.
  public var file: String
  /// The position of the top-level mapping.
  public var location: SourceLocation
  /// `flow`: the flow's UpperCamelCase name.
  public var name: Located<String>
  public var description: Located<String>?
  /// `input`: what a caller passes to start the flow (`Void` when absent).
  public var input: Located<TypeExpression>?
  /// `output`: what the flow yields at `finish` (`Void` when absent).
  public var output: Located<TypeExpression>?
  /// `start`: the first step or decision.
  public var start: Located<String>
  public var types: [TypeDeclaration]
  /// `external`: type names the app defines elsewhere.
  public var externalTypes: [Located<String>]
  public var steps: [Step]
  public var decisions: [Decision]
  public var links: [Link]
}

/// A struct or enum declared under `types:`.
public struct TypeDeclaration: Sendable {
  public enum Shape: Sendable {
    /// `Name: { field: Type, ... }`
    case structure([Field])
    /// `Name: { enum: [a, b] }` or `Name: { enum: { a: Payload, b: null } }`
    case enumeration([EnumCase])
  }

  public struct Field: Sendable {
    public var name: Located<String>
    public var type: Located<TypeExpression>
  }

  public struct EnumCase: Sendable {
    public var name: Located<String>
    /// The associated value's type; nil for a case without payload.
    public var payload: Located<TypeExpression>?
  }

  public var name: Located<String>
  public var shape: Shape
}

/// Where a transition goes.
public enum Target: Hashable, Sendable, CustomStringConvertible {
  /// A step or decision of the same flow.
  case node(String)
  /// Ends the flow with the payload as its output.
  case finish
  /// Ends the flow with no result.
  case cancel

  public init(_ text: String) {
    switch text {
    case Reserved.finish: self = .finish
    case Reserved.cancel: self = .cancel
    default: self = .node(text)
    }
  }

  public var description: String {
    switch self {
    case .node(let id): id
    case .finish: Reserved.finish
    case .cancel: Reserved.cancel
    }
  }
}

/// The words a spec reserves: they cannot be step or decision ids.
public enum Reserved {
  public static let finish = "finish"
  public static let cancel = "cancel"
  /// In `gather`: the value the arriving transition carries.
  public static let payload = "payload"
  public static let all: Set<String> = [finish, cancel, payload]
}

/// One `on` entry: an enum case and where it goes.
public struct CaseRoute: Sendable {
  public var caseName: Located<String>
  public var target: Located<Target>
}

/// How a screen is shown.
public enum Presentation: String, CaseIterable, Sendable {
  /// Pushed on the navigation stack (the default).
  case push
  /// Presented modally over the current screen.
  case modal
  /// Replaces the window's root.
  case root
}

/// An entry of `steps:`.
public struct Step: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case screen
    case action
    case flow
  }

  /// Where one field of a gathered `input` comes from.
  public enum GatherSource: Hashable, Sendable {
    /// The output of an earlier step.
    case step(String)
    /// The payload of the transition that arrives at the gathering step.
    case payload
  }

  public struct GatherField: Sendable {
    public var field: Located<String>
    public var source: Located<GatherSource>
  }

  /// The step id (lowerCamelCase).
  public var id: Located<String>
  /// `screen`, `action` or `flow`.
  public var kind: Kind
  /// The screen, action or sub-flow name (UpperCamelCase).
  public var name: Located<String>
  public var input: Located<TypeExpression>?
  /// `gather`: fields of a struct `input` built from earlier outputs; nil when absent.
  public var gather: [GatherField]?
  /// Where the `gather` key is written.
  public var gatherLocation: SourceLocation?
  public var output: Located<TypeExpression>?
  public var next: Located<Target>?
  /// `on`: enum case -> target, in written order.
  public var on: [CaseRoute]
  /// Where the `on` key is written; nil without `on`.
  public var onLocation: SourceLocation?
  public var failure: Located<Target>?
  public var back: Located<Target>?
  public var present: Located<Presentation>?
  public var description: Located<String>?
}

/// An entry of `decisions:`: a branch decided by app code, with no UI.
public struct Decision: Sendable {
  public var id: Located<String>
  public var input: Located<TypeExpression>?
  public var cases: [Located<String>]
  public var on: [CaseRoute]
  public var onLocation: SourceLocation?
  public var description: Located<String>?
}

/// An entry of `links:`: a URL pattern that opens a step.
public struct Link: Sendable {
  public var pattern: Located<String>
  public var target: Located<String>
}
