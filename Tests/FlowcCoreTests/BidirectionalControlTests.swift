import Testing

@testable import FlowcCore

/// Invisible bidirectional controls in a spec (Trojan Source) are reported
/// where they stand, in values, keys and comments; escapes are not.
@Suite struct BidirectionalControlTests {
  private func diagnostics(_ text: String) -> [Diagnostic] {
    FlowChecker().check([SourceFile(path: "a.flow.yaml", text: text)]).diagnostics
  }

  private let clean = """
    flow: A
    start: s
    steps:
      s: { screen: S, next: finish, back: cancel }

    """

  /// Found wherever it stands in the eight bytes read at a time.
  @Test func aControlIsFoundAtEveryOffset() throws {
    for padding in 0..<17 {
      let text = clean + "description: \"\(String(repeating: "x", count: padding))\u{202E}\"\n"
      let found = diagnostics(text)
      #expect(found.map(\.code) == [.bidiControl], "padding \(padding)")
      let diagnostic = try #require(found.first)
      #expect(diagnostic.location?.column == 15 + padding, "padding \(padding)")
    }
  }

  @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069])
  func eachControlIsReportedAtItsColumn(_ value: Int) throws {
    let control = String(Unicode.Scalar(UInt32(value))!)
    let found = diagnostics(clean + "description: \"é\(control)x\"\n")
    let hex = String(value, radix: 16, uppercase: true)
    #expect(found.map(\.code) == [.bidiControl])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.location == SourceLocation(file: "a.flow.yaml", line: 5, column: 16))
    #expect(diagnostic.message.contains("U+\(hex)"))
    #expect(diagnostic.severity == .error)
  }

  @Test func controlsInCommentsAndKeysAreReportedToo() {
    let found = diagnostics(
      clean + "# admin only \u{202E} \u{2066}\nlinks: { \"app://x\u{2067}\": s }\n")
    #expect(found.map(\.code) == [.bidiControl, .bidiControl, .bidiControl])
    #expect(found.compactMap(\.location?.line) == [5, 5, 6])
  }

  @Test func escapesAndOtherTextAreNotReported() {
    let found = diagnostics(
      clean + "description: \"\\u202E escaped, \u{200F} a mark, عربى, 日本語 \u{2014} dash\"\n")
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  @Test func reportsStopAfterTheLimit() {
    let many = String(repeating: "\u{202E}", count: 100)
    let found = diagnostics(clean + "# \(many)\n")
    #expect(found.count == BidirectionalControls.maximumReported)
  }
}
