import Foundation
import OptionalTools
import Testing

@testable import FlowcCore

/// `flowc diagram --coverage`: the edges trails took are drawn solid, the
/// others dashed and marked, in every format.
@Suite struct DiagramCoverageTests {
  static let spec = """
    flow: Pay
    start: form
    steps:
      form:
        screen: PayForm
        next: pay
      pay:
        action: Pay
        next: done
        failure: form
      done:
        screen: Done
        next: finish
    """

  /// The diagram of `spec` with a trail that took `form -> pay -> done` marked on it.
  static func marked() throws -> FlowDiagram {
    let model = try reviewModel([spec])
    let trail = """
      {"kind":"start","flow":"Pay","to":"form"}
      {"kind":"transition","flow":"Pay","from":"form","event":"next","to":"pay"}
      {"kind":"transition","flow":"Pay","from":"pay","event":"next","to":"done"}
      """
    let records = TrailReader().parse(Data(trail.utf8), file: "t").records
    return FlowDiagram(model: model).marking(Coverage(model, records: records), in: model)
  }

  @Test func takenEdgesAreMarkedTakenAndTheOthersUntakenWithTheMarker() throws {
    let edges = try Self.marked().clusters[0].edges
    #expect(edges.map(\.taken) == [true, true, true, false, false])
    #expect(
      edges.map(\.label) == [
        nil, "next", "next", "failure: Error " + FlowDiagram.untakenMarker,
        "next " + FlowDiagram.untakenMarker,
      ])
  }

  @Test func dotDrawsTakenSolidAndUntakenDashed() throws {
    let dot = DOTExporter().export(try Self.marked())
    let lines = dot.split(separator: "\n")
    let failure = try #require(lines.first { $0.contains("failure: Error") })
    #expect(failure.contains("style=dashed") && failure.contains(FlowDiagram.untakenMarker))
    let taken = lines.filter { $0.contains("->") && $0.contains("style=solid") }
    #expect(taken.count == 3)
  }

  @Test func mermaidDrawsUntakenDashedWithTheirKindsColour() throws {
    let mermaid = MermaidExporter().export(try Self.marked())
    #expect(mermaid.contains("-.->|\"failure: Error \(FlowDiagram.untakenMarker)\"|"))
    #expect(mermaid.contains("stroke-dasharray:6 4"))
    #expect(
      mermaid.contains(
        "linkStyle 3 stroke:\(DiagramPalette.edge(.failure)),color:\(DiagramPalette.edge(.failure)),"
          + "stroke-dasharray:6 4"))
  }

  @Test func plantUMLDrawsUntakenDashed() throws {
    let plant = PlantUMLExporter().export(try Self.marked())
    #expect(plant.contains("-[\(DiagramPalette.edge(.failure)),dashed]->"))
    #expect(plant.contains("-[dashed]-> [*]"))
  }

  @Test func withoutCoverageNothingChanges() throws {
    let model = try reviewModel([Self.spec])
    let plain = FlowDiagram(model: model)
    #expect(plain.marking(Coverage(model, records: []), in: model) != plain)
    #expect(plain.clusters[0].edges.allSatisfy { $0.taken == nil })
  }

  @Test(.needs(.dot)) func svgDrawsTheMarkedDiagram() throws {
    try DiagramFixtures.expectRenders(DOTExporter().export(try Self.marked()), "coverage")
  }
}
