import Testing

@testable import FlowcCore

@Suite struct UnknownTargetCheckTests {
  /// `back` as a target returns to where the flow came from; it is no
  /// unknown target where it means something, and one where it means nothing.
  @Test func backAsATarget() {
    let source = MarkedSource(
      """
      flow: B
      start: confirm
      types:
        LoginAction: { enum: [signedIn, configuredForOAuth] }
      steps:
        confirm: { screen: Confirm, next: login }
        login: { screen: Login, output: LoginAction, on: { signedIn: send, configuredForOAuth: back } }
        send: { action: Send, next: finish, failure: back }
      """)
    expectClean(source, by: .unknownTargets)
    let wrong = MarkedSource(
      """
      flow: B
      output: Never
      start: confirm
      steps:
        confirm: { screen: Confirm, next: login, back: 1️⃣back }
        login: { screen: Login, next: 2️⃣back, back: none }
      events:
        leave: { next: 3️⃣back }
      """)
    let diagnostics = expectReported(
      wrong, by: .unknownTargets,
      [(.unknownTarget, "1️⃣"), (.unknownTarget, "2️⃣"), (.unknownTarget, "3️⃣")])
    #expect(diagnostics.map(\.message).contains { $0.contains("cannot be left backwards") })
  }

  /// A flow with a step named `back` keeps meaning that step.
  @Test func aStepNamedBackWins() throws {
    let source = MarkedSource(
      """
      flow: B
      start: a
      steps:
        a: { screen: A, next: back }
        back: { screen: Back, next: finish }
      """)
    expectClean(source, by: .unknownTargets)
    let model = try #require(FlowChecker().check([source.source]).model)
    #expect(model.flows[0].edges[0].destination == .node(1))
  }

  @Test func nextWithATypo() {
    let source = MarkedSource(
      """
      flow: Login
      start: credentials
      steps:
        credentials: { screen: LoginForm, next: 1️⃣confrim, back: cancel }
        confirm: { screen: Confirm, next: finish }
      """)
    let diagnostics = expectReported(source, by: .unknownTargets, [(.unknownTarget, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("'next' of step 'credentials' names 'confrim'"))
    #expect(message.contains("flow 'Login'"))
    #expect(message.hasSuffix("did you mean 'confirm'?"))
    #expect(diagnostics.first?.subject?.node == "credentials")
  }

  @Test func nextSpelledRight() {
    let source = MarkedSource(
      """
      flow: Login
      start: credentials
      steps:
        credentials: { screen: LoginForm, next: confirm, back: cancel }
        confirm: { screen: Confirm, next: finish }
      """)
    expectClean(source, by: .unknownTargets)
  }

  @Test func misspelledFinishSuggestsFinish() {
    let source = MarkedSource(
      """
      flow: Login
      start: credentials
      steps:
        credentials: { screen: LoginForm, next: 1️⃣finsh, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .unknownTargets, [(.unknownTarget, "1️⃣")])
    #expect(onlyMessage(diagnostics).hasSuffix("did you mean 'finish'?"))
  }

  @Test func caseFailureAndBackTargets() {
    let source = MarkedSource(
      """
      flow: Login
      output: Session
      start: choice
      types:
        AuthChoice: { enum: [login, register] }
      external: [Session]
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: logIn, register: 1️⃣registr }
          back: cancel
        logIn: { action: LogIn, output: Session, next: finish, failure: 2️⃣loginFaild }
        loginFailed: { screen: LoginFailed, input: Error, output: Never, back: 3️⃣chioce }
        register: { screen: RegisterForm, output: Session, next: finish }
      """)
    let diagnostics = expectReported(
      source, by: .unknownTargets,
      [(.unknownTarget, "1️⃣"), (.unknownTarget, "2️⃣"), (.unknownTarget, "3️⃣")])
    let messages = diagnostics.map(\.message)
    #expect(messages.count == 3)
    guard messages.count == 3 else { return }
    #expect(messages[0].contains("case 'register' of step 'choice'"))
    #expect(messages[0].hasSuffix("did you mean 'register'?"))
    #expect(messages[1].contains("'failure' of step 'logIn'"))
    #expect(messages[1].hasSuffix("did you mean 'loginFailed'?"))
    #expect(messages[2].contains("'back' of step 'loginFailed'"))
    #expect(messages[2].hasSuffix("did you mean 'choice'?"))
  }

  @Test func unknownStart() {
    let source = MarkedSource(
      """
      flow: Login
      start: 1️⃣credential
      steps:
        credentials: { screen: LoginForm, next: finish, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .unknownTargets, [(.unknownTarget, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("'start' names 'credential'"))
    #expect(message.hasSuffix("did you mean 'credentials'?"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Login"))
  }

  @Test func decisionCaseTarget() {
    let source = MarkedSource(
      """
      flow: Launch
      start: sessionCheck
      steps:
        main: { screen: Main, output: Never }
        login: { screen: LoginForm, next: main }
      decisions:
        sessionCheck:
          cases: [signedIn, signedOut]
          on: { signedIn: main, signedOut: 1️⃣logn }
      """)
    let diagnostics = expectReported(source, by: .unknownTargets, [(.unknownTarget, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("case 'signedOut' of decision 'sessionCheck'"))
    #expect(message.hasSuffix("did you mean 'login'?"))
  }

  @Test func gatheredFieldFromAnUnknownStep() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String }
      steps:
        address: { screen: AddressForm, output: String, next: summary, back: cancel }
        summary:
          screen: OrderSummary
          input: Summary
          gather: { address: 1️⃣adress }
          next: finish
      """)
    let diagnostics = expectReported(source, by: .unknownTargets, [(.unknownTarget, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("gathered field 'address' of step 'summary' names 'adress'"))
    #expect(message.hasSuffix("did you mean 'address'?"))
  }

  @Test func linkToAnUnknownStep() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      links:
        "myapp://items/{id:Int}": 1️⃣itemDetial
      """)
    let diagnostics = diagnose(source, only: .unknownTargets)
    expectDiagnostics(diagnostics, [(.unknownTarget, "1️⃣")], in: source)
    let message = onlyMessage(diagnostics)
    #expect(message.contains("link 'myapp://items/{id:Int}' names 'itemDetial'"))
    #expect(message.hasSuffix("did you mean 'itemDetail'?"))
    // Transitions and links with a typo count as their likely target, so the
    // intended step is not also reported as unreachable.
    expectDiagnostics(diagnose(source), [(.unknownTarget, "1️⃣")], in: source)
  }

  @Test func linkToAKnownStep() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      links:
        "myapp://items/{id:Int}": itemDetail
      """)
    expectClean(source, by: .unknownTargets)
  }
}
