import FlowRuntime
import Testing

@testable import GeneratedFlows

/// The `Steps` factories, chained by hand with `then` and `map`.
@Suite(.timeLimit(.minutes(3))) @MainActor struct StepsTests {
  let navigator = RecordingNavigator()

  @Test func registrationStepsChainFormSignUpAndSuccess() async {
    let fake = AppFake()
    fake.completesScreensByItself = true
    let steps = RegistrationFlow.Steps(navigator: navigator, dependencies: fake)
    let fallback = Session(token: "fallback")
    let signUp = steps.form()
      .then(steps.signUp())
      .map { result in (try? result.get()) ?? fallback }
      .then(steps.success())

    let session = await signUp.perform(())
    #expect(session == AppFake.session(for: fake.autoCredentials))
    #expect(fake.signUpCalls == [fake.autoCredentials])
    #expect(fake.registerSuccess?.session == session)
    #expect(navigator.names == ["push RegisterForm", "push RegisterSuccess"])
  }

  @Test func aScreenStepHandsBackToTheCaller() throws {
    let fake = AppFake()
    let steps = RegistrationFlow.Steps(navigator: navigator, dependencies: fake)
    var backs = 0
    var outputs: [Credentials] = []
    steps.form(back: { backs += 1 }).perform(()) { outputs.append($0) }
    try #require(fake.registerFormExit).back()

    #expect(backs == 1)
    #expect(outputs.isEmpty)
    #expect(navigator.names == ["push RegisterForm"])
  }

  @Test func anActionStepCompletesWithItsFailure() async {
    let fake = AppFake()
    fake.completesScreensByItself = true
    fake.signUpFailures = [FakeError(reason: "taken")]
    let steps = RegistrationFlow.Steps(navigator: navigator, dependencies: fake)
    let attempt = steps.form().then(steps.signUp())

    let result = await attempt.perform(())
    #expect(throws: FakeError(reason: "taken")) { try result.get() }
    #expect(navigator.names == ["push RegisterForm"])
  }

  @Test func todoStepsCreateATodoFromTheModalForm() async throws {
    let fake = TodoFake()
    let steps = TodoFlow.Steps(navigator: navigator, dependencies: fake)
    let create = steps.createTodo()
      .then(steps.addTodo())
      .map { result in try? result.get() }
    var created: [Todo?] = []
    create.perform(()) { created.append($0) }
    #expect(navigator.names == ["present CreateTodo"])

    let form = NewTodo(title: "Water plants", memo: nil, dueDate: nil)
    try #require(fake.createTodoExit).complete(form)
    let fetched = await steps.loadTodo().map { result in try? result.get() }.perform(42)

    #expect(fake.added == [form])
    #expect(created == [Todo(id: 101, title: "Water plants")])
    #expect(fetched == Todo(id: 42, title: "Buy milk"))
    #expect(await steps.loadTodo().map { result in try? result.get() }.perform(9) == nil)
  }
}
