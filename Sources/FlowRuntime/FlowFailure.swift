import Foundation

/// A failure as a flow's states and actions hold it: what a spec writes as
/// `Error`. It compares, hashes and encodes by what can be compared, the
/// failed error's type and description, so that a state or an action that
/// carries one is `Equatable`, `Hashable` and `Codable`. The error itself
/// travels with it for the app: a failure screen receives `error`, the error
/// the action threw.
///
/// The original error is neither compared nor encoded: a failure decoded from
/// a saved state has none, and its `error` is the failure itself, whose
/// `localizedDescription` is the description it was saved with.
public struct FlowFailure: Error, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The failed error's type, as `String(reflecting:)` writes it
  /// (`MyApp.LoginError`).
  public let type: String
  /// The failed error's description, as `String(describing:)` writes it.
  public let message: String
  /// The error that failed; nil for a failure decoded from a saved state.
  public let original: (any Error)?

  /// The failure of `error`; a `FlowFailure` stays as it is.
  public init(_ error: any Error) {
    if let failure = error as? FlowFailure {
      self = failure
      return
    }
    type = String(reflecting: Swift.type(of: error))
    message = String(describing: error)
    original = error
  }

  /// A failure with no original error, as a saved state holds it.
  public init(type: String, message: String) {
    self.type = type
    self.message = message
    original = nil
  }

  /// The error that failed, or this failure when it was decoded (and so has
  /// no original): what a failure screen shows.
  public var error: any Error { original ?? self }

  public var description: String { message }

  public static func == (lhs: FlowFailure, rhs: FlowFailure) -> Bool {
    lhs.type == rhs.type && lhs.message == rhs.message
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(message)
  }

  private enum CodingKeys: String, CodingKey {
    case type, message
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      type: try container.decode(String.self, forKey: .type),
      message: try container.decode(String.self, forKey: .message))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encode(message, forKey: .message)
  }
}

extension FlowFailure: LocalizedError {
  /// The original error's localized description; for a decoded failure, the
  /// description it was saved with.
  public var errorDescription: String? { original?.localizedDescription ?? message }
}
