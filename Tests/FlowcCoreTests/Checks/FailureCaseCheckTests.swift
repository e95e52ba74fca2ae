import Testing

@testable import FlowcCore

/// `failure` by the case of the action's error.
@Suite struct FailureCaseCheckTests {
  static let login = """
    flow: Login
    start: form
    error: LoginError
    types:
      LoginError: { enum: { wrongPassword: null, locked: null, network: String } }
    steps:
      form: { screen: Form, output: String, next: login, back: cancel }
      login:
        action: LogIn
        input: String
        next: finish
        failure: { wrongPassword: inline, locked: lockedScreen, network: form }
      lockedScreen: { screen: Locked, input: LoginError, output: Never }
    """

  @Test func eachCaseGoesWhereItIsRouted() throws {
    let source = MarkedSource(Self.login, path: "Login.flow.yaml")
    expectClean(source, by: .failureCases)
    let model = try #require(FlowChecker().check([source.source]).model)
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(model)
    let swift = try #require(files.first).contents
    #expect(
      swift.contains(
        """
              switch error {
              case .wrongPassword:
                return state.returningToScreen()
              case .locked:
                return state.moving(to: .lockedScreen(input: error))
              case .network:
                return state.moving(to: .form)
              }
        """))
    try GeneratedCodeCompilesTests.typecheck(files)
  }

  @Test func defaultTakesTheCasesNotListedAndBackReturns() throws {
    let text = Self.login.replacingOccurrences(
      of: "{ wrongPassword: inline, locked: lockedScreen, network: form }",
      with: "{ locked: lockedScreen, default: back }")
    let source = MarkedSource(text, path: "Login.flow.yaml")
    let result = FlowChecker().check([source.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(
      try #require(result.model))
    let swift = try #require(files.first).contents
    #expect(swift.contains("case .network:\n        return state.goingBack(then: Self.back)"))
    try GeneratedCodeCompilesTests.typecheck(files)
  }

  @Test func aCaseTheErrorDoesNotHaveIsUnknown() {
    let source = MarkedSource(
      Self.login.replacingOccurrences(of: "network: form }", with: "1️⃣netwrk: form }"))
    let diagnostics = diagnose(source, only: .failureCases)
    expectDiagnostics(
      diagnostics, [(.nonExhaustive, "2️⃣"), (.unknownCase, "1️⃣")],
      in: MarkedSource(
        Self.login.replacingOccurrences(of: "network: form }", with: "1️⃣netwrk: form }")
          .replacingOccurrences(of: "failure: {", with: "failure: 2️⃣{")))
    #expect(
      diagnostics.first { $0.code == .unknownCase }?.message.contains("did you mean 'network'?")
        == true)
  }

  @Test func anUntypedErrorHasNoCases() {
    let source = MarkedSource(
      Self.login.replacingOccurrences(of: "error: LoginError\n", with: "")
        .replacingOccurrences(of: "failure: {", with: "failure: 1️⃣{")
        .replacingOccurrences(of: "input: LoginError", with: "input: Error"))
    expectDiagnostics(diagnose(source, only: .failureCases), [(.notAnEnum, "1️⃣")], in: source)
  }
}
