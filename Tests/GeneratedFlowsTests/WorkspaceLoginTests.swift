import FlowRuntime
import Testing

@testable import GeneratedFlows

/// The app of the WorkspaceLogin flow: screens are names, the server answers as told.
@MainActor
final class WorkspaceLoginFake: WorkspaceLoginFlow.Dependencies {
  var formInputs: [String?] = []
  var formExit: ScreenExit<WorkspaceLoginFlow.FormChoice>?
  var formFeedback: ActionFeedback?
  var devicesExit: ScreenExit<String>?
  var offlineExit: ScreenExit<Void>?
  var helpExit: ScreenExit<Void>?
  /// What the next log-in throws; nil: it succeeds.
  var answer: WorkspaceLoginFlow.LoginError?

  func accountNumberForm(
    _ input: String?, _ exit: ScreenExit<WorkspaceLoginFlow.FormChoice>, feedback: ActionFeedback
  ) -> FakeScreen {
    formInputs.append(input)
    formExit = exit
    formFeedback = feedback
    return FakeScreen("AccountNumberForm")
  }

  func deviceList(_ input: WorkspaceLoginFlow.LoginError, _ exit: ScreenExit<String>) -> FakeScreen
  {
    devicesExit = exit
    return FakeScreen("DeviceList")
  }

  func offlineAlert(_ input: WorkspaceLoginFlow.LoginError, _ exit: ScreenExit<Void>) -> FakeScreen
  {
    offlineExit = exit
    return FakeScreen("OfflineAlert")
  }

  /// The help sheet's own factory, though its screen is `HelpSheet`.
  func accountHelp(_ exit: ScreenExit<Void>) -> FakeScreen {
    helpExit = exit
    return FakeScreen("HelpSheet")
  }

  func logIn(_ input: String) async throws(WorkspaceLoginFlow.LoginError) -> Session {
    if let answer { throw answer }
    return Session(token: input)
  }
}

/// The server's errors each go their own way, the form's choices are routed by
/// the input's cases, and the sheets return to where they came from.
@Suite @MainActor struct WorkspaceLoginTests {
  let navigator = RecordingNavigator()
  let fake = WorkspaceLoginFake()

  func started(_ number: String? = nil) -> (
    WorkspaceLoginFlow.Coordinator, () -> [FlowResult<Session>]
  ) {
    let coordinator = WorkspaceLoginFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Session>] = []
    coordinator.start(number) { results.append($0) }
    return (coordinator, { results })
  }

  @Test func theFormOpensWithTheNumberTheAppKnowsOrNone() {
    _ = started("1234")
    let other = WorkspaceLoginFlow.Coordinator(navigator: RecordingNavigator(), dependencies: fake)
    other.start(nil) { _ in }
    #expect(fake.formInputs == ["1234", nil])
  }

  @Test func aWrongNumberIsShownOnTheFormWhichStays() async throws {
    let (app, _) = started()
    fake.answer = .invalidAccount
    try #require(fake.formExit).complete(.logIn("0000"))
    await app.settle()
    #expect(app.state?.current.stepID == .form)
    guard case .failed(let error)? = fake.formFeedback?.status else {
      Issue.record("the form heard no failure: \(String(describing: fake.formFeedback?.status))")
      return
    }
    #expect(error as? WorkspaceLoginFlow.LoginError == .invalidAccount)
    #expect(navigator.names == ["push AccountNumberForm"], "nothing else is shown")
  }

  @Test func tooManyDevicesPresentsTheDeviceListWhichGoesBackToTheForm() async throws {
    let (app, _) = started()
    fake.answer = .tooManyDevices
    try #require(fake.formExit).complete(.logIn("1234"))
    await app.settle()
    #expect(app.state?.current == .devices(input: .tooManyDevices))
    try #require(fake.devicesExit).back()
    #expect(app.state?.current.stepID == .form)
    #expect(fake.formInputs.count == 1, "the form is shown as it was")
    #expect(navigator.names == ["push AccountNumberForm", "present DeviceList", "dismiss"])
  }

  /// What the form heard, in order: `running`, `idle`, or the error of `failed`.
  func formHeard() throws -> () -> [String] {
    var heard: [String] = []
    try #require(fake.formFeedback).onChange = { status in
      switch status {
      case .idle: heard.append("idle")
      case .running: heard.append("running")
      case .failed(let error): heard.append("failed \(error)")
      }
    }
    return { heard }
  }

  @Test func removingADeviceLogsInAgainOnTheForm() async throws {
    let (app, results) = started()
    fake.answer = .tooManyDevices
    try #require(fake.formExit).complete(.logIn("1234"))
    await app.settle()
    let heard = try formHeard()
    fake.answer = nil
    try #require(fake.devicesExit).complete("1234")
    // The device list goes before the log-in runs: the form shows the spinner.
    #expect(navigator.names == ["push AccountNumberForm", "present DeviceList", "dismiss"])
    #expect(app.state?.current == .logIn(input: "1234"))
    #expect(app.state?.history.map(\.stepID) == [.form])
    #expect(heard() == ["running"])
    await app.settle()
    #expect(heard() == ["running", "idle"])
    #expect(results().count == 1)
    #expect(fake.formInputs.count == 1, "the form is not built again")
  }

  @Test func aFailureOfTheLogInAgainIsShownOnTheForm() async throws {
    let (app, _) = started()
    fake.answer = .tooManyDevices
    try #require(fake.formExit).complete(.logIn("1234"))
    await app.settle()
    let heard = try formHeard()
    fake.answer = .invalidAccount
    try #require(fake.devicesExit).complete("1234")
    await app.settle()
    #expect(app.state?.current == .form(input: nil))
    #expect(app.state?.history.isEmpty == true)
    #expect(heard() == ["running", "failed invalidAccount"])
    #expect(navigator.names == ["push AccountNumberForm", "present DeviceList", "dismiss"])
    #expect(fake.formInputs.count == 1, "the form is not built again")
  }

  @Test func tooManyDevicesAgainPresentsTheDeviceListAgain() async throws {
    let (app, _) = started()
    fake.answer = .tooManyDevices
    try #require(fake.formExit).complete(.logIn("1234"))
    await app.settle()
    let heard = try formHeard()
    try #require(fake.devicesExit).complete("1234")
    await app.settle()
    #expect(app.state?.current == .devices(input: .tooManyDevices))
    #expect(app.state?.history.map(\.stepID) == [.form])
    #expect(heard() == ["running", "failed tooManyDevices"])
    #expect(
      navigator.names == [
        "push AccountNumberForm", "present DeviceList", "dismiss", "present DeviceList",
      ])
    // Going back from the list shown again returns to the form, as it was.
    try #require(fake.devicesExit).back()
    #expect(app.state?.current.stepID == .form)
    #expect(navigator.names.last == "dismiss")
    #expect(fake.formInputs.count == 1)
  }

  @Test func aStateSavedWhileLoggingInAgainRestoresTheFormUnderIt() async throws {
    let saved = WorkspaceLoginFlow.FlowState(
      current: .logIn(input: "1234"), history: [.form(input: "1234")])
    try WorkspaceLoginFlow.validate(saved)
    let app = WorkspaceLoginFlow.Coordinator(navigator: navigator, dependencies: fake)
    fake.answer = .invalidAccount
    try app.start(restoring: saved) { _ in }
    await app.settle()
    #expect(app.state?.current == .form(input: "1234"))
    #expect(fake.formInputs == ["1234"])
    #expect(navigator.names == ["push AccountNumberForm"])
  }

  @Test func noNetworkTakesTheDefaultCaseToAnAlert() async throws {
    let (app, _) = started()
    fake.answer = .offline
    try #require(fake.formExit).complete(.logIn("1234"))
    await app.settle()
    #expect(app.state?.current == .offline(input: .offline))
    #expect(navigator.names.last == "alert OfflineAlert")
  }

  @Test func theHelpSheetReturnsToTheForm() throws {
    let (app, _) = started()
    try #require(fake.formExit).complete(.help)
    #expect(app.state?.current.stepID == .help)
    try #require(fake.helpExit).complete()
    #expect(app.state?.current.stepID == .form)
    #expect(navigator.names == ["push AccountNumberForm", "present HelpSheet", "dismiss"])
  }

  @Test func aGoodNumberSignsIn() async throws {
    let (app, results) = started()
    try #require(fake.formExit).complete(.logIn("1234"))
    await app.settle()
    guard case .finished(let session)? = results().first else {
      Issue.record("expected a session, got \(results())")
      return
    }
    #expect(session == Session(token: "1234"))
  }
}
