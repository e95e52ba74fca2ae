import Foundation

/// A URL as deep links read it: its scheme, its host and path segments, its
/// query items and its fragment's segments, each percent-decoded once.
/// Parsed once per URL, in one pass over it, and matched against every
/// pattern of a flow (`DeepLinkPatterns`).
///
/// A URL longer than `maximumLength` bytes is refused, and so is one whose
/// segments, query items or fragment do not decode (an invalid escape, or
/// bytes that are no UTF-8): a link opens nothing then.
public struct DeepLinkURL: Sendable, Equatable {
  /// The longest URL a deep link reads, in bytes of its text (8 KiB): a
  /// longer one matches no pattern.
  public static let maximumLength = 8_192

  /// An item of a URL's query: `name=value`, both percent-decoded once.
  public struct QueryItem: Sendable, Equatable {
    public let name: String
    /// The value; empty for `name=` and for `name` alone.
    public let value: String
  }

  /// The scheme, lowercased.
  public let scheme: String
  /// The host, then the path segments, percent-decoded once; empty segments
  /// (`a//b`, a trailing `/`) are left out.
  public let segments: [String]
  /// The query's items in order, split at `&` and then at the first `=`,
  /// each name and value percent-decoded once; a `+` stays a plus (write
  /// `%20` for a space). Items with an empty name (`&&`, `=x`) are left out.
  public let queryItems: [QueryItem]
  /// The fragment's segments: the text after `#`, up to a `?` in it (as in
  /// `https://matrix.to/#/room?via=server`, whose `via` is left out), split
  /// at `/` like a path, empty segments left out, each percent-decoded once.
  /// Nil for a URL without `#`.
  public let fragment: [String]?
  /// Each query item's place in `queryItems` by name; -1 for a name that
  /// occurs more than once.
  private let queryIndex: [String: Int]

  /// Parses `url`; nil for a URL over `maximumLength`, without a scheme, or
  /// with a segment, query item or fragment segment that does not decode.
  public init?(_ url: URL) {
    self.init(url.absoluteString)
  }

  /// Parses the text of a URL, as `init?(_ url:)` does.
  public init?(_ text: String) {
    let bytes = text.utf8
    guard bytes.count <= Self.maximumLength else { return nil }
    let view = Array(bytes)
    // The scheme: up to the first ':', before any '/', '?' or '#'.
    guard let colon = view.firstIndex(where: { "/?#:".utf8.contains($0) }),
      view[colon] == UInt8(ascii: ":"), colon > 0
    else { return nil }
    scheme = String(decoding: view[..<colon], as: UTF8.self).lowercased()
    // Host and path end at the query or the fragment; the query ends at the fragment.
    let hash = view[(colon + 1)...].firstIndex(of: UInt8(ascii: "#"))
    let end = view[(colon + 1)..<(hash ?? view.count)].firstIndex(of: UInt8(ascii: "?"))
    var rest = (colon + 1)..<(end ?? hash ?? view.count)
    var segments: [String] = []
    if view[rest].starts(with: "//".utf8) {
      // The authority: the host, without user information and port.
      let hostStart = rest.lowerBound + 2
      let slash = view[hostStart..<rest.upperBound].firstIndex(of: UInt8(ascii: "/"))
      let authority = hostStart..<(slash ?? rest.upperBound)
      var host = authority
      if let at = view[host].lastIndex(of: UInt8(ascii: "@")) { host = (at + 1)..<host.upperBound }
      if view[host].first != UInt8(ascii: "["),
        let port = view[host].lastIndex(of: UInt8(ascii: ":"))
      {
        host = host.lowerBound..<port
      }
      if !host.isEmpty {
        guard let decoded = Self.decoded(view[host]) else { return nil }
        segments.append(decoded)
      }
      rest = authority.upperBound..<rest.upperBound
    }
    for piece in view[rest].split(separator: UInt8(ascii: "/")) {
      guard let decoded = Self.decoded(piece) else { return nil }
      segments.append(decoded)
    }
    self.segments = segments
    var items: [QueryItem] = []
    var index: [String: Int] = [:]
    if let end {
      for piece in view[(end + 1)..<(hash ?? view.count)].split(separator: UInt8(ascii: "&")) {
        let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
        guard let name = Self.decoded(piece[..<equals]),
          let value = Self.decoded(piece[min(equals + 1, piece.endIndex)...])
        else { return nil }
        guard !name.isEmpty else { continue }
        index[name] = index[name] == nil ? items.count : -1
        items.append(QueryItem(name: name, value: value))
      }
    }
    queryItems = items
    queryIndex = index
    if let hash {
      let fragmentEnd = view[(hash + 1)...].firstIndex(of: UInt8(ascii: "?")) ?? view.count
      var fragment: [String] = []
      for piece in view[(hash + 1)..<fragmentEnd].split(separator: UInt8(ascii: "/")) {
        guard let decoded = Self.decoded(piece) else { return nil }
        fragment.append(decoded)
      }
      self.fragment = fragment
    } else {
      fragment = nil
    }
  }

  /// What the query says of `name`: nil when it has no such item or an
  /// empty value, `.some(nil)` when it has several, else its value.
  func queryValue(_ name: String) -> String?? {
    guard let place = queryIndex[name] else { return nil }
    guard place >= 0 else { return .some(nil) }
    let value = queryItems[place].value
    if value.isEmpty { return String??.none }
    return value
  }

  /// `bytes` percent-decoded once: `%252F` is `%2F`. Nil for an invalid
  /// escape or bytes that are no UTF-8.
  static func decoded(_ bytes: ArraySlice<UInt8>) -> String? {
    guard bytes.contains(UInt8(ascii: "%")) else { return utf8(bytes) }
    func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        out.append(byte)
        index += 1
        continue
      }
      guard index + 2 < bytes.endIndex, let high = hex(bytes[index + 1]),
        let low = hex(bytes[index + 2])
      else { return nil }
      out.append(high << 4 | low)
      index += 3
    }
    return utf8(out[...])
  }

  /// `bytes` as a string, or nil if they are no UTF-8.
  private static func utf8(_ bytes: ArraySlice<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}

/// The deep-link patterns of a flow, in the order its spec writes them,
/// indexed by scheme and segment count: a URL is parsed once and compared
/// only with the patterns it can match, so `Link(url:)` takes time linear
/// in the URL and in the patterns.
public struct DeepLinkPatterns: Sendable {
  private let patterns: [DeepLinkPattern]
  /// The patterns' indices by scheme and segment count, in order.
  private let index: [Shape: [Int]]

  private struct Shape: Hashable {
    var scheme: String
    var count: Int
  }

  /// The patterns as a spec writes them under `links:`.
  public init(_ patterns: [String]) {
    self.patterns = patterns.map(DeepLinkPattern.init)
    var index: [Shape: [Int]] = [:]
    for (number, pattern) in self.patterns.enumerated() {
      index[Shape(scheme: pattern.scheme, count: pattern.segments.count), default: []]
        .append(number)
    }
    self.index = index
  }

  /// The patterns `url` matches, in order, with the parameters each reads:
  /// none for a URL over `DeepLinkURL.maximumLength` or one that does not parse.
  public func matches(_ url: URL) -> [DeepLinkMatch] {
    guard let parsed = DeepLinkURL(url) else { return [] }
    return matches(parsed)
  }

  /// The patterns a parsed URL matches, in order.
  public func matches(_ url: DeepLinkURL) -> [DeepLinkMatch] {
    let candidates = index[Shape(scheme: url.scheme, count: url.segments.count)] ?? []
    return candidates.compactMap { number in
      patterns[number].match(url).map { DeepLinkMatch(pattern: number, parameters: $0) }
    }
  }
}

/// A pattern a URL matched: its place among the flow's patterns, and the
/// parameters the URL gave it.
public struct DeepLinkMatch: Sendable, Equatable {
  /// The pattern's index in `DeepLinkPatterns`, from 0.
  public let pattern: Int
  public let parameters: DeepLinkParameters

  public func string(_ name: String) -> String? { parameters.string(name) }
  public func int(_ name: String) -> Int? { parameters.int(name) }
  public func double(_ name: String) -> Double? { parameters.double(name) }
  public func uuid(_ name: String) -> UUID? { parameters.uuid(name) }
  public func bool(_ name: String) -> Bool? { parameters.bool(name) }
  public func optionalString(_ name: String) -> String?? { parameters.optionalString(name) }
  public func optionalInt(_ name: String) -> Int?? { parameters.optionalInt(name) }
  public func optionalDouble(_ name: String) -> Double?? { parameters.optionalDouble(name) }
  public func optionalUUID(_ name: String) -> UUID?? { parameters.optionalUUID(name) }
  public func optionalBool(_ name: String) -> Bool?? { parameters.optionalBool(name) }
}

/// A deep-link pattern as a spec writes it under `links:`, such as
/// `myapp://items/{id:Int}`: a scheme, then host and path segments, each
/// literal text or a whole `{name:Type}` parameter; then maybe a query of
/// items `key={name:Type}` (`Type?`: the item may be absent) and a fragment
/// of segments (`#/{room:String}`).
///
/// Generated link parsers match URLs with it; flowc has checked the pattern,
/// so it is taken as given.
public struct DeepLinkPattern: Sendable, Equatable {
  enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter(String)
  }

  struct QueryItem: Sendable, Equatable {
    var key: String
    var name: String
    var isOptional: Bool
  }

  let scheme: String
  let segments: [Segment]
  let query: [QueryItem]
  let fragment: [Segment]?

  public init(_ pattern: String) {
    let parts = pattern.components(separatedBy: "://")
    scheme = parts[0].lowercased()
    let rest = parts.count > 1 ? parts[1...].joined(separator: "://") : ""
    let hash = rest.firstIndex(of: "#")
    let beforeFragment = rest[..<(hash ?? rest.endIndex)]
    let question = beforeFragment.firstIndex(of: "?")
    func parsedSegments(_ text: Substring) -> [Segment] {
      text.split(separator: "/").map { piece in
        guard piece.hasPrefix("{"), piece.hasSuffix("}") else { return .literal(String(piece)) }
        return .parameter(Self.name(piece))
      }
    }
    segments = parsedSegments(beforeFragment[..<(question ?? beforeFragment.endIndex)])
    query =
      question.map { question in
        beforeFragment[beforeFragment.index(after: question)...].split(separator: "&").map {
          item in
          let equals = item.firstIndex(of: "=") ?? item.endIndex
          let value = item[equals...].dropFirst()
          return QueryItem(
            key: String(item[..<equals]), name: Self.name(value),
            isOptional: value.dropLast().trimmingCharacters(in: .whitespaces).hasSuffix("?"))
        }
      } ?? []
    fragment = hash.map { parsedSegments(rest[rest.index(after: $0)...]) }
  }

  /// The name of a parameter written `{name:Type}`.
  private static func name(_ piece: Substring) -> String {
    let name = piece.dropFirst().dropLast().split(separator: ":").first.map(String.init) ?? ""
    return name.trimmingCharacters(in: .whitespaces)
  }

  /// The parameters of `url` if it matches the pattern, else nil. The host
  /// counts as the first segment; segments are compared after percent-decoding
  /// them once (see `DeepLinkURL`).
  public func match(_ url: URL) -> DeepLinkParameters? {
    DeepLinkURL(url).flatMap(match)
  }

  /// The parameters of a parsed URL if it matches the pattern, else nil.
  ///
  /// Host and path segments match one by one. Each query item of the
  /// pattern is looked up by name among the URL's, in any order; the URL's
  /// other items are ignored. An item the URL gives twice matches nothing
  /// (which one would count?); one it leaves out, or gives an empty value,
  /// is absent, which only a `Type?` item may be. A pattern with a fragment
  /// matches a URL with as many fragment segments, one by one; a pattern
  /// without one ignores the URL's fragment.
  public func match(_ url: DeepLinkURL) -> DeepLinkParameters? {
    guard url.scheme == scheme, url.segments.count == segments.count else { return nil }
    var values: [String: String] = [:]
    func compare(_ segments: [Segment], _ pieces: [String]) -> Bool {
      for (segment, piece) in zip(segments, pieces) {
        switch segment {
        case .literal(let text) where text == piece: continue
        case .literal: return false
        case .parameter(let name): values[name] = piece
        }
      }
      return true
    }
    guard compare(segments, url.segments) else { return nil }
    for item in query {
      switch url.queryValue(item.key) {
      case .some(.some(let value)): values[item.name] = value
      case .some(.none): return nil
      case .none: if !item.isOptional { return nil }
      }
    }
    if let fragment {
      guard let pieces = url.fragment, pieces.count == fragment.count, compare(fragment, pieces)
      else { return nil }
    }
    return DeepLinkParameters(values: values)
  }
}

/// The parameters a URL gave a deep-link pattern, read as the types links
/// allow. Each read is strict: text that is not exactly a value of the type
/// gives nil, and the link does not open.
public struct DeepLinkParameters: Sendable, Equatable {
  let values: [String: String]

  /// The segment as it was, percent-decoded once.
  public func string(_ name: String) -> String? { values[name] }

  /// Decimal digits with an optional sign, in `Int`'s range.
  public func int(_ name: String) -> Int? { values[name].flatMap { Int($0) } }

  /// A finite decimal number: an optional sign, digits with an optional
  /// fraction, an optional exponent (`-2.5`, `1e3`). No `nan`, `inf` or
  /// `infinity`, no hexadecimal, and nothing that overflows to infinity.
  public func double(_ name: String) -> Double? {
    guard let text = values[name], Self.isDecimal(text), let value = Double(text),
      value.isFinite
    else { return nil }
    return value
  }

  public func uuid(_ name: String) -> UUID? { values[name].flatMap { UUID(uuidString: $0) } }

  /// `true`/`false` (also `1`/`0`, `yes`/`no`), any case of ASCII letters.
  public func bool(_ name: String) -> Bool? {
    guard let text = values[name], text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    switch text.lowercased() {
    case "true", "1", "yes": return true
    case "false", "0", "no": return false
    default: return nil
    }
  }

  /// An optional query parameter (`{page:Int?}`): `.some(nil)` when the
  /// URL leaves it out, its value when that reads as the type, and nil (the
  /// link does not open) when it does not.
  public func optionalString(_ name: String) -> String?? { optional(name, string) }
  public func optionalInt(_ name: String) -> Int?? { optional(name, int) }
  public func optionalDouble(_ name: String) -> Double?? { optional(name, double) }
  public func optionalUUID(_ name: String) -> UUID?? { optional(name, uuid) }
  public func optionalBool(_ name: String) -> Bool?? { optional(name, bool) }

  private func optional<Value>(_ name: String, _ read: (String) -> Value?) -> Value?? {
    guard values[name] != nil else { return .some(nil) }
    return read(name).map { .some($0) }
  }

  /// Whether `text` is `[+-]?digits[.digits][(e|E)[+-]?digits]`, with a
  /// digit before or after the point.
  static func isDecimal(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    func sign() {
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
    }
    sign()
    var mantissa = digits()
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      sign()
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
