/// Lays out rendered Swift: the one place that decides line breaks, so no
/// template and no context field counts columns.
///
/// Templates write each statement on one line, indented where it belongs.
/// `format` then removes trailing spaces and repeated blank lines, and breaks
/// every line longer than `width` the way `swift format` does with the
/// project's `.swift-format`:
/// - a trailing one-statement block `... { statement }` opens on its line, with
///   the statement on the next and the brace below;
/// - a declaration (`func`, `init`) puts its parameters on the next line and
///   `) -> Result {` on a line of its own;
/// - a call or case puts its arguments on the next lines, filled up to the
///   width, and the closing parenthesis after the last;
/// - a piece that still does not fit is broken again the same way, a bounded
///   number of times; comments and what cannot be broken stay as they are.
///
/// Each line is scanned a bounded number of times, so layout is linear in
/// the size of the output.
public enum SwiftLayout {
  /// The line length generated code keeps to, as `.swift-format` does.
  public static let width = 100
  /// How many times one line is broken inside a piece that still does not fit.
  static let maximumDepth = 8

  /// `text` tidied and wrapped, ending in exactly one newline.
  public static func format(_ text: String) -> String {
    format(Array(text.utf8))
  }

  /// `bytes` (UTF-8) tidied and wrapped, ending in exactly one newline.
  static func format(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 16)
    var previousBlank = true  // so leading blank lines go too
    var bytes = bytes
    bytes.append(newline)
    var lineStart = 0
    for index in bytes.indices where bytes[index] == newline {
      var end = index
      while end > lineStart, bytes[end - 1] == space { end -= 1 }
      let blank = end == lineStart
      defer { lineStart = index + 1 }
      if blank {
        if !previousBlank { output.append(newline) }
        previousBlank = true
        continue
      }
      previousBlank = false
      let line = bytes[lineStart..<end]
      if line.count <= width {
        output += line
        output.append(newline)
      } else {
        for piece in wrap(Array(line), depth: 0) {
          output += piece
          output.append(newline)
        }
      }
    }
    while output.last == newline { output.removeLast() }
    output.append(newline)
    return String(decoding: output, as: UTF8.self)
  }

  /// `line` broken into lines that fit where it can be.
  static func wrap(_ line: [UInt8], depth: Int) -> [[UInt8]] {
    guard line.count > width, depth < maximumDepth else { return [line] }
    let indent = line.prefix { $0 == space }.count
    let body = line[indent...]
    if body.starts(with: Array("//".utf8)) { return [line] }
    let pad = [UInt8](repeating: space, count: indent)
    // `protocol Name: A, B {}`: what it refines on a line of its own, then the braces.
    if let refining = protocolRefinements(body) {
      return [pad + refining.head]
        + fill(refining.refinements, indent: pad + [space, space], last: [], depth: depth)
        + [pad + Array("{}".utf8)]
    }
    let marks = Marks(line)
    // `head { statement }`: the block gets lines of its own.
    if let open = marks.trailingBlock {
      let head = Array(line[..<open]) + [openBrace]
      var statement = Array(line[(open + 1)..<(line.count - 1)])
      while statement.first == space { statement.removeFirst() }
      while statement.last == space { statement.removeLast() }
      return wrap(head, depth: depth + 1)
        + wrap(pad + [space, space] + statement, depth: depth + 1)
        + [pad + [closeBrace]]
    }
    guard let open = marks.firstParenthesis, let close = marks.closing[open] else { return [line] }
    let arguments = marks.arguments(between: open, and: close)
    guard !arguments.isEmpty else { return [line] }
    let head = Array(line[...open])
    let tail = Array(line[close...])
    let inner = pad + [space, space]
    if isDeclaration(line[indent..<open]) {
      return [head] + fill(arguments, indent: inner, last: [], depth: depth)
        + wrap(pad + tail, depth: depth + 1)
    }
    return [head] + fill(arguments, indent: inner, last: tail, depth: depth)
  }

  /// `protocol Name:` and the protocols it refines, for a declaration written
  /// `[access] protocol Name: A, B {}` on one line; nil for any other line.
  static func protocolRefinements(_ body: ArraySlice<UInt8>) -> (
    head: [UInt8], refinements: [[UInt8]]
  )? {
    let text = String(decoding: body, as: UTF8.self)
    guard text.hasSuffix(" {}"), let colon = text.firstIndex(of: ":"),
      text[..<colon].split(separator: " ").contains("protocol")
    else { return nil }
    let list = text[text.index(after: colon)..<text.index(text.endIndex, offsetBy: -3)]
    let refinements = list.split(separator: ",").map { Array($0.utf8.filter { $0 != space }) }
    guard !refinements.isEmpty else { return nil }
    return (Array(text[...colon].utf8), refinements)
  }

  /// Arguments packed on lines of at most `width`, `last` after the final one.
  static func fill(_ arguments: [[UInt8]], indent: [UInt8], last: [UInt8], depth: Int)
    -> [[UInt8]]
  {
    var lines: [[UInt8]] = []
    var current = indent
    for (offset, argument) in arguments.enumerated() {
      let piece = argument + (offset == arguments.count - 1 ? last : [comma])
      if current.count > indent.count, current.count + 1 + piece.count > width {
        lines.append(current)
        current = indent
      }
      if current.count > indent.count { current.append(space) }
      current += piece
    }
    lines.append(current)
    return lines.flatMap { wrap($0, depth: depth + 1) }
  }

  /// Whether the text before a line's first parenthesis declares a function.
  static func isDeclaration(_ head: ArraySlice<UInt8>) -> Bool {
    let words = head.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
    return words.contains("func") || words.last == "init" || words.last?.hasSuffix(".init") == true
  }

  /// Where a line's brackets are, outside string literals.
  struct Marks {
    let line: [UInt8]
    /// For each opening parenthesis or brace, its closing one.
    var closing: [Int: Int] = [:]
    /// The first `(` at depth 0.
    var firstParenthesis: Int?
    /// A `{` at depth 0 whose `}` ends the line.
    var trailingBlock: Int?

    init(_ line: [UInt8]) {
      self.line = line
      var stack: [Int] = []
      SwiftLayout.forEachCodeByte(of: line, in: 0..<line.count) { index, byte in
        switch byte {
        case openParenthesis, openBracket, openBrace:
          if byte == openParenthesis, stack.isEmpty, firstParenthesis == nil {
            firstParenthesis = index
          }
          stack.append(index)
        case closeParenthesis, closeBracket, closeBrace:
          guard let open = stack.popLast() else { break }
          closing[open] = index
          if byte == closeBrace, stack.isEmpty, index == line.count - 1, index > open + 1 {
            trailingBlock = open
          }
        default: break
        }
      }
    }

    /// The comma-separated arguments between `open` and `close`, trimmed.
    func arguments(between open: Int, and close: Int) -> [[UInt8]] {
      var arguments: [[UInt8]] = []
      var depth = 0
      var angles = 0
      var start = open + 1
      func add(upTo end: Int) {
        var piece = line[start..<end]
        while piece.first == space { piece = piece.dropFirst() }
        while piece.last == space { piece = piece.dropLast() }
        if !piece.isEmpty { arguments.append(Array(piece)) }
      }
      SwiftLayout.forEachCodeByte(of: line, in: (open + 1)..<close) { index, byte in
        switch byte {
        case openParenthesis, openBracket, openBrace: depth += 1
        case closeParenthesis, closeBracket, closeBrace: depth -= 1
        case less where index > 0 && isIdentifier(line[index - 1]): angles += 1
        case greater where angles > 0 && line[index - 1] != minus: angles -= 1
        case comma where depth == 0 && angles == 0:
          add(upTo: index)
          start = index + 1
        default: break
        }
      }
      add(upTo: close)
      return arguments
    }
  }

  /// Calls `body` with each byte of `line` in `range` outside string literals.
  static func forEachCodeByte(
    of line: [UInt8], in range: Range<Int>, _ body: (Int, UInt8) -> Void
  ) {
    var inString = false
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = line[index]
      if inString {
        if byte == backslash {
          index += 1
        } else if byte == quote {
          inString = false
        }
      } else if byte == quote {
        inString = true
      } else {
        body(index, byte)
      }
      index += 1
    }
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}

private let newline = UInt8(ascii: "\n")
private let space = UInt8(ascii: " ")
private let comma = UInt8(ascii: ",")
private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let openParenthesis = UInt8(ascii: "(")
private let closeParenthesis = UInt8(ascii: ")")
private let openBracket = UInt8(ascii: "[")
private let closeBracket = UInt8(ascii: "]")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")
private let less = UInt8(ascii: "<")
private let greater = UInt8(ascii: ">")
private let minus = UInt8(ascii: "-")
