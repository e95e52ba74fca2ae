import Foundation
import Testing

@testable import FlowcCore

/// The README's section `## Diagrams of the example flows` holds one Mermaid
/// block per spec of `specs/`, exactly as `flowc diagram SPEC --format mermaid`
/// writes it; `docs/diagrams/generate.sh` rewrites the section.
@Suite struct ReadmeDiagramTests {
  static let heading = "## Diagrams of the example flows"

  @Test func theReadmeShowsTheCurrentDiagramOfEverySpec() throws {
    let readme = try String(
      contentsOf: DiagramFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(
      readme.range(of: "\n\(Self.heading)\n"), "README.md has no section '\(Self.heading)'")
    var section = readme[start.upperBound...]
    if let next = section.range(of: "\n## ") { section = section[..<next.lowerBound] }
    let blocks = section.components(separatedBy: "```mermaid\n").dropFirst()
      .map { $0.components(separatedBy: "```\n")[0] }
    let files = try DiagramFixtures.specFiles()
    #expect(
      blocks.count == files.count, "one Mermaid block per spec; run docs/diagrams/generate.sh")
    for (file, block) in zip(files, blocks) {
      let expected = MermaidExporter().export(try DiagramFixtures.diagram([file]))
      #expect(
        block == expected,
        "README's diagram of \(DiagramFixtures.name(of: file)) is out of date; run docs/diagrams/generate.sh"
      )
    }
  }
}
