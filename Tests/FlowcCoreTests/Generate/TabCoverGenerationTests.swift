import Foundation
import Testing

@testable import FlowcCore

/// A tab bar that modals cover, as an app writes it: a tab's route and an
/// event lead to a step presented over the container, whose `next` returns
/// to it, and a link opens a step inside a tab. It checks without a finding,
/// its Swift type-checks, and a tab with links is marked started only by the
/// start the container gives it (a tab still running is not started again
/// when the flow returns to the container, so the link opens in it).
@Suite struct TabCoverGenerationTests {
  static let sources = [
    MarkedSource(
      """
      flow: Dashboard
      output: Never
      start: main
      external: [Session]
      steps:
        main:
          tabs:
            help: { flow: Help }
            login: { flow: Login, next: welcome }
          selected: help
        welcome: { screen: Welcome, input: Session, present: modal, next: main }
        signInAgain: { flow: Login, present: modal, next: main }
      events:
        sessionExpired: { next: signInAgain, at: [main] }
      links:
        "dashboard://help/{id:Int}": main.help.article
      """, path: "Dashboard.flow.yaml"),
    MarkedSource(
      """
      flow: Help
      output: Never
      start: topics
      steps:
        topics: { screen: HelpTopics, output: Int, next: article }
        article: { screen: HelpArticle, input: Int, output: Never }
      links:
        "help://articles/{id:Int}": article
      """, path: "Help.flow.yaml"),
    MarkedSource(
      """
      flow: Login
      output: Session
      start: form
      external: [Session]
      steps:
        form: { screen: LoginForm, output: String, next: logIn, back: cancel }
        logIn: { action: LogIn, input: String, output: Session, next: finish, failure: failed }
        failed: { screen: LoginFailed, input: Error, present: modal, next: form }
      """, path: "Login.flow.yaml"),
  ]

  @Test func aTabBarThatModalsCoverChecksAndTypechecks() throws {
    let result = FlowChecker().check(Self.sources.map(\.source))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    try GeneratedCodeCompilesTests.typecheck(model)
    let files = try SwiftGenerator(templates: try TemplateSet.load()).generate(model)
    let dashboard = try #require(files.first { $0.name == "Dashboard.swift" }).contents
    #expect(
      dashboard.contains(
        """
                    tab: 0,
                    start: {
                      // Only a tab that starts now (not one still running) starts at the link.
                      started0 = true
                      $0.start(at: link0, completion: $1)
                    },
        """), "\(dashboard)")
    #expect(!dashboard.contains("          started0 = true\n          tabs.run("))
    #expect(dashboard.contains("return state.moving(to: .main(selected: .help))"))
    // The route names the first tab; the container returned to keeps the tab selected there.
    #expect(
      dashboard.contains(
        "var returnsAsShown: Bool { DashboardFlow.returningAsShown.contains(self) }"))
    #expect(dashboard.contains("private static let returningAsShown: Set<StepID> = [.main]"))
    let help = try #require(files.first { $0.name == "Help.swift" }).contents
    #expect(!help.contains("returnsAsShown"), "a flow without a tab container")
  }
}
