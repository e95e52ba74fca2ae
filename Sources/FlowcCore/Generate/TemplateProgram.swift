/// A set of Mustache templates compiled for fast rendering of a
/// `TemplateValue`: parsed once, names split once, rendered to bytes.
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
/// conformance look-ups on every name; this program looks names up in
/// dictionaries of an enum, which makes generation several times faster.
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
      /// `a.b.c`
      case path([String])
      /// `first()` / `last()`: the position in the innermost list.
      case first, last
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

  /// Each template's nodes, by name.
  let templates: [String: [Node]]

  /// The most partials and sections nested in one another while rendering.
  static let maximumDepth = 200

  init(texts: [String: String]) throws(Unsupported) {
    var templates: [String: [Node]] = [:]
    for (name, text) in texts {
      var parser = Parser(name: name, text: Array(text.utf8))
      templates[name] = try parser.parse()
    }
    self.templates = templates
  }
}

/// Reads one template into nodes.
private struct Parser {
  let name: String
  let text: [UInt8]
  var index = 0
  var sawContentType = false

  init(name: String, text: [UInt8]) {
    self.name = name
    self.text = text
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
        stack[stack.count - 1].nodes.append(.variable(try parseName(content)))
      case UInt8(ascii: "#"), UInt8(ascii: "^"):
        stack.append((content, tag.sigil == UInt8(ascii: "^"), []))
      case UInt8(ascii: "/"):
        guard stack.count > 1, let open = stack.popLast(), open.name == content else {
          throw unsupported("'{{/\(content)}}' closes no open section")
        }
        stack[stack.count - 1].nodes.append(
          .section(try parseName(open.name), open.nodes, inverted: open.inverted))
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
    [
      UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: ">"),
      UInt8(ascii: "!"), UInt8(ascii: "%"),
    ].contains(sigil)
  }

  /// The next tag from `index`, or nil at the end.
  mutating func nextTag() throws(TemplateProgram.Unsupported) -> Tag? {
    guard let open = find([UInt8(ascii: "{"), UInt8(ascii: "{")], from: index) else { return nil }
    var contentStart = open + 2
    var closing: [UInt8] = [UInt8(ascii: "}"), UInt8(ascii: "}")]
    var sigil: UInt8 = 0
    if contentStart < text.count {
      let first = text[contentStart]
      if first == UInt8(ascii: "{") {
        closing.append(UInt8(ascii: "}"))
        sigil = first
        contentStart += 1
      } else if "#^/>!&%=<$".utf8.contains(first) {
        sigil = first
        contentStart += 1
      }
    }
    guard let close = find(closing, from: contentStart) else {
      throw unsupported("a tag is not closed")
    }
    let content = String(decoding: text[contentStart..<close], as: UTF8.self)
      .trimmingCharacters(in: " \t")
    return Tag(sigil: sigil, content: content, start: open, end: close + closing.count)
  }

  func find(_ needle: [UInt8], from start: Int) -> Int? {
    var position = start
    while position + needle.count <= text.count {
      if text[position] == needle[0],
        text[position..<(position + needle.count)].elementsEqual(needle)
      {
        return position
      }
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

  func parseName(_ content: String) throws(TemplateProgram.Unsupported) -> TemplateProgram.Name {
    switch content {
    case ".": return .init(kind: .current)
    case "first()": return .init(kind: .first)
    case "last()": return .init(kind: .last)
    default:
      guard !content.isEmpty, !content.contains("("), !content.contains(" ") else {
        throw unsupported("name '\(content)'")
      }
      return .init(kind: .path(content.split(separator: ".").map(String.init)))
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
