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

  @Test func aLongWayIsShownByItsEnds() {
    let chain = (0..<21).map {
      "  c\($0): { screen: C, next: \($0 < 20 ? "c\($0 + 1)" : "review") }\n"
    }
    let source = MarkedSource(
      "flow: Shop\nstart: list\nsteps:\n  list: { screen: ItemList, output: Int, next: item }\n"
        + "  item: { screen: ItemDetail, input: Int, next: c0 }\n" + chain.joined()
        + "  review: { screen: Review, output: Never }\nlinks:\n"
        + "  \"shop://review\": { to: review, back: 1️⃣rebuild }\n")
    let diagnostics = expectReported(source, by: .linkBackStacks, [(.linkBackStack, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "link 'shop://review' rebuilds the screens under 'review' on the way list -> ... -> "
        + "c15 -> c16 -> c17 -> c18 -> c19 -> c20 -> review, but 'item' takes 'Int', which the "
        + "link does not carry; write 'back: replace' or 'back: push'")
  }

  /// Behind a gate, the rebuilt screens are on the shortest way from the gate's
  /// resume step that keeps to the steps the gate guards: a shorter way that
  /// leaves them passes the gate again.
  /// An app root whose start gate is asked again after each route (a terms
  /// screen, the settings sheet) and whose hub's pages come back to it: the
  /// ways that ask the gate again are no ways out, the hub's loop is where
  /// the user stays, and a link behind the gate goes on at the hub.
  @Test func aGateAskedAgainResumesWhereItsOtherWaysMeet() throws {
    let spec = """
      flow: GateLoop
      output: Never
      start: route
      types:
        HubChoice: { enum: [settings, other] }
      steps:
        terms: { screen: Terms, present: root, next: route }
        home:
          screen: Home
          present: root
          output: HubChoice
          on: { settings: settings, other: other }
        other: { screen: Other, present: modal, next: home }
        settings: { screen: Settings, present: modal, next: route }
      decisions:
        route: { cases: [terms, home], on: { terms: terms, home: home } }
      links:
        "app://settings": settings
      """
    for text in [
      spec,
      spec.replacing("{ enum: [settings, other] }", with: "{ enum: [other] }")
        .replacing("on: { settings: settings, other: other }", with: "on: { other: other }"),
    ] {
      let source = MarkedSource(text)
      expectClean(source, by: .linkGates)
      let model = try #require(FlowChecker().check([source.source]).model)
      let flow = model.flows[0]
      let way = LinkWays(flow).ways[0]
      #expect(way.gates.map { flow.nodes[$0].id.value } == ["route"])
      #expect(way.resumes.map { $0.map { flow.nodes[$0].id.value } } == ["home"])
    }
  }

  @Test func aRebuildBehindAGateKeepsToTheStepsItGuards() throws {
    let source = MarkedSource(
      """
      flow: Vault
      start: hall
      types:
        HallChoice: { enum: [enter] }
        RoomChoice: { enum: [leave, stay, done] }
      steps:
        hall: { screen: Hall, output: HallChoice, on: { enter: check } }
        room: { screen: Room, output: RoomChoice, on: { leave: hall, stay: q1, done: finish } }
        q1: { screen: Q1, next: q2 }
        q2: { screen: Q2, next: q3 }
        q3: { screen: Q3, next: q4 }
        q4: { screen: Q4, next: box }
        pin: { screen: Pin, next: box }
        box: { screen: Box, next: room }
      decisions:
        check:
          gate: true
          cases: [open, locked]
          on: { open: room, locked: pin }
      links:
        "vault://box": { to: box, back: rebuild }
      """)
    let model = try #require(FlowChecker().check([source.source]).model)
    let flow = model.flows[0]
    let way = LinkWays(flow).ways[0]
    func ids(_ nodes: [Int]?) -> [String]? { nodes?.map { flow.nodes[$0].id.value } }
    #expect(ids(way.gates) == ["check"])
    #expect(ids(way.resumes.compactMap { $0 }) == ["room"])
    // Not room -> hall -> check -> pin -> box, which passes the gate again.
    #expect(ids(way.rebuiltPath) == ["room", "q1", "q2", "q3", "q4", "box"])
    #expect(ids(way.rebuilt) == ["q1", "q2", "q3", "q4"])
    #expect(ids(way.rebuiltPathEnds(2)) == ["room", "q4", "box"])
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

  @Test func aRebuildOfMoreScreensThanABackStackHolds() {
    let screens = (0..<70).map {
      "  s\($0): { screen: S, next: \($0 < 69 ? "s\($0 + 1)" : "end") }"
    }
    let source = MarkedSource(
      "flow: Chain\nstart: s0\nsteps:\n" + screens.joined(separator: "\n")
        + "\n  end: { screen: End, output: Never }\nlinks:\n"
        + "  \"c://end\": { to: end, back: 1️⃣rebuild }\n  \"c://near\": { to: s60, back: rebuild }\n"
    )
    let diagnostics = expectReported(source, by: .linkBackStacks, [(.linkBackStack, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "link 'c://end' would rebuild 70 screens under 'end', more than the 64 a back stack "
        + "holds; write 'back: replace' or 'back: push', or link to a step nearer 'start'")
  }
}
