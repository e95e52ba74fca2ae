import FlowRuntime
import Testing

@testable import GeneratedFlows

/// The screens, actions and decisions of Welcome and of the Onboarding flow it runs.
@MainActor
final class OnboardingFake: WelcomeFlow.Dependencies {
  /// What `notificationStatus` answers.
  var status: OnboardingFlow.NotificationStatusOutcome = .undetermined
  /// How successive `savePreferences` calls end, first first; once used up, they succeed.
  var saveFailures: [FakeError?] = []

  private(set) var statusQuestions = 0
  private(set) var saved: [OnboardingPreferences] = []
  private(set) var introExit: ScreenExit<OnboardingChoice>?
  private(set) var topicsExit: ScreenExit<OnboardingTopics>?
  private(set) var promptExit: ScreenExit<NotificationGrant>?
  private(set) var summary: (input: OnboardingPreferences, exit: ScreenExit<OnboardingPreferences>)?
  private(set) var tipsExit: ScreenExit<Void>?

  func notificationStatus() -> OnboardingFlow.NotificationStatusOutcome {
    statusQuestions += 1
    return status
  }

  func onboardingIntro(_ exit: ScreenExit<OnboardingChoice>) -> AnyObject {
    introExit = exit
    return FakeScreen("OnboardingIntro")
  }

  func topicPicker(_ exit: ScreenExit<OnboardingTopics>) -> AnyObject {
    topicsExit = exit
    return FakeScreen("TopicPicker")
  }

  func notificationPrompt(_ exit: ScreenExit<NotificationGrant>) -> AnyObject {
    promptExit = exit
    return FakeScreen("NotificationPrompt")
  }

  func onboardingSummary(
    _ input: OnboardingPreferences, _ exit: ScreenExit<OnboardingPreferences>
  ) -> AnyObject {
    summary = (input, exit)
    return FakeScreen("OnboardingSummary")
  }

  func welcomeTips(_ exit: ScreenExit<Void>) -> AnyObject {
    tipsExit = exit
    return FakeScreen("WelcomeTips")
  }

  func savePreferences(_ input: OnboardingPreferences) async throws {
    saved.append(input)
    if !saveFailures.isEmpty, let failure = saveFailures.removeFirst() { throw failure }
  }
}

extension FlowResult<OnboardingFlow.Ending> {
  /// The preferences of a flow that ended `completed`.
  var completed: OnboardingPreferences? {
    if case .finished(.completed(let preferences)) = self { return preferences }
    return nil
  }

  var skipped: Bool {
    if case .finished(.skipped) = self { return true }
    return false
  }
}

/// Onboarding's endings, its decision whose `granted` case carries the settings,
/// and Welcome routing on how Onboarding ended.
@Suite(.timeLimit(.minutes(3))) @MainActor struct OnboardingTests {
  let navigator = RecordingNavigator()
  let fake = OnboardingFake()
  let topics = OnboardingTopics(topics: ["swift", "design"])
  let granted = NotificationGrant(alerts: true, sounds: false)

  // MARK: Onboarding alone

  @Test func skippingEndsTheFlowSkipped() throws {
    let coordinator = OnboardingFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<OnboardingFlow.Ending>] = []
    coordinator.start { results.append($0) }
    #expect(navigator.names == ["push OnboardingIntro"])

    try #require(fake.introExit).complete(.skip)
    #expect(results == [.finished(.skipped)])
    #expect(fake.statusQuestions == 0)
  }

  @Test func goingBackFromTheIntroAlsoEndsItSkipped() throws {
    let coordinator = OnboardingFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<OnboardingFlow.Ending>] = []
    coordinator.start { results.append($0) }
    try #require(fake.introExit).back()
    #expect(results.count == 1)
    #expect(results.first?.skipped == true)
  }

  @Test func grantedNotificationsSkipThePromptAndReachTheSummary() throws {
    fake.status = .granted(granted)
    let coordinator = OnboardingFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<OnboardingFlow.Ending>] = []
    coordinator.start { results.append($0) }
    try #require(fake.introExit).complete(.begin)
    try #require(fake.topicsExit).complete(topics)

    #expect(fake.statusQuestions == 1)
    #expect(
      navigator.names == ["push OnboardingIntro", "push TopicPicker", "push OnboardingSummary"])
    #expect(fake.promptExit == nil)
    let expected = OnboardingPreferences(topics: topics, notifications: granted)
    #expect(fake.summary?.input == expected)

    try #require(fake.summary).exit.complete(expected)
    // `Ending` is Hashable: its payloads are plain values.
    #expect(results == [.finished(.completed(expected))])
  }

  @Test func undeterminedNotificationsShowThePromptWhoseAnswerReachesTheSummary() throws {
    fake.status = .undetermined
    let coordinator = OnboardingFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<OnboardingFlow.Ending>] = []
    coordinator.start { results.append($0) }
    try #require(fake.introExit).complete(.begin)
    try #require(fake.topicsExit).complete(topics)
    #expect(
      navigator.names == ["push OnboardingIntro", "push TopicPicker", "push NotificationPrompt"])

    let answered = NotificationGrant(alerts: false, sounds: true)
    try #require(fake.promptExit).complete(answered)
    let expected = OnboardingPreferences(topics: topics, notifications: answered)
    #expect(fake.summary?.input == expected)
    try #require(fake.summary).exit.complete(expected)
    #expect(results.first?.completed == expected)
  }

  @Test func theReducerRoutesTheDecisionWithItsPayload() {
    let atDecision = OnboardingFlow.FlowState(current: .notificationStatus(topics: topics))
    let granted = OnboardingFlow.reduce(atDecision, .notificationStatusDecided(.granted(granted)))
    guard case .summary(let input) = granted.current else {
      Issue.record("expected the summary, got \(granted.current)")
      return
    }
    #expect(input == OnboardingPreferences(topics: topics, notifications: self.granted))
    let undetermined = OnboardingFlow.reduce(atDecision, .notificationStatusDecided(.undetermined))
    #expect(undetermined.current.stepID == .notificationPrompt)
  }

  @Test func theReducerEndsInTheNamedEnding() {
    let preferences = OnboardingPreferences(topics: topics, notifications: granted)
    let atSummary = OnboardingFlow.FlowState(current: .summary(input: preferences))
    let ended = OnboardingFlow.reduce(atSummary, .summaryCompleted(preferences))
    guard case .finished(.completed(let output)) = ended.current else {
      Issue.record("expected finished(.completed), got \(ended.current)")
      return
    }
    #expect(output == preferences)
    let skipped = OnboardingFlow.reduce(OnboardingFlow.start(), .introCompleted(.skip))
    guard case .finished(.skipped) = skipped.current else {
      Issue.record("expected finished(.skipped), got \(skipped.current)")
      return
    }
  }

  // MARK: Welcome, routing on Onboarding's endings

  @Test func completingOnboardingSavesThePreferencesThenShowsTheTips() async throws {
    fake.status = .granted(granted)
    let coordinator = WelcomeFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    coordinator.start { results.append($0) }
    #expect(navigator.names == ["setRoot OnboardingIntro"])
    try #require(fake.introExit).complete(.begin)
    try #require(fake.topicsExit).complete(topics)
    let preferences = try #require(fake.summary).input
    try #require(fake.summary).exit.complete(preferences)
    await coordinator.settle()

    #expect(fake.saved == [preferences])
    #expect(navigator.names.last == "setRoot WelcomeTips")
    #expect(coordinator.state?.current.stepID == .tips)
    #expect(results.isEmpty)

    try #require(fake.tipsExit).complete()
    #expect(results.count == 1)
    #expect(results.first?.output != nil)
  }

  @Test func skippingOnboardingGoesStraightToTheTips() throws {
    let coordinator = WelcomeFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.introExit).complete(.skip)
    #expect(fake.saved.isEmpty)
    #expect(navigator.names == ["setRoot OnboardingIntro", "setRoot WelcomeTips"])
    #expect(coordinator.state?.current.stepID == .tips)
  }

  @Test func aFailedSaveAlsoLeadsToTheTips() async throws {
    fake.status = .granted(granted)
    fake.saveFailures = [FakeError(reason: "disk full")]
    let coordinator = WelcomeFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.introExit).complete(.begin)
    try #require(fake.topicsExit).complete(topics)
    try #require(fake.summary).exit.complete(try #require(fake.summary).input)
    await coordinator.settle()
    #expect(fake.saved.count == 1)
    #expect(coordinator.state?.current.stepID == .tips)
  }

  @Test func theWelcomeReducerRoutesEachEnding() {
    let preferences = OnboardingPreferences(topics: topics, notifications: granted)
    let start = WelcomeFlow.start()
    let completed = WelcomeFlow.reduce(start, .onboardingFinished(.completed(preferences)))
    guard case .savePreferences(let input) = completed.current else {
      Issue.record("expected savePreferences, got \(completed.current)")
      return
    }
    #expect(input == preferences)
    #expect(WelcomeFlow.reduce(start, .onboardingFinished(.skipped)).current.stepID == .tips)
    #expect(WelcomeFlow.reduce(start, .onboardingCancelled).current.stepID == nil)
  }
}
