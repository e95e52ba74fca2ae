import FlowcCore
import Testing

/// An inline spec whose positions of interest are marked with keycap emoji
/// (`1️⃣`, `2️⃣`, ...), as swift-format's tests do: nobody counts lines by hand.
///
///     let spec = MarkedSource("""
///       steps:
///         form:
///           1️⃣nxt: submit
///       """)
///     spec.location("1️⃣")  // line 3, column 5 of the text without markers
struct MarkedSource {
  /// The text with the markers removed.
  let text: String
  let path: String
  private let markers: [String: FlowcCore.SourceLocation]

  init(_ marked: String, path: String = "Test.flow.yaml") {
    self.path = path
    var text = String.UnicodeScalarView()
    var markers: [String: FlowcCore.SourceLocation] = [:]
    var line = 1
    var column = 1
    let scalars = Array(marked.unicodeScalars)
    var index = 0
    while index < scalars.count {
      // A keycap: a digit, U+FE0F, U+20E3.
      if index + 2 < scalars.count, ("0"..."9").contains(scalars[index]),
        scalars[index + 1] == "\u{FE0F}",
        scalars[index + 2] == "\u{20E3}"
      {
        let name = String(String.UnicodeScalarView(scalars[index...index + 2]))
        markers[name] = FlowcCore.SourceLocation(file: path, line: line, column: column)
        index += 3
        continue
      }
      let scalar = scalars[index]
      text.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    self.text = String(text)
    self.markers = markers
  }

  var source: SourceFile { SourceFile(path: path, text: text) }

  /// The position a marker stood at.
  func location(_ marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> FlowcCore.SourceLocation
  {
    guard let location = markers[marker] else {
      Issue.record("no marker \(marker) in the source", sourceLocation: sourceLocation)
      return FlowcCore.SourceLocation(file: path, line: 0, column: 0)
    }
    return location
  }
}

/// Runs the whole front end (decoding and every check) over marked sources.
func diagnose(_ sources: MarkedSource...) -> [Diagnostic] {
  FlowChecker().check(sources.map(\.source)).diagnostics
}

/// Runs decoding and one check only: shows the check alone reports what it should.
func diagnose(_ sources: MarkedSource..., only check: Check) -> [Diagnostic] {
  FlowChecker().check(sources.map(\.source), checks: [check]).diagnostics
}

/// Expects exactly these (code, marker) pairs, in print order, and nothing else.
func expectDiagnostics(
  _ diagnostics: [Diagnostic], _ expected: [(DiagnosticCode, String)], in source: MarkedSource,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let actual = diagnostics.map {
    "\($0.code.rawValue) at \($0.location.map { "\($0.line):\($0.column)" } ?? "-")"
  }
  let wanted = expected.map { code, marker in
    let location = source.location(marker, sourceLocation: sourceLocation)
    return "\(code.rawValue) at \(location.line):\(location.column)"
  }
  #expect(
    actual == wanted, "\(diagnostics.map { "\($0.code.rawValue): \($0.message)" })",
    sourceLocation: sourceLocation)
}
