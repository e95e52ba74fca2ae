import FlowRuntime
import Testing

@testable import GeneratedFlows

/// A screen an app builds as a value, as a SwiftUI view is.
struct FormValue: Equatable {
  var title: String
}

/// Login's dependencies with factories that return their own types: a value
/// for the form, a class of the app's for the alert. Swift infers
/// `LoginFormScreen` and `LoginFailedScreen` from them.
@MainActor
final class TypedLoginScreens: LoginFlow.Dependencies {
  private(set) var formExit: ScreenExit<LoginCredentials>?
  private(set) var failedExit: ScreenExit<Void>?

  func loginForm(_ exit: ScreenExit<LoginCredentials>) -> FormValue {
    formExit = exit
    return FormValue(title: "Log In")
  }

  func loginFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> FakeScreen {
    failedExit = exit
    return FakeScreen("LoginFailed")
  }

  func logIn(_ input: LoginCredentials) async throws -> Session {
    throw FakeError(reason: "offline")
  }
}

@MainActor
@Suite struct TypedScreenTests {
  @Test func factoriesReturnTheirOwnTypesAndSwiftInfersThem() {
    #expect(TypedLoginScreens.LoginFormScreen.self == FormValue.self)
    #expect(TypedLoginScreens.LoginFailedScreen.self == FakeScreen.self)
    // A fake that returns `AnyObject`, as apps did before, still conforms.
    #expect(AppFake.LoginFormScreen.self == AnyObject.self)
  }

  /// The coordinator hands the navigator an object as it is and a value boxed
  /// in a `ScreenValue`, which `FlowNavigationView` unboxes.
  @Test func theNavigatorGetsAValueBoxedAndAnObjectAsItIs() async throws {
    let navigator = RecordingNavigator()
    let screens = TypedLoginScreens()
    let coordinator = LoginFlow.Coordinator(navigator: navigator, dependencies: screens)
    coordinator.start { _ in }
    let form = try #require(navigator.stack.first as? ScreenValue)
    #expect(form.value as? FormValue == FormValue(title: "Log In"))
    #expect(navigator.names == ["push FormValue(title: \"Log In\")"])

    try #require(screens.formExit).complete(LoginCredentials(email: "a@b.c", password: "pw"))
    await coordinator.settle()
    #expect(navigator.presented.last is FakeScreen)
    #expect(navigator.names.last == "present LoginFailed")
  }

  /// `Steps` shows what a factory returns the same way.
  @Test func aStepShowsAValueBoxed() throws {
    let navigator = RecordingNavigator()
    let steps = LoginFlow.Steps(navigator: navigator, dependencies: TypedLoginScreens())
    steps.credentials().perform(()) { _ in }
    let shown = try #require(navigator.stack.first as? ScreenValue)
    #expect(shown.value as? FormValue == FormValue(title: "Log In"))
  }

  /// A parent's dependencies hold the sub-flows' factories: the child's
  /// coordinator calls them through the parent's `any Dependencies`.
  @Test func aParentsDependenciesRunTheChildsFactories() throws {
    let navigator = RecordingNavigator()
    let fake = AppFake()
    let coordinator = AuthenticationFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.choiceExit).complete(.login)
    #expect(navigator.names == ["setRoot AuthenticationChoice", "push LoginForm"])
  }
}
