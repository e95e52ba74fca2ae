import Foundation
import Testing

@testable import FlowcCore

/// `docs/diagrams/` holds the diagrams of `specs/` as `flowc diagram specs
/// --output-dir` writes them: one per flow, with an index (`README.md`); SVG
/// in `docs/diagrams/`, Mermaid in `docs/diagrams/mermaid/`.
/// `docs/diagrams/generate.sh` rewrites them. SVG depends on the version of
/// Graphviz, so only its index and the list of files are compared.
@Suite struct DiagramDocsTests {
  static let folder = DiagramFixtures.packageRoot.appendingPathComponent("docs/diagrams")
  static let outOfDate = "out of date; run docs/diagrams/generate.sh"

  static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  static func set() throws -> DiagramSet {
    DiagramSet(model: try DiagramFixtures.check(try DiagramFixtures.specFiles()).model)
  }

  @Test func theMermaidDiagramsAndTheirIndexAreCurrent() throws {
    let set = try Self.set()
    let texts = set.pages.map { MermaidExporter().export($0.diagram) }
    let mermaid = Self.folder.appendingPathComponent("mermaid")
    for (page, text) in zip(set.pages, texts) {
      let file = mermaid.appendingPathComponent(DiagramSet.fileName(page, format: .mermaid))
      #expect(try Self.read(file) == text, "\(file.lastPathComponent) is \(Self.outOfDate)")
    }
    let index = mermaid.appendingPathComponent(DiagramSet.indexFileName)
    #expect(
      try Self.read(index) == set.index(format: .mermaid, texts: texts),
      "docs/diagrams/mermaid/README.md is \(Self.outOfDate)")
    let files = try FileManager.default.contentsOfDirectory(atPath: mermaid.path)
    #expect(
      Set(files)
        == Set(set.pages.map { DiagramSet.fileName($0, format: .mermaid) } + ["README.md"]),
      "docs/diagrams/mermaid/ holds other files than the flows' diagrams: \(files.sorted())")
  }

  @Test func theSVGIndexIsCurrent() throws {
    let set = try Self.set()
    let index = Self.folder.appendingPathComponent(DiagramSet.indexFileName)
    #expect(
      try Self.read(index) == set.index(format: .svg, texts: []),
      "docs/diagrams/README.md is \(Self.outOfDate)")
    let svgs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".svg") }
    #expect(
      Set(svgs) == Set(set.pages.map { DiagramSet.fileName($0, format: .svg) }),
      "docs/diagrams/ has not one SVG per flow; run docs/diagrams/generate.sh")
  }
}
