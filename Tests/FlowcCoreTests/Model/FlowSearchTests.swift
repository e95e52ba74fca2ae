import Testing

@testable import FlowcCore

/// `FlowSearch`, the breadth-first search behind `flowc paths` and the
/// generated navigation tests: rounds of sources, nodes kept out, transitions
/// not followed, and a round that stops at a transition.
@Suite struct FlowSearchTests {
  static let spec = """
    flow: Search
    start: a
    types:
      Side: { enum: [toLeft, toRight] }
    steps:
      a: { screen: A, output: Side, on: { toLeft: left, toRight: right } }
      left: { screen: Left, next: end }
      right: { screen: Right, next: end }
      end: { screen: End, next: finish }
      lone: { screen: Lone, next: right }
    """

  let flow: Flow

  init() throws {
    flow = try #require(try reviewModel([Self.spec]).flows.first)
  }

  func node(_ id: String) throws -> Int {
    try #require(flow.nodes.firstIndex { $0.id.value == id })
  }

  /// Each transition as `source -> target`.
  func hops(_ edges: [Int]) -> [String] {
    edges.map {
      "\(flow.nodes[flow.edges[$0].source].id.value) -> "
        + flow.reviewTarget(flow.edges[$0].destination)
    }
  }

  @Test func aLaterRoundAddsOnlyWhatTheEarlierDidNotReach() throws {
    let (a, right, end, lone) = (
      try node("a"), try node("right"), try node("end"), try node("lone")
    )
    var search = FlowSearch(flow)
    let added = search.addSource(a)
    #expect(added)
    var reached: [String] = []
    search.run(reach: { node, from in
      reached.append("\(flow.nodes[from].id.value) -> \(flow.nodes[node].id.value)")
    })
    // Ties go to the transition written first.
    #expect(reached == ["a -> left", "a -> right", "left -> end"])
    #expect(hops(search.edges(to: end)) == ["a -> left", "left -> end"])
    #expect(!search.reached[lone])

    let addedAgain = search.addSource(right)
    let addedLone = search.addSource(lone)
    #expect(!addedAgain && addedLone)
    search.run()
    #expect(search.reached[lone])
    #expect(search.edges(to: lone).isEmpty)
    // `lone -> right` found right reached already.
    #expect(hops(search.edges(to: right)) == ["a -> right"])
  }

  @Test func aNodeKeptOutAndATransitionNotFollowedAreGoneAround() throws {
    let (a, left, right, end) = (
      try node("a"), try node("left"), try node("right"), try node("end")
    )
    var search = FlowSearch(flow)
    search.exclude(left)
    search.addSource(a)
    search.run()
    #expect(hops(search.edges(to: end)) == ["a -> right", "right -> end"])

    var notRight = FlowSearch(flow)
    notRight.addSource(a)
    notRight.run(
      expands: { $0 != right }, follows: { flow.edges[$0].destination != .node(right) })
    #expect(!notRight.reached[right])
    #expect(hops(notRight.edges(to: end)) == ["a -> left", "left -> end"])
  }

  @Test func aRoundStopsAtTheFirstTransitionItIsToldTo() throws {
    let a = try node("a")
    var search = FlowSearch(flow)
    search.addSource(a)
    let stop = search.run(stops: {
      if case .finish = flow.edges[$0].destination { return true }
      return false
    })
    let last = try #require(stop)
    #expect(
      hops(search.edges(to: flow.edges[last].source) + [last]) == [
        "a -> left", "left -> end", "end -> finish",
      ])
    let rest = search.run()
    #expect(rest == nil)
  }
}
