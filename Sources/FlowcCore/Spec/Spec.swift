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
  /// `endings`: the named ways the flow ends, each with its payload (nil:
  /// none), reached through `finish.name`; empty when the flow has none.
  public var endings: [TypeDeclaration.EnumCase] = []
  /// Where `endings` is written.
  public var endingsLocation: SourceLocation?
  /// `start`: the first step or decision.
  public var start: Located<String>
  public var types: [TypeDeclaration]
  /// `external`: type names the app defines elsewhere.
  public var externalTypes: [Located<String>]
  public var steps: [Step]
  public var decisions: [Decision]
  public var links: [Link]
  /// `events`: what can happen to the flow from outside, in written order.
  public var events: [Event] = []
  /// `flow-types`: types that belong to this flow, generated inside its
  /// namespace enum. The model qualifies them (`SettingsFlow.Route`) and moves
  /// them to `types`, so that names in the spec resolve to them first.
  public var flowTypes: [TypeDeclaration] = []
  /// `error`: the type every action of the flow that can fail throws
  /// (`throws(AppError)`), unless the action says otherwise; nil: `any Error`.
  public var errorType: Located<TypeExpression>? = nil
  /// The size of the spec's file in bytes (0 when not read from one): the
  /// generated Swift is bounded relative to it (`SwiftGenerator.outputLimit`).
  public var sourceSize = 0
  /// `parameters`: the constants the flow is given where it is used, in
  /// written order; empty when it declares none.
  public var parameters: [FlowParameter] = []
  /// Where `parameters` is written.
  public var parametersLocation: SourceLocation? = nil
}

extension Spec {
  /// What `step`'s failure carries: its own `error`, else the flow's, else
  /// `Error` (`any Error`); nil for a step that cannot fail.
  public func failureType(of step: Step) -> TypeExpression? {
    guard step.canFail else { return nil }
    return (step.errorType ?? errorType)?.value ?? .error
  }
}
