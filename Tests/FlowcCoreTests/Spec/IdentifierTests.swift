import Testing

@testable import FlowcCore

@Suite struct IdentifierTests {
  @Test(arguments: ["Registration", "AppLaunch", "A", "HTTPClient", "Item2", "My_Type"])
  func upperCamelCaseNames(_ name: String) {
    #expect(Identifier.problem(with: name, case: .upper) == nil)
  }

  @Test(arguments: ["form", "signUpFailed", "ageGate", "x", "step2", "mail_address"])
  func lowerCamelCaseNames(_ name: String) {
    #expect(Identifier.problem(with: name, case: .lower) == nil)
  }

  @Test func wrongCase() {
    #expect(
      Identifier.problem(with: "login", case: .upper)
        == "'login' must start with an uppercase letter (UpperCamelCase)")
    #expect(
      Identifier.problem(with: "Form", case: .lower)
        == "'Form' must start with a lowercase letter (lowerCamelCase)")
  }

  @Test(arguments: ["2fa", "_hidden", "schön", "café", "with space", "dash-ed", "a.b", "ⅰ", "日本"])
  func notSwiftIdentifiers(_ name: String) {
    let expected =
      "'\(name)' is not a Swift identifier (use ASCII letters and digits, starting with a letter)"
    #expect(Identifier.problem(with: name, case: .lower) == expected)
    #expect(Identifier.problem(with: name, case: .upper) == expected)
  }

  @Test func emptyName() {
    #expect(Identifier.problem(with: "", case: .lower) == "a name cannot be empty")
  }

  /// Every word of the format's keyword list (spec-format.md, section 14) is refused,
  /// whatever case is expected.
  @Test(arguments: [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    "Type", "Protocol", "some", "any",
    "async", "actor", "consume", "borrowing", "consuming", "copy", "discard", "each", "isolated",
    "nonisolated", "package", "sending", "Sendable",
  ])
  func keywords(_ word: String) {
    #expect(Identifier.problem(with: word, case: .lower) == "'\(word)' is a Swift keyword")
    #expect(Identifier.problem(with: word, case: .upper) == "'\(word)' is a Swift keyword")
  }

  @Test func keywordsAreCaseSensitive() {
    #expect(Identifier.problem(with: "Default", case: .upper) == nil)
    #expect(Identifier.problem(with: "type", case: .lower) == nil)
    #expect(Identifier.problem(with: "defaultChoice", case: .lower) == nil)
  }

  @Test func reservedWordsAreIdentifiersButNotIDs() {
    // `finish`, `cancel`, `payload` and `inline` are valid Swift names; only ids reserve them.
    for word in Reserved.all {
      #expect(Identifier.problem(with: word, case: .lower) == nil)
    }
    #expect(Reserved.all == ["finish", "cancel", "payload", "inline", "none"])
  }
}
