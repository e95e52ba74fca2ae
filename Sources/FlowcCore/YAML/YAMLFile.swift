/// The read stage's output for one source file: its node tree, unless a fatal
/// problem stopped reading, and every problem reading found, as diagnostics.
///
/// This is what `SpecDecoder` takes: reading and decoding are separate stages.
public struct YAMLFile: Sendable {
  /// The path of the source, for locations.
  public var path: String
  /// The nodes; nil when libyaml or a limit stopped reading.
  public var tree: YAMLTree?
  /// Duplicate keys (`schema`) and the fatal problem, if any (`yaml-syntax`).
  public var diagnostics: [Diagnostic]
  /// The limits it was read with, for the stages after reading (steps per flow, type depth).
  public var limits: YAMLLimits
  /// The size of the source in bytes: what the file wrote, before aliases repeat any of it.
  public var sourceSize: Int

  /// Reads one source. Specs hold one document, and repeated keys are reported.
  public init(reading source: SourceFile, options: YAMLReadOptions = YAMLReadOptions()) {
    path = source.path
    limits = options.limits
    sourceSize = source.bytes.count
    do {
      let result = try YAMLReader.read(source, options: options)
      tree = result.tree
      diagnostics = result.problems.map(Diagnostic.init)
    } catch {
      tree = nil
      diagnostics = [Diagnostic(error)]
    }
  }
}
