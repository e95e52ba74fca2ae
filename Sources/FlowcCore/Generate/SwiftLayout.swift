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
  /// already read, which the tidying mostly shortens. Most lines stay as they
  /// are, and a run of them is written with one copy; only the lines that
  /// change are looked at further. When wrapping makes the output overtake
  /// the input, the bytes that do not fit wait in a queue until the lines
  /// read after free their place; only the queue is memory besides `bytes`.
  static func format(_ bytes: inout [UInt8]) {
    if bytes.last != newline { bytes.append(newline) }
    var queue = Queue()
    var wrapper = Wrapper()
    let written = bytes.withUnsafeMutableBufferPointer { buffer in
      // Every line ends in a newline, so the lines cover the buffer.
      let base = buffer.baseAddress!
      let count = buffer.count
      var write = 0
      var previousBlank = true  // so leading blank lines go too
      // Where the lines read that stay as they are, not written yet, start.
      var kept = 0
      var lineStart = 0
      while lineStart < count {
        let found = memchr(base + lineStart, Int32(newline), count - lineStart)!
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let next = index + 1
        if index > lineStart, index - lineStart <= width, base[index - 1] != space {
          previousBlank = false  // it stays as it is
        } else if index == lineStart, !previousBlank {
          previousBlank = true  // the first blank line after text stays
        } else {
          var end = index
          while end > lineStart, base[end - 1] == space { end -= 1 }
          if end == lineStart {
            // A blank line: its newline stays after text, and goes after a blank line.
            queue.write(kept..<lineStart, of: buffer, at: &write)
            if !previousBlank { queue.write(index..<next, of: buffer, at: &write) }
            previousBlank = true
          } else if end - lineStart <= width {
            queue.write(kept..<end, of: buffer, at: &write)
            queue.write(index..<next, of: buffer, at: &write)
            previousBlank = false
          } else {
            queue.write(kept..<lineStart, of: buffer, at: &write)
            wrapper.wrap(UnsafeBufferPointer(rebasing: buffer[lineStart..<end]))
            queue.put(wrapper.output, into: buffer, at: &write, before: next)
            previousBlank = false
          }
          kept = next
        }
        lineStart = next
      }
      queue.write(kept..<count, of: buffer, at: &write)
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

    /// Writes `buffer[range]`, bytes already read, next at `write`: in place
    /// if nothing waits, else after what waits.
    mutating func write(
      _ range: Range<Int>, of buffer: UnsafeMutableBufferPointer<UInt8>, at write: inout Int
    ) {
      var lower = range.lowerBound
      // While bytes wait, the range goes after them a piece at a time: the
      // queue never holds much more than what waits, however long the range.
      while !isEmpty, lower < range.upperBound {
        let upper = min(range.upperBound, lower + (1 << 14))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[lower..<upper]))
        drain(into: buffer, at: &write, before: upper)
        lower = upper
      }
      guard lower < range.upperBound else {
        return drain(into: buffer, at: &write, before: range.upperBound)
      }
      // Nothing waits, so nothing written reaches past what was read.
      let base = buffer.baseAddress!
      let count = range.upperBound - lower
      if write != lower { (base + write).update(from: base + lower, count: count) }
      write += count
    }

    /// Writes `piece` at `write` in `buffer` if nothing waits and it fits
    /// before `limit`, the first byte not yet read; else queues it.
    mutating func put(
      _ piece: [UInt8], into buffer: UnsafeMutableBufferPointer<UInt8>, at write: inout Int,
      before limit: Int
    ) {
      guard isEmpty, write + piece.count <= limit else {
        bytes.append(contentsOf: piece)
        return drain(into: buffer, at: &write, before: limit)
      }
      piece.withUnsafeBufferPointer { source in
        (buffer.baseAddress! + write).update(from: source.baseAddress!, count: source.count)
      }
      write += piece.count
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
        // What waits moves to the front, and the array keeps its storage.
        let waiting = bytes.count - head
        bytes.withUnsafeMutableBufferPointer { storage in
          storage.baseAddress!.update(from: storage.baseAddress! + head, count: waiting)
        }
        bytes.removeLast(head)
        head = 0
      }
    }

    /// Appends what still waits to `output`.
    func append(to output: inout [UInt8]) {
      output.append(contentsOf: bytes[head...])
    }
  }

  /// Breaks lines too long into lines that fit where they can be. It keeps
  /// its storage from one line to the next, and works on ranges of it: a
  /// piece is copied only when it must be broken again, and a line that fits
  /// is written once and never scanned again.
  struct Wrapper {
    /// The pieces being broken, each after the one it came from; a piece's
    /// bytes stay where they are while the pieces after it are broken, then
    /// go.
    private var pieces: [UInt8] = []
    /// Where the arguments of the pieces being broken are in `pieces`, each
    /// piece's after those of the piece it came from.
    private var arguments: [Range<Int>] = []
    /// Where the commas between the arguments of the piece last marked are.
    private var commas: [Int] = []
    /// The lines laid out so far, each ending in a newline.
    private(set) var output: [UInt8] = []

    /// Lays out `line` into `output`, which it replaces.
    mutating func wrap(_ line: UnsafeBufferPointer<UInt8>) {
      pieces.removeAll(keepingCapacity: true)
      arguments.removeAll(keepingCapacity: true)
      output.removeAll(keepingCapacity: true)
      pieces.append(contentsOf: line)
      wrap(0..<pieces.count, depth: 0)
    }

    /// Writes `pieces[piece]` broken into lines that fit where it can be.
    private mutating func wrap(_ piece: Range<Int>, depth: Int) {
      guard piece.count > width, depth < maximumDepth else { return write(piece) }
      let start = piece.lowerBound
      let end = piece.upperBound
      var indent = 0
      while pieces[start + indent] == space { indent += 1 }
      if end - start - indent >= 2, pieces[start + indent] == slash,
        pieces[start + indent + 1] == slash
      {
        return write(piece)
      }
      // `protocol Name: A, B {}`: what it refines on a line of its own, then the braces.
      let refining = pieces.withUnsafeBufferPointer {
        protocolRefinements(UnsafeBufferPointer(rebasing: $0[(start + indent)..<end]))
      }
      if let refining {
        writeLine(indent: indent, bytes: refining.head)
        let first = arguments.count
        for refinement in refining.refinements {
          let at = pieces.count
          pieces.append(contentsOf: refinement)
          arguments.append(at..<pieces.count)
        }
        fill(first, indent: indent + 2, last: nil, depth: depth)
        writeLine(indent: indent, bytes: emptyBraces)
        return dropPieces(after: end, arguments: first)
      }
      let marks = pieces.withUnsafeBufferPointer {
        Marks(UnsafeBufferPointer(rebasing: $0[piece]), commas: &commas)
      }
      // `head { statement }`: the block gets lines of its own.
      if let block = marks.trailingBlock {
        let open = start + block
        line(indent: 0, start..<open, then: openBrace, depth: depth + 1)
        var statement = (open + 1)..<(end - 1)
        while !statement.isEmpty, pieces[statement.lowerBound] == space {
          statement = (statement.lowerBound + 1)..<statement.upperBound
        }
        while !statement.isEmpty, pieces[statement.upperBound - 1] == space {
          statement = statement.lowerBound..<(statement.upperBound - 1)
        }
        line(indent: indent + 2, statement, then: nil, depth: depth + 1)
        writeLine(indent: indent, bytes: CollectionOfOne(closeBrace))
        return
      }
      guard let first = marks.firstParenthesis, let last = marks.firstParenthesisClose else {
        return write(piece)
      }
      let open = start + first
      let close = start + last
      let firstArgument = arguments.count
      pieces.withUnsafeBufferPointer { bytes in
        Marks.arguments(
          of: bytes, between: open, and: close, at: commas, from: start, into: &arguments)
      }
      guard arguments.count > firstArgument else { return write(piece) }
      write(start..<(open + 1))
      let isDeclaration = pieces.withUnsafeBufferPointer {
        SwiftLayout.isDeclaration(UnsafeBufferPointer(rebasing: $0[(start + indent)..<open]))
      }
      if isDeclaration {
        fill(firstArgument, indent: indent + 2, last: nil, depth: depth)
        line(indent: indent, close..<end, then: nil, depth: depth + 1)
      } else {
        fill(firstArgument, indent: indent + 2, last: close..<end, depth: depth)
      }
      dropPieces(after: end, arguments: firstArgument)
    }

    /// Forgets the pieces after `end` and the arguments from `first` on.
    private mutating func dropPieces(after end: Int, arguments first: Int) {
      pieces.removeSubrange(end...)
      arguments.removeSubrange(first...)
    }

    /// The arguments from `arguments[first]` on packed on lines of at most
    /// `width`, `last` after the final one; the lines still too long broken
    /// again.
    private mutating func fill(_ first: Int, indent: Int, last: Range<Int>?, depth: Int) {
      let lastCount = last?.count ?? 0
      let count = arguments.count
      var lineFirst = first
      var length = indent
      for index in first..<count {
        // The argument, then `last` after the final one, a comma after the others.
        let isLast = index == count - 1
        let pieceCount = arguments[index].count + (isLast ? lastCount : 1)
        if length > indent, length + 1 + pieceCount > width {
          fillLine(lineFirst..<index, indent: indent, length: length, last: last, depth: depth)
          length = indent
          lineFirst = index
        }
        if length > indent { length += 1 }
        length += pieceCount
      }
      fillLine(lineFirst..<count, indent: indent, length: length, last: last, depth: depth)
    }

    /// One line of `fill`: the arguments `range`, `length` bytes in all.
    private mutating func fillLine(
      _ range: Range<Int>, indent: Int, length: Int, last: Range<Int>?, depth: Int
    ) {
      let isFinal = range.upperBound == arguments.count
      let breaks = length > width && depth + 1 < maximumDepth
      let start = pieces.count
      if breaks {
        pieces.append(contentsOf: repeatElement(space, count: indent))
      } else {
        output.append(contentsOf: repeatElement(space, count: indent))
      }
      for index in range {
        if index > range.lowerBound { append(space, toPieces: breaks) }
        append(arguments[index], toPieces: breaks)
        if index < arguments.count - 1 {
          append(comma, toPieces: breaks)
        } else if isFinal, let last {
          append(last, toPieces: breaks)
        }
      }
      if breaks {
        wrap(start..<pieces.count, depth: depth + 1)
        pieces.removeSubrange(start...)
      } else {
        output.append(newline)
      }
    }

    /// Writes `indent` spaces, `pieces[range]` and `then` as a line, broken
    /// again at `depth` if it is too long.
    private mutating func line(indent: Int, _ range: Range<Int>, then: UInt8?, depth: Int) {
      let length = indent + range.count + (then == nil ? 0 : 1)
      let breaks = length > width && depth < maximumDepth
      let start = pieces.count
      if breaks {
        pieces.append(contentsOf: repeatElement(space, count: indent))
      } else {
        output.append(contentsOf: repeatElement(space, count: indent))
      }
      append(range, toPieces: breaks)
      if let then { append(then, toPieces: breaks) }
      if breaks {
        wrap(start..<pieces.count, depth: depth)
        pieces.removeSubrange(start...)
      } else {
        output.append(newline)
      }
    }

    private mutating func append(_ byte: UInt8, toPieces: Bool) {
      if toPieces { pieces.append(byte) } else { output.append(byte) }
    }

    /// Appends `pieces[range]` to the pieces, or to the output.
    private mutating func append(_ range: Range<Int>, toPieces: Bool) {
      guard !range.isEmpty else { return }
      if toPieces {
        let at = pieces.count
        pieces.append(contentsOf: repeatElement(0, count: range.count))
        pieces.withUnsafeMutableBufferPointer { bytes in
          (bytes.baseAddress! + at).update(
            from: bytes.baseAddress! + range.lowerBound, count: range.count)
        }
      } else {
        pieces.withUnsafeBufferPointer { bytes in
          output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
      }
    }

    /// Writes `pieces[range]` as a line as it is.
    private mutating func write(_ range: Range<Int>) {
      append(range, toPieces: false)
      output.append(newline)
    }

    /// Writes `indent` spaces and `bytes` as a line as they are.
    private mutating func writeLine(indent: Int, bytes: some Collection<UInt8>) {
      output.append(contentsOf: repeatElement(space, count: indent))
      output.append(contentsOf: bytes)
      output.append(newline)
    }
  }

  /// `protocol Name:` and the protocols it refines, for a declaration written
  /// `[access] protocol Name: A, B {}` on one line; nil for any other line.
  static func protocolRefinements(_ body: UnsafeBufferPointer<UInt8>) -> (
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

  /// Whether the text before a line's first parenthesis declares a function.
  static func isDeclaration(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
    // ASCII words compare as bytes; other text as characters, as Swift reads it.
    guard let base = head.baseAddress else { return false }
    let count = head.count
    // The words between spaces, read in place.
    var last = 0..<0
    var index = 0
    while index < count {
      guard base[index] != space else {
        index += 1
        continue
      }
      let start = index
      while index < count, base[index] != space {
        guard base[index] < 0x80 else { return isDeclaration(characters: head) }
        index += 1
      }
      if index - start == 4, startsWith(base + start, "func") { return true }
      last = start..<index
    }
    return (last.count == 4 && startsWith(base + last.lowerBound, "init"))
      || (last.count >= 5 && startsWith(base + last.upperBound - 5, ".init"))
  }

  /// Whether the words of `head`, read as characters, declare a function.
  private static func isDeclaration(characters head: UnsafeBufferPointer<UInt8>) -> Bool {
    let words = head.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
    return words.contains("func") || words.last == "init" || words.last?.hasSuffix(".init") == true
  }

  /// Whether the bytes at `bytes` start with `text`.
  @inline(__always)
  private static func startsWith(_ bytes: UnsafePointer<UInt8>, _ text: StaticString) -> Bool {
    memcmp(bytes, text.utf8Start, text.utf8CodeUnitCount) == 0
  }

  /// Where a line's brackets are, outside string literals.
  struct Marks {
    /// The first `(` at depth 0.
    var firstParenthesis: Int?
    /// The bracket that closes `firstParenthesis`.
    var firstParenthesisClose: Int?
    /// A `{` at depth 0 whose `}` ends the line.
    var trailingBlock: Int?

    /// The marks of `line`; `commas` becomes where the commas that separate
    /// the arguments of `firstParenthesis` are: those outside brackets and
    /// angle brackets.
    ///
    /// One pass over the line, which skips the letters, digits, spaces and
    /// other bytes that mean nothing here with one test a byte.
    init(_ line: UnsafeBufferPointer<UInt8>, commas: inout [Int]) {
      commas.removeAll(keepingCapacity: true)
      guard let base = line.baseAddress else { return }
      let end = line.count
      // Any closing bracket closes the innermost open one; only those at
      // depth 0 matter, so a count and where the outermost opened will do.
      var depth = 0
      var outermost = 0
      var first = -1
      var firstClose = -1
      var block = -1
      // Angle brackets open inside the first parentheses.
      var angles = 0
      var inString = false
      var index = 0
      while index < end {
        // Eight bytes at a time to the first that may matter.
        if end - index >= 8 {
          let word = UInt64(
            littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          let candidates = codeCandidates(word)
          guard candidates != 0 else {
            index += 8
            continue
          }
          index += candidates.trailingZeroBitCount &>> 3
        }
        let byte = base[index]
        guard isCode(byte) else {
          index += 1
          continue
        }
        if inString {
          if byte == backslash {
            index += 1
          } else if byte == quote {
            inString = false
          }
          index += 1
          continue
        }
        // Inside the first parentheses, which have not closed yet.
        let inside = first >= 0 && firstClose < 0
        switch byte {
        case quote: inString = true
        case openParenthesis, openBracket, openBrace:
          if depth == 0 {
            outermost = index
            if byte == openParenthesis, first < 0 { first = index }
          }
          depth += 1
        case closeParenthesis, closeBracket, closeBrace:
          guard depth > 0 else { break }
          depth -= 1
          guard depth == 0 else { break }
          if outermost == first { firstClose = index }
          if byte == closeBrace, index == end - 1, index > outermost + 1 {
            block = outermost
          }
        case less where inside && isIdentifier(base[index - 1]): angles += 1
        case greater where inside && angles > 0 && base[index - 1] != minus: angles -= 1
        case comma where inside && depth == 1 && angles == 0: commas.append(index)
        default: break
        }
        index += 1
      }
      if first >= 0 { firstParenthesis = first }
      if firstClose >= 0 { firstParenthesisClose = firstClose }
      if block >= 0 { trailingBlock = block }
    }

    /// Appends where the comma-separated arguments between `open` and
    /// `close` in `line` are, trimmed, to `arguments`: `commas`, counted
    /// from `start`, separate them.
    static func arguments(
      of line: UnsafeBufferPointer<UInt8>, between open: Int, and close: Int, at commas: [Int],
      from start: Int, into arguments: inout [Range<Int>]
    ) {
      var lower = open + 1
      for index in 0...commas.count {
        let separator = index < commas.count ? start + commas[index] : close
        var upper = separator
        while lower < upper, line[lower] == space { lower += 1 }
        while upper > lower, line[upper - 1] == space { upper -= 1 }
        if lower < upper { arguments.append(lower..<upper) }
        lower = separator + 1
      }
    }
  }

  /// The high bit of each byte of `word` (eight bytes read in memory order,
  /// the first the lowest) that may be a bracket, a comma, an angle bracket,
  /// a quote or a backslash: all but letters, digits, spaces, `.`, `/`, `:`
  /// and `;`, which make most of a line. Each byte is its own lane, its
  /// high bit cleared first so that no sum carries into the next.
  @inline(__always)
  static func codeCandidates(_ word: UInt64) -> UInt64 {
    let lanes: UInt64 = 0x0101_0101_0101_0101
    let high = 0x80 &* lanes
    // Letters lowered, the byte below 64 kept but for 0x20: a byte in
    // 0x61...0x7A was a letter, one in 0x2E...0x3B a digit, `.`, `/`, `:`
    // or `;`, and 0x20 a space.
    let lowered = (word & (0x7F &* lanes)) | (0x20 &* lanes)
    let letter = (lowered &+ (0x80 - 0x61) &* lanes) & ((0x80 + 0x7A) &* lanes &- lowered)
    let digit = (lowered &+ (0x80 - 0x2E) &* lanes) & ((0x80 + 0x3B) &* lanes &- lowered)
    let notSpace = (lowered ^ (0x20 &* lanes)) &+ (0x7F &* lanes)
    let meaningless = (letter | digit | ~notSpace) & high
    return (~meaningless & high) | (word & high)
  }

  /// Whether `byte` is a bracket, a comma, an angle bracket, a quote or a
  /// backslash, the only bytes `Marks` looks at: a bit of one of two masks,
  /// for the bytes below 64 and the next 64.
  @inline(__always)
  static func isCode(_ byte: UInt8) -> Bool {
    // `"` 34, `(` 40, `)` 41, `,` 44, `<` 60, `>` 62.
    let low: UInt64 = 1 << 34 | 1 << 40 | 1 << 41 | 1 << 44 | 1 << 60 | 1 << 62
    // `[` 91, `\` 92, `]` 93, `{` 123, `}` 125, each less 64.
    let high: UInt64 = 1 << 27 | 1 << 28 | 1 << 29 | 1 << 59 | 1 << 61
    let mask = byte < 64 ? low : high
    return byte < 128 && (mask &>> UInt64(byte & 63)) & 1 != 0
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}

private let newline = UInt8(ascii: "\n")
private let slash = UInt8(ascii: "/")
private let emptyBraces = Array("{}".utf8)
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
