import Testing

@testable import FlowcCore

/// `events:`: decoding, the checks that look at events, and the generated Swift.
@Suite struct EventCheckTests {
  @Test func eventsAreDecodedInWrittenOrder() throws {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ShopList, next: finish, back: cancel }
        expired: { screen: Expired, input: Error, next: cancel }
      events:
        1️⃣signOut: { next: cancel }
        sessionExpired: { next: expired, payload: Error, at: [2️⃣list] }
      """)
    let spec = try #require(SpecDecoder.decode(YAMLFile(reading: source.source)).spec)
    #expect(spec.events.map(\.name.value) == ["signOut", "sessionExpired"])
    #expect(spec.events[0].name.location == source.location("1️⃣"))
    #expect(spec.events[0].at == nil)
    #expect(spec.events[0].payload == nil)
    #expect(spec.events[1].payload?.value == .error)
    #expect(spec.events[1].at?.map(\.location) == [source.location("2️⃣")])
    expectClean(source, by: .unknownTargets)
  }

  @Test func anEventNeedsNextAndKnowsItsKeys() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ShopList, next: finish, back: cancel }
      events:
        1️⃣signOut: { 2️⃣nxt: cancel }
        other: { next: cancel, at: 3️⃣list }
      """)
    let diagnostics = SpecDecoder.decode(YAMLFile(reading: source.source)).diagnostics
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.code == .schema })
    #expect(diagnostics.contains { $0.location == source.location("2️⃣") })
    #expect(diagnostics.contains { $0.location == source.location("3️⃣") })
    #expect(diagnostics.contains { $0.message.contains("did you mean 'next'?") })
    #expect(diagnostics.contains { $0.message.contains("'at' of event 'other' must be a list") })
  }

  @Test func unknownTargetAndUnknownStepsInAt() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ShopList, next: finish, back: cancel }
        signedOut: { screen: SignedOut, next: cancel }
      events:
        signOut: { next: 1️⃣signedOot, at: [list, 2️⃣lst] }
      """)
    let diagnostics = expectReported(
      source, by: .unknownTargets, [(.unknownTarget, "1️⃣"), (.unknownTarget, "2️⃣")])
    #expect(diagnostics[0].message.contains("'next' of event 'signOut' names 'signedOot'"))
    #expect(diagnostics[0].message.hasSuffix("did you mean 'signedOut'?"))
    #expect(diagnostics[1].message.contains("'at' of event 'signOut' names 'lst'"))
    #expect(diagnostics[1].message.hasSuffix("did you mean 'list'?"))
  }

  @Test func aStepReachedOnlyThroughAnEventIsReachable() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ShopList, next: finish, back: cancel }
        signedOut: { screen: SignedOut, next: cancel }
      events:
        signOut: { next: signedOut }
      """)
    expectClean(source, by: .reachability)
  }

  @Test func thePayloadMustFitTheTarget() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ShopList, next: finish, back: cancel }
        expired: { screen: Expired, input: 1️⃣Int, next: cancel }
      events:
        sessionExpired: { next: expired, payload: Error }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("event 'sessionExpired' delivers an Error"))
  }

  @Test func thePayloadAtFinishMustBeTheFlowsOutput() {
    let source = MarkedSource(
      """
      flow: Shop
      output: Int
      start: list
      steps:
        list: { screen: ShopList, output: Int, next: finish, back: cancel }
      events:
        picked: { next: 1️⃣finish, payload: String }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("event 'picked' finishes it with String"))
  }

  @Test func anEventIsNoWayOut() {
    let source = MarkedSource(
      """
      flow: Tour
      start: first
      steps:
        1️⃣first: { screen: TourPage, next: second, back: second }
        second: { screen: TourPage, next: first, back: first }
      events:
        quit: { next: cancel }
      """)
    expectReported(source, by: .noExit, [(.noExit, "1️⃣")])
  }

  @Test(arguments: ["back", "dispatch", "start", "listCompleted"])
  func eventNamesTheGeneratedCodeUses(name: String) {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ShopList, next: finish, back: cancel }
      events:
        1️⃣\(name): { next: cancel }
      """)
    expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
  }

  @Test func theReducerAndTheCoordinatorHandleEvents() throws {
    let swift = try generatedSwift(
      MarkedSource(
        """
        flow: Shop
        start: list
        steps:
          list: { screen: ShopList, next: finish, back: cancel }
          expired: { screen: Expired, input: Error, next: cancel }
        events:
          signOut: { next: cancel }
          sessionExpired: { next: expired, payload: Error, at: [list] }
        """))
    #expect(swift.contains("    case signOut\n"))
    #expect(swift.contains("    case sessionExpired(FlowRuntime.FlowFailure)\n"))
    #expect(
      swift.contains(
        """
            case .sessionExpired(let payload):
              guard state.current.stepID == .list else { return nil }
              return state.moving(to: .expired(input: payload))
        """))
    #expect(
      swift.contains(
        """
            case .signOut:
              guard state.current.stepID != nil else { return nil }
              return state.moving(to: .cancelled)
        """))
    #expect(
      swift.contains(
        """
            @discardableResult
            func signOut() -> Bool {
              driver.deliver(.signOut)
            }
        """))
    // The method takes any error and sends what the action carries, its `FlowFailure`.
    #expect(
      swift.contains(
        """
            @discardableResult
            func sessionExpired(_ payload: any Error) -> Bool {
              driver.deliver(.sessionExpired(FlowRuntime.FlowFailure(payload)))
            }
        """))
  }
}
