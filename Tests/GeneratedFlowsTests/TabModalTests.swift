import FlowRuntime
import Testing

@testable import GeneratedFlows

/// Modals shown in the tabs of `Tabs.flow.yaml`: a link into another tab
/// dismisses the modal the tab left shows (as the user going back from it
/// would) before the other tab opens its screen, and a restored state starts
/// every tab once.
@Suite(.timeLimit(.minutes(3))) @MainActor struct TabModalTests {
  let navigator = RecordingNavigator()
  let fake = AppFake()

  /// The tab selected in `state`, if it is the container's.
  static func selected(_ state: TabsFlow.State?) -> TabsFlow.MainTab? {
    if case .main(let selected)? = state { return selected }
    return nil
  }

  /// The login tab shows its failure, presented over the form.
  func showingTheLoginFailure() async throws -> TabsFlow.Coordinator {
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    fake.logInFailures = [FakeError(reason: "offline")]
    try #require(fake.loginFormExit).complete(LoginCredentials(email: "a@b.c", password: "x"))
    await app.settle()
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed"])
    return app
  }

  @Test func aLinkIntoAnotherTabDismissesTheModalOfTheTabLeftFirst() async throws {
    let app = try await showingTheLoginFailure()
    var entered: [String] = []
    app.trail.onEnter = { state in
      if let state = state as? LoginFlow.State { entered.append("login \(state.stepID!)") }
      if let state = state as? HelpFlow.State { entered.append("help \(state.stepID!)") }
    }
    app.open(.mainHelpArticle(id: 12))
    #expect(Self.selected(app.state?.current) == .help)
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed", "dismiss"])
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .credentials)
    #expect(navigator.names.last == "selectTab help")
    #expect(navigator.tabs[2].names == ["push HelpTopics guides", "push HelpArticle 12 guides"])
    #expect(entered == ["login credentials", "help article"], "dismissed before the article opens")
    #expect(navigator.names.filter { $0.hasPrefix("tabs ") }.count == 1)
  }

  @Test func theAppSelectingAnotherTabDismissesTheModalOfTheTabLeft() async throws {
    let app = try await showingTheLoginFailure()
    app.select(.register)
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed", "dismiss"])
    #expect(navigator.tabs[1].names == ["push RegisterForm"])
    #expect(navigator.names.last == "selectTab register")
    // Back on the login tab: its form, as it was.
    app.select(.login)
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .credentials)
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed", "dismiss"])
  }

  @Test func selectingTheTabShownKeepsItsModal() async throws {
    let app = try await showingTheLoginFailure()
    app.select(.login)
    #expect(navigator.tabs[0].names == ["push LoginForm", "present LoginFailed"])
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .loginFailed)
  }

  /// The container returned to while the history holds it (under a modal
  /// shown over the tab bar) is as the history holds it, its tab kept: the
  /// generated `StepID` tells `FlowState.moving(to:)`, so the reducer alone
  /// does it. Only the container is.
  @Test func theContainerIsReturnedToWithTheTabTheHistoryHolds() {
    #expect(TabsFlow.StepID.main.returnsAsShown)
    #expect(!TabsFlow.StepID.signedIn.returnsAsShown)
    #expect(!LoginFlow.StepID.credentials.returnsAsShown)
  }

  @Test func restoringAtAnArticleInTheHelpTabStartsEveryTabOnceWithoutAnimation() throws {
    // A state saved where a deep link opened an article in the help tab.
    let link = TabsFlow.Link.mainHelpArticle(id: 3)
    let saved = TabsFlow.FlowState.starting(at: link, TabsFlow.way(for: link))
    let app = TabsFlow.Coordinator(navigator: navigator, dependencies: fake)
    try app.start(restoring: saved) { _ in }
    #expect(
      navigator.names == [
        "tabs login, register, help, faq selecting help",
        "setRoot tabs(login, register, help, faq)",
      ])
    #expect(
      navigator.tabs.map(\.names) == [
        ["push LoginForm"], ["push RegisterForm"],
        ["push HelpTopics guides", "push HelpArticle 3 guides"], ["push HelpTopics faq"],
      ])
    #expect(navigator.tabs.map(\.animations) == [[false], [false], [false, false], [false]])
    #expect(app.mainHelpCoordinator?.state?.history.map(\.stepID) == [.topics])
  }
}
