/// How spec names and types are spelt in generated Swift.
enum SwiftSpelling {
  /// `RegisterForm` -> `registerForm`, `URLLoader` -> `urlLoader`, `URL` -> `url`.
  static func lowerFirst(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    var upper = 0
    while upper < scalars.count, ("A"..."Z").contains(scalars[upper]) { upper += 1 }
    guard upper > 0 else { return name }
    // In `URLLoader` the last capital starts the next word.
    let cut = upper > 1 && upper < scalars.count ? upper - 1 : upper
    return String(String.UnicodeScalarView(scalars[..<cut])).lowercased()
      + String(String.UnicodeScalarView(scalars[cut...]))
  }

  /// The method a screen or action name becomes: `RegisterForm` ->
  /// `registerForm`, a keyword in backticks (`Return` -> `` `return` ``).
  static func method(_ name: String) -> String {
    let method = lowerFirst(name)
    return Identifier.isKeyword(method) ? "`\(method)`" : method
  }

  /// `ageGate` -> `AgeGate`.
  static func upperFirst(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// A type expression as Swift writes it: `Error` is the existential `any Error`.
  static func type(_ type: TypeExpression) -> String {
    switch type {
    case .named("Error"): "any Error"
    case .named(let name): name
    case .optional(.named("Error")): "(any Error)?"
    case .optional(let wrapped): "\(Self.type(wrapped))?"
    case .array(let element): "[\(Self.type(element))]"
    case .dictionary(let key, let value): "[\(Self.type(key)): \(Self.type(value))]"
    }
  }

  /// A description as doc comment lines of at most `width` characters.
  static func doc(_ text: String?, width: Int = 88) -> DocLines {
    guard let text, !text.isEmpty else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
}
