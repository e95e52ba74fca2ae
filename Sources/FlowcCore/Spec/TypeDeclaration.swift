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
