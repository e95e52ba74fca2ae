import Foundation
import Testing

@testable import FlowcCore

/// The DOT of every example spec, of the whole folder and of the odd fixtures
/// is drawn by Graphviz's `dot -Tsvg` without an error or a warning. These
/// tests fail when `dot` is missing: `.ci/run` installs Graphviz.
@Suite struct DiagramGraphvizTests {
  @Test(.needs(.dot))
  func everySpecRendersAsSVG() throws {
    for file in try DiagramFixtures.specFiles() {
      try DiagramFixtures.expectRenders(
        DOTExporter().export(try DiagramFixtures.diagram([file])), DiagramFixtures.name(of: file))
    }
  }

  @Test(.needs(.dot))
  func theSpecsFolderRendersAsSVG() throws {
    let diagram = try DiagramFixtures.diagram(try DiagramFixtures.specFiles())
    try DiagramFixtures.expectRenders(DOTExporter().export(diagram), "specs")
    var described = diagram
    described.showsDescriptions = true
    try DiagramFixtures.expectRenders(DOTExporter().export(described), "specs with descriptions")
  }

  @Test(.needs(.dot))
  func aFlowThatRunsItselfRendersWithoutWarnings() throws {
    let source = SourceFile(
      path: "Loop.flow.yaml",
      text: """
        flow: Loop
        start: a
        steps:
          a: { screen: A, next: again }
          again: { flow: Loop, next: finish }
        """)
    let diagram = try DiagramFixtures.diagram([source])
    #expect(diagram.calls == [FlowDiagram.Edge(from: "F0_n1", to: "F0_start", kind: .call)])
    try DiagramFixtures.expectRenders(DOTExporter().export(diagram), "Loop")
    #expect(MermaidExporter().export(diagram).contains("F0_n1 ==> F0_start\n"))
    #expect(PlantUMLExporter().export(diagram).contains("F0_n1 -[#5E35B1,bold]-> F0\n"))
  }

  @Test(.needs(.dot))
  func theSVGFormatRunsDot() throws {
    _ = try #require(Graphviz.executable(), "Graphviz's dot is not on PATH")
    let diagram = try DiagramFixtures.diagram([DiagramFixtures.specsFolder + "/Login.flow.yaml"])
    let svg = try DiagramFormat.svg.render(diagram)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("credentials"))
  }

  @Test func aMissingDotSaysToInstallGraphviz() throws {
    #expect(Graphviz.executable(path: "/nonexistent") == nil)
    do {
      _ = try Graphviz.render("digraph {}", path: "/nonexistent")
      Issue.record("rendering without dot should fail")
    } catch {
      #expect(error.message.contains("install Graphviz"))
    }
  }

  @Test(.needs(.dot))
  func aDotErrorIsReported() throws {
    _ = try #require(Graphviz.executable(), "Graphviz's dot is not on PATH")
    #expect(throws: GraphvizError.self) { try Graphviz.render("digraph { a -> }") }
  }
}
