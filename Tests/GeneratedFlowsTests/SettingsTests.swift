import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// The screens and actions of Settings, whose names include Swift keywords
/// (`open`, `default`, `public`, `private`) and whose types are flow types.
@MainActor
final class SettingsFake: SettingsFlow.Dependencies {
  /// What `loadPrivacy` returns; nil makes it throw.
  var stored: SettingsFlow.Privacy? = SettingsFlow.Privacy(visibility: .public, searchable: true)
  /// Whether `savePrivacy` and `restoreDefaults` throw.
  var failsToSave = false

  private(set) var listExits: [ScreenExit<SettingsFlow.SettingsEvent>] = []
  private(set) var privacy: (input: SettingsFlow.Privacy, exit: ScreenExit<SettingsFlow.Privacy>)?
  private(set) var webPage: (input: URL, exit: ScreenExit<Void>)?
  private(set) var accountExit: ScreenExit<SettingsFlow.Route>?
  private(set) var saved: [SettingsFlow.Privacy] = []
  private(set) var restored = 0

  func settingsList(_ exit: ScreenExit<SettingsFlow.SettingsEvent>) -> AnyObject {
    listExits.append(exit)
    return FakeScreen("SettingsList")
  }

  func privacySettings(
    _ input: SettingsFlow.Privacy, _ exit: ScreenExit<SettingsFlow.Privacy>
  ) -> AnyObject {
    privacy = (input, exit)
    return FakeScreen("PrivacySettings")
  }

  func webPage(_ input: URL, _ exit: ScreenExit<Void>) -> AnyObject {
    webPage = (input, exit)
    return FakeScreen("WebPage")
  }

  func account(_ exit: ScreenExit<SettingsFlow.Route>) -> AnyObject {
    accountExit = exit
    return FakeScreen("Account")
  }

  func loadPrivacy() async throws -> SettingsFlow.Privacy {
    guard let stored else { throw FakeError(reason: "offline") }
    return stored
  }

  func savePrivacy(_ input: SettingsFlow.Privacy) async throws {
    if failsToSave { throw FakeError(reason: "offline") }
    saved.append(input)
    stored = input
  }

  func restoreDefaults() async throws {
    if failsToSave { throw FakeError(reason: "offline") }
    restored += 1
  }
}

/// The settings list, the privacy screen with its `public`/`private`
/// visibility, restoring defaults and leaving through the account.
@Suite(.timeLimit(.minutes(3))) @MainActor struct SettingsTests {
  let navigator = RecordingNavigator()
  let fake = SettingsFake()

  func started() -> (SettingsFlow.Coordinator, () -> [FlowResult<SettingsFlow.Route>]) {
    let coordinator = SettingsFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<SettingsFlow.Route>] = []
    coordinator.start { results.append($0) }
    return (coordinator, { results })
  }

  @Test func makingTheProfilePrivateSavesItAndReturnsToTheList() async throws {
    let (coordinator, results) = started()
    #expect(navigator.names == ["push SettingsList"])

    try #require(fake.listExits.last).complete(.privacy)
    await coordinator.settle()
    let privacy = try #require(fake.privacy)
    #expect(privacy.input == SettingsFlow.Privacy(visibility: .public, searchable: true))
    #expect(coordinator.state?.current.stepID == .privacy)

    privacy.exit.complete(SettingsFlow.Privacy(visibility: .private, searchable: false))
    await coordinator.settle()
    #expect(fake.saved == [SettingsFlow.Privacy(visibility: .private, searchable: false)])
    #expect(coordinator.state?.current.stepID == .list)
    #expect(navigator.names.first == "push SettingsList")
    #expect(navigator.names.contains("push PrivacySettings"))
    #expect(results().isEmpty)
  }

  @Test func theDefaultCaseRestoresTheDefaults() async throws {
    let (coordinator, _) = started()
    try #require(fake.listExits.last).complete(.default)
    #expect(coordinator.state?.current.stepID == .restoreDefaults)
    await coordinator.settle()
    #expect(fake.restored == 1)
    #expect(coordinator.state?.current.stepID == .list)
  }

  @Test func theOpenCaseShowsItsURLModally() async throws {
    let (coordinator, _) = started()
    let help = try #require(URL(string: "https://example.com/help"))
    try #require(fake.listExits.last).complete(.open(help))
    #expect(fake.webPage?.input == help)
    #expect(navigator.names == ["push SettingsList", "present WebPage"])
    #expect(coordinator.state?.current.stepID == .webPage)
  }

  @Test func theAccountFinishesTheFlowWithARoute() throws {
    let (coordinator, results) = started()
    try #require(fake.listExits.last).complete(.account)
    try #require(fake.accountExit).complete(.signedOut)
    #expect(results().count == 1)
    #expect(results().first?.output == .signedOut)
    #expect(coordinator.state?.current.stepID == nil)
  }

  @Test func closingTheListCancelsTheFlow() throws {
    let (coordinator, results) = started()
    try #require(fake.listExits.last).complete(.close)
    #expect(results().map(\.isCancelled) == [true])
    #expect(coordinator.state?.current.stepID == nil)
  }

  @Test func aFailedLoadGoesBackToTheList() async throws {
    fake.stored = nil
    let (coordinator, _) = started()
    try #require(fake.listExits.last).complete(.privacy)
    await coordinator.settle()
    #expect(fake.privacy == nil)
    #expect(coordinator.state?.current.stepID == .list)
  }

  @Test func theReducerRoutesTheKeywordCases() {
    let start = SettingsFlow.start()
    #expect(start.current.stepID == .list)
    let reset = SettingsFlow.reduce(start, .listCompleted(.default))
    #expect(reset.current.stepID == .restoreDefaults)
    let opened = SettingsFlow.reduce(start, .listCompleted(.privacy))
    #expect(opened.current.stepID == .loadPrivacy)
    #expect(SettingsFlow.Visibility.allCases == [.public, .private, .friends])
  }

  @Test func thePrivacyLinkLoadsThePrivacyScreen() async throws {
    let url = try #require(URL(string: "myapp://settings/privacy"))
    let link = try #require(SettingsFlow.Link(url: url))
    #expect(link == .loadPrivacy)
    let coordinator = SettingsFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start(at: link) { _ in }
    await coordinator.settle()
    #expect(fake.privacy?.input.visibility == .public)
    #expect(navigator.names == ["push PrivacySettings"])
  }
}
