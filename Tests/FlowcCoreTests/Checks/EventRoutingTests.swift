import Testing

@testable import FlowcCore

/// Events of the flows a flow runs: its coordinator answers them too, and one
/// name is one event in the run (`EventRouting`, `name-clash`).
@Suite struct EventRoutingTests {
  /// `events-subflow-P.yaml` and `events-subflow-Q.yaml`: Q's event, with Q
  /// run only by P's `flow:` step.
  static let parent = MarkedSource(
    """
    flow: P
    start: child
    output: Never
    steps:
      child: { flow: Q }
    """, path: "P.flow.yaml")

  static let child = MarkedSource(
    """
    flow: Q
    start: waiting
    output: Never
    steps:
      waiting: { screen: Waiting, output: Never }
      verified: { screen: Verified, output: Never }
    events:
      verified: { next: verified, at: [waiting] }
    """, path: "Q.flow.yaml")

  static func model(_ sources: [MarkedSource]) throws -> FlowModel {
    let (model, diagnostics) = try DiagramFixtures.check(sources.map(\.source))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    return model
  }

  static func routes(_ model: FlowModel, _ flow: String) -> [String] {
    let routing = EventRouting(model)
    let index = model.flowsByName[flow] ?? -1
    return routing.routes[index].map { route in
      let children = route.children.map { model.flows[$0].name }.joined(separator: ",")
      return "\(route.name)\(route.isOwn ? " own" : "") [\(children)]"
    }
  }

  @Test func aChildsEventIsAnsweredByTheFlowThatRunsIt() throws {
    let model = try Self.model([Self.parent, Self.child])
    #expect(Self.routes(model, "P") == ["verified [Q]"])
    #expect(Self.routes(model, "Q") == ["verified own []"])
    // Nothing to say under `--strict`: the event reaches Q through P's coordinator.
    #expect(FlowChecker().check([Self.parent.source, Self.child.source]).diagnostics.isEmpty)
  }

  /// P's coordinator, the one the app holds, sends Q's event to Q while it runs.
  @Test func theParentsCoordinatorForwardsTheChildsEvent() throws {
    let swift = try generatedSwift(Self.parent, Self.child)
    #expect(
      swift.contains(
        """
            @discardableResult
            func verified() -> Bool {
              let forwarded = driver.forward { child in
                switch child {
                case let child as QFlow.Coordinator: child.verified()
                default: false
                }
              }
              return forwarded
            }
        """))
    // P has no event of its own: its `Action` has no case for it.
    #expect(!swift.contains("case verified"))
  }

  /// `event-subflow-P.yaml` and `event-subflow-C.yaml`: the parent's event while its modal
  /// sub-flow runs is the parent's own, and the child declares none; clean, one method.
  @Test func aParentsEventBesideAModalSubFlowIsItsOwn() throws {
    let parent = MarkedSource(
      """
      flow: EventSubflowParent
      output: Never
      start: hub
      steps:
        hub: { screen: Hub, present: root, next: edit }
        edit: { flow: EventSubflowChild, present: modal, next: hub }
        signedOut: { screen: SignedOut, present: root, output: Never }
      events:
        signOut: { next: signedOut }
      """, path: "EventSubflowParent.flow.yaml")
    let child = MarkedSource(
      """
      flow: EventSubflowChild
      start: one
      steps:
        one: { screen: One, next: two }
        two: { screen: Two, next: finish }
      """, path: "EventSubflowChild.flow.yaml")
    let model = try Self.model([parent, child])
    #expect(Self.routes(model, "EventSubflowParent") == ["signOut own []"])
    let swift = try generatedSwift(parent, child)
    #expect(
      swift.contains(
        """
            @discardableResult
            func signOut() -> Bool {
              driver.deliver(.signOut)
            }
        """))
  }

  /// Through a tab and two levels of `flow:` steps, each flow answering the events below it once.
  @Test func eventsReachThroughTabsAndSeveralLevels() throws {
    let root = MarkedSource(
      """
      flow: Root
      start: main
      output: Never
      steps:
        main:
          tabs:
            one: { flow: P }
            two: { flow: Q }
      events:
        signOut: { next: main }
      """, path: "Root.flow.yaml")
    let model = try Self.model([root, Self.parent, Self.child])
    #expect(Self.routes(model, "Root") == ["signOut own []", "verified [P,Q]"])
  }

  @Test func aParentAndAChildWithOneNameAndPayloadMakeOneMethod() throws {
    let parent = MarkedSource(
      """
      flow: P
      start: child
      output: Never
      steps:
        child: { flow: Q }
        done: { screen: Done, output: Never }
      events:
        verified: { next: done }
      """, path: "P.flow.yaml")
    let model = try Self.model([parent, Self.child])
    #expect(Self.routes(model, "P") == ["verified own [Q]"])
    // Q first, where it applies; else P's own.
    let swift = try generatedSwift(parent, Self.child)
    #expect(
      swift.contains(
        """
                case let child as QFlow.Coordinator: child.verified()
                default: false
                }
              }
              return forwarded || driver.deliver(.verified)
        """))
  }

  @Test func oneNameWithTwoPayloadsIsANameClash() {
    let parent = MarkedSource(
      """
      flow: P
      start: child
      output: Never
      steps:
        child: { flow: Q }
        done: { screen: Done, input: Int, output: Never }
      events:
        2️⃣verified: { next: done, payload: Int }
      """, path: "P.flow.yaml")
    let child = MarkedSource(
      Self.child.text.replacingOccurrences(of: "  verified: { next", with: "  1️⃣verified: { next"),
      path: "Q.flow.yaml")
    let diagnostics = expectReported(
      [parent, child], by: .generatedNames, [(.nameClash, "1️⃣", child)])
    #expect(
      onlyMessage(diagnostics)
        == "event 'verified' of flow 'Q' carries 'Void', but event 'verified' of flow 'P' "
        + "carries 'Int'; the coordinator of 'P' answers both with one method: rename one, or "
        + "give both the same payload")
    #expect(diagnostics.first?.notes.first?.location == parent.location("2️⃣"))
  }

  @Test func twoChildrenWithOneNameAndTwoPayloadsClashOnceInTheirParent() {
    let root = MarkedSource(
      """
      flow: Root
      start: a
      output: Never
      steps:
        a: { flow: A, next: b }
        b: { flow: B }
      """, path: "Root.flow.yaml")
    let first = MarkedSource(
      """
      flow: A
      start: page
      steps:
        page: { screen: PageA, next: finish }
      events:
        2️⃣ping: { next: finish }
      """, path: "A.flow.yaml")
    let second = MarkedSource(
      """
      flow: B
      start: page
      output: Never
      steps:
        page: { screen: PageB, output: Never }
        shown: { screen: Shown, input: String, output: Never }
      events:
        1️⃣ping: { next: shown, payload: String }
      """, path: "B.flow.yaml")
    let diagnostics = expectReported(
      [root, first, second], by: .generatedNames, [(.nameClash, "1️⃣", second)])
    #expect(diagnostics.first?.notes.first?.location == first.location("2️⃣"))
  }

  /// A child's event named like a member of the coordinator of a flow that runs it.
  @Test func aChildsEventNamedLikeAMemberOfItsParentsCoordinatorClashes() {
    let child = MarkedSource(
      """
      flow: Q
      start: waiting
      output: Never
      steps:
        waiting: { screen: Waiting, output: Never }
      events:
        1️⃣runChild: { next: waiting }
      """, path: "Q.flow.yaml")
    let diagnostics = expectReported(
      [Self.parent, child], by: .generatedNames, [(.nameClash, "1️⃣", child)])
    #expect(
      onlyMessage(diagnostics)
        == "event 'runChild' of flow 'Q' is also a method of the coordinator of 'P', which runs "
        + "it, and clashes with the coordinator's function for step 'child' there; rename it")
  }

  /// Flows that run each other (`flow-cycle`): the routes are computed all the same, bounded.
  @Test func aFlowCycleEndsTheWalk() throws {
    let first = MarkedSource(
      """
      flow: A
      start: b
      steps:
        b: { flow: B, next: finish }
      events:
        fromA: { next: finish }
      """, path: "A.flow.yaml")
    let second = MarkedSource(
      """
      flow: B
      start: a
      steps:
        a: { flow: A, next: finish }
      events:
        fromB: { next: finish }
      """, path: "B.flow.yaml")
    let (model, diagnostics) = try DiagramFixtures.check([first.source, second.source])
    #expect(diagnostics.map(\.code).contains(.flowCycle))
    let routes = [Self.routes(model, "A"), Self.routes(model, "B")].sorted { $0.count < $1.count }
    #expect(routes[0].count == 1)
    #expect(routes[1].count == 2)
  }
}
