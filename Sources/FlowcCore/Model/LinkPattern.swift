/// A parsed deep-link pattern: `myapp://items/{id:Int}`,
/// `https://example.com/search?q={query:String}&page={page:Int?}`,
/// `https://matrix.to/#/{room:String}`.
///
/// After the scheme, the pattern is a `/`-separated list of host and path
/// segments; a segment is either literal text or a whole `{name:Type}`
/// parameter. A query (`?`) lists items `name={param:Type}`, each matched by
/// its name in a URL's query, in any order; a query parameter typed `Type?`
/// may be absent. A fragment (`#`) is split at `/` like a path and matched
/// segment by segment.
public struct LinkPattern: Hashable, Sendable {
  /// Types a parameter may have: what can be parsed from one path segment.
  public static let parameterTypes = ["String", "Int", "Double", "Bool", "UUID"]

  public enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(name: String, type: String)
  }

  /// An item of the pattern's query: `key={name:Type}`, or `key={name:Type?}`
  /// for one the URL may leave out.
  public struct QueryItem: Hashable, Sendable {
    /// The item's name in the URL's query.
    public var key: String
    /// The parameter its value fills.
    public var name: String
    /// The parameter's type, without `?`.
    public var type: String
    /// Whether the URL may leave the item out (`Type?`).
    public var isOptional: Bool
  }

  /// The URL scheme, without `://`.
  public var scheme: String
  /// Host and path segments.
  public var segments: [Segment]
  /// The query items, in the pattern's order; empty without a query.
  public var query: [QueryItem] = []
  /// The fragment's segments; nil without a fragment.
  public var fragment: [Segment]? = nil

  /// The parameters in order: the path's, the query's, then the fragment's.
  /// An optional query parameter's type ends in `?` (`Int?`).
  public var parameters: [(name: String, type: String)] {
    func named(_ segments: [Segment]) -> [(name: String, type: String)] {
      segments.compactMap {
        if case .parameter(let name, let type) = $0 { return (name, type) }
        return nil
      }
    }
    return named(segments) + query.map { ($0.name, $0.isOptional ? $0.type + "?" : $0.type) }
      + named(fragment ?? [])
  }

  /// A URL the pattern matches: each parameter written as `value(type)`
  /// gives it (`type` without `?`), and every query item, optional or not,
  /// in the pattern's order. A host alone is followed by `/` before a query
  /// or fragment, as URLs write an empty path; a fragment is written `#/`
  /// and its segments, as the pattern's own errors suggest writing it.
  public func url(filling value: (_ type: String) -> String) -> String {
    func written(_ segments: [Segment]) -> String {
      segments.map { segment in
        switch segment {
        case .literal(let text): text
        case .parameter(_, let type): value(type)
        }
      }.joined(separator: "/")
    }
    var url = scheme + "://" + written(segments)
    if segments.count == 1, !query.isEmpty || fragment != nil { url += "/" }
    if !query.isEmpty {
      url += "?" + query.map { $0.key + "=" + value($0.type) }.joined(separator: "&")
    }
    if let fragment { url += "#/" + written(fragment) }
    return url
  }

  /// Parses a pattern; the error says what is wrong with it, and where.
  ///
  /// Works on UTF-8 bytes: every character with a meaning here is ASCII.
  public init(parsing text: String) throws(LinkPatternError) {
    let bytes = Array(text.utf8)
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func isASCIILetter(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
    /// An error at byte `offset` of the text: its offset counts Unicode scalars.
    func failure(_ message: String, at offset: Int) -> LinkPatternError {
      LinkPatternError(message, at: bytes[..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) })
    }

    let colon = bytes.indices.dropLast(2).first {
      bytes[$0] == UInt8(ascii: ":") && bytes[$0 + 1] == UInt8(ascii: "/")
        && bytes[$0 + 2] == UInt8(ascii: "/")
    }
    guard let colon else {
      throw failure("'\(text)' has no scheme; write it like 'myapp://items/{id:Int}'", at: 0)
    }
    scheme = string(0..<colon)
    let schemeBytes = bytes[0..<colon]
    guard let first = schemeBytes.first, isASCIILetter(first),
      schemeBytes.allSatisfy({
        isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || "+-.".utf8.contains($0)
      })
    else {
      throw failure("'\(scheme)' is not a URL scheme (letters, digits, '+', '-', '.')", at: 0)
    }
    let rest = (colon + 3)..<bytes.count
    /// The first `byte` of `range` outside a parameter's braces (`{page:Int?}`).
    func firstOutsideBraces(_ byte: UInt8, in range: Range<Int>) -> Int? {
      var depth = 0
      for index in range {
        switch bytes[index] {
        case UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "}"): depth = max(depth - 1, 0)
        case byte where depth == 0: return index
        default: break
        }
      }
      return nil
    }
    // The fragment starts at the first '#', the query at the first '?' before it.
    let hash = bytes[rest].firstIndex(of: UInt8(ascii: "#"))
    let beforeFragment = rest.lowerBound..<(hash ?? rest.upperBound)
    let question = firstOutsideBraces(UInt8(ascii: "?"), in: beforeFragment)
    let path = rest.lowerBound..<(question ?? beforeFragment.upperBound)
    let queryText = question.map { ($0 + 1)..<beforeFragment.upperBound }
    let fragmentText = hash.map { ($0 + 1)..<rest.upperBound }

    func checkCharacters(_ range: Range<Int>, orQuestionMark: Bool) throws(LinkPatternError) {
      var offset = range.lowerBound
      for scalar in string(range).unicodeScalars {
        if !Self.isPathCharacter(scalar), !(orQuestionMark && scalar == "?") {
          throw failure(
            "link patterns hold URL path characters (letters, digits and "
              + "\(String(Self.pathPunctuation))) and '{name:Type}' parameters; remove "
              + Self.spelt(scalar)
              + (scalar == "%"
                ? ": segments are compared after percent-decoding, so write the decoded character"
                : ""),
            at: offset)
        }
        offset += UTF8.width(scalar)
      }
    }
    try checkCharacters(path, orQuestionMark: true)
    if let queryText { try checkCharacters(queryText, orQuestionMark: true) }
    if let fragmentText {
      if let bad = firstOutsideBraces(UInt8(ascii: "?"), in: fragmentText)
        ?? bytes[fragmentText].firstIndex(of: UInt8(ascii: "#"))
      {
        throw failure(
          "a fragment holds segments separated by '/', and no query; remove "
            + "'\(Character(Unicode.Scalar(bytes[bad])))'", at: bad)
      }
      try checkCharacters(fragmentText, orQuestionMark: true)
    }

    /// The pieces of `range` between `/`.
    func pieces(_ range: Range<Int>) -> [Range<Int>] {
      var pieces: [Range<Int>] = []
      var start = range.lowerBound
      for index in range where bytes[index] == UInt8(ascii: "/") {
        pieces.append(start..<index)
        start = index + 1
      }
      pieces.append(start..<range.upperBound)
      return pieces
    }
    var names: Set<String> = []
    /// The parameter `piece` is, nil for literal text.
    func parameter(_ piece: Range<Int>, optionalAllowed: Bool) throws(LinkPatternError)
      -> (name: String, type: String, isOptional: Bool)?
    {
      let brace = bytes[piece].contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
      guard brace else { return nil }
      guard bytes[piece.lowerBound] == UInt8(ascii: "{"),
        bytes[piece.upperBound - 1] == UInt8(ascii: "}"),
        piece.count > 2
      else {
        throw failure(
          "a parameter must fill a whole segment, like '{id:Int}', not '\(string(piece))'",
          at: piece.lowerBound)
      }
      let inner = (piece.lowerBound + 1)..<(piece.upperBound - 1)
      let colons = inner.filter { bytes[$0] == UInt8(ascii: ":") }
      guard colons.count == 1 else {
        throw failure(
          "write a parameter as '{name:Type}', not '\(string(piece))'", at: piece.lowerBound)
      }
      let name = string(inner.lowerBound..<colons[0]).trimmingSpaces
      var type = string((colons[0] + 1)..<inner.upperBound).trimmingSpaces
      if let problem = Identifier.problem(with: name, case: .lower) {
        throw failure("invalid parameter name: \(problem)", at: inner.lowerBound)
      }
      let isOptional = type.hasSuffix("?")
      if isOptional { type = String(type.dropLast()).trimmingSpaces }
      guard Self.parameterTypes.contains(type) else {
        throw failure(
          "parameter '\(name)' has type '\(type)'; link parameters are "
            + Self.parameterTypes.joined(separator: ", ")
            + Spelling.didYouMean(type, in: Self.parameterTypes), at: colons[0] + 1)
      }
      if isOptional, !optionalAllowed {
        throw failure(
          "parameter '\(name)' has type '\(type)?', but only a query item may be left out of a "
            + "URL; write '\(type)', and a second pattern without this segment",
          at: colons[0] + 1)
      }
      guard names.insert(name).inserted else {
        throw failure("parameter '\(name)' appears twice", at: piece.lowerBound)
      }
      return (name, type, isOptional)
    }
    func parsedSegments(_ pieces: [Range<Int>]) throws(LinkPatternError) -> [Segment] {
      var segments: [Segment] = []
      for piece in pieces {
        if let (name, type, _) = try parameter(piece, optionalAllowed: false) {
          segments.append(.parameter(name: name, type: type))
        } else {
          segments.append(.literal(string(piece)))
        }
      }
      return segments
    }

    // Host and path segments, split at '/'; one '/' may end them before a query or fragment.
    var pathPieces = pieces(path)
    if queryText != nil || fragmentText != nil, pathPieces.count > 1, pathPieces.last!.isEmpty {
      pathPieces.removeLast()
    }
    if path.isEmpty || pathPieces.contains(where: \.isEmpty) {
      let empty = pathPieces.first(where: \.isEmpty)?.lowerBound ?? path.lowerBound
      throw failure("'\(text)' has an empty host or path segment", at: empty)
    }
    segments = try parsedSegments(pathPieces)

    if let queryText {
      guard !queryText.isEmpty else {
        throw failure(
          "'\(text)' has an empty query; remove '?', or add an item like 'q={query:String}'",
          at: queryText.lowerBound - 1)
      }
      var keys: Set<String> = []
      var items: [QueryItem] = []
      func item(_ item: Range<Int>) throws(LinkPatternError) {
        guard !item.isEmpty else {
          throw failure(
            "the query of '\(text)' has an empty item; remove the extra '&'",
            at: max(item.lowerBound - 1, queryText.lowerBound))
        }
        guard let equals = bytes[item].firstIndex(of: UInt8(ascii: "=")) else {
          throw failure(
            "write a query item as 'name={param:Type}', not '\(string(item))'", at: item.lowerBound)
        }
        let key = item.lowerBound..<equals
        let value = (equals + 1)..<item.upperBound
        guard !key.isEmpty else {
          throw failure(
            "query item '\(string(item))' has no name; write it as 'name={param:Type}'",
            at: item.lowerBound)
        }
        if let bad = bytes[key].firstIndex(where: { !Self.queryNameBytes.contains($0) }) {
          throw failure(
            "the name of query item '\(string(key))' holds letters, digits, '-', '.', '_' and "
              + "'~'; remove \(Self.spelt(Unicode.Scalar(bytes[bad])))", at: bad)
        }
        let name = string(key)
        guard !value.isEmpty else {
          throw failure(
            "query item '\(name)' has no value; write it as "
              + "'\(name)={\(Self.parameterName(name)):String}'", at: value.lowerBound)
        }
        guard let parameter = try parameter(value, optionalAllowed: true) else {
          throw failure(
            "query item '\(name)' has the literal value '\(string(value))'; a query item's value "
              + "is a parameter, like '\(name)={\(Self.parameterName(name)):String}' (to match "
              + "literal text, put it in the path)", at: value.lowerBound)
        }
        guard keys.insert(name).inserted else {
          throw failure("query item '\(name)' appears twice", at: item.lowerBound)
        }
        items.append(
          QueryItem(
            key: name, name: parameter.name, type: parameter.type,
            isOptional: parameter.isOptional))
      }
      var start = queryText.lowerBound
      for end in queryText where bytes[end] == UInt8(ascii: "&") {
        try item(start..<end)
        start = end + 1
      }
      try item(start..<queryText.upperBound)
      query = items
    }

    if let fragmentText {
      var fragmentPieces = pieces(fragmentText)
      // `#/room` as matrix.to writes it: a leading '/' opens the segments.
      if fragmentPieces.count > 1, fragmentPieces[0].isEmpty { fragmentPieces.removeFirst() }
      if let empty = fragmentPieces.first(where: \.isEmpty) {
        throw failure(
          "the fragment of '\(text)' has an empty segment; write it like '#/{room:String}'",
          at: fragmentPieces.allSatisfy(\.isEmpty) ? fragmentText.lowerBound - 1 : empty.lowerBound)
      }
      fragment = try parsedSegments(fragmentPieces)
    }
  }
}

extension LinkPattern {
  /// The ASCII punctuation a host or path may hold besides letters and
  /// digits: RFC 3986's unreserved characters and sub-delimiters, ':' and
  /// '@' (a path character, `pchar`, that is not percent-encoded), and '/'.
  static let pathPunctuation = Array("-._~!$&'()*+,;=:@/")

  /// The bytes a query item's name holds: ASCII letters, digits and RFC
  /// 3986's unreserved punctuation.
  static let queryNameBytes = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~".utf8)

  /// A parameter name for query item `key`, as a suggestion:
  /// `account_provider` -> `accountProvider`.
  static func parameterName(_ key: String) -> String {
    let words = key.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard let first = words.first, first.first?.isLetter == true else { return "value" }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

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

/// Why a link pattern does not parse, and where.
public struct LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// Where in the pattern the problem starts, in Unicode scalars from its first character.
  public var offset: Int
  init(_ message: String, at offset: Int = 0) {
    self.message = message
    self.offset = offset
  }
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
