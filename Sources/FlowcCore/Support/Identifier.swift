/// What makes a name usable in generated Swift.
///
/// Names are ASCII: a letter, then letters, digits or underscores. Types, flows,
/// screens and actions are UpperCamelCase; ids, fields and cases lowerCamelCase.
/// Swift keywords are refused rather than escaped, so generated code stays plain.
public enum Identifier {
  public enum Case: Sendable {
    /// `Registration`, `PersonalForm`
    case upper
    /// `personal`, `mailAddress`
    case lower
  }

  static func isStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    isStart(scalar) || ("0"..."9").contains(scalar)
  }

  /// Why `name` cannot be an identifier of the given case, or nil if it can.
  public static func problem(with name: String, case expected: Case) -> String? {
    guard let first = name.unicodeScalars.first else { return "a name cannot be empty" }
    let isIdentifier = name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
    guard isIdentifier, isStart(first), first != "_" else {
      return
        "'\(name)' is not a Swift identifier (use ASCII letters and digits, starting with a letter)"
    }
    if isKeyword(name) {
      return "'\(name)' is a Swift keyword"
    }
    switch expected {
    case .upper where !("A"..."Z").contains(first):
      return "'\(name)' must start with an uppercase letter (UpperCamelCase)"
    case .lower where !("a"..."z").contains(first):
      return "'\(name)' must start with a lowercase letter (lowerCamelCase)"
    default:
      return nil
    }
  }

  /// Whether `name` is in `keywords`. Names are checked by the thousand, so
  /// compare against the few keywords with the same first letter and length
  /// instead of hashing every name.
  static func isKeyword(_ name: String) -> Bool {
    guard let first = name.utf8.first, first < 128 else { return false }
    let length = name.utf8.count
    return keywordsByFirstByte[Int(first)].contains { $0.utf8.count == length && $0 == name }
  }

  private static let keywordsByFirstByte: [[String]] = {
    var table = [[String]](repeating: [], count: 128)
    for keyword in keywords { table[Int(keyword.utf8.first!)].append(keyword) }
    return table
  }()

  /// Words Swift reserves in some position where generated code would use the name.
  public static let keywords: Set<String> = [
    // declarations
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    // expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "Type", "Protocol", "some", "any",
    // contextual words that break generated code as member or case names
    "async", "actor", "consume", "borrowing", "consuming", "copy", "discard", "each", "isolated",
    "nonisolated", "package", "sending", "Sendable",
  ]
}
