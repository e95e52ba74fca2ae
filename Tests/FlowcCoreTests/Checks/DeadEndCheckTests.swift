import Testing

@testable import FlowcCore

@Suite struct DeadEndCheckTests {
  @Test func screenThatCompletesButGoesNowhere() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        1️⃣form: { screen: LoginForm, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .deadEnds, [(.deadEnd, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'form' can complete but has nowhere to go"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Login", node: "form"))
  }

  /// A child that only ever cancels but keeps `output: Void`: the parent's
  /// step never completes, and the error says to write `output: Never`.
  @Test func aChildThatNeverFinishesIsToldToOutputNever() {
    let child = MarkedSource(
      """
      flow: 2️⃣Sheet
      start: editor
      steps:
        editor: { screen: Editor, next: cancel }
      """, path: "Sheet.flow.yaml")
    let parent = MarkedSource(
      """
      flow: Parent
      start: home
      output: Never
      steps:
        home: { screen: Home, output: Never }
        1️⃣sheet: { flow: Sheet, present: modal }
      events:
        showSheet: { next: sheet }
      """, path: "Parent.flow.yaml")
    let diagnostics = expectReported(
      [child, parent], by: .deadEnds, [(.deadEnd, "1️⃣", parent)])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("runs flow 'Sheet', which never finishes"))
    #expect(message.contains("write 'output: Never' in flow 'Sheet'"))
    let note = try? #require(diagnostics.first?.notes.first)
    #expect(note?.location == child.location("2️⃣"))

    // With `output: Never`, nothing is reported.
    let never = MarkedSource(
      child.text.replacingOccurrences(of: "start:", with: "output: Never\nstart:"),
      path: "Sheet.flow.yaml")
    expectClean([never, parent], by: .deadEnds)
  }

  @Test func screenWithNext() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """)
    expectClean(source, by: .deadEnds)
  }

  @Test func screenThatNeverCompletes() {
    let source = MarkedSource(
      """
      flow: Main
      start: home
      steps:
        home: { screen: Home, present: root, output: Never }
      """)
    expectClean(source, by: .deadEnds)
  }

  @Test func actionWithOnlyAFailure() {
    let source = MarkedSource(
      """
      flow: Login
      start: logIn
      steps:
        1️⃣logIn: { action: LogIn, failure: cancel }
      """)
    let diagnostics = expectReported(source, by: .deadEnds, [(.deadEnd, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("step 'logIn'"))
  }

  @Test func stepRoutedWithOnOnly() {
    let source = MarkedSource(
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register] }
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: finish, register: cancel }
      """)
    expectClean(source, by: .deadEnds)
  }
}
