/// Where each line of a file starts, to quote source lines in diagnostics.
///
/// Line breaks are those libyaml counts: `\n`, `\r\n`, `\r`, and in UTF-8
/// NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), so
/// line numbers agree with the positions libyaml reports.
public struct LineTable: Sendable {
  private let bytes: [UInt8]
  /// For each line, where it starts and where its content ends (before its break).
  private let starts: [Int]
  private let ends: [Int]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var ends: [Int] = []
    bytes.withUnsafeBufferPointer { bytes in
      let count = bytes.count
      var i = 0
      while i < count {
        // Eight bytes at a time where none can start a break (most of a file).
        if i + 8 <= count, let base = bytes.baseAddress,
          !Self.mayStartBreak(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
        {
          i += 8
          continue
        }
        let stop = min(i + 8, count)
        while i < stop {
          var length = 0
          switch bytes[i] {
          case UInt8(ascii: "\n"): length = 1
          case UInt8(ascii: "\r"):
            length = i + 1 < count && bytes[i + 1] == UInt8(ascii: "\n") ? 2 : 1
          case 0xC2 where i + 1 < count && bytes[i + 1] == 0x85: length = 2
          case 0xE2
          where i + 2 < count && bytes[i + 1] == 0x80
            && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
            length = 3
          default: break
          }
          guard length > 0 else {
            i += 1
            continue
          }
          ends.append(i)
          i += length
          starts.append(i)
        }
      }
    }
    ends.append(bytes.count)
    self.starts = starts
    self.ends = ends
  }

  /// Whether one of the eight bytes of `word` is one a line break starts
  /// with: `\n`, `\r`, 0xC2 (NEL) or 0xE2 (U+2028, U+2029).
  private static func mayStartBreak(_ word: UInt64) -> Bool {
    func hasByte(_ byte: UInt8) -> Bool {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let x = word ^ (ones &* UInt64(byte))
      return (x &- ones) & ~x & (ones &* 0x80) != 0
    }
    return hasByte(0x0A) || hasByte(0x0D) || hasByte(0xC2) || hasByte(0xE2)
  }

  /// The number of lines (a final line break starts an empty last line).
  public var count: Int { starts.count }

  /// The bytes of 1-based line `line`, without its line break.
  public func bytes(ofLine line: Int) -> ArraySlice<UInt8>? {
    guard line >= 1, line <= starts.count else { return nil }
    return bytes[starts[line - 1]..<ends[line - 1]]
  }

  /// The 1-based line and character column of a byte offset.
  public func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    // Count characters, not bytes: UTF-8 continuation bytes do not start one.
    let column = bytes[starts[low]..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return (low + 1, column + 1)
  }
}
