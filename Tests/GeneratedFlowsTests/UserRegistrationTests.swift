import FlowRuntime
import Testing

@testable import GeneratedFlows

/// Whether two registrations hold the same data (`UserRegistration` is not `Equatable`).
func same(_ left: UserRegistration?, _ right: UserRegistration?) -> Bool {
  guard let left, let right else { return left == nil && right == nil }
  return left.personal == right.personal && left.account == right.account
    && left.profileImage == right.profileImage
}

extension UserRegistrationFlow.State {
  /// The registration the confirmation screen shows, if the flow is there.
  var confirmInput: UserRegistration? {
    if case .confirm(let input) = self { return input }
    return nil
  }

  var isFinished: Bool {
    if case .finished = self { return true }
    return false
  }
}

/// The profile image join of UserRegistration: the own image and a sample image both reach
/// `confirm` with everything entered gathered into one `UserRegistration`.
@Suite(.timeLimit(.minutes(3))) @MainActor struct UserRegistrationTests {
  let navigator = RecordingNavigator()
  let fake = UserRegistrationFake()
  let personal = PersonalInformation(
    name: "Ada Lovelace", mailAddress: "ada@example.com", address: "12 St James's Square")
  let account = AccountInformation(nickname: "ada", loginId: "ada1815", password: "engine")

  /// Starts the flow and fills in the personal and account forms.
  func startAndFillTheForms(
    completion: @escaping @MainActor (FlowResult<Void>) -> Void = { _ in }
  ) throws -> UserRegistrationFlow.Coordinator {
    let coordinator = UserRegistrationFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start(completion: completion)
    try #require(fake.personalExit).complete(personal)
    try #require(fake.accountExit).complete(account)
    return coordinator
  }

  @Test func theOwnImageArrivesAtConfirmAndIsRegistered() async throws {
    var results: [FlowResult<Void>] = []
    let coordinator = try startAndFillTheForms { results.append($0) }
    let image = Image(name: "me.jpg")
    try #require(fake.profileImageExit).complete(.own(image))

    let expected = UserRegistration(personal: personal, account: account, profileImage: image)
    #expect(
      navigator.names == [
        "present PersonalForm", "push AccountForm", "push ProfileImageSelect",
        "push Confirmation",
      ])
    let confirmation = try #require(fake.confirmations.last)
    #expect(same(confirmation.input, expected))
    #expect(same(coordinator.state?.current.confirmInput, expected))

    confirmation.exit.complete(confirmation.input)
    await coordinator.settle()
    #expect(fake.registered.count == 1)
    #expect(same(fake.registered.first, expected))
    #expect(coordinator.state?.current.isFinished == true)
    #expect(results.count == 1 && results.first?.output != nil)
  }

  @Test func aSampleImageArrivesAtConfirmAndIsRegistered() async throws {
    var results: [FlowResult<Void>] = []
    let coordinator = try startAndFillTheForms { results.append($0) }
    try #require(fake.profileImageExit).complete(.sample)
    #expect(coordinator.state?.current.stepID == .sampleImage)
    let image = Image(name: "sample-3.png")
    try #require(fake.sampleImageExit).complete(image)

    let expected = UserRegistration(personal: personal, account: account, profileImage: image)
    #expect(
      navigator.names == [
        "present PersonalForm", "push AccountForm", "push ProfileImageSelect",
        "push SampleImageSelect", "push Confirmation",
      ])
    let confirmation = try #require(fake.confirmations.last)
    #expect(same(confirmation.input, expected))

    confirmation.exit.complete(confirmation.input)
    await coordinator.settle()
    #expect(fake.registered.count == 1)
    #expect(same(fake.registered.first, expected))
    #expect(coordinator.state?.current.isFinished == true)
    #expect(results.count == 1 && results.first?.output != nil)
  }

  @Test func theRegisterActionGetsWhatTheConfirmationScreenCompletedWith() async throws {
    let coordinator = try startAndFillTheForms()
    try #require(fake.profileImageExit).complete(.own(Image(name: "me.jpg")))
    let confirmation = try #require(fake.confirmations.last)
    var edited = confirmation.input
    edited.account.nickname = "countess"
    confirmation.exit.complete(edited)
    await coordinator.settle()
    #expect(same(fake.registered.first, edited))
  }

  @Test func aFailedRegistrationShowsTheAlertAndBackReturnsToConfirm() async throws {
    fake.registerFailures = [FakeError(reason: "server down")]
    var results: [FlowResult<Void>] = []
    let coordinator = try startAndFillTheForms { results.append($0) }
    try #require(fake.profileImageExit).complete(.sample)
    let image = Image(name: "sample-1.png")
    try #require(fake.sampleImageExit).complete(image)
    let confirmation = try #require(fake.confirmations.last)
    confirmation.exit.complete(confirmation.input)
    await coordinator.settle()

    let failure = try #require(fake.registrationFailed)
    #expect(failure.error as? FakeError == FakeError(reason: "server down"))
    #expect(navigator.names.last == "present RegistrationFailed")
    #expect(coordinator.state?.current.stepID == .registrationFailed)

    failure.exit.back()
    let expected = UserRegistration(personal: personal, account: account, profileImage: image)
    #expect(navigator.names.suffix(2) == ["present RegistrationFailed", "dismiss"])
    #expect(same(coordinator.state?.current.confirmInput, expected))
    #expect(fake.confirmations.count == 1, "the confirmation screen is returned to, not rebuilt")
    #expect(results.isEmpty)
    #expect(
      coordinator.state?.history.map(\.stepID) == [
        .personal, .account, .profileImage, .sampleImage,
      ]
    )

    confirmation.exit.complete(confirmation.input)
    await coordinator.settle()
    #expect(fake.registered.count == 2)
    #expect(same(fake.registered.last, expected))
    #expect(coordinator.state?.current.isFinished == true)
    #expect(results.count == 1 && results.first?.output != nil)
  }
}
