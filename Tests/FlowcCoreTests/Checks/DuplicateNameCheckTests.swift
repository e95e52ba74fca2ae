import Testing

@testable import FlowcCore

@Suite struct DuplicateNameCheckTests {
  @Test func decisionWithTheIdOfAStep() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: cart
      steps:
        cart: { screen: Cart, next: review, back: cancel }
        2️⃣review: { screen: OrderReview, next: finish }
      decisions:
        1️⃣review: { cases: [ok], on: { ok: finish } }
      """)
    let diagnostics = diagnose(source, only: .duplicateNames)
    expectDiagnostics(diagnostics, [(.duplicateName, "1️⃣")], in: source)
    // Targets resolve to the first node with an id, so the second can never be
    // reached; that is the same mistake, reported once, as duplicate-name only.
    expectDiagnostics(diagnose(source), [(.duplicateName, "1️⃣")], in: source)
    let message = onlyMessage(diagnostics)
    #expect(message.contains("decision 'review'"))
    #expect(message.contains("step 'review'"))
    #expect(diagnostics.first?.subject?.node == "review")
    #expect(diagnostics.first?.notes.first?.location == source.location("2️⃣"))
  }

  @Test func stepAndDecisionWithDifferentIds() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: cart
      steps:
        cart: { screen: Cart, next: confirm, back: cancel }
        review: { screen: OrderReview, next: finish }
      decisions:
        confirm: { cases: [ok], on: { ok: review } }
      """)
    expectClean(source, by: .duplicateNames)
  }

  @Test func typeDeclaredInTwoFlowsOfARun() {
    let login = MarkedSource(
      """
      flow: Login
      start: form
      types:
        2️⃣Credentials: { email: String, password: String }
      steps:
        form: { screen: LoginForm, output: Credentials, next: finish, back: cancel }
      """, path: "Login.flow.yaml")
    let registration = MarkedSource(
      """
      flow: Registration
      start: form
      types:
        1️⃣Credentials: { email: String, password: String }
      steps:
        form: { screen: RegisterForm, output: Credentials, next: finish, back: cancel }
      """, path: "Registration.flow.yaml")
    let diagnostics = expectReported(
      [login, registration], by: .duplicateNames, [(.duplicateName, "1️⃣", registration)])
    #expect(onlyMessage(diagnostics).contains("type 'Credentials' is declared twice"))
    #expect(diagnostics.first?.notes.first?.location == login.location("2️⃣"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Registration"))
  }

  @Test func typeDeclaredOnceAndListedExternalElsewhere() {
    let login = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Credentials: { email: String, password: String }
      steps:
        form: { screen: LoginForm, output: Credentials, next: finish, back: cancel }
      """, path: "Login.flow.yaml")
    let registration = MarkedSource(
      """
      flow: Registration
      start: form
      steps:
        form: { screen: RegisterForm, output: Credentials, next: finish, back: cancel }
      """, path: "Registration.flow.yaml")
    expectClean([login, registration], by: .duplicateNames)
  }

  @Test func typeDeclaredAndListedAsExternal() {
    let source = MarkedSource(
      """
      flow: Login
      output: Session
      start: form
      types:
        2️⃣Session: { token: String }
      external: [1️⃣Session]
      steps:
        form: { screen: LoginForm, output: Session, next: finish, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .duplicateNames, [(.duplicateName, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("'Session' is listed as external but also declared"))
    #expect(diagnostics.first?.notes.first?.location == source.location("2️⃣"))
  }

  @Test func typeOnlyListedAsExternal() {
    let source = MarkedSource(
      """
      flow: Login
      output: Session
      start: form
      external: [Session]
      steps:
        form: { screen: LoginForm, output: Session, next: finish, back: cancel }
      """)
    expectClean(source, by: .duplicateNames)
  }

  @Test func builtInTypeDeclaredAgain() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        1️⃣String: { text: Int }
      steps:
        form: { screen: LoginForm, output: String, next: finish, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .duplicateNames, [(.duplicateName, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("type 'String' is built in"))
  }

  @Test func twoFlowsWithOneName() {
    let first = MarkedSource(
      """
      flow: 2️⃣Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """, path: "Login.flow.yaml")
    let second = MarkedSource(
      """
      flow: 1️⃣Login
      start: form
      steps:
        form: { screen: PasswordLoginForm, next: finish, back: cancel }
      """, path: "PasswordLogin.flow.yaml")
    let diagnostics = expectReported(
      [first, second], by: .duplicateNames, [(.duplicateName, "1️⃣", second)])
    #expect(onlyMessage(diagnostics).contains("flow 'Login' is defined twice"))
    #expect(diagnostics.first?.notes.first?.location == first.location("2️⃣"))
  }

  @Test func twoFlowsWithTheirOwnNames() {
    let first = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """, path: "Login.flow.yaml")
    let second = MarkedSource(
      """
      flow: PasswordLogin
      start: form
      steps:
        form: { screen: PasswordLoginForm, next: finish, back: cancel }
      """, path: "PasswordLogin.flow.yaml")
    expectClean([first, second], by: .duplicateNames)
  }

  @Test func enumCaseListedTwice() {
    let source = MarkedSource(
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register, 1️⃣login] }
      steps:
        choice: { screen: AuthenticationChoice, output: AuthChoice, next: finish, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .duplicateNames, [(.duplicateName, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("case 'login'"))
    #expect(message.contains("enum 'AuthChoice'"))
  }

  @Test func decisionCaseListedTwice() {
    let source = MarkedSource(
      """
      flow: Launch
      start: sessionCheck
      steps:
        main: { screen: Main, output: Never }
        login: { screen: LoginForm, next: main }
      decisions:
        sessionCheck:
          cases: [signedIn, signedOut, 1️⃣signedIn]
          on: { signedIn: main, signedOut: login }
      """)
    let diagnostics = expectReported(source, by: .duplicateNames, [(.duplicateName, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("decision 'sessionCheck'"))
    #expect(diagnostics.first?.subject?.node == "sessionCheck")
  }

  @Test func decisionCasesListedOnce() {
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
          on: { signedIn: main, signedOut: login }
      """)
    expectClean(source, by: .duplicateNames)
  }

  /// A type declared twice is reported once, as `duplicate-name`: the checks
  /// that would look into it (cases routed with `on`, payloads, fields) do
  /// not guess which definition a spec meant.
  @Test func aTypeDeclaredTwiceIsTheOnlyError() {
    let first = MarkedSource(
      """
      flow: A
      start: a
      types:
        Route: { enum: [home, search] }
      steps:
        a:
          screen: AScreen
          output: Route
          on: { home: finish, search: finish }
      """, path: "A.flow.yaml")
    let second = MarkedSource(
      """
      flow: B
      start: b
      types:
        1️⃣Route: { enum: [profile, web] }
        Item: { name: String, route: Route }
      steps:
        b:
          screen: BScreen
          output: Route
          on: { profile: c, web: finish }
        c:
          screen: C
          output: Item
          next: finish
      """, path: "B.flow.yaml")
    expectReported([first, second], by: .duplicateNames, [(.duplicateName, "1️⃣", second)])
  }
}
