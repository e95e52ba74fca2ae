import Foundation
import Testing

@testable import FlowcCore

/// `RenderContext+TemplateObject.swift` is derived from the render context's
/// types: their `Codable` keys, which are the names `flowc generate --context`
/// prints and templates use. Re-record it after changing the context with
/// `FLOWC_RECORD=1 swift test --filter TemplateField`.
@Suite struct TemplateFieldTests {
  /// Each type of the context with its keys, in declaration order, read by
  /// decoding the types from a decoder that records the keys asked for.
  static func contextFields() throws -> [(type: String, keys: [String])] {
    let recorder = KeyRecorder()
    _ = try recorder.decode(RenderContext.self, depth: 0)
    return recorder.types.map { ($0, recorder.keys[$0] ?? []) }
  }

  /// The Swift source of the fields: the names, and each type's lookup.
  static func source(_ fields: [(type: String, keys: [String])]) -> String {
    var lines = [
      "// The fields of the render context, for templates: every field name, and",
      "// where each context type holds its fields, by name. Derived",
      "// from the types' `Codable` keys by `TemplateFieldTests`, which fails when",
      "// the types change; write it again with",
      "// `FLOWC_RECORD=1 swift test --filter TemplateField`.",
      "",
      "/// A field name of the render context: a tag's name, resolved when the",
      "/// templates are compiled, so that rendering looks it up by number.",
      "enum TemplateName: String, CaseIterable, Sendable {",
    ]
    let names = Set(fields.flatMap(\.keys)).sorted()
    lines += names.map { "  case \(identifier($0))" }
    lines.append("}")
    for (type, keys) in fields {
      lines += [
        "",
        "extension \(type): TemplateObject {",
        "  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {",
        "    switch name {",
      ]
      lines += keys.map { "    case .\($0): .of(value, \\.\($0))" }
      if keys.count < names.count { lines.append("    default: nil") }
      lines += ["    }", "  }", "}"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A name as a Swift declaration spells it: a keyword in backticks.
  static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  static let keywords: Set<String> = [
    "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
    "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static",
    "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
    "where", "while",
  ]

  @Test func theFieldsFileIsDerivedFromTheContextTypes() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/FlowcCore/Generate/RenderContext+TemplateObject.swift")
    let fields = try Self.contextFields()
    #expect(fields.first?.type == "RenderContext")
    #expect(fields.contains { $0.type == "StepContext" && $0.keys.contains("tabContainer") })
    expectFile(
      Self.source(fields), url, name: "RenderContext+TemplateObject.swift")
  }

  @Test func everyNameResolvesToItselfAndNoOtherDoes() {
    for name in TemplateName.allCases {
      #expect(TemplateName(text: name.rawValue) == name)
    }
    #expect(TemplateName(text: "noSuchField") == nil)
    #expect(TemplateName(text: "") == nil)
  }
}

/// Decodes a type from nothing, recording the keys each keyed type asks for:
/// every stored property of a synthesized `Codable` type, optional ones too
/// (they are reported present), and the elements of arrays (one of each).
private final class KeyRecorder {
  /// The keyed types met, in the order met (depth first).
  var types: [String] = []
  var keys: [String: [String]] = [:]

  /// The deepest types nest: past it, decoding stops (a type containing itself).
  static let maximumDepth = 64

  struct TooDeep: Error {}

  func decode<T: Decodable>(_ type: T.Type, depth: Int) throws -> T {
    guard depth < Self.maximumDepth else { throw TooDeep() }
    let name = String(reflecting: type).replacingOccurrences(of: "FlowcCore.", with: "")
    return try T(from: RecordingDecoder(recorder: self, type: name, depth: depth))
  }

  func record(_ key: String, of type: String) {
    if keys[type] == nil {
      types.append(type)
      keys[type] = []
    }
    if keys[type]?.contains(key) == false { keys[type]?.append(key) }
  }
}

private struct RecordingDecoder: Decoder {
  let recorder: KeyRecorder
  let type: String
  let depth: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedRecorder<Key>(decoder: self))
  }

  func unkeyedContainer() -> any UnkeyedDecodingContainer { UnkeyedRecorder(decoder: self) }

  func singleValueContainer() -> any SingleValueDecodingContainer { ValueRecorder() }

  func nested<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = ValueRecorder.plain(type) { return value }
    return try recorder.decode(type, depth: depth + 1)
  }
}

private struct KeyedRecorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: RecordingDecoder
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { [] }

  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    decoder.recorder.record(key.stringValue, of: decoder.type)
    return try decoder.nested(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    -> KeyedDecodingContainer<NestedKey>
  {
    decoder.container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
    decoder.unkeyedContainer()
  }

  func superDecoder() -> any Decoder { decoder }
  func superDecoder(forKey key: Key) -> any Decoder { decoder }
}

/// An array of one element.
private struct UnkeyedRecorder: UnkeyedDecodingContainer {
  let decoder: RecordingDecoder
  var codingPath: [any CodingKey] { [] }
  var count: Int? { 1 }
  var currentIndex = 0
  var isAtEnd: Bool { currentIndex > 0 }

  mutating func decodeNil() -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    currentIndex += 1
    return try decoder.nested(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
    -> KeyedDecodingContainer<NestedKey>
  {
    decoder.container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
    decoder.unkeyedContainer()
  }

  mutating func superDecoder() -> any Decoder { decoder }
}

/// Strings, numbers and booleans, which have no keys.
private struct ValueRecorder: SingleValueDecodingContainer {
  var codingPath: [any CodingKey] { [] }

  static func plain<T>(_ type: T.Type) -> T? {
    ("" as? T) ?? (0 as? T) ?? (false as? T)
  }

  func decodeNil() -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard let value = Self.plain(type) else {
      throw DecodingError.typeMismatch(
        type, .init(codingPath: [], debugDescription: "not a string, number or boolean"))
    }
    return value
  }
}
