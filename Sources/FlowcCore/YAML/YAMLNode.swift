/// A view of one node of a `YAMLTree`. Cheap to copy: a reference and an index.
public struct YAMLNode: Sendable {
  public enum Kind: UInt8, Sendable {
    case scalar
    case sequence
    case mapping
    case alias
  }

  /// How a scalar was written. Plain scalars are the only ones that can mean null.
  public enum ScalarStyle: UInt8, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  public let tree: YAMLTree
  public let index: Int

  private var raw: RawNode { tree.nodes[index] }

  /// The node's kind as written: an alias is `.alias` until `resolved`.
  public var kind: Kind { raw.kind }

  /// The node itself, or the node an alias refers to.
  public var resolved: YAMLNode {
    let raw = self.raw
    return raw.kind == .alias ? YAMLNode(tree: tree, index: Int(raw.a)) : self
  }

  /// Where the node starts (1-based line and column).
  public var location: SourceLocation {
    let raw = self.raw
    return SourceLocation(file: tree.sharedFile, line: Int(raw.line), column: Int(raw.column))
  }

  // MARK: Scalars

  /// The node's storage, or its target's for an alias: read in place, with
  /// no `YAMLNode` made for the target.
  private var resolvedRaw: RawNode {
    let raw = self.raw
    return raw.kind == .alias ? tree.nodes[Int(raw.a)] : raw
  }

  /// The bytes of a scalar (empty for other kinds), without copying them.
  public var scalarBytes: ArraySlice<UInt8> {
    let raw = resolvedRaw
    guard raw.kind == .scalar else { return [] }
    return tree.text[Int(raw.a)..<Int(raw.a + raw.b)]
  }

  /// `body` over the bytes of a scalar (after resolving an alias) in place;
  /// nil for other kinds.
  func withScalarBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    let raw = resolvedRaw
    guard raw.kind == .scalar else { return nil }
    return tree.text.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[Int(raw.a)..<Int(raw.a + raw.b)]))
    }
  }

  /// The text of a scalar, or nil if the node (after resolving an alias) is not one.
  public var scalar: String? {
    let raw = resolvedRaw
    guard raw.kind == .scalar else { return nil }
    return tree.text.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[Int(raw.a)..<Int(raw.a + raw.b)]),
        as: UTF8.self)
    }
  }

  /// How the scalar (after resolving an alias) was written; `.plain` for other kinds.
  public var scalarStyle: ScalarStyle {
    let raw = resolvedRaw
    guard raw.kind == .scalar else { return .plain }
    return ScalarStyle(rawValue: raw.style) ?? .plain
  }

  /// A plain `null`, `Null`, `NULL`, `~` or empty scalar: YAML's spellings of null.
  public var isNull: Bool {
    let raw = resolvedRaw
    guard raw.kind == .scalar, raw.style == ScalarStyle.plain.rawValue else { return false }
    switch raw.b {
    case 0, 1, 4: break
    default: return false
    }
    // A tagged scalar (`!!str null`) is not null.
    if raw.tags >= 0, tree.tags[Int(raw.tags)].tagLength > 0 { return false }
    let start = Int(raw.a)
    switch raw.b {
    case 0: return true
    case 1: return tree.text[start] == UInt8(ascii: "~")
    case 4:
      let text = tree.text
      let (n, u, l1, l2) = (text[start], text[start + 1], text[start + 2], text[start + 3])
      return
        (n == UInt8(ascii: "n") && u == UInt8(ascii: "u") && l1 == UInt8(ascii: "l")
        && l2 == UInt8(ascii: "l"))
        || (n == UInt8(ascii: "N") && u == UInt8(ascii: "u") && l1 == UInt8(ascii: "l")
          && l2 == UInt8(ascii: "l"))
        || (n == UInt8(ascii: "N") && u == UInt8(ascii: "U") && l1 == UInt8(ascii: "L")
          && l2 == UInt8(ascii: "L"))
    default: return false
    }
  }

  // MARK: Collections

  /// Whether a sequence or mapping was written in flow style (`[...]`, `{...}`).
  public var isFlowStyle: Bool { raw.kind != .scalar && raw.kind != .alias && raw.style == 1 }

  /// The children of a collection in order (for a mapping: key, value, key, ...).
  public var children: Children { Children(tree: tree, collection: resolved.index) }

  /// The entries of a mapping (after resolving an alias); empty for other kinds.
  public var entries: [(key: YAMLNode, value: YAMLNode)] { Array(pairs) }

  /// The entries of a mapping as a sequence walked in place (no array).
  public var pairs: Pairs {
    Pairs(children: resolved.kind == .mapping ? children : Children(tree: tree, collection: nil))
  }

  /// The key-value pairs of a mapping, in written order.
  public struct Pairs: Sequence, Sendable {
    let children: Children

    public var isEmpty: Bool {
      var iterator = children.makeIterator()
      return iterator.next() == nil
    }

    public func makeIterator() -> Iterator { Iterator(children: children.makeIterator()) }

    public struct Iterator: IteratorProtocol {
      var children: Children.Iterator

      public mutating func next() -> (key: YAMLNode, value: YAMLNode)? {
        guard let key = children.next(), let value = children.next() else { return nil }
        return (key, value)
      }
    }
  }

  /// The elements of a sequence (after resolving an alias); empty for other kinds.
  public var elements: Children {
    resolved.kind == .sequence ? children : Children(tree: tree, collection: nil)
  }

  // MARK: Anchors and tags

  /// The anchor defined on this node (`&name`), or for an alias the name it refers to.
  public var anchor: String? {
    let raw = self.raw
    guard raw.tags >= 0 else { return nil }
    let tags = tree.tags[Int(raw.tags)]
    guard tags.anchorLength > 0 else { return nil }
    let start = Int(tags.anchorOffset)
    return String(decoding: tree.text[start..<start + Int(tags.anchorLength)], as: UTF8.self)
  }

  /// The node's tag as libyaml resolved it (`tag:yaml.org,2002:str`, `!local`, `!`).
  public var tag: String? {
    let raw = self.raw
    guard raw.tags >= 0 else { return nil }
    let tags = tree.tags[Int(raw.tags)]
    guard tags.tagLength > 0 else { return nil }
    let start = Int(tags.tagOffset)
    return String(decoding: tree.text[start..<start + Int(tags.tagLength)], as: UTF8.self)
  }

  /// A short word for the node's kind, for messages: "a mapping", "a list", ...
  public var kindDescription: String {
    switch resolved.kind {
    case .scalar: isNull ? "null" : "a scalar"
    case .sequence: "a list"
    case .mapping: "a mapping"
    case .alias: "an alias"
    }
  }

  /// The direct children of a collection, walked by skipping each child's subtree.
  public struct Children: Sequence, Sendable {
    let tree: YAMLTree
    let collection: Int?

    public func makeIterator() -> Iterator {
      guard let collection, tree.nodes[collection].kind != .scalar else {
        return Iterator(tree: tree, position: 0, end: 0)
      }
      return Iterator(tree: tree, position: collection + 1, end: Int(tree.nodes[collection].a))
    }

    public var underestimatedCount: Int { 0 }

    public struct Iterator: IteratorProtocol {
      let tree: YAMLTree
      var position: Int
      let end: Int

      public mutating func next() -> YAMLNode? {
        guard position < end else { return nil }
        let node = YAMLNode(tree: tree, index: position)
        let raw = tree.nodes[position]
        position = raw.kind == .sequence || raw.kind == .mapping ? Int(raw.a) : position + 1
        return node
      }
    }
  }
}
