import FlowRuntime
import Testing

@testable import GeneratedFlows

/// The app's root flow of `Home.flow.yaml`: it never finishes, a pushed detail goes back to
/// the screen before it, the confirmation after a payment cannot be left backwards, a failed
/// payment goes back to the product as it was, and sign-out works from anywhere, also while
/// the SignIn sub-flow runs.
@Suite(.timeLimit(.minutes(3))) @MainActor struct HomeTests {
  let navigator = RecordingNavigator()
  let fake = HomeFake()

  func started() -> (HomeFlow.Coordinator, () -> Int) {
    let app = HomeFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results = 0
    app.start { _ in results += 1 }
    return (app, { results })
  }

  @Test func aPushedDetailGoesBackToTheScreenBeforeIt() throws {
    let (app, results) = started()
    #expect(navigator.names == ["setRoot HomeHub"])
    try #require(fake.hubExit).complete(.feed)
    try #require(fake.feedExit).complete(7)
    #expect(fake.articles == [7])
    #expect(app.state?.current.stepID == .article)

    try #require(fake.articleExit).back()
    #expect(app.state?.current.stepID == .feed)
    try #require(fake.feedExit).back()
    #expect(app.state?.current.stepID == .hub)
    #expect(
      navigator.names == ["setRoot HomeHub", "push HomeFeed", "push HomeArticle", "pop", "pop"])
    #expect(results() == 0)
  }

  @Test func theConfirmationAfterAPaymentCannotBeLeftBackwards() async throws {
    let (app, _) = started()
    try #require(fake.hubExit).complete(.shop)
    try #require(fake.shopExit).complete(3)
    #expect(fake.productExit?.canGoBack == true)
    try #require(fake.productExit).complete(HomeOrder(productID: 3, quantity: 2))
    await app.settle()
    #expect(fake.payments == [HomeOrder(productID: 3, quantity: 2)])
    #expect(app.state?.current.stepID == .confirmation)

    let exit = try #require(fake.confirmationExit)
    #expect(!exit.canGoBack)
    #expect(!app.canGoBack)
    #expect(
      navigator.screensWithoutBack == ["HomeConfirmation"],
      "the navigator takes the ways back away before showing it")
    let shown = navigator.names
    exit.back()
    app.back()
    #expect(app.state?.current.stepID == .confirmation)
    #expect(navigator.names == shown, "going back is ignored: nothing is removed")

    // The platform removed the screen anyway: the flow stays and shows it again.
    app.didGoBack()
    #expect(app.state?.current.stepID == .confirmation)
    #expect(navigator.names == shown + ["push HomeConfirmation"])
    #expect(navigator.screensWithoutBack == ["HomeConfirmation", "HomeConfirmation"])

    try #require(fake.confirmationExit).complete()
    #expect(app.state?.current.stepID == .hub)
    #expect(app.canGoBack)
  }

  @Test func backFromAFailedPaymentShowsTheProductAsItWas() async throws {
    let (app, _) = started()
    fake.paymentError = FakeError(reason: "card declined")
    try #require(fake.hubExit).complete(.shop)
    try #require(fake.shopExit).complete(3)
    try #require(fake.productExit).complete(HomeOrder(productID: 3, quantity: 1))
    await app.settle()
    #expect(app.state?.current.stepID == .paymentFailed)
    #expect(navigator.names.last == "present HomePaymentFailed")

    // `back: product`: the product takes an Int; the history holds it.
    try #require(fake.paymentFailedExit).back()
    guard case .product(let input) = app.state?.current else {
      Issue.record("expected the product, at \(String(describing: app.state?.current))")
      return
    }
    #expect(input == 3)
    #expect(navigator.names.last == "dismiss")
    #expect(fake.products == [3], "the product's screen is shown again, not built anew")
    #expect(app.state?.history.map(\.stepID) == [.hub, .shop])
  }

  @Test func signingOutFromAnywhereEndsTheSignInSubFlowUnheard() async throws {
    let (app, results) = started()
    try #require(fake.hubExit).complete(.profile)
    app.signedOut()
    #expect(app.state?.current.stepID == .signedOutNotice)
    #expect(navigator.names.last == "setRoot HomeSignedOut")

    try #require(fake.signedOutExit).complete()
    #expect(app.state?.current.stepID == .signInAgain)
    #expect(navigator.names.last == "push SignInForm")
    let signInForm = try #require(fake.signInFormExit)

    // Not listed in `at`: the session cannot expire while signing in.
    app.sessionExpired(FakeError(reason: "expired"))
    #expect(app.state?.current.stepID == .signInAgain)

    app.signedOut()
    #expect(app.state?.current.stepID == .signedOutNotice)
    // The signed-out screen is still the root: the sub-flow's form is removed from above it.
    #expect(navigator.names.suffix(2) == ["push SignInForm", "pop"])
    #expect((navigator.visible as? FakeScreen)?.description == "HomeSignedOut")
    // The SignIn sub-flow is gone: its form no longer moves anything.
    signInForm.complete(.submit(EmailPassword(email: "ada@example.com", password: "secret")))
    await app.settle()
    #expect(fake.signIns.isEmpty)
    #expect(app.state?.current.stepID == .signedOutNotice)
    #expect(results() == 0)
  }

  /// The whole app: signed out from a pushed screen, a sign-in that fails
  /// inline on the form that stays, then succeeds and lands on the hub.
  @Test func signingInAgainAfterAnInlineErrorLandsOnTheHub() async throws {
    let (app, results) = started()
    try #require(fake.hubExit).complete(.shop)
    try #require(fake.shopExit).complete(3)
    app.signedOut()
    try #require(fake.signedOutExit).complete()
    fake.signInFailures = [FakeError(reason: "wrong password")]
    let ada = EmailPassword(email: "ada@example.com", password: "secret")
    try #require(fake.signInFormExit).complete(.submit(ada))
    await app.settle()
    #expect(fake.heard == ["running", "failed wrong password"])
    #expect(navigator.names.suffix(2) == ["setRoot HomeSignedOut", "push SignInForm"])
    try #require(fake.signInFormExit).complete(.submit(ada))
    await app.settle()
    #expect(fake.signIns == [ada, ada])
    #expect(app.state?.current.stepID == .hub)
    #expect(navigator.names.last == "setRoot HomeHub")
    #expect(results() == 0, "the app's root flow never finishes")
  }

  @Test func anExpiredSessionCarriesItsErrorToItsScreen() throws {
    let (app, _) = started()
    try #require(fake.hubExit).complete(.feed)
    app.sessionExpired(FakeError(reason: "token revoked"))
    #expect(fake.expiredErrors == [FakeError(reason: "token revoked")])
    #expect(navigator.names.last == "setRoot HomeSessionExpired")
    #expect(app.state?.history.isEmpty == true)
  }

  /// An event heard while an action runs (`at: [pay]`) moves the flow at
  /// once; whenever the action ends after that, succeeded or failed, its end
  /// finds the flow elsewhere and is dropped.
  @Test(arguments: [nil, FakeError(reason: "declined")])
  func anExpiredSessionDuringThePaymentWinsOverItsLateEnd(late: FakeError?) async throws {
    let (app, _) = started()
    fake.holdsPayment = true
    fake.paymentError = late
    try #require(fake.hubExit).complete(.shop)
    try #require(fake.shopExit).complete(3)
    try #require(fake.productExit).complete(HomeOrder(productID: 3, quantity: 2))
    while !fake.paymentIsHeld { await Task.yield() }
    #expect(app.state?.current.stepID == .pay)
    #expect(app.hasWork)
    app.sessionExpired(FakeError(reason: "expired mid-payment"))
    #expect(app.state?.current.stepID == .sessionExpiredNotice)
    #expect(navigator.names.last == "setRoot HomeSessionExpired")
    fake.endPayment()
    await app.settle()
    #expect(app.state?.current.stepID == .sessionExpiredNotice)
    #expect(navigator.names.last == "setRoot HomeSessionExpired")
    #expect(fake.confirmationExit == nil)
    #expect(fake.paymentFailedExit == nil)
    #expect(fake.expiredErrors == [FakeError(reason: "expired mid-payment")])
  }

  @Test func theReducerAppliesAnEventOnlyAtItsSteps() {
    let atSignIn = HomeFlow.FlowState(current: .signInAgain)
    #expect(
      HomeFlow.transition(atSignIn, .sessionExpired(FlowFailure(FakeError(reason: "x")))) == nil)
    let atHub = HomeFlow.FlowState(current: .hub)
    #expect(
      HomeFlow.transition(atHub, .sessionExpired(FlowFailure(FakeError(reason: "x"))))?.current
        .stepID
        == .sessionExpiredNotice)
    #expect(HomeFlow.transition(atSignIn, .signedOut)?.current.stepID == .signedOutNotice)
    let atConfirmation = HomeFlow.FlowState(current: .confirmation, history: [.hub, .shop])
    #expect(HomeFlow.transition(atConfirmation, .back) == nil)
  }

  @Test func backToAScreenTheHistoryDoesNotHoldLeavesTheFlowWhereItIs() {
    let error = FlowFailure(FakeError(reason: "declined"))
    let withProduct = HomeFlow.FlowState(
      current: .paymentFailed(input: error), history: [.hub, .shop, .product(input: 5)])
    let back = HomeFlow.transition(withProduct, .back)
    #expect(back?.current.stepID == .product)
    #expect(back?.history.map(\.stepID) == [.hub, .shop])
    #expect(back?.returned == true)
    let withoutProduct = HomeFlow.FlowState(current: .paymentFailed(input: error), history: [.hub])
    #expect(HomeFlow.transition(withoutProduct, .back) == nil)
  }

  /// The app holds only Home's coordinator: the SignIn sub-flow's event, sent through
  /// `home.events.signIn`, reaches it while it runs, at the step where it applies, and
  /// nowhere else.
  @Test func aSubFlowsEventSentToTheRootReachesTheRunningSubFlow() throws {
    let (app, results) = started()
    // SignIn does not run: nothing hears the event.
    #expect(!app.events.signIn.approvedElsewhere(Session(token: "early")))
    #expect(app.state?.current.stepID == .hub)

    try #require(fake.hubExit).complete(.profile)
    #expect(app.signedOut())
    try #require(fake.signedOutExit).complete()
    #expect(navigator.names.last == "push SignInForm")

    // SignIn at its form: the session is kept, SignIn finishes, Home goes on to the hub.
    #expect(app.events.signIn.approvedElsewhere(Session(token: "from-phone")))
    #expect(app.state?.current.stepID == .hub)
    #expect(fake.signIns.isEmpty)
    #expect(navigator.names.last == "setRoot HomeHub")
    #expect(results() == 0)
    // SignIn ended: the event has nowhere to go.
    #expect(!app.events.signIn.approvedElsewhere(Session(token: "late")))
    #expect(app.state?.current.stepID == .hub)
  }

  /// Home's own event while SignIn runs is Home's, sent to Home's coordinator or through
  /// `events`: SignIn's event does not stand in the way.
  @Test func aParentsEventWhileTheSubFlowRunsStaysTheParents() throws {
    let (app, _) = started()
    try #require(fake.hubExit).complete(.profile)
    app.signedOut()
    try #require(fake.signedOutExit).complete()
    #expect(app.state?.current.stepID == .signInAgain)
    #expect(app.events.signedOut())
    #expect(app.state?.current.stepID == .signedOutNotice)
    #expect(!app.events.signIn.approvedElsewhere(Session(token: "gone")))
  }

  @Test func anEventWhileTheSubFlowWorksIgnoresTheWorksResult() async throws {
    let (app, _) = started()
    app.signedOut()
    try #require(fake.signedOutExit).complete()
    try #require(fake.signInFormExit).complete(
      .submit(EmailPassword(email: "ada@example.com", password: "secret")))
    #expect(app.hasWork, "the SignIn sub-flow's request is running")
    app.sessionExpired(FakeError(reason: "not here"))
    app.signedOut()
    let shown = navigator.names
    // The parent no longer runs the sub-flow: settling does not wait for its request.
    await app.settle()
    #expect(!app.hasWork)
    for _ in 0..<20 { await Task.yield() }
    #expect(app.state?.current.stepID == .signedOutNotice)
    #expect(navigator.names == shown, "the request's session shows nothing")
  }
}

/// The app's side of `Home`: screens that remember their exits, a payment that fails on demand.
@MainActor
final class HomeFake: HomeFlow.Dependencies {
  var paymentError: FakeError?
  /// How successive `signIn` calls end, first first; once used up, they succeed.
  var signInFailures: [FakeError?] = []
  /// What the sign-in form heard, as text: "running", "idle", "failed <reason>".
  private(set) var heard: [String] = []
  private(set) var payments: [HomeOrder] = []
  private(set) var signIns: [EmailPassword] = []
  private(set) var articles: [Int] = []
  private(set) var products: [Int] = []
  private(set) var expiredErrors: [FakeError] = []
  private(set) var hubExit: ScreenExit<HomeTab>?
  private(set) var feedExit: ScreenExit<Int>?
  private(set) var articleExit: ScreenExit<Never>?
  private(set) var shopExit: ScreenExit<Int>?
  private(set) var productExit: ScreenExit<HomeOrder>?
  private(set) var paymentFailedExit: ScreenExit<Never>?
  private(set) var confirmationExit: ScreenExit<Void>?
  private(set) var signedOutExit: ScreenExit<Void>?
  private(set) var signInFormExit: ScreenExit<SignInChoice>?

  func homeHub(_ exit: ScreenExit<HomeTab>) -> AnyObject {
    hubExit = exit
    return FakeScreen("HomeHub")
  }

  func homeFeed(_ exit: ScreenExit<Int>) -> AnyObject {
    feedExit = exit
    return FakeScreen("HomeFeed")
  }

  func homeArticle(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject {
    articles.append(input)
    articleExit = exit
    return FakeScreen("HomeArticle")
  }

  func homeProfile(_ exit: ScreenExit<Never>) -> AnyObject { FakeScreen("HomeProfile") }

  func homeShop(_ exit: ScreenExit<Int>) -> AnyObject {
    shopExit = exit
    return FakeScreen("HomeShop")
  }

  func homeProduct(_ input: Int, _ exit: ScreenExit<HomeOrder>) -> AnyObject {
    products.append(input)
    productExit = exit
    return FakeScreen("HomeProduct")
  }

  func homePaymentFailed(_ input: any Error, _ exit: ScreenExit<Never>) -> AnyObject {
    paymentFailedExit = exit
    return FakeScreen("HomePaymentFailed")
  }

  func homeConfirmation(_ exit: ScreenExit<Void>) -> AnyObject {
    confirmationExit = exit
    return FakeScreen("HomeConfirmation")
  }

  func homeSignedOut(_ exit: ScreenExit<Void>) -> AnyObject {
    signedOutExit = exit
    return FakeScreen("HomeSignedOut")
  }

  func homeSessionExpired(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    if let error = input as? FakeError { expiredErrors.append(error) }
    return FakeScreen("HomeSessionExpired")
  }

  func signInForm(_ exit: ScreenExit<SignInChoice>, feedback: ActionFeedback) -> AnyObject {
    signInFormExit = exit
    feedback.onChange = { [unowned self] status in
      switch status {
      case .idle: heard.append("idle")
      case .running: heard.append("running")
      case .failed(let error): heard.append("failed \((error as? FakeError)?.reason ?? "?")")
      }
    }
    return FakeScreen("SignInForm")
  }

  func resetPasswordAlert(_ input: String, _ exit: ScreenExit<String>) -> AnyObject {
    FakeScreen("ResetPasswordAlert")
  }

  func resetLinkSent(_ exit: ScreenExit<Void>) -> AnyObject { FakeScreen("ResetLinkSent") }

  func homePay(_ input: HomeOrder) async throws {
    payments.append(input)
    if holdsPayment {
      // Held until the test ends it, as a payment waits on a server.
      await withCheckedContinuation { heldPayment = $0 }
    }
    if let paymentError { throw paymentError }
  }

  /// Whether `homePay` waits for `endPayment()` before it ends.
  var holdsPayment = false
  private var heldPayment: CheckedContinuation<Void, Never>?
  /// Whether a payment is waiting for `endPayment()`.
  var paymentIsHeld: Bool { heldPayment != nil }

  /// Ends the payment held, as its server answers.
  func endPayment() {
    heldPayment?.resume()
    heldPayment = nil
  }

  func signIn(_ input: EmailPassword) async throws -> Session {
    signIns.append(input)
    if !signInFailures.isEmpty, let failure = signInFailures.removeFirst() { throw failure }
    return Session(token: input.email)
  }

  func keepSession(_ input: Session) -> Session { input }

  func sendResetLink(_ input: String) async throws {}
}
