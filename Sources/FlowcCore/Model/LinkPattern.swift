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
  public init(parsing text: String) throws(LinkPatternError) {
    guard let separator = text.firstRange(of: "://") else {
      throw LinkPatternError("'\(text)' has no scheme; write it like 'myapp://items/{id:Int}'")
    }
    scheme = String(text[..<separator.lowerBound])
    guard let first = scheme.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
      scheme.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "+-.".unicodeScalars.contains($0)
      })
    else {
      throw LinkPatternError("'\(scheme)' is not a URL scheme (letters, digits, '+', '-', '.')")
    }
    let rest = text[separator.upperBound...]
    if let bad = rest.first(where: { "?#".contains($0) || $0 == " " }) {
      throw LinkPatternError("link patterns match a host and path only; remove '\(bad)'")
    }
    let pieces = rest.split(separator: "/", omittingEmptySubsequences: false)
    guard !rest.isEmpty, !pieces.contains(where: \.isEmpty) else {
      throw LinkPatternError("'\(text)' has an empty host or path segment")
    }
    var names: Set<String> = []
    segments = []
    for piece in pieces {
      guard piece.contains("{") || piece.contains("}") else {
        segments.append(.literal(String(piece)))
        continue
      }
      guard piece.first == "{", piece.last == "}", piece.count > 2 else {
        throw LinkPatternError("a parameter must fill a whole segment, like '{id:Int}', not '\(piece)'")
      }
      let inner = piece.dropFirst().dropLast()
      let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw LinkPatternError("write a parameter as '{name:Type}', not '\(piece)'")
      }
      let name = String(parts[0]).trimmingSpaces
      let type = String(parts[1]).trimmingSpaces
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

/// Why a link pattern does not parse.
public struct LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension String {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
