import FlowRuntime
import Testing

@testable import GeneratedFlows

extension MainFlow.State {
  /// The item id the detail screen shows, if the flow is there.
  var itemID: Int? {
    if case .itemDetail(let id) = self { return id }
    return nil
  }
}

/// Going back, cancelling, and exits of screens the flow has left.
@Suite(.timeLimit(.minutes(3))) @MainActor struct BackAndCancelTests {
  let navigator = RecordingNavigator()

  @Test func backFromTheFirstLoginScreenCancelsTheFlowAndPopsTheScreen() throws {
    let fake = AppFake()
    let login = LoginFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Session>] = []
    login.start { results.append($0) }
    #expect(navigator.names == ["push LoginForm"])

    try #require(fake.loginFormExit).back()
    #expect(navigator.names == ["push LoginForm", "pop"])
    #expect(results == [.cancelled])
    #expect(login.state?.current.stepID == nil)
  }

  @Test func aCancelledLoginReturnsAuthenticationToTheChoice() throws {
    let fake = AppFake()
    let authentication = AuthenticationFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Session>] = []
    authentication.start { results.append($0) }
    try #require(fake.choiceExit).complete(.login)
    #expect(authentication.state?.current.stepID == .login)

    try #require(fake.loginFormExit).back()
    #expect(navigator.names == ["setRoot AuthenticationChoice", "push LoginForm", "pop"])
    #expect(authentication.state?.current.isChoice == true)
    #expect(authentication.state?.history.isEmpty == true)
    #expect(results.isEmpty)
    #expect(fake.built.filter { $0 == "AuthenticationChoice" }.count == 1)
  }

  @Test func aCancelledModalRegistrationIsDismissedAndReturnsToTheChoice() throws {
    let fake = AppFake()
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).complete(.register)
    try #require(fake.registerFormExit).back()

    #expect(
      navigator.names == [
        "setRoot Welcome", "setRoot AuthenticationChoice", "present RegisterForm", "dismiss",
      ])
    #expect(navigator.presented.isEmpty)
    #expect(app.state?.current.stepID == .authentication)

    try #require(fake.choiceExit).complete(.register)
    #expect(navigator.names.last == "present RegisterForm")
  }

  @Test func backOnTheAppGoesBackInTheRunningSubFlow() async throws {
    let fake = AppFake()
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).complete(.register)
    try #require(fake.registerFormExit).complete(
      Credentials(email: "ada@example.com", password: "secret"))
    app.back()
    await app.settle()
    #expect(navigator.names.suffix(2) == ["present RegisterForm", "push RegisterSuccess"])

    app.back()
    #expect(navigator.names.last == "pop")
    #expect(fake.built.filter { $0 == "RegisterForm" }.count == 1)

    app.back()
    #expect(navigator.names.suffix(3) == ["push RegisterSuccess", "pop", "dismiss"])
    #expect(navigator.presented.isEmpty)
    #expect(app.state?.current.stepID == .authentication)
    #expect(fake.built.filter { $0 == "AuthenticationChoice" }.count == 1)
    #expect(fake.built.filter { $0 == "Welcome" }.count == 1)
  }

  @Test func didGoBackFollowsAScreenThePlatformRemoved() throws {
    let fake = UserRegistrationFake()
    let coordinator = UserRegistrationFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.personalExit).complete(
      PersonalInformation(name: "Ada", mailAddress: "ada@example.com", address: ""))
    coordinator.didGoBack()

    #expect(navigator.names == ["present PersonalForm", "push AccountForm"])
    #expect(coordinator.state?.current.stepID == .personal)
    try #require(fake.personalExit).complete(
      PersonalInformation(name: "Ada", mailAddress: "ada@example.com", address: "London"))
    #expect(navigator.names == ["present PersonalForm", "push AccountForm", "push AccountForm"])
  }

  @Test func backFromTheChoiceCancelsAuthenticationAndShowsWelcomeAgain() throws {
    let fake = AppFake()
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    app.start { results.append($0) }
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).back()

    #expect(app.state?.current.stepID == .welcome)
    #expect(results.isEmpty)
    // The welcome root was replaced by the sub-flow's root, so it is shown anew.
    #expect(
      navigator.names == ["setRoot Welcome", "setRoot AuthenticationChoice", "setRoot Welcome"])
    #expect(navigator.stack.map { ($0 as? FakeScreen)?.description } == ["Welcome"])

    try #require(fake.welcomeExit).complete()
    #expect(app.state?.current.stepID == .authentication)
    #expect(navigator.names.count == 4)
  }

  @Test func defaultBackFromAPushedScreenPopsAndRestoresThePreviousState() throws {
    let fake = UserRegistrationFake()
    let coordinator = UserRegistrationFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    let personal = PersonalInformation(name: "Ada", mailAddress: "ada@example.com", address: "")
    try #require(fake.personalExit).complete(personal)
    try #require(fake.accountExit).complete(
      AccountInformation(nickname: "ada", loginId: "ada", password: "pw"))
    #expect(coordinator.state?.history.map(\.stepID) == [.personal, .account])

    try #require(fake.profileImageExit).back()
    #expect(
      navigator.names == [
        "present PersonalForm", "push AccountForm", "push ProfileImageSelect", "pop",
      ])
    guard case .account(let kept) = coordinator.state?.current else {
      Issue.record(
        "expected the account step, got \(String(describing: coordinator.state?.current))")
      return
    }
    #expect(kept == personal)
    #expect(coordinator.state?.history.map(\.stepID) == [.personal])
    #expect(fake.built.filter { $0 == "AccountForm" }.count == 1)

    try #require(fake.accountExit).back()
    #expect(navigator.names.last == "pop")
    #expect(coordinator.state?.current.stepID == .personal)
    #expect(coordinator.state?.history.isEmpty == true)
  }

  @Test func backFromADetailPopsToTheList() throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.itemListExit).complete(.showItem(7))
    #expect(navigator.names == ["setRoot ItemList", "push ItemDetail"])
    #expect(coordinator.state?.current.itemID == 7)

    coordinator.back()
    #expect(navigator.names == ["setRoot ItemList", "push ItemDetail", "pop"])
    #expect(coordinator.state?.current.stepID == .itemList)
  }

  @Test func savingATodoDismissesTheModalAndReturnsToTheList() async throws {
    let fake = TodoFake()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.signInExit).complete(.loggedIn)
    try #require(fake.todoListExit).complete(.create)
    let form = NewTodo(title: "Water plants", memo: "balcony", dueDate: nil)
    try #require(fake.createTodoExit).complete(form)
    await coordinator.settle()

    #expect(fake.added == [form])
    #expect(
      navigator.names == ["setRoot SignIn", "setRoot TodoList", "present CreateTodo", "dismiss"])
    #expect(coordinator.state?.current.isTodoList == true)
    #expect(fake.built.filter { $0 == "TodoList" }.count == 1, "the list is returned to")
  }

  @Test func publishingAListingPopsTheFormScreensBackToTheList() async throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.itemListExit).complete(.sellItem)
    try #require(fake.basicsExit).complete(ListingBasics(title: "Bike", price: 120))
    try #require(fake.detailsFormExit).complete(
      ListingDetails(condition: .brandNew, notes: nil, photoURLs: []))
    let review = try #require(fake.review)
    review.exit.complete(review.input)
    await coordinator.settle()

    #expect(fake.published == [review.input])
    #expect(
      navigator.names == [
        "setRoot ItemList", "push ListingBasicsForm", "push ListingDetailsForm",
        "push ListingReview", "pop", "pop", "pop",
      ])
    #expect(coordinator.state?.current.stepID == .itemList)
    #expect(coordinator.state?.history.isEmpty == true)
  }

  @Test func aFailedPublishShowsTheReviewAgainWithTheGatheredListing() async throws {
    let fake = MainFake()
    fake.publishFailures = [FakeError(reason: "offline")]
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.itemListExit).complete(.sellItem)
    let basics = ListingBasics(title: "Bike", price: 120)
    let details = ListingDetails(condition: .used, notes: "rusty", photoURLs: [])
    try #require(fake.basicsExit).complete(basics)
    try #require(fake.detailsFormExit).complete(details)
    let first = try #require(fake.review)
    var edited = first.input
    edited.basics.price = 100
    first.exit.complete(edited)
    await coordinator.settle()

    #expect(fake.published == [edited])
    #expect(coordinator.state?.current.stepID == .listingReview)
    #expect(
      fake.reviews.map(\.input) == [first.input, NewListing(basics: basics, details: details)])
    #expect(navigator.names.suffix(3) == ["push ListingReview", "pop", "push ListingReview"])

    first.exit.complete(edited)
    #expect(coordinator.state?.current.stepID == .listingReview, "the replaced review is stale")
    try #require(fake.review).exit.complete(edited)
    await coordinator.settle()
    #expect(fake.published == [edited, edited])
    #expect(coordinator.state?.current.stepID == .itemList)
    #expect(navigator.names.suffix(3) == ["pop", "pop", "pop"])
  }

  @Test func cancelEndsTheFlowAndUnwindsItsScreens() throws {
    let fake = UserRegistrationFake()
    let coordinator = UserRegistrationFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    coordinator.start { results.append($0) }
    try #require(fake.personalExit).complete(
      PersonalInformation(name: "Ada", mailAddress: "ada@example.com", address: ""))
    try #require(fake.accountExit).complete(
      AccountInformation(nickname: "ada", loginId: "ada", password: "pw"))

    coordinator.cancel()
    #expect(results.count == 1)
    #expect(results.first?.isCancelled == true)
    // The screens pushed on the modal go with it: no pops before the dismissal.
    #expect(
      navigator.names == [
        "present PersonalForm", "push AccountForm", "push ProfileImageSelect", "dismiss",
      ])
    guard case .cancelled = coordinator.state?.current else {
      Issue.record("expected cancelled, got \(String(describing: coordinator.state?.current))")
      return
    }

    coordinator.cancel()
    coordinator.back()
    #expect(results.count == 1, "an ended flow reports its end once")
    #expect(navigator.events.count == 4)
  }

  @Test func cancellingAFlowUnwindsTheScreensOfItsSubFlows() throws {
    let fake = AppFake()
    let authentication = AuthenticationFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Session>] = []
    authentication.start { results.append($0) }
    try #require(fake.choiceExit).complete(.register)
    authentication.cancel()

    #expect(results == [.cancelled])
    #expect(
      navigator.names == ["setRoot AuthenticationChoice", "present RegisterForm", "dismiss"])
    #expect(navigator.presented.isEmpty)
  }

  @Test func cancellingAppLaunchDismissesTheModalOfItsSubFlow() throws {
    let fake = AppFake()
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    app.start { results.append($0) }
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).complete(.register)
    app.cancel()

    #expect(results.count == 1)
    #expect(results.first?.isCancelled == true)
    #expect(
      navigator.names == [
        "setRoot Welcome", "setRoot AuthenticationChoice", "present RegisterForm", "dismiss",
      ])
    #expect(navigator.presented.isEmpty)
  }

  @Test func cancellingTheSignUpInFlightIgnoresItsOutcome() async throws {
    let fake = AppFake()
    let registration = RegistrationFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Session>] = []
    registration.start { results.append($0) }
    try #require(fake.registerFormExit).complete(
      Credentials(email: "ada@example.com", password: "secret"))
    registration.cancel()
    await registration.settle()

    #expect(fake.signUpCalls.count == 1)
    #expect(results.count == 1)
    #expect(results.first?.isCancelled == true)
    #expect(fake.registerSuccess == nil)
    #expect(navigator.names == ["push RegisterForm", "pop"])
  }

  @Test func aStaleExitChangesNothing() throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    let listExit = try #require(fake.itemListExit)
    listExit.complete(.sellItem)
    let basicsExit = try #require(fake.basicsExit)
    basicsExit.complete(ListingBasics(title: "Bike", price: 120))
    let events = navigator.names
    #expect(events == ["setRoot ItemList", "push ListingBasicsForm", "push ListingDetailsForm"])

    listExit.complete(.showItem(3))
    basicsExit.complete(ListingBasics(title: "Car", price: 9000))
    basicsExit.back()
    #expect(navigator.names == events)
    #expect(fake.details.isEmpty)
    guard case .listingDetails(let basics) = coordinator.state?.current else {
      Issue.record("expected listingDetails, got \(String(describing: coordinator.state?.current))")
      return
    }
    #expect(basics == ListingBasics(title: "Bike", price: 120))
  }

  @Test func aStaleExitOfAScreenThatWasPoppedChangesNothing() throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.itemListExit).complete(.showItem(1))
    try #require(fake.details.last).exit.back()
    #expect(coordinator.state?.current.stepID == .itemList)

    let stale = try #require(fake.details.last).exit
    stale.back()
    #expect(coordinator.state?.current.stepID == .itemList)
    #expect(navigator.names == ["setRoot ItemList", "push ItemDetail", "pop"])
  }

  @Test func aStaleExitOfAScreenReplacedByANewOneOfTheSameStepChangesNothing() throws {
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.itemListExit).complete(.showItem(1))
    let firstDetail = try #require(fake.details.last).exit
    firstDetail.back()
    try #require(fake.itemListExit).complete(.showItem(2))
    let events = navigator.names
    #expect(events == ["setRoot ItemList", "push ItemDetail", "pop", "push ItemDetail"])

    firstDetail.back()
    #expect(navigator.names == events, "the popped detail of item 1 must not pop item 2's")
    #expect(coordinator.state?.current.itemID == 2)
  }
}
