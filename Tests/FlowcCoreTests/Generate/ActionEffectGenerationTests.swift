import Testing

@testable import FlowcCore

/// What `throws: false`, `async: false`, `failure: inline` and `present: alert`
/// change in the context and in the generated Swift.
@Suite struct ActionEffectGenerationTests {
  static let spec = MarkedSource(
    """
    flow: Effects
    start: form
    types:
      Flag: { on: Bool }
    steps:
      form: { screen: Form, output: Flag, next: save, back: cancel }
      save: { action: SaveFlag, input: Flag, output: Bool, throws: false, async: false, next: send }
      send: { action: Send, input: Bool, failure: inline, next: confirm }
      confirm: { screen: Confirm, present: alert, next: finish }
    """, path: "Effects.flow.yaml")

  @Test func theContextSaysWhatEachActionIs() throws {
    let flow = try context(Self.spec)
    let steps = Dictionary(uniqueKeysWithValues: flow.steps.map { ($0.id, $0) })
    let save = try #require(steps["save"])
    #expect(!save.isThrowing && !save.isAsync && !save.failsInline && save.failure == nil)
    #expect(save.events.map(\.name) == ["saveSucceeded"], "no saveFailed")
    let send = try #require(steps["send"])
    #expect(send.isThrowing && send.isAsync && send.failsInline && send.failure == "sendFailed")
    let failed = try #require(send.events.first { $0.name == "sendFailed" })
    #expect(failed.reaction.returnsToScreen && failed.reaction.move == nil)
    #expect(steps["form"]?.hasFeedback == true)
    #expect(steps["confirm"]?.hasFeedback == false)
    #expect(steps["confirm"]?.presentation == "alert")
    #expect(flow.screens.map(\.hasFeedback) == [true, false])
    #expect(flow.actions.map { [$0.isThrowing, $0.isAsync] } == [[false, false], [true, true]])
  }

  @Test func theSwiftFollows() throws {
    let swift = try generatedSwift(Self.spec)
    #expect(
      swift.contains(
        """
            func form(
              _ exit: FlowRuntime.ScreenExit<Flag>, feedback: FlowRuntime.ActionFeedback
            ) -> FormScreen
        """))
    #expect(swift.contains("func saveFlag(_ input: Flag) -> Bool\n"))
    #expect(swift.contains("func send(_ input: Bool) async throws\n"))
    #expect(swift.contains("driver.dispatch(.saveSucceeded(dependencies.saveFlag(input)))"))
    #expect(
      swift.contains(
        "driver.perform(failing: Action.sendFailed) {"))
    #expect(swift.contains("feedback: driver.feedback()"))
    #expect(swift.contains("return state.returningToScreen()"))
    #expect(!swift.contains("saveFailed"))
    #expect(swift.contains("case .confirm: return .alert"))
    #expect(swift.contains("func save() -> FlowRuntime.StepT<Flag, Bool>"))
  }
}
