import Testing

@testable import FlowcCore

/// `flow-types`: types of one flow, resolved flow-local first and generated
/// inside the flow's namespace.
@Suite struct FlowTypesTests {
  static let settings = MarkedSource(
    """
    flow: Settings
    output: Route
    start: list
    flow-types:
      1️⃣Route: { enum: { profile: null, web: URL, tab: Tab } }
      Tab: { enum: [home, search] }
    steps:
      list:
        screen: SettingsList
        output: Route
        next: finish
    """, path: "Settings.flow.yaml")

  static let home = MarkedSource(
    """
    flow: Home
    start: home
    flow-types:
      Route: { enum: [settings, about] }
    steps:
      home:
        screen: HomeScreen
        output: Route
        on: { settings: settings, about: finish }
      settings:
        flow: Settings
        next: shown
      shown:
        screen: Shown
        input: SettingsFlow.Route
        next: finish
    """, path: "Home.flow.yaml")

  @Test func twoFlowsMayEachHaveARoute() throws {
    expectClean([Self.settings, Self.home], by: .duplicateNames)
    let model = try #require(FlowChecker().check([Self.settings.source, Self.home.source]).model)
    // Names resolve flow-local first: each spec's `Route` is its own.
    #expect(model.flows[0].output == .named("SettingsFlow.Route"))
    #expect(model.flows[1].nodes[0].output == .named("HomeFlow.Route"))
    #expect(model.types.enumCases(of: .named("SettingsFlow.Route"))?.count == 3)
    #expect(model.types.enumCases(of: .named("HomeFlow.Route"))?.count == 2)
  }

  @Test func aFlowTypeWithTheNameOfASharedTypeIsAnError() {
    let shared = MarkedSource(
      """
      flow: Other
      start: a
      types:
        2️⃣Route: { enum: [x] }
      steps:
        a: { screen: A, output: Route, next: finish }
      """, path: "Other.flow.yaml")
    let diagnostics = expectReported(
      [Self.settings, shared], by: .duplicateNames, [(.duplicateName, "1️⃣", Self.settings)])
    #expect(
      diagnostics.first?.message
        == "flow type 'Route' of flow 'Settings' has the name of a type shared by the run; "
        + "rename one (in 'SettingsFlow' the name would mean only the flow type)")
    #expect(diagnostics.first?.notes.first?.location == shared.location("2️⃣"))
  }

  @Test func aFlowTypeWithTheNameOfAnExternalIsAnError() {
    let source = MarkedSource(
      """
      flow: Settings
      input: Tab
      output: Route
      start: list
      external: [MyKit.Route]
      flow-types:
        1️⃣Tab: { route: MyKit.Route }
        2️⃣Route: { enum: [x] }
      steps:
        list: { screen: SettingsList, input: Tab, output: Route, next: finish }
      """)
    expectReported(source, by: .duplicateNames, [(.duplicateName, "2️⃣")])
  }

  @Test func flowTypesAreDeclaredInsideTheNamespace() throws {
    let result = FlowChecker().check([Self.settings.source, Self.home.source])
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(
      try #require(result.model))
    let settings = try #require(files.first { $0.name == "Settings.swift" }).contents
    #expect(
      settings.contains(
        """
        enum SettingsFlow: FlowRuntime.NavigationFlow {
          typealias Input = Void
          typealias Output = Route

          enum Route: Sendable, Hashable, Codable {
            case profile
            case web(URL)
            case tab(Tab)
          }
        """))
    let home = try #require(files.first { $0.name == "Home.swift" }).contents
    // Another flow's flow types are qualified; its own go by their own names.
    #expect(home.contains("    case settingsFinished(SettingsFlow.Route)\n"))
    #expect(
      home.contains(
        "    func homeScreen(_ exit: FlowRuntime.ScreenExit<Route>) -> HomeScreenScreen\n"))
  }

  /// An event's, an ending's and a decision's payload may name a flow type of
  /// the same spec, as steps' inputs and outputs do; the Swift type-checks.
  @Test func payloadsMayNameAFlowType() throws {
    let source = MarkedSource(
      """
      flow: EventFlowType
      start: home
      flow-types:
        Reason: { enum: [expired, revoked] }
      endings:
        left: Reason
      steps:
        home: { screen: Home, output: Reason, next: which }
        signedOut: { screen: SignedOut, input: Reason, present: root, output: Reason, next: finish.left }
      decisions:
        which:
          input: Reason
          cases: { stay: Reason, leave: Void }
          on: { stay: signedOut, leave: home }
      events:
        signOut: { payload: Reason, next: signedOut }
      """)
    let result = FlowChecker().check([source.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    try GeneratedCodeCompilesTests.typecheck(try #require(result.model))
  }

  @Test func theKeyIsSpeltWithAHyphen() {
    let source = MarkedSource(
      """
      flow: A
      start: a
      1️⃣flowTypes:
        T: { a: Int }
      steps:
        a: { screen: A, next: finish }
      """)
    expectDiagnostics(diagnose(source), [(.schema, "1️⃣")], in: source)
    #expect(onlyMessage(diagnose(source)).contains("did you mean 'flow-types'?"))
  }

  @Test func flowTypesThatAreNotAMappingAreASchemaError() {
    let source = MarkedSource(
      """
      flow: A
      start: a
      flow-types: 1️⃣[Route]
      steps:
        a: { screen: A, next: finish }
      """)
    expectDiagnostics(diagnose(source), [(.schema, "1️⃣")], in: source)
    #expect(
      onlyMessage(diagnose(source))
        == "expected a mapping for 'flow-types' (type name -> fields or enum), found a list")
  }

  /// A flow type and a shared type of one spec with the same name: the spec
  /// could not refer to the shared one.
  @Test func aFlowTypeBesideASharedTypeOfTheSameName() {
    let source = MarkedSource(
      """
      flow: A
      input: Route
      start: a
      types:
        2️⃣Route: { enum: [x] }
      flow-types:
        1️⃣Route: { enum: [y] }
      steps:
        a: { screen: A, input: Route, next: finish }
      """)
    expectReported(source, by: .duplicateNames, [(.duplicateName, "1️⃣")])
  }
}
