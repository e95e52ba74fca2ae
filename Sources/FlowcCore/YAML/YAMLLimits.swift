/// Bounds on what a YAML file may cost beyond its size.
public struct YAMLLimits: Sendable {
  /// Deepest nesting of sequences and mappings. libyaml has no limit of its own
  /// and takes quadratic time on deeply nested flow collections.
  public var maxDepth: Int
  /// Most nodes that aliases may stand for, counted as if every alias were
  /// expanded ("billion laughs" input stays cheap to reject).
  public var maxAliasExpansion: Int

  public init(maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000) {
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
  }
}
