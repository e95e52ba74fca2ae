import Foundation
import Testing

/// docs/editors.md: its settings parse, and each set-up starts `flowc lsp`.
@Suite struct EditorsDocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func blocks(_ language: String) throws -> [String] {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/editors.md"), encoding: .utf8)
    return text.components(separatedBy: "```\(language)\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
  }

  @Test func theVSCodeSettingsAreJSONThatStartsTheServer() throws {
    let blocks = try Self.blocks("json")
    #expect(blocks.count == 1)
    for block in blocks {
      let settings = try #require(
        try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
      #expect(settings["glspc.server.command"] as? String == "flowc")
      #expect(settings["glspc.server.commandArguments"] as? [String] == ["lsp"])
    }
  }

  @Test func theNeovimConfigStartsTheServerForSpecs() throws {
    let block = try #require(try Self.blocks("lua").first)
    #expect(block.contains(#"cmd = { "flowc", "lsp" }"#))
    #expect(block.contains(#""*.flow.yaml""#))
    // Balanced brackets: a paste-able block.
    for (open, close) in [("(", ")"), ("{", "}")] {
      #expect(
        block.components(separatedBy: open).count == block.components(separatedBy: close).count)
    }
  }
}
