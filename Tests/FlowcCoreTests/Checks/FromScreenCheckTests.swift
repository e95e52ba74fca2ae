import Testing

@testable import FlowcCore

/// `from`: an action runs on a screen of its flow, which every path to the
/// action must have shown and not left (`from-screen`).
@Suite struct FromScreenCheckTests {
  /// The login form, a log-in that fails by case, and a device list
  /// presented over the form that logs in again.
  static func login(
    devices: String =
      "{ screen: DeviceList, input: LoginError, output: String, present: modal, next: logIn }",
    from: String = "form", extraSteps: String = "", links: String = ""
  ) -> MarkedSource {
    MarkedSource(
      """
      flow: Login
      start: form
      error: LoginError
      types:
        LoginError: { enum: [wrongNumber, tooManyDevices] }
      steps:
        form: { screen: Form, output: String, next: logIn, back: cancel }
        logIn:
          action: LogIn
          from: \(from)
          input: String
          next: finish
          failure: { wrongNumber: inline, tooManyDevices: devices }
        devices: \(devices)
      \(extraSteps)
      \(links)
      """)
  }

  @Test func anActionRunOnTheFormFromAModalOverItIsClean() {
    expectClean(Self.login(), by: .fromScreens)
  }

  /// Without `from`, the same log-in would report to the device list: it is
  /// the screen shown right before it there. With `from`, the form hears it.
  @Test func theFormAloneHearsTheActionThatRunsOnIt() throws {
    let result = FlowChecker().check([Self.login().source])
    let flow = try #require(result.model?.flows.first)
    let feedback = InlineFeedback(flow)
    #expect(feedback.screens.map { flow.nodes[$0].id.value } == ["form"])
    #expect(ActionScreens(flow).screens == [flow.nodesByID["logIn"]!: flow.nodesByID["form"]!])
  }

  /// An action after one that runs on the form reports to the form too:
  /// the list is gone when the first action runs.
  @Test func anInlineActionAfterOneThatRunsOnTheFormReportsToTheForm() throws {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: Form, output: String, next: list, back: cancel }
        list: { screen: List, output: String, next: logIn }
        logIn: { action: LogIn, from: form, input: String, next: keep, failure: form }
        keep: { action: Keep, next: finish, failure: inline }
      """)
    let result = FlowChecker().check([source.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let flow = try #require(result.model?.flows.first)
    #expect(InlineFeedback(flow).screens.map { flow.nodes[$0].id.value } == ["form"])
  }

  @Test func aMisspeltScreenIsReportedWithASuggestion() {
    let source = Self.login(from: "1️⃣frm")
    let diagnostics = expectReported(source, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "'from' of step 'logIn' names 'frm', which is no step of flow 'Login'; "
        + "did you mean 'form'?")
  }

  @Test func aStepThatIsNoScreenIsReported() {
    let source = Self.login(from: "1️⃣logIn")
    let diagnostics = expectReported(source, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "'from' of step 'logIn' names 'logIn', which is an action; 'from' names the screen "
        + "the action runs on")
  }

  @Test func anAlertIsNoScreenToRunOn() {
    let source = Self.login(
      devices:
        "{ screen: DeviceList, input: LoginError, output: String, present: alert, next: logIn }",
      from: "1️⃣devices")
    let diagnostics = expectReported(source, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("which is an alert, which is gone once left"))
  }

  @Test func onlyActionsRunOnAScreen() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: Form, 1️⃣from: form, next: finish, back: cancel }
      """)
    let diagnostics = diagnose(source)
    expectDiagnostics(diagnostics, [(.schema, "1️⃣")], in: source)
    #expect(
      onlyMessage(diagnostics)
        == "'from' applies only to actions (the screen an action runs on); step 'form' is a "
        + "screen")
  }

  @Test func aFromThatIsNoIdentifierIsReportedAtIt() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: Form, output: String, next: logIn, back: cancel }
        logIn: { action: LogIn, input: String, from: 1️⃣3, failure: inline, next: finish }
      """)
    let diagnostics = diagnose(source)
    expectDiagnostics(diagnostics, [(.invalidIdentifier, "1️⃣")], in: source)
    #expect(onlyMessage(diagnostics).hasPrefix("invalid step id ('from'): '3' is not"))
  }

  @Test func aRootScreenOnTheWayReplacesTheScreen() {
    let source = Self.login(
      devices:
        "{ screen: DeviceList, input: LoginError, output: String, present: root, next: logIn }",
      from: "1️⃣form")
    let diagnostics = expectReported(source, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "step 'logIn' runs on screen 'form' ('from'), but 'form' may not be shown when the "
        + "flow reaches it: 'devices' is shown as the root on the way and replaces it")
  }

  @Test func aScreenShownBeforeItRemovesItWhenShownAgain() {
    // `intro` comes before the form; coming back to it removes the form.
    let source = MarkedSource(
      """
      flow: Login
      start: intro
      steps:
        intro: { screen: Intro, output: String, next: form, back: cancel }
        form: { screen: Form, output: String, next: help }
        help: { screen: Help, output: String, next: logIn }
        logIn: { action: LogIn, from: 1️⃣form, input: String, next: finish, failure: intro }
      """)
    // intro -> form -> help -> logIn fails -> intro (form gone) -> form again: clean.
    expectClean(source, by: .fromScreens)
    let skipping = MarkedSource(
      """
      flow: Login
      start: intro
      types:
        Choice: { enum: { skip: String, form: String } }
      steps:
        intro: { screen: Intro, output: Choice, on: { skip: logIn, form: form }, back: cancel }
        form: { screen: Form, output: String, next: again }
        again: { screen: Again, output: Choice, on: { skip: intro, form: logIn } }
        logIn: { action: LogIn, from: 1️⃣form, input: String, next: finish, failure: form }
      """)
    let diagnostics = expectReported(skipping, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).hasSuffix(
        "the flow reaches it from 'start' without showing 'form'"))
  }

  @Test func aScreenShownAgainBelowTheFormRemovesIt() {
    // form -> list -> form? No: the list comes before the form on one way,
    // after it on another: showing it again returns below the form.
    let source = MarkedSource(
      """
      flow: Login
      start: list
      types:
        Choice: { enum: { edit: String, send: String } }
      steps:
        list: { screen: List, output: String, next: form, back: cancel }
        form: { screen: Form, output: Choice, on: { edit: list, send: logIn } }
        logIn: { action: LogIn, from: form, input: String, next: finish, failure: form }
      """)
    expectClean(source, by: .fromScreens)
    let sneaking = MarkedSource(
      """
      flow: Login
      start: list
      types:
        Choice: { enum: { edit: String, send: String } }
      steps:
        list: { screen: List, output: Choice, on: { edit: form, send: logIn }, back: cancel }
        form: { screen: Form, output: String, next: list }
        logIn: { action: LogIn, from: 1️⃣form, input: String, next: finish, failure: form }
      """)
    let diagnostics = expectReported(sneaking, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("from 'start' without showing 'form'"))
  }

  @Test func theScreensOwnBackLeavesIt() {
    let source = MarkedSource(
      """
      flow: Login
      start: intro
      steps:
        intro: { screen: Intro, next: form, back: cancel }
        form: { screen: Form, output: String, next: logIn, back: help }
        help: { screen: Help, output: String, next: logIn }
        logIn: { action: LogIn, from: 1️⃣form, input: String, next: finish, failure: inline }
      """)
    let diagnostics = expectReported(source, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).hasSuffix("going back from 'form' ('back') leaves it on the way"))
  }

  /// One dominator tree for the flow, whatever the number of screens actions
  /// run on: a chain of 2,000 forms, each with its own request.
  @Test func manyScreensWithTheirOwnActionsAreCheckedAtOnce() throws {
    var lines = ["flow: Chain", "start: s0", "steps:"]
    for index in 0..<2_000 {
      let next = index == 1_999 ? "finish" : "s\(index + 1)"
      lines.append("  s\(index): { screen: S\(index), next: a\(index), back: cancel }")
      lines.append(
        "  a\(index): { action: A\(index), from: s\(index), next: \(next), failure: inline }")
    }
    let result = FlowChecker().check([
      SourceFile(path: "Chain.flow.yaml", text: lines.joined(separator: "\n") + "\n")
    ])
    #expect(result.diagnostics.filter { $0.code == .fromScreen }.isEmpty)
    let flow = try #require(result.model?.flows.first)
    let analysis = ActionScreens(flow)
    #expect(analysis.screens.count == 2_000)
    #expect(analysis.gone.isEmpty)
  }

  /// The reason is looked for for the first findings only; the others say
  /// that some way reaches the action.
  @Test func findingsPastTheWitnessLimitGiveNoReason() throws {
    let count = ActionScreens.witnessLimit + 2
    var lines = [
      "flow: Hub", "start: hub", "types:",
      "  Pick: { enum: [" + (0..<count).map { "p\($0)" }.joined(separator: ", ") + "] }",
      "steps:",
      "  hub: { screen: Hub, output: Pick, on: { "
        + (0..<count).map { "p\($0): a\($0)" }.joined(separator: ", ") + " }, back: cancel }",
    ]
    for index in 0..<count {
      lines.append("  f\(index): { screen: F\(index), next: a\(index) }")
      lines.append(
        "  a\(index): { action: A\(index), from: f\(index), next: f\(index), failure: inline }")
    }
    let result = FlowChecker().check([
      SourceFile(path: "Hub.flow.yaml", text: lines.joined(separator: "\n") + "\n")
    ])
    let messages = result.diagnostics.filter { $0.code == .fromScreen }.map(\.message)
    #expect(messages.count == count)
    #expect(
      messages.filter { $0.hasSuffix("the flow reaches it from 'start' without showing 'f0'") }
        .count == 1)
    #expect(messages.filter { $0.contains("a way reaches it without showing") }.count == 2)
  }

  @Test func aLinkToTheActionIsRefused() {
    let source = Self.login(
      from: "1️⃣form", links: "links:\n  \"app://login/{number:String}\": logIn")
    let diagnostics = expectReported(source, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).hasSuffix(
        "the link 'app://login/{number:String}' opens the flow there without showing 'form'"))
  }

  @Test func theActionAtStartIsReported() {
    let source = MarkedSource(
      """
      flow: Login
      start: logIn
      input: String
      steps:
        form: { screen: Form, output: String, next: logIn, back: cancel }
        logIn: { action: LogIn, from: 1️⃣form, input: String, next: form, failure: inline }
      """)
    let diagnostics = expectReported(source, by: .fromScreens, [(.fromScreen, "1️⃣")])
    #expect(onlyMessage(diagnostics).hasSuffix("it is where the flow starts"))
    // `inline-failure` leaves the action to this check: one finding.
    #expect(diagnostics.count == 1)
  }

  /// With `from`, a screen right before the action is not needed: the modal
  /// is no screen to report to, and no `inline-failure` is reported.
  @Test func anInlineFailureAfterASubFlowReportsToTheScreen() {
    let sources = [
      MarkedSource(
        """
        flow: Login
        start: form
        steps:
          form: { screen: Form, output: String, next: devices, back: cancel }
          devices: { flow: Devices, input: String, output: String, present: modal, next: logIn }
          logIn: { action: LogIn, from: form, input: String, next: finish, failure: inline }
        """, path: "Login.flow.yaml"),
      MarkedSource(
        """
        flow: Devices
        start: list
        input: String
        output: String
        steps:
          list: { screen: DeviceList, input: String, output: String, next: finish }
        """, path: "Devices.flow.yaml"),
    ]
    expectClean(sources, by: .fromScreens)
    expectClean(sources, by: .inlineFailures)
  }
}
