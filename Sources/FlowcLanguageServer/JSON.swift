import Foundation

/// A JSON value: what a message's `id`, `params` and `result` hold before
/// (or instead of) a typed LSP structure.
public enum JSON: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// The deepest nesting of arrays and objects a message may have.
  public static let maxDepth = 64

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSON].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        try container.encode(Int64(value))
      } else {
        try container.encode(value)
      }
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  public subscript(key: String) -> JSON? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var int: Int? {
    if case .number(let value) = self, value == value.rounded(), abs(value) < 1e15 {
      return Int(value)
    }
    return nil
  }

  /// Parses `bytes` as one JSON value, refusing nesting deeper than `maxDepth`
  /// before the decoder sees it (the decoder recurses).
  public static func parse(_ bytes: [UInt8]) -> JSON? {
    guard depth(of: bytes) <= maxDepth else { return nil }
    return try? JSONDecoder().decode(JSON.self, from: Data(bytes))
  }

  /// The deepest nesting of brackets and braces outside strings: linear, no recursion.
  static func depth(of bytes: [UInt8]) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// The value as JSON text.
  public func encoded() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array((try? encoder.encode(self)) ?? Data("null".utf8))
  }

  /// A Codable value as JSON (`null` if it cannot be encoded).
  public static func from<T: Encodable>(_ value: T) -> JSON {
    guard let data = try? JSONEncoder().encode(value) else { return .null }
    return (try? JSONDecoder().decode(JSON.self, from: data)) ?? .null
  }

  /// The value decoded as `T`, or nil.
  public func decode<T: Decodable>(_ type: T.Type) -> T? {
    guard let data = try? JSONEncoder().encode(self) else { return nil }
    return try? JSONDecoder().decode(type, from: data)
  }
}
