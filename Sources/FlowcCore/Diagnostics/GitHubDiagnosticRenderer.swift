/// Prints diagnostics as GitHub Actions workflow commands, which GitHub shows as
/// annotations on the lines of a pull request:
///
///     ::error file=specs/Login.flow.yaml,line=12,endLine=12,col=5,endColumn=7,title=flowc [schema]::unknown key 'nxt'
///
/// One line per diagnostic, in print order. `endLine` and `endColumn` mark the
/// end of the token at the position (its last column), read from the source;
/// without the source line there is no `endColumn`. Notes follow the message on lines of
/// their own (an escaped line break, `%0A`). A diagnostic without a location gets
/// no `file`, `line` or `col`, and GitHub shows it on the run rather than a line.
/// Values are escaped as GitHub's own toolkit (`@actions/core`) escapes them.
public struct GitHubDiagnosticRenderer {
  private let sources: SourceLines
  private let paths: SARIFDiagnosticRenderer
  /// Most diagnostics written; one closing notice counts the others.
  public var maxDiagnostics: Int

  /// - Parameters:
  ///   - sources: The files read, for the end of each annotation; a file not
  ///     among them is read from disk when a diagnostic points into it.
  ///   - workingDirectory, repositoryRoot: As for `SARIFDiagnosticRenderer`:
  ///     GitHub places an annotation by its path from the repository root, so
  ///     a path inside the repository is written that way, normalised.
  public init(
    sources: [SourceFile] = [], workingDirectory: String? = nil, repositoryRoot: String? = nil,
    maxDiagnostics: Int = Diagnostic.maxPrinted
  ) {
    self.maxDiagnostics = maxDiagnostics
    self.sources = SourceLines(sources, readsMissingFiles: true)
    paths = SARIFDiagnosticRenderer(
      toolVersion: "", workingDirectory: workingDirectory, repositoryRoot: repositoryRoot)
  }

  /// The path GitHub knows a file by: from the repository root, normalised,
  /// for a file inside it; otherwise as given.
  func repositoryPath(_ path: String) -> String {
    paths.repositoryPath(path) ?? path
  }

  /// The workflow command of one diagnostic, ending in a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    let command = diagnostic.severity == .error ? "error" : "warning"
    var properties: [(String, String)] = []
    if let location = diagnostic.location {
      properties += [("file", repositoryPath(location.file)), ("line", String(location.line))]
      properties.append(("endLine", String(location.line)))
      properties.append(("col", String(location.column)))
      if let end = sources.tokenEnd(of: location) {
        properties.append(("endColumn", String(max(end, location.column))))
      }
    }
    properties.append(("title", "flowc [\(diagnostic.code.rawValue)]"))
    var message = diagnostic.message
    for note in diagnostic.notes {
      message += "\n" + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
    }
    let list = properties.map { "\($0)=\(Self.escapeProperty($1))" }.joined(separator: ",")
    return "::\(command) \(list)::\(Self.escapeData(message))\n"
  }

  /// All diagnostics in print order, at most `maxDiagnostics`, then a
  /// `::notice` that counts the rest.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    let (shown, omitted) = Diagnostic.printed(diagnostics, limit: maxDiagnostics)
    let closing =
      omitted > 0
      ? "::notice title=flowc::\(Self.escapeData(Diagnostic.omittedSentence(omitted)))\n" : ""
    return shown.map(render).joined() + closing
  }

  /// Escapes a message, the data after `::`: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// Escapes a property value: as data, plus `:` and `,`, which end a value.
  static func escapeProperty(_ text: String) -> String {
    escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }

  /// Replaces scalars, not characters: a `\r\n` pair is one Swift `Character`,
  /// and both of its halves must be escaped.
  private static func escape(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if let replacement = table[scalar] {
        out += replacement
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
