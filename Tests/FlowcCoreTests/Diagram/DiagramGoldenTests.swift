import Foundation
import Testing

@testable import FlowcCore

/// Golden files for every format on every example spec, and on the whole
/// `specs/` folder (where `flow:` steps link to the clusters of the flows they run).
/// Re-record with `FLOWC_RECORD=1 swift test --filter Diagram`.
@Suite struct DiagramGoldenTests {
  /// Each text format and the extension of its golden files.
  static let formats: [(DiagramFormat, String)] = [
    (.dot, "dot"), (.mermaid, "mmd"), (.plantuml, "puml"),
  ]

  @Test(arguments: formats.map(\.0))
  func everySpecMatchesItsGoldenFile(format: DiagramFormat) throws {
    let fileExtension = try #require(Self.formats.first { $0.0 == format }?.1)
    let files = try DiagramFixtures.specFiles()
    #expect(files.count >= 8, "specs/ should hold the example flows")
    for file in files {
      let diagram = try DiagramFixtures.diagram([file])
      expectGolden(
        format.exporter.export(diagram),
        "diagrams/\(DiagramFixtures.name(of: file)).\(fileExtension)")
    }
  }

  @Test(arguments: formats.map(\.0))
  func theSpecsFolderMatchesItsGoldenFile(format: DiagramFormat) throws {
    let fileExtension = try #require(Self.formats.first { $0.0 == format }?.1)
    let diagram = try DiagramFixtures.diagram(try DiagramFixtures.specFiles())
    expectGolden(format.exporter.export(diagram), "diagrams/specs.\(fileExtension)")
  }

  @Test func everyGoldenFileBelongsToASpecOrAFixture() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Golden/diagrams")
    let names = Set(try DiagramFixtures.specFiles().map(DiagramFixtures.name(of:)))
      .union(["specs", "Hostile", "Marked"])
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let name = String(file.prefix { $0 != "." })
      #expect(names.contains(name), "Golden/diagrams/\(file) has no spec; remove it")
    }
  }

  @Test func theSameSpecsGiveTheSameBytes() throws {
    let files = try DiagramFixtures.specFiles()
    for format in Self.formats.map(\.0) {
      let first = format.exporter.export(try DiagramFixtures.diagram(files))
      let second = format.exporter.export(try DiagramFixtures.diagram(files))
      #expect(first == second, "\(format) output is not deterministic")
    }
  }
}
