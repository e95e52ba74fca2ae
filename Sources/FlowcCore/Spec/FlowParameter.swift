/// One entry of a flow's `parameters`: a constant the flow is given where it
/// is used (`with`), or by the app that runs it.
public struct FlowParameter: Sendable {
  /// The parameter's name (lowerCamelCase): a field of the generated `Parameters`.
  public var name: Located<String>
  public var type: Located<TypeExpression>

  /// Whether the parameter may be left out (its type is optional).
  public var isOptional: Bool {
    if case .optional = type.value { return true }
    return false
  }
}

/// One entry of `with` on a `flow:` step or a tab: the constant given to a
/// parameter of the flow it runs, as written. The checks type it against the
/// parameter; the generator writes it as Swift.
public struct ParameterValue: Sendable {
  /// The parameter's name.
  public var name: Located<String>
  /// The scalar's text; nil for a null (`~`, `null`, nothing).
  public var text: String?
  /// Whether the scalar is quoted (`"12"` is a string, `12` a number).
  public var isQuoted: Bool
  /// Where the value is written.
  public var location: SourceLocation
}
