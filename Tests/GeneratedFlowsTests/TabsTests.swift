import FlowRuntime
import Testing

@testable import GeneratedFlows

/// The tab container of `Tabs.flow.yaml`: each tab runs its flow on a stack of its own,
/// switching tabs (from the app or by the user) keeps both stacks, going back at a tab's root
/// does nothing, and the session either tab ends with leads on.
@Suite(.timeLimit(.minutes(1))) @MainActor struct TabsTests {
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
        "tabs login, register, help selecting login", "setRoot tabs(login, register, help)",
      ])
    #expect(
      navigator.tabs.map(\.names) == [
        ["push LoginForm"], ["push RegisterForm"], ["push HelpTopics"],
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
        "tabs login, register, help selecting login", "setRoot tabs(login, register, help)",
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
    #expect(navigator.tabs[2].names == ["push HelpTopics", "push HelpArticle 12"])
    #expect(app.mainHelpCoordinator?.state?.history.map(\.stepID) == [.topics])
    #expect(navigator.tabs[0].names == ["push LoginForm"])
  }

  @Test func aColdStartAtAHelpArticleShowsItInItsTab() throws {
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start(at: .mainHelpArticle(id: 3)) { _ in }
    #expect(Self.selected(app.state?.current) == .help)
    #expect(
      navigator.names == [
        "tabs login, register, help selecting help", "setRoot tabs(login, register, help)",
      ])
    #expect(navigator.tabs[2].names == ["push HelpTopics", "push HelpArticle 3"])
  }

  /// A link to the help flow's first screen, from a cold start: the help
  /// tab starts at the link, and shows its topics once.
  @Test func aColdStartAtATabFlowsFirstScreenShowsItOnce() throws {
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start(at: .mainHelpTopics) { _ in }
    #expect(Self.selected(app.state?.current) == .help)
    #expect(navigator.tabs[2].names == ["push HelpTopics"])
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
    #expect(navigator.tabs[2].names == ["push HelpTopics"])
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

extension AppFake: TabsFlow.Dependencies {
  func tabsSignedIn(_ input: Session, _ exit: ScreenExit<Never>) -> AnyObject {
    FakeScreen("TabsSignedIn")
  }

  func helpTopics(_ exit: ScreenExit<Int>) -> AnyObject { FakeScreen("HelpTopics") }

  func helpArticle(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject {
    FakeScreen("HelpArticle \(input)")
  }
}
