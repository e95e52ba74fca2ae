import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// Generated flows shown through the SwiftUI navigation model, with the pops
/// SwiftUI reports when the user goes back.
@Suite @MainActor struct NavigationModelFlowTests {
  static func names(_ model: NavigationModel) -> [String] {
    model.routes.map { ($0.screen as? FakeScreen)?.description ?? "?" }
  }

  @Test func aFormPresentedAsASheetPushesItsNextScreenOntoTheSheetsStack() throws {
    let model = NavigationModel()
    model.setRoot(FakeScreen("Home"), animated: false)
    let fake = UserRegistrationFake()
    let coordinator = UserRegistrationFlow.Coordinator(navigator: model, dependencies: fake)
    model.onUserBack = { coordinator.didGoBack() }
    coordinator.start { _ in }
    try #require(fake.personalExit).complete(
      PersonalInformation(name: "Ada", mailAddress: "ada@example.com", address: "London"))
    #expect(Self.names(model) == ["Home", "PersonalForm", "AccountForm"])
    #expect(model.stacks.count == 2)
    #expect(model.stacks[1].path.count == 1)

    // The back button of the sheet's stack: the flow follows, the form stays.
    model.stacks[1].path = []
    #expect(coordinator.state?.current.stepID == .personal)
    #expect(Self.names(model) == ["Home", "PersonalForm"])
    #expect(fake.built == ["PersonalForm", "AccountForm"])
  }

  /// A restored flow rebuilds SwiftUI's path, and the back button walks it.
  @Test func aRestoredFlowRebuildsThePathAndTheBackButtonWalksIt() throws {
    let basics = ListingBasics(title: "Bike", price: 120)
    let saved = MainFlow.FlowState(
      current: .listingDetails(listingBasics: basics),
      history: [.itemList, .listingBasics])
    let model = NavigationModel()
    let fake = MainFake()
    let coordinator = MainFlow.Coordinator(navigator: model, dependencies: fake)
    model.onUserBack = { coordinator.didGoBack() }
    try coordinator.start(restoring: saved) { _ in }
    #expect(Self.names(model) == ["ItemList", "ListingBasicsForm", "ListingDetailsForm"])
    #expect(model.stacks.count == 1)

    model.stacks[0].path = [model.stacks[0].path[0]]
    #expect(coordinator.state?.current == .listingBasics)
    #expect(Self.names(model) == ["ItemList", "ListingBasicsForm"])
    try #require(fake.basicsExit).complete(basics)
    #expect(Self.names(model) == ["ItemList", "ListingBasicsForm", "ListingDetailsForm"])
    #expect(coordinator.state?.history == [.itemList, .listingBasics])
  }

  @Test func pullingTheSheetDownCancelsTheFlowWhoseFirstScreenSaysSo() throws {
    let model = NavigationModel()
    model.setRoot(FakeScreen("Home"), animated: false)
    let fake = UserRegistrationFake()
    let coordinator = UserRegistrationFlow.Coordinator(navigator: model, dependencies: fake)
    model.onUserBack = { coordinator.didGoBack() }
    var results: [FlowResult<UserRegistrationFlow.Output>] = []
    coordinator.start { results.append($0) }
    try #require(fake.personalExit).complete(
      PersonalInformation(name: "Ada", mailAddress: "ada@example.com", address: "London"))
    model.stacks[0].modal = nil
    #expect(Self.names(model) == ["Home"])
    #expect(results.count == 1)
    #expect(results.first?.isCancelled == true)
  }

  /// The tab container of `Tabs.flow.yaml`: one model per tab, the tab the user selects in
  /// the `TabView` reaches the flow, and the user's going back in a tab too.
  @Test func tabsGetAModelEachAndTheUsersSelectionReachesTheFlow() async throws {
    let model = NavigationModel()
    let fake = AppFake()
    let app = TabsFlow.Coordinator(navigator: model, dependencies: fake)
    model.onUserBack = { app.didGoBack() }
    app.start { _ in }
    let tabs = try #require(model.visible?.screen as? NavigationModel.Tabs)
    #expect(model.routes.count == 1)
    // At the root, the container is drawn as the tab view, each tab a stack of its own.
    #expect(model.stacks[0].tabs === tabs)
    #expect(tabs.models.allSatisfy { $0.stacks.count == 1 && $0.stacks[0].tabs == nil })
    #expect(tabs.items.map(\.title) == ["Login", "Register", "Help"])
    #expect(tabs.models.map(Self.names) == [["LoginForm"], ["RegisterForm"], ["HelpTopics"]])
    #expect(tabs.selection == 0)

    tabs.selection = 1  // the user selects the second tab in the TabView
    #expect(TabsTests.selected(app.state?.current) == .register)
    app.select(.login)
    #expect(tabs.selection == 0)

    fake.logInFailures = [FakeError(reason: "offline")]
    try #require(fake.loginFormExit).complete(LoginCredentials(email: "a@b.c", password: "x"))
    await app.settle()
    #expect(Self.names(tabs.models[0]) == ["LoginForm", "LoginFailed"])
    tabs.models[0].stacks[0].modal = nil  // the user pulls the sheet down
    #expect(app.mainLoginCoordinator?.state?.current.stepID == .credentials)
    #expect(Self.names(tabs.models[0]) == ["LoginForm"])
    #expect(tabs.models[1].routes.count == 1, "the other tab keeps its stack")
  }

  /// The confirmation of `Home.flow.yaml` cannot be left backwards
  /// (`back: none`): its route hides the back button, and a pop SwiftUI
  /// still reports is refused, so the flow stays on it.
  @Test func theConfirmationWithoutAWayBackRefusesTheUsersPop() async throws {
    let model = NavigationModel()
    let fake = HomeFake()
    let app = HomeFlow.Coordinator(navigator: model, dependencies: fake)
    var backs = 0
    model.onUserBack = {
      backs += 1
      app.didGoBack()
    }
    app.start { _ in }
    try #require(fake.hubExit).complete(.shop)
    try #require(fake.shopExit).complete(3)
    try #require(fake.productExit).complete(HomeOrder(productID: 3, quantity: 2))
    await app.settle()
    let shown = ["HomeHub", "HomeShop", "HomeProduct", "HomeConfirmation"]
    #expect(Self.names(model) == shown)
    #expect(model.routes.map(\.canGoBack) == [true, true, true, false])

    model.stacks[0].path = [model.stacks[0].path[0]]  // a long press on the back button
    #expect(backs == 0)
    #expect(app.state?.current.stepID == .confirmation)
    #expect(Self.names(model) == shown)

    try #require(fake.confirmationExit).complete()
    #expect(app.state?.current.stepID == .hub)
    #expect(Self.names(model) == ["HomeHub"])
    #expect(model.visible?.canGoBack == true)
  }

  /// `WorkspaceLogin.flow.yaml` through SwiftUI: the help sheet returns to the
  /// form (`next: back`), a failure case presents the device list, from which
  /// the log-in runs again on the form (`from`), and the user's own pull is followed.
  @Test func sheetsAndFailureRoutesThatGoBackFollowTheModel() async throws {
    let model = NavigationModel()
    let fake = WorkspaceLoginFake()
    let app = WorkspaceLoginFlow.Coordinator(navigator: model, dependencies: fake)
    model.onUserBack = { app.didGoBack() }
    app.start(nil) { _ in }
    try #require(fake.formExit).complete(.help)
    #expect(Self.names(model) == ["AccountNumberForm", "HelpSheet"])
    #expect(model.stacks.count == 2)
    try #require(fake.helpExit).complete()
    #expect(app.state?.current.stepID == .form)
    #expect(Self.names(model) == ["AccountNumberForm"])
    #expect(model.stacks.count == 1)

    fake.answer = .tooManyDevices
    try #require(fake.formExit).complete(.logIn("1234"))
    await app.settle()
    #expect(Self.names(model) == ["AccountNumberForm", "DeviceList"])
    #expect(model.stacks.count == 2, "the device list is a sheet")
    // A device removed, the log-in runs again on the form: the sheet goes, the form hears it.
    fake.answer = .invalidAccount
    try #require(fake.devicesExit).complete("1234")
    #expect(Self.names(model) == ["AccountNumberForm"])
    await app.settle()
    #expect(app.state?.current.stepID == .form)
    #expect(Self.names(model) == ["AccountNumberForm"])
    guard case .failed? = fake.formFeedback?.status else {
      Issue.record("the form heard no failure: \(String(describing: fake.formFeedback?.status))")
      return
    }

    // The user opens the sheet again and pulls it down: the flow follows.
    try #require(fake.formExit).complete(.help)
    model.stacks[0].modal = nil
    #expect(app.state?.current.stepID == .form)
    #expect(Self.names(model) == ["AccountNumberForm"])
    #expect(fake.formInputs == [nil], "the form is never built again")
  }

  @Test func aListAndItsDetailFollowTheUsersPop() throws {
    let model = NavigationModel()
    let fake = TodoFake()
    let coordinator = TodoFlow.Coordinator(navigator: model, dependencies: fake)
    model.onUserBack = { coordinator.didGoBack() }
    coordinator.start { _ in }
    try #require(fake.signInExit).complete(.loggedIn)
    try #require(fake.todoListExit).complete(.select(Todo(id: 1, title: "Milk")))
    #expect(Self.names(model) == ["TodoList", "TodoDetail"])
    model.stacks[0].path = []
    #expect(coordinator.state?.current.stepID == .todoList)
    #expect(Self.names(model) == ["TodoList"])
    try #require(fake.todoListExit).complete(.select(Todo(id: 2, title: "Eggs")))
    #expect(Self.names(model) == ["TodoList", "TodoDetail"])
  }
}

/// The analytics hook: states heard as the flow enters them, with their data.
@Suite @MainActor struct EnteredStateTests {
  @Test func aCoordinatorHearsEachStateItEntersWithItsData() throws {
    let navigator = RecordingNavigator()
    let fake = TodoFake()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: fake)
    var entered: [String] = []
    coordinator.onEnter = { state in
      if case .todoDetail(let todo) = state {
        entered.append("todoDetail \(todo.title)")
      } else {
        entered.append(state.stepID?.rawValue ?? "ended")
      }
    }
    coordinator.start { _ in }
    try #require(fake.signInExit).complete(.loggedIn)
    try #require(fake.todoListExit).complete(.select(Todo(id: 1, title: "Milk")))
    coordinator.back()
    #expect(entered == ["login", "todoList", "todoDetail Milk", "todoList"])
  }

  /// A sub-flow's states reach the trail every flow on the navigator shares.
  @Test func theTrailHearsTheStatesOfSubFlows() throws {
    let navigator = RecordingNavigator()
    let fake = AppFake()
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    var steps: [String] = []
    app.trail.onEnter = { state in
      switch state {
      case let state as AppLaunchFlow.State:
        steps.append("AppLaunch." + (state.stepID?.rawValue ?? "end"))
      case let state as AuthenticationFlow.State:
        steps.append("Authentication." + (state.stepID?.rawValue ?? "end"))
      default: steps.append("other")
      }
    }
    app.start { _ in }
    try #require(fake.welcomeExit).complete()
    #expect(steps.first == "AppLaunch.sessionCheck")
    #expect(steps.contains("Authentication.choice"), "\(steps)")
  }
}

/// A state whose values are all plain is `Hashable` and `Codable`: ReSwift
/// skips repeated states, and an app saves where the user was.
@Suite struct PlainStateTests {
  @Test func aPlainFlowStateRoundTripsThroughJSONAndCompares() throws {
    let basics = ListingBasics(title: "Bike", price: 120)
    let state = MainFlow.FlowState(
      current: .listingDetails(listingBasics: basics), history: [.itemList, .listingBasics])
    let data = try JSONEncoder().encode(state)
    let restored = try JSONDecoder().decode(MainFlow.FlowState.self, from: data)
    #expect(restored == state)
    #expect(Set([state, restored]).count == 1)
    let other = MainFlow.reduce(state, .back)
    #expect(other != state)
    #expect(other.current == .listingBasics)
  }
}
