import Testing

@testable import FlowcCore

// Helpers shared by the per-check tests in this folder. Each triggering spec
// is run twice: through the whole pipeline (nothing else may be reported) and
// through decoding plus the check under test alone.

/// Expects `source` to report exactly `expected`, both through the whole
/// pipeline and through `check` alone. Returns the whole pipeline's diagnostics.
@discardableResult
func expectReported(
  _ source: MarkedSource, by check: Check, _ expected: [(DiagnosticCode, String)],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Diagnostic] {
  let diagnostics = diagnose(source)
  expectDiagnostics(diagnostics, expected, in: source, sourceLocation: sourceLocation)
  expectDiagnostics(
    diagnose(source, only: check), expected, in: source, sourceLocation: sourceLocation)
  return diagnostics
}

/// Expects `source` to be clean: nothing from the whole pipeline, nothing from `check`.
func expectClean(
  _ source: MarkedSource, by check: Check,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  expectDiagnostics(diagnose(source), [], in: source, sourceLocation: sourceLocation)
  expectDiagnostics(diagnose(source, only: check), [], in: source, sourceLocation: sourceLocation)
}

/// Like `expectReported`, for a run of several files: each expected diagnostic
/// names the file its marker is in, and files are compared too.
@discardableResult
func expectReported(
  _ sources: [MarkedSource], by check: Check,
  _ expected: [(DiagnosticCode, String, MarkedSource)],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Diagnostic] {
  func render(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { diagnostic in
      let at = diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
      return "\(diagnostic.code.rawValue) at \(at)"
    }
  }
  let wanted = expected.map { code, marker, source in
    let location = source.location(marker, sourceLocation: sourceLocation)
    return "\(code.rawValue) at \(location.file):\(location.line):\(location.column)"
  }
  let checker = FlowChecker()
  let whole = checker.check(sources.map(\.source)).diagnostics
  let alone = checker.check(sources.map(\.source), checks: [check]).diagnostics
  #expect(render(whole) == wanted, "\(whole.map(\.message))", sourceLocation: sourceLocation)
  #expect(render(alone) == wanted, "\(alone.map(\.message))", sourceLocation: sourceLocation)
  return whole
}

/// Expects a run of several files to be clean, through the whole pipeline and through `check`.
func expectClean(
  _ sources: [MarkedSource], by check: Check,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let checker = FlowChecker()
  let whole = checker.check(sources.map(\.source)).diagnostics
  let alone = checker.check(sources.map(\.source), checks: [check]).diagnostics
  #expect(whole.isEmpty, "\(whole.map(\.message))", sourceLocation: sourceLocation)
  #expect(alone.isEmpty, "\(alone.map(\.message))", sourceLocation: sourceLocation)
}

/// The message of the only diagnostic, or "" (and a recorded issue) when there is not exactly one.
func onlyMessage(
  _ diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
  guard diagnostics.count == 1 else {
    Issue.record(
      "expected one diagnostic, got \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
    return ""
  }
  return diagnostics[0].message
}
