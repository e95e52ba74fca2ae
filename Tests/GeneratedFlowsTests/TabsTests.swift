import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// The tab container of `Tabs.flow.yaml`: each tab runs its flow on a stack of its own,
/// switching tabs (from the app or by the user) keeps both stacks, going back at a tab's root
/// does nothing, and the session either tab ends with leads on.
@Suite(.timeLimit(.minutes(3))) @MainActor struct TabsTests {
  let navigator = RecordingNavigator()
  let fake = AppFake()

  /// The tab selected in `state`, if it is the container's.
  static func selected(_ state: TabsFlow.State?) -> TabsFlow.MainTab? {
    if case .main(let selected)? = state { return selected }
    return nil
  }

  func started() -> (TabsFlow.Coordinator, () -> Int) {
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results = 0
    app.start { _ in results += 1 }
    return (app, { results })
  }

  @Test func everyTabStartsOnItsOwnStack() throws {
    let (app, _) = started()
    #expect(
      navigator.names == [
        "tabs login, register, help, faq selecting login",
        "setRoot tabs(login, register, help, faq)",
      ])
    #expect(
      navigator.tabs.map(\.names) == [
        ["push LoginForm"], ["push RegisterForm"], ["push HelpTopics guides"],
        ["push HelpTopics faq"],
      ])
    #expect(Self.selected(app.state?.current) == .login)
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .credentials)
    #expect(app.mainRegisterCoordinator?.state?.current.stepID == .form)
  }

  @Test func switchingTabsKeepsEveryStack() async throws {
    let (app, _) = started()
    fake.logInFailures = [FakeError(reason: "offline")]
    try #require(fake.loginFormExit).complete(LoginCredentials(email: "a@b.c", password: "x"))
    await app.settle()
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed"])

    app.select(.register)
    #expect(Self.selected(app.state?.current) == .register)
    #expect(navigator.selectedTab == 1)
    fake.signUpFailures = [FakeError(reason: "taken")]
    try #require(fake.registerFormExit).complete(Credentials(email: "a@b.c", password: "y"))
    await app.settle()

    // The user taps the login tab: the flow hears it, and the login tab is as it was
    // under its failure, which went as the register tab was selected (it covers the tab bar).
    navigator.userSelectsTab(0)
    #expect(Self.selected(app.state?.current) == .login)
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed", "dismiss"])
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .credentials)
    #expect(app.mainRegisterCoordinator?.state?.current.stepID == .form)
    #expect(navigator.tabs[1].names == ["push RegisterForm", "present SignUpFailed", "dismiss"])
    #expect(
      navigator.names == [
        "tabs login, register, help, faq selecting login",
        "setRoot tabs(login, register, help, faq)",
        "selectTab register",
      ], "the container is made once; the user's tap needs no selectTab")
  }

  @Test func goingBackWorksInsideATabAndNotAtItsRoot() async throws {
    let (app, results) = started()
    #expect(!app.canGoBack)
    app.back()
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .credentials)
    #expect(navigator.tabs[0].names == ["push LoginForm"])

    fake.logInFailures = [FakeError(reason: "offline")]
    try #require(fake.loginFormExit).complete(LoginCredentials(email: "a@b.c", password: "x"))
    await app.settle()
    #expect(app.canGoBack)
    app.back()
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .credentials)
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed", "dismiss"])
    #expect(Self.selected(app.state?.current) == .login)
    #expect(results() == 0)
  }

  @Test func aTabsSessionLeadsOnAndTheOtherTabEndsUnheard() async throws {
    let (app, results) = started()
    app.select(.register)
    try #require(fake.registerFormExit).complete(Credentials(email: "a@b.c", password: "y"))
    await app.settle()
    let session = try #require(fake.registerSuccess).session
    try #require(fake.registerSuccess).exit.complete(session)
    #expect(app.state?.current.stepID == .signedIn)
    #expect(navigator.names.last == "setRoot TabsSignedIn")
    #expect(app.mainLoginCoordinator == nil)

    // The login tab's flow is gone: its form completing changes nothing.
    try #require(fake.loginFormExit).complete(LoginCredentials(email: "a@b.c", password: "x"))
    await app.settle()
    #expect(app.state?.current.stepID == .signedIn)
    #expect(fake.logInCalls.isEmpty)
    #expect(results() == 0)
  }

  @Test func aTabsFlowThatCancelsCancelsTheRootFlow() throws {
    // The container is the root (`present: root` by default): going back from it, which
    // a tab's cancelled flow does, leaves nothing to return to.
    let (app, results) = started()
    try #require(fake.registerFormExit).back()  // the form's Cancel button: `back: cancel`
    #expect(app.state?.current.stepID == nil)
    #expect(results() == 1)
  }

  @Test func aLinkToATabSelectsItAndKeepsEveryStack() throws {
    let (app, _) = started()
    app.open(.mainRegister)
    #expect(Self.selected(app.state?.current) == .register)
    #expect(navigator.names.last == "selectTab register")
    #expect(navigator.tabs[0].names == ["push LoginForm"], "the login tab stays as it was")
  }

  @Test func aLinkIntoTheHelpTabOpensTheArticleThroughTheHelpFlowsLink() throws {
    let (app, _) = started()
    app.open(.mainHelpArticle(id: 12))
    #expect(Self.selected(app.state?.current) == .help)
    #expect(navigator.names.last == "selectTab help")
    #expect(navigator.tabs[2].names == ["push HelpTopics guides", "push HelpArticle 12 guides"])
    #expect(app.mainHelpCoordinator?.state?.history.map(\.stepID) == [.topics])
    #expect(navigator.tabs[0].names == ["push LoginForm"])
  }

  @Test func aColdStartAtAHelpArticleShowsItInItsTab() throws {
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start(at: .mainHelpArticle(id: 3)) { _ in }
    #expect(Self.selected(app.state?.current) == .help)
    #expect(
      navigator.names == [
        "tabs login, register, help, faq selecting help",
        "setRoot tabs(login, register, help, faq)",
      ])
    #expect(navigator.tabs[2].names == ["push HelpTopics guides", "push HelpArticle 3 guides"])
  }

  /// A link to the help flow's first screen, from a cold start: the help
  /// tab starts at the link, and shows its topics once.
  @Test func aColdStartAtATabFlowsFirstScreenShowsItOnce() throws {
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start(at: .mainHelpTopics) { _ in }
    #expect(Self.selected(app.state?.current) == .help)
    #expect(navigator.tabs[2].names == ["push HelpTopics guides"])
    #expect(app.mainHelpCoordinator?.state?.current.stepID == .topics)
    #expect(app.mainHelpCoordinator?.state?.history.isEmpty == true)
    #expect(navigator.tabs[0].names == ["push LoginForm"])
  }

  /// The same link while the app shows the login tab: the help tab, at its
  /// topics already, is selected and shows them once.
  @Test func aLinkToATabFlowsFirstScreenItShowsSelectsIt() throws {
    let (app, _) = started()
    app.open(.mainHelpTopics)
    #expect(Self.selected(app.state?.current) == .help)
    #expect(navigator.names.last == "selectTab help")
    #expect(navigator.tabs[2].names == ["push HelpTopics guides"])
    #expect(app.mainHelpCoordinator?.state?.history.isEmpty == true)
  }

  @Test func theReducerRecordsTheSelectedTab() {
    let state = TabsFlow.start()
    #expect(Self.selected(state.current) == .login)
    let next = TabsFlow.transition(state, .mainSelected(.register))
    #expect(Self.selected(next?.current) == .register)
    #expect(next?.history.isEmpty == true)
    #expect(
      TabsFlow.transition(TabsFlow.FlowState(current: .cancelled), .mainSelected(.login)) == nil)
  }
}

/// One flow run by two tabs with different parameters (`with` in `Tabs.flow.yaml`): each
/// tab's screens get their tab's, and each tab keeps its own stack.
@Suite(.timeLimit(.minutes(3))) @MainActor struct TabParameterTests {
  let navigator = RecordingNavigator()
  let fake = AppFake()

  @Test func twoTabsRunOneFlowWithTheirOwnParameters() async throws {
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    #expect(
      navigator.tabs.map(\.names).suffix(2) == [
        ["push HelpTopics guides"], ["push HelpTopics faq"],
      ])
    #expect(app.mainHelpCoordinator?.parameters == HelpFlow.Parameters(section: .guides))
    #expect(app.mainFaqCoordinator?.parameters == HelpFlow.Parameters(section: .faq))

    app.select(.faq)
    try #require(fake.helpTopicsExits[.faq]).complete(5)
    await app.settle()
    #expect(navigator.tabs[3].names == ["push HelpTopics faq", "push HelpArticle 5 faq"])
    #expect(navigator.tabs[2].names == ["push HelpTopics guides"])
    #expect(app.mainFaqCoordinator?.state?.current == .article(input: 5))
    #expect(app.mainHelpCoordinator?.state?.current == .topics)
  }

  @Test func aRestoredContainerGivesEachTabItsParametersAgain() throws {
    // The saved state holds the selected tab only: the constants come from the spec again.
    let saved = TabsFlow.FlowState(current: .main(selected: .faq))
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    try app.start(restoring: saved) { _ in }
    #expect(navigator.selectedTab == 3)
    #expect(
      navigator.tabs.map(\.names).suffix(2) == [
        ["push HelpTopics guides"], ["push HelpTopics faq"],
      ])
    #expect(app.mainFaqCoordinator?.parameters.section == .faq)
  }

  @Test func theAppRunsTheFlowWithParametersOfItsOwn() async throws {
    let parameters = HelpFlow.Parameters(section: .faq)
    let decoded = try JSONDecoder().decode(
      HelpFlow.Parameters.self, from: try JSONEncoder().encode(parameters))
    #expect(decoded == parameters)
    let help = HelpFlow.Coordinator(navigator: navigator, dependencies: fake, parameters: decoded)
    help.start { _ in }
    try #require(fake.helpTopicsExits[.faq]).complete(2)
    #expect(navigator.names == ["push HelpTopics faq", "push HelpArticle 2 faq"])

    // The steps, composed by hand, get them too.
    let steps = HelpFlow.Steps(
      navigator: navigator, dependencies: fake, parameters: .init(section: .guides))
    steps.topics().perform(()) { _ in }
    #expect(navigator.names.last == "push HelpTopics guides")
  }

  /// The app saves the flow's state and its parameters side by side, and
  /// restores both: the screens shown again get the parameters.
  @Test func aSavedFlowIsRestoredWithItsParameters() throws {
    let first = HelpFlow.Coordinator(
      navigator: RecordingNavigator(), dependencies: fake, parameters: .init(section: .faq))
    first.start { _ in }
    try #require(fake.helpTopicsExits[.faq]).complete(4)
    let saved = try JSONEncoder().encode(try #require(first.state))
    let savedParameters = try JSONEncoder().encode(first.parameters)

    let restored = HelpFlow.Coordinator(
      navigator: navigator, dependencies: fake,
      parameters: try JSONDecoder().decode(HelpFlow.Parameters.self, from: savedParameters))
    try restored.start(
      restoring: try JSONDecoder().decode(HelpFlow.FlowState.self, from: saved)
    ) { _ in }
    #expect(navigator.names == ["push HelpTopics faq", "push HelpArticle 4 faq"])
    #expect(restored.state?.current == .article(input: 4))
  }
}

extension AppFake: TabsFlow.Dependencies {
  func tabsSignedIn(_ input: Session, _ exit: ScreenExit<Never>) -> AnyObject {
    FakeScreen("TabsSignedIn")
  }

  /// Named with the section the flow's parameters give: the help and faq tabs run one flow.
  func helpTopics(parameters: HelpFlow.Parameters, _ exit: ScreenExit<Int>) -> AnyObject {
    helpTopicsExits[parameters.section] = exit
    return FakeScreen("HelpTopics \(parameters.section)")
  }

  func helpArticle(_ input: Int, parameters: HelpFlow.Parameters, _ exit: ScreenExit<Never>)
    -> AnyObject
  {
    FakeScreen("HelpArticle \(input) \(parameters.section)")
  }
}
