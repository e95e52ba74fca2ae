import Testing

@testable import FlowcCore

@Suite struct UnusedTypeCheckTests {
  @Test func declaredTypeNothingUses() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        1️⃣Credentials: { email: String, password: String }
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .unusedTypes, [(.unusedType, "1️⃣")])
    #expect(diagnostics.first?.severity == .warning)
    #expect(onlyMessage(diagnostics).contains("type 'Credentials' is declared but nothing uses it"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Login"))
  }

  @Test func declaredTypeUsedAsAnOutput() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Credentials: { email: String, password: String }
      steps:
        form: { screen: LoginForm, output: Credentials, next: finish, back: cancel }
      """)
    expectClean(source, by: .unusedTypes)
  }

  @Test func typesUsedOnlyAsErrorTypes() {
    let source = MarkedSource(
      """
      flow: Login
      start: logIn
      error: LoginError
      types:
        LoginError: { enum: [offline] }
        CheckError: { enum: [expired] }
      steps:
        logIn: { action: LogIn, next: check, failure: cancel }
        check: { action: Check, next: finish, failure: cancel, error: CheckError }
      """)
    expectClean(source, by: .unusedTypes)
  }

  @Test func externalTypeNothingUses() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      external: [1️⃣Session]
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .unusedTypes, [(.unusedType, "1️⃣")])
    #expect(diagnostics.first?.severity == .warning)
    let message = onlyMessage(diagnostics)
    #expect(message.contains("external type 'Session'"))
    #expect(message.contains("flow 'Login'"))
  }

  @Test func externalTypeUsedAsTheFlowsOutput() {
    let source = MarkedSource(
      """
      flow: Login
      output: Session
      start: form
      external: [Session]
      steps:
        form: { screen: LoginForm, output: Session, next: finish, back: cancel }
      """)
    expectClean(source, by: .unusedTypes)
  }

  @Test func typeUsedOnlyByAnotherDeclaredType() {
    let source = MarkedSource(
      """
      flow: Checkout
      input: Order
      start: review
      types:
        Address: { street: String, city: String }
        Order: { address: Address, total: Double }
      steps:
        review: { screen: OrderReview, input: Order, next: finish, back: cancel }
      """)
    expectClean(source, by: .unusedTypes)
  }

  @Test func externalTypeUsedOnlyByADeclaredType() {
    let source = MarkedSource(
      """
      flow: SignUp
      start: profile
      types:
        Profile: { nickname: String, image: Image }
      external: [Image]
      steps:
        profile: { screen: ProfileForm, output: Profile, next: finish, back: cancel }
      """)
    expectClean(source, by: .unusedTypes)
  }

  @Test func typeUsedOnlyByAnUnusedType() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: review
      types:
        Address: { street: String, city: String }
        1️⃣Order: { address: Address, total: Double }
      steps:
        review: { screen: OrderReview, next: finish, back: cancel }
      """)
    expectReported(source, by: .unusedTypes, [(.unusedType, "1️⃣")])
  }

  @Test func typeUsedOnlyInItsOwnDeclaration() {
    let source = MarkedSource(
      """
      flow: Comments
      start: list
      types:
        1️⃣Comment: { text: String, replies: "[Comment]" }
      steps:
        list: { screen: CommentList, output: Never }
      """)
    expectReported(source, by: .unusedTypes, [(.unusedType, "1️⃣")])
  }

  @Test func declaredTypeUsedByAnotherFlowOfTheRun() {
    let login = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Credentials: { email: String, password: String }
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """, path: "Login.flow.yaml")
    let registration = MarkedSource(
      """
      flow: Registration
      start: form
      steps:
        form: { screen: RegisterForm, output: Credentials, next: finish, back: cancel }
      """, path: "Registration.flow.yaml")
    expectClean([login, registration], by: .unusedTypes)
  }
}
