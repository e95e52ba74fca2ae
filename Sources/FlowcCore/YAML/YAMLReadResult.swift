/// The result of reading a stream: its nodes, and the problems that did not stop reading.
public struct YAMLReadResult: Sendable {
  public var tree: YAMLTree
  /// Duplicate keys, in the order they were found, then bidirectional controls.
  public var problems: [YAMLError]
}
