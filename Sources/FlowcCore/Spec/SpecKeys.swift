/// The keys of one mapping, checked against the ones `Key` allows.
///
/// A spec's mappings have a dozen keys at most: values sit in an array indexed
/// by the key's number, found by comparing bytes, with no dictionary per mapping.
struct SpecKeys<Key: SpecKey> {
  private let tree: YAMLTree?
  /// For each key, the node indices of its key and value (-1: absent).
  private var slots: [(key: Int32, value: Int32)]
  /// Where "missing key" diagnostics point: the mapping's owner.
  private let location: SourceLocation
  private(set) var unknown: [Diagnostic] = []
  /// Keys that unknown keys were taken for ("did you mean"): a misspelt key
  /// is not reported again as the key it was meant to be, missing.
  private(set) var suggested: Set<Key> = []

  init(_ entries: YAMLNode.Pairs, context: @autoclosure () -> String, at location: SourceLocation) {
    let names = Key.names
    let nameBytes = Key.nameBytes
    self.location = location
    var tree: YAMLTree?
    slots = Array(repeating: (-1, -1), count: names.count)
    for (key, value) in entries {
      tree = key.tree
      guard key.resolved.kind == .scalar else {
        unknown.append(Diagnostic(.schema, "keys in \(context()) must be names", at: key.location))
        continue
      }
      let slot = key.scalarBytes.withUnsafeBufferPointer { Self.slot(of: $0, in: nameBytes) }
      if let slot {
        if slots[slot].value < 0 {  // a duplicate was reported already
          slots[slot] = (Int32(key.index), Int32(value.index))
        }
      } else {
        let name = key.scalar ?? ""
        let suggestion = Spelling.suggestion(for: name, in: names)
        if let suggestion, let slot = names.firstIndex(of: suggestion),
          let meant = Key(rawValue: slot)
        {
          suggested.insert(meant)
        }
        unknown.append(
          Diagnostic(
            .schema,
            "unknown key '\(name)' in \(context())"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: key.location))
      }
    }
    self.tree = tree
  }

  /// The index of the name in `names` whose bytes are `key`'s.
  private static func slot(of key: UnsafeBufferPointer<UInt8>, in names: [[UInt8]]) -> Int? {
    for (slot, name) in names.enumerated() where name.count == key.count {
      let same = name.withUnsafeBufferPointer { name in
        var index = 0
        while index < name.count, name[index] == key[index] { index += 1 }
        return index == name.count
      }
      if same { return slot }
    }
    return nil
  }

  subscript(key: Key) -> YAMLNode? {
    guard let tree, slots[key.rawValue].value >= 0 else { return nil }
    return YAMLNode(tree: tree, index: Int(slots[key.rawValue].value))
  }

  /// Where a key itself is written (diagnostics about a whole entry point there).
  func location(of key: Key) -> SourceLocation? {
    guard let tree, slots[key.rawValue].key >= 0 else { return nil }
    return YAMLNode(tree: tree, index: Int(slots[key.rawValue].key)).location
  }

  /// Diagnostics for required keys that are absent.
  func missing(_ required: [Key], in context: String) -> [Diagnostic] {
    required.filter { self[$0] == nil && !suggested.contains($0) }.map {
      Diagnostic(.schema, "\(context) needs the key '\(Key.names[$0.rawValue])'", at: location)
    }
  }
}
