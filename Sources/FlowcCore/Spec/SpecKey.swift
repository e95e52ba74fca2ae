/// The keys one kind of mapping allows, numbered from 0 in `names` order.
protocol SpecKey: RawRepresentable<Int>, CaseIterable, Hashable {
  /// The spelling of each key in the spec, indexed by raw value.
  static var names: [String] { get }
  /// The same spellings as UTF-8, to compare with keys as read.
  static var nameBytes: [[UInt8]] { get }
}
