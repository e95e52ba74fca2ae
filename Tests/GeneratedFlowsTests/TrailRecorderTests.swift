import Foundation
import Testing

@testable import FlowRuntime
@testable import GeneratedFlows

/// `FlowTrailRecorder` on real generated coordinators: each transition, start,
/// deep link and event becomes one JSON line, as `flowc coverage` reads it.
@Suite(.timeLimit(.minutes(3))) @MainActor struct TrailRecorderTests {
  let navigator = RecordingNavigator()
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("trail-\(UUID().uuidString).jsonl")

  /// The records written to `file`, each as its fields' text.
  func records() throws -> [[String: String]] {
    let text = try String(contentsOf: file, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      let fields = try #require(object as? [String: Any])
      return fields.mapValues { value in
        if let flag = value as? Bool { return flag ? "true" : "false" }
        return "\(value)"
      }
    }
  }

  /// A trail that records into `file`.
  func recordingTrail() throws -> NavigationTrail {
    let trail = NavigationTrail(navigator: navigator)
    let recorder = try #require(FlowTrailRecorder(writingTo: file))
    trail.recorder = recorder
    return trail
  }

  @Test func aFlowStartedAtAGatedLinkRecordsTheLinkItWaitsFor() async throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let fake = LibraryFake()
    fake.session = Session(token: "reader")
    let coordinator = LibraryFlow.Coordinator(
      trail: try recordingTrail(), dependencies: fake, presentation: nil)
    coordinator.start(at: .book(id: 42)) { _ in }
    await coordinator.settle()

    let records = try records()
    #expect(
      records.first == [
        "kind": "start", "flow": "Library", "to": "sessionCheck", "link": "book",
        "pending": "true",
      ])
    #expect(records.last?["to"] == "book", "\(records)")
  }

  @Test func aSignInRecordsItsStartItsCasesItsFailureAndTheEventThatEndsIt() async throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let fake = SignInFake()
    fake.signInFailures = [FakeError(reason: "wrong password")]
    let coordinator = SignInFlow.Coordinator(
      trail: try recordingTrail(), dependencies: fake, presentation: nil)
    coordinator.start { _ in }
    try #require(fake.formExit).complete(.submit(EmailPassword(email: "a@b.c", password: "x")))
    await coordinator.settle()
    #expect(coordinator.approvedElsewhere(Session(token: "phone")))
    #expect(!coordinator.approvedElsewhere(Session(token: "late")))

    #expect(
      try records() == [
        ["kind": "start", "flow": "SignIn", "to": "form"],
        [
          "kind": "transition", "flow": "SignIn", "from": "form", "event": "case",
          "case": "submit", "to": "signIn", "action": "formCompleted",
        ],
        [
          "kind": "transition", "flow": "SignIn", "from": "signIn", "event": "failure",
          "to": "form", "action": "signInFailed",
        ],
        [
          "kind": "event", "flow": "SignIn", "event": "approvedElsewhere", "at": "form",
          "applied": "true",
        ],
        [
          "kind": "transition", "flow": "SignIn", "from": "form", "event": "event",
          "cause": "approvedElsewhere", "to": "keepSession", "action": "approvedElsewhere",
        ],
        [
          "kind": "transition", "flow": "SignIn", "from": "keepSession", "event": "next",
          "to": "finish", "action": "keepSessionSucceeded",
        ],
        [
          "kind": "event", "flow": "SignIn", "event": "approvedElsewhere", "at": "finish",
          "applied": "false",
        ],
      ])
  }

  @Test func backAndCancelAreRecorded() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let fake = SignInFake()
    let coordinator = SignInFlow.Coordinator(
      trail: try recordingTrail(), dependencies: fake, presentation: nil)
    coordinator.start { _ in }
    try #require(fake.formExit).complete(.forgotPassword("a@b.c"))
    try #require(fake.resetAlert).exit.back()
    coordinator.cancel()
    let moves = try records().filter { $0["kind"] == "transition" }
    #expect(moves.map { $0["event"] ?? "" } == ["case", "back", "cancel"])
    #expect(moves.map { $0["to"] ?? "" } == ["confirmReset", "form", "cancel"])
  }

  @Test func deepLinksTabsAndTheTabsFlowsAreRecordedOnTheParentsRecorder() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let app = TabsFlow.Coordinator(
      trail: try recordingTrail(), dependencies: AppFake(), presentation: nil)
    app.start { _ in }
    app.open(.mainHelpArticle(id: 7))
    app.select(.login)
    let records = try records()
    #expect(records.first == ["kind": "start", "flow": "Tabs", "to": "main"])
    #expect(records.contains(["kind": "start", "flow": "Login", "to": "credentials"]))
    #expect(
      records.contains(["kind": "link", "flow": "Tabs", "link": "mainHelpArticle", "at": "main"]))
    #expect(
      records.contains([
        "kind": "transition", "flow": "Tabs", "from": "main", "event": "link",
        "cause": "mainHelpArticle", "to": "main", "action": "open",
      ]))
    #expect(
      records.contains([
        "kind": "transition", "flow": "Tabs", "from": "main", "event": "tab", "case": "login",
        "to": "main", "action": "mainSelected",
      ]))
  }

  @Test func theSharedRecorderHearsEveryTrailUntilItStops() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    // No suspension until the recorder of the run (FLOWC_TRAIL_FILE) is back:
    // no other test's flow runs meanwhile.
    let previous = FlowTrailRecorder.replace(with: nil)
    defer { FlowTrailRecorder.replace(with: previous) }
    #expect(FlowTrailRecorder.start(writingTo: file))
    let fake = SignInFake()
    let coordinator = SignInFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    FlowTrailRecorder.stop()
    try #require(fake.formExit).complete(.forgotPassword("a@b.c"))
    #expect(try records() == [["kind": "start", "flow": "SignIn", "to": "form"]])
    #expect(FlowTrailRecorder.current == nil)
  }

  /// Flows ask for the shared recorder on every action: once it is known to
  /// be off, the answer comes from a flag, which every way of turning
  /// recording on or off keeps in step.
  @Test func theSwitchFlowsReadFollowsTheSharedRecorder() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let previous = FlowTrailRecorder.replace(with: nil)
    defer { FlowTrailRecorder.replace(with: previous) }
    #expect(!FlowTrailRecorder.mayBeRecording)
    #expect(FlowTrailRecorder.current == nil)
    let recorder = try #require(FlowTrailRecorder(writingTo: file))
    FlowTrailRecorder.replace(with: recorder)
    #expect(FlowTrailRecorder.mayBeRecording)
    #expect(FlowTrailRecorder.current === recorder)
    FlowTrailRecorder.stop()
    #expect(!FlowTrailRecorder.mayBeRecording)
    #expect(FlowTrailRecorder.start(writingTo: file))
    #expect(FlowTrailRecorder.mayBeRecording)
    SignInFlow.Coordinator(navigator: navigator, dependencies: SignInFake()).start { _ in }
    FlowTrailRecorder.replace(with: nil)
    #expect(!FlowTrailRecorder.mayBeRecording)
    SignInFlow.Coordinator(navigator: navigator, dependencies: SignInFake()).start { _ in }
    #expect(try records() == [["kind": "start", "flow": "SignIn", "to": "form"]])
  }

  @Test func aRecorderReplacedIsHandedBackOpen() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let recorder = try #require(FlowTrailRecorder(writingTo: file))
    let previous = FlowTrailRecorder.replace(with: recorder)
    defer { FlowTrailRecorder.replace(with: previous) }
    let fake = SignInFake()
    SignInFlow.Coordinator(navigator: navigator, dependencies: fake).start { _ in }
    #expect(FlowTrailRecorder.replace(with: nil) === recorder)
    #expect(try records() == [["kind": "start", "flow": "SignIn", "to": "form"]])
  }

  @Test func aLinkThatIsNoEnumIsNamedByItsDescription() {
    #expect(FlowTrailRecorder.linkName(TabsFlow.Link.mainHelpArticle(id: 3)) == "mainHelpArticle")
    #expect(FlowTrailRecorder.linkName(42) == "42")
  }

  @Test func aFileThatCannotBeOpenedLeavesRecordingOff() {
    let missing = file.appendingPathComponent("no/such/folder/trail.jsonl")
    #expect(FlowTrailRecorder(writingTo: missing) == nil)
    let previous = FlowTrailRecorder.replace(with: nil)
    defer { FlowTrailRecorder.replace(with: previous) }
    #expect(!FlowTrailRecorder.start(writingTo: missing))
    #expect(FlowTrailRecorder.problem?.contains("cannot open") == true)
    #expect(FlowTrailRecorder.current == nil)
  }

  @Test func aClosedRecorderDropsRecordsWithoutTrapping() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let trail = try recordingTrail()
    trail.recorder?.close()
    let fake = SignInFake()
    let coordinator = SignInFlow.Coordinator(trail: trail, dependencies: fake, presentation: nil)
    coordinator.start { _ in }
    #expect(try records().isEmpty)
  }
}
