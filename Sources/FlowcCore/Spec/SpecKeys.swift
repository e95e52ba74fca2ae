/// The keys of one mapping, checked against the ones `Key` allows.
///
/// A spec's mappings have a few dozen keys at most: values sit in vectors
/// indexed by the key's number (no allocation), found by comparing bytes, with
/// no dictionary per mapping.
struct SpecKeys<Key: SpecKey> {
  /// The most keys one kind of mapping may allow.
  static var capacity: Int { SIMD32<Int32>.scalarCount }

  private let tree: YAMLTree?
  /// For each key, the node indices of its key and of its value (-1: absent).
  private var keyNodes = SIMD32<Int32>(repeating: -1)
  private var valueNodes = SIMD32<Int32>(repeating: -1)
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
    precondition(names.count <= Self.capacity, "more keys than SpecKeys holds")
    for (key, value) in entries {
      tree = key.tree
      guard let found = key.withScalarBytes({ Self.slot(of: $0, in: nameBytes) }) else {
        unknown.append(Diagnostic(.schema, "keys in \(context()) must be names", at: key.location))
        continue
      }
      if let slot = found {
        if valueNodes[slot] < 0 {  // a duplicate was reported already
          keyNodes[slot] = Int32(key.index)
          valueNodes[slot] = Int32(value.index)
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
    guard let tree, valueNodes[key.rawValue] >= 0 else { return nil }
    return YAMLNode(tree: tree, index: Int(valueNodes[key.rawValue]))
  }

  /// Where a key itself is written (diagnostics about a whole entry point there).
  func location(of key: Key) -> SourceLocation? {
    guard let tree, keyNodes[key.rawValue] >= 0 else { return nil }
    return YAMLNode(tree: tree, index: Int(keyNodes[key.rawValue])).location
  }

  /// Diagnostics for required keys that are absent.
  func missing(_ required: [Key], in context: String) -> [Diagnostic] {
    required.filter { self[$0] == nil && !suggested.contains($0) }.map {
      Diagnostic(.schema, "\(context) needs the key '\(Key.names[$0.rawValue])'", at: location)
    }
  }
}
