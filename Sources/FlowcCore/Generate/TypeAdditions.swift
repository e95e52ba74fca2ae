/// What a config adds to a generated enum (`state:` and `action:` in
/// `flowc-config.yaml`): attributes written on the line before its
/// declaration (`@CasePathable`), and protocols it conforms to besides those
/// flowc gives it.
///
/// Both come from the config, not from a spec, and are checked when it is
/// read (`GenerationConfig.decode`): an attribute is one Swift attribute, a
/// conformance one type name, so no value can end the line it is written on.
public struct TypeAdditions: Codable, Sendable, Hashable {
  /// Attributes, each with its `@` (`@CasePathable`, `@available(iOS 17, *)`).
  public var attributes: [String]
  /// Protocols, each a type name (`Identifiable`, `MyKit.Routable`).
  public var conformances: [String]

  public init(attributes: [String] = [], conformances: [String] = []) {
    self.attributes = attributes
    self.conformances = conformances
  }

  /// Nothing added.
  public static let none = TypeAdditions()

  /// `conformances` after `generated`, without those already there or among
  /// `written` (what the template states itself, `Sendable`): Swift refuses a
  /// conformance stated twice.
  func conformances(after generated: [String], besides written: [String]) -> [String] {
    var seen = Set(generated + written)
    return generated + conformances.filter { seen.insert($0).inserted }
  }

  /// Whether `text` is one Swift attribute a config may add: `@`, a name
  /// (dotted for a module's: `@CasePaths.CasePathable`), and optionally
  /// arguments in one pair of parentheses made of names, numbers, spaces and
  /// `, . : *` (`@available(iOS 17.0, *)`). No quotes, no slashes, no second
  /// parenthesis: nothing can start a string or a comment, or end the line.
  public static func isAttribute(_ text: String) -> Bool {
    guard text.hasPrefix("@") else { return false }
    let body = text.dropFirst()
    let name: Substring
    if let open = body.firstIndex(of: "(") {
      guard body.last == ")" else { return false }
      name = body[..<open]
      let arguments = body[body.index(after: open)..<body.index(before: body.endIndex)]
      guard
        arguments.unicodeScalars.allSatisfy({
          isNameScalar($0) || " ,.:*".unicodeScalars.contains($0)
        })
      else { return false }
    } else {
      name = body
    }
    return isTypeName(String(name))
  }

  /// Whether `text` is one type name a conformance may be: identifiers of
  /// ASCII letters, digits and underscores joined by dots (`MyKit.Routable`),
  /// none starting with a digit, none `_` alone or a Swift keyword.
  public static func isTypeName(_ text: String) -> Bool {
    !text.isEmpty
      && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.unicodeScalars.first, !("0"..."9").contains(first), part != "_"
        else { return false }
        return part.unicodeScalars.allSatisfy(isNameScalar)
          && !SwiftSpelling.keywords.contains(String(part))
      }
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_"
  }
}
