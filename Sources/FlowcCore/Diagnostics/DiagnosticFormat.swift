/// The forms `flowc check` can print diagnostics in (`--format`).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// swiftc-style lines with quoted source, for people: `TextDiagnosticRenderer`.
  case text
  /// One JSON document, for scripts: `JSONDiagnosticRenderer`, documented in
  /// `docs/diagnostics-json.md`.
  case json
  /// GitHub Actions workflow commands, for annotations: `GitHubDiagnosticRenderer`.
  case github
  /// A SARIF 2.1.0 log, for code scanning: `SARIFDiagnosticRenderer`.
  case sarif

  /// Renders every diagnostic of a run in this format.
  ///
  /// - Parameters:
  ///   - diagnostics: In any order; each format sorts them by `Diagnostic.printOrder`.
  ///   - sources: The files read, for quoting source lines (text only).
  ///   - files: The paths checked, as given (the `files` field of json).
  ///   - toolVersion: The version of flowc (`tool.driver.version` of sarif).
  ///   - colors: Whether to colour text with ANSI escapes (text only).
  ///   - quotesSource: Whether to quote the source line under each diagnostic (text only).
  /// - Returns: The output; empty for text and github when there is nothing to
  ///   report, a complete document for json and sarif even then.
  public func render(
    _ diagnostics: [Diagnostic], sources: [SourceFile], files: [String], toolVersion: String,
    colors: Bool = false, quotesSource: Bool = true
  ) -> String {
    switch self {
    case .text:
      TextDiagnosticRenderer(sources: sources, colors: colors, quotesSource: quotesSource)
        .render(diagnostics)
    case .json:
      JSONDiagnosticRenderer(files: files).render(diagnostics)
    case .github:
      GitHubDiagnosticRenderer().render(diagnostics)
    case .sarif:
      SARIFDiagnosticRenderer(toolVersion: toolVersion).render(diagnostics)
    }
  }
}
