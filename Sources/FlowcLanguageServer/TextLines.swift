import FlowcCore

/// A document's lines as Unicode scalars: converts between flowc's positions
/// (1-based lines, 1-based columns counting scalars, as libyaml counts them)
/// and the protocol's (0-based lines, 0-based UTF-16 offsets).
///
/// Lines break at `\n`, `\r\n` and a lone `\r`, as in YAML and the protocol.
public struct TextLines: Sendable {
  public let lines: [[Unicode.Scalar]]

  public init(_ text: String) {
    var lines: [[Unicode.Scalar]] = []
    var line: [Unicode.Scalar] = []
    var afterCR = false
    for scalar in text.unicodeScalars {
      if afterCR {
        afterCR = false
        if scalar == "\n" { continue }
      }
      if scalar == "\n" || scalar == "\r" {
        lines.append(line)
        line = []
        afterCR = scalar == "\r"
      } else {
        line.append(scalar)
      }
    }
    lines.append(line)
    self.lines = lines
  }

  public func line(_ index: Int) -> [Unicode.Scalar] {
    lines.indices.contains(index) ? lines[index] : []
  }

  public func text(ofLine index: Int) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: line(index))
    return text
  }

  /// The protocol's position of a 0-based line and scalar offset.
  public func position(line: Int, scalar: Int) -> Position {
    let scalars = self.line(line)
    var units = 0
    for value in scalars.prefix(max(0, scalar)) { units += value.utf16.count }
    return Position(line: max(0, line), character: units)
  }

  /// The protocol's position of a flowc location.
  public func position(_ location: SourceLocation) -> Position {
    position(line: location.line - 1, scalar: location.column - 1)
  }

  /// The scalar offset in its line of a protocol position (clamped to the line).
  public func scalarOffset(_ position: Position) -> Int {
    let scalars = line(position.line)
    var units = 0
    for (index, value) in scalars.enumerated() {
      if units >= position.character { return index }
      units += value.utf16.count
    }
    return scalars.count
  }

  /// The range of the word (`name`) written at or after `location` on its line:
  /// the first whole occurrence of `name` there, else the identifier at
  /// `location`, else an empty range there.
  public func range(of name: String?, at location: SourceLocation) -> Range {
    let lineIndex = location.line - 1
    let scalars = line(lineIndex)
    let from = max(0, location.column - 1)
    if let name, !name.isEmpty {
      let needle = Array(name.unicodeScalars)
      var index = from
      while index + needle.count <= scalars.count {
        if scalars[index..<(index + needle.count)].elementsEqual(needle),
          index == 0 || !Self.isWord(scalars[index - 1]),
          index + needle.count == scalars.count || !Self.isWord(scalars[index + needle.count])
        {
          return Range(
            start: position(line: lineIndex, scalar: index),
            end: position(line: lineIndex, scalar: index + needle.count))
        }
        index += 1
      }
    }
    var start = from
    if start < scalars.count, scalars[start] == "\"" || scalars[start] == "'" { start += 1 }
    var end = start
    while end < scalars.count, Self.isWord(scalars[end]) || scalars[end] == "." { end += 1 }
    return Range(
      start: position(line: lineIndex, scalar: start), end: position(line: lineIndex, scalar: end))
  }

  /// The word around a protocol position and its range (letters, digits, `_`, `-`, `.`).
  public func word(at position: Position) -> (text: String, range: Range)? {
    let scalars = line(position.line)
    let offset = scalarOffset(position)
    var start = offset
    while start > 0, Self.isWord(scalars[start - 1]) || scalars[start - 1] == "-" { start -= 1 }
    var end = offset
    while end < scalars.count, Self.isWord(scalars[end]) || scalars[end] == "-" { end += 1 }
    guard start < end else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<end])
    return (
      text,
      Range(
        start: self.position(line: position.line, scalar: start),
        end: self.position(line: position.line, scalar: end))
    )
  }

  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
  }

  /// The position just after the last character.
  public var end: Position {
    position(line: lines.count - 1, scalar: lines.last?.count ?? 0)
  }
}
