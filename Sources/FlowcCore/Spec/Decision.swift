/// An entry of `decisions:`: a branch decided by app code, with no UI.
public struct Decision: Sendable {
  public var id: Located<String>
  public var input: Located<TypeExpression>?
  public var cases: [Located<String>]
  /// `cases` written as a mapping (`valid: Session`, `expired: Void`): each
  /// case's own payload, parallel to `cases` (nil: the case carries nothing).
  /// nil for the list form, whose cases pass the decision's input on.
  public var payloads: [Located<TypeExpression>?]?
  public var on: [CaseRoute]
  public var onLocation: SourceLocation?
  public var description: Located<String>?
  /// `gate: true`: deep links whose target the decision guards pass it first
  /// (`gate: false`: not a gate, even where the flow starts).
  public var gate: Located<Bool>? = nil
  /// Written without `cases`, with an `input`: the decision routes its input,
  /// an enum, by the enum's cases, each carrying its payload, with no app code.
  /// The model fills `cases` and `payloads` from the enum.
  public var routesInput = false
}
