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

  /// Swift's keywords are names: generated code escapes them where it must.
  @Test(arguments: [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "some", "any",
    "async", "actor", "consume", "borrowing", "consuming", "copy", "discard", "each", "isolated",
    "nonisolated", "package", "sending", "get", "set", "type",
  ])
  func keywordsAreNames(_ word: String) {
    #expect(Identifier.problem(with: word, case: .lower) == nil)
  }

  /// The words no escaping saves are refused, whatever case is expected, with the reason.
  @Test(arguments: ["self", "Self", "Any", "Type", "Protocol"])
  func unusableKeywords(_ word: String) {
    for expected in [Identifier.Case.lower, .upper] {
      let problem = Identifier.problem(with: word, case: expected)
      #expect(problem?.hasPrefix("'\(word)' cannot be a name, not even in backticks: ") == true)
    }
  }

  /// Each word of the table is refused, whatever letter it starts with.
  @Test func everyUnusableWordIsRefused() {
    for word in Identifier.unusable.keys {
      #expect(
        Identifier.problem(with: word, case: .lower)?.contains("not even in backticks") == true)
    }
  }

  @Test func theLastPartOfADottedName() {
    #expect(Identifier.lastPart(of: "MyKit.Session") == "Session")
    #expect(Identifier.lastPart(of: "Session") == "Session")
    #expect(Identifier.lastPart(of: "A.B.C") == "C")
    // Empty parts are skipped, as `split(separator:)` skips them.
    #expect(Identifier.lastPart(of: "MyKit.Session.") == "Session")
    #expect(Identifier.lastPart(of: "..") == nil)
    #expect(Identifier.lastPart(of: "") == nil)
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
