import Testing

@testable import FlowcCore

@Suite struct GeneratedNameCheckTests {
  @Test(arguments: ["State", "Action", "Coordinator", "Result", "ScreenExit", "LoginFlow"])
  func typeNamesTheGeneratedSwiftUsesClash(name: String) {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        1️⃣\(name): { value: Int }
      steps:
        form: { screen: LoginForm, output: \(name), next: finish }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("type '\(name)'"))
  }

  @Test func qualifiedExternalsClashByTheirLastPart() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      external: [1️⃣MyKit.Task]
      steps:
        form: { screen: LoginForm, output: MyKit.Task, next: finish }
      """)
    expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
  }

  @Test func decisionsClashWithTypesOfTheNamesTheyGenerate() {
    let source = MarkedSource(
      """
      flow: Gate
      start: gate
      types:
        GateOutcome: { enum: [a, b] }
      steps:
        a: { screen: A, output: GateOutcome, next: finish }
      decisions:
        1️⃣gate: { cases: [x], on: { x: a } }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("generates 'GateOutcome'"))
  }

  @Test func stepIDsThatAreMembersOfTheGeneratedSwiftClash() {
    let source = MarkedSource(
      """
      flow: Login
      start: presentation
      steps:
        1️⃣presentation: { screen: A, next: stepID }
        2️⃣stepID: { screen: B, next: finish }
      """)
    expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣"), (.nameClash, "2️⃣")])
  }

  @Test func twoNamesThatBecomeOneMethodClash() {
    let source = MarkedSource(
      """
      flow: Login
      start: a
      steps:
        a: { screen: URLForm, next: b }
        b: { screen: 1️⃣UrlForm, next: c }
        c: { screen: URLForm, next: finish }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("would both be the method 'urlForm'"))
    #expect(diagnostics.first?.notes.count == 1)
  }

  @Test func structsThatHoldThemselvesAreRecursiveTypes() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        1️⃣Chain: { value: Int, next: Ring? }
        2️⃣Ring: { chain: Chain }
        Tree: { children: "[Tree]", label: Label }
        Label: { enum: { text: String, tree: Tree } }
      steps:
        form: { screen: A, output: Chain, next: b }
        b: { screen: B, output: Tree, next: finish }
      """)
    let diagnostics = expectReported(
      source, by: .generatedNames, [(.recursiveType, "1️⃣"), (.recursiveType, "2️⃣")])
    #expect(diagnostics.first?.message.contains("struct 'Chain' contains itself") == true)
  }

  @Test func theExampleSpecsHaveNoClash() throws {
    let (_, diagnostics) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    #expect(diagnostics.isEmpty)
  }
}

@Suite struct ActionEffectClashTests {
  @Test func oneActionWithTwoEffectsClashes() {
    let source = MarkedSource(
      """
      flow: Save
      start: form
      steps:
        form: { screen: Form, output: Int, next: save }
        save: { action: Store, input: Int, next: again, failure: cancel }
        again: { screen: Form, output: Int, next: saveQuietly }
        saveQuietly: { action: 1️⃣Store, input: Int, throws: false, next: finish }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).hasPrefix(
        "action 'Store' of step 'saveQuietly' is async, but the same action of step 'save' is "
          + "async throws"))
  }

  @Test func oneActionThrowingTwoErrorTypesClashes() {
    let source = MarkedSource(
      """
      flow: Save
      start: form
      error: SaveError
      types:
        SaveError: { enum: [full] }
      steps:
        form: { screen: Form, output: Int, next: save }
        save: { action: Store, input: Int, next: again, failure: cancel }
        again: { screen: Form, output: Int, next: saveAny }
        saveAny: { action: 1️⃣Store, input: Int, error: Error, next: finish, failure: cancel }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).hasPrefix(
        "action 'Store' of step 'saveAny' is async throws, but the same action of step 'save' "
          + "is async throws(SaveError)"))
  }

  @Test func oneActionWithTheSameEffectsOrAnotherSignatureIsFine() {
    let source = MarkedSource(
      """
      flow: Save
      start: form
      steps:
        form: { screen: Form, output: Int, next: save }
        save: { action: Store, input: Int, throws: false, async: false, next: again }
        again: { screen: Form, output: Int, next: saveAgain }
        saveAgain: { action: Store, input: Int, throws: false, async: false, next: store }
        store: { action: Store, next: finish, failure: cancel }
      """)
    expectClean(source, by: .generatedNames)
  }
}
