/// Finds the invisible bidirectional controls of a source (U+202A-U+202E,
/// U+2066-U+2069), which make a line show in another order than it is read:
/// a reviewer would approve text that is not what flowc reads (Trojan Source,
/// CVE-2021-42574). Escapes in double-quoted strings (`"\u202E"`) show as
/// what they are and are not reported.
enum BidirectionalControls {
  /// The most reported in one file; the rest add nothing a reader needs.
  static let maximumReported = 20

  /// One problem per control found in `bytes`, in order, at most `maximumReported`.
  /// Linear in the size of the source, and nearly free for one without them.
  static func find(in bytes: [UInt8], file: String) -> [YAMLError] {
    var found: [(offset: Int, scalar: Unicode.Scalar)] = []
    var index = 0
    let end = bytes.count - 2
    let ones: UInt64 = 0x0101_0101_0101_0101
    while index < end, found.count < maximumReported {
      // Eight bytes at a time where none is 0xE2, the first byte of every control.
      if index + 8 <= end {
        let word = bytes.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        }
        let x = word ^ (ones &* 0xE2)
        if (x &- ones) & ~x & (ones &* 0x80) == 0 {
          index += 8
          continue
        }
      }
      defer { index += 1 }
      guard bytes[index] == 0xE2 else { continue }
      let second = bytes[index + 1]
      let third = bytes[index + 2]
      let value: UInt32
      switch (second, third) {
      case (0x80, 0xAA...0xAE): value = 0x2000 + UInt32(third - 0x80)
      case (0x81, 0xA6...0xA9): value = 0x2040 + UInt32(third - 0x80)
      default: continue
      }
      found.append((index, Unicode.Scalar(value)!))
    }
    guard !found.isEmpty else { return [] }
    let lines = LineTable(bytes)
    return found.map { hit in
      let (line, column) = lines.position(ofOffset: hit.offset)
      let code = ControlCharacters.codePoint(hit.scalar)
      let name = hit.scalar.properties.name ?? "a bidirectional control"
      return YAMLError(
        kind: .bidirectionalControl,
        message: "invisible \(code) (\(name)) makes this line show in another order than "
          + "flowc reads it; remove it, or write it as \"\\u\(code.dropFirst(2))\" in a "
          + "double-quoted string",
        location: SourceLocation(file: file, line: line, column: column), notes: [])
    }
  }
}
