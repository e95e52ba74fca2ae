import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

extension TodoFlow.State {
  /// The todo the detail screen shows, if the flow is there.
  var detailTodo: Todo? {
    if case .todoDetail(let todo) = self { return todo }
    return nil
  }

  var isTodoList: Bool {
    if case .todoList = self { return true }
    return false
  }
}

/// Deep links of Todo and Main: parsing URLs, starting a flow at a link, opening one in a
/// running flow.
@Suite(.timeLimit(.minutes(3))) @MainActor struct LinkTests {
  let navigator = RecordingNavigator()

  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test func aTodoURLGivesItsLink() throws {
    #expect(TodoFlow.Link(url: try url("todoapp://todos/42")) == .loadTodo(id: 42))
    #expect(TodoFlow.Link(url: try url("TodoApp://todos/7")) == .loadTodo(id: 7))
    guard case .loadTodo(let id) = TodoFlow.entry(for: .loadTodo(id: 42)) else {
      Issue.record("a todo link enters at loadTodo")
      return
    }
    #expect(id == 42)
  }

  @Test(arguments: [
    "todoapp://todos/abc", "todoapp://todos", "todoapp://todos/42/edit", "todoapp://todo/42",
    "otherapp://todos/42", "https://example.com/todos/42", "myapp://items/42",
  ])
  func aURLThatMatchesNoTodoPatternGivesNil(_ text: String) throws {
    #expect(TodoFlow.Link(url: try url(text)) == nil)
  }

  @Test func aURLIsPercentDecodedOnceBeforeItsParameterIsRead() throws {
    #expect(TodoFlow.Link(url: try url("todoapp://todos/%34%32")) == .loadTodo(id: 42))
    // `%2534` is the text `%34`, which is no Int.
    #expect(TodoFlow.Link(url: try url("todoapp://todos/%2534%2532")) == nil)
    #expect(LibraryFlow.Link(url: try url("library://settings/%61ccount")) == .account)
    #expect(LibraryFlow.Link(url: try url("library://settings/%2561ccount")) == nil)
    #expect(LibraryFlow.Link(url: try url("library://settings%2Faccount")) == nil)
  }

  @Test func aURLOverTheLimitOpensNothingEvenWithAMatchingPath() throws {
    let query = String(repeating: "a", count: DeepLinkURL.maximumLength)
    #expect(TodoFlow.Link(url: try url("todoapp://todos/42?q=\(query)")) == nil)
    #expect(TodoFlow.Link(url: try url("todoapp://todos/42?q=a")) == .loadTodo(id: 42))
    // A megabyte of path: refused by its length.
    let huge = "library://books/" + String(repeating: "1", count: 1 << 20)
    #expect(LibraryFlow.Link(url: try url(huge)) == nil)
  }

  @Test(arguments: ["tabs://help/7", "TABS://help/7", "tabs://help/7/", "tabs://help//7"])
  func everyFlowsLinksMatchInOnePass(_ text: String) throws {
    #expect(TabsFlow.Link(url: try url(text)) == .mainHelpArticle(id: 7))
  }

  @Test func startingAtATodoLinkFetchesTheTodoAndPushesItsDetail() async throws {
    let fake = TodoFake()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    let link = try #require(TodoFlow.Link(url: try url("todoapp://todos/42")))
    coordinator.start(at: link) { results.append($0) }
    #expect(coordinator.state?.current.stepID == .loadTodo)
    #expect(navigator.events.isEmpty)

    await coordinator.settle()
    #expect(fake.fetched == [42])
    #expect(navigator.names == ["push TodoDetail"])
    #expect(fake.details.map(\.input) == [Todo(id: 42, title: "Buy milk")])
    #expect(coordinator.state?.current.detailTodo == Todo(id: 42, title: "Buy milk"))
    #expect(results.isEmpty)
  }

  @Test func aFailedFetchGoesToTheTodoList() async throws {
    let fake = TodoFake()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start(at: .loadTodo(id: 9)) { _ in }
    await coordinator.settle()

    #expect(fake.fetched == [9])
    #expect(fake.details.isEmpty)
    #expect(navigator.names == ["setRoot TodoList"])
    #expect(coordinator.state?.current.isTodoList == true)
  }

  @Test func openingATodoLinkInTheRunningFlowPushesTheDetailOverTheList() async throws {
    let fake = TodoFake()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.signInExit).complete(.loggedIn)
    coordinator.open(.loadTodo(id: 42))
    await coordinator.settle()
    #expect(navigator.names == ["setRoot SignIn", "setRoot TodoList", "push TodoDetail"])
    #expect(fake.fetched == [42])

    try #require(fake.details.last).exit.back()
    #expect(navigator.names.last == "pop")
    #expect(coordinator.state?.current.isTodoList == true)
  }

  @Test func openingATodoLinkOverAnotherTodosDetailShowsTheLinkedTodo() async throws {
    let fake = TodoFake()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.signInExit).complete(.loggedIn)
    let reading = Todo(id: 1, title: "Read mail")
    try #require(fake.todoListExit).complete(.select(reading))
    coordinator.open(.loadTodo(id: 42))
    await coordinator.settle()

    let linked = Todo(id: 42, title: "Buy milk")
    #expect(fake.fetched == [42])
    #expect(coordinator.state?.current.detailTodo == linked)
    #expect(coordinator.state?.history.map(\.stepID) == [.todoList])
    #expect(fake.details.map(\.input) == [reading, linked])
    #expect(navigator.names.suffix(2) == ["pop", "push TodoDetail"])
  }

  @Test func mainURLsWithAndWithoutAParameterGiveTheirLinks() throws {
    #expect(MainFlow.Link(url: try url("myapp://items/7")) == .itemDetail(id: 7))
    #expect(MainFlow.Link(url: try url("myapp://sell")) == .listingBasics)
    #expect(MainFlow.Link(url: try url("myapp://items/seven")) == nil)
    #expect(MainFlow.Link(url: try url("myapp://items")) == nil)
    #expect(MainFlow.Link(url: try url("myapp://sell/now")) == nil)
    #expect(MainFlow.Link(url: try url("todoapp://todos/42")) == nil)
  }

  @Test func startingAtAnItemLinkShowsThatItemOverTheList() throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    let link = try #require(MainFlow.Link(url: try url("myapp://items/7")))
    coordinator.start(at: link) { _ in }
    #expect(navigator.names == ["setRoot ItemList", "push ItemDetail"])
    #expect(fake.details.map(\.input) == [7])
    #expect(coordinator.state?.current.itemID == 7)
  }

  @Test func startingAtTheSellLinkShowsTheListingFormAndPublishingShowsTheList() async throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    let link = try #require(MainFlow.Link(url: try url("myapp://sell")))
    coordinator.start(at: link) { _ in }
    #expect(navigator.names == ["push ListingBasicsForm"])
    let basics = ListingBasics(title: "Bike", price: 120)
    let details = ListingDetails(condition: .used, notes: nil, photoURLs: [])
    try #require(fake.basicsExit).complete(basics)
    try #require(fake.detailsFormExit).complete(details)
    let review = try #require(fake.review)
    #expect(review.input == NewListing(basics: basics, details: details))
    review.exit.complete(review.input)
    await coordinator.settle()

    #expect(fake.published == [NewListing(basics: basics, details: details)])
    #expect(
      navigator.names == [
        "push ListingBasicsForm", "push ListingDetailsForm", "push ListingReview",
        "setRoot ItemList",
      ])
    #expect(coordinator.state?.current.stepID == .itemList)
  }

  @Test func openingTheSellLinkOverTheListPushesTheForm() throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    coordinator.open(.listingBasics)
    #expect(navigator.names == ["setRoot ItemList", "push ListingBasicsForm"])
    #expect(coordinator.state?.history.map(\.stepID) == [.itemList])
  }

  @Test func openingAnotherItemOverAnItemRebuildsTheListUnderIt() throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.itemListExit).complete(.showItem(7))
    coordinator.open(.itemDetail(id: 9))
    #expect(coordinator.state?.current.itemID == 9)

    // The link rebuilds the list under the item: the other item goes.
    #expect(fake.details.map(\.input) == [7, 9])
    #expect(
      navigator.names == ["setRoot ItemList", "push ItemDetail", "pop", "push ItemDetail"])
    #expect(coordinator.state?.history.map(\.stepID) == [.itemList])

    coordinator.back()
    #expect(navigator.names.last == "pop")
    #expect(coordinator.state?.current.stepID == .itemList)
  }
}

/// Help's web links: an article by a query item, among items that are
/// ignored, and by a fragment routed like a path.
@Suite(.timeLimit(.minutes(3))) @MainActor struct QueryAndFragmentLinkTests {
  let navigator = RecordingNavigator()

  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test(arguments: [
    "https://help.example.com/?article=12",
    "https://help.example.com?article=12",
    "https://help.example.com/?utm_source=mail&article=12&utm_medium=email",
    "https://help.example.com/?article=%31%32&lang=fr#top",
    "HTTPS://help.example.com/?article=12&utm_source=a&utm_source=b",
  ])
  func anArticleByItsQueryItemInAnyOrderAmongOthers(_ text: String) throws {
    #expect(HelpFlow.Link(url: try url(text)) == .article3(id: 12))
  }

  @Test(arguments: [
    "https://help.example.com/?article=12&article=13",
    "https://help.example.com/?article=",
    "https://help.example.com/?article=twelve",
    "https://help.example.com/?%2561rticle=12",
    "https://help.example.com/?id=12",
    "https://help.example.com/",
    "https://help.example.com/other?article=12",
  ])
  func aQueryThatDoesNotReadOpensNothing(_ text: String) throws {
    #expect(HelpFlow.Link(url: try url(text)) == nil)
  }

  @Test func anArticleByItsFragment() throws {
    #expect(
      HelpFlow.Link(url: try url("https://help.example.com/#/articles/12")) == .article2(id: 12))
    #expect(
      HelpFlow.Link(url: try url("https://help.example.com/#/articles/%31%32?x=1"))
        == .article2(id: 12))
    #expect(HelpFlow.Link(url: try url("https://help.example.com/#/articles")) == nil)
    #expect(HelpFlow.Link(url: try url("https://help.example.com/#/topics/12")) == nil)
    // A fragment link and a query link in one URL: the first pattern that reads opens.
    #expect(
      HelpFlow.Link(url: try url("https://help.example.com/?article=3#/articles/12"))
        == .article2(id: 12))
  }

  @Test func startingAtAQueryLinkShowsTheArticleOverTheTopics() throws {
    let coordinator = HelpFlow.Coordinator(
      navigator: navigator, dependencies: AppFake(),
      parameters: HelpFlow.Parameters(section: .guides))
    let link = try #require(
      HelpFlow.Link(url: try url("https://help.example.com/?utm_source=mail&article=5")))
    coordinator.start(at: link) { _ in }
    #expect(navigator.names == ["push HelpTopics guides", "push HelpArticle 5 guides"])
    #expect(coordinator.state?.history.map(\.stepID) == [.topics])
  }
}
