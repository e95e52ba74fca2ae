/// Bounds on what reading a spec may cost. Every limit is reported as a
/// positioned `yaml-syntax` error (a type nesting too deep as `schema`), and
/// every default can be raised: `flowc check` and `flowc generate` take a flag
/// for each (`--max-input-size`, `--max-scalar-length`, `--max-steps`,
/// `--max-depth`, `--max-alias-expansion`).
public struct YAMLLimits: Sendable, Equatable {
  /// Largest spec file in bytes, checked before the file is read.
  public var maxInputSize: Int
  /// Longest scalar (and anchor, alias or tag name) in bytes.
  public var maxScalarLength: Int
  /// Deepest nesting of sequences and mappings. libyaml has no limit of its own
  /// and takes quadratic time on deeply nested flow collections.
  public var maxDepth: Int
  /// Most nodes that aliases may stand for, counted as if every alias were
  /// expanded ("billion laughs" input stays cheap to reject).
  public var maxAliasExpansion: Int
  /// Most steps and decisions in one flow.
  public var maxStepsPerFlow: Int
  /// Deepest nesting of a written type (`[[Int]?]` nests four levels).
  public var maxTypeDepth: Int

  /// The default largest input: 32 MiB, twice the largest benchmark spec (100,000 steps).
  public static let defaultMaxInputSize = SourceFile.defaultMaxSize
  /// The default longest scalar: 64 KiB.
  public static let defaultMaxScalarLength = 64 << 10
  /// The default most steps and decisions per flow.
  public static let defaultMaxStepsPerFlow = 100_000
  /// The default deepest nesting of a written type.
  public static let defaultMaxTypeDepth = 64

  public init(
    maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000,
    maxInputSize: Int = YAMLLimits.defaultMaxInputSize,
    maxScalarLength: Int = YAMLLimits.defaultMaxScalarLength,
    maxStepsPerFlow: Int = YAMLLimits.defaultMaxStepsPerFlow,
    maxTypeDepth: Int = YAMLLimits.defaultMaxTypeDepth
  ) {
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
    self.maxInputSize = maxInputSize
    self.maxScalarLength = maxScalarLength
    self.maxStepsPerFlow = maxStepsPerFlow
    self.maxTypeDepth = maxTypeDepth
  }
}
