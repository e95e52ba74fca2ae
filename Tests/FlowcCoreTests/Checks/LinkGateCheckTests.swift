import Testing

@testable import FlowcCore

@Suite struct LinkGateCheckTests {
  /// A session check at `start`, a sign-in, a home screen and a PIN gate before a vault.
  static func app(links: String, pinInput: String = "Void") -> MarkedSource {
    MarkedSource(
      """
      flow: App
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: home }
        home: { screen: Home, present: root, next: settings }
        settings: { screen: Settings, next: pinCheck }
        pin: { screen: Pin, next: vault }
        vault: { screen: Vault, output: Never }
      decisions:
        sessionCheck:
          cases: [signedIn, signedOut]
          on: { signedIn: home, signedOut: signIn }
        pinCheck:
          gate: true
          input: \(pinInput)
          cases: [open, locked]
          on: { open: vault, locked: pin }
      links:
      \(links)
      """)
  }

  @Test func linksThroughTheirGatesCheckClean() {
    expectClean(
      Self.app(links: "  \"app://vault\": vault\n  \"app://home\": { to: home, back: rebuild }"),
      by: .linkGates)
  }

  @Test func aGateALinkMustEnterTakesInput() {
    let source = MarkedSource(
      """
      flow: App
      input: Int
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: home }
        home: { screen: Home, present: root, output: Never }
      decisions:
        sessionCheck:
          input: Int
          cases: [signedIn, signedOut]
          on: { signedIn: home, signedOut: signIn }
      links:
        "app://home": 1️⃣home
      """)
    let diagnostics = expectReported(source, by: .linkGates, [(.linkGate, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "link 'app://home' must pass gate 'sessionCheck' before 'home', but the gate takes "
        + "'Int', which a link does not carry; link to a step before the gate, or write "
        + "'gated: false' to open the target without it")
  }

  @Test func anUngatedLinkIsLeftAlone() {
    let source = MarkedSource(
      """
      flow: App
      input: Int
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: home }
        home: { screen: Home, present: root, output: Never }
      decisions:
        sessionCheck:
          input: Int
          cases: [signedIn, signedOut]
          on: { signedIn: home, signedOut: signIn }
      links:
        "app://home": { to: home, gated: false }
      """)
    expectClean(source, by: .linkGates)
  }

  @Test func aStartDecisionWrittenGateFalseIsNoGate() {
    let source = MarkedSource(
      """
      flow: App
      input: Int
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: home }
        home: { screen: Home, present: root, output: Never }
      decisions:
        sessionCheck:
          gate: false
          input: Int
          cases: [signedIn, signedOut]
          on: { signedIn: home, signedOut: signIn }
      links:
        "app://home": home
      """)
    expectClean(source, by: .linkGates)
  }

  @Test func aTargetReachedAroundAMarkedGate() {
    let source = MarkedSource(
      """
      flow: Shop
      start: home
      types:
        HomeChoice: { enum: [pay, gift] }
      steps:
        home: { screen: Home, output: HomeChoice, on: { pay: loginCheck, gift: payment } }
        signIn: { screen: SignIn, next: payment }
        payment: { screen: Payment, output: Never }
      decisions:
        loginCheck:
          gate: true
          cases: [signedIn, signedOut]
          on: { signedIn: payment, signedOut: signIn }
      links:
        "shop://pay": 1️⃣payment
      """)
    let diagnostics = expectReported(source, by: .linkGates, [(.linkGate, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "link 'shop://pay' opens 'payment', which gate 'loginCheck' leads to but does not "
        + "guard: the flow reaches it around the gate: home -> payment; make every way pass the "
        + "gate, or write 'gated: false'")
  }

  @Test func aLinkThatWouldWaitForever() {
    // Only the link reaches `orphan`, and the session check's ways never meet.
    let source = MarkedSource(
      """
      flow: App
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, output: Never }
        home: { screen: Home, output: Never }
        orphan: { screen: Orphan, output: Never }
      decisions:
        sessionCheck:
          cases: [signedIn, signedOut]
          on: { signedIn: home, signedOut: signIn }
      links:
        "app://orphan": 1️⃣orphan
      """)
    let diagnostics = expectReported(source, by: .linkGates, [(.linkGate, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("would wait behind gate 'sessionCheck' forever"))
  }

  @Test func gatesAreFoundInLinearTimeOnALongChain() {
    // 1,500 gates in a row: the link passes too many; the check stays linear.
    var steps = ""
    var decisions = ""
    for index in 0..<1_500 {
      decisions +=
        "  g\(index): { gate: true, cases: [a], on: { a: \(index + 1 < 1_500 ? "g\(index + 1)" : "end") } }\n"
    }
    steps += "  start0: { screen: First, next: g0 }\n  end: { screen: End, output: Never }\n"
    let source = MarkedSource(
      "flow: Chain\nstart: start0\nsteps:\n\(steps)decisions:\n\(decisions)links:\n  \"c://end\": 1️⃣end\n"
    )
    let diagnostics = expectReported(source, by: .linkGates, [(.linkGate, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("more than 8 gates"))
  }
}

@Suite struct LinkBackStackCheckTests {
  @Test func screensWithoutDataAreRebuilt() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ItemList, present: root, next: cart }
        cart: { screen: Cart, next: checkout }
        checkout: { screen: Checkout, output: Never }
      links:
        "shop://checkout": { to: checkout, back: rebuild }
      """)
    expectClean(source, by: .linkBackStacks)
  }

  @Test func aRebuiltScreenThatTakesInput() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: ItemList, output: Int, next: item }
        item: { screen: ItemDetail, input: Int, next: review }
        review: { screen: Review, output: Never }
      links:
        "shop://review": { to: review, back: 1️⃣rebuild }
      """)
    let diagnostics = expectReported(source, by: .linkBackStacks, [(.linkBackStack, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "link 'shop://review' rebuilds the screens under 'review' on the way list -> item -> "
        + "review, but 'item' takes 'Int', which the link does not carry; write 'back: replace' "
        + "or 'back: push'")
  }

  @Test func aRebuiltScreenThatCarriesData() {
    let source = MarkedSource(
      """
      flow: Form
      start: name
      types:
        Profile: { name: String }
        HelpChoice: { enum: [summary, faq] }
      steps:
        name: { screen: NameForm, output: String, next: help }
        help: { screen: Help, output: HelpChoice, on: { summary: summary, faq: faq } }
        summary: { screen: Summary, input: Profile, gather: { name: name }, output: Never }
        faq: { screen: Faq, output: Never }
      links:
        "form://faq": { to: faq, back: 1️⃣rebuild }
      """)
    let diagnostics = expectReported(source, by: .linkBackStacks, [(.linkBackStack, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("'help' carries data from earlier steps ('name')"))
  }

  @Test func aTargetNoWayReaches() {
    let source = MarkedSource(
      """
      flow: Todo
      start: list
      steps:
        list: { screen: TodoList, output: Never }
        detail: { screen: TodoDetail, output: Never }
      links:
        "todo://detail": { to: detail, back: 1️⃣rebuild }
      """)
    let diagnostics = expectReported(source, by: .linkBackStacks, [(.linkBackStack, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("no way from 'start' leads there"))
  }
}
