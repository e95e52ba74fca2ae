import Testing

@testable import FlowcCore

@Suite struct ReachabilityCheckTests {
  @Test func stepNothingLeadsTo() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
        1️⃣help: { screen: LoginHelp, next: form }
      """)
    let diagnostics = expectReported(source, by: .reachability, [(.unreachableStep, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("step 'help' is unreachable"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Login", node: "help"))
  }

  @Test func stepReachedThroughBack() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: help }
        help: { screen: LoginHelp, next: form, back: cancel }
      """)
    expectClean(source, by: .reachability)
  }

  @Test func decisionNothingLeadsTo() {
    let source = MarkedSource(
      """
      flow: Launch
      start: login
      steps:
        main: { screen: Main, output: Never }
        login: { screen: LoginForm, next: main }
      decisions:
        1️⃣sessionCheck:
          cases: [signedIn, signedOut]
          on: { signedIn: main, signedOut: login }
      """)
    let diagnostics = expectReported(source, by: .reachability, [(.unreachableStep, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("decision 'sessionCheck' is unreachable"))
  }

  @Test func stepReachedOnlyThroughALink() {
    let source = MarkedSource(
      """
      flow: Todo
      start: todoList
      steps:
        todoList: { screen: TodoList, present: root, output: Never }
        loadTodo: { action: LoadTodo, input: Int, output: String, next: todoDetail, failure: todoList }
        todoDetail: { screen: TodoDetail, input: String, output: Never }
      links:
        "todo://todos/{id:Int}": loadTodo
      """)
    expectClean(source, by: .reachability)
  }

  @Test func sameStepsWithoutTheLink() {
    let source = MarkedSource(
      """
      flow: Todo
      start: todoList
      steps:
        todoList: { screen: TodoList, present: root, output: Never }
        1️⃣loadTodo: { action: LoadTodo, input: Int, output: String, next: todoDetail, failure: todoList }
        2️⃣todoDetail: { screen: TodoDetail, input: String, output: Never }
      """)
    let diagnostics = expectReported(
      source, by: .reachability, [(.unreachableStep, "1️⃣"), (.unreachableStep, "2️⃣")])
    #expect(diagnostics.map(\.subject?.node) == ["loadTodo", "todoDetail"])
  }

  /// An unreachable decision is the one mistake: the step only it leads to is
  /// named in its diagnostic, not reported again.
  @Test func theTargetOfAnUnreachableDecisionIsNamedAtTheDecision() {
    let source = MarkedSource(
      """
      flow: U
      start: a
      steps:
        a: { screen: A, next: finish }
        b: { screen: B, next: finish }
      decisions:
        1️⃣gate:
          cases: [yes]
          on: { yes: b }
      """)
    let diagnostics = expectReported(source, by: .reachability, [(.unreachableStep, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "decision 'gate' is unreachable: no path from 'start' or a link leads to it "
        + "(nor to 'b', which only it leads to)")
  }
}
