import Foundation
import Testing

/// `UIKitNavigator` only builds where UIKit is. Here it is type-checked with
/// the rest of FlowRuntime against a stand-in `UIKit` module that declares
/// what the navigator uses, with UIKit's signatures (iOS 17/18 SDK), so a
/// wrong member fails a test on Linux.
@Suite struct UIKitStandInTests {
  static let root = StandIn.root
  static let runtimeSources = StandIn.runtimeSources
  static let swiftc = StandIn.swiftc

  static func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
    try StandIn.run(arguments, in: folder)
  }

  static func typecheck(replacing: (name: String, text: String)? = nil) throws -> (Int32, String) {
    try StandIn.typecheckRuntime(against: "UIKit", replacing: replacing)
  }

  @Test func theUIKitNavigatorTypechecks() throws {
    let (status, output) = try Self.typecheck()
    #expect(status == 0, "\(output)")
  }

  /// The stand-in holds the navigator to UIKit's API: a misspelt UIKit member fails.
  @Test func aMisspeltUIKitMemberFailsTheCheck() throws {
    let name = "UIKitNavigator.swift"
    let text = try String(
      contentsOf: Self.runtimeSources.appendingPathComponent(name), encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: ".popViewController(animated:", with: ".popViewControler(animated:")
    #expect(broken != text)
    let (status, output) = try Self.typecheck(replacing: (name, broken))
    #expect(status != 0)
    #expect(output.contains("UIKitNavigator.swift"), "\(output)")
    #expect(output.contains("popViewControler"), "\(output)")
  }

  /// Builds the stand-in and FlowRuntime as libraries, and with them a
  /// program that runs the generated Todo, Authentication, Tabs, Library and
  /// Main flows through `UIKitNavigator` (`Tests/StandIns/UIKitFlowsMain.swift`);
  /// runs it with animations that end at once, then with animations that end
  /// later, as UIKit's do; returns what it printed each time.
  static func runFlows() throws -> (atOnce: String, later: String) {
    let folder = try StandIn.folder(with: "UIKit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fileManager = FileManager.default
    let runtime = folder.appendingPathComponent("FlowRuntime")
    try fileManager.createDirectory(at: runtime, withIntermediateDirectories: true)
    let runtimeFiles = try StandIn.copyRuntime(to: runtime).map { "FlowRuntime/\($0)" }
    try fileManager.copyItem(
      at: root.appendingPathComponent("Tests/StandIns/UIKitFlowsMain.swift"),
      to: folder.appendingPathComponent("main.swift"))
    let flows = [
      "Todo.swift", "Authentication.swift", "Login.swift", "Registration.swift", "Tabs.swift",
      "Help.swift", "Library.swift", "SignIn.swift", "Settings.swift", "MainFlow.swift",
      "WorkspaceLogin.swift", "Social.swift", "SocialApp.swift", "Externals.swift",
    ]
    for name in flows {
      try fileManager.copyItem(
        at: root.appendingPathComponent("Tests/GeneratedFlows/\(name)"),
        to: folder.appendingPathComponent(name))
    }
    let library = [
      "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6",
      "-warnings-as-errors", "-I", ".",
    ]
    for (module, files) in [("UIKit", ["UIKit.swift"]), ("FlowRuntime", runtimeFiles)] {
      let (built, log) = try run([swiftc, "-module-name", module] + library + files, in: folder)
      try #require(built == 0, "\(log)")
    }
    let (built, log) = try run(
      [
        swiftc, "-swift-version", "6", "-warnings-as-errors", "-module-name", "App", "-I", ".",
        "-L", ".", "-lFlowRuntime", "-lUIKit", "-o", "app", "main.swift",
      ] + flows, in: folder)
    try #require(built == 0, "\(log)")
    let (status, atOnce) = try run(["./app"], in: folder)
    #expect(status == 0, "\(atOnce)")
    let (statusLater, later) = try run(["./app", "--animations-end-later"], in: folder)
    #expect(statusLater == 0, "\(later)")
    return (atOnce, later)
  }

  /// The flows run over the stand-in: each line is a step, what the window
  /// shows after it (the root's stack, then each modal's, `^` between), the
  /// screens on the trail, and how many user backs the navigator reported.
  /// Backs the user makes in UIKit reach the flow; the navigator's own pops
  /// and dismissals, and an alert going, are no user back. UIKit refusing
  /// anything would be logged among the lines.
  ///
  /// Both runs print the same, but for one line: with animations that end
  /// later, the back tapped while item 5 is pushed comes during the push,
  /// and UIKit ignores touches during a transition; with animations that end
  /// at once, the push is over when the user taps, and the tap pops item 5.
  @Test func flowsRunThroughTheNavigatorOverTheStandInInBothModes() throws {
    let (atOnce, later) = try Self.runFlows()
    #expect(atOnce == Self.expected, "\(atOnce)")
    let tappedDuringPush =
      "user taps back, item 5, user taps back during its push: [ItemList] | trail itemList | backs 3"
    let ignoredDuringPush =
      "user taps back, item 5, user taps back during its push: [ItemList, Item 5] | trail itemList itemDetail | backs 2"
    #expect(Self.expected.contains(tappedDuringPush))
    #expect(
      later == Self.expected.replacingOccurrences(of: tappedDuringPush, with: ignoredDuringPush),
      "\(later)")
  }

  static let expected = """
    start: [SignIn] | trail login | backs 0
    create user: [SignIn, CreateUser] | trail login createUser | backs 0
    user taps back: [SignIn] | trail login | backs 1
    account created: [TodoList] | trail todoList | backs 1
    create todo: [TodoList] ^ [CreateTodo] | trail todoList createTodo | backs 1
    user pulls the sheet down: [TodoList] | trail todoList | backs 2
    todo added: [TodoList] | trail todoList | backs 2
    select: [TodoList, Todo 7] | trail todoList todoDetail | backs 2
    user taps back: [TodoList] | trail todoList | backs 3
    select, the screen's own back: [TodoList] | trail todoList | backs 3
    sign out: [SignIn] | trail login | backs 3
    start: [Choice] | trail choice | backs 0
    log in: [Choice, LoginForm] | trail choice credentials | backs 0
    user taps back: [Choice] | trail choice | backs 1
    register, refused: [Choice] ^ [RegisterForm] ^ [SignUpFailed] | trail choice form signUpFailed | backs 1
    user pulls the sheet down: [Choice] ^ [RegisterForm] | trail choice form | backs 2
    registered: [Choice] ^ [RegisterForm, RegisterSuccess] | trail choice form success | backs 2
    restart, during the registration: [Choice] | trail choice | backs 2
    registered again: [Choice] ^ [RegisterForm, RegisterSuccess] | trail choice form success | backs 2
    user pulls the sheet down: [Choice] | trail choice | backs 4
    log in, refused: [Choice, LoginForm] ^ [LoginFailed] | trail choice credentials loginFailed | backs 4
    user pulls the sheet down: [Choice, LoginForm] | trail choice credentials | backs 5
    refused, OK: [Choice, LoginForm] | trail choice credentials | backs 5
    Authentication ended: finished(App.Session(token: "login"))
    logged in: [Choice, LoginForm] | trail choice credentials | backs 5
    shown: [A, B] ^ [M, N, O] | backs 0
    pop: [A, B] ^ [M, N] | backs 0
    user pulls the sheet down: [A, B] | backs 2
    pop: [A] | backs 2
    alert: [A] ^ Oops | backs 2
    the alert goes: [A] | backs 2
    user pops to the root: [A] | backs 4
    setRoot over a modal: [T] | backs 4
    restored at a todo: [TodoList, Todo 7] | trail todoList todoDetail | backs 0
    user taps back: [TodoList] | trail todoList | backs 1
    create todo: [TodoList] ^ [CreateTodo] | trail todoList createTodo | backs 1
    restored at the todo form: [TodoList] ^ [CreateTodo] | trail todoList createTodo | backs 1
    start: tabs{*Login[LoginForm] Register[RegisterForm] Help[HelpTopics guides] Faq[HelpTopics faq]} | main login | backs 0
    back at the tab's root: tabs{*Login[LoginForm] Register[RegisterForm] Help[HelpTopics guides] Faq[HelpTopics faq]} | main login | backs 0
    log in, refused: tabs{*Login[LoginForm] Register[RegisterForm] Help[HelpTopics guides] Faq[HelpTopics faq]} ^ [LoginFailed] | main login | backs 0
    user pulls the sheet down: tabs{*Login[LoginForm] Register[RegisterForm] Help[HelpTopics guides] Faq[HelpTopics faq]} | main login | backs 1
    user selects register: tabs{Login[LoginForm] *Register[RegisterForm] Help[HelpTopics guides] Faq[HelpTopics faq]} | main register | backs 1
    registered: tabs{Login[LoginForm] *Register[RegisterForm, RegisterSuccess] Help[HelpTopics guides] Faq[HelpTopics faq]} | main register | backs 1
    select login: tabs{*Login[LoginForm] Register[RegisterForm, RegisterSuccess] Help[HelpTopics guides] Faq[HelpTopics faq]} | main login | backs 1
    signed in: [SignedIn] | signedIn | backs 1
    pop three at once: [Root] | transitions 1, animated 1
    start: [Shelf] | trail shelf | backs 0
    a book: [Shelf, Book 4] | trail shelf book | backs 0
    link to the account page: [Shelf, LibrarySettings, AccountPage] | trail shelf settings account | backs 0
    user taps back twice: [Shelf] | trail shelf | backs 2
    a book, and a link to the account page during its push: [Shelf, LibrarySettings, AccountPage] | trail shelf settings account | backs 2
    user taps back, help: [Shelf, LibrarySettings] ^ [HelpPage] | trail shelf settings help | backs 3
    link to the downloads: the PIN over the help modal: [Shelf, LibrarySettings] ^ [HelpPage] ^ [PinEntry] | trail shelf settings help pin | backs 3
    PIN entered: [Shelf, LibrarySettings] ^ [HelpPage] ^ [PinEntry, Downloads] | trail shelf settings help pin downloads | backs 3
    link to help: [Shelf, LibrarySettings] ^ [HelpPage] | trail shelf settings help | backs 3
    start: [ItemList] | trail itemList | backs 0
    item 7: [ItemList, Item 7] | trail itemList itemDetail | backs 0
    link to item 9: [ItemList, Item 9] | trail itemList itemDetail | backs 0
    transitions of the link: 2
    user taps back, item 7, and a link to item 9 during its push: [ItemList, Item 9] | trail itemList itemDetail | backs 1
    user taps back, item 5, user taps back during its push: [ItemList] | trail itemList | backs 3
    user taps back: [ItemList] | trail itemList | backs 3
    item 6: [ItemList, Item 6] | trail itemList itemDetail | backs 3
    edge swipe begun: [ItemList] | trail itemList itemDetail
    edge swipe cancelled: [ItemList, Item 6] | trail itemList itemDetail | backs 3
    edge swipe finished: [ItemList] | trail itemList | backs 4
    log in refused, and a link to help article 3 during the modal's presentation: tabs{Login[LoginForm] Register[RegisterForm] *Help[HelpTopics guides, HelpArticle 3 guides] Faq[HelpTopics faq]} | main help | backs 0
    the login tab's flow: credentials
    log in refused while the help tab is selected: tabs{Login[LoginForm] Register[RegisterForm] *Help[HelpTopics guides, HelpArticle 3 guides] Faq[HelpTopics faq]} | main help | backs 0
    select login: its failure shows: tabs{*Login[LoginForm] Register[RegisterForm] Help[HelpTopics guides, HelpArticle 3 guides] Faq[HelpTopics faq]} ^ [LoginFailed] | main login | backs 0
    an item in tab a, tab b selected, the cover: tabs{A[a list, a item] *B[b list]} ^ [Cover] | cover | starts [1, 1] | backs 0
    the cover completes: tabs{A[a list, a item] *B[b list]} | tabs 1 | starts [1, 1] | backs 0
    tab b's end: the cover: tabs{A[a list, a item] *B[b list, b item]} ^ [Cover] | cover | starts [1, 1] | backs 0
    the cover completes: tab b starts again: tabs{A[a list, a item] *B[b list]} | tabs 1 | starts [1, 2] | backs 0
    the cover completes during its presentation: tabs{A[a list, a item] *B[b list]} | tabs 1 | starts [1, 2] | backs 0
    restored on the cover: tabs{A[a list] *B[b list]} ^ [Cover] | cover | starts [1, 1] | backs 0
    the cover completes: tabs{A[a list] *B[b list]} | tabs 1 | starts [1, 1] | backs 0
    a screen without back: the back button and the edge swipe: [Home, Open, Locked] | swipe false | backs 0
    it goes: the edge swipe is back: [Home, Open] | swipe true | backs 0
    a sheet without back, pulled down: [Home, Open] ^ [LockedSheet] | backs 0
    a modal: [Home, Open] ^ [First] | backs 0
    replaced by another at once, a screen pushed on it: [Home, Open] ^ [Second, OnSecond] | backs 0
    a form sheet of medium height: [Home, Open] ^ [Sheet] | style 2, detents ["com.apple.UIKit.medium"], grabber true | backs 0
    a navigation controller shown with push: [Home, Open] ^ [Own] | backs 0
    dismissed: [Home, Open] | backs 0
    More tapped: selected index none | heard []
    sixth tab picked from More: selected index 5 | heard [5]
    second tab: selected index 1 | heard [5, 1]
    start with a number: [Form 1234] | trail form | backs 0
    too many devices: [Form 1234] ^ [Devices] | trail form devices | backs 0
    a device removed, logged in again on the form: too many still: [Form 1234] ^ [Devices] | trail form devices | backs 0
    a device removed, logged in again on the form: a wrong number: [Form 1234] | trail form | backs 0
    forms built: 1
    help: [Form 1234] ^ [Help] | trail form help | backs 0
    help read: back: [Form 1234] | trail form | backs 0
    a wrong number, on the form: [Form 1234] | trail form | backs 0
    WorkspaceLogin ended: finished(App.Session(token: "1234"))
    account A, its followers, account B: [Timeline local, Account A, Followers A, Account B] | trail timeline account followers account | backs 0
    user taps back: [Timeline local, Account A, Followers A] | trail timeline account followers | backs 1
    back again: [Timeline local, Account A] | trail timeline account | backs 1
    a link to account C: [Timeline local, Account A, Account C] | trail timeline account account | backs 1
    the composer over account C: [Timeline local, Account A, Account C] ^ [Composer C] | trail timeline account account compose | backs 1
    the post refused: failed(App.PostRefused()): [Timeline local, Account A, Account C] ^ [Composer C] | trail timeline account account compose | backs 1
    the post sent, the composer closed: [Timeline local, Account A, Account C] | trail timeline account account | backs 1
    the timeline: [Timeline local] | trail timeline | backs 1
    start: tabs{*Home[Timeline home] Local[Timeline local] Federated[Timeline federated]} | main home | backs 0
    local: account A, its followers, account B: tabs{Home[Timeline home] *Local[Timeline local, Account A, Followers A, Account B] Federated[Timeline federated]} | main local | backs 0
    user taps back in the local tab: tabs{Home[Timeline home] *Local[Timeline local, Account A, Followers A] Federated[Timeline federated]} | main local | backs 1
    home: the composer: tabs{*Home[Timeline home] Local[Timeline local, Account A, Followers A] Federated[Timeline federated]} ^ [Composer ] | main home | backs 1
    home: the post sent, the composer closed: tabs{*Home[Timeline home] Local[Timeline local, Account A, Followers A] Federated[Timeline federated]} | main home | backs 1
    edit, its second screen: [Hub] ^ [One, Two] | trail hub one two | backs 0
    sign out during the edit: [Hub, SignedOut] | trail hub signedOut | backs 0
    the edit's screen goes on, unheard: [Hub, SignedOut] | trail hub signedOut | backs 0
    user taps back: [Hub] | trail hub | backs 1
    pages: pages{Users[One]} | home 0
    the first page's flow goes on: pages{Users[One, Two]} | home 0
    user swipes to the next page: pages{News[One]} | home 1
    user swipes past the last page: pages{News[One]} | home 1
    the flow turns the page back, animated: true
    the page turned: pages{Users[One, Two]} | home 0
    the hidden page's flow finishes: [Done] | done
    split, the secondary column selected: split{Users[One] | *News[One]} | home 1
    the primary column's flow goes on: split{Users[One, Two] | *News[One]} | home 1
    user shows the primary column: split{*Users[One, Two] | News[One]} | home 0
    the flow shows the secondary column: split{Users[One, Two] | *News[One]} | home 1
    the primary column's flow finishes: [Done] | done
    a hidden page presents: pages{A[First]}
    user swipes to it: pages{B[Second]} ^ [Sheet]
    UIKit refused or deferred: 0
    stand-in, during a push: [R, A], popped none, heard [], coordinator true
    stand-in, animations ended: [R, A, B], heard ["A", "B"], coordinator false
    stand-in, presenting: being presented true, then [R, A, B] ^ M
    stand-in, dismissing: being dismissed true, still presented true, then [R, A, B]
    stand-in refused or deferred: 5
    navigator, a pop and two pushes during a push: [R, B, C], transitions 2, refused or deferred 0

    """
}
