/// How one fuzz input holds several files, so that libFuzzer's mutations of
/// plain text reach each of them: every file starts with a line
///
///     --- file: NAME
///
/// and runs to the line break before the next such line (that line break is
/// the marker's, so a file may end with or without one). The bytes before the
/// first such line are a file of their own, the preamble, whose meaning is the
/// target's (a spec, or a config). A file's name is the rest of its line, as
/// it is; a name that is not UTF-8 is decoded with replacement characters. The
/// marker is a YAML document start followed by a mapping, which a spec (one
/// document per file) does not hold, and `Tests/Fuzz/flowc.dict` holds it so
/// that mutations add and drop files.
public enum FuzzFiles {
  /// What starts a line that starts a file.
  public static let marker: [UInt8] = Array("--- file: ".utf8)

  /// A file of an input: its name and contents.
  public struct File: Sendable, Equatable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// The preamble of `input` and its files, in order.
  public static func split(_ input: [UInt8]) -> (preamble: [UInt8], files: [File]) {
    // Where each marker line starts, in one pass.
    var starts: [Int] = []
    var lineStart = 0
    while lineStart < input.count {
      if input[lineStart...].starts(with: marker) { starts.append(lineStart) }
      guard let newline = input[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      lineStart = newline + 1
    }
    // The end of a file followed by a marker at `start` (nil: by none): the
    // line break before the marker is the marker's.
    func end(before start: Int?) -> Int {
      guard let start else { return input.count }
      return max(start - 1, 0)
    }
    let preamble = Array(input[..<end(before: starts.first)])
    var files: [File] = []
    for (position, start) in starts.enumerated() {
      let end = end(before: position + 1 < starts.count ? starts[position + 1] : nil)
      let nameStart = start + marker.count
      let newline = input[nameStart...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
      let name = String(decoding: input[nameStart..<newline], as: UTF8.self)
      files.append(File(name: name, bytes: Array(input[min(newline + 1, end)..<end])))
    }
    return (preamble, files)
  }

  /// The input that `split` reads as `preamble` and `files`.
  public static func join(preamble: [UInt8] = [], _ files: [File]) -> [UInt8] {
    var input = preamble
    for (index, file) in files.enumerated() {
      if index > 0 || !preamble.isEmpty { input.append(UInt8(ascii: "\n")) }
      input += marker + Array(file.name.utf8) + [UInt8(ascii: "\n")] + file.bytes
    }
    return input
  }
}
