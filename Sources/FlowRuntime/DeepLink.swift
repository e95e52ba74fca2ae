import Foundation

/// A deep-link pattern as a spec writes it under `links:`, such as
/// `myapp://items/{id:Int}`: a scheme, then host and path segments, each
/// literal text or a whole `{name:Type}` parameter.
///
/// Generated link parsers match URLs with it; flowc has checked the pattern,
/// so it is taken as given.
public struct DeepLinkPattern: Sendable, Equatable {
  enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter(String)
  }

  let scheme: String
  let segments: [Segment]

  public init(_ pattern: String) {
    let parts = pattern.components(separatedBy: "://")
    scheme = parts[0].lowercased()
    let rest = parts.count > 1 ? parts[1] : ""
    segments = rest.split(separator: "/").map { piece in
      guard piece.hasPrefix("{"), piece.hasSuffix("}") else { return .literal(String(piece)) }
      let name = piece.dropFirst().dropLast().split(separator: ":").first.map(String.init) ?? ""
      return .parameter(name.trimmingCharacters(in: .whitespaces))
    }
  }

  /// The parameters of `url` if it matches the pattern, else nil. The host
  /// counts as the first segment; segments are compared after percent-decoding.
  public func match(_ url: URL) -> DeepLinkParameters? {
    guard url.scheme?.lowercased() == scheme else { return nil }
    var pieces: [String] = []
    if let host = url.host, !host.isEmpty { pieces.append(host) }
    pieces += url.path.split(separator: "/").map {
      String($0).removingPercentEncoding ?? String($0)
    }
    guard pieces.count == segments.count else { return nil }
    var values: [String: String] = [:]
    for (segment, piece) in zip(segments, pieces) {
      switch segment {
      case .literal(let text) where text == piece: continue
      case .literal: return nil
      case .parameter(let name): values[name] = piece
      }
    }
    return DeepLinkParameters(values: values)
  }
}

/// The parameters a URL gave a deep-link pattern, read as the types links allow.
public struct DeepLinkParameters: Sendable, Equatable {
  let values: [String: String]

  public func string(_ name: String) -> String? { values[name] }
  public func int(_ name: String) -> Int? { values[name].flatMap { Int($0) } }
  public func double(_ name: String) -> Double? { values[name].flatMap { Double($0) } }
  public func uuid(_ name: String) -> UUID? { values[name].flatMap { UUID(uuidString: $0) } }

  /// `true`/`false` (also `1`/`0`, `yes`/`no`), any case.
  public func bool(_ name: String) -> Bool? {
    switch values[name]?.lowercased() {
    case "true", "1", "yes": true
    case "false", "0", "no": false
    default: nil
    }
  }
}
