import Testing

@testable import FlowcCore

@Suite struct LinkWaysTests {
  static func ways(_ text: String) throws -> (Flow, LinkWays) {
    let result = FlowChecker().check([MarkedSource(text).source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let flow = try #require(result.model?.flows.first)
    return (flow, LinkWays(flow))
  }

  @Test func aWaitingLinkGoesOnAtTheFirstScreenAfterTheGatesWork() throws {
    // Both ways out of the session check meet at `loadHome`, an action: its
    // work must run, so the link goes on at `home`, the screen after it.
    let (flow, ways) = try Self.ways(
      """
      flow: App
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: loadHome }
        loadHome: { action: LoadHome, throws: false, next: home }
        home: { screen: Home, present: root, next: settings }
        settings: { screen: Settings, output: Never }
      decisions:
        sessionCheck: { cases: [signedIn, signedOut], on: { signedIn: loadHome, signedOut: signIn } }
      links:
        "app://settings": settings
      """)
    let way = try #require(ways.ways.first)
    #expect(way.gates.map { flow.nodes[$0].id.value } == ["sessionCheck"])
    #expect(way.resumes.map { $0.map { flow.nodes[$0].id.value } } == ["home"])
  }

  @Test func gatesAreTheStartDecisionsAndMarkedOnes() throws {
    let (flow, ways) = try Self.ways(
      """
      flow: App
      start: first
      steps:
        a: { screen: A, next: pin }
        b: { screen: B, output: Never }
        c: { screen: C, output: Never }
      decisions:
        first: { cases: [x, y], on: { x: second, y: a } }
        second: { cases: [x], on: { x: a } }
        pin: { gate: true, cases: [open, shut], on: { open: b, shut: c } }
      links:
        "app://b": b
      """)
    let gates = flow.nodes.indices.filter { ways.isGate[$0] }.map { flow.nodes[$0].id.value }
    #expect(Set(gates) == ["first", "second", "pin"])
    let way = try #require(ways.ways.first)
    #expect(way.gates.map { flow.nodes[$0].id.value } == ["first", "pin"])
  }

  @Test func theCountOfRebuiltScreensIsTheRebuiltListsLength() throws {
    let model = try #require(FlowChecker().check(ExampleSpecs.sources()).model)
    var rebuilding = 0
    for flow in model.flows where !flow.links.isEmpty {
      let ways = LinkWays(flow)
      for (way, count) in zip(ways.ways, ways.rebuiltScreenCounts()) {
        #expect(count == way.rebuilt?.count, "\(flow.name)")
        if way.rebuilt != nil { rebuilding += 1 }
      }
    }
    #expect(rebuilding >= 4)
  }
}
