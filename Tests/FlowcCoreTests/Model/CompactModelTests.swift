import Testing

@testable import FlowcCore

@Suite struct CompactModelTests {
  func flow(_ text: String) throws -> Flow {
    let result = FlowChecker().check([SourceFile(path: "Test.flow.yaml", text: text)])
    return try #require(result.model?.flows.first, "\(result.diagnostics.map(\.message))")
  }

  let spec = """
    flow: Shop
    start: list
    types:
      Pick: { enum: { item: Int, none: null } }
      Failure: { enum: { offline: null, denied: null } }
    steps:
      list: { screen: List, output: Pick, on: { item: load, none: list }, back: cancel }
      load:
        action: Load
        input: Int
        output: String
        error: Failure
        next: show
        failure: { offline: list, default: oops }
      show: { screen: Show, input: String, next: finish, back: lsit }
      oops: { screen: Oops, next: list }
    """

  @Test func eachNodeListsItsEdgesAndTheEdgesArrivingAtIt() throws {
    let flow = try flow(spec)
    #expect(flow.outgoing.count == flow.nodes.count)
    #expect(flow.incoming.count == flow.nodes.count)
    for index in flow.nodes.indices {
      let leaving = flow.edges.indices.filter { flow.edges[$0].source == index }
      let arriving = flow.edges.indices.filter {
        if case .node(let target) = flow.edges[$0].destination { return target == index }
        return false
      }
      #expect(Array(flow.outgoing[index]) == leaving, "\(flow.nodes[index].id.value)")
      #expect(Array(flow.incoming[index]) == arriving, "\(flow.nodes[index].id.value)")
    }
    let list = try #require(flow.nodesByID["list"])
    #expect(flow.incoming[list].count == 3)
    #expect(flow.outgoing[list].count == 3)
  }

  @Test func edgesKeepTheirGuessTabAndFailureCase() throws {
    let flow = try flow(spec)
    let show = try #require(flow.nodesByID["show"])
    let misspelt = try #require(flow.edges.first { $0.source == show && $0.kind == .back })
    #expect(misspelt.destination == .unknown("lsit"))
    #expect(misspelt.guess == flow.nodesByID["list"])
    let failures = flow.edges.filter { $0.kind == .failure }
    #expect(failures.map(\.failureCase) == ["offline", "default"])
    #expect(flow.edges.allSatisfy { $0.tab == nil })
    #expect(flow.edges.filter { $0.guess != nil }.count == 1)

    var edge = misspelt
    edge.tab = "feed"
    edge.failureCase = "denied"
    edge.guess = nil
    edge.source = 2
    #expect(edge.tab == "feed" && edge.failureCase == "denied")
    #expect(edge.guess == nil && edge.source == 2)
    edge.tab = nil
    #expect(edge.tab == nil && edge.failureCase == "denied")
  }

  @Test func nodesPointAtWhatTheirStepWrites() throws {
    let flow = try flow(spec)
    let load = flow.nodes[try #require(flow.nodesByID["load"])]
    let step = try #require(load.step)
    #expect(load.inputLocation == step.input?.location)
    #expect(load.outputLocation == step.output?.location)
    let oops = flow.nodes[try #require(flow.nodesByID["oops"])]
    #expect(oops.inputLocation == oops.id.location)
    #expect(oops.outputLocation == oops.id.location)
    #expect(load.callee == nil && load.callees.isEmpty)
  }

  @Test func locationsInOneFileCompareByPathNotBySharing() {
    let shared = SourceLocation.File("a.flow.yaml")
    let first = SourceLocation(file: shared, line: 3, column: 4)
    let second = SourceLocation(file: "a.flow.yaml", line: 3, column: 4)
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
    #expect(first != SourceLocation(file: "b.flow.yaml", line: 3, column: 4))
    #expect(first < SourceLocation(file: shared, line: 3, column: 5))
    var moved = first
    moved.file = "b.flow.yaml"
    #expect(moved.file == "b.flow.yaml" && first.file == "a.flow.yaml")
    #expect(moved.description == "b.flow.yaml:3:4")
  }
}
