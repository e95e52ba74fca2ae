import Mustache

/// A render context as templates read it: the `Encodable` context turned into
/// strings, numbers, booleans, lists and objects.
///
/// A nil field becomes `.absent`, which renders as nothing, is false in a
/// section, and stops the lookup of its name there: a missing `input` of a
/// step does not fall back to the flow's `input`.
indirect enum TemplateValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case number(String)
  case list([TemplateValue])
  case object([String: TemplateValue])
  case absent

  /// `value` as a tree, through its `Encodable` conformance.
  init(encoding value: some Encodable) throws {
    let node = TreeNode()
    try store(value, in: node)
    self = node.value
  }

  /// The value as swift-mustache reads it: dictionaries, arrays, strings,
  /// numbers and booleans, with `absent` as a null that stops lookups.
  var mustacheObject: Any {
    switch self {
    case .string(let string): string
    case .number(let number): number
    case .bool(let bool): bool
    case .list(let values): values.map(\.mustacheObject)
    case .object(let fields): fields.mapValues(\.mustacheObject)
    case .absent: Self.mustacheAbsent
    }
  }

  /// An absent value for swift-mustache: renders as nothing, false in a section.
  struct MustacheAbsent: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
  }

  static let mustacheAbsent = MustacheAbsent()
}

/// A node under construction: containers are shared by reference while
/// children are added.
private final class TreeNode {
  enum Kind {
    case value(TemplateValue)
    case keyed([String: TreeNode])
    case unkeyed([TreeNode])
  }

  var kind: Kind = .value(.absent)

  var value: TemplateValue {
    switch kind {
    case .value(let value): value
    case .keyed(let children): .object(children.mapValues(\.value))
    case .unkeyed(let children): .list(children.map(\.value))
    }
  }
}

private struct TreeEncoder: Encoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  let storage: TreeNode

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .keyed = storage.kind {} else { storage.kind = .keyed([:]) }
    return KeyedEncodingContainer(KeyedTreeContainer<Key>(node: storage))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .unkeyed = storage.kind {} else { storage.kind = .unkeyed([]) }
    return UnkeyedTreeContainer(node: storage)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueTreeContainer(node: storage)
  }
}

/// Stores a leaf, or encodes a nested value into `node`.
private func store(_ value: some Encodable, in node: TreeNode) throws {
  switch value {
  case let string as String: node.kind = .value(.string(string))
  case let bool as Bool: node.kind = .value(.bool(bool))
  case let int as Int: node.kind = .value(.number(String(int)))
  case let double as Double: node.kind = .value(.number(String(double)))
  default: try value.encode(to: TreeEncoder(storage: node))
  }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  var codingPath: [any CodingKey] { [] }
  let node: TreeNode

  private func child(_ key: Key) -> TreeNode {
    let child = TreeNode()
    guard case .keyed(var children) = node.kind else { return child }
    node.kind = .keyed([:])  // keeps `children` uniquely referenced while adding
    children[key.stringValue] = child
    node.kind = .keyed(children)
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { _ = child(key) }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try store(value, in: child(key))
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    child(key).kind = .value(.string(value))
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    child(key).kind = .value(.bool(value))
  }

  // Every optional overload, so that no nil field is left out (it would make
  // the templates find a field of the same name further out).
  mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
    let node = child(key)
    if let value { try store(value, in: node) }
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(.string(value)) }
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(.bool(value)) }
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(.number(String(value))) }
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(.number(String(value))) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(storage: child(key)).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(storage: child(key)).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { TreeEncoder(storage: node) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(storage: child(key)) }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  let node: TreeNode
  var count: Int {
    if case .unkeyed(let children) = node.kind { children.count } else { 0 }
  }

  private func append() -> TreeNode {
    let child = TreeNode()
    guard case .unkeyed(var children) = node.kind else { return child }
    node.kind = .unkeyed([])  // keeps `children` uniquely referenced while appending
    children.append(child)
    node.kind = .unkeyed(children)
    return child
  }

  mutating func encodeNil() throws { _ = append() }

  mutating func encode(_ value: some Encodable) throws { try store(value, in: append()) }

  mutating func encode(_ value: String) throws { append().kind = .value(.string(value)) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    TreeEncoder(storage: append()).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    TreeEncoder(storage: append()).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { TreeEncoder(storage: append()) }
}

private struct SingleValueTreeContainer: SingleValueEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  let node: TreeNode

  mutating func encodeNil() throws { node.kind = .value(.absent) }
  mutating func encode(_ value: some Encodable) throws { try store(value, in: node) }
}
