/// One `---` ... `...` document of a stream.
public struct YAMLDocument: Sendable {
  /// Index of the root node in the tree.
  let rootIndex: Int
  /// The document began with an explicit `---`.
  public let hasExplicitStart: Bool
  /// The document ended with an explicit `...`.
  public let hasExplicitEnd: Bool
}
