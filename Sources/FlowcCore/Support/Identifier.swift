/// What makes a name usable in generated Swift.
///
/// Names are ASCII: a letter, then letters, digits or underscores. Types, flows,
/// screens and actions are UpperCamelCase; ids, fields and cases lowerCamelCase.
/// Swift keywords are accepted and escaped with backticks where the generated
/// code needs it (`SwiftSpelling`); only the few that no escaping makes usable
/// are refused: `self`, and the type keywords `Self`, `Any`, `Type`, `Protocol`.
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
    var bytes = name
    let isIdentifier = bytes.withUTF8 { bytes in
      bytes.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
          true
        default: false
        }
      }
    }
    guard isIdentifier, isStart(first), first != "_" else {
      return
        "'\(name)' is not a Swift identifier (use ASCII letters and digits, starting with a letter)"
    }
    // The first letters of the unusable names: most names need no lookup.
    let mayBeUnusable =
      switch first {
      case "s", "S", "A", "T", "P": name.utf8.count <= 8
      default: false
      }
    if mayBeUnusable, let reason = unusable[name] {
      return "'\(name)' cannot be a name, not even in backticks: \(reason)"
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

  /// The last non-empty part of dotted name `name` (`Session` of
  /// `MyKit.Session`), or nil if it has none: `split(separator: ".").last`,
  /// found from the end without splitting.
  public static func lastPart(of name: String) -> Substring? {
    let dot = UInt8(ascii: ".")
    // Most names have no dot: their bytes are scanned in place, and the name is its own last part.
    if name.utf8.withContiguousStorageIfAvailable({ !$0.contains(dot) }) == true {
      return name.isEmpty ? nil : name[...]
    }
    var utf8 = name.utf8[...]
    while utf8.last == dot { utf8 = utf8.dropLast() }
    guard !utf8.isEmpty else { return nil }
    let start = utf8.lastIndex(of: dot).map { name.utf8.index(after: $0) } ?? utf8.startIndex
    return name[start..<utf8.endIndex]
  }

  /// The keywords no escaping saves, with the reason. In generated code
  /// `x.self` is `x` itself and `` `self` `` in an initializer is the value
  /// being built, so a case or field `self` could not be named; `Self`, `Any`,
  /// `Type` and `Protocol` are types of their own (`T.Type` is a metatype),
  /// so a type, flow, screen or action of that name could not be referred to.
  static let unusable: [String: String] = [
    "self": "'x.self' is the value 'x' itself, so nothing called 'self' could be named after a dot",
    "Self": "in a type, 'Self' is that type itself",
    "Any": "'Any' is the type of any value",
    "Type": "'T.Type' is the metatype of 'T'",
    "Protocol": "'P.Protocol' is the metatype of protocol 'P'",
  ]
}
