// The `main.swift` of a program that runs generated flows (Todo, Authentication,
// Tabs, Library, Main, WorkspaceLogin, Social, SocialApp, and a parent and sub-flow, pages and
// a split view written against the driver) through `UIKitNavigator` over the UIKit stand-in, and
// prints what UIKit shows after each step: what `UIKitStandInTests` builds,
// runs and checks. Not part of any target. The user's own moves (the back
// button, a sheet pulled down, a tab tapped) are made the way UIKit makes them,
// then UIKit tells the navigator.
//
// With `--animations-end-later`, the stand-in's animations end later, as
// UIKit's do: each step lets them end (the run loop turns) before it prints,
// and the orderings at the end act while they are still in flight.

import FlowRuntime
import UIKit

UIKitStandIn.animationsEndLater = CommandLine.arguments.contains("--animations-end-later")

/// A screen: a view controller titled after its step.
@MainActor func screen(_ title: String) -> UIViewController {
  let controller = UIViewController()
  controller.title = title
  return controller
}

/// What a view controller shows: a navigation controller's stack, else its title.
@MainActor func shown(_ controller: UIViewController) -> String {
  if let tabBar = controller as? UITabBarController {
    // Each tab's stack, titled after its item, the selected one starred.
    let tabs = (tabBar.viewControllers ?? []).enumerated().map { index, tab in
      (index == tabBar.selectedIndex ? "*" : "") + (tab.tabBarItem.title ?? "?") + shown(tab)
    }
    return "tabs{" + tabs.joined(separator: " ") + "}"
  }
  if let pages = controller as? UIPageViewController {
    return "pages{"
      + (pages.viewControllers ?? []).map { ($0.title ?? "?") + shown($0) }
      .joined(separator: " ") + "}"
  }
  if let split = controller as? UISplitViewController {
    // Each column's stack, the column brought forward starred.
    let columns = [UISplitViewController.Column.primary, .secondary].compactMap { column in
      split.viewController(for: column).map {
        (split.shownColumn == column ? "*" : "") + ($0.title ?? "?") + shown($0)
      }
    }
    return "split{" + columns.joined(separator: " | ") + "}"
  }
  guard let navigation = controller as? UINavigationController else {
    return controller.title ?? "?"
  }
  return "[" + navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: ", ") + "]"
}

/// What the window shows: its root, then each modal presented over it.
@MainActor func shown(_ window: UIWindow) -> String {
  var parts: [String] = []
  var controller = window.rootViewController
  while let current = controller {
    parts.append(shown(current))
    controller = current.presentedViewController
  }
  return parts.joined(separator: " ^ ")
}

/// The view controller on top of everything the window shows.
@MainActor func topController(_ window: UIWindow) -> UIViewController? {
  var top = window.rootViewController
  while let presented = top?.presentedViewController { top = presented }
  return top
}

/// The user taps the back button of the navigation controller on top, once
/// what it shows stopped moving (the user acts on what is on screen).
@MainActor func userTapsBack(_ window: UIWindow) {
  UIKitStandIn.finishAnimations()
  userTapsBackNow(window)
}

/// The user taps the back button at once, even during an animation.
@MainActor func userTapsBackNow(_ window: UIWindow) {
  (topController(window) as? UINavigationController)?.userTapsBack()
}

/// The user pulls down the sheet on top: UIKit dismisses it, then tells the
/// delegate of its presentation.
@MainActor func userPullsDownSheet(_ window: UIWindow) {
  UIKitStandIn.finishAnimations()
  topController(window)?.presentationController?.userPullsDown()
}

/// The user taps tab `index` of the tab bar that is the window's root: UIKit selects it,
/// then tells the delegate.
@MainActor func userSelectsTab(_ window: UIWindow, _ index: Int) {
  UIKitStandIn.finishAnimations()
  (window.rootViewController as? UITabBarController)?.userTapsItem(index)
}

/// The user taps the back button of the selected tab's navigation controller.
@MainActor func userTapsBackInTab(_ window: UIWindow) {
  UIKitStandIn.finishAnimations()
  let tabBar = window.rootViewController as? UITabBarController
  (tabBar?.selectedViewController as? UINavigationController)?.userTapsBack()
}

/// How many times the navigator reported a user back.
var userBacks = 0

@MainActor func log(_ step: String, _ window: UIWindow, _ trail: NavigationTrail) {
  UIKitStandIn.finishAnimations()
  print(
    "\(step): \(shown(window)) | trail \(trail.steps.joined(separator: " ")) | backs \(userBacks)")
}

// MARK: - Todo

@MainActor final class TodoApp: TodoFlow.Dependencies {
  var signInExit: ScreenExit<LoginEvent>?
  var createUserExit: ScreenExit<NewUser>?
  var todoListExit: ScreenExit<TodoListEvent>?
  var createTodoExit: ScreenExit<NewTodo>?
  var detailExit: ScreenExit<Never>?

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
    detailExit = exit
    return screen("Todo \(input.id)")
  }
  func createAccount(_ input: NewUser) async throws {}
  func addTodo(_ input: NewTodo) async throws -> Todo { Todo(id: 7, title: input.title) }
  func fetchTodo(_ input: Int) async throws -> Todo { Todo(id: input, title: "Fetched") }
}

let todoWindow = UIWindow()
let todoNavigator = UIKitNavigator(window: todoWindow)
let todoApp = TodoApp()
let todo = TodoFlow.Coordinator(navigator: todoNavigator, dependencies: todoApp)
todoNavigator.onUserBack = { [weak todo] in
  userBacks += 1
  todo?.didGoBack()
}
@MainActor func todoStep(_ step: String) { log(step, todoWindow, todo.trail) }

todo.start { print("Todo ended: \($0)") }
todoStep("start")
todoApp.signInExit?.complete(.createUser)
todoStep("create user")
userTapsBack(todoWindow)
todoStep("user taps back")
todoApp.signInExit?.complete(.createUser)
todoApp.createUserExit?.complete(NewUser(name: "Ann", email: "ann@example.com", password: "pw"))
await todo.settle()
todoStep("account created")
todoApp.todoListExit?.complete(.create)
todoStep("create todo")
userPullsDownSheet(todoWindow)
todoStep("user pulls the sheet down")
todoApp.todoListExit?.complete(.create)
todoApp.createTodoExit?.complete(NewTodo(title: "Water plants", memo: nil, dueDate: nil))
await todo.settle()
todoStep("todo added")
todoApp.todoListExit?.complete(.select(Todo(id: 7, title: "Water plants")))
todoStep("select")
userTapsBack(todoWindow)
todoStep("user taps back")
todoApp.todoListExit?.complete(.select(Todo(id: 7, title: "Water plants")))
todoApp.detailExit?.back()
todoStep("select, the screen's own back")
todoApp.todoListExit?.complete(.signOut)
todoStep("sign out")

// MARK: - Authentication, with Login pushed and Registration presented

struct Refused: Error {}

@MainActor final class AuthenticationApp: AuthenticationFlow.Dependencies {
  var choiceExit: ScreenExit<AuthChoice>?
  var formExit: ScreenExit<LoginCredentials>?
  var failedExit: ScreenExit<Void>?
  var registerExit: ScreenExit<Credentials>?
  var successExit: ScreenExit<Session>?

  func authenticationChoice(_ exit: ScreenExit<AuthChoice>) -> AnyObject {
    choiceExit = exit
    return screen("Choice")
  }
  func loginForm(_ exit: ScreenExit<LoginCredentials>) -> AnyObject {
    formExit = exit
    return screen("LoginForm")
  }
  func loginFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    failedExit = exit
    return screen("LoginFailed")
  }
  func registerForm(_ exit: ScreenExit<Credentials>) -> AnyObject {
    registerExit = exit
    return screen("RegisterForm")
  }
  func signUpFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    screen("SignUpFailed")
  }
  func registerSuccess(_ input: Session, _ exit: ScreenExit<Session>) -> AnyObject {
    successExit = exit
    return screen("RegisterSuccess")
  }
  func logIn(_ input: LoginCredentials) async throws -> Session {
    guard input.password == "right" else { throw Refused() }
    return Session(token: "login")
  }
  func signUp(_ input: Credentials) async throws -> Session {
    guard input.password == "right" else { throw Refused() }
    return Session(token: "signup")
  }
}

userBacks = 0
let authWindow = UIWindow()
let authNavigator = UIKitNavigator(window: authWindow)
let authApp = AuthenticationApp()
let auth = AuthenticationFlow.Coordinator(navigator: authNavigator, dependencies: authApp)
authNavigator.onUserBack = { [weak auth] in
  userBacks += 1
  auth?.didGoBack()
}
@MainActor func authStep(_ step: String) { log(step, authWindow, auth.trail) }

auth.start { print("Authentication ended: \($0)") }
authStep("start")
authApp.choiceExit?.complete(.login)
authStep("log in")
userTapsBack(authWindow)
authStep("user taps back")
authApp.choiceExit?.complete(.register)
authApp.registerExit?.complete(Credentials(email: "ann@example.com", password: "wrong"))
await auth.settle()
authStep("register, refused")
userPullsDownSheet(authWindow)
authStep("user pulls the sheet down")
authApp.registerExit?.complete(Credentials(email: "ann@example.com", password: "right"))
await auth.settle()
authStep("registered")
// The flow's own event while the modal sub-flow shows two screens: the sheet goes once,
// with the screen pushed on it, and the choice shows. Then the same again, to go on.
if auth.restart() { authStep("restart, during the registration") }
authApp.choiceExit?.complete(.register)
authApp.registerExit?.complete(Credentials(email: "ann@example.com", password: "right"))
await auth.settle()
authStep("registered again")
userPullsDownSheet(authWindow)
authStep("user pulls the sheet down")
authApp.choiceExit?.complete(.login)
authApp.formExit?.complete(LoginCredentials(email: "ann@example.com", password: "wrong"))
await auth.settle()
authStep("log in, refused")
userPullsDownSheet(authWindow)
authStep("user pulls the sheet down")
authApp.formExit?.complete(LoginCredentials(email: "ann@example.com", password: "wrong"))
await auth.settle()
authApp.failedExit?.complete()
authStep("refused, OK")
authApp.formExit?.complete(LoginCredentials(email: "ann@example.com", password: "right"))
await auth.settle()
authStep("logged in")

// MARK: - The navigator alone

userBacks = 0
let window = UIWindow()
let navigator = UIKitNavigator(window: window)
navigator.onUserBack = { userBacks += 1 }
@MainActor func step(_ step: String) {
  UIKitStandIn.finishAnimations()
  print("\(step): \(shown(window)) | backs \(userBacks)")
}

navigator.push(screen("A"), animated: false)
navigator.push(screen("B"), animated: true)
navigator.present(screen("M"), animated: true)
navigator.push(screen("N"), animated: true)
navigator.push(screen("O"), animated: true)
step("shown")
navigator.pop(animated: true)
step("pop")
userPullsDownSheet(window)
step("user pulls the sheet down")
navigator.pop(animated: true)
step("pop")
navigator.presentAlert(
  UIAlertController(title: "Oops", message: nil, preferredStyle: .alert), animated: true)
step("alert")
topController(window)?.dismiss(animated: true)
step("the alert goes")
navigator.push(screen("C"), animated: true)
navigator.push(screen("D"), animated: true)
UIKitStandIn.finishAnimations()
if let navigation = topController(window) as? UINavigationController,
  let first = navigation.viewControllers.first
{
  navigation.popToViewController(first, animated: true)
}
step("user pops to the root")
navigator.setRoot(screen("R"), animated: true)
navigator.present(screen("S"), animated: true)
navigator.setRoot(screen("T"), animated: true)
step("setRoot over a modal")

// MARK: - Todo restored from a saved state

userBacks = 0
let restoredWindow = UIWindow()
let restoredNavigator = UIKitNavigator(window: restoredWindow)
let restoredApp = TodoApp()
let restored = TodoFlow.Coordinator(navigator: restoredNavigator, dependencies: restoredApp)
restoredNavigator.onUserBack = { [weak restored] in
  userBacks += 1
  restored?.didGoBack()
}
@MainActor func restoredStep(_ step: String) { log(step, restoredWindow, restored.trail) }

try restored.start(
  restoring: TodoFlow.FlowState(
    current: .todoDetail(input: Todo(id: 7, title: "Water plants")), history: [.todoList])
) { print("Restored Todo ended: \($0)") }
restoredStep("restored at a todo")
userTapsBack(restoredWindow)
restoredStep("user taps back")
restoredApp.todoListExit?.complete(.create)
restoredStep("create todo")
let modalWindow = UIWindow()
let modalNavigator = UIKitNavigator(window: modalWindow)
let modal = TodoFlow.Coordinator(navigator: modalNavigator, dependencies: TodoApp())
try modal.start(restoring: TodoFlow.FlowState(current: .createTodo, history: [.todoList])) { _ in }
log("restored at the todo form", modalWindow, modal.trail)
// MARK: - Tabs: a tab bar with a navigation controller per tab

extension AuthenticationApp: TabsFlow.Dependencies {
  func tabsSignedIn(_ input: Session, _ exit: ScreenExit<Never>) -> AnyObject {
    screen("SignedIn")
  }
  func helpTopics(parameters: HelpFlow.Parameters, _ exit: ScreenExit<Int>) -> AnyObject {
    screen("HelpTopics \(parameters.section)")
  }
  func helpArticle(_ input: Int, parameters: HelpFlow.Parameters, _ exit: ScreenExit<Never>)
    -> AnyObject
  {
    screen("HelpArticle \(input) \(parameters.section)")
  }
}

userBacks = 0
let tabsWindow = UIWindow()
let tabsNavigator = UIKitNavigator(window: tabsWindow)
let tabsApp = AuthenticationApp()
let tabs = TabsFlow.Coordinator(navigator: tabsNavigator, dependencies: tabsApp)
tabsNavigator.onUserBack = { [weak tabs] in
  userBacks += 1
  tabs?.didGoBack()
}
@MainActor func tabsStep(_ step: String) {
  UIKitStandIn.finishAnimations()
  var at = tabs.state?.current.stepID?.rawValue ?? "ended"
  if case .main(let selected)? = tabs.state?.current { at += " \(selected.rawValue)" }
  print("\(step): \(shown(tabsWindow)) | \(at) | backs \(userBacks)")
}

tabs.start { print("Tabs ended: \($0)") }
tabsStep("start")
tabs.back()
tabsStep("back at the tab's root")
tabsApp.formExit?.complete(LoginCredentials(email: "ann@example.com", password: "wrong"))
await tabs.settle()
tabsStep("log in, refused")
userPullsDownSheet(tabsWindow)
tabsStep("user pulls the sheet down")
userSelectsTab(tabsWindow, 1)
tabsStep("user selects register")
tabsApp.registerExit?.complete(Credentials(email: "ann@example.com", password: "right"))
await tabs.settle()
tabsStep("registered")
tabs.select(.login)
tabsStep("select login")
userSelectsTab(tabsWindow, 1)
tabsApp.successExit?.complete(Session(token: "signup"))
tabsStep("signed in")

// MARK: - Several pushed screens removed at once: one animated transition

let popWindow = UIWindow()
let popNavigator = UIKitNavigator(window: popWindow)
popNavigator.setRoot(screen("Root"), animated: false)
for name in ["A", "B", "C"] { popNavigator.push(screen(name), animated: false) }
let transitionsBefore = UINavigationController.transitions
let animatedBefore = UINavigationController.animatedTransitions
popNavigator.pop(count: 3, animated: true)
UIKitStandIn.finishAnimations()
print(
  "pop three at once: \(shown(popWindow)) | transitions "
    + "\(UINavigationController.transitions - transitionsBefore), animated "
    + "\(UINavigationController.animatedTransitions - animatedBefore)")

// MARK: - Library: links while a screen is shown or still animating in

@MainActor final class LibraryApp: LibraryFlow.Dependencies {
  var shelfExit: ScreenExit<LibraryFlow.ShelfChoice>?
  var settingsExit: ScreenExit<LibraryFlow.SettingsChoice>?
  var pinExit: ScreenExit<Void>?

  func shelf(_ input: Session, _ exit: ScreenExit<LibraryFlow.ShelfChoice>) -> AnyObject {
    shelfExit = exit
    return screen("Shelf")
  }
  func book(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject { screen("Book \(input)") }
  func librarySettings(_ exit: ScreenExit<LibraryFlow.SettingsChoice>) -> AnyObject {
    settingsExit = exit
    return screen("LibrarySettings")
  }
  func accountPage(_ exit: ScreenExit<Never>) -> AnyObject { screen("AccountPage") }
  func pinEntry(_ exit: ScreenExit<Void>) -> AnyObject {
    pinExit = exit
    return screen("PinEntry")
  }
  func downloads(_ exit: ScreenExit<Never>) -> AnyObject { screen("Downloads") }
  func helpPage(_ exit: ScreenExit<Never>) -> AnyObject { screen("HelpPage") }
  func signInForm(_ exit: ScreenExit<SignInChoice>, feedback: ActionFeedback) -> AnyObject {
    screen("SignInForm")
  }
  func resetPasswordAlert(_ input: String, _ exit: ScreenExit<String>) -> AnyObject {
    screen("ResetPassword")
  }
  func resetLinkSent(_ exit: ScreenExit<Void>) -> AnyObject { screen("ResetLinkSent") }
  func settingsList(_ exit: ScreenExit<SettingsFlow.SettingsEvent>) -> AnyObject {
    screen("SettingsList")
  }
  func privacySettings(_ input: SettingsFlow.Privacy, _ exit: ScreenExit<SettingsFlow.Privacy>)
    -> AnyObject
  { screen("PrivacySettings") }
  func webPage(_ input: URL, _ exit: ScreenExit<Void>) -> AnyObject { screen("WebPage") }
  func account(_ exit: ScreenExit<SettingsFlow.Route>) -> AnyObject { screen("Account") }
  func signIn(_ input: EmailPassword) async throws -> Session { Session(token: "library") }
  func keepSession(_ input: Session) -> Session { input }
  func sendResetLink(_ input: String) async throws {}
  func loadPrivacy() async throws -> SettingsFlow.Privacy {
    SettingsFlow.Privacy(visibility: .friends, searchable: false)
  }
  func savePrivacy(_ input: SettingsFlow.Privacy) async throws {}
  func restoreDefaults() async throws {}
  func sessionCheck() -> LibraryFlow.SessionCheckOutcome { .signedIn(Session(token: "stored")) }
  func pinCheck() -> LibraryFlow.PinCheckOutcome { .locked }
}

userBacks = 0
let libraryWindow = UIWindow()
let libraryNavigator = UIKitNavigator(window: libraryWindow)
let libraryApp = LibraryApp()
let library = LibraryFlow.Coordinator(navigator: libraryNavigator, dependencies: libraryApp)
libraryNavigator.onUserBack = { [weak library] in
  userBacks += 1
  library?.didGoBack()
}
@MainActor func libraryStep(_ step: String) { log(step, libraryWindow, library.trail) }
@MainActor func libraryLink(_ url: String) {
  if let link = LibraryFlow.Link(url: URL(string: url)!) { library.open(link) }
}

library.start { print("Library ended: \($0)") }
libraryStep("start")
libraryApp.shelfExit?.complete(.book(4))
libraryStep("a book")
libraryLink("library://settings/account")
libraryStep("link to the account page")
userTapsBack(libraryWindow)
userTapsBack(libraryWindow)
libraryStep("user taps back twice")
libraryApp.shelfExit?.complete(.book(5))
// The link comes while the book is still being pushed.
libraryLink("library://settings/account")
libraryStep("a book, and a link to the account page during its push")
userTapsBack(libraryWindow)
UIKitStandIn.finishAnimations()
libraryApp.settingsExit?.complete(.help)
libraryStep("user taps back, help")
// The link to the downloads passes the PIN first, presented over the help.
libraryLink("library://downloads")
libraryStep("link to the downloads: the PIN over the help modal")
libraryApp.pinExit?.complete()
libraryStep("PIN entered")
libraryLink("library://help")
libraryStep("link to help")

// MARK: - Main: a link from item 7 to item 9, Back during a push, an edge swipe

@MainActor final class MainApp: MainFlow.Dependencies {
  var listExit: ScreenExit<ItemListEvent>?

  func itemList(_ exit: ScreenExit<ItemListEvent>) -> AnyObject {
    listExit = exit
    return screen("ItemList")
  }
  func itemDetail(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject { screen("Item \(input)") }
  func listingBasicsForm(_ exit: ScreenExit<ListingBasics>) -> AnyObject { screen("Basics") }
  func listingDetailsForm(_ exit: ScreenExit<ListingDetails>) -> AnyObject { screen("Details") }
  func listingReview(_ input: NewListing, _ exit: ScreenExit<NewListing>) -> AnyObject {
    screen("Review")
  }
  func publishListing(_ input: NewListing) async throws -> Int { 1 }
}

userBacks = 0
let mainWindow = UIWindow()
let mainNavigator = UIKitNavigator(window: mainWindow)
let mainApp = MainApp()
let main = MainFlow.Coordinator(navigator: mainNavigator, dependencies: mainApp)
mainNavigator.onUserBack = { [weak main] in
  userBacks += 1
  main?.didGoBack()
}
@MainActor func mainStep(_ step: String) { log(step, mainWindow, main.trail) }
@MainActor func mainLink(_ url: String) {
  if let link = MainFlow.Link(url: URL(string: url)!) { main.open(link) }
}
@MainActor func mainNavigation() -> UINavigationController? {
  mainWindow.rootViewController as? UINavigationController
}

main.start { print("Main ended: \($0)") }
mainStep("start")
mainApp.listExit?.complete(.showItem(7))
mainStep("item 7")
let transitionsBeforeLink = UINavigationController.transitions
mainLink("myapp://items/9")
mainStep("link to item 9")
// Nothing was in flight: the pop ran at once, the push after it.
print("transitions of the link: \(UINavigationController.transitions - transitionsBeforeLink)")
userTapsBack(mainWindow)
UIKitStandIn.finishAnimations()
mainApp.listExit?.complete(.showItem(7))
// The link comes while item 7 is still being pushed.
mainLink("myapp://items/9")
mainStep("user taps back, item 7, and a link to item 9 during its push")
userTapsBack(mainWindow)
UIKitStandIn.finishAnimations()
mainApp.listExit?.complete(.showItem(5))
// With animations that end later, the tap comes while item 5 is being
// pushed: UIKit ignores touches during a transition.
userTapsBackNow(mainWindow)
mainStep("user taps back, item 5, user taps back during its push")
userTapsBack(mainWindow)
mainStep("user taps back")
mainApp.listExit?.complete(.showItem(6))
mainStep("item 6")
mainNavigation()?.userBeginsEdgeSwipe()
print("edge swipe begun: \(shown(mainWindow)) | trail \(main.trail.steps.joined(separator: " "))")
mainNavigation()?.userEndsEdgeSwipe(cancelled: true)
mainStep("edge swipe cancelled")
mainNavigation()?.userBeginsEdgeSwipe()
mainNavigation()?.userEndsEdgeSwipe(cancelled: false)
mainStep("edge swipe finished")

// MARK: - Tabs: a link over another tab's modal

userBacks = 0
let linkTabsWindow = UIWindow()
let linkTabsNavigator = UIKitNavigator(window: linkTabsWindow)
let linkTabsApp = AuthenticationApp()
let linkTabs = TabsFlow.Coordinator(navigator: linkTabsNavigator, dependencies: linkTabsApp)
linkTabsNavigator.onUserBack = { [weak linkTabs] in
  userBacks += 1
  linkTabs?.didGoBack()
}
@MainActor func linkTabsStep(_ step: String) {
  UIKitStandIn.finishAnimations()
  var at = linkTabs.state?.current.stepID?.rawValue ?? "ended"
  if case .main(let selected)? = linkTabs.state?.current { at += " \(selected.rawValue)" }
  print("\(step): \(shown(linkTabsWindow)) | \(at) | backs \(userBacks)")
}

linkTabs.start { print("Tabs ended: \($0)") }
linkTabsApp.formExit?.complete(LoginCredentials(email: "ann@example.com", password: "wrong"))
await linkTabs.settle()
// The link comes while the login tab's modal is still being presented.
linkTabs.open(TabsFlow.Link(url: URL(string: "tabs://help/3")!)!)
linkTabsStep("log in refused, and a link to help article 3 during the modal's presentation")
print(
  "the login tab's flow: \(linkTabs.mainLoginCoordinator?.state?.current.stepID?.rawValue ?? "?")")
// The request fails while the help tab is selected: UIKit presents nothing
// from a tab not shown, so the failure waits for its tab.
linkTabsApp.formExit?.complete(LoginCredentials(email: "ann@example.com", password: "wrong"))
await linkTabs.settle()
linkTabsStep("log in refused while the help tab is selected")
linkTabs.select(.login)
linkTabsStep("select login: its failure shows")

// MARK: - Tabs: a cover over the tab bar

/// A tab container and a cover shown over it, written against the driver
/// as the generator writes them: `showCover` (an event) or tab b's end shows
/// the cover, modal; its completion returns to the tabs with the first tab
/// named, as a route to a container does, and the container the history
/// holds (`returnsAsShown`) keeps the tab selected there.
@MainActor final class CoverShell: DrivenCoordinator {
  enum StepID: String, FlowStepID {
    case tabs, cover
    var presentation: Presentation? { self == .tabs ? .root : .modal }
    var returnsAsShown: Bool { self == .tabs }
  }
  enum State: FlowStepState, Equatable {
    case tabs(selected: Int)
    case cover, cancelled
    var stepID: StepID? {
      switch self {
      case .tabs: .tabs
      case .cover: .cover
      case .cancelled: nil
      }
    }
    static var cancelledState: State { .cancelled }
  }
  enum Action {
    case selected(Int)
    case finished(tab: Int)
    case showCover, covered, back, cancel
  }

  let driver: FlowDriver<State, Action, Never>
  var starts = [0, 0]
  var coverExit: ScreenExit<Void>?

  init(navigator: any Navigator) {
    driver = FlowDriver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: { state, action in
        switch (state.current, action) {
        case (.tabs, .selected(let tab)): state.selecting(.tabs(selected: tab))
        case (.tabs, .finished(tab: 1)), (.tabs, .showCover): state.moving(to: .cover)
        case (.cover, .covered): state.moving(to: .tabs(selected: 0))
        case (.tabs, .back), (.cover, .back): state.goingBack()
        case (_, .cancel): state.moving(to: .cancelled)
        default: nil
        }
      }, back: .back, cancel: .cancel)
  }

  func start(_ saved: FlowState<State>? = nil) {
    let show: @MainActor (State) -> Void = { [weak self] in self?.show($0) }
    if let saved {
      driver.begin(restoring: saved, show: show, completion: { _ in })
    } else {
      driver.begin(at: FlowState(current: .tabs(selected: 0)), show: show, completion: { _ in })
    }
  }

  func tab(_ index: Int) -> CoverTab? {
    driver.tabs(at: .tabs)?.coordinators[index] as? CoverTab
  }

  private func show(_ state: State) {
    switch state {
    case .tabs(let selected):
      driver.showTabs(
        .tabs, .root, tabs: [FlowTab(id: "a", title: "A"), FlowTab(id: "b", title: "B")],
        selected: selected, select: { .selected($0) },
        start: { [weak self] tabs in
          for (index, name) in ["a", "b"].enumerated() {
            tabs.run(
              CoverTab(name, trail: tabs.trails[index]), tab: index,
              start: {
                self?.starts[index] += 1
                $0.start(completion: $1)
              },
              finished: { _ in .finished(tab: index) }, cancelled: .back)
          }
        })
    case .cover:
      driver.show(.cover, .modal, takesInput: false) {
        coverExit = driver.screenExit(.cover, completing: .covered)
        return screen("Cover")
      }
    case .cancelled:
      driver.end(.cancelled)
    }
  }
}

/// The flow of each tab: a list; `open` pushes an item, `finish` ends the flow.
@MainActor final class CoverTab: DrivenCoordinator {
  enum StepID: String, FlowStepID {
    case list, item
    var presentation: Presentation? { .push }
  }
  enum State: FlowStepState, Equatable {
    case list, item, cancelled
    var stepID: StepID? {
      switch self {
      case .list: .list
      case .item: .item
      case .cancelled: nil
      }
    }
    static var cancelledState: State { .cancelled }
  }
  enum Action { case open, back, cancel }

  let driver: FlowDriver<State, Action, Void>
  let name: String

  init(_ name: String, trail: NavigationTrail) {
    self.name = name
    driver = FlowDriver(
      trail: trail, presentation: nil,
      transition: { state, action in
        switch (state.current, action) {
        case (.list, .open): state.moving(to: .item)
        case (_, .back): state.goingBack()
        case (_, .cancel): state.moving(to: .cancelled)
        default: nil
        }
      }, back: .back, cancel: .cancel)
  }

  func start(completion: @escaping @MainActor (FlowResult<Void>) -> Void) {
    driver.begin(
      at: FlowState(current: .list),
      show: { [weak self] state in
        guard let self else { return }
        switch state {
        case .list: driver.show(.list, .push, takesInput: false) { screen("\(name) list") }
        case .item: driver.show(.item, .push, takesInput: false) { screen("\(name) item") }
        case .cancelled: driver.end(.cancelled)
        }
      }, completion: completion)
  }

  func open() { driver.dispatch(.open) }
  func finish() { driver.end(.finished(())) }
}

userBacks = 0
let coverWindow = UIWindow()
let coverNavigator = UIKitNavigator(window: coverWindow)
var cover = CoverShell(navigator: coverNavigator)
coverNavigator.onUserBack = {
  userBacks += 1
  cover.didGoBack()
}
@MainActor func coverStep(_ step: String) {
  UIKitStandIn.finishAnimations()
  var at = cover.state?.current.stepID?.rawValue ?? "ended"
  if case .tabs(let selected)? = cover.state?.current { at += " \(selected)" }
  print("\(step): \(shown(coverWindow)) | \(at) | starts \(cover.starts) | backs \(userBacks)")
}

cover.start()
cover.tab(0)?.open()
userSelectsTab(coverWindow, 1)
cover.dispatch(.showCover)
coverStep("an item in tab a, tab b selected, the cover")
cover.coverExit?.complete(())
coverStep("the cover completes")
cover.tab(1)?.open()
cover.tab(1)?.finish()
coverStep("tab b's end: the cover")
cover.coverExit?.complete(())
coverStep("the cover completes: tab b starts again")
cover.dispatch(.showCover)
cover.coverExit?.complete(())
coverStep("the cover completes during its presentation")
cover = CoverShell(navigator: coverNavigator)
cover.start(FlowState(current: .cover, history: [.tabs(selected: 1)]))
coverStep("restored on the cover")
cover.coverExit?.complete(())
coverStep("the cover completes")

// MARK: - The navigator alone: UIKit's rules

let rulesWindow = UIWindow()
let rules = UIKitNavigator(window: rulesWindow)
var rulesBacks = 0
rules.onUserBack = { rulesBacks += 1 }
@MainActor func rulesStep(_ step: String, _ more: String = "") {
  UIKitStandIn.finishAnimations()
  print("\(step): \(shown(rulesWindow))\(more) | backs \(rulesBacks)")
}

rules.setRoot(screen("Home"), animated: false)
rules.push(screen("Open"), animated: false)
let locked = screen("Locked")
rules.preventGoingBack(from: locked)
rules.push(locked, animated: true)
UIKitStandIn.finishAnimations()
userTapsBack(rulesWindow)
let swiped = (rulesWindow.rootViewController as? UINavigationController)?.userBeginsEdgeSwipe()
rulesStep("a screen without back: the back button and the edge swipe", " | swipe \(swiped == true)")
rules.pop(animated: true)
UIKitStandIn.finishAnimations()
let swipedAfter = (rulesWindow.rootViewController as? UINavigationController)?
  .userBeginsEdgeSwipe()
(rulesWindow.rootViewController as? UINavigationController)?.userEndsEdgeSwipe(cancelled: true)
rulesStep("it goes: the edge swipe is back", " | swipe \(swipedAfter == true)")
let lockedSheet = screen("LockedSheet")
rules.preventGoingBack(from: lockedSheet)
rules.present(lockedSheet, animated: true)
UIKitStandIn.finishAnimations()
userPullsDownSheet(rulesWindow)
rulesStep("a sheet without back, pulled down")
rules.dismiss(animated: true)
// A modal replaced by another at once, then a screen pushed on the new one.
rules.present(screen("First"), animated: true)
rulesStep("a modal")
rules.dismiss(animated: true)
rules.present(screen("Second"), animated: true)
rules.push(screen("OnSecond"), animated: true)
rulesStep("replaced by another at once, a screen pushed on it")
rules.dismiss(animated: true)
let sheet = screen("Sheet")
sheet.modalPresentationStyle = .formSheet
sheet.sheetPresentationController?.detents = [.medium()]
sheet.sheetPresentationController?.prefersGrabberVisible = true
rules.present(sheet, animated: true)
UIKitStandIn.finishAnimations()
if let presented = topController(rulesWindow) {
  let detents = presented.sheetPresentationController?.detents.map(\.identifier.rawValue) ?? []
  let grabber = presented.sheetPresentationController?.prefersGrabberVisible == true
  rulesStep(
    "a form sheet of medium height",
    " | style \(presented.modalPresentationStyle.rawValue), detents \(detents), grabber \(grabber)")
}
rules.dismiss(animated: true)
rules.push(UINavigationController(rootViewController: screen("Own")), animated: true)
rulesStep("a navigation controller shown with push")
rules.dismiss(animated: true)
rulesStep("dismissed")

// MARK: - Six tabs: the sixth under More

let moreWindow = UIWindow()
let moreNavigator = UIKitNavigator(window: moreWindow)
var moreSelections: [Int] = []
let sixTabs = moreNavigator.makeTabs(
  (1...6).map { FlowTab(id: "t\($0)", title: "T\($0)") }, selected: 0
) { moreSelections.append($0) }
moreNavigator.setRoot(sixTabs.screen, animated: false)
let moreBar = moreWindow.rootViewController as? UITabBarController
moreBar?.userTapsItem(4)
UIKitStandIn.finishAnimations()
print(
  "More tapped: selected index \(moreBar?.selectedIndex == NSNotFound ? "none" : "some") | heard \(moreSelections)"
)
moreBar?.userPicksFromMore(5)
UIKitStandIn.finishAnimations()
print(
  "sixth tab picked from More: selected index \(moreBar?.selectedIndex ?? -1) | heard \(moreSelections)"
)
moreBar?.userTapsItem(1)
UIKitStandIn.finishAnimations()
print("second tab: selected index \(moreBar?.selectedIndex ?? -1) | heard \(moreSelections)")

// MARK: - WorkspaceLogin: failures by case, a log-in run again on the form, sheets that go back

@MainActor final class WorkspaceApp: WorkspaceLoginFlow.Dependencies {
  var formExit: ScreenExit<WorkspaceLoginFlow.FormChoice>?
  var devicesExit: ScreenExit<String>?
  var helpExit: ScreenExit<Void>?
  var answer: WorkspaceLoginFlow.LoginError?
  var formsBuilt = 0

  func accountNumberForm(
    _ input: String?, _ exit: ScreenExit<WorkspaceLoginFlow.FormChoice>, feedback: ActionFeedback
  ) -> UIViewController {
    formExit = exit
    formsBuilt += 1
    return screen("Form \(input ?? "empty")")
  }
  func deviceList(_ input: WorkspaceLoginFlow.LoginError, _ exit: ScreenExit<String>)
    -> UIViewController
  {
    devicesExit = exit
    return screen("Devices")
  }
  func offlineAlert(_ input: WorkspaceLoginFlow.LoginError, _ exit: ScreenExit<Void>)
    -> UIViewController
  {
    screen("Offline")
  }
  func accountHelp(_ exit: ScreenExit<Void>) -> UIViewController {
    helpExit = exit
    return screen("Help")
  }
  func logIn(_ input: String) async throws(WorkspaceLoginFlow.LoginError) -> Session {
    if let answer { throw answer }
    return Session(token: input)
  }
}

let workspaceWindow = UIWindow()
let workspaceNavigator = UIKitNavigator(window: workspaceWindow)
let workspaceApp = WorkspaceApp()
let workspace = WorkspaceLoginFlow.Coordinator(
  navigator: workspaceNavigator, dependencies: workspaceApp)
userBacks = 0
workspaceNavigator.onUserBack = { [weak workspace] in
  userBacks += 1
  workspace?.didGoBack()
}
@MainActor func workspaceStep(_ step: String) {
  log(step, workspaceWindow, workspace.trail)
}

workspace.start("1234") { print("WorkspaceLogin ended: \($0)") }
workspaceStep("start with a number")
workspaceApp.answer = .tooManyDevices
workspaceApp.formExit?.complete(.logIn("1234"))
await workspace.settle()
workspaceStep("too many devices")
workspaceApp.devicesExit?.complete("1234")
await workspace.settle()
workspaceStep("a device removed, logged in again on the form: too many still")
workspaceApp.answer = .invalidAccount
workspaceApp.devicesExit?.complete("1234")
await workspace.settle()
workspaceStep("a device removed, logged in again on the form: a wrong number")
print("forms built: \(workspaceApp.formsBuilt)")
workspaceApp.formExit?.complete(.help)
workspaceStep("help")
workspaceApp.helpExit?.complete()
workspaceStep("help read: back")
workspaceApp.answer = .invalidAccount
workspaceApp.formExit?.complete(.logIn("0000"))
await workspace.settle()
workspaceStep("a wrong number, on the form")
workspaceApp.answer = nil
workspaceApp.formExit?.complete(.logIn("1234"))
await workspace.settle()

// MARK: - Social: accounts shown again on top, a composer sheet that closes where it was opened

struct PostRefused: Error {}

@MainActor final class SocialApp: SocialFlow.Dependencies {
  var timelineExits: [SocialFlow.TimelineKind: ScreenExit<SocialFlow.TimelineChoice>] = [:]
  var accountExits: [ScreenExit<SocialFlow.AccountChoice>] = []
  var followersExits: [ScreenExit<String>] = []
  var composerExit: ScreenExit<String>?
  var composerFeedback: ActionFeedback?
  var refusesPosts = false

  func timeline(parameters: SocialFlow.Parameters, _ exit: ScreenExit<SocialFlow.TimelineChoice>)
    -> UIViewController
  {
    timelineExits[parameters.kind] = exit
    return screen("Timeline \(parameters.kind)")
  }
  func statusDetail(
    _ input: String, parameters: SocialFlow.Parameters, _ exit: ScreenExit<SocialFlow.StatusChoice>
  ) -> UIViewController {
    screen("Status \(input)")
  }
  func accountDetail(
    _ input: String, parameters: SocialFlow.Parameters,
    _ exit: ScreenExit<SocialFlow.AccountChoice>
  ) -> UIViewController {
    accountExits.append(exit)
    return screen("Account \(input)")
  }
  func followers(_ input: String, parameters: SocialFlow.Parameters, _ exit: ScreenExit<String>)
    -> UIViewController
  {
    followersExits.append(exit)
    return screen("Followers \(input)")
  }
  func statusEditor(
    _ input: String?, parameters: SocialFlow.Parameters, _ exit: ScreenExit<String>,
    feedback: ActionFeedback
  ) -> UIViewController {
    composerExit = exit
    composerFeedback = feedback
    return screen("Composer \(input ?? "")")
  }
  func postStatus(_ input: String, parameters: SocialFlow.Parameters) async throws {
    if refusesPosts { throw PostRefused() }
  }
}

let socialWindow = UIWindow()
let socialNavigator = UIKitNavigator(window: socialWindow)
let socialApp = SocialApp()
let social = SocialFlow.Coordinator(
  navigator: socialNavigator, dependencies: socialApp, parameters: .init(kind: .local))
userBacks = 0
socialNavigator.onUserBack = { [weak social] in
  userBacks += 1
  social?.didGoBack()
}
@MainActor func socialStep(_ step: String) {
  log(step, socialWindow, social.trail)
}

social.start { print("Social ended: \($0)") }
socialApp.timelineExits[.local]?.complete(.author("A"))
socialApp.accountExits.last?.complete(.followers("A"))
socialApp.followersExits.last?.complete("B")
socialStep("account A, its followers, account B")
userTapsBack(socialWindow)
socialStep("user taps back")
social.back()
socialStep("back again")
social.open(.account(id: "C"))
socialStep("a link to account C")
socialApp.accountExits.last?.complete(.mention("C"))
socialStep("the composer over account C")
socialApp.refusesPosts = true
socialApp.composerExit?.complete("Hi C")
await social.settle()
socialStep("the post refused: \(socialApp.composerFeedback.map { "\($0.status)" } ?? "none")")
socialApp.refusesPosts = false
socialApp.composerExit?.complete("Hi C")
await social.settle()
socialStep("the post sent, the composer closed")
socialApp.accountExits.last?.complete(.timeline)
socialStep("the timeline")

// MARK: - SocialApp: Social once per tab, a composer over the tab bar

extension SocialApp: SocialAppFlow.Dependencies {}

userBacks = 0
let socialTabsWindow = UIWindow()
let socialTabsNavigator = UIKitNavigator(window: socialTabsWindow)
let socialTabsApp = SocialApp()
let socialTabs = SocialAppFlow.Coordinator(
  navigator: socialTabsNavigator, dependencies: socialTabsApp)
socialTabsNavigator.onUserBack = { [weak socialTabs] in
  userBacks += 1
  socialTabs?.didGoBack()
}
@MainActor func socialTabsStep(_ step: String) {
  UIKitStandIn.finishAnimations()
  var at = socialTabs.state?.current.stepID?.rawValue ?? "ended"
  if case .main(let selected)? = socialTabs.state?.current { at += " \(selected.rawValue)" }
  print("\(step): \(shown(socialTabsWindow)) | \(at) | backs \(userBacks)")
}

socialTabs.start { print("SocialApp ended: \($0)") }
socialTabsStep("start")
userSelectsTab(socialTabsWindow, 1)
socialTabsApp.timelineExits[.local]?.complete(.author("A"))
socialTabsApp.accountExits.last?.complete(.followers("A"))
socialTabsApp.followersExits.last?.complete("B")
socialTabsStep("local: account A, its followers, account B")
userTapsBackInTab(socialTabsWindow)
socialTabsStep("user taps back in the local tab")
userSelectsTab(socialTabsWindow, 0)
socialTabsApp.timelineExits[.home]?.complete(.compose)
socialTabsStep("home: the composer")
socialTabsApp.composerExit?.complete("Hello")
await socialTabs.settle()
socialTabsStep("home: the post sent, the composer closed")

// MARK: - Refusals

// What the flows and the navigator made UIKit refuse or defer, in both modes: nothing.
// MARK: - A parent's event while its modal sub-flow shows two screens, written by hand

/// The sub-flow: `one`, then `two` pushed on it, then it finishes.
@MainActor final class EditFlow: DrivenCoordinator {
  enum StepID: String, FlowStepID {
    case one, two
    var presentation: Presentation? { .push }
  }
  enum State: FlowStepState, Hashable {
    case one, two, finished, cancelled
    var stepID: StepID? { self == .one ? .one : self == .two ? .two : nil }
    static var cancelledState: State { .cancelled }
  }
  enum Action { case next, back, cancel }
  let driver: FlowDriver<State, Action, Void>

  init(trail: NavigationTrail, presentation: Presentation?) {
    driver = FlowDriver(
      trail: trail, presentation: presentation,
      transition: { state, action in
        switch (state.current, action) {
        case (.one, .next): state.moving(to: .two)
        case (.two, .next): state.moving(to: .finished)
        case (.one, .back), (.two, .back): state.goingBack()
        case (.one, .cancel), (.two, .cancel): state.moving(to: .cancelled)
        default: nil
        }
      }, back: .back, cancel: .cancel)
  }

  func start(completion: @escaping @MainActor (FlowResult<Void>) -> Void) {
    driver.begin(
      at: FlowState(current: .one),
      show: { [weak self] state in
        guard let self else { return }
        switch state {
        case .one: driver.show(.one, .push, takesInput: false) { screen("One") }
        case .two: driver.show(.two, .push, takesInput: false) { screen("Two") }
        case .finished: driver.end(.finished(()))
        case .cancelled: driver.end(.cancelled)
        }
      }, completion: completion)
  }
}

/// The parent: `hub` (root), `edit` runs `EditFlow` as a modal, the event `signOut` leads to
/// `signedOut`, pushed.
enum HubStep: String, FlowStepID {
  case hub, edit, signedOut
  var presentation: Presentation? { self == .hub ? .root : self == .edit ? nil : .push }
}
enum HubState: FlowStepState, Hashable {
  case hub, edit, signedOut
  var stepID: HubStep? { self == .hub ? .hub : self == .edit ? .edit : .signedOut }
  static var cancelledState: HubState { .hub }
}
enum HubAction { case edit, edited, signOut, back, cancel }

userBacks = 0
let hubWindow = UIWindow()
let hubNavigator = UIKitNavigator(window: hubWindow)
let hubDriver = FlowDriver<HubState, HubAction, Never>(
  trail: NavigationTrail(navigator: hubNavigator), presentation: nil,
  transition: { state, action in
    switch (state.current, action) {
    case (.hub, .edit): state.moving(to: .edit)
    case (.edit, .edited): state.moving(to: .hub)
    case (_, .signOut): state.moving(to: .signedOut)
    case (.signedOut, .back): state.goingBack()
    default: nil
    }
  }, back: .back, cancel: .cancel)
hubNavigator.onUserBack = {
  userBacks += 1
  hubDriver.didGoBack()
}
var editFlow: EditFlow?
hubDriver.begin(
  at: FlowState(current: .hub),
  show: { state in
    switch state {
    case .hub: hubDriver.show(.hub, .root, takesInput: false) { screen("Hub") }
    case .edit:
      let edit = EditFlow(
        trail: hubDriver.trail, presentation: hubDriver.childPresentation(.modal))
      editFlow = edit
      hubDriver.run(
        edit, start: { $0.start(completion: $1) }, finished: { _ in .edited }, cancelled: .back)
    case .signedOut: hubDriver.show(.signedOut, .push, takesInput: false) { screen("SignedOut") }
    }
  }, completion: { _ in })
@MainActor func hubStep(_ step: String) { log(step, hubWindow, hubDriver.trail) }
hubDriver.dispatch(.edit)
editFlow?.dispatch(.next)
hubStep("edit, its second screen")
hubDriver.dispatch(.signOut)
hubStep("sign out during the edit")
editFlow?.dispatch(.next)
hubStep("the edit's screen goes on, unheard")
userTapsBack(hubWindow)
hubStep("user taps back")

// MARK: - Pages and a split view, written by hand: an EditFlow per page or column

enum HomeStep: String, FlowStepID {
  case home, done
  var presentation: Presentation? { .root }
}
enum HomeState: FlowStepState, Hashable {
  case home(selected: Int)
  case done, cancelled
  var stepID: HomeStep? {
    switch self {
    case .home: .home
    case .done: .done
    case .cancelled: nil
    }
  }
  static var cancelledState: HomeState { .cancelled }
}
enum HomeAction {
  case selected(Int)
  case finished, back, cancel
}

/// A home of `kind` with two children, `users` and `news`, each an `EditFlow`.
@MainActor final class Home {
  let window = UIWindow()
  let navigator: UIKitNavigator
  let driver: FlowDriver<HomeState, HomeAction, Never>

  init(_ kind: ContainerKind, selected: Int) {
    navigator = UIKitNavigator(window: window)
    let driver = FlowDriver<HomeState, HomeAction, Never>(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: { state, action in
        switch (state.current, action) {
        case (.home, .selected(let index)): state.selecting(.home(selected: index))
        case (.home, .finished): state.moving(to: .done)
        case (_, .cancel): state.moving(to: .cancelled)
        default: nil
        }
      }, back: .back, cancel: .cancel)
    self.driver = driver
    navigator.onUserBack = { driver.didGoBack() }
    let items = [FlowTab(id: "users", title: "Users"), FlowTab(id: "news", title: "News")]
    driver.begin(
      at: FlowState(current: .home(selected: selected)),
      show: { state in
        switch state {
        case .home(let selected):
          driver.showTabs(
            .home, .root, kind: kind, tabs: items, selected: selected, select: { .selected($0) },
            start: { tabs in
              for index in items.indices {
                tabs.run(
                  EditFlow(trail: tabs.trails[index], presentation: nil), tab: index,
                  start: { $0.start(completion: $1) }, finished: { _ in .finished },
                  cancelled: .back)
              }
            })
        case .done: driver.show(.done, .root, takesInput: false) { screen("Done") }
        case .cancelled: driver.end(.cancelled)
        }
      }, completion: { _ in })
  }

  func child(_ index: Int) -> EditFlow? { driver.tabs(at: .home)?.coordinators[index] as? EditFlow }

  func step(_ step: String) {
    UIKitStandIn.finishAnimations()
    var at = driver.state?.current.stepID?.rawValue ?? "ended"
    if case .home(let selected)? = driver.state?.current { at += " \(selected)" }
    print("\(step): \(shown(window)) | \(at)")
  }
}

let pages = Home(.pages, selected: 0)
pages.step("pages")
pages.child(0)?.dispatch(.next)
pages.step("the first page's flow goes on")
(pages.window.rootViewController as? UIPageViewController)?.userSwipes(.forward)
pages.step("user swipes to the next page")
(pages.window.rootViewController as? UIPageViewController)?.userSwipes(.forward)
pages.step("user swipes past the last page")
pages.driver.dispatch(.selected(0))
print(
  "the flow turns the page back, animated: \(UIKitStandIn.isAnimating == UIKitStandIn.animationsEndLater)"
)
pages.step("the page turned")
pages.child(1)?.dispatch(.next)
pages.child(1)?.dispatch(.next)
pages.step("the hidden page's flow finishes")

let split = Home(.split, selected: 1)
split.step("split, the secondary column selected")
split.child(0)?.dispatch(.next)
split.step("the primary column's flow goes on")
(split.window.rootViewController as? UISplitViewController)?.userShows(.primary)
split.step("user shows the primary column")
split.driver.dispatch(.selected(1))
split.step("the flow shows the secondary column")
split.child(0)?.dispatch(.next)
split.step("the primary column's flow finishes")

// A page not shown holds what its flow presents until the user swipes to it.
let heldWindow = UIWindow()
let heldNavigator = UIKitNavigator(window: heldWindow)
let heldPages = heldNavigator.makeContainer(
  .pages, [FlowTab(id: "a", title: "A"), FlowTab(id: "b", title: "B")], selected: 0
) { _ in }
heldNavigator.setRoot(heldPages.screen, animated: false)
heldPages.navigators[0].setRoot(screen("First"), animated: false)
heldPages.navigators[1].setRoot(screen("Second"), animated: false)
heldPages.navigators[1].present(screen("Sheet"), animated: true)
UIKitStandIn.finishAnimations()
print("a hidden page presents: \(shown(heldWindow))")
(heldWindow.rootViewController as? UIPageViewController)?.userSwipes(.forward)
UIKitStandIn.finishAnimations()
print("user swipes to it: \(shown(heldWindow))")

print("UIKit refused or deferred: \(UIKitStandIn.log.count)")

// MARK: - The stand-in itself, with animations that end later

UIKitStandIn.animationsEndLater = true
UIKitStandIn.echoesLog = false
@MainActor final class Heard: NSObject, UINavigationControllerDelegate {
  var shown: [String] = []
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { shown.append(viewController.title ?? "?") }
}
let standInWindow = UIWindow()
let standInNavigation = UINavigationController(rootViewController: screen("R"))
let heard = Heard()
standInNavigation.delegate = heard
standInWindow.rootViewController = standInNavigation
let refusedBefore = UIKitStandIn.log.count
standInNavigation.pushViewController(screen("A"), animated: true)
standInNavigation.pushViewController(screen("B"), animated: true)
let poppedDuring = standInNavigation.popViewController(animated: true)
standInNavigation.setViewControllers([], animated: false)
print(
  "stand-in, during a push: \(shown(standInNavigation)), popped \(poppedDuring == nil ? "none" : "one"), "
    + "heard \(heard.shown), coordinator \(standInNavigation.transitionCoordinator != nil)")
UIKitStandIn.finishAnimations()
print(
  "stand-in, animations ended: \(shown(standInNavigation)), heard \(heard.shown), "
    + "coordinator \(standInNavigation.transitionCoordinator != nil)")
let standInModal = screen("M")
standInNavigation.present(standInModal, animated: true)
let presentedDuring = standInModal.isBeingPresented
standInNavigation.present(screen("N"), animated: true)
standInModal.dismiss(animated: true)
UIKitStandIn.finishAnimations()
print(
  "stand-in, presenting: being presented \(presentedDuring), then \(shown(standInWindow))")
standInNavigation.dismiss(animated: true)
let dismissedDuring = standInModal.isBeingDismissed
let stillPresented = standInNavigation.presentedViewController === standInModal
UIKitStandIn.finishAnimations()
print(
  "stand-in, dismissing: being dismissed \(dismissedDuring), still presented \(stillPresented), "
    + "then \(shown(standInWindow))")
print("stand-in refused or deferred: \(UIKitStandIn.log.count - refusedBefore)")

// What the navigator asks for while a push animates waits, then goes as one
// `setViewControllers`.
let queuedWindow = UIWindow()
let queued = UIKitNavigator(window: queuedWindow)
queued.setRoot(screen("R"), animated: false)
let transitionsBeforeQueue = UINavigationController.transitions
queued.push(screen("A"), animated: true)
queued.pop(animated: true)
queued.push(screen("B"), animated: true)
queued.push(screen("C"), animated: true)
UIKitStandIn.finishAnimations()
print(
  "navigator, a pop and two pushes during a push: \(shown(queuedWindow)), transitions "
    + "\(UINavigationController.transitions - transitionsBeforeQueue), refused or deferred "
    + "\(UIKitStandIn.log.count - refusedBefore - 5)")
