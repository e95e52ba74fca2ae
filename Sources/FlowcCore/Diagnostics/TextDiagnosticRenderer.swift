/// Prints diagnostics the way swiftc and clang do:
///
///     specs/Login.flow.yaml:12:5: error: unknown key 'nxt' in step 'form'; did you mean 'next'? [schema]
///         nxt: submit
///         ^
///     specs/Login.flow.yaml:9:3: note: step 'form' starts here
///
/// Each diagnostic quotes its source line with a caret under the column.
public struct TextDiagnosticRenderer {
  /// Whether to wrap severities in ANSI colours (for a terminal).
  public var colors: Bool
  /// Whether to quote the source line under each diagnostic and note.
  public var quotesSource: Bool

  private let sources: [SourceFile]
  /// Line tables of the files that have diagnostics (a clean run builds none).
  private var lineTables: [String: LineTable] = [:]

  public init(sources: [SourceFile], colors: Bool = false, quotesSource: Bool = true) {
    self.colors = colors
    self.quotesSource = quotesSource
    self.sources = sources
  }

  /// The text of one diagnostic with its notes, ending in a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = ""
    let label = diagnostic.severity.rawValue
    let colour = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
    header(diagnostic.location, label: label, colour: colour, into: &out)
    out += bold(diagnostic.message + " [\(diagnostic.code.rawValue)]") + "\n"
    quote(diagnostic.location, into: &out)
    for note in diagnostic.notes {
      header(note.location, label: "note", colour: "\u{1B}[1;30m", into: &out)
      out += note.message + "\n"
      quote(note.location, into: &out)
    }
    return out
  }

  /// All diagnostics in print order.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    var renderer = self
    if quotesSource {
      let files = Set(
        diagnostics.flatMap { [$0.location?.file] + $0.notes.map(\.location?.file) }.compactMap {
          $0
        })
      for source in sources
      where files.contains(source.path) && renderer.lineTables[source.path] == nil {
        renderer.lineTables[source.path] = LineTable(source.bytes)
      }
    }
    return diagnostics.sorted(by: Diagnostic.printOrder).map(renderer.render).joined()
  }

  private func header(
    _ location: SourceLocation?, label: String, colour: String, into out: inout String
  ) {
    if let location { out += bold("\(location): ") }
    out += colors ? "\(colour)\(label):\u{1B}[0m " : "\(label): "
  }

  private func bold(_ text: String) -> String {
    colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }

  private func quote(_ location: SourceLocation?, into out: inout String) {
    guard quotesSource, let location,
      let table = lineTables[location.file]
        ?? sources.first(where: { $0.path == location.file }).map({ LineTable($0.bytes) }),
      let lineBytes = table.bytes(ofLine: location.line), !lineBytes.isEmpty
    else { return }
    let line = String(decoding: lineBytes, as: UTF8.self)
    out += line + "\n"
    // Keep tabs under tabs so the caret lines up however the terminal expands them.
    let indent = max(location.column - 1, 0)
    var caret = line.unicodeScalars.prefix(indent).map { $0 == "\t" ? "\t" : " " }.joined()
    caret += String(repeating: " ", count: max(indent - caret.count, 0))
    out += caret + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^") + "\n"
  }
}
