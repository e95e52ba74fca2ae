import FlowRuntime
import Foundation

@testable import GeneratedFlows

/// A screen the stub builds: a name only. Screens never complete by
/// themselves, so a fuzzed flow moves only through its actions, decisions,
/// deep links and going back.
final class StubScreen {
  let name: String

  init(_ name: String) { self.name = name }
}

/// What the stub's actions throw when it fails.
struct StubFailure: Error, Equatable {}

/// The app's side of every fuzzed flow and the flows it runs: screens that
/// only have a name, actions that succeed with fixed values (or all fail,
/// when `failing`), decisions that take one fixed branch (the other one
/// when `failing`).
@MainActor
final class RuntimeStub {
  let failing: Bool

  init(failing: Bool) { self.failing = failing }

  func screen(_ name: String) -> AnyObject { StubScreen(name) }

  /// `value`, or a `StubFailure` when failing.
  func outcome<Value>(_ value: Value) throws -> Value {
    if failing { throw StubFailure() }
    return value
  }

  static let session = Session(token: "stub")
}

extension RuntimeStub: SocialFlow.Screens, SocialFlow.Actions, SocialFlow.Decisions {
  func timeline(parameters: SocialFlow.Parameters, _ exit: ScreenExit<SocialFlow.TimelineChoice>)
    -> AnyObject
  { screen("timeline") }
  func statusDetail(
    _ input: String, parameters: SocialFlow.Parameters, _ exit: ScreenExit<SocialFlow.StatusChoice>
  ) -> AnyObject { screen("statusDetail") }
  func accountDetail(
    _ input: String, parameters: SocialFlow.Parameters,
    _ exit: ScreenExit<SocialFlow.AccountChoice>
  ) -> AnyObject { screen("accountDetail") }
  func followers(_ input: String, parameters: SocialFlow.Parameters, _ exit: ScreenExit<String>)
    -> AnyObject
  { screen("followers") }
  func statusEditor(
    _ input: String?, parameters: SocialFlow.Parameters, _ exit: ScreenExit<String>,
    feedback: ActionFeedback
  ) -> AnyObject { screen("statusEditor") }
  func postStatus(_ input: String, parameters: SocialFlow.Parameters) async throws {
    try outcome(())
  }
}

extension RuntimeStub: SocialAppFlow.Screens, SocialAppFlow.Actions, SocialAppFlow.Decisions {}

extension RuntimeStub: AppLaunchFlow.Screens, AppLaunchFlow.Actions, AppLaunchFlow.Decisions {
  func welcome(_ exit: ScreenExit<Void>) -> AnyObject { screen("welcome") }
  func home(_ exit: ScreenExit<Never>) -> AnyObject { screen("home") }
  func sessionCheck() -> AppLaunchFlow.SessionCheckOutcome { failing ? .signedOut : .signedIn }
}

extension RuntimeStub: AuthenticationFlow.Screens, AuthenticationFlow.Actions,
  AuthenticationFlow.Decisions
{
  func authenticationChoice(_ exit: ScreenExit<AuthChoice>) -> AnyObject {
    screen("authenticationChoice")
  }
}

extension RuntimeStub: LoginFlow.Screens, LoginFlow.Actions, LoginFlow.Decisions {
  func loginForm(_ exit: ScreenExit<LoginCredentials>) -> AnyObject { screen("loginForm") }
  func loginFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    screen("loginFailed")
  }
  func logIn(_ input: LoginCredentials) async throws -> Session { try outcome(Self.session) }
}

extension RuntimeStub: RegistrationFlow.Screens, RegistrationFlow.Actions,
  RegistrationFlow.Decisions
{
  func registerForm(_ exit: ScreenExit<Credentials>) -> AnyObject { screen("registerForm") }
  func signUpFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    screen("signUpFailed")
  }
  func registerSuccess(_ input: Session, _ exit: ScreenExit<Session>) -> AnyObject {
    screen("registerSuccess")
  }
  func signUp(_ input: Credentials) async throws -> Session { try outcome(Self.session) }
}

extension RuntimeStub: HelpFlow.Screens, HelpFlow.Actions, HelpFlow.Decisions {
  func helpTopics(parameters: HelpFlow.Parameters, _ exit: ScreenExit<Int>) -> AnyObject {
    screen("helpTopics")
  }
  func helpArticle(_ input: Int, parameters: HelpFlow.Parameters, _ exit: ScreenExit<Never>)
    -> AnyObject
  { screen("helpArticle") }
}

extension RuntimeStub: LibraryFlow.Screens, LibraryFlow.Actions, LibraryFlow.Decisions {
  func shelf(_ input: Session, _ exit: ScreenExit<LibraryFlow.ShelfChoice>) -> AnyObject {
    screen("shelf")
  }
  func book(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject { screen("book") }
  func librarySettings(_ exit: ScreenExit<LibraryFlow.SettingsChoice>) -> AnyObject {
    screen("librarySettings")
  }
  func accountPage(_ exit: ScreenExit<Never>) -> AnyObject { screen("accountPage") }
  func pinEntry(_ exit: ScreenExit<Void>) -> AnyObject { screen("pinEntry") }
  func downloads(_ exit: ScreenExit<Never>) -> AnyObject { screen("downloads") }
  func helpPage(_ exit: ScreenExit<Never>) -> AnyObject { screen("helpPage") }
  func sessionCheck() -> LibraryFlow.SessionCheckOutcome {
    failing ? .signedOut : .signedIn(Self.session)
  }
  func pinCheck() -> LibraryFlow.PinCheckOutcome { failing ? .locked : .unlocked }
}

extension RuntimeStub: SignInFlow.Screens, SignInFlow.Actions, SignInFlow.Decisions {
  func signInForm(_ exit: ScreenExit<SignInChoice>, feedback: ActionFeedback) -> AnyObject {
    screen("signInForm")
  }
  func resetPasswordAlert(_ input: String, _ exit: ScreenExit<String>) -> AnyObject {
    screen("resetPasswordAlert")
  }
  func resetLinkSent(_ exit: ScreenExit<Void>) -> AnyObject { screen("resetLinkSent") }
  func signIn(_ input: EmailPassword) async throws -> Session { try outcome(Self.session) }
  func keepSession(_ input: Session) -> Session { input }
  func sendResetLink(_ input: String) async throws { try outcome(()) }
}

extension RuntimeStub: HomeFlow.Screens, HomeFlow.Actions, HomeFlow.Decisions {
  func homeHub(_ exit: ScreenExit<HomeTab>) -> AnyObject { screen("homeHub") }
  func homeFeed(_ exit: ScreenExit<Int>) -> AnyObject { screen("homeFeed") }
  func homeArticle(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject { screen("homeArticle") }
  func homeProfile(_ exit: ScreenExit<Never>) -> AnyObject { screen("homeProfile") }
  func homeShop(_ exit: ScreenExit<Int>) -> AnyObject { screen("homeShop") }
  func homeProduct(_ input: Int, _ exit: ScreenExit<HomeOrder>) -> AnyObject {
    screen("homeProduct")
  }
  func homePaymentFailed(_ input: any Error, _ exit: ScreenExit<Never>) -> AnyObject {
    screen("homePaymentFailed")
  }
  func homeConfirmation(_ exit: ScreenExit<Void>) -> AnyObject { screen("homeConfirmation") }
  func homeSignedOut(_ exit: ScreenExit<Void>) -> AnyObject { screen("homeSignedOut") }
  func homeSessionExpired(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    screen("homeSessionExpired")
  }
  func homePay(_ input: HomeOrder) async throws { try outcome(()) }
}

extension RuntimeStub: SettingsFlow.Screens, SettingsFlow.Actions, SettingsFlow.Decisions {
  func settingsList(_ exit: ScreenExit<SettingsFlow.SettingsEvent>) -> AnyObject {
    screen("settingsList")
  }
  func privacySettings(
    _ input: SettingsFlow.Privacy, _ exit: ScreenExit<SettingsFlow.Privacy>
  ) -> AnyObject {
    screen("privacySettings")
  }
  func webPage(_ input: URL, _ exit: ScreenExit<Void>) -> AnyObject { screen("webPage") }
  func account(_ exit: ScreenExit<SettingsFlow.Route>) -> AnyObject { screen("account") }
  func loadPrivacy() async throws -> SettingsFlow.Privacy {
    try outcome(SettingsFlow.Privacy(visibility: .friends, searchable: true))
  }
  func savePrivacy(_ input: SettingsFlow.Privacy) async throws { try outcome(()) }
  func restoreDefaults() async throws { try outcome(()) }
}

extension RuntimeStub: MainFlow.Screens, MainFlow.Actions, MainFlow.Decisions {
  func itemList(_ exit: ScreenExit<ItemListEvent>) -> AnyObject { screen("itemList") }
  func itemDetail(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject { screen("itemDetail") }
  func listingBasicsForm(_ exit: ScreenExit<ListingBasics>) -> AnyObject {
    screen("listingBasicsForm")
  }
  func listingDetailsForm(_ exit: ScreenExit<ListingDetails>) -> AnyObject {
    screen("listingDetailsForm")
  }
  func listingReview(_ input: NewListing, _ exit: ScreenExit<NewListing>) -> AnyObject {
    screen("listingReview")
  }
  func publishListing(_ input: NewListing) async throws -> Int { try outcome(1) }
}

extension RuntimeStub: OnboardingFlow.Screens, OnboardingFlow.Actions, OnboardingFlow.Decisions {
  func onboardingIntro(_ exit: ScreenExit<OnboardingChoice>) -> AnyObject {
    screen("onboardingIntro")
  }
  func topicPicker(_ exit: ScreenExit<OnboardingTopics>) -> AnyObject { screen("topicPicker") }
  func notificationPrompt(_ exit: ScreenExit<NotificationGrant>) -> AnyObject {
    screen("notificationPrompt")
  }
  func onboardingSummary(
    _ input: OnboardingPreferences, _ exit: ScreenExit<OnboardingPreferences>
  ) -> AnyObject {
    screen("onboardingSummary")
  }
  func notificationStatus() -> OnboardingFlow.NotificationStatusOutcome {
    failing ? .undetermined : .granted(NotificationGrant(alerts: true, sounds: false))
  }
}

extension RuntimeStub: WelcomeFlow.Screens, WelcomeFlow.Actions, WelcomeFlow.Decisions {
  func welcomeTips(_ exit: ScreenExit<Void>) -> AnyObject { screen("welcomeTips") }
  func savePreferences(_ input: OnboardingPreferences) async throws { try outcome(()) }
}

extension RuntimeStub: QuestionnaireFlow.Screens, QuestionnaireFlow.Actions,
  QuestionnaireFlow.Decisions
{
  func userForm(_ exit: ScreenExit<User>) -> AnyObject { screen("userForm") }
  func adultQuestionnaire(_ input: User, _ exit: ScreenExit<QuestionnaireAnswers>) -> AnyObject {
    screen("adultQuestionnaire")
  }
  func childQuestionnaire(_ input: User, _ exit: ScreenExit<QuestionnaireAnswers>) -> AnyObject {
    screen("childQuestionnaire")
  }
  func answersNotSent(_ input: SendError, _ exit: ScreenExit<Void>) -> AnyObject {
    screen("answersNotSent")
  }
  func sendAnswers(_ input: QuestionnaireAnswers) async throws(SendError) {
    if failing { throw .offline }
  }
  func ageGate(_ input: User) -> QuestionnaireFlow.AgeGateOutcome {
    input.age >= 18 ? .adult : .child
  }
}

extension RuntimeStub: TabsFlow.Screens, TabsFlow.Actions, TabsFlow.Decisions {
  func tabsSignedIn(_ input: Session, _ exit: ScreenExit<Never>) -> AnyObject {
    screen("tabsSignedIn")
  }
}

extension RuntimeStub: TodoFlow.Screens, TodoFlow.Actions, TodoFlow.Decisions {
  func signIn(_ exit: ScreenExit<LoginEvent>) -> AnyObject { screen("signIn") }
  func createUser(_ exit: ScreenExit<NewUser>) -> AnyObject { screen("createUser") }
  func todoList(_ exit: ScreenExit<TodoListEvent>) -> AnyObject { screen("todoList") }
  func createTodo(_ exit: ScreenExit<NewTodo>) -> AnyObject { screen("createTodo") }
  func todoDetail(_ input: Todo, _ exit: ScreenExit<Never>) -> AnyObject { screen("todoDetail") }
  func createAccount(_ input: NewUser) async throws { try outcome(()) }
  func addTodo(_ input: NewTodo) async throws -> Todo {
    try outcome(Todo(id: 1, title: input.title))
  }
  func fetchTodo(_ input: Int) async throws -> Todo { try outcome(Todo(id: input, title: "stub")) }
}
