/// The keys of the open mappings, to find a key that repeats an earlier one of
/// its mapping.
///
/// Keys are equal when their bytes are (as YAML compares them, without Unicode
/// normalization). The keys of all open mappings share one stack, innermost
/// mapping last, so a mapping of a few keys allocates nothing and compares with
/// each earlier key; from 16 keys on, a mapping's keys move to a hash table of
/// their own.
struct DuplicateKeyTable {
  /// The mappings' keys as written (an alias stays an alias, for its
  /// position), innermost mapping last; a large mapping keeps its own in `large`.
  private var keys: [Int32] = []
  /// For each open mapping, innermost last: where its keys start in `keys`,
  /// or for a large mapping `-1 - ` its index in `large`.
  private var mappings: [Int] = []
  /// The tables of the open large mappings, innermost last.
  private var large: [HashedKeys] = []

  /// The keys of one large mapping: open addressing by the hash of each key's
  /// text, at most half full.
  private struct HashedKeys {
    /// Key nodes; -1: free.
    var slots: [Int32]
    var count = 0

    init(capacity: Int) {
      slots = Array(repeating: -1, count: capacity)
    }
  }

  /// Starts the keys of a new innermost mapping.
  mutating func openMapping() {
    mappings.append(keys.count)
  }

  /// Forgets the keys of the innermost mapping.
  mutating func closeMapping() {
    let start = mappings.removeLast()
    if start < 0 {
      large.removeLast()
    } else {
      keys.removeSubrange(start...)
    }
  }

  /// The earlier key of the innermost mapping with the same text as `key`, if
  /// any; remembers `key` otherwise.
  mutating func firstKey(
    equalTo key: Int, nodes: UnsafeBufferPointer<RawNode>, text: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    func bytes(_ node: Int) -> UnsafeBufferPointer<UInt8> {
      var raw = nodes[node]
      if raw.kind == .alias { raw = nodes[Int(raw.a)] }
      return UnsafeBufferPointer(rebasing: text[Int(raw.a)..<Int(raw.a + raw.b)])
    }
    let keyBytes = bytes(key)
    func same(_ other: Int32) -> Bool {
      let otherBytes = bytes(Int(other))
      guard otherBytes.count == keyBytes.count else { return false }
      var index = 0
      while index < keyBytes.count, otherBytes[index] == keyBytes[index] { index += 1 }
      return index == keyBytes.count
    }
    var start = mappings[mappings.count - 1]
    if start >= 0 {
      for index in start..<keys.count where same(keys[index]) { return Int(keys[index]) }
      guard keys.count - start >= 16 else {
        keys.append(Int32(key))
        return nil
      }
      // The 16th key: the mapping's keys move to a table.
      var table = HashedKeys(capacity: 64)
      for index in start..<keys.count { Self.insert(keys[index], in: &table, bytes: bytes) }
      keys.removeSubrange(start...)
      start = -1 - large.count
      mappings[mappings.count - 1] = start
      large.append(table)
    }
    let table = -1 - start
    if let first = Self.find(keyBytes, in: large[table], bytes: bytes, same: same) {
      return Int(first)
    }
    Self.insert(Int32(key), in: &large[table], bytes: bytes)
    return nil
  }

  /// The standard library's hash, seeded anew by each process: a spec
  /// cannot be written with keys that fall into one slot (as it could with a
  /// fixed hash), which would make each key compare with every earlier one.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }

  private static func find(
    _ keyBytes: UnsafeBufferPointer<UInt8>, in table: HashedKeys,
    bytes: (Int) -> UnsafeBufferPointer<UInt8>, same: (Int32) -> Bool
  ) -> Int32? {
    let mask = table.slots.count - 1
    var slot = hash(keyBytes) & mask
    while table.slots[slot] >= 0 {
      if same(table.slots[slot]) { return table.slots[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds a key not in `table` yet, doubling the table when it gets half full.
  private static func insert(
    _ key: Int32, in table: inout HashedKeys, bytes: (Int) -> UnsafeBufferPointer<UInt8>
  ) {
    if (table.count + 1) * 2 > table.slots.count {
      var bigger = HashedKeys(capacity: table.slots.count * 2)
      for old in table.slots where old >= 0 { insert(old, in: &bigger, bytes: bytes) }
      table = bigger
    }
    let mask = table.slots.count - 1
    var slot = hash(bytes(Int(key))) & mask
    while table.slots[slot] >= 0 { slot = (slot + 1) & mask }
    table.slots[slot] = key
    table.count += 1
  }
}
