/// How spec names and types are spelt in generated Swift.
enum SwiftSpelling {
  /// `RegisterForm` -> `registerForm`, `URLLoader` -> `urlLoader`, `URL` -> `url`.
  ///
  /// Only the leading ASCII capitals change, and in UTF-8 a byte below 0x80 is
  /// always a whole character, so the work is done on the bytes: no array of
  /// scalars and no `lowercased()` (this runs for every step of every check).
  static func lowerFirst(_ name: String) -> String {
    let utf8 = name.utf8
    var upper = 0
    for byte in utf8 {
      guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { break }
      upper += 1
    }
    guard upper > 0 else { return name }
    // In `URLLoader` the last capital starts the next word.
    let count = utf8.count
    let cut = upper > 1 && upper < count ? upper - 1 : upper
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      for byte in utf8 {
        buffer[index] = index < cut ? byte | 0x20 : byte
        index += 1
      }
      return index
    }
  }

  /// The method a screen or action name becomes, as declared: `RegisterForm`
  /// -> `registerForm`, a keyword in backticks (`Return` -> `` `return` ``).
  static func method(_ name: String) -> String {
    identifier(lowerFirst(name))
  }

  /// A name where Swift declares it, binds it or refers to it alone (`case`,
  /// `var`, `func`, a parameter, `let`, a value): a keyword in backticks,
  /// `` `default` ``, as swift-openapi-generator spells it.
  static func identifier(_ name: String) -> String {
    isKeyword(name) ? "`\(name)`" : name
  }

  /// A name after a dot (`.default`, `state.public`, `dependencies.return()`):
  /// Swift reads any keyword there as a member name, except `init`, which
  /// would name an initializer.
  static func member(_ name: String) -> String {
    name == "init" ? "`init`" : name
  }

  /// A name as the label of an argument (`Settings(public: value)`): Swift
  /// reads any keyword there as a label, except `inout`; it warns when a label
  /// is escaped without need.
  static func label(_ name: String) -> String {
    name == "inout" ? "`inout`" : name
  }

  /// `text` as a Swift string literal: quotes and backslashes escaped (so no
  /// interpolation can start), control characters, separators and
  /// bidirectional controls as escapes; the literal's value is `text`.
  static func stringLiteral(_ text: String) -> String {
    "\"" + ControlCharacters.escaped(literalContent(text)) + "\""
  }

  /// `text` with its backslashes and quotes escaped, as it stands between a
  /// literal's quotes; a text with neither (most) as it is.
  static func literalContent(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") })
    else { return text }
    return text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// Whether `name` must be in backticks to be declared or referred to alone.
  /// Names are spelt by the thousand, so compare against the few keywords with
  /// the same first letter and length instead of hashing every name.
  static func isKeyword(_ name: String) -> Bool {
    guard let first = name.utf8.first, first < 128 else { return false }
    let length = name.utf8.count
    return keywordsByFirstByte[Int(first)].contains { $0.utf8.count == length && $0 == name }
  }

  private static let keywordsByFirstByte: [[String]] = {
    var table = [[String]](repeating: [], count: 128)
    for keyword in keywords { table[Int(keyword.utf8.first!)].append(keyword) }
    return table
  }()

  /// The words Swift reserves, which need backticks to be a name: swiftc
  /// refuses each of them unescaped as a case, a field, a parameter or a
  /// `let`. Contextual words (`open`, `get`, `type`, `async`, `some`, ...) are
  /// names as they are and stay plain.
  static let keywords: Set<String> = [
    // declarations
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    // expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// `ageGate` -> `AgeGate`.
  static func upperFirst(_ name: String) -> String {
    // An ASCII first character followed by an ASCII byte (or nothing) is a
    // character of its own, and uppercases to one byte.
    var bytes = name.utf8.makeIterator()
    guard let first = bytes.next() else { return name }
    guard first < 0x80, bytes.next().map({ $0 < 0x80 }) ?? true else {
      return name.prefix(1).uppercased() + name.dropFirst()
    }
    guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return name }
    return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
      var index = 0
      for byte in name.utf8 {
        buffer[index] = index == 0 ? first & ~0x20 : byte
        index += 1
      }
      return index
    }
  }

  /// A type expression as Swift writes it: `Error` is a `FlowRuntime.FlowFailure`
  /// (`failure`), which compares and encodes and carries the error that failed.
  /// Inside `namespace` (`SettingsFlow`) its flow types go by their own names
  /// (`Route`); elsewhere they stay qualified (`SettingsFlow.Route`).
  static func type(_ type: TypeExpression, in namespace: String? = nil) -> String {
    switch type {
    case .named("Error"): Self.failure
    case .named(let name):
      if let namespace, name.utf8.count > namespace.utf8.count + 1, name.hasPrefix(namespace),
        name.utf8.dropFirst(namespace.utf8.count).first == UInt8(ascii: ".")
      {
        String(name.utf8.dropFirst(namespace.utf8.count + 1))!
      } else {
        name
      }
    case .optional(let wrapped): "\(Self.type(wrapped, in: namespace))?"
    case .array(let element): "[\(Self.type(element, in: namespace))]"
    case .dictionary(let key, let value):
      "[\(Self.type(key, in: namespace)): \(Self.type(value, in: namespace))]"
    }
  }

  /// How generated code writes a spec's `Error` where a flow holds it.
  static let failure = "FlowRuntime.FlowFailure"

  /// How a screen that takes a spec's `Error` as its input receives it: the
  /// error that failed (`FlowFailure.error`).
  static let failedError = "any Error"

  /// A description as doc comment lines of at most `width` characters. Every
  /// line break Swift or a reader knows (CR, CRLF, NEL, U+2028, U+2029) starts a
  /// new line of the comment; other control characters are escaped when the
  /// lines are written (`ControlCharacters.escaped`).
  static func doc(_ text: String?, width: Int = 88) -> [String] {
    guard var text, !text.isEmpty else { return [] }
    // ASCII text is wrapped on its bytes: there a byte is a character, so a
    // line's length is kept as a count instead of counted again per word.
    if let lines = text.withUTF8({ asciiDoc($0, width: width) }) { return lines }
    var lines: [String] = []
    for paragraph in paragraphs(of: text) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
        }
        line += line.isEmpty ? String(word) : " " + word
      }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { $0.isEmpty ? "" : " " + $0 }
  }

  /// `doc` of UTF-8 `bytes` when they are all ASCII; nil otherwise.
  private static func asciiDoc(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String]? {
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    let space = UInt8(ascii: " ")
    let lineFeed = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var lines: [String] = []
    // The line being filled, after the space every comment line starts with.
    var line: [UInt8] = [space]
    func finishLine() {
      lines.append(line.count == 1 ? "" : String(decoding: line, as: UTF8.self))
      line.removeSubrange(1...)
    }
    let count = bytes.count
    var start = 0
    while true {
      var end = start
      while end < count, bytes[end] != lineFeed, bytes[end] != carriageReturn { end += 1 }
      // The words of the paragraph `start..<end`, packed on lines.
      var index = start
      while index < end {
        guard bytes[index] != space else {
          index += 1
          continue
        }
        let word = index
        while index < end, bytes[index] != space { index += 1 }
        let length = line.count - 1
        if length > 0, length + 1 + (index - word) > width { finishLine() }
        if line.count > 1 { line.append(space) }
        line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[word..<index]))
      }
      finishLine()
      guard end < count else { break }
      // CRLF is one break.
      let isPair = bytes[end] == carriageReturn && end + 1 < count && bytes[end + 1] == lineFeed
      start = end + (isPair ? 2 : 1)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The lines of `text`, split at every line break; CRLF is one break.
  private static func paragraphs(of text: String) -> [String] {
    var paragraphs: [String] = []
    var current = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if ControlCharacters.isLineBreak(scalar) {
        if !(scalar == "\n" && previous == "\r") {
          paragraphs.append(String(current))
          current = String.UnicodeScalarView()
        }
      } else {
        current.append(scalar)
      }
      previous = scalar
    }
    paragraphs.append(String(current))
    return paragraphs
  }
}
