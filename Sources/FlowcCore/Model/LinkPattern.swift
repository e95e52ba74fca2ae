/// A parsed deep-link pattern: `myapp://items/{id:Int}`.
///
/// After the scheme, the pattern is a `/`-separated list of segments; a segment
/// is either literal text or a whole `{name:Type}` parameter. Matching compares
/// the host and path of a URL segment by segment.
public struct LinkPattern: Hashable, Sendable {
  /// Types a parameter may have: what can be parsed from one path segment.
  public static let parameterTypes = ["String", "Int", "Double", "Bool", "UUID"]

  public enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(name: String, type: String)
  }

  /// The URL scheme, without `://`.
  public var scheme: String
  /// Host and path segments.
  public var segments: [Segment]

  /// The parameters in order.
  public var parameters: [(name: String, type: String)] {
    segments.compactMap {
      if case .parameter(let name, let type) = $0 { return (name, type) }
      return nil
    }
  }

  /// Parses a pattern; the error says what is wrong with it.
  ///
  /// Works on UTF-8 bytes: every character with a meaning here is ASCII.
  public init(parsing text: String) throws(LinkPatternError) {
    let bytes = Array(text.utf8)
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func isASCIILetter(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    let colon = bytes.indices.dropLast(2).first {
      bytes[$0] == UInt8(ascii: ":") && bytes[$0 + 1] == UInt8(ascii: "/")
        && bytes[$0 + 2] == UInt8(ascii: "/")
    }
    guard let colon else {
      throw LinkPatternError("'\(text)' has no scheme; write it like 'myapp://items/{id:Int}'")
    }
    scheme = string(0..<colon)
    let schemeBytes = bytes[0..<colon]
    guard let first = schemeBytes.first, isASCIILetter(first),
      schemeBytes.allSatisfy({
        isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || "+-.".utf8.contains($0)
      })
    else {
      throw LinkPatternError("'\(scheme)' is not a URL scheme (letters, digits, '+', '-', '.')")
    }
    let rest = (colon + 3)..<bytes.count
    if let bad = bytes[rest].first(where: { "?# ".utf8.contains($0) }) {
      throw LinkPatternError(
        "link patterns match a host and path only; remove '\(Character(Unicode.Scalar(bad)))'")
    }
    if let bad = string(rest).unicodeScalars.first(where: { !Self.isPathCharacter($0) }) {
      throw LinkPatternError(
        "link patterns hold URL path characters (letters, digits and "
          + "\(String(Self.pathPunctuation))) and '{name:Type}' parameters; remove "
          + Self.spelt(bad)
          + (bad == "%"
            ? ": segments are compared after percent-decoding, so write the decoded character" : "")
      )
    }
    // Host and path segments, split at '/'.
    var pieces: [Range<Int>] = []
    var pieceStart = rest.lowerBound
    for index in rest where bytes[index] == UInt8(ascii: "/") {
      pieces.append(pieceStart..<index)
      pieceStart = index + 1
    }
    pieces.append(pieceStart..<rest.upperBound)
    guard !rest.isEmpty, !pieces.contains(where: \.isEmpty) else {
      throw LinkPatternError("'\(text)' has an empty host or path segment")
    }
    var names: Set<String> = []
    segments = []
    for piece in pieces {
      let brace = bytes[piece].contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
      guard brace else {
        segments.append(.literal(string(piece)))
        continue
      }
      guard bytes[piece.lowerBound] == UInt8(ascii: "{"),
        bytes[piece.upperBound - 1] == UInt8(ascii: "}"),
        piece.count > 2
      else {
        throw LinkPatternError(
          "a parameter must fill a whole segment, like '{id:Int}', not '\(string(piece))'")
      }
      let inner = (piece.lowerBound + 1)..<(piece.upperBound - 1)
      let colons = inner.filter { bytes[$0] == UInt8(ascii: ":") }
      guard colons.count == 1 else {
        throw LinkPatternError("write a parameter as '{name:Type}', not '\(string(piece))'")
      }
      let name = string(inner.lowerBound..<colons[0]).trimmingSpaces
      let type = string((colons[0] + 1)..<inner.upperBound).trimmingSpaces
      if let problem = Identifier.problem(with: name, case: .lower) {
        throw LinkPatternError("invalid parameter name: \(problem)")
      }
      guard Self.parameterTypes.contains(type) else {
        throw LinkPatternError(
          "parameter '\(name)' has type '\(type)'; link parameters are "
            + Self.parameterTypes.joined(separator: ", ")
            + Spelling.didYouMean(type, in: Self.parameterTypes))
      }
      guard names.insert(name).inserted else {
        throw LinkPatternError("parameter '\(name)' appears twice")
      }
      segments.append(.parameter(name: name, type: type))
    }
  }
}

extension LinkPattern {
  /// The ASCII punctuation a host or path may hold besides letters and
  /// digits: RFC 3986's unreserved characters and sub-delimiters, ':' and
  /// '@' (a path character, `pchar`, that is not percent-encoded), and '/'.
  static let pathPunctuation = Array("-._~!$&'()*+,;=:@/")

  /// Whether `scalar` may stand after a pattern's scheme: an ASCII letter,
  /// digit or `pathPunctuation`, a brace of a parameter, or a non-ASCII
  /// letter, mark, number, punctuation or symbol (which a URL carries
  /// percent-encoded, and matching compares decoded). Never a control, format
  /// (bidirectional) or separator character, nor a space, a quote or a backslash.
  static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "{" || scalar == "}"
        || pathPunctuation.contains(Character(scalar))
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }

  /// A character as a message names it: `'"'`, or `U+0009 (a tab)` for one
  /// that does not print.
  static func spelt(_ scalar: Unicode.Scalar) -> String {
    let names: [Unicode.Scalar: String] = [
      "\t": "a tab", "\n": "a line feed", "\r": "a carriage return", "\u{1B}": "an escape",
      "\0": "a NUL",
    ]
    let code = ControlCharacters.codePoint(scalar)
    if let name = names[scalar] { return "\(code) (\(name))" }
    if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F { return "'\(scalar)'" }
    if let name = scalar.properties.name, !isPathCharacter(scalar) { return "\(code) (\(name))" }
    return code
  }
}

/// Why a link pattern does not parse.
public struct LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    let bytes = utf8
    guard bytes.first == UInt8(ascii: " ") || bytes.last == UInt8(ascii: " ") else { return self }
    let start = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.endIndex
    let end = bytes.lastIndex { $0 != UInt8(ascii: " ") }.map { bytes.index(after: $0) } ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
