import Testing

@testable import FlowcCore

@Suite struct GatherAvailabilityCheckTests {
  static func checkout(pickUpRoute: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Checkout
      start: cart
      types:
        Delivery: { enum: [ship, pickUp] }
        Summary: { address: String }
      steps:
        cart: { screen: Cart, output: Delivery, on: { ship: address, pickUp: \(pickUpRoute) }, back: cancel }
        address: { screen: AddressForm, output: String, next: summary }
        summary:
          screen: OrderSummary
          input: Summary
          gather: { address: 1️⃣address }
          next: finish
      """)
  }

  @Test func diamondWhereOneBranchSkipsTheGatheredStep() {
    let source = Self.checkout(pickUpRoute: "summary")
    let diagnostics = expectReported(
      source, by: .gatherAvailability, [(.gatherUnavailable, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'summary' gathers 'address' from 'address'"))
    #expect(message.hasSuffix("this path from 'start' skips it: cart -> summary"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Checkout", node: "summary"))
  }

  @Test func diamondWhereBothBranchesPassTheGatheredStep() {
    expectClean(Self.checkout(pickUpRoute: "address"), by: .gatherAvailability)
  }

  static func payment(failedNext: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Checkout
      start: cart
      types:
        Receipt: { cart: Cart, payment: PaymentID }
      external: [Cart, PaymentID]
      steps:
        cart: { screen: CartScreen, output: Cart, next: pay, back: cancel }
        pay: { action: Pay, input: Cart, output: PaymentID, next: receipt, failure: paymentFailed }
        paymentFailed: { screen: PaymentFailed, input: Error, present: modal, next: \(failedNext) }
        receipt:
          screen: ReceiptScreen
          input: Receipt
          gather: { cart: cart, payment: 1️⃣pay }
          output: Never
      """)
  }

  @Test func failurePathReachesTheGatheringStep() {
    let source = Self.payment(failedNext: "receipt")
    let diagnostics = expectReported(
      source, by: .gatherAvailability, [(.gatherUnavailable, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'receipt' gathers 'payment' from 'pay'"))
    #expect(message.hasSuffix("skips it: cart -> pay -(failure)-> paymentFailed -> receipt"))
  }

  @Test func failurePathGoesBackToTheStart() {
    expectClean(Self.payment(failedNext: "cart"), by: .gatherAvailability)
  }

  @Test func actionFailingStraightIntoTheGatheringStep() {
    let source = MarkedSource(
      """
      flow: Login
      start: credentials
      types:
        Credentials: { email: String, password: String }
        Welcome: { session: Session }
      external: [Session]
      steps:
        credentials: { screen: LoginForm, output: Credentials, next: logIn, back: cancel }
        logIn: { action: LogIn, input: Credentials, output: Session, next: welcome, failure: welcome }
        welcome: { screen: WelcomeScreen, input: Welcome, gather: { session: 1️⃣logIn }, output: Never }
      """)
    let diagnostics = expectReported(
      source, by: .gatherAvailability, [(.gatherUnavailable, "1️⃣")])
    // The path says that it leaves 'logIn' by 'failure', without completing it.
    #expect(
      onlyMessage(diagnostics).hasSuffix("skips it: credentials -> logIn -(failure)-> welcome"))
  }

  static func sell(links: String = "") -> MarkedSource {
    MarkedSource(
      """
      flow: Sell
      start: basics
      types:
        ListingBasics: { title: String, price: Int }
        NewListing: { basics: ListingBasics, photos: "[URL]" }
      steps:
        basics: { screen: ListingBasicsForm, output: ListingBasics, next: photos, back: cancel }
        photos: { screen: PhotoPicker, output: "[URL]", next: review }
        review:
          screen: ListingReview
          input: NewListing
          gather: { basics: 1️⃣basics, photos: photos }
          output: NewListing
          next: publish
          back: photos
        publish: { action: PublishListing, input: NewListing, next: finish, failure: review }
      \(links)
      """)
  }

  @Test func gatheredStepsDominateTheGatheringStepThroughLoops() {
    expectClean(Self.sell(), by: .gatherAvailability)
  }

  @Test func linkEntersAfterTheGatheredStep() {
    let source = Self.sell(links: "links: { \"myapp://sell/photos\": photos }")
    let diagnostics = expectReported(
      source, by: .gatherAvailability, [(.gatherUnavailable, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("gathers 'basics' from 'basics'"))
    #expect(
      message.hasSuffix("this path from link 'myapp://sell/photos' skips it: photos -> review"))
  }

  @Test func linkEntersBeforeTheGatheredSteps() {
    expectClean(
      Self.sell(links: "links: { \"myapp://sell\": basics }"), by: .gatherAvailability)
  }
}
