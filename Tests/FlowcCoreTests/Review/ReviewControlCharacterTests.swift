import Testing

@testable import FlowcCore

/// `flowc diff` and `flowc paths` print spec text (link patterns) with its
/// control characters escaped: every change and path stays one line, and no
/// terminal code reaches the terminal.
@Suite struct ReviewControlCharacterTests {
  static let spec = """
    flow: Links
    start: home
    steps:
      home: { screen: Home, next: finish, back: cancel }
    links:
      "app://a\\e[2J\\rb\\u202E": home
    """

  @Test func aDiffLineEscapesTheLinkPattern() throws {
    let old =
      "flow: Links\nstart: home\nsteps:\n  home: { screen: Home, next: finish, back: cancel }"
    let lines = try changeLines(old, Self.spec)
    #expect(lines == [#"+ link "app://a\u{1B}[2J\rb\u{202E}" -> home"#])
  }

  @Test func aPathFromALinkEscapesThePattern() throws {
    let model = try reviewModel([Self.spec])
    let text = PathsTextRenderer().render(PathFinder.paths(in: model))
    #expect(text.contains(#"  link "app://a\u{1B}[2J\rb\u{202E}": home, back: push"# + "\n"))
    #expect(!text.unicodeScalars.contains { $0 != "\n" && ControlCharacters.isUnsafe($0) })
  }
}
