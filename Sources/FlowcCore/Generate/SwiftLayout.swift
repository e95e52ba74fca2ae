import Foundation

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
/// the size of the output; it rewrites the rendered bytes in place.
public enum SwiftLayout {
  /// The line length generated code keeps to, as `.swift-format` does.
  public static let width = 100
  /// How many times one line is broken inside a piece that still does not fit.
  static let maximumDepth = 8

  /// `text` tidied and wrapped, ending in exactly one newline.
  public static func format(_ text: String) -> String {
    var bytes = Array(text.utf8)
    format(&bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Lays out `bytes` (UTF-8) in place: tidied and wrapped, ending in exactly
  /// one newline.
  ///
  /// One pass over the lines: what a line becomes is written over the bytes
  /// already read, which the tidying mostly shortens. When wrapping makes the
  /// output overtake the input, the bytes that do not fit wait in a queue
  /// until the lines read after free their place; only the queue is memory
  /// besides `bytes`.
  static func format(_ bytes: inout [UInt8]) {
    if bytes.last != newline { bytes.append(newline) }
    var queue = Queue()
    let written = bytes.withUnsafeMutableBufferPointer { buffer in
      // Every line ends in a newline, so the lines cover the buffer.
      let base = buffer.baseAddress!
      let count = buffer.count
      var write = 0
      var previousBlank = true  // so leading blank lines go too
      var lineStart = 0
      while lineStart < count {
        let found = memchr(base + lineStart, Int32(newline), count - lineStart)!
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let next = index + 1
        var end = index
        while end > lineStart, base[end - 1] == space { end -= 1 }
        if end == lineStart {
          if !previousBlank { queue.put(newline, into: buffer, at: &write, before: next) }
          previousBlank = true
        } else if end - lineStart <= width {
          previousBlank = false
          if queue.isEmpty {
            // Never longer than it was, so it fits where it was read.
            let length = end - lineStart
            if write != lineStart { (base + write).update(from: base + lineStart, count: length) }
            base[write + length] = newline
            write += length + 1
          } else {
            queue.put(UnsafeBufferPointer(rebasing: buffer[lineStart..<end]))
            queue.put(CollectionOfOne(newline))
          }
        } else {
          previousBlank = false
          for piece in wrap(Array(buffer[lineStart..<end]), depth: 0) {
            queue.put(piece, into: buffer, at: &write, before: next)
            queue.put(newline, into: buffer, at: &write, before: next)
          }
        }
        queue.drain(into: buffer, at: &write, before: next)
        lineStart = next
      }
      return write
    }
    bytes.removeLast(bytes.count - written)
    queue.append(to: &bytes)
    while bytes.last == newline { bytes.removeLast() }
    bytes.append(newline)
  }

  /// The laid-out bytes that do not fit in the buffer yet, in order.
  struct Queue {
    private var bytes: [UInt8] = []
    private var head = 0

    var isEmpty: Bool { head == bytes.count }

    mutating func put<Bytes: Collection<UInt8>>(_ piece: Bytes) {
      bytes.append(contentsOf: piece)
    }

    /// Writes `piece` at `write` in `buffer` if nothing waits and it fits
    /// before `limit`, the first byte not yet read; else queues it.
    mutating func put(
      _ piece: [UInt8], into buffer: UnsafeMutableBufferPointer<UInt8>, at write: inout Int,
      before limit: Int
    ) {
      guard isEmpty, write + piece.count <= limit else { return put(piece) }
      piece.withUnsafeBufferPointer { source in
        (buffer.baseAddress! + write).update(from: source.baseAddress!, count: source.count)
      }
      write += piece.count
    }

    /// Writes `byte` at `write` in `buffer` if nothing waits and it fits
    /// before `limit`; else queues it.
    mutating func put(
      _ byte: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>, at write: inout Int,
      before limit: Int
    ) {
      guard isEmpty, write < limit else { return bytes.append(byte) }
      buffer[write] = byte
      write += 1
    }

    /// Moves as many waiting bytes as fit before `limit` into `buffer`.
    mutating func drain(
      into buffer: UnsafeMutableBufferPointer<UInt8>, at write: inout Int, before limit: Int
    ) {
      guard !isEmpty, write < limit else { return }
      let moved = min(limit - write, bytes.count - head)
      bytes.withUnsafeBufferPointer { source in
        (buffer.baseAddress! + write).update(from: source.baseAddress! + head, count: moved)
      }
      write += moved
      head += moved
      if isEmpty {
        bytes.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 1 << 16, head * 2 >= bytes.count {
        bytes.removeSubrange(..<head)
        head = 0
      }
    }

    /// Appends what still waits to `output`.
    func append(to output: inout [UInt8]) {
      output.append(contentsOf: bytes[head...])
    }
  }

  /// `line` broken into lines that fit where it can be.
  static func wrap(_ line: [UInt8], depth: Int) -> [[UInt8]] {
    guard line.count > width, depth < maximumDepth else { return [line] }
    let indent = line.prefix { $0 == space }.count
    let body = line[indent...]
    if body.count >= 2, body[indent] == slash, body[indent + 1] == slash { return [line] }
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
    guard let open = marks.firstParenthesis, let close = marks.firstParenthesisClose else {
      return [line]
    }
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
    // Bytes ending so are needed for the text to end so: most lines stop here.
    guard body.count >= 3, body[body.endIndex - 3] == space, body[body.endIndex - 2] == openBrace,
      body[body.endIndex - 1] == closeBrace
    else { return nil }
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
      // The argument, then `last` after the final one, a comma after the others.
      let isLast = offset == arguments.count - 1
      let pieceCount = argument.count + (isLast ? last.count : 1)
      if current.count > indent.count, current.count + 1 + pieceCount > width {
        lines.append(current)
        current = indent
      }
      if current.count > indent.count { current.append(space) }
      current += argument
      if isLast { current += last } else { current.append(comma) }
    }
    lines.append(current)
    // Only lines too long are wrapped again; the others stay as they are.
    guard lines.contains(where: { $0.count > width }) else { return lines }
    return lines.flatMap { wrap($0, depth: depth + 1) }
  }

  /// Whether the text before a line's first parenthesis declares a function.
  static func isDeclaration(_ head: ArraySlice<UInt8>) -> Bool {
    // ASCII words compare as bytes; other text as characters, as Swift reads it.
    if head.allSatisfy({ $0 < 0x80 }) {
      // The words between spaces, read in place.
      var last: ArraySlice<UInt8> = []
      var index = head.startIndex
      while index < head.endIndex {
        guard head[index] != space else {
          index += 1
          continue
        }
        let start = index
        while index < head.endIndex, head[index] != space { index += 1 }
        let word = head[start..<index]
        if word.elementsEqual(funcKeyword) { return true }
        last = word
      }
      return last.elementsEqual(initKeyword) || last.suffix(dotInit.count).elementsEqual(dotInit)
    }
    let words = head.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
    return words.contains("func") || words.last == "init" || words.last?.hasSuffix(".init") == true
  }

  /// Where a line's brackets are, outside string literals.
  struct Marks {
    let line: [UInt8]
    /// The first `(` at depth 0.
    var firstParenthesis: Int?
    /// The bracket that closes `firstParenthesis`.
    var firstParenthesisClose: Int?
    /// A `{` at depth 0 whose `}` ends the line.
    var trailingBlock: Int?

    init(_ line: [UInt8]) {
      self.line = line
      // Any closing bracket closes the innermost open one; only those at
      // depth 0 matter, so a count and where the outermost opened will do.
      var depth = 0
      var outermost = 0
      var first: Int?
      var firstClose: Int?
      var block: Int?
      SwiftLayout.forEachCodeByte(of: line, in: 0..<line.count) { index, byte in
        switch byte {
        case openParenthesis, openBracket, openBrace:
          if depth == 0 {
            outermost = index
            if byte == openParenthesis, first == nil { first = index }
          }
          depth += 1
        case closeParenthesis, closeBracket, closeBrace:
          guard depth > 0 else { break }
          depth -= 1
          guard depth == 0 else { break }
          if outermost == first { firstClose = index }
          if byte == closeBrace, index == line.count - 1, index > outermost + 1 {
            block = outermost
          }
        default: break
        }
      }
      firstParenthesis = first
      firstParenthesisClose = firstClose
      trailingBlock = block
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
  @inline(__always)
  static func forEachCodeByte(
    of line: [UInt8], in range: Range<Int>, _ body: (Int, UInt8) -> Void
  ) {
    precondition(range.lowerBound >= 0 && range.upperBound <= line.count)
    line.withUnsafeBufferPointer { bytes in
      var inString = false
      var index = range.lowerBound
      while index < range.upperBound {
        let byte = bytes[index]
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
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}

private let newline = UInt8(ascii: "\n")
private let slash = UInt8(ascii: "/")
private let funcKeyword = Array("func".utf8)
private let initKeyword = Array("init".utf8)
private let dotInit = Array(".init".utf8)
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
