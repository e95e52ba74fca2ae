/// The keys of one mapping seen so far, to find a key that repeats an earlier one.
///
/// Keys are equal when their bytes are (as YAML compares them, without Unicode
/// normalization). Small mappings compare with each earlier key; from 16 keys on,
/// a table of the keys' hashes takes over.
struct DuplicateKeyTable {
  /// Key nodes as written (an alias stays an alias, for its position). Once the
  /// mapping has 16 keys, only keys whose hash another text took.
  private var keys: [Int] = []
  /// From 16 keys on: the hash of each key's text -> its first key.
  private var keysByHash: [UInt64: Int]? = nil

  /// The earlier key with the same text as `key`, if any; remembers `key` otherwise.
  mutating func firstKey(equalTo key: Int, nodes: [RawNode], text: [UInt8]) -> Int? {
    text.withUnsafeBufferPointer { text in
      func bytes(_ node: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        var raw = nodes[node]
        if raw.kind == .alias { raw = nodes[Int(raw.a)] }
        return text[Int(raw.a)..<Int(raw.a + raw.b)]
      }
      let keyBytes = bytes(key)
      func same(_ other: Int) -> Bool { bytes(other).elementsEqual(keyBytes) }
      // FNV-1a: cheap, and good enough to make collisions rare.
      func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
      }
      if keysByHash == nil, keys.count >= 16 {
        var table: [UInt64: Int] = [:]
        var collisions: [Int] = []
        for earlier in keys {
          let earlierHash = hash(bytes(earlier))
          if table[earlierHash] == nil {
            table[earlierHash] = earlier
          } else {
            collisions.append(earlier)
          }
        }
        keysByHash = table
        keys = collisions
      }
      guard keysByHash != nil else {
        if let first = keys.first(where: same) { return first }
        // One allocation for a mapping of a few keys, not one per doubling.
        if keys.capacity == 0 { keys.reserveCapacity(8) }
        keys.append(key)
        return nil
      }
      // Large mappings: one slot per hash; keys whose hash is taken by other text go to `keys`.
      let keyHash = hash(keyBytes)
      if let candidate = keysByHash?[keyHash] {
        if same(candidate) { return candidate }
        if let first = keys.first(where: same) { return first }
        keys.append(key)
        return nil
      }
      keysByHash?[keyHash] = key
      return nil
    }
  }
}
