import Testing

@testable import FlowcCore

@Suite struct GeneratedNameCheckTests {
  @Test(arguments: ["State", "Action", "Coordinator", "Result", "DeepLinkPattern", "LoginFlow"])
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

  /// A flow with `parameters` declares `Parameters` in its namespace: a type
  /// of that name is hidden there; without parameters in the run it is free.
  @Test func aTypeNamedParametersClashesOnlyWithFlowParameters() {
    let plain = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Parameters: { value: Int }
      steps:
        form: { screen: LoginForm, output: Parameters, next: finish }
      """)
    expectClean(plain, by: .generatedNames)
    let source = MarkedSource(
      """
      flow: Login
      start: form
      parameters: { mode: Int }
      types:
        1️⃣Parameters: { value: Int }
      steps:
        form: { screen: LoginForm, output: Parameters, next: finish }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "type 'Parameters' would be hidden by the struct of parameters generated for flow "
        + "'Login'; rename it")
    let field = MarkedSource(
      """
      flow: Login
      start: form
      parameters: { 1️⃣hashValue: Int }
      steps:
        form: { screen: LoginForm, next: finish }
      """)
    expectReported(field, by: .generatedNames, [(.nameClash, "1️⃣")])
  }

  /// `LoginFormScreen` is the type `loginForm` returns, an associated type
  /// of `Screens`: a spec type of that name would be hidden in the protocol.
  @Test func aTypeNamedLikeAScreensTypeClashes() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        LoginFormScreen: { value: Int }
      steps:
        form: { screen: 1️⃣LoginForm, output: LoginFormScreen, next: finish }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "screen 'LoginForm' generates 'LoginFormScreen', the type its factory returns, which "
        + "would hide the type 'LoginFormScreen' in the 'Screens' protocols; rename one")
  }

  /// The second signature's type is numbered: a spec type of that name clashes too.
  @Test func aTypeNamedLikeANumberedScreensTypeClashes() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        LoginFormScreen2: { value: Int }
      steps:
        form: { screen: LoginForm, output: Int, next: again }
        again: { screen: 1️⃣LoginForm, input: Int, output: LoginFormScreen2, next: finish }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(onlyMessage(diagnostics).hasPrefix("screen 'LoginForm' generates 'LoginFormScreen2'"))
  }

  @Test func onlyNamesEndingInScreenAndANumberCanBeScreensTypes() {
    for name in ["LoginScreen", "LoginScreen2", "LoginScreen12", "Screen"] {
      #expect(ScreenTypes.couldBeName(name), "\(name)")
    }
    for name in ["Login", "Screens", "Screen2x", "creen", "2", ""] {
      #expect(!ScreenTypes.couldBeName(name), "\(name)")
    }
  }

  /// A screen with two signatures returns two types, numbered in spec order.
  @Test func eachSignatureOfAScreenReturnsATypeOfItsOwn() throws {
    let context = try context(
      MarkedSource(
        """
        flow: Login
        start: form
        steps:
          form: { screen: LoginForm, output: Int, next: again }
          again: { screen: LoginForm, input: Int, output: Int, next: last }
          last: { screen: LoginForm, output: Int, next: finish }
        """))
    #expect(context.screens.map(\.screenType) == ["LoginFormScreen", "LoginFormScreen2"])
  }

  @Test func aStructFieldNamedHashValueClashes() {
    // Swift 6 warns that a stored `hashValue: Int` of a Hashable struct stands
    // for the deprecated requirement.
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Entry: { name: String, 1️⃣hashValue: Int }
        Other: { hash: Int, value: Int }
      steps:
        form: { screen: LoginForm, output: Entry, next: other }
        other: { screen: Other, output: Other, next: finish }
      """)
    let diagnostics = expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "field 'hashValue' of struct 'Entry' would take the place of the 'hashValue' Swift "
        + "gives every Hashable type; rename it")
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

  /// `StepID.runsOn` names the screen an action runs on (`from`).
  @Test func aStepCalledRunsOnClashes() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: Form, output: String, next: runsOn, back: cancel }
        2️⃣runsOn: { action: LogIn, from: form, input: String, next: finish, failure: inline }
      """)
    expectReported(source, by: .generatedNames, [(.nameClash, "2️⃣")])
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

/// Events against what the generated code declares where an event lands: a
/// case of `Action` and a method of the coordinator, beside the coordinator's
/// own members, those the runtime's `DrivenCoordinator` gives it, the
/// function running each step, the property of each tab's coordinator and
/// the actions steps and tabs raise.
@Suite struct EventNameClashTests {
  /// A flow with a step of every kind, a tab container, a link and an event.
  static func shop(event: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Shop
      start: check
      types:
        Choice: { enum: [a, b, c] }
      steps:
        home: { screen: Home, output: Choice, on: { a: save, b: main, c: child } }
        save: { action: Save, next: home, failure: home }
        child: { flow: Child, next: home }
        main:
          tabs:
            feed: { flow: Child, next: home }
            more: { flow: Child, next: home }
      decisions:
        check: { cases: [yes, no], on: { yes: home, no: home } }
      events:
        1️⃣\(event): { next: home }
      links:
        "shop://home": home
      """, path: "Shop.flow.yaml")
  }

  static let child = MarkedSource(
    """
    flow: Child
    start: page
    steps:
      page: { screen: ChildPage, next: finish }
    """, path: "Child.flow.yaml")

  /// Every name the coordinator or `Action` of `shop` declares besides the
  /// event's: its fixed members, the step functions, the tab properties and
  /// the raised actions.
  static let declared =
    GeneratedNames.eventNames.sorted() + [
      "enterStep", "enterStepFromS33", "showHome", "performSave", "decideCheck", "runChild",
      "showMain",
      "mainFeedCoordinator", "mainMoreCoordinator", "homeCompleted", "saveSucceeded",
      "saveFailed", "checkDecided", "childFinished", "childCancelled", "mainSelected",
      "mainFeedFinished", "mainFeedCancelled", "mainMoreFinished", "mainMoreCancelled",
    ]

  @Test(arguments: declared)
  func anEventNamedLikeAGeneratedMemberClashes(name: String) {
    let shop = Self.shop(event: name)
    let diagnostics = expectReported(
      [shop, Self.child], by: .generatedNames, [(.nameClash, "1️⃣", shop)])
    #expect(onlyMessage(diagnostics).hasPrefix("event '\(name)' clashes with"))
  }

  @Test func theMessageSaysWhatTheEventClashesWith() {
    func message(_ event: String) -> String {
      FlowChecker().check([Self.shop(event: event).source, Self.child.source]).diagnostics
        .first?.message ?? ""
    }
    #expect(
      message("showHome")
        == "event 'showHome' clashes with the coordinator's function for step 'home'; rename it")
    #expect(
      message("mainFeedCoordinator")
        == "event 'mainFeedCoordinator' clashes with the coordinator's property for tab 'feed' "
        + "of step 'main'; rename it")
    #expect(
      message("mainSelected")
        == "event 'mainSelected' clashes with the action that step 'main' raises when a tab is "
        + "selected; rename it")
    #expect(
      message("checkDecided")
        == "event 'checkDecided' clashes with the action that decision 'check' raises; rename it")
  }

  /// Names like the generated ones that no step or tab makes are events like any other.
  @Test(arguments: ["showCart", "performCheck", "decideHome", "runMain", "homeSelected", "showA1"])
  func anEventNamedLikeAMemberNoStepMakesIsFine(name: String) {
    expectClean([Self.shop(event: name), Self.child], by: .generatedNames)
  }

  /// The members of the generated coordinator, and the cases of its
  /// `Action`, are all known to the check: each is a fixed name, a name
  /// made from a step or a tab, or the event itself.
  @Test func everyMemberOfTheGeneratedCoordinatorIsKnown() throws {
    let swift = try generatedSwift(Self.shop(event: "signOut"), Self.child)
    func block(_ start: String) throws -> [Substring] {
      let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
      let first = try #require(lines.firstIndex { $0.contains(start) })
      let end = try #require(lines[first...].firstIndex { $0 == "  }" })
      return Array(lines[first..<end])
    }
    func declared(_ lines: [Substring], _ keywords: [String]) -> Set<String> {
      var names: Set<String> = []
      // Declarations of the block itself, not of what its functions hold, nor comments.
      for line in lines where line.hasPrefix("    ") && !line.hasPrefix("     ") {
        let words = line.split(whereSeparator: { " (:<{".contains($0) })
        guard words.first?.hasPrefix("//") == false else { continue }
        for (index, word) in words.enumerated().dropLast() where keywords.contains(String(word)) {
          names.insert(String(words[index + 1]))
        }
      }
      return names
    }
    let members = declared(try block("final class Coordinator"), ["func", "var", "let"])
    let cases = declared(try block("enum Action"), ["case"])
    #expect(members.contains("showHome") && members.contains("mainFeedCoordinator"))
    #expect(cases.contains("mainFeedFinished") && cases.contains("back"))
    let known = Set(Self.declared + ["signOut"])
    #expect(members.subtracting(known).isEmpty, "\(members.subtracting(known).sorted())")
    #expect(cases.subtracting(known).isEmpty, "\(cases.subtracting(known).sorted())")
  }

  /// What the runtime's `DrivenCoordinator` and `FlowCoordinator` give every
  /// coordinator, read from their source, is among the names events cannot take.
  @Test func everyMemberTheRuntimeGivesACoordinatorIsKnown() throws {
    let runtime = DiagramFixtures.packageRoot.appendingPathComponent("Sources/FlowRuntime")
    var names: Set<String> = []
    for (file, start) in [
      ("FlowDriver.swift", "extension DrivenCoordinator {"),
      ("FlowDriver.swift", "public protocol DrivenCoordinator"),
      ("NavigationTrail.swift", "public protocol FlowCoordinator"),
    ] {
      let text = try String(
        contentsOf: runtime.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let first = try #require(lines.firstIndex { $0.hasPrefix(start) }, "\(start)")
      let end = try #require(lines[first...].firstIndex { $0 == "}" })
      for line in lines[first..<end] {
        let words = line.split(whereSeparator: { " (:<{".contains($0) })
        guard words.first?.hasPrefix("//") == false else { continue }
        for (index, word) in words.enumerated().dropLast() where word == "func" || word == "var" {
          names.insert(String(words[index + 1]))
        }
      }
    }
    #expect(names.contains("settle") && names.contains("driver"))
    #expect(
      names.subtracting(GeneratedNames.eventNames).isEmpty,
      "\(names.subtracting(GeneratedNames.eventNames).sorted())")
  }

  @Test func aTabWhoseCoordinatorPropertyIsAStepFunctionClashes() {
    let shell = MarkedSource(
      """
      flow: Shell
      output: Never
      start: show
      steps:
        show: { tabs: { 1️⃣home: { flow: Child, next: homeCoordinator } } }
        homeCoordinator: { screen: Home, output: Never }
      """, path: "Shell.flow.yaml")
    let diagnostics = expectReported(
      [shell, Self.child], by: .generatedNames, [(.nameClash, "1️⃣", shell)])
    #expect(
      onlyMessage(diagnostics)
        == "the coordinator's property for tab 'home' of step 'show' would be "
        + "'showHomeCoordinator', as the coordinator's function for step 'homeCoordinator' is; "
        + "rename one")
  }

  @Test func aTabWhoseLinkFunctionIsASubflowsClashes() {
    let shell = MarkedSource(
      """
      flow: Shell
      output: Never
      start: run
      steps:
        run: { tabs: { 1️⃣child: { flow: Child, next: child } } }
        child: { flow: Child, next: run }
      """, path: "Shell.flow.yaml")
    let diagnostics = expectReported(
      [shell, Self.child], by: .generatedNames, [(.nameClash, "1️⃣", shell)])
    #expect(onlyMessage(diagnostics).contains("would be 'runChildLink'"))
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
