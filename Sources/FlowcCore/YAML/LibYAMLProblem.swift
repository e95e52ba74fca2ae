/// libyaml's error state after a failed parse, copied out of the parser, and
/// its translation into a `YAMLError` with its position and notes.
struct LibYAMLProblem: Error {
  /// A reader error (bad UTF-8, a control character): positioned by `offset`, not `mark`.
  var isReaderError: Bool
  /// libyaml's description of the problem.
  var problem: String?
  /// Byte offset of a reader error.
  var offset: Int
  /// The offending octet or code point of a reader error; -1 when there is none.
  var value: Int
  /// Where the problem is, 1-based (not for reader errors).
  var line: Int
  var column: Int
  /// What libyaml was reading when it failed ("while parsing a block mapping"), and where that began.
  var context: String?
  var contextLine: Int
  var contextColumn: Int

  /// The problem as a `YAMLError` of `file`, whose bytes are `source`.
  func error(file: String, source: [UInt8]) -> YAMLError {
    let problem = self.problem ?? "invalid YAML"
    var message = problem
    let position: (line: Int, column: Int)
    if isReaderError {
      // Reader errors (bad UTF-8, control characters) carry a byte offset, not a mark.
      var offsetPosition = LineTable(source).position(ofOffset: offset)
      // libyaml's columns do not count a byte order mark; LineTable's do.
      if offsetPosition.line == 1, Self.hasByteOrderMark(source), offset >= 3 {
        offsetPosition.column -= 1
      }
      position = offsetPosition
      if value != -1 {
        // The value is an octet for UTF-8 problems, a code point for the others.
        let isOctet = problem.contains("octet")
        var hex = String(value, radix: 16, uppercase: true)
        hex = String(repeating: "0", count: max(0, (isOctet ? 2 : 4) - hex.count)) + hex
        message += isOctet ? " (byte 0x\(hex))" : " (U+\(hex))"
      }
    } else {
      position = (line, column)
    }
    var notes: [Diagnostic.Note] = []
    if !isReaderError, let context {
      let contextLocation = SourceLocation(file: file, line: contextLine, column: contextColumn)
      if (contextLocation.line, contextLocation.column) != position {
        notes.append(Diagnostic.Note(context, at: contextLocation))
      }
    }
    if problem == "mapping values are not allowed in this context" {
      // Mostly a plain value with ': ' in it, such as a description.
      notes.append(
        Diagnostic.Note(
          "a ': ' inside an unquoted value starts a mapping; if the ':' belongs to the value, "
            + "put the value in quotes or write it as a block scalar ('>-')"))
    }
    if Self.isTab(in: source, line: position.line, column: position.column) {
      notes.append(Diagnostic.Note("YAML does not allow tabs for indentation; indent with spaces"))
    }
    return YAMLError(
      kind: .syntax, message: message,
      location: SourceLocation(file: file, line: position.line, column: position.column),
      notes: notes)
  }

  /// Whether the input starts with a UTF-8 byte order mark (libyaml skips it).
  private static func hasByteOrderMark(_ source: [UInt8]) -> Bool {
    source.starts(with: [0xEF, 0xBB, 0xBF])
  }

  private static func isTab(in source: [UInt8], line: Int, column: Int) -> Bool {
    guard var bytes = LineTable(source).bytes(ofLine: line) else { return false }
    if line == 1, hasByteOrderMark(source) { bytes = bytes.dropFirst(3) }
    let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
    guard column >= 1, column <= scalars.count else { return false }
    return scalars[scalars.index(scalars.startIndex, offsetBy: column - 1)] == "\t"
  }
}
