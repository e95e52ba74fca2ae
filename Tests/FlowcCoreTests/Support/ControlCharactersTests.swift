import Testing

@testable import FlowcCore

/// `ControlCharacters.isSafe` answers printable ASCII from its bytes and
/// everything else character by character: both ways agree with `isUnsafe`.
@Suite struct ControlCharactersTests {
  /// Whether `text` holds no unsafe character, asked of each character.
  static func isSafeByCharacter(_ text: String) -> Bool {
    !text.unicodeScalars.contains(where: ControlCharacters.isUnsafe)
  }

  @Test func everyASCIIByteIsJudgedAsItsCharacterIs() {
    for value in UInt8(0)...0x7F {
      let text = "name" + String(Unicode.Scalar(value)) + "Tail"
      #expect(ControlCharacters.isSafe(text) == Self.isSafeByCharacter(text), "byte \(value)")
    }
    #expect(ControlCharacters.isSafe("a\tb"))
    #expect(!ControlCharacters.isSafe("a\u{7F}b"))
    #expect(!ControlCharacters.isSafe("\n"))
    #expect(ControlCharacters.isSafe(""))
  }

  @Test func textBeyondASCIIIsJudgedByCharacter() {
    for text in [
      "café", "caf\u{85}é", "x\u{202E}y", "日本\u{2028}", "\u{9F}", "\u{A0}", "e\u{301}",
      String(repeating: "long text, ", count: 20) + "\u{2066}",
    ] {
      #expect(
        ControlCharacters.isSafe(text) == Self.isSafeByCharacter(text), "\(text.debugDescription)")
    }
    #expect(ControlCharacters.escaped("a\u{202E}b\nc") == "a\\u{202E}b\\nc")
  }
}
