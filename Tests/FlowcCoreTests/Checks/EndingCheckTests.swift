import Testing

@testable import FlowcCore

/// Named endings (`endings`, `finish.name`) and decisions whose cases carry
/// payloads: decoding, and every check that looks at them.
@Suite struct EndingCheckTests {
  /// A child flow with two endings, one with a value; `extra` is added to its steps.
  static func tourText(_ extra: String = "") -> String {
    """
    flow: Tour
    start: intro
    endings:
      completed: Prefs
      skipped: Void
    types:
      Prefs: { topics: "[String]" }
      Choice: { enum: [begin, skip] }
    steps:
      intro:
        screen: Intro
        output: Choice
        on: { begin: topics, skip: finish.skipped }
      topics: { screen: Topics, output: Prefs, next: finish.completed }
    \(extra)
    """
  }

  static func tour(_ text: String = tourText()) -> MarkedSource {
    MarkedSource(text, path: "Tour.flow.yaml")
  }

  // MARK: Decoding

  @Test func endingsAreDecoded() throws {
    let file = YAMLFile(reading: Self.tour().source)
    let spec = try #require(SpecDecoder.decode(file).spec)
    #expect(spec.endings.map(\.name.value) == ["completed", "skipped"])
    #expect(spec.endings.map { $0.payload?.value } == [.named("Prefs"), nil])
    #expect(spec.steps[1].next?.value == .ending("completed"))
    #expect(Target("finish.completed").description == "finish.completed")
    #expect(Target("finish") == .finish)
  }

  @Test func outputBesideEndingsIsASchemaError() {
    let source = MarkedSource(
      """
      flow: Tour
      start: form
      1️⃣output: Int
      endings: { done: Int }
      steps:
        form: { screen: Form, output: Int, next: finish.done }
      """)
    expectDiagnostics(diagnose(source), [(.schema, "1️⃣")], in: source)
    #expect(onlyMessage(diagnose(source)).contains("a flow with 'endings' has no 'output'"))
  }

  @Test func endingsThatAreNoMappingOrEmptyOrBadlyNamed() {
    let list = MarkedSource(
      """
      flow: Tour
      start: form
      endings: 1️⃣[done]
      steps:
        form: { screen: Form, next: cancel }
      """)
    expectDiagnostics(diagnose(list), [(.schema, "1️⃣")], in: list)
    let empty = MarkedSource(
      """
      flow: Tour
      start: form
      endings: 1️⃣{}
      steps:
        form: { screen: Form, next: cancel }
      """)
    expectDiagnostics(diagnose(empty), [(.schema, "1️⃣")], in: empty)
    let badName = MarkedSource(
      """
      flow: Tour
      start: form
      endings: { 1️⃣Done: Void, done: 2️⃣"[" }
      steps:
        form: { screen: Form, next: finish.done }
      """)
    expectDiagnostics(diagnose(badName), [(.invalidIdentifier, "1️⃣"), (.schema, "2️⃣")], in: badName)
  }

  @Test func decisionCasesAsAMappingAreDecoded() throws {
    let source = MarkedSource(
      """
      flow: Gate
      start: gate
      decisions:
        gate:
          cases: { found: Int, missing: Void, unknown: null }
          on: { found: show, missing: cancel, unknown: cancel }
      steps:
        show: { screen: Show, input: Int, output: Never }
      """)
    let spec = try #require(SpecDecoder.decode(YAMLFile(reading: source.source)).spec)
    #expect(spec.decisions[0].cases.map(\.value) == ["found", "missing", "unknown"])
    #expect(spec.decisions[0].payloads?.map { $0?.value } == [.named("Int"), nil, nil])
    #expect(diagnose(source).isEmpty)
  }

  @Test func decisionCasesThatAreAScalar() {
    let source = MarkedSource(
      """
      flow: Gate
      start: gate
      decisions:
        gate: { cases: 1️⃣found, on: { found: cancel } }
      steps:
        show: { screen: Show, output: Never }
      """)
    let diagnostics = diagnose(source)
    #expect(diagnostics.map(\.code) == [.schema])
    #expect(onlyMessage(diagnostics).contains("or map each case to its payload type"))
  }

  // MARK: Targets

  @Test func misspeltEndingSuggestsTheEnding() {
    let source = Self.tour(
      Self.tourText("  again: { screen: Again, next: 1️⃣finish.complete }")
        .replacing("skip: finish.skipped", with: "skip: again"))
    // 'skipped' is unused now too (`unused-ending`): only the check is run.
    let diagnostics = diagnose(source, only: .unknownTargets)
    expectDiagnostics(diagnostics, [(.unknownTarget, "1️⃣")], in: source)
    #expect(
      onlyMessage(diagnostics)
        == "'next' of step 'again' names ending 'complete', which is no ending of flow 'Tour'; "
        + "did you mean 'finish.completed'?")
  }

  @Test func plainFinishInAFlowWithEndings() {
    let source = Self.tour(
      Self.tourText().replacing("next: finish.completed", with: "next: 1️⃣finish"))
    let diagnostics = diagnose(source, only: .unknownTargets)
    expectDiagnostics(diagnostics, [(.unknownTarget, "1️⃣")], in: source)
    #expect(
      onlyMessage(diagnostics)
        == "'next' of step 'topics' names 'finish', but flow 'Tour' ends in named ways: "
        + "write one of 'finish.completed', 'finish.skipped'")
  }

  @Test func anEndingInAFlowWithoutEndings() {
    let source = MarkedSource(
      """
      flow: Plain
      start: form
      steps:
        form: { screen: Form, next: 1️⃣finish.done }
      """)
    let diagnostics = expectReported(source, by: .unknownTargets, [(.unknownTarget, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("flow 'Plain' declares no 'endings'"))
  }

  // MARK: Types at an ending

  @Test func payloadAtAnEndingMustHaveItsType() {
    let source = Self.tour(
      Self.tourText().replacing(
        "output: Prefs, next: finish.completed", with: "output: Int, next: 1️⃣finish.completed"
      ))
    let diagnostics = diagnose(source, only: .typeMismatches)
    expectDiagnostics(diagnostics, [(.typeMismatch, "1️⃣")], in: source)
    #expect(
      onlyMessage(diagnostics)
        == "ending 'completed' of flow 'Tour' carries Prefs but 'topics' ends the flow there "
        + "with Int")
  }

  @Test func anEndingWithoutValueTakesAnyPayload() {
    let source = Self.tour(
      Self.tourText("  later: { screen: Later, output: Int, next: finish.skipped }")
        .replacing("skip: finish.skipped", with: "skip: later"))
    expectClean(source, by: .typeMismatches)
  }

  @Test func unusedEndingIsAWarning() {
    let source = MarkedSource(
      """
      flow: Tour
      start: form
      endings:
        done: Void
        1️⃣skipped: Void
      steps:
        form: { screen: Form, next: finish.done }
      """)
    let diagnostics = expectReported(source, by: .unusedEndings, [(.unusedEnding, "1️⃣")])
    #expect(diagnostics.first?.severity == .warning)
    #expect(onlyMessage(diagnostics).hasPrefix("ending 'skipped' of flow 'Tour' is declared"))
  }

  /// An ending only an event reaches (a sign-out from anywhere) is used,
  /// and the event's payload must have the ending's type.
  @Test func anEndingAnEventReachesIsUsedAndTypeChecked() {
    let text = """
      flow: Tour
      start: form
      endings:
        done: Int
        signedOut: Void
      steps:
        form: { screen: Form, output: Int, next: finish.done }
      events:
        logout: { next: finish.signedOut }
        expired: { next: 1️⃣finish.done, payload: PAYLOAD }
      """
    expectClean(MarkedSource(text.replacing("PAYLOAD", with: "Int")), by: .unusedEndings)
    expectReported(
      MarkedSource(text.replacing("PAYLOAD", with: "String")), by: .typeMismatches,
      [(.typeMismatch, "1️⃣")])
  }

  @Test func endingsAreExits() {
    expectClean(Self.tour(), by: .noExit)
  }

  // MARK: A parent routing on the endings

  static func parent(_ steps: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Launch
      start: tour
      steps:
      \(steps)
      """, path: "Launch.flow.yaml")
  }

  @Test func parentRoutesEveryEnding() {
    let parent = Self.parent(
      """
        tour:
          flow: Tour
          output: TourFlow.Ending
          on: { completed: save, skipped: finish }
          back: cancel
        save: { screen: Save, input: Prefs, next: finish }
      """)
    expectClean([Self.tour(), parent], by: .exhaustiveness)
    expectClean([Self.tour(), parent], by: .typeMismatches)
  }

  @Test func parentMissingAnEnding() {
    let parent = Self.parent(
      """
        tour:
          flow: Tour
          1️⃣on: { completed: save }
        save: { screen: Save, input: Prefs, next: finish }
      """)
    expectReported([Self.tour(), parent], by: .exhaustiveness, [(.nonExhaustive, "1️⃣", parent)])
  }

  @Test func parentRoutingAnEndingTheChildLacks() {
    let parent = Self.parent(
      """
        tour:
          flow: Tour
          on: { completed: finish, skipped: finish, 1️⃣signedUp: finish }
      """)
    expectReported([Self.tour(), parent], by: .unknownCases, [(.unknownCase, "1️⃣", parent)])
  }

  @Test func parentTargetTakesAnotherTypeThanTheEnding() {
    let parent = Self.parent(
      """
        tour:
          flow: Tour
          on: { completed: save, skipped: finish }
        save: { screen: Save, input: 1️⃣Int, next: finish }
      """)
    expectReported([Self.tour(), parent], by: .typeMismatches, [(.typeMismatch, "1️⃣", parent)])
  }

  // MARK: Decisions whose cases carry payloads

  @Test func decisionCasePayloadReachesItsTarget() {
    expectClean(
      MarkedSource(
        """
        flow: Gate
        start: lookUp
        decisions:
          lookUp:
            cases: { found: Int, notFound: Void }
            on: { found: show, notFound: cancel }
        steps:
          show: { screen: Show, input: Int, output: Never }
        """), by: .typeMismatches)
  }

  @Test func decisionCasePayloadDiffersFromTheTargetInput() {
    let source = MarkedSource(
      """
      flow: Gate
      start: lookUp
      decisions:
        lookUp:
          cases: { found: String, notFound: Void }
          on: { found: show, notFound: cancel }
      steps:
        show: { screen: Show, input: 1️⃣Int, output: Never }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(
      onlyMessage(diagnostics) == "step 'show' takes Int but decision 'lookUp' delivers String")
  }

  @Test func gatherPayloadGetsTheCasePayload() {
    let text = """
      flow: Gate
      start: note
      types:
        Found: { user: Int, note: String }
      decisions:
        lookUp:
          cases: { found: Int, notFound: Void }
          on: { found: summary, notFound: cancel }
      steps:
        note: { screen: Note, output: String, next: lookUp }
        summary:
          screen: Summary
          input: Found
          gather: { user: payload, note: note }
          output: Never
      """
    let source = MarkedSource(text)
    expectClean(source, by: .typeMismatches)
    let wrong = MarkedSource(
      text.replacing("found: Int,", with: "found: String,")
        .replacing("gather: { user: payload", with: "gather: { user: 1️⃣payload"))
    expectReported(wrong, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
  }
}

extension EndingCheckTests {
  @Test func aTypeNamedEndingClashesWithTheEnumOfEndings() {
    let source = MarkedSource(
      """
      flow: Tour
      start: form
      endings: { done: Ending }
      types:
        1️⃣Ending: { note: String }
      steps:
        form: { screen: Form, output: Ending, next: finish.done }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("enum of endings generated for flow 'Tour'"))
  }

  @Test func aTypeNamedEndingIsFineWithoutEndings() {
    let source = MarkedSource(
      """
      flow: Tour
      start: form
      types:
        Ending: { note: String }
      steps:
        form: { screen: Form, output: Ending, next: finish }
      """)
    expectClean(source, by: .generatedNames)
  }

  @Test func theDiffShowsEndingsByName() throws {
    func model(_ endings: String) throws -> FlowModel {
      let source = MarkedSource(
        """
        flow: Tour
        start: form
        endings: { \(endings) }
        steps:
          form: { screen: Form, output: Int, next: finish.done }
        """)
      return try #require(FlowChecker().check([source.source]).model)
    }
    let old = try model("done: Int")
    #expect(old.flows[0].outputDescription == "done(Int)")
    let diff = SpecDiff(old: old, new: try model("done: Int, skipped: Void"))
    let change = try #require(diff.flows.first?.changes.first)
    #expect(change.old == "done(Int)")
    #expect(change.new == "done(Int) | skipped")
    #expect(change.breaking)
  }
}
