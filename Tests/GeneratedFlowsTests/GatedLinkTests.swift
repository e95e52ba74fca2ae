import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// Deep links of `Library.flow.yaml`, which starts with a session check (a gate) and keeps
/// its downloads behind a PIN check (`gate: true`): a link waits while the user signs in or
/// enters the PIN, then opens; a cancelled gate drops it; a signed-in user goes straight there.
@Suite(.timeLimit(.minutes(3))) @MainActor struct GatedLinkTests {
  let navigator = RecordingNavigator()
  let fake = LibraryFake()

  func coordinator() -> LibraryFlow.Coordinator {
    LibraryFlow.Coordinator(navigator: navigator, dependencies: fake)
  }

  func signIn(_ app: LibraryFlow.Coordinator, as email: String) async throws {
    try #require(fake.signInFormExit).complete(
      .submit(EmailPassword(email: email, password: "secret")))
    await app.settle()
  }

  @Test func aSavedWaitingLinkIsRestoredOnlyBeforeItsLastGate() async throws {
    fake.session = nil
    let app = coordinator()
    app.start(at: .book(id: 42)) { _ in }
    // Waiting at the sign-in: a state the flow can be in, restored as it is.
    let waiting = try #require(app.state)
    try LibraryFlow.validate(waiting)
    let restored = coordinator()
    try restored.start(restoring: waiting) { _ in }
    #expect(restored.pendingLink == .book(id: 42))

    let session = Session(token: "ada@example.com")
    // Past the sign-in the link would have opened: a state saying it still waits is refused.
    #expect(throws: FlowRestoreError.linkNotWaiting) {
      try LibraryFlow.validate(
        LibraryFlow.FlowState(current: .shelf(input: session), pendingLink: .book(id: 42)))
    }
    // A link that passes no gate never waits.
    #expect(throws: FlowRestoreError.linkNotWaiting) {
      try LibraryFlow.validate(LibraryFlow.FlowState(current: .signIn, pendingLink: .help))
    }
  }

  @Test func aSavedLinkThatOpenedAnotherStepIsRefused() throws {
    let json = #"""
      {"current": {"listingBasics": {}}, "history": [{"itemList": {}}],
       "openedLink": {"itemDetail": {"id": 7}}}
      """#
    let saved = try JSONDecoder().decode(MainFlow.FlowState.self, from: Data(json.utf8))
    #expect(throws: FlowRestoreError.linkElsewhere) { try MainFlow.validate(saved) }
    let opened = json.replacingOccurrences(
      of: #"{"listingBasics": {}}"#, with: #"{"itemDetail": {"input": 7}}"#)
    try MainFlow.validate(
      try JSONDecoder().decode(MainFlow.FlowState.self, from: Data(opened.utf8)))
  }

  @Test func aLinkAtAColdStartSignedOutWaitsForSignInThenOpensOverTheShelf() async throws {
    fake.session = nil
    let app = coordinator()
    var results: [FlowResult<Never>] = []
    app.start(at: .book(id: 42)) { results.append($0) }

    #expect(app.state?.current.stepID == .signIn)
    #expect(app.pendingLink == .book(id: 42))
    #expect(navigator.names == ["push SignInForm"])
    #expect(fake.books.isEmpty, "the book waits for the sign-in")

    try await signIn(app, as: "ada@example.com")
    #expect(app.pendingLink == nil)
    #expect(app.state?.current.stepID == .book)
    #expect(fake.books == [42])
    #expect(fake.shelves == [Session(token: "ada@example.com")], "the shelf has the new session")
    #expect(navigator.names == ["push SignInForm", "setRoot Shelf", "push Book"])

    try #require(fake.bookExit).back()
    #expect(app.state?.current.stepID == .shelf)
    #expect(results.isEmpty)
  }

  @Test func aLinkAtAColdStartSignedInGoesStraightThere() throws {
    fake.session = Session(token: "grace")
    let app = coordinator()
    app.start(at: .book(id: 7)) { _ in }
    #expect(navigator.names == ["setRoot Shelf", "push Book"])
    #expect(fake.books == [7])
    #expect(fake.shelves == [Session(token: "grace")])
    #expect(app.pendingLink == nil)
  }

  @Test func aCancelledSignInDropsTheLink() throws {
    fake.session = nil
    let app = coordinator()
    var results: [FlowResult<Never>] = []
    app.start(at: .book(id: 42)) { results.append($0) }
    try #require(fake.signInFormExit).back()
    #expect(app.pendingLink == nil)
    #expect(fake.books.isEmpty)
    #expect(results.count == 1)
    if case .cancelled? = results.first {} else { Issue.record("the app flow is cancelled") }
  }

  @Test func aLinkThatArrivesDuringSignInWaitsAndTheSignInGoesOn() async throws {
    fake.session = nil
    let app = coordinator()
    app.start { _ in }
    app.open(.book(id: 5))
    #expect(app.pendingLink == .book(id: 5))
    #expect(navigator.names == ["push SignInForm"], "the sign-in is not started again")

    try await signIn(app, as: "lin@example.com")
    #expect(navigator.names == ["push SignInForm", "setRoot Shelf", "push Book"])
    #expect(fake.books == [5])
  }

  @Test func aLinkBehindThePINWaitsForItAndOpensAfterIt() throws {
    fake.session = Session(token: "grace")
    fake.pin = .locked
    let app = coordinator()
    app.start { _ in }
    try #require(fake.bookExit == nil)
    app.open(.downloads)
    #expect(app.state?.current.stepID == .pin)
    #expect(app.pendingLink == .downloads)
    #expect(navigator.names == ["setRoot Shelf", "present PinEntry"])

    try #require(fake.pinExit).complete()
    #expect(app.state?.current.stepID == .downloads)
    #expect(app.pendingLink == nil)
    #expect(navigator.names == ["setRoot Shelf", "present PinEntry", "push Downloads"])
  }

  @Test func goingBackFromThePINDropsTheLinkAndTheAppIsWhereItWas() throws {
    fake.session = Session(token: "grace")
    fake.pin = .locked
    let app = coordinator()
    app.start { _ in }
    app.open(.downloads)
    try #require(fake.pinExit).back()
    #expect(app.pendingLink == nil)
    #expect(app.state?.current.stepID == .shelf)
    #expect(navigator.names == ["setRoot Shelf", "present PinEntry", "dismiss"])
    #expect(fake.downloadsShown == 0)
  }

  @Test func anUnlockedPINLetsTheLinkThroughAtOnce() throws {
    fake.session = Session(token: "grace")
    fake.pin = .unlocked
    let app = coordinator()
    app.start { _ in }
    app.open(.downloads)
    #expect(app.state?.current.stepID == .downloads)
    #expect(navigator.names == ["setRoot Shelf", "push Downloads"])
    #expect(app.state?.history.map(\.stepID) == [.shelf])
  }

  @Test func aRebuildingLinkShowsTheScreensOnTheWayToItsPage() throws {
    fake.session = Session(token: "grace")
    let app = coordinator()
    app.start(at: .account) { _ in }
    #expect(navigator.names == ["setRoot Shelf", "push LibrarySettings", "push AccountPage"])
    #expect(app.state?.history.map(\.stepID) == [.shelf, .settings])

    try #require(fake.accountExit).back()
    #expect(app.state?.current.stepID == .settings)
    try #require(fake.settingsExit).back()
    #expect(app.state?.current.stepID == .shelf)
    #expect(navigator.names.suffix(2) == ["pop", "pop"])
  }

  @Test func aRebuildingLinkInTheRunningFlowKeepsTheScreensOnItsWay() throws {
    fake.session = Session(token: "grace")
    let app = coordinator()
    app.start { _ in }
    try #require(fake.shelfExit).complete(.book(3))
    app.open(.account)
    #expect(
      navigator.names == [
        "setRoot Shelf", "push Book", "pop", "push LibrarySettings", "push AccountPage",
      ])
    #expect(app.state?.history.map(\.stepID) == [.shelf, .settings])
  }

  @Test func anUngatedLinkOpensWithoutTheSessionCheck() throws {
    fake.session = nil
    let app = coordinator()
    app.start(at: .help) { _ in }
    #expect(navigator.names == ["present HelpPage"])
    #expect(fake.sessionChecks == 0)
  }

  @Test func aLinkIntoTheSettingsFlowSignsInFirstThenOpensItsPrivacyPage() async throws {
    fake.session = nil
    let app = coordinator()
    app.start(at: .preferencesLoadPrivacy) { _ in }
    #expect(app.state?.current.stepID == .signIn)
    try await signIn(app, as: "ada@example.com")
    await app.settle()

    #expect(app.state?.current.stepID == .preferences)
    #expect(app.state?.history.map(\.stepID) == [.shelf, .settings])
    #expect(fake.privacyLoads == 1)
    #expect(
      navigator.names == [
        "push SignInForm", "setRoot Shelf", "push LibrarySettings", "push PrivacySettings",
      ])

    // Going back leaves the settings flow's page for the library's settings.
    try #require(fake.privacyExit).back()
    #expect(app.state?.current.stepID == .settings)
    #expect(navigator.names.last == "pop")
  }

  @Test func aLinkIntoTheRunningSettingsFlowStartsItAnewAtItsPage() async throws {
    fake.session = Session(token: "grace")
    let app = coordinator()
    app.start { _ in }
    try #require(fake.shelfExit).complete(.settings)
    try #require(fake.settingsExit).complete(.preferences)
    #expect(navigator.names.last == "push SettingsList")

    app.open(.preferencesLoadPrivacy)
    await app.settle()
    #expect(fake.privacyLoads == 1)
    #expect(
      navigator.names == [
        "setRoot Shelf", "push LibrarySettings", "push SettingsList", "pop", "push PrivacySettings",
      ])
    #expect(app.state?.history.map(\.stepID) == [.shelf, .settings])
  }

  @Test func theSettingsFlowStartsAtItsListWithoutALink() async throws {
    fake.session = Session(token: "grace")
    let app = coordinator()
    app.start { _ in }
    try #require(fake.shelfExit).complete(.settings)
    try #require(fake.settingsExit).complete(.preferences)
    #expect(navigator.names.last == "push SettingsList")
    #expect(fake.privacyLoads == 0)
  }

  @Test func aSavedStateHoldsWhereTheFlowIsAndTheWaitingLinkOnly() throws {
    let state = MainFlow.FlowState(current: .itemList, history: [], pendingLink: .listingBasics)
    let data = try JSONEncoder().encode(state)
    let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
    #expect(Set(keys) == ["current", "history", "returned", "pendingLink"])
    #expect(try JSONDecoder().decode(MainFlow.FlowState.self, from: data) == state)
    // A state saved before links could wait has no such keys.
    let old = Data(#"{"current":{"itemList":{}},"history":[],"returned":false}"#.utf8)
    let decoded = try JSONDecoder().decode(MainFlow.FlowState.self, from: old)
    #expect(decoded.current == .itemList)
    #expect(decoded.pendingLink == nil)
  }

  @Test func aWaitingLinkIsSavedAndRestoredWithTheState() throws {
    fake.session = nil
    let app = coordinator()
    app.start(at: .book(id: 42)) { _ in }
    let saved = try JSONEncoder().encode(app.pendingLink)
    #expect(try JSONDecoder().decode(LibraryFlow.Link?.self, from: saved) == .book(id: 42))
  }
}

final class LibraryFake: LibraryFlow.Dependencies {
  var session: Session?
  var pin: LibraryFlow.PinCheckOutcome = .unlocked
  private(set) var sessionChecks = 0
  private(set) var books: [Int] = []
  private(set) var shelves: [Session] = []
  private(set) var downloadsShown = 0
  private(set) var shelfExit: ScreenExit<LibraryFlow.ShelfChoice>?
  private(set) var bookExit: ScreenExit<Never>?
  private(set) var settingsExit: ScreenExit<LibraryFlow.SettingsChoice>?
  private(set) var accountExit: ScreenExit<Never>?
  private(set) var pinExit: ScreenExit<Void>?
  private(set) var signInFormExit: ScreenExit<SignInChoice>?

  func sessionCheck() -> LibraryFlow.SessionCheckOutcome {
    sessionChecks += 1
    return session.map { .signedIn($0) } ?? .signedOut
  }

  func pinCheck() -> LibraryFlow.PinCheckOutcome { pin }

  func shelf(_ input: Session, _ exit: ScreenExit<LibraryFlow.ShelfChoice>) -> AnyObject {
    shelves.append(input)
    shelfExit = exit
    return FakeScreen("Shelf")
  }

  func book(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject {
    books.append(input)
    bookExit = exit
    return FakeScreen("Book")
  }

  func librarySettings(_ exit: ScreenExit<LibraryFlow.SettingsChoice>) -> AnyObject {
    settingsExit = exit
    return FakeScreen("LibrarySettings")
  }

  func accountPage(_ exit: ScreenExit<Never>) -> AnyObject {
    accountExit = exit
    return FakeScreen("AccountPage")
  }

  func pinEntry(_ exit: ScreenExit<Void>) -> AnyObject {
    pinExit = exit
    return FakeScreen("PinEntry")
  }

  func downloads(_ exit: ScreenExit<Never>) -> AnyObject {
    downloadsShown += 1
    return FakeScreen("Downloads")
  }

  func helpPage(_ exit: ScreenExit<Never>) -> AnyObject { FakeScreen("HelpPage") }

  func signInForm(_ exit: ScreenExit<SignInChoice>, feedback: ActionFeedback) -> AnyObject {
    signInFormExit = exit
    return FakeScreen("SignInForm")
  }

  func resetPasswordAlert(_ input: String, _ exit: ScreenExit<String>) -> AnyObject {
    FakeScreen("ResetPasswordAlert")
  }

  func resetLinkSent(_ exit: ScreenExit<Void>) -> AnyObject { FakeScreen("ResetLinkSent") }

  func signIn(_ input: EmailPassword) async throws -> Session { Session(token: input.email) }

  private(set) var privacyLoads = 0
  private(set) var privacyExit: ScreenExit<SettingsFlow.Privacy>?

  func settingsList(_ exit: ScreenExit<SettingsFlow.SettingsEvent>) -> AnyObject {
    FakeScreen("SettingsList")
  }

  func privacySettings(_ input: SettingsFlow.Privacy, _ exit: ScreenExit<SettingsFlow.Privacy>)
    -> AnyObject
  {
    privacyExit = exit
    return FakeScreen("PrivacySettings")
  }

  func webPage(_ input: URL, _ exit: ScreenExit<Void>) -> AnyObject { FakeScreen("WebPage") }

  func account(_ exit: ScreenExit<SettingsFlow.Route>) -> AnyObject { FakeScreen("Account") }

  func loadPrivacy() async throws -> SettingsFlow.Privacy {
    privacyLoads += 1
    return SettingsFlow.Privacy(visibility: .friends, searchable: true)
  }

  func savePrivacy(_ input: SettingsFlow.Privacy) async throws {}

  func restoreDefaults() async throws {}

  func keepSession(_ input: Session) -> Session { input }

  func sendResetLink(_ input: String) async throws {}
}
