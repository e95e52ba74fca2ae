import Foundation
import Testing

@testable import FlowcCore

/// `flowc diff`: one test per kind of change, each asserting the exact lines
/// of the text form (and that nothing else is reported), then the breaking
/// flags, the whole text, JSON and Mermaid.
@Suite struct SpecDiffReviewTests {
  /// The spec every test changes a little.
  static let signup = """
    flow: Signup
    output: Session
    start: form
    types:
      Credentials:
        email: String
        password: String
      Avatar:
        enum:
          own: Image
          sample: null
    external: [Session, Image]
    steps:
      form:
        screen: SignupForm
        output: Credentials
        next: signUp
        back: cancel
      signUp:
        action: SignUp
        input: Credentials
        output: Session
        next: finish
        failure: form
      avatar:
        screen: AvatarPicker
        output: Avatar
        on: { own: form, sample: form }
    decisions:
      gate:
        cases: [yes, no]
        on: { yes: form, no: avatar }
    links:
      "myapp://signup": form
      "myapp://avatar": avatar

    """

  /// `signup` with `old` replaced by `new` (which must occur).
  static func signup(
    _ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    #expect(signup.contains(old), "no '\(old)' in the spec", sourceLocation: sourceLocation)
    return signup.replacing(old, with: new)
  }

  // MARK: Nothing changed

  @Test func identicalSpecsGiveNoChanges() throws {
    let diff = try specDiff([Self.signup], [Self.signup])
    #expect(diff.isEmpty)
    #expect(!diff.breaksCallers)
    #expect(DiffTextRenderer().render(diff) == "no changes\n")
  }

  @Test func reorderingAndReformattingIsNoChange() throws {
    let reordered = Self.signup(
      "    next: signUp\n    back: cancel\n", "    back: cancel\n    next: signUp\n"
    )
    .replacing("on: { yes: form, no: avatar }", with: "on: { no: avatar, yes: form }")
    .replacing("output: Session\nstart", with: "output: \"Optional<Session>\"\nstart")
    // Only the flow's output really changed: String? and Optional<String> spell one type.
    #expect(
      try changeLines(Self.signup, reordered) == [
        "~ flow output: Session -> Session?  [breaking]"
      ])
    let respelled = Self.signup("output: Session\nstart", "output: \"Session\"\nstart")
    #expect(try changeLines(Self.signup, respelled) == [])
  }

  @Test func theExampleSpecsEqualThemselves() throws {
    let sources = try exampleSpecSources()
    let model = try #require(FlowChecker().check(sources, checks: []).model)
    #expect(SpecDiff(old: model, new: model).isEmpty)
  }

  // MARK: Flows

  @Test func flowAdded() throws {
    let checkout = "flow: Checkout\nstart: cart\nsteps:\n  cart: { screen: Cart, next: finish }\n"
    let diff = try specDiff([Self.signup], [Self.signup, checkout])
    #expect(DiffTextRenderer().render(diff) == "+ flow 'Checkout'\n\n1 change, 0 breaking\n")
    #expect(!diff.breaksCallers)
  }

  @Test func flowRemoved() throws {
    let checkout = "flow: Checkout\nstart: cart\nsteps:\n  cart: { screen: Cart, next: finish }\n"
    let diff = try specDiff([checkout, Self.signup], [Self.signup])
    #expect(
      DiffTextRenderer().render(diff) == "- flow 'Checkout'  [breaking]\n\n1 change, 1 breaking\n")
    #expect(diff.breaksCallers)
  }

  @Test func flowInputChanged() throws {
    let new = Self.signup("output: Session\nstart", "input: String\noutput: Session\nstart")
    #expect(try changeLines(Self.signup, new) == ["~ flow input: Void -> String  [breaking]"])
  }

  @Test func flowOutputChanged() throws {
    let new = Self.signup("output: Session\nstart", "output: Credentials\nstart")
    #expect(
      try changeLines(Self.signup, new) == ["~ flow output: Session -> Credentials  [breaking]"])
  }

  @Test func flowStartChanged() throws {
    let new = Self.signup("start: form", "start: gate")
    #expect(try changeLines(Self.signup, new) == ["~ flow start: form -> gate"])
  }

  // MARK: Steps and decisions

  @Test func stepAdded() throws {
    let new = Self.signup(
      "    on: { own: form, sample: form }\n",
      "    on: { own: form, sample: sampleImage }\n  sampleImage:\n"
        + "    screen: SampleImageSelect\n    output: Image\n    next: form\n")
    #expect(
      try changeLines(Self.signup, new) == [
        "~ transition 'avatar' --sample--> sampleImage (was form)",
        "+ step 'sampleImage'",
        "+ transition 'sampleImage' --next--> form",
      ])
  }

  @Test func stepRemoved() throws {
    let new = Self.signup(
      "  avatar:\n    screen: AvatarPicker\n    output: Avatar\n    on: { own: form, sample: form }\n",
      ""
    )
    .replacing("no: avatar", with: "no: form").replacing("\"myapp://avatar\": avatar", with: "")
    #expect(
      try changeLines(Self.signup, new) == [
        "~ transition 'gate' --no--> form (was avatar)",
        "- step 'avatar'",
        "- transition 'avatar' --own--> form",
        "- transition 'avatar' --sample--> form",
        "- link \"myapp://avatar\"  [breaking]",
      ])
  }

  @Test func decisionAdded() throws {
    let new = Self.signup(
      "    on: { yes: form, no: avatar }\n",
      "    on: { yes: form, no: avatar }\n  retry:\n    cases: [again]\n    on: { again: form }\n")
    #expect(
      try changeLines(Self.signup, new) == [
        "+ decision 'retry'",
        "+ transition 'retry' --again--> form",
      ])
  }

  @Test func decisionRemoved() throws {
    let new = Self.signup(
      "decisions:\n  gate:\n    cases: [yes, no]\n    on: { yes: form, no: avatar }\n", "")
    #expect(
      try changeLines(Self.signup, new) == [
        "- decision 'gate'",
        "- transition 'gate' --yes--> form",
        "- transition 'gate' --no--> avatar",
      ])
  }

  @Test func stepScreenRenamed() throws {
    let new = Self.signup("screen: SignupForm", "screen: RegisterForm")
    #expect(
      try changeLines(Self.signup, new) == [
        "~ step 'form': screen SignupForm -> screen RegisterForm"
      ])
  }

  @Test func stepKindChanged() throws {
    let action = Self.signup("screen: SignupForm", "action: SignupForm")
    #expect(
      try changeLines(Self.signup, action) == [
        "~ step 'form': screen SignupForm -> action SignupForm"
      ])
    let subflow = Self.signup("screen: AvatarPicker", "flow: AvatarPicker")
    #expect(
      try changeLines(Self.signup, subflow) == [
        "~ step 'avatar': screen AvatarPicker -> flow AvatarPicker"
      ])
  }

  @Test func stepBecomesDecision() throws {
    let new = Self.signup(
      "  avatar:\n    screen: AvatarPicker\n    output: Avatar\n    on: { own: form, sample: form }\n",
      ""
    )
    .replacing(
      "decisions:\n",
      with: "decisions:\n  avatar:\n    cases: [own, sample]\n    on: { own: form, sample: form }\n"
    )
    // Same cases, same targets, same link: only what the node is changed.
    #expect(
      try changeLines(Self.signup, new) == ["~ decision 'avatar': screen AvatarPicker -> decision"])
  }

  @Test func stepInputChanged() throws {
    let old = Self.signup("input: Credentials", "input: UserRegistration")
      .replacing("  Credentials:\n", with: "  UserRegistration:\n")
      .replacing("output: Credentials", with: "output: UserRegistration")
    let new = old.replacing("input: UserRegistration", with: "input: Registration")
      .replacing("external: [Session, Image]", with: "external: [Session, Image, Registration]")
    #expect(
      try changeLines(old, new) == ["~ step 'signUp': input UserRegistration -> Registration"])
  }

  @Test func stepOutputChanged() throws {
    let new = Self.signup(
      "    output: Session\n    next: finish", "    output: Session?\n    next: finish")
    #expect(try changeLines(Self.signup, new) == ["~ step 'signUp': output Session -> Session?"])
  }

  @Test func decisionInputChanged() throws {
    let new = Self.signup("    cases: [yes, no]", "    input: Session\n    cases: [yes, no]")
    #expect(try changeLines(Self.signup, new) == ["~ decision 'gate': input Void -> Session"])
  }

  @Test func stepPresentationChanged() throws {
    let new = Self.signup("screen: SignupForm\n", "screen: SignupForm\n    present: modal\n")
    #expect(try changeLines(Self.signup, new) == ["~ step 'form': present push -> modal"])
    // Writing the default is no change.
    let pushed = Self.signup("screen: SignupForm\n", "screen: SignupForm\n    present: push\n")
    #expect(try changeLines(Self.signup, pushed) == [])
  }

  @Test func actionEffectsChanged() throws {
    let inline = Self.signup("    failure: form", "    failure: inline")
    #expect(
      try changeLines(Self.signup, inline) == [
        "~ step 'signUp': effects async throws -> async throws, failure inline",
        "- transition 'signUp' --failure--> form",
      ])
    let synchronous = Self.signup("    failure: form", "    failure: form\n    async: false")
    #expect(
      try changeLines(Self.signup, synchronous) == [
        "~ step 'signUp': effects async throws -> throws"
      ])
    let typed = Self.signup(
      "external: [Session, Image]", "external: [Session, Image, SignupError]\nerror: SignupError")
    #expect(
      try changeLines(Self.signup, typed) == [
        "~ step 'signUp': effects async throws -> async throws(SignupError)"
      ])
  }

  // MARK: Transitions

  @Test func transitionAdded() throws {
    let new = Self.signup("    output: Avatar\n", "    output: Avatar\n    back: cancel\n")
    #expect(try changeLines(Self.signup, new) == ["+ transition 'avatar' --back--> cancel"])
  }

  @Test func transitionRemoved() throws {
    let new = Self.signup("    next: signUp\n    back: cancel\n", "    next: signUp\n")
    #expect(try changeLines(Self.signup, new) == ["- transition 'form' --back--> cancel"])
  }

  @Test func transitionRetargeted() throws {
    let new = Self.signup("failure: form", "failure: avatar")
    #expect(
      try changeLines(Self.signup, new) == ["~ transition 'signUp' --failure--> avatar (was form)"])
  }

  @Test func caseTransitionRetargeted() throws {
    let new = Self.signup("on: { own: form, sample: form }", "on: { own: signUp, sample: form }")
    #expect(
      try changeLines(Self.signup, new) == ["~ transition 'avatar' --own--> signUp (was form)"])
  }

  @Test func nextAndDefaultNextAreOneEvent() throws {
    // `next` beside `on` is still the step's `next`: only the case is new.
    let old = Self.signup("on: { own: form, sample: form }", "next: form")
    let new = Self.signup("on: { own: form, sample: form }", "on: { own: signUp }\n    next: form")
    #expect(try changeLines(old, new) == ["+ transition 'avatar' --own--> signUp"])
  }

  // MARK: Declared types

  @Test func typeFieldAdded() throws {
    let new = Self.signup("    password: String\n", "    password: String\n    nickname: String?\n")
    #expect(
      try changeLines(Self.signup, new) == ["+ type 'Credentials': field 'nickname' String?"])
  }

  @Test func typeFieldRemoved() throws {
    let new = Self.signup("    password: String\n", "")
    #expect(try changeLines(Self.signup, new) == ["- type 'Credentials': field 'password' String"])
  }

  @Test func typeFieldRetyped() throws {
    let new = Self.signup("    email: String\n", "    email: \"[String]\"\n")
    #expect(
      try changeLines(Self.signup, new) == [
        "~ type 'Credentials': field 'email' String -> [String]"
      ])
  }

  @Test func enumCaseAdded() throws {
    let new = Self.signup("      sample: null\n", "      sample: null\n      camera: Image\n")
    #expect(try changeLines(Self.signup, new) == ["+ type 'Avatar': case 'camera'(Image)"])
  }

  @Test func enumCaseRemoved() throws {
    let new = Self.signup("      sample: null\n", "").replacing(", sample: form", with: "")
    #expect(
      try changeLines(Self.signup, new) == [
        "- type 'Avatar': case 'sample'",
        "- transition 'avatar' --sample--> form",
      ])
  }

  @Test func enumCasePayloadChanged() throws {
    let new = Self.signup("      sample: null\n", "      sample: Int\n")
    #expect(
      try changeLines(Self.signup, new) == ["~ type 'Avatar': case 'sample' payload none -> Int"])
  }

  @Test func typeAddedAndRemoved() throws {
    let new = Self.signup("  Avatar:\n", "  Token: { value: String }\n  Avatar:\n")
    #expect(try changeLines(Self.signup, new) == ["+ type 'Token'"])
    #expect(try changeLines(new, Self.signup) == ["- type 'Token'"])
  }

  @Test func typeShapeChanged() throws {
    let new = Self.signup(
      "  Credentials:\n    email: String\n    password: String\n",
      "  Credentials:\n    enum: [email, password]\n")
    #expect(try changeLines(Self.signup, new) == ["~ type 'Credentials': struct -> enum"])
  }

  @Test func typeMovedToAnotherFlowIsNoChange() throws {
    let other = "flow: Other\nstart: a\nsteps:\n  a: { screen: A, next: finish }\n"
    let moved =
      "flow: Other\nstart: a\ntypes:\n  Token: { value: String }\nsteps:\n"
      + "  a: { screen: A, next: finish }\n"
    let withToken = Self.signup("  Avatar:\n", "  Token: { value: String }\n  Avatar:\n")
    #expect(try specDiff([withToken, other], [Self.signup, moved]).isEmpty)
  }

  // MARK: Links

  @Test func linkAdded() throws {
    let new = Self.signup(
      "  \"myapp://signup\": form\n", "  \"myapp://signup\": form\n  \"myapp://gate\": gate\n")
    #expect(try changeLines(Self.signup, new) == ["+ link \"myapp://gate\" -> gate"])
  }

  @Test func linkRemoved() throws {
    let new = Self.signup("  \"myapp://signup\": form\n", "")
    #expect(try changeLines(Self.signup, new) == ["- link \"myapp://signup\"  [breaking]"])
  }

  @Test func linkRetargeted() throws {
    let new = Self.signup("\"myapp://signup\": form", "\"myapp://signup\": gate")
    #expect(
      try changeLines(Self.signup, new) == ["~ link \"myapp://signup\": form -> gate  [breaking]"])
  }

  @Test func linkBackStackAndGatingChanged() throws {
    let new = Self.signup(
      "\"myapp://avatar\": avatar",
      "\"myapp://avatar\": { to: avatar, back: replace, gated: false }")
    #expect(
      try changeLines(Self.signup, new) == [
        "~ link \"myapp://avatar\": back push -> replace",
        "~ link \"myapp://avatar\": gated true -> false",
      ])
    // Writing the defaults is no change.
    let defaults = Self.signup(
      "\"myapp://avatar\": avatar", "\"myapp://avatar\": { to: avatar, back: push, gated: true }")
    #expect(try changeLines(Self.signup, defaults) == [])
  }

  /// The query items of a pattern match in any order: reordering them is
  /// no change.
  @Test func linkQueryItemsReordered() throws {
    let old = Self.signup(
      "\"myapp://signup\": form", "\"myapp://signup?code={code:String}&plan={plan:Int?}\": form")
    let new = Self.signup(
      "\"myapp://signup\": form", "\"myapp://signup?plan={plan:Int?}&code={code:String}\": form")
    #expect(try changeLines(old, new) == [])
  }

  /// A query item renamed, or a fragment added, changes which URLs open
  /// the link: the old link is gone, which breaks whoever sends those URLs.
  @Test func linkQueryOrFragmentChangedIsBreaking() throws {
    let old = Self.signup("\"myapp://signup\": form", "\"myapp://signup?code={code:String}\": form")
    let renamed = Self.signup(
      "\"myapp://signup\": form", "\"myapp://signup?invite={code:String}\": form")
    #expect(
      try changeLines(old, renamed) == [
        "+ link \"myapp://signup?invite={code:String}\" -> form",
        "- link \"myapp://signup?code={code:String}\"  [breaking]",
      ])
    let fragment = Self.signup(
      "\"myapp://signup\": form", "\"myapp://signup?code={code:String}#/{plan:String}\": form")
    #expect(
      try changeLines(old, fragment).last
        == "- link \"myapp://signup?code={code:String}\"  [breaking]")
  }

  /// A factory named after the screen is no change; another name is.
  @Test func screenFactoryRenamed() throws {
    let same = Self.signup(
      "screen: AvatarPicker\n", "screen: AvatarPicker\n    factory: avatarPicker\n")
    #expect(try changeLines(Self.signup, same) == [])
    let own = Self.signup(
      "screen: AvatarPicker\n", "screen: AvatarPicker\n    factory: pickAvatar\n")
    #expect(
      try changeLines(Self.signup, own) == ["~ step 'avatar': factory avatarPicker -> pickAvatar"])
  }

  /// An action that runs on a screen (`from`): written, moved, removed.
  @Test func screenAnActionRunsOnChanged() throws {
    let runsOnForm = Self.signup(
      "action: SignUp\n", "action: SignUp\n    from: form\n")
    #expect(try changeLines(Self.signup, runsOnForm) == ["~ step 'signUp': from none -> form"])
    #expect(try changeLines(runsOnForm, Self.signup) == ["~ step 'signUp': from form -> none"])
    #expect(try changeLines(runsOnForm, runsOnForm) == [])
  }

  /// A flow's parameters: callers build them and its factories take them.
  @Test func flowParametersAddedRemovedAndChanged() throws {
    let flow = "flow: T\noutput: Never\nstart: a\nsteps:\n  a: { screen: A, output: Never }\n"
    func with(_ parameters: String) -> String {
      flow.replacing("start: a\n", with: "start: a\nparameters: { \(parameters) }\n")
    }
    let kind = with("kind: String")
    #expect(try changeLines(flow, kind) == ["~ flow parameters: none -> kind: String  [breaking]"])
    #expect(try changeLines(kind, flow) == ["~ flow parameters: kind: String -> none  [breaking]"])
    #expect(
      try changeLines(kind, with("kind: Int"))
        == ["~ flow parameters: kind: String -> kind: Int  [breaking]"])
    // An optional parameter added to a flow that had some leaves callers compiling.
    #expect(
      try changeLines(kind, with("kind: String, title: String?"))
        == ["~ flow parameters: kind: String -> kind: String, title: String?"])
    #expect(try changeLines(kind, with("kind: \"String\"")) == [])
  }

  /// The constants a `flow:` step or a tab gives: order does not matter, values do.
  @Test func constantsGivenToAFlowChanged() throws {
    let child =
      "flow: C\noutput: Never\nstart: c\nparameters: { kind: String?, n: Int? }\n"
      + "steps:\n  c: { screen: C, output: Never }\n"
    let step =
      "flow: P\noutput: Never\nstart: run\nsteps:\n  run: { flow: C, with: { kind: a, n: 1 } }\n"
    let reordered = step.replacing("{ kind: a, n: 1 }", with: "{ n: 1, kind: a }")
    #expect(try specDiff([step, child], [reordered, child]).isEmpty)
    let other = step.replacing("kind: a", with: "kind: \"b\"")
    #expect(
      try specDiff([step, child], [other, child]).flows.flatMap(\.changes).map(
        DiffTextRenderer.line)
        == ["~ step 'run': with kind: a, n: 1 -> kind: \"b\", n: 1"])
    let tabs =
      "flow: P\noutput: Never\nstart: main\nsteps:\n  main:\n    tabs:\n"
      + "      one: { flow: C, with: { kind: a } }\n"
    let changed = tabs.replacing("kind: a", with: "kind: b")
    #expect(
      try specDiff([tabs, child], [changed, child]).flows.flatMap(\.changes).map(
        DiffTextRenderer.line) == [
          "~ step 'main': tabs one: C(kind: a) (selected one) -> one: C(kind: b) (selected one)"
        ])
  }

  @Test func stepCannotBeLeftBackwardsAnyMore() throws {
    let new = Self.signup("screen: AvatarPicker\n", "screen: AvatarPicker\n    back: none\n")
    #expect(try changeLines(Self.signup, new) == ["~ step 'avatar': back default -> none"])
  }

  /// A container's default presentation is `root`: leaving it out is no
  /// change from `present: root`; its tabs and selection are compared.
  @Test func stepBecomesATabContainer() throws {
    let child = "flow: A\noutput: Never\nstart: a\nsteps:\n  a: { screen: A, output: Never }\n"
    let other = child.replacing("flow: A", with: "flow: B")
    let old =
      "flow: T\noutput: Never\nstart: dashboard\nsteps:\n"
      + "  dashboard: { flow: A, present: root }\n"
    let new =
      "flow: T\noutput: Never\nstart: dashboard\nsteps:\n"
      + "  dashboard:\n    tabs:\n      a: { flow: A }\n      b: { flow: B }\n    selected: b\n"
    let diff = SpecDiff(
      old: try reviewModel([old, child, other]), new: try reviewModel([new, child, other]))
    #expect(
      diff.flows.flatMap(\.changes).map(DiffTextRenderer.line) == [
        "~ step 'dashboard': flow A -> tabs",
        "~ step 'dashboard': tabs none -> a: A, b: B (selected b)",
      ])
  }

  @Test func decisionCasesGainPayloads() throws {
    let payloads = Self.signup("cases: [yes, no]", "cases: { yes: Int, no: Void }")
    #expect(
      try changeLines(Self.signup, payloads) == [
        "~ decision 'gate': cases yes, no -> yes(Int), no  [breaking]"
      ])
    // A case added: the app's decision still compiles.
    let added = Self.signup("cases: [yes, no]", "cases: [yes, no, maybe]")
      .replacing(
        "on: { yes: form, no: avatar }", with: "on: { yes: form, no: avatar, maybe: form }")
    #expect(
      try changeLines(Self.signup, added) == [
        "~ decision 'gate': cases yes, no -> yes, no, maybe",
        "+ transition 'gate' --maybe--> form",
      ])
  }

  @Test func eventsAddedRemovedAndChanged() throws {
    let base = Self.signup + "events:\n  reset: { next: form }\n  leave: { next: cancel }\n"
    let new =
      Self.signup
      + "events:\n  reset: { next: avatar, payload: Int, at: [form] }\n  help: { next: form }\n"
    #expect(
      try changeLines(base, new) == [
        "~ event 'reset': form -> avatar",
        "~ event 'reset': payload Void -> Int  [breaking]",
        "~ event 'reset': at everywhere -> form",
        "+ event 'help' -> form",
        "- event 'leave'  [breaking]",
      ])
  }

  // MARK: Breaking changes

  @Test func breakingFlagsOnlyWhatBreaksCallers() throws {
    let harmless = Self.signup("screen: SignupForm", "screen: RegisterForm")
      .replacing("failure: form", with: "failure: avatar")
      .replacing("    password: String\n", with: "")
      .replacing(
        "  \"myapp://signup\": form\n", with: "  \"myapp://signup\": form\n  \"x://y\": gate\n")
    let diff = try specDiff([Self.signup], [harmless])
    #expect(diff.changeCount == 4)
    #expect(diff.breakingCount == 0)
    #expect(!diff.breaksCallers)

    let breaking = Self.signup("\"myapp://avatar\": avatar", "\"myapp://avatar\": form")
    #expect(try specDiff([Self.signup], [breaking]).breaksCallers)
  }

  @Test func changedTypeThatCallersSeeBreaks() throws {
    // The flow's output mentions Result, whose field mentions Credentials:
    // callers take both apart, so changing either breaks them.
    let old = Self.signup("output: Session\nstart", "output: Result\nstart")
      .replacing("types:\n", with: "types:\n  Result:\n    credentials: Credentials\n")
      .replacing(
        "    next: finish\n    failure: form\n",
        with: "    next: done\n    failure: form\n  done:\n    screen: Done\n    input: Session\n"
          + "    output: Result\n    next: finish\n")
    let new = old.replacing("    password: String\n", with: "")
      .replacing("      sample: null\n", with: "")
      .replacing(", sample: form", with: "")
    #expect(
      try changeLines(old, new) == [
        "- type 'Credentials': field 'password' String  [breaking]",
        "- type 'Avatar': case 'sample'",
        "- transition 'avatar' --sample--> form",
      ])
  }

  // MARK: The whole text

  @Test func textGroupsChangesPerFlowInSpecOrder() throws {
    let other = "flow: Other\nstart: a\nsteps:\n  a: { screen: A, next: finish }\n"
    let gone = "flow: Gone\nstart: a\nsteps:\n  a: { screen: A, next: finish }\n"
    let added = "flow: Added\nstart: a\nsteps:\n  a: { screen: A, next: finish }\n"
    let new = Self.signup("start: form", "start: gate")
      .replacing("    password: String\n", with: "")
      .replacing("failure: form", with: "failure: avatar")
      .replacing("  \"myapp://signup\": form\n", with: "")
    let otherNew = other.replacing("screen: A", with: "screen: B")
    let diff = try specDiff([Self.signup, other, gone], [added, new, otherNew])
    #expect(
      DiffTextRenderer().render(diff) == """
        + flow 'Added'
        ~ flow 'Signup'
          ~ flow start: form -> gate
          - type 'Credentials': field 'password' String
          ~ transition 'signUp' --failure--> avatar (was form)
          - link "myapp://signup"  [breaking]
        ~ flow 'Other'
          ~ step 'a': screen A -> screen B
        - flow 'Gone'  [breaking]

        7 changes, 2 breaking

        """)
  }

  // MARK: JSON

  @Test func jsonDecodesBackToTheDiff() throws {
    let new = Self.signup("start: form", "start: gate")
      .replacing("output: Session\nstart", with: "input: Int\noutput: Session\nstart")
      .replacing("    password: String\n", with: "    password: Int\n")
      .replacing("      sample: null\n", with: "      sample: String\n")
      .replacing("on: { own: form, sample: form }", with: "on: { own: signUp, sample: form }")
      .replacing("failure: form", with: "failure: avatar")
      .replacing("  \"myapp://signup\": form\n", with: "  \"myapp://new\": gate\n")
    let removed = "flow: Gone\nstart: a\nsteps:\n  a: { screen: A, next: finish }\n"
    let diff = try specDiff([Self.signup, removed], [new])
    let text = DiffJSONRenderer().render(diff)
    let document = try JSONDecoder().decode(DiffJSONRenderer.Document.self, from: Data(text.utf8))
    #expect(document == DiffJSONRenderer.Document(diff))
    #expect(SpecDiff(document) == diff)
    #expect(document.version == 1)
    #expect(document.summary == .init(changes: diff.changeCount, breaking: diff.breakingCount))
    #expect(document.flows.map(\.status) == ["changed", "removed"])
    #expect(!text.contains("null"))

    let caseChange = try #require(
      document.flows[0].changes.first { $0.subject == "transition" && $0.case != nil })
    #expect(caseChange.event == "case")
    #expect(caseChange.case == "own")
    #expect(caseChange.old == "form")
    #expect(caseChange.new == "signUp")
  }

  @Test func jsonIsStableAndSpelledAsDocumented() throws {
    let new = Self.signup("failure: form", "failure: avatar")
    let text = DiffJSONRenderer().render(try specDiff([Self.signup], [new]))
    #expect(
      text == """
        {
          "flows" : [
            {
              "breaking" : false,
              "changes" : [
                {
                  "breaking" : false,
                  "change" : "changed",
                  "event" : "failure",
                  "id" : "signUp",
                  "new" : "avatar",
                  "old" : "form",
                  "subject" : "transition"
                }
              ],
              "flow" : "Signup",
              "status" : "changed"
            }
          ],
          "summary" : {
            "breaking" : 0,
            "changes" : 1
          },
          "version" : 1
        }

        """)
  }

  // MARK: Mermaid

  /// The user registration of `specs/`, before the sample gallery existed.
  static let userRegistrationBefore = """
    flow: UserRegistration
    start: personal
    types:
      PersonalInformation: { name: String }
      ProfileImageType:
        enum:
          own: Image
          sample: null
      UserRegistration: { personal: PersonalInformation, profileImage: Image }
    external: [Image]
    steps:
      personal:
        screen: PersonalForm
        output: PersonalInformation
        next: profileImage
        back: cancel
      profileImage:
        screen: ProfileImageSelect
        output: ProfileImageType
        on: { own: confirm, sample: defaultImage }
      defaultImage:
        action: LoadDefaultImage
        output: Image
        next: confirm
        failure: cancel
      confirm:
        screen: Confirmation
        input: UserRegistration
        gather: { personal: personal, profileImage: payload }
        next: finish
    links:
      "myapp://register": personal

    """

  /// The same flow after: a sample gallery instead of a default image, a
  /// decision in front, a new link.
  static let userRegistrationAfter = """
    flow: UserRegistration
    start: check
    types:
      PersonalInformation: { name: String }
      ProfileImageType:
        enum:
          own: Image
          sample: null
      UserRegistration: { personal: PersonalInformation, profileImage: Image }
    external: [Image]
    steps:
      personal:
        screen: PersonalForm
        present: modal
        output: PersonalInformation
        next: profileImage
        back: cancel
      profileImage:
        screen: ProfileImageSelect
        output: ProfileImageType
        on: { own: confirm, sample: sampleImage }
      sampleImage:
        screen: SampleImageSelect
        output: Image
        next: confirm
      confirm:
        screen: Confirmation
        input: UserRegistration
        gather: { personal: personal, profileImage: payload }
        next: finish
    decisions:
      check:
        cases: [fresh, known]
        on: { fresh: personal, known: end }
      end:
        cases: [done]
        on: { done: finish }
    links:
      "myapp://register/{step:String}": sampleImage

    """

  @Test func mermaidGolden() throws {
    // A link pattern is free text until it is checked: labels must survive anything.
    let removed = """
      flow: Gone
      start: a
      steps:
        a: { screen: A, next: finish }
      links:
        "myapp://gone?x=\\"1\\"&y=<2>|`#3": a

      """
    let added = "flow: Added\nstart: a\nsteps:\n  a: { screen: \"A\", next: finish }\n"
    let old = try reviewModel([Self.userRegistrationBefore, removed])
    let new = try reviewModel([Self.userRegistrationAfter, added])
    let diff = SpecDiff(old: old, new: new)
    expectGolden(DiffMermaidRenderer().render(diff, old: old, new: new), "review/diff.mmd")
    expectGolden(DiffTextRenderer().render(diff), "review/diff.txt")
  }

  @Test func mermaidOfNoChanges() throws {
    let model = try reviewModel([Self.signup])
    let diff = SpecDiff(old: model, new: model)
    let chart = DiffMermaidRenderer().render(diff, old: model, new: model)
    #expect(chart.hasPrefix(MermaidStyle.initDirective + "flowchart TB\n"))
    #expect(chart.hasSuffix("  %% no changes\n"))
    #expect(!chart.contains("subgraph"))
  }

  /// The diff draws a node the way `flowc diagram` does: the same shape,
  /// and the kind's class where the diff leaves the node alone.
  @Test func mermaidDiffDrawsNodesAsTheDiagramDoes() throws {
    let old = try reviewModel([Self.signup])
    let new = try reviewModel([
      Self.signup("steps:\n", "steps:\n  extra: { screen: Extra, next: finish }\n")
    ])
    let chart = DiffMermaidRenderer().render(SpecDiff(old: old, new: new), old: old, new: new)
    let diagram = MermaidExporter().export(FlowDiagram(model: new))
    for kind in [FlowDiagram.Node.Kind.screen, .action, .start] {
      let shape = MermaidStyle.shape(kind, label: "\"x\"")
      let open = String(shape.prefix { $0 != "\"" })
      #expect(chart.contains(open + "\""), "\(kind): \(open) missing in \(chart)")
      #expect(diagram.contains(open + "\""), "\(kind): \(open) missing in \(diagram)")
      let definition = try #require(MermaidStyle.classDefinition(kind.rawValue))
      #expect(chart.contains("  classDef \(kind.rawValue) \(definition)\n"), "\(chart)")
    }
    #expect(chart.hasPrefix(MermaidStyle.initDirective))
  }

  @Test func mermaidEscapesLabels() {
    #expect(DiffMermaidRenderer.escape("a\"b#c") == "a#quot;b#35;c")
    #expect(DiffMermaidRenderer.escape("<x & y|z>") == "#lt;x #amp; y#124;z#gt;")
    #expect(
      DiffMermaidRenderer.escape("myapp://items/{id:Int}") == "myapp://items/#123;id:Int#125;")
    #expect(DiffMermaidRenderer.escape("two\nlines") == "two<br>lines")
  }

  /// A long diff grows down: top to bottom outside and inside each flow,
  /// with the legend first.
  @Test func mermaidDiffRunsTopToBottomWithALegend() throws {
    var steps = "flow: Long\nstart: s0\nsteps:\n"
    for index in 0..<200 {
      let next = index + 1 < 200 ? "s\(index + 1)" : "finish"
      steps += "  s\(index): { screen: S\(index), next: \(next) }\n"
    }
    let old = try reviewModel([Self.signup])
    let new = try reviewModel([Self.signup, steps])
    let chart = DiffMermaidRenderer().render(SpecDiff(old: old, new: new), old: old, new: new)
    let lines = chart.split(separator: "\n").map(String.init)
    #expect(lines.first.map { $0 + "\n" } == MermaidStyle.initDirective)
    #expect(lines.dropFirst().first == "flowchart TB")
    #expect(!chart.contains(" LR\n") || chart.contains("  subgraph legend"))
    let legend = try #require(lines.firstIndex(of: "  subgraph legend [\"Legend\"]"))
    let flow = try #require(lines.firstIndex { $0.hasPrefix("  subgraph f0 ") })
    #expect(legend < flow)
    #expect(lines[flow + 1] == "    direction TB")
    for style in ["added", "changed", "removed"] {
      #expect(lines.contains("    legend_\(style)[\"\(style)\"]:::\(style)"))
    }
  }
}
