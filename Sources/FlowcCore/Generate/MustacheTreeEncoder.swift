import Mustache

/// Turns an `Encodable` value into what swift-mustache renders fastest:
/// dictionaries, arrays, strings, numbers and booleans.
///
/// The templates then look fields up by dictionary key, with no `Mirror` and no
/// hand-written lookup table to keep in step with the context's fields. A nil
/// field becomes `MustacheTreeEncoder.absent`, which is false in a section and
/// stops the lookup there: a missing `input` of a step does not fall back to
/// the flow's `input`.
struct MustacheTreeEncoder {
  /// An absent value: renders as nothing and is false in a section.
  struct Absent: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
  }

  static let absent = Absent()

  func encode(_ value: some Encodable) throws -> Any {
    let encoder = TreeEncoder()
    try value.encode(to: encoder)
    return encoder.storage.value
  }
}

/// A node under construction: containers are shared by reference while
/// children are added.
private final class TreeNode {
  enum Kind {
    case value(Any)
    case keyed([String: TreeNode])
    case unkeyed([TreeNode])
  }

  var kind: Kind = .value(MustacheTreeEncoder.absent)

  var value: Any {
    switch kind {
    case .value(let value): value
    case .keyed(let children): children.mapValues(\.value)
    case .unkeyed(let children): children.map(\.value)
    }
  }
}

private struct TreeEncoder: Encoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  let storage: TreeNode

  init(storage: TreeNode = TreeNode()) {
    self.storage = storage
  }

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
  case let string as String: node.kind = .value(string)
  case let bool as Bool: node.kind = .value(bool)
  case let int as Int: node.kind = .value(int)
  case let double as Double: node.kind = .value(double)
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

  // Every overload, so that no nil field is left out (it would make the
  // templates find a field of the same name further out).
  mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
    let node = child(key)
    if let value { try store(value, in: node) }
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(value) }
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(value) }
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(value) }
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    let node = child(key)
    if let value { node.kind = .value(value) }
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

  mutating func encodeNil() throws { node.kind = .value(MustacheTreeEncoder.absent) }
  mutating func encode(_ value: some Encodable) throws { try store(value, in: node) }
}
