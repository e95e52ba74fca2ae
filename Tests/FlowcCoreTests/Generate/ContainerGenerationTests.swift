import Foundation
import Testing

@testable import FlowcCore

/// The same home as a page view and as a split view (the shape of
/// XCoordinator's example): each child a flow with its own stack. It checks
/// without a finding, its Swift type-checks, and the container tells the
/// driver its kind; a tab bar's call stays as it was.
@Suite struct ContainerGenerationTests {
  static let sources = [
    MarkedSource(
      """
      flow: Home
      output: Never
      start: pages
      steps:
        pages:
          description: News and users as pages.
          container: pages
          tabs:
            news: { flow: News }
            users: { flow: Users, next: split }
        split:
          description: Users beside the news.
          container: split
          tabs:
            users: { flow: Users, next: tabs }
            news: { flow: News }
          selected: news
          present: modal
        tabs:
          tabs: { news: { flow: News } }
      links:
        "home://split/news/{id:Int}": split.news.article
      """, path: "Home.flow.yaml"),
    MarkedSource(
      """
      flow: News
      output: Never
      start: list
      steps:
        list: { screen: NewsList, output: Int, next: article }
        article: { screen: NewsArticle, input: Int, output: Never }
      links:
        "news://{id:Int}": article
      """, path: "News.flow.yaml"),
    MarkedSource(
      """
      flow: Users
      start: list
      steps:
        list: { screen: UserList, output: String, next: finish }
      """, path: "Users.flow.yaml"),
  ]

  @Test func pagesAndASplitCheckAndTypecheck() throws {
    let result = FlowChecker().check(Self.sources.map(\.source))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    try GeneratedCodeCompilesTests.typecheck(model)
    let files = try SwiftGenerator(templates: try TemplateSet.load()).generate(model)
    let home = try #require(files.first { $0.name == "Home.swift" }).contents
    #expect(
      home.contains("driver.showTabs(\n        .pages, .root, kind: .pages, tabs:"), "\(home)")
    #expect(home.contains("driver.showTabs(\n        .split, .modal, kind: .split, tabs:"))
    #expect(home.contains("driver.showTabs(\n        .tabs, .root, tabs:"))
  }
}
