import Foundation
import Testing

@testable import FlowcCore

/// `--show-diagnostics`: nodes with diagnostics are marked (unreachable greyed,
/// errors red, warnings orange) in every format.
@Suite struct DiagramMarkTests {
  private func node(_ title: String, in diagram: FlowDiagram) throws -> FlowDiagram.Node {
    try #require(diagram.clusters.flatMap(\.nodes).first { $0.title == title })
  }

  @Test func marksFollowTheDiagnostics() throws {
    let diagram = try DiagramFixtures.diagram([DiagramFixtures.marked], marked: true)
    let age = try node("age", in: diagram)
    #expect(age.marks.severity == .error)
    #expect(age.marks.codes == ["type-mismatch"])
    #expect(age.marks.style == "error")
    #expect(age.marks.summary == "error: type-mismatch")
    let help = try node("help", in: diagram)
    #expect(help.marks.unreachable)
    #expect(help.marks.severity == nil)
    #expect(help.marks.style == "unreachable")
    let tour = try node("tour", in: diagram)
    #expect(tour.marks.style == "warning")
    #expect(tour.marks.codes == ["no-exit"])
    #expect(try node("form", in: diagram).marks.isEmpty)
  }

  @Test func withoutDiagnosticsNothingIsMarked() throws {
    let diagram = try DiagramFixtures.diagram([DiagramFixtures.marked])
    let marked = diagram.clusters.flatMap(\.nodes).filter { !$0.marks.isEmpty }
    #expect(marked.isEmpty)
  }

  @Test func unreachableNodesWithOtherErrorsAreGreyWithARedBorder() {
    var marks = FlowDiagram.Marks()
    let location = SourceLocation(file: "x", line: 1, column: 1)
    marks.add(Diagnostic(.unreachableStep, "unreachable", at: location))
    #expect(marks.style == "unreachable")
    marks.add(Diagnostic(.noExit, "no exit", at: location))
    #expect(marks.style == "unreachableWarning")
    marks.add(Diagnostic(.typeMismatch, "mismatch", at: location))
    #expect(marks.style == "unreachableError")
    #expect(marks.summary == "error: unreachable-step, no-exit, type-mismatch")
  }

  @Test(arguments: DiagramGoldenTests.formats.map(\.0))
  func markedDiagramsMatchTheirGoldenFiles(format: DiagramFormat) throws {
    let fileExtension = try #require(DiagramGoldenTests.formats.first { $0.0 == format }?.1)
    let diagram = try DiagramFixtures.diagram([DiagramFixtures.marked], marked: true)
    expectGolden(format.exporter.export(diagram), "diagrams/Marked.\(fileExtension)")
  }

  @Test(.needs(.dot))
  func markedDOTRenders() throws {
    let diagram = try DiagramFixtures.diagram([DiagramFixtures.marked], marked: true)
    try DiagramFixtures.expectRenders(DOTExporter().export(diagram), "Marked")
  }

  @Test func linkDiagnosticsMarkTheLinkNode() throws {
    let diagram = try DiagramFixtures.diagram([DiagramFixtures.hostile], marked: true)
    let links = diagram.clusters.flatMap(\.nodes).filter { $0.kind == .link }
    // The third pattern's problem points inside it, at its column: the node is marked all the same.
    #expect(links.count == 3)
    #expect(links.allSatisfy { $0.marks.codes.contains("link-pattern") })
  }
}
