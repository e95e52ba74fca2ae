/// A set of Mustache templates compiled for fast rendering of the render
/// context: parsed once, names resolved once, rendered to bytes.
///
/// It covers the Mustache that flowc's templates use, with the semantics of
/// swift-mustache: variables (`{{name}}`, `{{{name}}}`, `{{&name}}`, dotted
/// names, `{{.}}`), sections and inverted sections over lists, objects,
/// strings and booleans, the `first()` and `last()` of the innermost list,
/// partials (standalone ones indented as they stand), comments, and standalone
/// tag lines. Every template must start with `{{%CONTENT_TYPE: TEXT}}` (no HTML
/// escaping). Templates that use anything else (lambdas, inheritance, other
/// delimiters) make `init` throw `Unsupported`, and `SwiftGenerator` renders
/// them with swift-mustache instead. Rendering the default templates both ways
/// gives the same bytes (`TemplateProgramTests`).
///
/// Interpreting swift-mustache's `Any` values costs dynamic casts and
/// conformance look-ups on every name; this program resolves each name to
/// `TemplateName`s when it compiles the templates, and renders by reading the
/// context's fields in place, which makes generation many times faster.
struct TemplateProgram: Sendable {
  /// A template that uses Mustache this program does not cover.
  struct Unsupported: Error, CustomStringConvertible, Sendable {
    var template: String
    var reason: String
    var description: String { "\(template).mustache: \(reason)" }
  }

  /// A name as a tag writes it.
  struct Name: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      /// `.`: the current value.
      case current
      /// `a`: a field looked up by the number `TemplateName` gives it.
      case field(TemplateName)
      /// `a.b.c`: fields looked up by the numbers `TemplateName` gives them.
      case path(TemplateName, [TemplateName])
      /// `first()` / `last()`: the position in the innermost list.
      case first, last
      /// A name that no type of the context has a field of, nor its parts:
      /// always absent.
      case absent
    }

    var kind: Kind
  }

  indirect enum Node: Sendable {
    case text([UInt8])
    case variable(Name)
    case section(Name, [Node], inverted: Bool)
    /// A partial; `indentation` for a standalone one (possibly empty).
    case partial(String, indentation: [UInt8]?)
  }

  /// One step of the compiled templates, copied without retaining anything:
  /// what it refers to lives in the program's tables.
  struct Instruction: Sendable {
    enum Kind: UInt8, Sendable {
      /// Writes `text[operand..<end]`: at most one line, which only its
      /// last byte ends.
      case text
      /// Writes the value of `lookups[operand]`.
      case variable
      /// Runs the instructions up to `end` as a section over `lookups[operand]`.
      case section
      /// Runs the instructions up to `end` if `lookups[operand]` is false.
      case invertedSection
      /// Runs template `operand` (`ranges`; -1 for a template that does not
      /// exist), its lines indented by `indentations[end]` unless `end` is -1.
      case partial
    }

    var kind: Kind
    var operand: Int
    var end: Int
  }

  /// Every template's instructions, one after the other.
  let code: [Instruction]
  /// Where each template's instructions are in `code`, by the number
  /// `templateNumbers` gives its name.
  let ranges: [Range<Int>]
  let templateNumbers: [String: Int]
  /// The text of every template between its tags, one after the other.
  let text: [UInt8]
  let lookups: [Lookup]
  /// The fields after the first of every dotted name, one after the other.
  let parts: [TemplateName]
  let indentations: [[UInt8]]

  /// A name as rendering looks it up: `Name` with the rest of a dotted
  /// name in `parts`, so that reading one copies no array.
  enum Lookup: Sendable {
    case current, first, last, absent
    case field(TemplateName)
    case path(TemplateName, Range<Int>)
  }

  /// The most partials and sections nested in one another while rendering.
  static let maximumDepth = 200

  init(texts: [String: String]) throws(Unsupported) {
    var compiler = Compiler()
    let templateNames = texts.keys.sorted()
    for (number, name) in templateNames.enumerated() { compiler.templateNumbers[name] = number }
    var ranges: [Range<Int>] = []
    // Templates name the same fields again and again: each is read once.
    var names: [String: Name] = [:]
    for name in templateNames {
      var parser = Parser(name: name, text: Array(texts[name, default: ""].utf8), names: names)
      let start = compiler.code.count
      compiler.compile(try parser.parse())
      ranges.append(start..<compiler.code.count)
      names = parser.names
    }
    self.code = compiler.code
    self.ranges = ranges
    self.templateNumbers = compiler.templateNumbers
    self.text = compiler.text
    self.lookups = compiler.lookups
    self.parts = compiler.parts
    self.indentations = compiler.indentations
  }

  /// The instructions of template `name`; empty if there is none.
  func instructions(of name: String) -> Range<Int> {
    templateNumbers[name].map { ranges[$0] } ?? 0..<0
  }
}

/// Writes parsed templates as instructions.
private struct Compiler {
  var code: [TemplateProgram.Instruction] = []
  var templateNumbers: [String: Int] = [:]
  var text: [UInt8] = []
  var lookups: [TemplateProgram.Lookup] = []
  var parts: [TemplateName] = []
  var indentations: [[UInt8]] = []

  /// Appends the lookup of `name`, and returns its number.
  mutating func lookUp(_ name: TemplateProgram.Name) -> Int {
    let lookup: TemplateProgram.Lookup
    switch name.kind {
    case .current: lookup = .current
    case .first: lookup = .first
    case .last: lookup = .last
    case .absent: lookup = .absent
    case .field(let field): lookup = .field(field)
    case .path(let head, let rest):
      lookup = .path(head, parts.count..<parts.count + rest.count)
      parts += rest
    }
    lookups.append(lookup)
    return lookups.count - 1
  }

  /// Appends `nodes`' instructions, sections before what they hold; with a
  /// stack of the sections open, not recursion, however deep they nest.
  mutating func compile(_ nodes: [TemplateProgram.Node]) {
    // The nodes being written, the next to write, and the section they are
    // in (the index of its instruction, -1 for the template).
    var open: [(nodes: [TemplateProgram.Node], next: Int, section: Int)] = [(nodes, 0, -1)]
    while let top = open.last {
      guard top.next < top.nodes.count else {
        open.removeLast()
        if top.section >= 0 { code[top.section].end = code.count }
        continue
      }
      open[open.count - 1].next += 1
      switch top.nodes[top.next] {
      case .text(let bytes):
        // A line at a time: rendering indents each line of a partial
        // without looking for where lines end.
        var start = 0
        while start < bytes.count {
          var end = start
          while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
          end = min(end + 1, bytes.count)
          code.append(.init(kind: .text, operand: text.count, end: text.count + end - start))
          text += bytes[start..<end]
          start = end
        }
      case .variable(let name):
        code.append(.init(kind: .variable, operand: lookUp(name), end: -1))
      case .section(let name, let children, let inverted):
        code.append(
          .init(kind: inverted ? .invertedSection : .section, operand: lookUp(name), end: -1))
        open.append((children, 0, code.count - 1))
      case .partial(let name, let indentation):
        var end = -1
        if let indentation {
          end = indentations.count
          indentations.append(indentation)
        }
        code.append(.init(kind: .partial, operand: templateNumbers[name] ?? -1, end: end))
      }
    }
  }
}

/// Reads one template into nodes.
private struct Parser {
  let name: String
  let text: [UInt8]
  var index = 0
  var sawContentType = false

  /// The names read so far, by their text.
  var names: [String: TemplateProgram.Name]

  init(name: String, text: [UInt8], names: [String: TemplateProgram.Name] = [:]) {
    self.name = name
    self.text = text
    self.names = names
  }

  func unsupported(_ reason: String) -> TemplateProgram.Unsupported {
    TemplateProgram.Unsupported(template: name, reason: reason)
  }

  /// A tag: its sigil (0 for a variable), its content, and where it stands.
  struct Tag {
    var sigil: UInt8
    var content: String
    var start: Int
    var end: Int
  }

  mutating func parse() throws(TemplateProgram.Unsupported) -> [TemplateProgram.Node] {
    var stack: [(name: String, inverted: Bool, nodes: [TemplateProgram.Node])] = [
      ("", false, [])
    ]
    var textStart = 0
    func appendText(_ end: Int) {
      if end > textStart {
        stack[stack.count - 1].nodes.append(.text(Array(text[textStart..<end])))
      }
    }
    while let tag = try nextTag() {
      // A standalone tag takes its whole line, newline included.
      var cut = (start: tag.start, end: tag.end)
      var indentation: [UInt8]? = nil
      if Self.canStandAlone(tag.sigil), let line = standaloneLine(tag) {
        cut = line
        indentation = Array(text[line.start..<tag.start])
      }
      appendText(cut.start)
      textStart = cut.end
      index = tag.end
      let content = tag.content
      if !sawContentType, tag.sigil != UInt8(ascii: "!") {
        guard tag.sigil == UInt8(ascii: "%"), content == "CONTENT_TYPE: TEXT" else {
          throw unsupported("does not start with {{%CONTENT_TYPE: TEXT}}")
        }
        sawContentType = true
        continue
      }
      switch tag.sigil {
      case 0, UInt8(ascii: "&"), UInt8(ascii: "{"):
        stack[stack.count - 1].nodes.append(.variable(try name(content)))
      case UInt8(ascii: "#"), UInt8(ascii: "^"):
        stack.append((content, tag.sigil == UInt8(ascii: "^"), []))
      case UInt8(ascii: "/"):
        guard stack.count > 1, let open = stack.popLast(), open.name == content else {
          throw unsupported("'{{/\(content)}}' closes no open section")
        }
        stack[stack.count - 1].nodes.append(
          .section(try name(open.name), open.nodes, inverted: open.inverted))
      case UInt8(ascii: ">"):
        stack[stack.count - 1].nodes.append(.partial(content, indentation: indentation))
      case UInt8(ascii: "!"):
        break
      case UInt8(ascii: "%"):
        guard content == "CONTENT_TYPE: TEXT" else { throw unsupported("pragma '\(content)'") }
      default:
        throw unsupported("tag '{{\(Character(Unicode.Scalar(tag.sigil)))'")
      }
    }
    appendText(text.count)
    guard stack.count == 1, let root = stack.first else {
      throw unsupported("section '\(stack.last?.name ?? "")' is not closed")
    }
    if !sawContentType, !text.isEmpty {
      throw unsupported("does not start with {{%CONTENT_TYPE: TEXT}}")
    }
    return root.nodes
  }

  static func canStandAlone(_ sigil: UInt8) -> Bool {
    switch sigil {
    case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: ">"),
      UInt8(ascii: "!"), UInt8(ascii: "%"):
      true
    default: false
    }
  }

  /// The next tag from `index`, or nil at the end.
  mutating func nextTag() throws(TemplateProgram.Unsupported) -> Tag? {
    let brace = UInt8(ascii: "{")
    guard let open = find(brace, brace, from: index) else { return nil }
    var contentStart = open + 2
    var closingLength = 2
    var sigil: UInt8 = 0
    if contentStart < text.count {
      let first = text[contentStart]
      if first == brace {
        closingLength = 3
        sigil = first
        contentStart += 1
      } else if Self.isSigil(first) {
        sigil = first
        contentStart += 1
      }
    }
    let closeBrace = UInt8(ascii: "}")
    // The first `}}` (or `}}}`) from the content on.
    var close = contentStart
    while true {
      guard let found = find(closeBrace, closeBrace, from: close) else {
        throw unsupported("a tag is not closed")
      }
      close = found
      if closingLength == 2 || (found + 2 < text.count && text[found + 2] == closeBrace) {
        break
      }
      close += 1
    }
    return Tag(
      sigil: sigil, content: content(contentStart..<close), start: open,
      end: close + closingLength)
  }

  /// Whether `byte` starts a tag of another kind than a variable.
  static func isSigil(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: ">"),
      UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "%"), UInt8(ascii: "="),
      UInt8(ascii: "<"), UInt8(ascii: "$"):
      true
    default: false
    }
  }

  /// A tag's content without the blanks around it.
  func content(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    var isASCII = true
    for position in range where text[position] >= 0x80 {
      isASCII = false
      break
    }
    // A blank before a combining mark is part of one character, which stays.
    guard isASCII else {
      return String(decoding: text[range], as: UTF8.self).trimmingCharacters(in: " \t")
    }
    while lower < upper, Self.isBlank(text[lower]) { lower += 1 }
    while upper > lower, Self.isBlank(text[upper - 1]) { upper -= 1 }
    return String(decoding: text[lower..<upper], as: UTF8.self)
  }

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Where the two bytes `first` and `second` next stand together from `start`.
  func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
    var position = start
    while position + 1 < text.count {
      if text[position] == first, text[position + 1] == second { return position }
      position += 1
    }
    return nil
  }

  /// The bounds of `tag`'s line when nothing but blanks stands beside it.
  func standaloneLine(_ tag: Tag) -> (start: Int, end: Int)? {
    var start = tag.start
    while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") {
      start -= 1
    }
    guard start == 0 || text[start - 1] == UInt8(ascii: "\n") else { return nil }
    var end = tag.end
    while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") {
      end += 1
    }
    if end == text.count { return (start, end) }
    if text[end] == UInt8(ascii: "\n") { return (start, end + 1) }
    if text[end] == UInt8(ascii: "\r"), end + 1 < text.count, text[end + 1] == UInt8(ascii: "\n") {
      return (start, end + 2)
    }
    return nil
  }

  /// The name a tag's `content` writes (`parseName`), read once for each text.
  mutating func name(_ content: String) throws(TemplateProgram.Unsupported) -> TemplateProgram.Name
  {
    if let known = names[content] { return known }
    let name = try parseName(content)
    names[content] = name
    return name
  }

  func parseName(_ content: String) throws(TemplateProgram.Unsupported) -> TemplateProgram.Name {
    switch content {
    case ".": return .init(kind: .current)
    case "first()": return .init(kind: .first)
    case "last()": return .init(kind: .last)
    default:
      let bytes = content.utf8
      let isASCII = !bytes.contains { $0 >= 0x80 }
      let hasParenthesisOrSpace =
        isASCII
        ? bytes.contains { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: " ") }
        : content.contains("(") || content.contains(" ")
      guard !content.isEmpty, !hasParenthesisOrSpace else { throw unsupported("name '\(content)'") }
      // Every field name is ASCII: a name that is not names no field.
      guard isASCII else { return .init(kind: .absent) }
      var path: [TemplateName] = []
      for part in bytes.split(separator: UInt8(ascii: ".")) {
        guard let name = TemplateName(text: String(decoding: part, as: UTF8.self)) else {
          return .init(kind: .absent)
        }
        path.append(name)
      }
      guard let head = path.first else { return .init(kind: .absent) }
      return .init(kind: path.count == 1 ? .field(head) : .path(head, Array(path.dropFirst())))
    }
  }
}

extension String {
  /// The string without leading and trailing characters of `set`.
  fileprivate func trimmingCharacters(in set: String) -> String {
    let characters = Set(set)
    let trimmed = drop { characters.contains($0) }
    return String(trimmed.reversed().drop { characters.contains($0) }.reversed())
  }
}
