/// Reads YAML into a `YAMLTree`: runs `LibYAMLParser` (the only code that
/// touches libyaml) and hands each event to a `YAMLTreeBuilder`.
public enum YAMLReader {
  /// Reads a whole stream. Throws the first fatal problem.
  public static func read(
    _ source: SourceFile, options: YAMLReadOptions = YAMLReadOptions()
  ) throws(YAMLError) -> YAMLReadResult {
    let maxSize = options.limits.maxInputSize
    guard source.size <= maxSize, !source.isUnread else {
      throw YAMLError(
        kind: .limit,
        message: "the file has \(source.size.grouped) bytes, more than the limit of "
          + "\(maxSize.grouped) bytes for a spec",
        location: SourceLocation(file: source.path, line: 1, column: 1), notes: [])
    }
    guard let parser = LibYAMLParser(input: source.bytes) else {
      throw YAMLError(
        kind: .syntax, message: "out of memory",
        location: SourceLocation(file: source.path, line: 1, column: 1), notes: [])
    }
    // An event's text lives in the parser: keep the parser until the last one is taken.
    defer { withExtendedLifetime(parser) {} }
    var builder = YAMLTreeBuilder(file: source.path, options: options)
    builder.reserveText(forSourceSize: source.size)
    while true {
      let event: YAMLEvent
      do throws(LibYAMLProblem) {
        event = try parser.nextEvent()
      } catch {
        throw error.error(file: source.path, source: source.bytes)
      }
      guard try builder.consume(event) else { break }
    }
    let controls = BidirectionalControls.find(in: source.bytes, file: source.path)
    return YAMLReadResult(tree: builder.finish(), problems: builder.problems + controls)
  }
}
