import Testing

@testable import FlowcCore

@Suite struct LineTableTests {
  @Test func breaksAreTheOnesLibyamlCounts() {
    let text = "a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g"
    let table = LineTable(Array(text.utf8))
    #expect(table.count == 7)
    let lines = (1...7).map { table.bytes(ofLine: $0).map { String(decoding: $0, as: UTF8.self) } }
    #expect(lines == ["a", "b", "c", "d", "e", "f", "g"])
    #expect(table.bytes(ofLine: 8) == nil)
    #expect(table.bytes(ofLine: 0) == nil)
  }

  /// Breaks of every kind at every offset of the words the table skips
  /// eight bytes at a time, against lines found one byte at a time.
  @Test(arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
  func breaksAreFoundAtEveryOffset(_ lineBreak: String) {
    for offset in 0..<20 {
      let line = String(repeating: "ab\u{E9}", count: 3) + String(repeating: "x", count: offset)
      let text = line + lineBreak + line + lineBreak + "\u{2030}" + lineBreak + line
      let table = LineTable(Array(text.utf8))
      #expect(table.count == 4, "offset \(offset)")
      let lines = (1...4).map {
        table.bytes(ofLine: $0).map { String(decoding: $0, as: UTF8.self) }
      }
      #expect(lines == [line, line, "\u{2030}", line], "offset \(offset)")
    }
  }

  /// Empty lines between breaks of each kind: where a line ends follows
  /// from where the next starts, so the break before it must be told apart.
  @Test func emptyLinesEndWhereTheyStart() {
    let text = "a\r\r\nb\n\n\r\u{85}\u{85}\u{2028}\r\n\u{2029}\n"
    let table = LineTable(Array(text.utf8))
    let lines = (1...table.count).map {
      table.bytes(ofLine: $0).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(lines == ["a", "", "b"] + Array(repeating: "", count: 9))
  }

  @Test func aFinalBreakStartsAnEmptyLastLine() {
    let table = LineTable(Array("x\n".utf8))
    #expect(table.count == 2)
    #expect(table.bytes(ofLine: 2)?.isEmpty == true)
  }

  @Test func positionsCountCharactersFromOne() {
    let table = LineTable(Array("key: é\nnext: ü".utf8))
    // "ü" is at byte 14 of the text: line 2, column 7.
    #expect(table.position(ofOffset: 14) == (2, 7))
    #expect(table.position(ofOffset: 0) == (1, 1))
  }

  @Test func theRendererQuotesTheRightLineAfterAnUnusualBreak() {
    let source = SourceFile(path: "A.flow.yaml", text: "flow: A\u{2028}start: x\nnxt: y\n")
    let diagnostic = Diagnostic(
      .schema, "unknown key 'nxt'", at: SourceLocation(file: "A.flow.yaml", line: 3, column: 1))
    let text = TextDiagnosticRenderer(sources: [source]).render([diagnostic])
    #expect(text == "A.flow.yaml:3:1: error: unknown key 'nxt' [schema]\nnxt: y\n^\n")
  }
}
