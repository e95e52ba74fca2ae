/// What a template's tags are, read without recursion before any Mustache
/// parser or renderer sees the template: how deep its sections nest, which
/// partials it includes and where.
///
/// swift-mustache parses a section by calling itself, looks up a dotted name
/// and parses nested transforms (`a(b(c))`) the same way, and renders a
/// partial by rendering it, so a template of 2,600 nested sections, or one
/// that includes itself, would overflow the stack. The outline reads the tags
/// as swift-mustache does (by `Character`, with delimiters set by `{{=<% %>=}}`
/// lasting to the end of the section they are set in) and stops where
/// swift-mustache would stop with a syntax error, so a template whose outline
/// is within `TemplateOutline.maximumNesting` and whose partials do not
/// include themselves is parsed and rendered at a bounded depth.
struct TemplateOutline: Sendable {
  /// A partial the template includes.
  struct Include: Sendable {
    /// The partial's name (`*name` for a dynamic one, named by a value).
    var name: String
    /// The sections open around the tag.
    var depth: Int
    /// Where the tag starts, in characters.
    var offset: Int
  }

  /// A tag that keeps the template from being parsed safely.
  struct Problem: Sendable {
    var message: String
    /// Where the tag starts, in characters.
    var offset: Int
  }

  /// The partials included, in order.
  var includes: [Include] = []
  /// The deepest nesting of sections.
  var depth = 0
  /// The first tag past a bound, if any.
  var problem: Problem?

  /// The most sections (and partials, counted along an include chain) that
  /// may be open in one another: `TemplateProgram.maximumDepth`.
  static let maximumNesting = TemplateProgram.maximumDepth
  /// The longest name a tag may hold, in characters: names and transforms
  /// are looked up by recursion, one level per `.` or `(`.
  static let maximumNameLength = 256

  private static let nameCharacters = Set(
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
  private static let partialNameCharacters = nameCharacters.union(["/"])

  /// The outline of `text`.
  init(_ text: String) {
    var reader = Reader(characters: Array(text))
    reader.run(into: &self)
  }

  /// Reads tags as swift-mustache's parser does; `stop()` is where it would
  /// throw a syntax error, so nothing after it is parsed.
  private struct Reader {
    let characters: [Character]
    var position = 0
    var start: [Character] = ["{", "{"]
    var end: [Character] = ["}", "}"]
    /// The open sections: the name that closes each, and the delimiters to
    /// restore after it.
    var sections: [(name: String, start: [Character], end: [Character])] = []

    mutating func run(into outline: inout TemplateOutline) {
      while let open = find(start, from: position) {
        position = open + start.count
        guard position < characters.count else { return }
        let sigil = characters[position]
        // A start delimiter that ends its line is text.
        if sigil.isNewline {
          position += 1
          continue
        }
        switch sigil {
        case "#", "^", "$", "<":
          position += 1
          let name: String?
          if sigil == "<" {
            skip(\.isWhitespace)
            name = partialName()
          } else {
            name = self.name()
          }
          guard let name, checkLength(name, at: open, into: &outline) else { return }
          if sigil == "<" {
            outline.includes.append(Include(name: name, depth: sections.count, offset: open))
          }
          sections.append((name, start, end))
          outline.depth = max(outline.depth, sections.count)
          guard sections.count <= TemplateOutline.maximumNesting else {
            outline.problem = Problem(
              message: "nests sections deeper than \(TemplateOutline.maximumNesting) levels",
              offset: open)
            return
          }
        case "/":
          position += 1
          guard let name = self.name(), let section = sections.last, section.name == name else {
            return
          }
          sections.removeLast()
          (start, end) = (section.start, section.end)
        case "!":
          guard let close = findAsSwiftMustache(end, from: position + 1) else { return }
          position = close + end.count
        case "%":
          position += 1
          guard configuration() else { return }
        case "{":
          position += 1
          guard let name = self.name(), checkLength(name, at: open, into: &outline),
            position < characters.count, characters[position] == "}"
          else { return }
          position += 1
        case ">":
          position += 1
          skip(\.isWhitespace)
          let dynamic = position < characters.count && characters[position] == "*"
          if dynamic { position += 1 }
          guard let name = partialName(), checkLength(name, at: open, into: &outline) else {
            return
          }
          outline.includes.append(
            Include(name: (dynamic ? "*" : "") + name, depth: sections.count, offset: open))
        case "=":
          position += 1
          guard setDelimiters() else { return }
        default:
          if sigil == "&" { position += 1 }
          guard let name = self.name(), checkLength(name, at: open, into: &outline) else { return }
        }
      }
    }

    /// Whether `name` is short enough; if not, the outline's problem says so.
    func checkLength(_ name: String, at offset: Int, into outline: inout TemplateOutline) -> Bool {
      guard name.count > TemplateOutline.maximumNameLength else { return true }
      outline.problem = Problem(
        message: "has a tag name longer than \(TemplateOutline.maximumNameLength) characters",
        offset: offset)
      return false
    }

    /// The first `needle` at or after `from`.
    func find(_ needle: [Character], from: Int) -> Int? {
      guard let first = needle.first else { return nil }
      var index = from
      while index + needle.count <= characters.count {
        if characters[index] == first, matches(needle, at: index) { return index }
        index += 1
      }
      return nil
    }

    /// The first `needle` from `from` as swift-mustache finds the end of a
    /// comment: after a partial match fails, the search goes on after the
    /// character that failed, so `ab` is not found in `aab`.
    func findAsSwiftMustache(_ needle: [Character], from: Int) -> Int? {
      var matched = 0
      var index = from
      while index < characters.count {
        if characters[index] == needle[matched] {
          matched += 1
          if matched == needle.count { return index + 1 - needle.count }
        } else {
          matched = 0
        }
        index += 1
      }
      return nil
    }

    func matches(_ needle: [Character], at index: Int) -> Bool {
      guard index + needle.count <= characters.count else { return false }
      for (offset, character) in needle.enumerated() where characters[index + offset] != character {
        return false
      }
      return true
    }

    mutating func skip(_ test: (Character) -> Bool) {
      while position < characters.count, test(characters[position]) { position += 1 }
    }

    /// `{{ name }}`: the name, past the closing delimiter; nil where swift-mustache throws.
    mutating func name() -> String? { read(TemplateOutline.nameCharacters) }

    mutating func partialName() -> String? { read(TemplateOutline.partialNameCharacters) }

    private mutating func read(_ allowed: Set<Character>) -> String? {
      skip(\.isWhitespace)
      let from = position
      skip { allowed.contains($0) }
      let name = String(characters[from..<position])
      skip(\.isWhitespace)
      guard matches(end, at: position) else { return nil }
      position += end.count
      return name
    }

    /// `{{%NAME: VALUE}}`; false where swift-mustache throws.
    mutating func configuration() -> Bool {
      let word = TemplateOutline.nameCharacters.subtracting(["(", ")"])
      skip(\.isWhitespace)
      skip { word.contains($0) }
      skip(\.isWhitespace)
      guard position < characters.count, characters[position] == ":" else { return false }
      position += 1
      skip(\.isWhitespace)
      skip { word.contains($0) }
      skip(\.isWhitespace)
      guard matches(end, at: position) else { return false }
      position += end.count
      return true
    }

    /// `{{=<% %>=}}`; false where swift-mustache throws.
    mutating func setDelimiters() -> Bool {
      skip(\.isWhitespace)
      let newStart = readUntil { $0.isWhitespace }
      skip(\.isWhitespace)
      let newEnd = readUntil { $0 == "=" || $0.isWhitespace }
      skip(\.isWhitespace)
      guard let newStart, let newEnd, !newStart.isEmpty, !newEnd.isEmpty,
        position < characters.count, characters[position] == "="
      else { return false }
      position += 1
      guard matches(end, at: position) else { return false }
      position += end.count
      (start, end) = (newStart, newEnd)
      return true
    }

    /// The characters up to the first that passes `test`; nil at the end of the text.
    private mutating func readUntil(_ test: (Character) -> Bool) -> [Character]? {
      let from = position
      skip { !test($0) }
      guard position < characters.count else { return nil }
      return Array(characters[from..<position])
    }
  }

  /// The 1-based line and column (in Unicode scalars) of character `offset` of `text`.
  static func lineAndColumn(of offset: Int, in text: String) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for character in text.prefix(offset) {
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return (line, column)
  }
}
