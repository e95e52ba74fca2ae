/// Prints diagnostics the way swiftc and clang do:
///
///     specs/Login.flow.yaml:12:5: error: unknown key 'nxt' in step 'form'; did you mean 'next'? [schema]
///         nxt: submit
///         ^
///     specs/Login.flow.yaml:9:3: note: step 'form' starts here
///
/// Each diagnostic quotes its source line with a caret under the column.
///
/// Output stays proportional to what it shows, whatever the input: at most
/// `maxDiagnostics` diagnostics are printed (then one line says how many more
/// there are), a quoted line is cut to a window of `sourceWindow` columns around
/// the caret, and control characters of names, paths and lines are escaped, so
/// a spec cannot break a diagnostic across lines or send terminal codes.
public struct TextDiagnosticRenderer {
  /// Whether to wrap severities in ANSI colours (for a terminal).
  public var colors: Bool
  /// Whether to quote the source line under each diagnostic and note.
  public var quotesSource: Bool
  /// Most diagnostics printed; the rest are counted in one closing line.
  public var maxDiagnostics: Int

  /// The default of `maxDiagnostics`.
  public static let defaultMaxDiagnostics = Diagnostic.maxPrinted
  /// Widest quoted source, in terminal columns (the "..." markers not counted).
  public static let sourceWindow = 120
  /// Longest message printed, in characters: a message quoting a name of
  /// 50,000 characters keeps its start and end, joined by "...".
  public static let maxMessageLength = 1_000

  private let sources: [SourceFile]
  /// Line tables of the files that have diagnostics (a clean run builds none).
  private var lineTables: [String: LineTable] = [:]

  public init(
    sources: [SourceFile], colors: Bool = false, quotesSource: Bool = true,
    maxDiagnostics: Int = TextDiagnosticRenderer.defaultMaxDiagnostics
  ) {
    self.colors = colors
    self.quotesSource = quotesSource
    self.maxDiagnostics = maxDiagnostics
    self.sources = sources
  }

  /// The text of one diagnostic with its notes, ending in a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = ""
    let label = diagnostic.severity.rawValue
    let colour = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
    header(diagnostic.location, label: label, colour: colour, into: &out)
    out += bold(Self.shortened(diagnostic.message) + " [\(diagnostic.code.rawValue)]") + "\n"
    quote(diagnostic.location, into: &out)
    for note in diagnostic.notes {
      header(note.location, label: "note", colour: "\u{1B}[1;30m", into: &out)
      out += Self.shortened(note.message) + "\n"
      quote(note.location, into: &out)
    }
    return out
  }

  /// All diagnostics in print order, as one string (see `write(_:to:)`).
  public func render(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    write(diagnostics) { out += $0 }
    return out
  }

  /// Hands the text of each diagnostic, in print order, to `sink`, one
  /// diagnostic at a time, so a caller can write it out without building the
  /// whole output first. After `maxDiagnostics`, one line counts the rest.
  public func write(_ diagnostics: [Diagnostic], to sink: (String) -> Void) {
    let (shown, rest) = Diagnostic.printed(diagnostics, limit: maxDiagnostics)
    var renderer = self
    if quotesSource {
      var files: Set<String> = []
      for diagnostic in shown {
        if let file = diagnostic.location?.file { files.insert(file) }
        for note in diagnostic.notes { if let file = note.location?.file { files.insert(file) } }
      }
      for source in sources
      where files.contains(source.path) && renderer.lineTables[source.path] == nil {
        renderer.lineTables[source.path] = LineTable(source.bytes)
      }
    }
    for diagnostic in shown { sink(renderer.render(diagnostic)) }
    if rest > 0 {
      let label = colors ? "\u{1B}[1;30mnote:\u{1B}[0m" : "note:"
      sink("\(label) \(Diagnostic.omittedSentence(rest))\n")
    }
  }

  private func header(
    _ location: SourceLocation?, label: String, colour: String, into out: inout String
  ) {
    if let location { out += bold(Self.escaped("\(location)") + ": ") }
    out += colors ? "\(colour)\(label):\u{1B}[0m " : "\(label): "
  }

  private func bold(_ text: String) -> String {
    colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }

  private func quote(_ location: SourceLocation?, into out: inout String) {
    guard quotesSource, let location,
      let table = lineTables[location.file]
        ?? sources.first(where: { $0.path == location.file }).map({ LineTable($0.bytes) }),
      let lineBytes = table.bytes(ofLine: location.line), !lineBytes.isEmpty
    else { return }
    let (line, caret) = Self.window(of: lineBytes, column: location.column)
    out += line + "\n"
    out += caret + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^") + "\n"
  }

  // MARK: Quoting a line

  /// How far around the caret a line is decoded, in bytes: enough for the
  /// window, with room for wide and zero-width characters.
  private static let decodedBytes = 16 * sourceWindow

  /// The part of a line to quote, at most `sourceWindow` columns around the
  /// caret with "..." where it was cut, escaped, and the indentation that puts
  /// a caret under the 1-based character `column` (tabs stay tabs, so the caret
  /// lines up however the terminal expands them).
  static func window(of line: ArraySlice<UInt8>, column: Int) -> (line: String, caret: String) {
    // The caret's byte: columns count characters, which start at non-continuation bytes.
    var caretByte = line.startIndex
    var characters = 0
    while caretByte < line.endIndex, characters < column - 1 {
      caretByte += 1
      if caretByte == line.endIndex || line[caretByte] & 0xC0 != 0x80 { characters += 1 }
    }
    let columnsPastEnd = max(column - 1 - characters, 0)
    // Decode only a stretch around the caret, cut at character starts.
    var start = max(line.startIndex, caretByte - decodedBytes)
    while start > line.startIndex, line[start] & 0xC0 == 0x80 { start -= 1 }
    var end = min(line.endIndex, caretByte + decodedBytes)
    while end < line.endIndex, line[end] & 0xC0 == 0x80 { end += 1 }
    let before = Array(String(decoding: line[start..<caretByte], as: UTF8.self).unicodeScalars)
    let after = Array(String(decoding: line[caretByte..<end], as: UTF8.self).unicodeScalars)

    let pieces = { (scalar: Unicode.Scalar) -> (text: String, width: Int) in
      let text = ControlCharacters.escaped(scalar)
      return (text, text.count == 1 ? displayWidth(scalar) : text.count)
    }
    // Left of the caret: half the window, or more when the line ends sooner.
    var afterWidth = 0
    for scalar in after {
      let width = pieces(scalar).width
      if afterWidth + width > sourceWindow / 2 { break }
      afterWidth += width
    }
    let leftBudget = sourceWindow - afterWidth
    var left: [(text: String, width: Int, isTab: Bool)] = []
    var leftWidth = 0
    var index = before.count
    while index > 0 {
      let piece = pieces(before[index - 1])
      if leftWidth + piece.width > leftBudget { break }
      leftWidth += piece.width
      left.append((piece.text, piece.width, before[index - 1] == "\t"))
      index -= 1
    }
    left.reverse()
    let cutLeft = index > 0 || start > line.startIndex
    // Right of the caret: what the left part left of the window.
    var right = ""
    var rightWidth = 0
    var rightCount = 0
    while rightCount < after.count {
      let piece = pieces(after[rightCount])
      if leftWidth + rightWidth + piece.width > sourceWindow { break }
      rightWidth += piece.width
      right += piece.text
      rightCount += 1
    }
    let cutRight = rightCount < after.count || end < line.endIndex

    var text = cutLeft ? "..." : ""
    var caret = cutLeft ? "   " : ""
    for piece in left {
      text += piece.text
      caret += piece.isTab ? "\t" : String(repeating: " ", count: piece.width)
    }
    text += right + (cutRight ? "..." : "")
    caret += String(repeating: " ", count: min(columnsPastEnd, sourceWindow))
    return (text, caret)
  }

  // MARK: Escaping and widths

  /// A message escaped, and cut in the middle when longer than `maxMessageLength`.
  static func shortened(_ message: String) -> String {
    let scalars = message.unicodeScalars
    guard scalars.count > maxMessageLength else { return escaped(message) }
    let half = maxMessageLength / 2
    let head = String(String.UnicodeScalarView(scalars.prefix(half)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(half)))
    return escaped(head) + "..." + escaped(tail)
  }

  /// `text` with control characters written as escapes (`\n`, `\u{1B}`), so
  /// that it stays on one line and sends no terminal codes. Tabs stay: quoted
  /// lines keep them, for the caret to line up.
  public static func escaped(_ text: String) -> String {
    ControlCharacters.escaped(text)
  }

  /// Columns a terminal gives a character, as `wcwidth` does: 0 for combining
  /// marks and joiners, 2 for East Asian wide and fullwidth characters and
  /// emoji, 1 otherwise.
  static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }
    switch value {
    case 0x200B...0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return 0
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF,
      0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
      0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      return 2
    default:
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: return 0
      default: return 1
      }
    }
  }
}
