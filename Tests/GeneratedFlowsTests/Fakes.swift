import FlowRuntime
import Foundation

@testable import GeneratedFlows

/// A screen built by a fake: only a name, which `RecordingNavigator` uses in its events.
final class FakeScreen: CustomStringConvertible {
  let description: String

  init(_ name: String) { description = name }
}

/// The error fake actions throw.
struct FakeError: Error, Equatable {
  var reason: String
}

extension RecordingNavigator {
  /// The events as text, such as "push RegisterForm".
  var names: [String] { events.map(\.description) }
}

extension FlowResult {
  var isCancelled: Bool {
    if case .cancelled = self { return true }
    return false
  }
}

// MARK: - AppLaunch, with Authentication, Login and Registration

/// The screens, actions and decisions of AppLaunch and of every flow it includes.
@MainActor
final class AppFake: AppLaunchFlow.Dependencies {
  /// What `sessionCheck` answers.
  var sessionCheckOutcome: AppLaunchFlow.SessionCheckOutcome = .signedOut
  /// How successive `signUp` calls end, first first; once used up, they succeed.
  var signUpFailures: [FakeError?] = []
  /// How successive `logIn` calls end, first first; once used up, they succeed.
  var logInFailures: [FakeError?] = []
  /// When true, each screen completes by itself in a task, with the values below.
  var completesScreensByItself = false
  var autoChoice = AuthChoice.register
  var autoCredentials = Credentials(email: "ada@example.com", password: "secret")
  var autoLoginCredentials = LoginCredentials(email: "ada@example.com", password: "secret")

  private(set) var sessionChecks = 0
  private(set) var signUpCalls: [Credentials] = []
  private(set) var logInCalls: [LoginCredentials] = []
  /// The names of the screens built, in order.
  private(set) var built: [String] = []

  private(set) var welcomeExit: ScreenExit<Void>?
  /// The exit of the help topics of each section (`HelpFlow.Parameters`) built last.
  var helpTopicsExits: [HelpFlow.Section: ScreenExit<Int>] = [:]
  private(set) var homeExit: ScreenExit<Never>?
  private(set) var choiceExit: ScreenExit<AuthChoice>?
  private(set) var loginFormExit: ScreenExit<LoginCredentials>?
  private(set) var loginFailed: (error: any Error, exit: ScreenExit<Void>)?
  private(set) var registerFormExit: ScreenExit<Credentials>?
  private(set) var signUpFailed: (error: any Error, exit: ScreenExit<Void>)?
  private(set) var registerSuccess: (session: Session, exit: ScreenExit<Session>)?

  /// The session `signUp` returns for these credentials.
  static func session(for credentials: Credentials) -> Session {
    Session(token: "signed-up:\(credentials.email)")
  }

  /// The session `logIn` returns for these credentials.
  static func session(for credentials: LoginCredentials) -> Session {
    Session(token: "logged-in:\(credentials.email)")
  }

  private func screen(_ name: String) -> AnyObject {
    built.append(name)
    return FakeScreen(name)
  }

  private func completeByItself<Value>(_ exit: ScreenExit<Value>, with value: Value) {
    guard completesScreensByItself else { return }
    Task { exit.complete(value) }
  }

  func sessionCheck() -> AppLaunchFlow.SessionCheckOutcome {
    sessionChecks += 1
    return sessionCheckOutcome
  }

  func welcome(_ exit: ScreenExit<Void>) -> AnyObject {
    welcomeExit = exit
    completeByItself(exit, with: ())
    return screen("Welcome")
  }

  func home(_ exit: ScreenExit<Never>) -> AnyObject {
    homeExit = exit
    return screen("Home")
  }

  func authenticationChoice(_ exit: ScreenExit<AuthChoice>) -> AnyObject {
    choiceExit = exit
    completeByItself(exit, with: autoChoice)
    return screen("AuthenticationChoice")
  }

  func loginForm(_ exit: ScreenExit<LoginCredentials>) -> AnyObject {
    loginFormExit = exit
    completeByItself(exit, with: autoLoginCredentials)
    return screen("LoginForm")
  }

  func loginFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    loginFailed = (input, exit)
    if completesScreensByItself {
      // The user closes the alert, then sends the form, which is returned to, once more.
      Task {
        exit.complete()
        loginFormExit?.complete(autoLoginCredentials)
      }
    }
    return screen("LoginFailed")
  }

  func registerForm(_ exit: ScreenExit<Credentials>) -> AnyObject {
    registerFormExit = exit
    completeByItself(exit, with: autoCredentials)
    return screen("RegisterForm")
  }

  func signUpFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    signUpFailed = (input, exit)
    if completesScreensByItself {
      // The user closes the alert, then sends the form, which is returned to, once more.
      Task {
        exit.complete()
        registerFormExit?.complete(autoCredentials)
      }
    }
    return screen("SignUpFailed")
  }

  func registerSuccess(_ input: Session, _ exit: ScreenExit<Session>) -> AnyObject {
    registerSuccess = (input, exit)
    completeByItself(exit, with: input)
    return screen("RegisterSuccess")
  }

  func signUp(_ input: Credentials) async throws -> Session {
    signUpCalls.append(input)
    if !signUpFailures.isEmpty, let failure = signUpFailures.removeFirst() { throw failure }
    return Self.session(for: input)
  }

  func logIn(_ input: LoginCredentials) async throws -> Session {
    logInCalls.append(input)
    if !logInFailures.isEmpty, let failure = logInFailures.removeFirst() { throw failure }
    return Self.session(for: input)
  }
}

// MARK: - UserRegistration

/// The screens and actions of UserRegistration.
@MainActor
final class UserRegistrationFake: UserRegistrationFlow.Dependencies {
  /// How successive `registerUser` calls end, first first; once used up, they succeed.
  var registerFailures: [FakeError?] = []

  private(set) var registered: [UserRegistration] = []
  private(set) var built: [String] = []
  private(set) var personalExit: ScreenExit<PersonalInformation>?
  private(set) var accountExit: ScreenExit<AccountInformation>?
  private(set) var profileImageExit: ScreenExit<ProfileImageType>?
  private(set) var sampleImageExit: ScreenExit<Image>?
  private(set) var confirmations: [(input: UserRegistration, exit: ScreenExit<UserRegistration>)] =
    []
  private(set) var registrationFailed: (error: any Error, exit: ScreenExit<Never>)?

  private func screen(_ name: String) -> AnyObject {
    built.append(name)
    return FakeScreen(name)
  }

  func personalForm(_ exit: ScreenExit<PersonalInformation>) -> AnyObject {
    personalExit = exit
    return screen("PersonalForm")
  }

  func accountForm(_ exit: ScreenExit<AccountInformation>) -> AnyObject {
    accountExit = exit
    return screen("AccountForm")
  }

  func profileImageSelect(_ exit: ScreenExit<ProfileImageType>) -> AnyObject {
    profileImageExit = exit
    return screen("ProfileImageSelect")
  }

  func sampleImageSelect(_ exit: ScreenExit<Image>) -> AnyObject {
    sampleImageExit = exit
    return screen("SampleImageSelect")
  }

  func confirmation(_ input: UserRegistration, _ exit: ScreenExit<UserRegistration>) -> AnyObject {
    confirmations.append((input, exit))
    return screen("Confirmation")
  }

  func registrationFailed(_ input: any Error, _ exit: ScreenExit<Never>) -> AnyObject {
    registrationFailed = (input, exit)
    return screen("RegistrationFailed")
  }

  func registerUser(_ input: UserRegistration) async throws {
    registered.append(input)
    if !registerFailures.isEmpty, let failure = registerFailures.removeFirst() { throw failure }
  }
}

// MARK: - Questionnaire

/// The screens, action and age decision of Questionnaire.
@MainActor
final class QuestionnaireFake: QuestionnaireFlow.Dependencies {
  /// The age from which `ageGate` answers `adult`.
  var ageOfMajority = 18
  /// How successive `sendAnswers` calls end, first first; once used up, they succeed.
  var sendFailures: [SendError?] = []
  /// When true, each screen completes by itself in a task, with the values below.
  var completesScreensByItself = false
  var autoUser = User(name: "Ada", age: 36)

  private(set) var ageGateInputs: [User] = []
  private(set) var sent: [QuestionnaireAnswers] = []
  private(set) var built: [String] = []
  private(set) var userFormExit: ScreenExit<User>?
  private(set) var adultQuestionnaire: (input: User, exit: ScreenExit<QuestionnaireAnswers>)?
  private(set) var childQuestionnaire: (input: User, exit: ScreenExit<QuestionnaireAnswers>)?
  private(set) var answersNotSent: (error: SendError, exit: ScreenExit<Void>)?

  /// The answers the questionnaire screens complete with by themselves.
  static func answers(of user: User) -> QuestionnaireAnswers {
    QuestionnaireAnswers(
      respondent: user, answers: ["colour": "blue"],
      submittedAt: Date(timeIntervalSince1970: 1_700_000_000))
  }

  private func screen(_ name: String) -> AnyObject {
    built.append(name)
    return FakeScreen(name)
  }

  private func completeByItself<Value>(_ exit: ScreenExit<Value>, with value: Value) {
    guard completesScreensByItself else { return }
    Task { exit.complete(value) }
  }

  func ageGate(_ input: User) -> QuestionnaireFlow.AgeGateOutcome {
    ageGateInputs.append(input)
    return input.age >= ageOfMajority ? .adult : .child
  }

  func userForm(_ exit: ScreenExit<User>) -> AnyObject {
    userFormExit = exit
    completeByItself(exit, with: autoUser)
    return screen("UserForm")
  }

  func adultQuestionnaire(_ input: User, _ exit: ScreenExit<QuestionnaireAnswers>) -> AnyObject {
    adultQuestionnaire = (input, exit)
    completeByItself(exit, with: Self.answers(of: input))
    return screen("AdultQuestionnaire")
  }

  func childQuestionnaire(_ input: User, _ exit: ScreenExit<QuestionnaireAnswers>) -> AnyObject {
    childQuestionnaire = (input, exit)
    completeByItself(exit, with: Self.answers(of: input))
    return screen("ChildQuestionnaire")
  }

  func answersNotSent(_ input: SendError, _ exit: ScreenExit<Void>) -> AnyObject {
    answersNotSent = (input, exit)
    completeByItself(exit, with: ())
    return screen("AnswersNotSent")
  }

  func sendAnswers(_ input: QuestionnaireAnswers) async throws(SendError) {
    sent.append(input)
    if !sendFailures.isEmpty, let failure = sendFailures.removeFirst() { throw failure }
  }
}

// MARK: - Todo

/// The screens and actions of Todo.
@MainActor
final class TodoFake: TodoFlow.Dependencies {
  /// The todos `fetchTodo` finds, by id; any other id fails.
  var todos: [Int: Todo] = [42: Todo(id: 42, title: "Buy milk")]

  private(set) var fetched: [Int] = []
  private(set) var added: [NewTodo] = []
  private(set) var built: [String] = []
  private(set) var signInExit: ScreenExit<LoginEvent>?
  private(set) var createUserExit: ScreenExit<NewUser>?
  private(set) var todoListExit: ScreenExit<TodoListEvent>?
  private(set) var createTodoExit: ScreenExit<NewTodo>?
  private(set) var details: [(input: Todo, exit: ScreenExit<Never>)] = []

  private func screen(_ name: String) -> AnyObject {
    built.append(name)
    return FakeScreen(name)
  }

  func signIn(_ exit: ScreenExit<LoginEvent>) -> AnyObject {
    signInExit = exit
    return screen("SignIn")
  }

  func createUser(_ exit: ScreenExit<NewUser>) -> AnyObject {
    createUserExit = exit
    return screen("CreateUser")
  }

  func todoList(_ exit: ScreenExit<TodoListEvent>) -> AnyObject {
    todoListExit = exit
    return screen("TodoList")
  }

  func createTodo(_ exit: ScreenExit<NewTodo>) -> AnyObject {
    createTodoExit = exit
    return screen("CreateTodo")
  }

  func todoDetail(_ input: Todo, _ exit: ScreenExit<Never>) -> AnyObject {
    details.append((input, exit))
    return screen("TodoDetail")
  }

  func createAccount(_ input: NewUser) async throws {}

  func addTodo(_ input: NewTodo) async throws -> Todo {
    added.append(input)
    return Todo(id: 100 + added.count, title: input.title)
  }

  func fetchTodo(_ input: Int) async throws -> Todo {
    fetched.append(input)
    guard let todo = todos[input] else { throw FakeError(reason: "no todo \(input)") }
    return todo
  }
}

// MARK: - Main

/// The screens and action of Main.
@MainActor
final class MainFake: MainFlow.Dependencies {
  /// How successive `publishListing` calls end, first first; once used up, they succeed.
  var publishFailures: [FakeError?] = []
  private(set) var published: [NewListing] = []
  private(set) var built: [String] = []
  private(set) var itemListExit: ScreenExit<ItemListEvent>?
  private(set) var details: [(input: Int, exit: ScreenExit<Never>)] = []
  private(set) var basicsExit: ScreenExit<ListingBasics>?
  private(set) var detailsFormExit: ScreenExit<ListingDetails>?
  private(set) var reviews: [(input: NewListing, exit: ScreenExit<NewListing>)] = []
  var review: (input: NewListing, exit: ScreenExit<NewListing>)? { reviews.last }

  private func screen(_ name: String) -> AnyObject {
    built.append(name)
    return FakeScreen(name)
  }

  func itemList(_ exit: ScreenExit<ItemListEvent>) -> AnyObject {
    itemListExit = exit
    return screen("ItemList")
  }

  func itemDetail(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject {
    details.append((input, exit))
    return screen("ItemDetail")
  }

  func listingBasicsForm(_ exit: ScreenExit<ListingBasics>) -> AnyObject {
    basicsExit = exit
    return screen("ListingBasicsForm")
  }

  func listingDetailsForm(_ exit: ScreenExit<ListingDetails>) -> AnyObject {
    detailsFormExit = exit
    return screen("ListingDetailsForm")
  }

  func listingReview(_ input: NewListing, _ exit: ScreenExit<NewListing>) -> AnyObject {
    reviews.append((input, exit))
    return screen("ListingReview")
  }

  func publishListing(_ input: NewListing) async throws -> Int {
    published.append(input)
    if !publishFailures.isEmpty, let failure = publishFailures.removeFirst() { throw failure }
    return 500 + published.count
  }
}
