import Testing

@testable import FlowcCore

/// What named endings and decisions with payload cases generate.
@Suite struct EndingGenerationTests {
  static let tour = MarkedSource(
    """
    flow: Tour
    input: String
    start: status
    endings:
      completed: Int
      skipped: Void
    steps:
      count:
        screen: Count
        input: Int
        output: Int
        next: finish.completed
        back: finish.skipped
    decisions:
      status:
        input: String
        cases: { known: Int, unknown: Void }
        on: { known: count, unknown: finish.skipped }
    """, path: "Tour.flow.yaml")

  @Test func theOutputIsAnEnumOfTheEndings() throws {
    let flow = try context(Self.tour)
    #expect(flow.output == "Ending")
    #expect(flow.hasEndings)
    #expect(
      flow.endings == [
        DeclaredType.EnumCase(name: "completed", identifier: "completed", payload: "Int"),
        DeclaredType.EnumCase(name: "skipped", identifier: "skipped", payload: nil),
      ])
    let swift = try generatedSwift(Self.tour)
    #expect(
      swift.contains(
        """
          typealias Output = Ending

          /// How the flow ended: one case per ending of the spec, with its payload.
          enum Ending: Sendable, Hashable, Codable {
            case completed(Int)
            case skipped
          }

        """))
    #expect(swift.contains("    case finished(Ending)\n"))
  }

  @Test func transitionsToAnEndingFinishWithItsCase() throws {
    let swift = try generatedSwift(Self.tour)
    #expect(
      swift.contains(
        """
            case .countCompleted(let output):
              guard case .count = state.current else { return nil }
              return state.moving(to: .finished(.completed(output)))

        """))
    #expect(
      swift.contains(
        """
            case .count:
              return state.moving(to: .finished(.skipped))

        """))
  }

  @Test func aDecisionWithPayloadCasesRoutesItsPayloads() throws {
    let flow = try context(Self.tour)
    #expect(
      flow.decisions == [
        DecisionContext(
          doc: [], id: "status", identifier: "status", typeName: "Status", input: "String",
          cases: ["known", "unknown"], caseIdentifiers: ["known", "unknown"],
          outcomes: [
            DeclaredType.EnumCase(name: "known", identifier: "known", payload: "Int"),
            DeclaredType.EnumCase(name: "unknown", identifier: "unknown", payload: nil),
          ], hasPayloads: true, outcomeConformances: ["Sendable", "Hashable", "Codable"])
      ])
    let swift = try generatedSwift(Self.tour)
    #expect(
      swift.contains(
        """
          enum StatusOutcome: Sendable, Hashable, Codable {
            case known(Int)
            case unknown
          }

        """))
    #expect(swift.contains("    func status(_ input: String) -> StatusOutcome\n"))
    // The input is not passed on: the case's payload is.
    #expect(
      swift.contains(
        """
            case .statusDecided(let outcome):
              guard case .status = state.current else { return nil }
              switch outcome {
              case .known(let payload):
                return state.moving(to: .count(input: payload))
              case .unknown:
                return state.moving(to: .finished(.skipped))
              }

        """))
  }

  @Test func aParentRoutesOnTheEndingsOfItsChild() throws {
    let parent = MarkedSource(
      """
      flow: Parent
      input: String
      start: tour
      steps:
        tour:
          flow: Tour
          on: { completed: number, skipped: finish }
        number: { screen: Number, input: Int, output: Never }
      """, path: "Parent.flow.yaml")
    let swift = try generatedSwift(parent, Self.tour)
    #expect(swift.contains("    case tourFinished(TourFlow.Ending)\n"))
    #expect(
      swift.contains(
        """
              switch output {
              case .completed(let payload):
                return state.moving(to: .number(input: payload))
              case .skipped:
                return state.moving(to: .finished)
              }

        """))
  }

  @Test func publicEndingsArePublic() throws {
    let files = try generate(Self.tour, isPublic: true)
    let swift = try #require(files.first).contents
    #expect(swift.contains("  public enum Ending: Sendable, Hashable, Codable {\n"))
    #expect(swift.contains("  public enum StatusOutcome: Sendable, Hashable, Codable {\n"))
  }

  /// The app's types compare (`Hashable`) but are not known to encode.
  @Test func endingsAndOutcomesWithAppTypesAreHashableButNotCodable() throws {
    let source = MarkedSource(
      """
      flow: Resume
      start: stored
      external: [Session]
      endings: { signedIn: Session, skipped: Void }
      decisions:
        stored:
          cases: { valid: Session, expired: Void }
          on: { valid: finish.signedIn, expired: logIn }
      steps:
        logIn: { screen: LogIn, output: Session, next: finish.signedIn, back: finish.skipped }
      """, path: "Resume.flow.yaml")
    let flow = try context(source)
    #expect(flow.endingConformances == ["Sendable", "Hashable"])
    #expect(flow.decisions.first?.outcomeConformances == ["Sendable", "Hashable"])
  }
}
