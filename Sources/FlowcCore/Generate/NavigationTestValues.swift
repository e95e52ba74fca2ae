/// Values of a spec's types as Swift expressions, for the navigation tests
/// `flowc tests` generates: built from the types' declarations, `external`
/// types read from the fixtures the app supplies once
/// (`NavigationTestFixtures`).
struct NavigationTestValues {
  let types: TypeTable
  /// The type the app declares with a value of each external type.
  static let fixtures = "NavigationTestFixtures"
  /// The protocol of those values, generated once per output folder.
  static let fixturesProtocol = "NavigationFixtures"
  /// How deep a value of nested declared types is built; deeper, a value
  /// that needs more is not built (a test that needs it is not generated).
  static let maximumDepth = 16

  /// A value of `type`, or nil if none can be built (`Never`, or declared
  /// types that only hold themselves deeper than `maximumDepth`).
  func value(of type: TypeExpression, depth: Int = 0) -> String? {
    guard depth < Self.maximumDepth else { return nil }
    switch type {
    case .optional: return "nil"
    case .array: return "[]"
    case .dictionary: return "[:]"
    case .named(let name):
      if let builtin = Self.builtin(name) { return builtin }
      if name == "Never" { return nil }
      if let fields = types.structFields(of: type) {
        var arguments: [String] = []
        for field in fields {
          guard let value = value(of: field.type.value, depth: depth + 1) else { return nil }
          arguments.append("\(SwiftSpelling.label(field.name.value)): \(value)")
        }
        return "\(SwiftSpelling.type(type))(\(arguments.joined(separator: ", ")))"
      }
      if let cases = types.enumCases(of: type) {
        // A case without a payload, else the first whose payload can be built.
        if let plain = cases.first(where: { $0.payload == nil }) {
          return self.case(plain.name.value, of: type, payload: nil, depth: depth)
        }
        for candidate in cases {
          if let value = self.case(
            candidate.name.value, of: type, payload: candidate.payload?.value, depth: depth)
          {
            return value
          }
        }
        return nil
      }
      if types.external[name] != nil { return Self.fixture(name) }
      return nil
    }
  }

  /// The case `name` of enum `type`, with a value of `payload` if it has one.
  func `case`(_ name: String, of type: TypeExpression, payload: TypeExpression?, depth: Int = 0)
    -> String?
  {
    let head = "\(SwiftSpelling.type(type)).\(SwiftSpelling.member(name))"
    guard let payload, payload != .void else { return head }
    guard let value = value(of: payload, depth: depth + 1) else { return nil }
    return "\(head)(\(value))"
  }

  /// The case `name` of the declared enum `type` with a value of its payload.
  func value(ofCase name: String, in type: TypeExpression) -> String? {
    guard let found = types.enumCases(of: type)?.first(where: { $0.name.value == name }) else {
      return nil
    }
    return self.case(name, of: type, payload: found.payload?.value)
  }

  /// The fixture property of an external type: `Session` -> `session`.
  static func fixtureProperty(_ name: String) -> String {
    let letters = String(name.unicodeScalars.filter { $0 != "." }.map(Character.init))
    return SwiftSpelling.identifier(SwiftSpelling.lowerFirst(letters))
  }

  static func fixture(_ name: String) -> String {
    "\(fixtures).\(fixtureProperty(name))"
  }

  static func builtin(_ name: String) -> String? {
    switch name {
    case "Void": "()"
    case "Bool": "true"
    case "Int": "1"
    case "Double": "1.5"
    case "String": "\"text\""
    case "Date": "Date(timeIntervalSince1970: 0)"
    case "URL": "URL(fileURLWithPath: \"/\")"
    case "Data": "Data()"
    case "UUID": "UUID()"
    case "Error": "FlowRuntime.FlowFailure(NavigationTestFailure(step: \"\"))"
    default: nil
    }
  }
}
