/// Values by name that keeps each name's hash, not the name: a table of a
/// flow's generated names holds a few bytes per name, and makes no string
/// that outlives the look-up. A hit is confirmed by spelling the name of the
/// value found again (`nameOf`); two names with one hash go to a table of
/// names, so the answers are those of a dictionary keyed by the names.
struct NameTable<Value> {
  private var byHash: [Int: Value] = [:]
  private var overflow: [String: Value] = [:]
  private let hash: (String) -> Int

  /// `hash` is for tests, which make names collide.
  init(capacity: Int = 0, hash: @escaping (String) -> Int = { $0.hashValue }) {
    byHash.reserveCapacity(capacity)
    self.hash = hash
  }

  /// The value of `name`, if any.
  func value(of name: String, nameOf: (Value) -> String) -> Value? {
    if let value = byHash[hash(name)], nameOf(value) == name { return value }
    return overflow.isEmpty ? nil : overflow[name]
  }

  /// Adds `value` as `name`'s unless `name` has one: then returns that one
  /// and changes nothing.
  mutating func insert(_ value: Value, as name: String, nameOf: (Value) -> String) -> Value? {
    let hash = self.hash(name)
    guard let existing = byHash[hash] else {
      byHash[hash] = value
      return nil
    }
    if nameOf(existing) == name { return existing }
    if let other = overflow[name] { return other }
    overflow[name] = value
    return nil
  }

  /// Makes `value` `name`'s, in place of any value it had.
  mutating func update(_ value: Value, as name: String, nameOf: (Value) -> String) {
    let hash = self.hash(name)
    if let existing = byHash[hash], nameOf(existing) != name {
      overflow[name] = value
    } else {
      byHash[hash] = value
    }
  }
}
