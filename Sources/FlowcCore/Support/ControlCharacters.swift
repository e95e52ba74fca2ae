/// The characters that must never reach an output as they are: those that end
/// a line where a reader or a compiler does not expect it, send codes to a
/// terminal, or make text show in another order than it is read (Trojan
/// Source). Every place spec text or a file name reaches generated Swift, a
/// diagram, a terminal or a machine format goes through here.
enum ControlCharacters {
  /// C0 controls (but tab), DEL, C1 controls (NEL among them), the
  /// bidirectional marks, the line and paragraph separators, and the
  /// bidirectional embeddings, overrides and isolates.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069):
  /// invisible, they reorder the text around them as it is shown.
  static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether `text` holds no unsafe character. Most text is printable ASCII,
  /// which is answered from its bytes alone.
  static func isSafe(_ text: String) -> Bool {
    let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
      // 0x20-0x7E, in one comparison: the rest wraps around above 0x5E.
      !bytes.contains { $0 &- 0x20 > 0x5E }
    }
    if printable == true { return true }
    var ascii = true
    for byte in text.utf8 {
      if byte < 0x20 && byte != 0x09 || byte == 0x7F { return false }
      if byte >= 0x80 { ascii = false }
    }
    return ascii || !text.unicodeScalars.contains(where: isUnsafe)
  }

  /// `text` with each unsafe character written as a Swift escape (`\n`,
  /// `\r`, `\u{202E}`): one line, printable, and, inside a Swift string
  /// literal, the same text as before.
  static func escaped(_ text: String) -> String {
    guard !isSafe(text) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) { out += escaped(scalar) } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }

  /// One character as `escaped(_:)` writes it: its Swift escape if it is
  /// unsafe, itself otherwise.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    guard isUnsafe(scalar) else { return String(scalar) }
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }

  /// A character's code point as Unicode writes it: `U+0009`, `U+202E`.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `text` with each unsafe character and tab, but `kept`, as a space: for
  /// diagram labels, where no language has a use for them.
  static func spaced(_ text: String, keeping kept: Unicode.Scalar? = nil) -> String {
    guard !isSafe(text) || text.utf8.contains(0x09) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      out.append(scalar != kept && (scalar == "\t" || isUnsafe(scalar)) ? " " : scalar)
    }
    return String(out)
  }

  /// Whether `scalar` ends a line for Swift, YAML or a Unicode-aware reader:
  /// LF, CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
