import Testing

@testable import FlowcCore

/// `lowerFirst` and `upperFirst` work on UTF-8 bytes; these pin them to the
/// scalar and character versions they replaced, including names that are not
/// ASCII (identifiers are checked later, so any text can reach them).
@Suite struct SwiftSpellingTests {
  static let names = [
    "", "A", "a", "URL", "URLLoader", "RegisterForm", "already", "ageGate", "AB", "ABc", "ABC1",
    "Item2", "My_Type", "_hidden", "2fa", "ÉCOLE", "Éa", "AÉ", "URLÉcole", "schön", "ßtraße",
    "a\u{301}b", "A\u{301}B", "a\u{345}", "日本", "Ab日本", "ǆa", "\u{1F600}x", "Z", "z", "@A",
  ]

  /// `lowerFirst` as it was written on scalars.
  static func lowerFirstOnScalars(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    var upper = 0
    while upper < scalars.count, ("A"..."Z").contains(scalars[upper]) { upper += 1 }
    guard upper > 0 else { return name }
    let cut = upper > 1 && upper < scalars.count ? upper - 1 : upper
    return String(String.UnicodeScalarView(scalars[..<cut])).lowercased()
      + String(String.UnicodeScalarView(scalars[cut...]))
  }

  @Test(arguments: names)
  func lowerFirstMatchesTheScalarVersion(_ name: String) {
    #expect(
      Array(SwiftSpelling.lowerFirst(name).utf8) == Array(Self.lowerFirstOnScalars(name).utf8))
  }

  @Test(arguments: names)
  func upperFirstMatchesTheCharacterVersion(_ name: String) {
    let expected = name.prefix(1).uppercased() + name.dropFirst()
    #expect(Array(SwiftSpelling.upperFirst(name).utf8) == Array(expected.utf8))
  }

  @Test func spellings() {
    #expect(SwiftSpelling.lowerFirst("URLLoader") == "urlLoader")
    #expect(SwiftSpelling.lowerFirst("AB") == "ab")
    #expect(SwiftSpelling.lowerFirst("ÉCOLE") == "ÉCOLE")
    #expect(SwiftSpelling.upperFirst("ageGate") == "AgeGate")
    #expect(SwiftSpelling.upperFirst("a\u{345}") == "A\u{399}")
    #expect(SwiftSpelling.upperFirst("ßtraße") == "SStraße")
  }

  /// Reserved words are escaped where declared; contextual words stay plain;
  /// after a dot only `init` and as a label only `inout` need backticks.
  @Test func keywordSpellings() {
    #expect(SwiftSpelling.identifier("default") == "`default`")
    #expect(SwiftSpelling.identifier("public") == "`public`")
    #expect(SwiftSpelling.identifier("init") == "`init`")
    #expect(SwiftSpelling.identifier("open") == "open")
    #expect(SwiftSpelling.identifier("type") == "type")
    #expect(SwiftSpelling.identifier("get") == "get")
    #expect(SwiftSpelling.identifier("defaultChoice") == "defaultChoice")
    #expect(SwiftSpelling.member("default") == "default")
    #expect(SwiftSpelling.member("init") == "`init`")
    #expect(SwiftSpelling.label("let") == "let")
    #expect(SwiftSpelling.label("init") == "init")
    #expect(SwiftSpelling.label("inout") == "`inout`")
    #expect(SwiftSpelling.method("Return") == "`return`")
    #expect(SwiftSpelling.method("Open") == "open")
    for keyword in SwiftSpelling.keywords {
      #expect(SwiftSpelling.isKeyword(keyword))
      #expect(!SwiftSpelling.isKeyword(keyword + "X"))
    }
  }
}
