import Foundation
import Testing

@testable import FlowcCore

/// The format-neutral diagram built from a model: nodes, labels, edges, calls.
@Suite struct FlowDiagramTests {
  private func launchDiagram() throws -> FlowDiagram {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    return FlowDiagram(model: model, flows: try FlowDiagram.flows(named: ["AppLaunch"], in: model))
  }

  @Test func aFlowAndTheFlowsItRunsAreSelected() throws {
    let diagram = try launchDiagram()
    #expect(
      diagram.clusters.map(\.name) == ["AppLaunch", "Authentication", "Login", "Registration"])
    #expect(diagram.calls.count == 3)
    #expect(
      diagram.calls.allSatisfy { $0.kind == .call && $0.cluster.map { "\($0)_start" } == $0.to })
  }

  @Test func anUnknownFlowNameIsAnError() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    #expect(throws: FlowDiagramError.self) { try FlowDiagram.flows(named: ["AppLanch"], in: model) }
    do {
      _ = try FlowDiagram.flows(named: ["AppLanch"], in: model)
    } catch {
      #expect(error.message.contains("did you mean 'AppLaunch'?"))
    }
  }

  @Test func nodesCarryKindNameTypesAndPresentation() throws {
    let launch = try #require(try launchDiagram().clusters.first)
    #expect(launch.nodes.map(\.kind) == [.start, .screen, .subflow, .screen, .decision])
    let welcome = launch.nodes[1]
    #expect(welcome.title == "welcome")
    #expect(welcome.name == "Welcome ⌂ root")
    #expect(welcome.presentation == .root)
    #expect(welcome.signature == nil)
    let authentication = launch.nodes[2]
    #expect(authentication.signature == "Void -> Session")
    #expect(launch.nodes[3].signature == "Void -> Never")
    #expect(launch.edges.first == FlowDiagram.Edge(from: "F0_start", to: "F0_n3", kind: .entry))
  }

  @Test func edgesAreLabelledWithEventAndPayload() throws {
    let files = [DiagramFixtures.specsFolder + "/UserRegistration.flow.yaml"]
    let cluster = try #require(try DiagramFixtures.diagram(files).clusters.first)
    let labels = cluster.edges.map { "\($0.from)->\($0.to) \($0.kind) \($0.label ?? "-")" }
    #expect(labels.contains("F0_n2->F0_n4 transition own: Image"))
    #expect(labels.contains("F0_n2->F0_n3 transition sample"))
    #expect(labels.contains("F0_n5->F0_n6 failure failure: Error"))
    #expect(labels.contains("F0_n0->F0_cancel_n0 back back"))
    let modal = cluster.nodes.first { $0.title == "personal" }
    #expect(modal?.name == "PersonalForm ⇡ modal")
  }

  @Test func alertsAndInlineFailuresAreMarked() throws {
    let files = [DiagramFixtures.specsFolder + "/SignIn.flow.yaml"]
    let cluster = try #require(try DiagramFixtures.diagram(files).clusters.first)
    func name(_ title: String) -> String? { cluster.nodes.first { $0.title == title }?.name }
    #expect(name("confirmReset") == "ResetPasswordAlert ⚠ alert")
    #expect(name("signIn") == "SignIn ↺ failure inline")
    #expect(name("keepSession") == "KeepSession")
    #expect(!cluster.edges.contains { $0.kind == .failure }, "an inline failure has no edge")
  }

  /// An action that runs on a screen (`from`) says which, after its name.
  @Test func actionsThatRunOnAScreenAreMarked() throws {
    let files = [DiagramFixtures.specsFolder + "/WorkspaceLogin.flow.yaml"]
    let cluster = try #require(try DiagramFixtures.diagram(files).clusters.first)
    func name(_ title: String) -> String? { cluster.nodes.first { $0.title == title }?.name }
    #expect(name("logIn") == "LogIn ↩ on form ↺ failure inline")
    #expect(name("form") == "AccountNumberForm")
  }

  /// Each step that ends the flow gets its own `finish` or `cancel` node, so
  /// no edge crosses the diagram to reach a shared one; a step's edges to one
  /// end share its node.
  @Test func endNodesArePerStep() throws {
    let source = SourceFile(
      path: "Ends.flow.yaml",
      text: """
        flow: Ends
        start: a
        types:
          Pick: { enum: [x, y] }
        steps:
          a: { screen: A, output: Pick, on: { x: finish, y: finish }, next: b, back: cancel }
          b: { screen: B, next: finish, back: cancel }
        """)
    let model = try #require(FlowChecker().check([source], checks: []).model)
    let cluster = try #require(FlowDiagram(model: model).clusters.first)
    let ends = cluster.nodes.filter { $0.kind == .finish || $0.kind == .cancel }
    #expect(ends.map(\.id) == ["F0_finish_n0", "F0_cancel_n0", "F0_finish_n1", "F0_cancel_n1"])
    #expect(ends.map(\.title) == ["finish", "cancel", "finish", "cancel"])
    for end in ends {
      let sources = Set(cluster.edges.filter { $0.to == end.id }.map(\.from))
      #expect(sources.count == 1, "\(end.id) is reached from \(sources)")
    }
    #expect(cluster.edges.filter { $0.to == "F0_finish_n0" }.count == 2)
  }

  @Test func deepLinksAreEntryNodes() throws {
    let files = [DiagramFixtures.specsFolder + "/Main.flow.yaml"]
    let cluster = try #require(try DiagramFixtures.diagram(files).clusters.first)
    let links = cluster.nodes.filter { $0.kind == .link }
    #expect(links.map(\.title) == ["myapp://items/{id:Int}", "myapp://sell"])
    #expect(
      cluster.edges.contains(
        FlowDiagram.Edge(from: links[0].id, to: "F0_n1", kind: .entry, label: "rebuild")))
    #expect(cluster.edges.contains(FlowDiagram.Edge(from: links[1].id, to: "F0_n2", kind: .entry)))
  }

  @Test func aGatedLinkNamesItsGatesAndBackStack() throws {
    let diagram = try DiagramFixtures.diagram([
      DiagramFixtures.specsFolder + "/Library.flow.yaml",
      DiagramFixtures.specsFolder + "/SignIn.flow.yaml",
    ])
    let cluster = try #require(diagram.clusters.first { $0.name == "Library" })
    let labels = cluster.edges.filter { $0.from.contains("_l") }.map(\.label)
    #expect(
      labels == [
        "after sessionCheck", "after sessionCheck · rebuild",
        "after sessionCheck, pinCheck · rebuild", nil, "after sessionCheck · rebuild",
      ])
  }

  @Test func unknownTargetsAreMissingNodes() throws {
    let source = SourceFile(
      path: "Typo.flow.yaml",
      text: """
        flow: Typo
        start: form
        steps:
          form: { screen: Form, next: confrim }
          confirm: { screen: Confirm, next: finish }
        """)
    let cluster = try #require(try DiagramFixtures.diagram([source]).clusters.first)
    let missing = try #require(cluster.nodes.first { $0.kind == .missing })
    #expect(missing.title == "confrim")
    #expect(
      cluster.edges.contains(
        FlowDiagram.Edge(from: "F0_n0", to: missing.id, kind: .transition, label: "next")))
  }

  @Test func descriptionsWrapAtSpaces() {
    #expect(FlowDiagram.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(FlowDiagram.wrap("a\nb  c", width: 9) == ["a", "b c"])
    #expect(FlowDiagram.wrap("unbreakable-word here", width: 5) == ["unbreakable-word", "here"])
  }
}
