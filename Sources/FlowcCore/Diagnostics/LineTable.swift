/// Where each line of a file starts, to quote source lines in diagnostics.
///
/// Line breaks are those libyaml counts: `\n`, `\r\n`, `\r`, and in UTF-8
/// NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), so
/// line numbers agree with the positions libyaml reports.
public struct LineTable: Sendable {
  private let bytes: [UInt8]
  /// Where each line starts; where its content ends follows from where the
  /// next one starts, less the break between them.
  private let starts: Starts

  /// Line starts in 32 bits, as a file under 4 GiB needs: a 16 MB spec has
  /// half a million lines.
  private enum Starts: Sendable {
    case narrow([UInt32])
    case wide([Int])

    var count: Int {
      switch self {
      case .narrow(let starts): starts.count
      case .wide(let starts): starts.count
      }
    }

    subscript(line: Int) -> Int {
      switch self {
      case .narrow(let starts): Int(starts[line])
      case .wide(let starts): starts[line]
      }
    }
  }

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.count <= Int(UInt32.max) {
      starts = .narrow(Self.lineStarts(of: bytes, as: UInt32.self))
    } else {
      starts = .wide(Self.lineStarts(of: bytes, as: Int.self))
    }
  }

  private static func lineStarts<Offset: FixedWidthInteger>(
    of bytes: [UInt8], as: Offset.Type
  ) -> [Offset] {
    var starts: [Offset] = [0]
    bytes.withUnsafeBufferPointer { bytes in
      let count = bytes.count
      var i = 0
      while i < count {
        // Eight bytes at a time, to the first byte that may start a break.
        if i + 8 <= count, let base = bytes.baseAddress {
          let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self).littleEndian
          let found = Self.breakStarts(in: word)
          guard found != 0 else {
            i += 8
            continue
          }
          i += found.trailingZeroBitCount / 8
        }
        let length = breakLength(at: i, in: bytes)
        guard length > 0 else {
          i += 1
          continue
        }
        i += length
        starts.append(Offset(i))
      }
    }
    return starts
  }

  /// The length of the line break at `i`, 0 if none starts there.
  private static func breakLength(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let count = bytes.count
    switch bytes[i] {
    case UInt8(ascii: "\n"): return 1
    case UInt8(ascii: "\r"):
      return i + 1 < count && bytes[i + 1] == UInt8(ascii: "\n") ? 2 : 1
    case 0xC2 where i + 1 < count && bytes[i + 1] == 0x85: return 2
    case 0xE2
    where i + 2 < count && bytes[i + 1] == 0x80
      && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
      return 3
    default: return 0
    }
  }

  /// Where the content of 0-based line `line` ends: the end of the file, or
  /// before the break that starts the next line. (A `\r` followed by `\n`
  /// is always one break, and `0x85` ends a break only after `0xC2`, so the
  /// break is known from its last bytes.)
  private func end(ofLine line: Int) -> Int {
    guard line + 1 < starts.count else { return bytes.count }
    let next = starts[line + 1]
    let start = starts[line]
    switch bytes[next - 1] {
    case UInt8(ascii: "\n") where next - 2 >= start && bytes[next - 2] == UInt8(ascii: "\r"):
      return next - 2
    case 0x85: return next - 2
    case 0xA8, 0xA9: return next - 3
    default: return next - 1
    }
  }

  /// The bytes of `word` (its first byte lowest) that a line break may start
  /// with, `\n`, `\r`, 0xC2 (NEL) or 0xE2 (U+2028, U+2029), marked by their
  /// top bit: exact up to the first one marked, which is all that is read.
  private static func breakStarts(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    func marked(_ byte: UInt8) -> UInt64 {
      let x = word ^ (ones &* UInt64(byte))
      return (x &- ones) & ~x & (ones &* 0x80)
    }
    return marked(0x0A) | marked(0x0D) | marked(0xC2) | marked(0xE2)
  }

  /// The number of lines (a final line break starts an empty last line).
  public var count: Int { starts.count }

  /// The bytes of 1-based line `line`, without its line break.
  public func bytes(ofLine line: Int) -> ArraySlice<UInt8>? {
    guard line >= 1, line <= starts.count else { return nil }
    return bytes[starts[line - 1]..<end(ofLine: line - 1)]
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
