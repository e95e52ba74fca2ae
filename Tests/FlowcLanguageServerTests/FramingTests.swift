import FlowcLanguageServer
import Testing

@Suite struct FramingTests {
  static func framed(_ text: String) -> [UInt8] {
    MessageFraming.frame(Array(text.utf8))
  }

  @Test func messagesSplitAnywhereComeOutWhole() {
    let bytes = Self.framed(#"{"a":1}"#) + Self.framed(#"{"b":"é"}"#)
    for split in 0...bytes.count {
      var framing = MessageFraming()
      var frames: [MessageFraming.Frame] = []
      framing.append(bytes[..<split])
      while let frame = framing.next() { frames.append(frame) }
      framing.append(bytes[split...])
      while let frame = framing.next() { frames.append(frame) }
      #expect(
        frames == [.message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é"}"#.utf8))],
        "split at \(split)")
    }
  }

  @Test func otherHeadersAreIgnoredAndCaseDoesNotMatter() {
    var framing = MessageFraming()
    framing.append(
      Array("content-type: application/vscode-jsonrpc\r\ncontent-length: 2\r\n\r\n{}".utf8))
    #expect(framing.next() == .message(Array("{}".utf8)))
    #expect(framing.next() == nil)
  }

  @Test func badHeadersAreSkippedAndTheNextMessageRead() {
    var framing = MessageFraming()
    framing.append(Array("Content-Length: many\r\n\r\n".utf8) + Self.framed("{}"))
    #expect(framing.next() == .invalid("a Content-Length that is not a number"))
    #expect(framing.next() == .message(Array("{}".utf8)))
    framing.append(Array("X: y\r\n\r\n".utf8))
    #expect(framing.next() == .invalid("a message without Content-Length"))
  }

  @Test func anOversizedMessageIsSkippedWithoutBeingKept() {
    var framing = MessageFraming(maxContentLength: 10)
    framing.append(Self.framed(String(repeating: "x", count: 50)) + Self.framed("[]"))
    #expect(framing.next() == .invalid("a message of 50 bytes, more than 10"))
    #expect(framing.next() == .message(Array("[]".utf8)))
  }

  @Test func anEndlessHeaderIsCutAtItsBound() {
    var framing = MessageFraming()
    framing.append([UInt8](repeating: UInt8(ascii: "a"), count: MessageFraming.maxHeaderSize + 10))
    #expect(
      framing.next() == .invalid("a header block longer than \(MessageFraming.maxHeaderSize) bytes")
    )
    #expect(framing.next() == nil)
  }

  @Test func jsonNestedBeyondTheBoundIsRefused() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(JSON.parse(Array(deep.utf8)) == nil)
    #expect(JSON.parse(Array("[[1]]".utf8)) == .array([.array([.number(1)])]))
    // Brackets inside strings do not count.
    let quoted = "\"" + String(repeating: "[", count: 100) + "\""
    #expect(JSON.parse(Array(quoted.utf8)) == .string(String(repeating: "[", count: 100)))
  }
}

@Suite struct TextLinesTests {
  @Test func columnsCountScalarsAndPositionsUTF16() {
    // 'é' is one scalar and one UTF-16 unit; '🎉' one scalar and two units.
    let lines = TextLines("a: 1\r\nx: \"🎉é\", next: go\rlast")
    #expect(lines.lines.count == 3)
    // libyaml's column of `go`: 1-based, in scalars.
    let scalarColumn = Array("x: \"🎉é\", next: ".unicodeScalars).count + 1
    let range = lines.range(of: "go", at: .init(file: "f", line: 2, column: scalarColumn))
    let units = "x: \"🎉é\", next: ".utf16.count
    #expect(range.start == Position(line: 1, character: units))
    #expect(range.end == Position(line: 1, character: units + 2))
    #expect(lines.scalarOffset(Position(line: 1, character: units)) == scalarColumn - 1)
    #expect(lines.word(at: Position(line: 1, character: units + 1))?.text == "go")
    #expect(lines.end == Position(line: 2, character: 4))
  }
}
