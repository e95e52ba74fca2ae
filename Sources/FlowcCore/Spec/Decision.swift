/// An entry of `decisions:`: a branch decided by app code, with no UI.
public struct Decision: Sendable {
  public var id: Located<String>
  public var input: Located<TypeExpression>?
  public var cases: [Located<String>]
  public var on: [CaseRoute]
  public var onLocation: SourceLocation?
  public var description: Located<String>?
}
