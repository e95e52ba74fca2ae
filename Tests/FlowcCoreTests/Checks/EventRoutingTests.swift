import Testing

@testable import FlowcCore

/// Events of the flows a flow runs: each flow that offers events has an `Events`
/// struct, its own events and one property per sub-flow offering events
/// (`EventRouting`, `name-clash`), linear in the specs.
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

  /// Each flow's sub-flows that offer events, by name; nil if the flow offers none.
  static func children(_ model: FlowModel, _ flow: String) -> [String]? {
    let routing = EventRouting(model)
    let index = model.flowsByName[flow] ?? -1
    guard routing.offersEvents[index] else { return nil }
    return routing.children[index].map { model.flows[$0].name }
  }

  /// Every file generated for `sources`, by flow.
  static func generated(_ sources: [MarkedSource]) throws -> [String] {
    let result = FlowChecker().check(sources.map(\.source))
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    return try SwiftGenerator(templates: try TemplateSet.load()).generate(model).map(\.contents)
  }

  @Test func aChildsEventIsOfferedByTheFlowThatRunsIt() throws {
    let model = try Self.model([Self.parent, Self.child])
    #expect(Self.children(model, "P") == ["Q"])
    #expect(Self.children(model, "Q") == [])
    // Nothing to say under `--strict`: the event reaches Q through P's `events`.
    #expect(FlowChecker().check([Self.parent.source, Self.child.source]).diagnostics.isEmpty)
  }

  /// P's coordinator, the one the app holds, reaches Q's event through `events.q`.
  @Test func theParentsEventsReachTheChildsEvent() throws {
    let files = try Self.generated([Self.parent, Self.child])
    let parent = try #require(files.first { $0.contains("enum PFlow") })
    let child = try #require(files.first { $0.contains("enum QFlow") })
    #expect(parent.contains("    var events: Events { Events(self) }"))
    #expect(parent.contains("    var q: QFlow.Events { QFlow.Events(coordinator) }"))
    // P has no event of its own: no method and no `Action` case.
    #expect(!parent.contains("func verified"))
    #expect(!parent.contains("case verified"))
    #expect(
      child.contains(
        """
            @discardableResult
            func verified() -> Bool {
              FlowRuntime.SubFlowEvents.send(from: coordinator) { ($0 as? Coordinator)?.verified() }
            }
        """))
    #expect(
      child.contains(
        """
            @discardableResult
            func verified() -> Bool {
              driver.deliver(.verified)
            }
        """))
    // Q runs no flow: its `Events` has no property.
    #expect(!child.contains("Flow.Events {"))
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
    #expect(Self.children(model, "EventSubflowParent") == [])
    #expect(Self.children(model, "EventSubflowChild") == nil)
    let files = try Self.generated([parent, child])
    let swift = try #require(files.first { $0.contains("enum EventSubflowParentFlow") })
    #expect(
      swift.contains(
        """
            @discardableResult
            func signOut() -> Bool {
              driver.deliver(.signOut)
            }
        """))
    // The child offers nothing: no `Events` for it, no property for it.
    #expect(!files.joined().contains("EventSubflowChildFlow.Events"))
  }

  /// Through a tab and two levels of `flow:` steps: each flow lists the sub-flows it runs
  /// that offer events, once.
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
            three: { flow: Q }
      events:
        signOut: { next: main }
      """, path: "Root.flow.yaml")
    let model = try Self.model([root, Self.parent, Self.child])
    #expect(Self.children(model, "Root") == ["P", "Q"])
    #expect(Self.children(model, "P") == ["Q"])
    let swift = try #require(
      try Self.generated([root, Self.parent, Self.child]).first { $0.contains("enum RootFlow") })
    #expect(swift.components(separatedBy: "var q: QFlow.Events").count == 2)
    #expect(swift.contains("var p: PFlow.Events { PFlow.Events(coordinator) }"))
  }

  /// One name in a parent and a child, even with two payloads: each flow's event is its own.
  @Test func aParentAndAChildWithOneNameEachKeepTheirOwn() throws {
    let parent = MarkedSource(
      """
      flow: P
      start: child
      output: Never
      steps:
        child: { flow: Q }
        done: { screen: Done, input: Int, output: Never }
      events:
        verified: { next: done, payload: Int }
      """, path: "P.flow.yaml")
    let model = try Self.model([parent, Self.child])
    #expect(Self.children(model, "P") == ["Q"])
    let files = try Self.generated([parent, Self.child])
    let swift = try #require(files.first { $0.contains("enum PFlow") })
    #expect(swift.contains("func verified(_ payload: Int) -> Bool {"))
    #expect(swift.contains("var q: QFlow.Events"))
  }

  /// The property that reaches a sub-flow's events, named like an event of the flow.
  @Test func aSubFlowsPropertyNamedLikeAnEventClashes() {
    let parent = MarkedSource(
      """
      flow: P
      start: child
      output: Never
      steps:
        2️⃣child: { flow: Q }
        done: { screen: Done, output: Never }
      events:
        1️⃣q: { next: done }
      """, path: "P.flow.yaml")
    let diagnostics = expectReported(
      [parent, Self.child], by: .generatedNames, [(.nameClash, "1️⃣", parent)])
    #expect(
      onlyMessage(diagnostics)
        == "event 'q' clashes with the property 'q' of 'PFlow.Events' that reaches the events of "
        + "sub-flow 'Q'; rename the event")
    #expect(diagnostics.first?.notes.first?.location == parent.location("2️⃣"))
  }

  /// `events` is the coordinator's way to the events of its flow and its sub-flows.
  @Test func anEventNamedEventsClashes() {
    let child = MarkedSource(
      Self.child.text.replacingOccurrences(of: "  verified: { next", with: "  1️⃣events: { next"),
      path: "Q.flow.yaml")
    let diagnostics = expectReported([child], by: .generatedNames, [(.nameClash, "1️⃣", child)])
    #expect(onlyMessage(diagnostics).contains("'events'"))
  }

  /// `coordinator` is what an `Events` struct sends from: no sub-flow may be its property.
  @Test func aSubFlowNamedCoordinatorClashes() {
    let parent = MarkedSource(
      """
      flow: P
      start: child
      output: Never
      steps:
        1️⃣child: { flow: Coordinator }
      """, path: "P.flow.yaml")
    let child = MarkedSource(
      """
      flow: Coordinator
      start: waiting
      output: Never
      steps:
        waiting: { screen: Waiting, output: Never }
      events:
        verified: { next: waiting }
      """, path: "Coordinator.flow.yaml")
    let diagnostics = expectReported(
      [parent, child], by: .generatedNames, [(.nameClash, "1️⃣", parent)])
    #expect(onlyMessage(diagnostics).contains("the property 'coordinator' of 'PFlow.Events'"))
  }

  /// Flows that run each other (`flow-cycle`): computed all the same, bounded.
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
      """, path: "B.flow.yaml")
    let (model, diagnostics) = try DiagramFixtures.check([first.source, second.source])
    #expect(diagnostics.map(\.code).contains(.flowCycle))
    #expect(Self.children(model, "B") == ["A"])
    #expect(Self.children(model, "A") != nil)
  }

  /// A chain of `count` flows, each running the next and declaring one event.
  static func chain(_ count: Int) -> [MarkedSource] {
    (0..<count).map { index in
      let last = index + 1 == count
      let next = last ? "" : "\n  child: { flow: F\(index + 1) }"
      return MarkedSource(
        """
        flow: F\(index)
        start: a
        output: Never
        steps:
          a: { screen: S\(index), output: Never }\(next)
        events:
          e\(index): { next: \(last ? "a" : "child") }
        """, path: "F\(index).flow.yaml")
    }
  }

  /// Each flow's `Events` names its own events and its sub-flows once: the generated Swift
  /// grows with the chain's length, not with its length times its depth.
  @Test func aChainOfFlowsGeneratesOutputLinearInItsSpecs() throws {
    var sizes: [Int] = []
    for count in [100, 300] {
      let sources = Self.chain(count)
      let input = sources.reduce(0) { $0 + $1.text.utf8.count }
      let output = try Self.generated(sources).reduce(0) { $0 + $1.utf8.count }
      // A flow's file is a few kilobytes whatever its spec; bounded by the input all the same.
      #expect(output < 150 * input)
      sizes.append(output)
    }
    let ratio = Double(sizes[1]) / Double(sizes[0])
    #expect(ratio > 2.5 && ratio < 3.5, "\(sizes)")
  }
}
