import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// Resuming a flow from a state saved earlier (`start(restoring:)`): the screens of the
/// history are rebuilt in order, then the current state is entered.
@Suite(.timeLimit(.minutes(3))) @MainActor struct RestoreTests {
  let basics = ListingBasics(title: "Bike", price: 120)
  let details = ListingDetails(condition: .used, notes: "Red", photoURLs: [])

  /// The state of a Main flow driven to the listing review, JSON-encoded and decoded.
  func savedAtReview() throws -> MainFlow.FlowState {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: RecordingNavigator(), dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.itemListExit).complete(.sellItem)
    try #require(fake.basicsExit).complete(basics)
    try #require(fake.detailsFormExit).complete(details)
    let state = try #require(coordinator.state)
    let data = try JSONEncoder().encode(state)
    return try JSONDecoder().decode(MainFlow.FlowState.self, from: data)
  }

  @Test func restoringRebuildsTheHistoryThenShowsTheCurrentScreenWithoutAnimation() throws {
    let saved = try savedAtReview()
    #expect(saved.history.map(\.stepID) == [.itemList, .listingBasics, .listingDetails])

    let navigator = RecordingNavigator()
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    var entered: [MainFlow.StepID?] = []
    coordinator.onEnter = { entered.append($0.stepID) }
    try coordinator.start(restoring: saved) { _ in }

    #expect(
      navigator.names == [
        "setRoot ItemList", "push ListingBasicsForm", "push ListingDetailsForm",
        "push ListingReview",
      ])
    #expect(navigator.animations == [false, false, false, false])
    #expect(navigator.stack.count == 4)
    #expect(fake.review?.input == NewListing(basics: basics, details: details))
    #expect(entered == [.listingReview])
    #expect(coordinator.state == saved)
    #expect(fake.published.isEmpty)
  }

  @Test func goingBackAfterARestoreWalksTheRebuiltScreensWithTheirInputs() throws {
    let saved = try savedAtReview()
    let navigator = RecordingNavigator()
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    try coordinator.start(restoring: saved) { results.append($0) }

    coordinator.back()
    #expect(navigator.names.last == "pop")
    #expect(navigator.animations.last == true)
    #expect(coordinator.state?.current == .listingDetails(listingBasics: basics))
    // The rebuilt details form is the one shown again, and it still works.
    #expect(fake.built == ["ItemList", "ListingBasicsForm", "ListingDetailsForm", "ListingReview"])
    try #require(fake.detailsFormExit).complete(details)
    #expect(navigator.names.last == "push ListingReview")
    #expect(fake.review?.input == NewListing(basics: basics, details: details))

    coordinator.back()
    coordinator.back()
    coordinator.back()
    #expect(coordinator.state?.current == .itemList)
    #expect(navigator.stack.count == 1)
    #expect(navigator.names.suffix(3) == ["pop", "pop", "pop"])
    #expect(results.isEmpty)
  }

  @Test func restoringAtAnActionRunsTheActionAgain() async throws {
    let input = NewListing(basics: basics, details: details)
    let saved = MainFlow.FlowState(
      current: .publishListing(input: input, listingBasics: basics, listingDetails: details),
      history: [
        .itemList, .listingBasics, .listingDetails(listingBasics: basics),
        .listingReview(input: input, listingBasics: basics, listingDetails: details),
      ])
    let navigator = RecordingNavigator()
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    try coordinator.start(restoring: saved) { _ in }
    await coordinator.settle()

    #expect(fake.published == [input])
    #expect(
      navigator.names == [
        "setRoot ItemList", "push ListingBasicsForm", "push ListingDetailsForm",
        "push ListingReview", "pop", "pop", "pop",
      ])
    #expect(coordinator.state?.current == .itemList)
    #expect(coordinator.state?.history == [])
  }

  @Test func aHistoryEntryThatIsNoScreenIsRefusedAndNothingStarts() throws {
    let input = NewListing(basics: basics, details: details)
    let saved = MainFlow.FlowState(
      current: .itemDetail(input: 7),
      history: [
        .itemList, .publishListing(input: input, listingBasics: basics, listingDetails: details),
      ])
    let navigator = RecordingNavigator()
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    #expect(throws: FlowRestoreError.notAScreen(index: 1, step: "publishListing")) {
      try coordinator.start(restoring: saved) { _ in }
    }
    #expect(navigator.names.isEmpty)
    #expect(fake.published.isEmpty)
    #expect(coordinator.state == nil)
    // The app starts the flow afresh instead.
    coordinator.start { _ in }
    #expect(navigator.names == ["setRoot ItemList"])
  }

  @Test func aFinishedOrCancelledStateIsRefused() throws {
    for ended in [MainFlow.State.finished, .cancelled] {
      let navigator = RecordingNavigator()
      let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: MainFake())
      var results: [FlowResult<Void>] = []
      #expect(throws: FlowRestoreError.ended) {
        try coordinator.start(restoring: MainFlow.FlowState(current: ended, history: [.itemList])) {
          results.append($0)
        }
      }
      #expect(results.isEmpty)
      #expect(navigator.names.isEmpty)
    }
  }

  @Test func aHistoryTheFlowCannotTakeIsRefused() throws {
    let input = NewListing(basics: basics, details: details)
    let review = MainFlow.State.listingReview(
      input: input, listingBasics: basics, listingDetails: details)
    // The review follows the details form, not the list.
    #expect(throws: FlowRestoreError.unreachable(index: 1, step: "listingReview")) {
      try MainFlow.validate(MainFlow.FlowState(current: .itemList, history: [.itemList, review]))
    }
    // The current step must follow the history's last screen too.
    #expect(throws: FlowRestoreError.unreachable(index: 2, step: "listingReview")) {
      try MainFlow.validate(
        MainFlow.FlowState(current: review, history: [.itemList, .listingBasics]))
    }
    // A history must start where the flow starts (or at a root screen).
    #expect(throws: FlowRestoreError.unreachable(index: 0, step: "listingDetails")) {
      try MainFlow.validate(
        MainFlow.FlowState(current: review, history: [.listingDetails(listingBasics: basics)]))
    }
    // A deep link opens the listing form and an item on top of any screen.
    try MainFlow.validate(
      MainFlow.FlowState(current: .itemDetail(input: 3), history: [.itemList, .listingBasics]))
    try MainFlow.validate(
      MainFlow.FlowState(
        current: .publishListing(input: input, listingBasics: basics, listingDetails: details),
        history: [.itemList, .listingBasics, .listingDetails(listingBasics: basics), review]))
  }

  @Test func aHistoryOverTheLimitIsRefusedBeforeAnythingIsShown() throws {
    let limit = MainFlow.FlowState.maximumRestoredHistory
    let history = [MainFlow.State.itemList] + Array(repeating: .itemDetail(input: 1), count: limit)
    let navigator = RecordingNavigator()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: MainFake())
    #expect(throws: FlowRestoreError.historyTooLong(count: limit + 1)) {
      try coordinator.start(restoring: MainFlow.FlowState(current: .itemList, history: history)) {
        _ in
      }
    }
    #expect(navigator.names.isEmpty)
  }

  @Test func aStateDecodedFromHostileJSONIsRefusedWithATypedError() throws {
    // Decodes (the JSON is well formed) but jumps to the review without the forms.
    let json = """
      {"current": {"listingReview": {"input": {"basics": {"title": "x", "price": 1},
        "details": {"condition": {"used": {}}, "photoURLs": []}},
        "listingBasics": {"title": "x", "price": 1},
        "listingDetails": {"condition": {"used": {}}, "photoURLs": []}}},
       "history": [], "returned": false}
      """
    let saved = try JSONDecoder().decode(MainFlow.FlowState.self, from: Data(json.utf8))
    #expect(throws: FlowRestoreError.unreachable(index: 0, step: "listingReview")) {
      try MainFlow.validate(saved)
    }
  }

  @Test func restoringTheLongestHistoryShowsEveryScreenOnceInOrder() throws {
    // The longest history a restore takes: the screens alternate between the list and an
    // item (a deep link opens an item on top of any screen).
    let limit = MainFlow.FlowState.maximumRestoredHistory
    let history = (0..<limit).map { $0 == 0 ? MainFlow.State.itemList : .itemDetail(input: $0) }
    let saved = MainFlow.FlowState(current: .itemDetail(input: limit), history: history)
    let navigator = RecordingNavigator()
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    try coordinator.start(restoring: saved) { _ in }
    #expect(navigator.stack.count == limit + 1)
    #expect(navigator.names.count == limit + 1)
    #expect(navigator.names.first == "setRoot ItemList")
    #expect(navigator.names.dropFirst().allSatisfy { $0 == "push ItemDetail" })
    #expect(coordinator.state == saved)
    coordinator.back()
    #expect(coordinator.state?.current == .itemDetail(input: limit - 1))
  }

  @Test func restoringASubflowStepStartsTheChildAfreshWithoutAnimation() throws {
    let saved = try savedAppLaunchAtAuthentication()
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(AppLaunchFlow.FlowState.self, from: data)
    let fake = AppFake()
    let navigator = RecordingNavigator()
    let coordinator = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    try coordinator.start(restoring: decoded) { _ in }
    #expect(navigator.names == ["setRoot Welcome", "setRoot AuthenticationChoice"])
    #expect(navigator.animations == [false, false])
    #expect(fake.built == ["Welcome", "AuthenticationChoice"])
    #expect(fake.sessionChecks == 0)
  }

  /// An AppLaunch flow driven into its authentication sub-flow.
  func savedAppLaunchAtAuthentication() throws -> AppLaunchFlow.FlowState {
    let fake = AppFake()
    let coordinator = AppLaunchFlow.Coordinator(
      navigator: RecordingNavigator(), dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.welcomeExit).complete()
    return try #require(coordinator.state)
  }
}
