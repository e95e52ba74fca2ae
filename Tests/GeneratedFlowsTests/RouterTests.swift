import FlowRuntime
import Testing

@testable import GeneratedFlows

// MARK: - A VIPER app of the Todo flow

/// Presenters as a VIPER or Clean Architecture app writes them: each knows
/// only its screen's router, and navigates by calling it.
@MainActor
final class LoginPresenter {
  let router: any TodoFlow.LoginRouter

  init(router: any TodoFlow.LoginRouter) { self.router = router }

  func loginSucceeded() { router.toTodoList() }
  func didTapCreateUser() { router.toCreateUser() }
}

@MainActor
final class TodoListPresenter {
  let router: any TodoFlow.TodoListRouter

  init(router: any TodoFlow.TodoListRouter) { self.router = router }

  func didTapAdd() { router.toCreateTodo() }
  func didSelect(_ todo: Todo) { router.toTodoDetail(todo) }
  func didSignOut() { router.toLogin() }
}

@MainActor
final class CreateTodoPresenter {
  let router: any TodoFlow.CreateTodoRouter

  init(router: any TodoFlow.CreateTodoRouter) { self.router = router }

  func didTapSave(title: String) {
    router.toAddTodo(NewTodo(title: title, memo: nil, dueDate: nil))
  }
  func didTapCancel() { router.back() }
}

@MainActor
final class TodoDetailPresenter {
  let router: any TodoFlow.TodoDetailRouter
  let todo: Todo

  init(todo: Todo, router: any TodoFlow.TodoDetailRouter) {
    self.todo = todo
    self.router = router
  }

  func didTapBack() { router.back() }
}

/// The app's side of the flow: each screen factory assembles its module,
/// giving the presenter the generated router over the screen's exit.
@MainActor
final class TodoModules: TodoFlow.Dependencies {
  private(set) var login: LoginPresenter?
  private(set) var list: TodoListPresenter?
  private(set) var createTodo: CreateTodoPresenter?
  private(set) var detail: TodoDetailPresenter?
  private(set) var added: [NewTodo] = []

  func signIn(_ exit: ScreenExit<LoginEvent>) -> AnyObject {
    login = LoginPresenter(router: TodoFlow.LoginRouterImpl(exit))
    return FakeScreen("SignIn")
  }

  func createUser(_ exit: ScreenExit<NewUser>) -> AnyObject { FakeScreen("CreateUser") }

  func todoList(_ exit: ScreenExit<TodoListEvent>) -> AnyObject {
    list = TodoListPresenter(router: TodoFlow.TodoListRouterImpl(exit))
    return FakeScreen("TodoList")
  }

  func createTodo(_ exit: ScreenExit<NewTodo>) -> AnyObject {
    createTodo = CreateTodoPresenter(router: TodoFlow.CreateTodoRouterImpl(exit))
    return FakeScreen("CreateTodo")
  }

  func todoDetail(_ input: Todo, _ exit: ScreenExit<Never>) -> AnyObject {
    detail = TodoDetailPresenter(todo: input, router: TodoFlow.TodoDetailRouterImpl(exit))
    return FakeScreen("TodoDetail")
  }

  func createAccount(_ input: NewUser) async throws {}

  func addTodo(_ input: NewTodo) async throws -> Todo {
    added.append(input)
    return Todo(id: 100 + added.count, title: input.title)
  }

  func fetchTodo(_ input: Int) async throws -> Todo { Todo(id: input, title: "Fetched") }
}

/// A fake router, as a presenter's unit test hands it in place of the generated one.
@MainActor
final class TodoListRouterSpy: TodoFlow.TodoListRouter {
  private(set) var calls: [String] = []
  var canGoBack: Bool { true }

  func toCreateTodo() { calls.append("toCreateTodo") }
  func toTodoDetail(_ todo: Todo) { calls.append("toTodoDetail \(todo.id)") }
  func toLogin() { calls.append("toLogin") }
  func back() { calls.append("back") }
}

// MARK: - Tests

/// The Todo flow driven by presenters that call the generated routers.
@Suite(.timeLimit(.minutes(3))) @MainActor struct RouterTests {
  let navigator = RecordingNavigator()

  @Test func presentersMoveTheFlowThroughTheirRouters() async throws {
    let app = TodoModules()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: app)
    coordinator.start { _ in }
    try #require(app.login).loginSucceeded()
    #expect(coordinator.state?.current.stepID == .todoList)

    let milk = Todo(id: 42, title: "Buy milk")
    try #require(app.list).didSelect(milk)
    #expect(coordinator.state?.current.stepID == .todoDetail)
    #expect(app.detail?.todo == milk)
    try #require(app.detail).didTapBack()
    #expect(coordinator.state?.current.stepID == .todoList)

    try #require(app.list).didTapAdd()
    try #require(app.createTodo).didTapSave(title: "Water plants")
    await coordinator.settle()
    #expect(app.added.map(\.title) == ["Water plants"])
    #expect(coordinator.state?.current.stepID == .todoList)

    try #require(app.list).didSignOut()
    #expect(coordinator.state?.current.stepID == .login)
    #expect(
      navigator.names == [
        "setRoot SignIn", "setRoot TodoList", "push TodoDetail", "pop", "present CreateTodo",
        "dismiss", "setRoot SignIn",
      ])
  }

  @Test func cancellingTheModalThroughItsRouterDismissesIt() throws {
    let app = TodoModules()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: app)
    coordinator.start { _ in }
    try #require(app.login).loginSucceeded()
    try #require(app.list).didTapAdd()
    #expect(app.createTodo?.router.canGoBack == true)
    try #require(app.createTodo).didTapCancel()
    #expect(coordinator.state?.current.stepID == .todoList)
    #expect(navigator.names.suffix(2) == ["present CreateTodo", "dismiss"])
  }

  @Test func aRouterKeptAfterTheFlowLeftItsScreenDoesNothing() throws {
    let app = TodoModules()
    let coordinator = TodoFlow.Coordinator(navigator: navigator, dependencies: app)
    coordinator.start { _ in }
    let login = try #require(app.login)
    login.loginSucceeded()
    let shown = navigator.names
    // A late callback of the login screen, which is gone.
    login.didTapCreateUser()
    #expect(coordinator.state?.current.stepID == .todoList)
    #expect(navigator.names == shown)
  }

  @Test func aPresenterIsTestedAgainstAFakeRouter() {
    let spy = TodoListRouterSpy()
    let presenter = TodoListPresenter(router: spy)
    presenter.didSelect(Todo(id: 7, title: "Call Ada"))
    presenter.didTapAdd()
    presenter.didSignOut()
    #expect(spy.calls == ["toTodoDetail 7", "toCreateTodo", "toLogin"])
  }

  /// The routers complete the exit with the actions the reducer expects.
  @Test func eachRouterMethodRaisesItsAction() {
    var actions: [TodoFlow.Action] = []
    let exit = ScreenExit<TodoListEvent>(
      complete: { actions.append(.todoListCompleted($0)) }, back: { actions.append(.back) })
    let router = TodoFlow.TodoListRouterImpl(exit)
    router.toCreateTodo()
    router.toTodoDetail(Todo(id: 1, title: "A"))
    router.toLogin()
    router.back()
    // From the list each action leads where its method says; the list
    // replaced the window's root, so going back leaves the flow.
    let list = TodoFlow.reduce(TodoFlow.FlowState(current: .login), .loginCompleted(.loggedIn))
    let states = actions.map { TodoFlow.reduce(list, $0).current }
    #expect(states.map(\.stepID) == [.createTodo, .todoDetail, .login, nil])
    if case .cancelled = states[3] {} else { Issue.record("back from the list: \(states[3])") }
  }
}
