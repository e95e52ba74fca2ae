// The `main.swift` of a program that runs generated flows (Todo, Authentication) through
// `UIKitNavigator` over the UIKit stand-in, and prints what UIKit shows after
// each step: what `UIKitStandInTests` builds, runs and checks. Not part of any
// target. The user's own moves (the back button, a sheet pulled down) are
// made the way UIKit makes them, then UIKit tells the navigator.

import FlowRuntime
import UIKit

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

/// The user taps the back button of the navigation controller on top.
@MainActor func userTapsBack(_ window: UIWindow) {
  (topController(window) as? UINavigationController)?.popViewController(animated: true)
}

/// The user pulls down the sheet on top: UIKit dismisses it, then tells the
/// delegate of its presentation.
@MainActor func userPullsDownSheet(_ window: UIWindow) {
  guard let sheet = topController(window), let presentation = sheet.presentationController
  else { return }
  sheet.presentingViewController?.dismiss(animated: true)
  presentation.delegate?.presentationControllerDidDismiss(presentation)
}

/// The user taps tab `index` of the tab bar that is the window's root: UIKit selects it,
/// then tells the delegate.
@MainActor func userSelectsTab(_ window: UIWindow, _ index: Int) {
  guard let tabBar = window.rootViewController as? UITabBarController,
    let tab = tabBar.viewControllers?[index],
    tabBar.delegate?.tabBarController(tabBar, shouldSelect: tab) != false
  else { return }
  tabBar.selectedIndex = index
  tabBar.delegate?.tabBarController(tabBar, didSelect: tab)
}

/// The user taps the back button of the selected tab's navigation controller.
@MainActor func userTapsBackInTab(_ window: UIWindow) {
  let tabBar = window.rootViewController as? UITabBarController
  (tabBar?.selectedViewController as? UINavigationController)?.popViewController(animated: true)
}

/// How many times the navigator reported a user back.
var userBacks = 0

@MainActor func log(_ step: String, _ window: UIWindow, _ trail: NavigationTrail) {
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
@MainActor func step(_ step: String) { print("\(step): \(shown(window)) | backs \(userBacks)") }

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
  func helpTopics(_ exit: ScreenExit<Int>) -> AnyObject { screen("HelpTopics") }
  func helpArticle(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject {
    screen("HelpArticle \(input)")
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
print(
  "pop three at once: \(shown(popWindow)) | transitions "
    + "\(UINavigationController.transitions - transitionsBefore), animated "
    + "\(UINavigationController.animatedTransitions - animatedBefore)")
