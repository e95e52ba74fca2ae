import Testing

@testable import FlowcCore

@Suite struct FlowCycleCheckTests {
  @Test func twoFlowsRunningEachOther() {
    let checkout = MarkedSource(
      """
      flow: Checkout
      start: pay
      steps:
        pay: { flow: Payment, next: finish }
      """, path: "Checkout.flow.yaml")
    let payment = MarkedSource(
      """
      flow: Payment
      start: card
      steps:
        card: { screen: CardForm, next: retry, back: cancel }
        retry: { flow: 1️⃣Checkout, next: finish }
      """, path: "Payment.flow.yaml")
    let diagnostics = expectReported(
      [checkout, payment], by: .flowCycles, [(.flowCycle, "1️⃣", payment)])
    #expect(onlyMessage(diagnostics).contains("Checkout -> Payment -> Checkout"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Payment", node: "retry"))
  }

  @Test func oneFlowRunningAnother() {
    let checkout = MarkedSource(
      """
      flow: Checkout
      start: pay
      steps:
        pay: { flow: Payment, next: finish }
      """, path: "Checkout.flow.yaml")
    let payment = MarkedSource(
      """
      flow: Payment
      start: card
      steps:
        card: { screen: CardForm, next: finish, back: cancel }
      """, path: "Payment.flow.yaml")
    expectClean([checkout, payment], by: .flowCycles)
  }

  @Test func flowRunningItself() {
    let source = MarkedSource(
      """
      flow: Onboarding
      start: page
      steps:
        page: { screen: OnboardingPage, next: more, back: cancel }
        more: { flow: 1️⃣Onboarding, next: finish }
      """)
    let diagnostics = expectReported(source, by: .flowCycles, [(.flowCycle, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("flow 'Onboarding' runs itself"))
    #expect(message.contains("step 'more'"))
  }

  @Test func threeFlowCycleIsReportedOnce() {
    let checkout = MarkedSource(
      """
      flow: Checkout
      start: pay
      steps:
        pay: { flow: Payment, next: finish }
      """, path: "Checkout.flow.yaml")
    let payment = MarkedSource(
      """
      flow: Payment
      start: verify
      steps:
        verify: { flow: Verification, next: finish }
      """, path: "Payment.flow.yaml")
    let verification = MarkedSource(
      """
      flow: Verification
      start: code
      steps:
        code: { screen: CodeForm, next: restart, back: cancel }
        restart: { flow: 1️⃣Checkout, next: finish }
      """, path: "Verification.flow.yaml")
    let diagnostics = expectReported(
      [checkout, payment, verification], by: .flowCycles,
      [(.flowCycle, "1️⃣", verification)])
    #expect(
      onlyMessage(diagnostics).contains("Checkout -> Payment -> Verification -> Checkout"))
  }

  @Test func threeFlowCycleIsReportedOnceWhicheverFileComesFirst() {
    let checkout = MarkedSource(
      """
      flow: Checkout
      start: pay
      steps:
        pay: { flow: 1️⃣Payment, next: finish }
      """, path: "Checkout.flow.yaml")
    let payment = MarkedSource(
      """
      flow: Payment
      start: verify
      steps:
        verify: { flow: Verification, next: finish }
      """, path: "Payment.flow.yaml")
    let verification = MarkedSource(
      """
      flow: Verification
      start: code
      steps:
        code: { screen: CodeForm, next: restart, back: cancel }
        restart: { flow: Checkout, next: finish }
      """, path: "Verification.flow.yaml")
    let diagnostics = expectReported(
      [payment, verification, checkout], by: .flowCycles, [(.flowCycle, "1️⃣", checkout)])
    #expect(
      onlyMessage(diagnostics).contains("Payment -> Verification -> Checkout -> Payment"))
  }

  @Test func threeFlowChainWithoutCycle() {
    let checkout = MarkedSource(
      """
      flow: Checkout
      start: pay
      steps:
        pay: { flow: Payment, next: finish }
      """, path: "Checkout.flow.yaml")
    let payment = MarkedSource(
      """
      flow: Payment
      start: verify
      steps:
        verify: { flow: Verification, next: finish }
      """, path: "Payment.flow.yaml")
    let verification = MarkedSource(
      """
      flow: Verification
      start: code
      steps:
        code: { screen: CodeForm, next: finish, back: cancel }
      """, path: "Verification.flow.yaml")
    expectClean([checkout, payment, verification], by: .flowCycles)
  }
}
