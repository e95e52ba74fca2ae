/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
  case `internal`, `public`, `package`

  /// What goes before a declaration: `"public "`, `"package "`, or nothing.
  var keyword: String { self == .internal ? "" : rawValue + " " }
}
