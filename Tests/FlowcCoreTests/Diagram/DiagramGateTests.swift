import Foundation
import Testing

@testable import FlowcCore

/// Gates and `back: none` are marked in every format: a label marker, and for
/// gates a thick border where the format has one.
@Suite struct DiagramGateTests {
  /// A session check (the start decision: a gate), a PIN check written
  /// `gate: true`, a decision that is no gate, and a screen written `back: none`.
  static let spec = SourceFile(
    path: "Gated.flow.yaml",
    text: """
      flow: Gated
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: shelf }
        shelf: { screen: Shelf, next: pinCheck }
        pin: { screen: Pin, next: downloads }
        downloads: { screen: Downloads, next: receipt }
        receipt: { screen: Receipt, next: choice, back: none }
        done: { screen: Done, next: finish }
      decisions:
        sessionCheck:
          cases: [signedIn, signedOut]
          on: { signedIn: shelf, signedOut: signIn }
        pinCheck:
          gate: true
          cases: [unlocked, locked]
          on: { unlocked: downloads, locked: pin }
        choice:
          cases: [again, stop]
          on: { again: shelf, stop: done }
      links:
        "gated://downloads": downloads

      """)

  static func node(_ id: String, in diagram: FlowDiagram) throws -> FlowDiagram.Node {
    try #require(diagram.clusters.first?.nodes.first { $0.title == id })
  }

  @Test func gatesAndScreensWithoutBackAreMarkedInTheModel() throws {
    let diagram = try DiagramFixtures.diagram([Self.spec])
    let session = try Self.node("sessionCheck", in: diagram)
    #expect(session.isGate)
    #expect(session.name == FlowDiagram.gateMarker)
    #expect(try Self.node("pinCheck", in: diagram).isGate)
    #expect(try !Self.node("choice", in: diagram).isGate)
    #expect(try Self.node("choice", in: diagram).name == nil)
    #expect(try Self.node("receipt", in: diagram).name == "Receipt \(FlowDiagram.noBackMarker)")
    #expect(try Self.node("done", in: diagram).name == "Done")
    let link = try #require(diagram.clusters.first?.edges.first { $0.from.contains("_l") })
    #expect(link.label == "after sessionCheck, pinCheck")
  }

  @Test func aGateWrittenWithoutLinksIsMarkedToo() throws {
    let text = String(decoding: Self.spec.bytes, as: UTF8.self)
      .components(separatedBy: "links:")[0]
    let diagram = try DiagramFixtures.diagram([SourceFile(path: "Gated.flow.yaml", text: text)])
    #expect(try Self.node("pinCheck", in: diagram).isGate)
    #expect(try !Self.node("sessionCheck", in: diagram).isGate)
  }

  @Test func everyFormatShowsTheMarkers() throws {
    let diagram = try DiagramFixtures.diagram([Self.spec])
    let id = try Self.node("pinCheck", in: diagram).id
    let dot = DOTExporter().export(diagram)
    let pinLine = try #require(dot.split(separator: "\n").first { $0.contains("\(id) [") })
    #expect(pinLine.contains("penwidth=3"))
    #expect(pinLine.contains(FlowDiagram.gateMarker))
    #expect(dot.contains("Receipt \(FlowDiagram.noBackMarker)"))

    let mermaid = MermaidExporter().export(diagram)
    #expect(mermaid.contains("  classDef gate stroke-width:3px\n"))
    let gates = try #require(
      mermaid.split(separator: "\n").first { $0.hasPrefix("  class ") && $0.hasSuffix(" gate") })
    #expect(gates.contains(id))
    #expect(mermaid.contains(MermaidText.label(FlowDiagram.gateMarker)))
    #expect(mermaid.contains(MermaidText.label("Receipt \(FlowDiagram.noBackMarker)")))

    let plantUML = PlantUMLExporter()
    let puml = plantUML.export(diagram)
    #expect(puml.contains(plantUML.escape(FlowDiagram.gateMarker)))
    #expect(puml.contains(plantUML.escape("Receipt \(FlowDiagram.noBackMarker)")))
  }

  @Test(.needs(.dot))
  func svgShowsTheMarkers() throws {
    let svg = try DiagramFormat.svg.render(try DiagramFixtures.diagram([Self.spec]))
    #expect(svg.contains(FlowDiagram.gateMarker))
    #expect(svg.contains(FlowDiagram.noBackMarker))
    #expect(svg.contains("stroke-width=\"3\""))
  }
}

/// One diagram per flow, with file names and an index.
@Suite struct DiagramSetTests {
  @Test func eachFlowIsDrawnAloneAndTheIndexLinksThem() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let set = DiagramSet(model: model)
    #expect(set.pages.count == model.flows.count)
    #expect(set.pages.allSatisfy { $0.diagram.clusters.count == 1 && $0.diagram.calls.isEmpty })
    let launch = try #require(set.pages.first { $0.name == "AppLaunch" })
    #expect(launch.runs.map { model.flows[$0].name } == ["Authentication"])
    #expect(DiagramSet.fileName(launch, format: .svg) == "AppLaunch.svg")
    let index = set.index(format: .svg, texts: [])
    #expect(
      index.contains(
        "| [Authentication](#authentication) | `Void -> Session` | "
          + "[Login](#login), [Registration](#registration) | [AppLaunch](#applaunch) |"))
    #expect(index.contains("\n![AppLaunch](AppLaunch.svg)\n"))
    #expect(index.contains("## Legend"))
    let texts = set.pages.map { MermaidExporter().export($0.diagram) }
    let mermaid = set.index(format: .mermaid, texts: texts)
    #expect(mermaid.contains("```mermaid\n" + texts[0] + "```\n"))
    #expect(set.index(format: .dot, texts: []).contains("[AppLaunch.dot](AppLaunch.dot)"))
  }

  @Test func fileNamesAreUniqueRegardlessOfCase() throws {
    let sources = ["Login", "LOGIN", "Login"].enumerated().map { index, name in
      SourceFile(
        path: "f\(index).flow.yaml",
        text: "flow: \(name)\nstart: a\nsteps:\n  a: { screen: A, next: finish }\n")
    }
    let result = FlowChecker().check(sources, checks: [])
    let model = try #require(result.model)
    let set = DiagramSet(model: model)
    #expect(set.pages.map(\.fileStem) == ["Login", "LOGIN-2", "Login-3"])
    #expect(DiagramSet.anchors(["Login", "Login", "A b"]) == ["login", "login-1", "a-b"])
  }

  @Test func specTextIsEscapedInTheIndex() {
    #expect(
      DiagramSet.markdown("a *b* [c](d) <e> | `f`\ng")
        == #"a \*b\* \[c\]\(d\) &lt;e&gt; \| \`f\` g"#)
    #expect(DiagramSet.code("A`|B") == #"A'\|B"#)
  }
}
