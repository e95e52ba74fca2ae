import Testing

@testable import FlowcCore

/// `Check.all` is the registry: a check that is not in it never runs. These
/// tests make sure every semantic code has a registered check, and every
/// registered check has a spec here that makes it report.
@Suite struct CheckRegistryTests {
  /// Codes the decoder reports before any check runs.
  static let decodingCodes: Set<DiagnosticCode> = [
    .yamlSyntax, .bidiControl, .schema, .invalidIdentifier,
  ]

  /// For each registered check, by name: a short spec it reports on, and the code it reports.
  static let triggers: [String: (spec: String, code: DiagnosticCode)] = [
    "duplicate names": (
      """
      flow: Login
      start: form
      types:
        AuthChoice: { enum: [login, login] }
      steps:
        form: { screen: LoginForm, output: AuthChoice, next: finish, back: cancel }
      """, .duplicateName
    ),
    "unknown targets": (
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: confrim, back: cancel }
      """, .unknownTarget
    ),
    "unknown types": (
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, output: Sesion, next: finish, back: cancel }
      """, .unknownType
    ),
    "unknown flows": (
      """
      flow: Authentication
      start: login
      steps:
        login: { flow: Login, next: finish }
      """, .unknownFlow
    ),
    "flow cycles": (
      """
      flow: Onboarding
      start: page
      steps:
        page: { screen: OnboardingPage, next: more, back: cancel }
        more: { flow: Onboarding, next: finish }
      """, .flowCycle
    ),
    "reachability": (
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
        help: { screen: LoginHelp, next: form }
      """, .unreachableStep
    ),
    "dead ends": (
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, back: cancel }
      """, .deadEnd
    ),
    "no exit": (
      """
      flow: Tour
      start: first
      steps:
        first: { screen: TourPage, next: second, back: none }
        second: { screen: TourPage, next: first }
      """, .noExit
    ),
    "type mismatches": (
      """
      flow: SignUp
      start: email
      steps:
        email: { screen: EmailForm, output: String, next: age, back: cancel }
        age: { screen: AgeForm, input: Int, next: finish }
      """, .typeMismatch
    ),
    "routing on a non-enum": (
      """
      flow: Search
      start: query
      steps:
        query: { screen: SearchField, output: String, on: { empty: cancel }, next: finish }
      """, .notAnEnum
    ),
    "unknown cases": (
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register] }
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: finish, register: finish, signup: finish }
      """, .unknownCase
    ),
    "exhaustive routing": (
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register] }
      steps:
        choice: { screen: AuthenticationChoice, output: AuthChoice, on: { login: finish } }
      """, .nonExhaustive
    ),
    "gathered fields": (
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String, note: String }
      steps:
        address: { screen: AddressForm, output: String, next: summary, back: cancel }
        summary: { screen: OrderSummary, input: Summary, gather: { address: address }, next: finish }
      """, .gatherField
    ),
    "gathered data availability": (
      """
      flow: Checkout
      start: cart
      types:
        Delivery: { enum: [ship, pickUp] }
        Summary: { address: String }
      steps:
        cart: { screen: Cart, output: Delivery, on: { ship: address, pickUp: summary } }
        address: { screen: AddressForm, output: String, next: summary }
        summary: { screen: OrderSummary, input: Summary, gather: { address: address }, next: finish }
      """, .gatherUnavailable
    ),
    "generated names": (
      """
      flow: Login
      start: form
      types:
        State: { value: Int }
      steps:
        form: { screen: LoginForm, output: State, next: finish }
      """, .nameClash
    ),
    "action failures": (
      """
      flow: Login
      start: logIn
      steps:
        logIn: { action: LogIn, next: finish }
      """, .missingFailure
    ),
    "inline failures": (
      """
      flow: Login
      start: logIn
      steps:
        logIn: { action: LogIn, next: finish, failure: inline }
      """, .inlineFailure
    ),
    "deep links": (
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      links:
        "myapp://items/{id:Integer}": itemDetail
      """, .linkPattern
    ),
    "deep links and gates": (
      """
      flow: App
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: home }
        home: { screen: Home, present: root, output: Never }
      decisions:
        sessionCheck:
          input: Int
          cases: [signedIn, signedOut]
          on: { signedIn: home, signedOut: signIn }
      links:
        "app://home": home
      """, .linkGate
    ),
    "deep link back stacks": (
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Int, next: itemDetail }
        itemDetail: { screen: ItemDetail, input: Int, next: review }
        review: { screen: Review, output: Never }
      links:
        "myapp://review": { to: review, back: rebuild }
      """, .linkBackStack
    ),
    "large flows": (LargeFlowCheckTests.pages(Check.largeFlowNodes + 1), .largeFlow),
    "unused endings": (
      """
      flow: Tour
      start: form
      endings: { done: Void, skipped: Void }
      steps:
        form: { screen: Form, next: finish.done, back: cancel }
      """, .unusedEnding
    ),
    "unused backs": (
      """
      flow: Tour
      start: intro
      steps:
        intro: { screen: Intro, next: again, back: finish }
        again: { flow: Tour, next: finish, back: cancel }
      """, .unusedBack
    ),
    "unused types": (
      """
      flow: Login
      start: form
      external: [Session]
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """, .unusedType
    ),
    "tab containers": (
      """
      flow: Tour
      start: form
      steps:
        form: { screen: Form, next: tabs, back: cancel }
        tabs: { tabs: { again: { flow: Tour } }, present: push }
      """, .deadEnd
    ),
    "screens actions run on": (
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, output: String, next: logIn, back: cancel }
        logIn: { action: LogIn, from: frm, input: String, next: finish, failure: inline }
      """, .fromScreen
    ),
    "failure by case": (
      """
      flow: Login
      start: form
      error: LoginError
      types:
        LoginError: { enum: [wrongPassword, locked] }
      steps:
        form: { screen: Form, next: login, back: cancel }
        login: { action: LogIn, next: finish, failure: { wrongPassword: inline } }
      """, .nonExhaustive
    ),
    "flow parameters": (
      """
      flow: Timeline
      output: Never
      start: list
      parameters: { kind: TimelineKind }
      types:
        TimelineKind: { enum: [home, local] }
      steps:
        list: { screen: TimelineList, output: Int, next: more }
        more: { flow: Timeline, with: { knd: home } }
      """, .flowParameter
    ),
  ]

  @Test func everySemanticCodeIsReportedByARegisteredCheck() {
    let registered = Set(Check.all.flatMap(\.codes))
    for code in DiagnosticCode.allCases
    where !Self.decodingCodes.contains(code) && !code.isReportedByGeneration && !code.isAboutConfig
    {
      #expect(registered.contains(code), "no check in Check.all lists '\(code.rawValue)'")
    }
  }

  @Test func decodingCodesAreNotReportedByChecks() {
    let registered = Set(Check.all.flatMap(\.codes))
    #expect(registered.isDisjoint(with: Self.decodingCodes))
  }

  @Test func generationCodesAreNotReportedByChecks() {
    let registered = Check.all.flatMap(\.codes)
    #expect(!registered.contains { $0.isReportedByGeneration }, "\(registered)")
    #expect(DiagnosticCode.allCases.contains { $0.isReportedByGeneration })
  }

  @Test func checkNamesAreUnique() {
    let names = Check.all.map(\.name)
    #expect(Set(names).count == names.count, "\(names)")
  }

  @Test func everyTriggerNamesARegisteredCheck() {
    let names = Set(Check.all.map(\.name))
    for name in Self.triggers.keys.sorted() {
      #expect(names.contains(name), "'\(name)' is not in Check.all")
    }
  }

  @Test(arguments: Check.all.map(\.name))
  func everyRegisteredCheckReports(name: String) throws {
    let check = try #require(Check.all.first { $0.name == name })
    let trigger = try #require(
      Self.triggers[name], "check '\(name)' has no spec in CheckRegistryTests.triggers")
    let source = MarkedSource(trigger.spec)
    #expect(check.codes.contains(trigger.code))
    // The check alone reports the code, and only codes it lists.
    let alone = diagnose(source, only: check)
    #expect(alone.contains { $0.code == trigger.code }, "\(alone.map(\.message))")
    #expect(alone.allSatisfy { check.codes.contains($0.code) }, "\(alone.map(\.message))")
    // And the whole pipeline runs it.
    #expect(diagnose(source).contains { $0.code == trigger.code })
  }
}
