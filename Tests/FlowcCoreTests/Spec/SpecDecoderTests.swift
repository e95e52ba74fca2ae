import Testing

@testable import FlowcCore

// Schema tests: every `schema` and `invalid-identifier` diagnostic `SpecDecoder`
// reports, each with its code, its exact position (a keycap marker in the
// inline spec) and its whole message.

/// Expects exactly these diagnostics, in print order: code, the marker each points
/// at, and the whole message. Failures show all of them side by side.
private func expectMessages(
  _ source: MarkedSource, _ expected: [(DiagnosticCode, String, String)],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let actual = diagnose(source).map { diagnostic in
    let at = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
    return "\(diagnostic.code.rawValue) at \(at): \(diagnostic.message)"
  }
  let wanted = expected.map { code, marker, message in
    let location = source.location(marker, sourceLocation: sourceLocation)
    return "\(code.rawValue) at \(location.line):\(location.column): \(message)"
  }
  #expect(actual == wanted, sourceLocation: sourceLocation)
}

@Suite struct SpecDecoderTests {
  /// A spec with one problem: the diagnostic is expected at the marker `1️⃣`.
  struct Problem: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: String
    var code: DiagnosticCode = .schema
    var message: String

    var testDescription: String { name }
  }

  // MARK: Unknown keys

  @Test func unknownTopLevelKeyWithAndWithoutSuggestion() {
    let source = MarkedSource(
      """
      flow: Login
      1️⃣descriptoin: Signs in.
      start: form
      2️⃣author: me
      steps:
        form: { screen: LoginForm, next: finish }
      """)
    expectMessages(
      source,
      [
        (
          .schema, "1️⃣",
          "unknown key 'descriptoin' in the top level of a flow spec; did you mean 'description'?"
        ),
        (.schema, "2️⃣", "unknown key 'author' in the top level of a flow spec"),
      ])
  }

  @Test func unknownStepKeySuggestsNext() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form:
          screen: LoginForm
          1️⃣nxt: finish
      """)
    expectMessages(
      source, [(.schema, "1️⃣", "unknown key 'nxt' in step 'form'; did you mean 'next'?")])
  }

  @Test func unknownDecisionKey() {
    let source = MarkedSource(
      """
      flow: Login
      start: gate
      steps:
        form: { screen: LoginForm, next: finish }
      decisions:
        gate:
          cases: [ok]
          on: { ok: form }
          1️⃣inptu: Int
      """)
    expectMessages(
      source, [(.schema, "1️⃣", "unknown key 'inptu' in decision 'gate'; did you mean 'input'?")])
  }

  @Test func mergeKeyIsAnUnknownKey() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, 1️⃣<<: { next: finish } }
      """)
    expectMessages(source, [(.schema, "1️⃣", "unknown key '<<' in step 'form'")])
  }

  @Test func aKeyThatIsNotAScalar() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      ? 1️⃣[a, b]
      : c
      steps:
        form: { screen: LoginForm, next: finish }
      """)
    expectMessages(source, [(.schema, "1️⃣", "keys in the top level of a flow spec must be names")])
  }

  // MARK: Wrong kinds of node

  static let wrongKinds: [Problem] = [
    Problem(
      name: "steps as a list",
      spec: """
        flow: A
        start: x
        steps:
          1️⃣- x
        """,
      message: "expected a mapping for 'steps' (step id -> step), found a list"),
    Problem(
      name: "a step as a scalar",
      spec: """
        flow: A
        start: x
        steps:
          x: 1️⃣screen
        """,
      message: "expected a mapping for step 'x', found a scalar"),
    Problem(
      name: "on as a list",
      spec: """
        flow: A
        start: x
        steps:
          x:
            screen: X
            on: 1️⃣[a, b]
        """,
      message: "expected a mapping for 'on' of step 'x' (case -> target), found a list"),
    Problem(
      name: "external as a mapping",
      spec: """
        flow: A
        start: x
        external: 1️⃣{ Session: Kit }
        steps:
          x: { screen: X, next: finish }
        """,
      message: "'external' must be a list of type names, not a mapping"),
    Problem(
      name: "cases as a scalar",
      spec: """
        flow: A
        start: gate
        steps:
          x: { screen: X, next: finish }
        decisions:
          gate:
            cases: 1️⃣ok
            on: { ok: x }
        """,
      message:
        "'cases' of decision 'gate' must be a list of case names or map each case to its payload type, not a scalar"
    ),
    Problem(
      name: "enum as a scalar",
      spec: """
        flow: A
        start: x
        types:
          Choice:
            enum: 1️⃣yes
        steps:
          x: { screen: X, output: Choice, next: finish }
        """,
      message:
        "'enum' of 'Choice' must list its cases ([a, b]) or map them to payload types, not a scalar"
    ),
    Problem(
      name: "the spec as a list",
      spec: """
        1️⃣- flow: A
        """,
      message: "expected a mapping for a flow spec, found a list"),
    Problem(
      name: "a type as a list",
      spec: """
        flow: A
        start: x
        types:
          Pair: 1️⃣[Int, Int]
        steps:
          x: { screen: X, next: finish }
        """,
      message: "expected a mapping for type 'Pair' (fields, or 'enum'), found a list"),
    Problem(
      name: "a step name as a list",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: 1️⃣[X], next: finish }
        """,
      message: "expected a scalar for a screen name, found a list"),
  ]

  @Test(arguments: wrongKinds) func wrongKindOfNode(_ problem: Problem) {
    let source = MarkedSource(problem.spec)
    expectMessages(source, [(problem.code, "1️⃣", problem.message)])
  }

  // MARK: Missing keys

  @Test func missingFlowStartAndSteps() {
    let source = MarkedSource(
      """
      1️⃣description: Nothing else.
      """)
    expectMessages(
      source,
      [
        (.schema, "1️⃣", "a flow spec needs the key 'flow'"),
        (.schema, "1️⃣", "a flow spec needs the key 'start'"),
        (.schema, "1️⃣", "a flow spec needs the key 'steps'"),
      ])
  }

  static let missingKeys: [Problem] = [
    Problem(
      name: "flow",
      spec: """
        1️⃣start: x
        steps:
          x: { screen: X, next: finish }
        """,
      message: "a flow spec needs the key 'flow'"),
    Problem(
      name: "start",
      spec: """
        1️⃣flow: A
        steps:
          x: { screen: X, next: finish }
        """,
      message: "a flow spec needs the key 'start'"),
    Problem(
      name: "steps",
      spec: """
        1️⃣flow: A
        start: x
        """,
      message: "a flow spec needs the key 'steps'"),
    Problem(
      name: "a decision's cases",
      spec: """
        flow: A
        start: gate
        steps:
          x: { screen: X, next: finish }
        decisions:
          1️⃣gate: { on: { ok: x } }
        """,
      message: "decision 'gate' needs the key 'cases'"),
    Problem(
      name: "a decision's on",
      spec: """
        flow: A
        start: gate
        steps:
          x: { screen: X, next: finish }
        decisions:
          1️⃣gate: { cases: [ok] }
        """,
      message: "decision 'gate' needs the key 'on'"),
  ]

  @Test(arguments: missingKeys) func missingKey(_ problem: Problem) {
    expectMessages(MarkedSource(problem.spec), [(problem.code, "1️⃣", problem.message)])
  }

  // MARK: Step kinds

  @Test func stepWithNoneOfScreenActionFlow() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        1️⃣x:
          next: finish
      """)
    expectMessages(
      source, [(.schema, "1️⃣", "step 'x' needs one of 'screen', 'action', 'flow' or 'tabs'")])
  }

  @Test func stepWithTwoKinds() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          1️⃣action: Load
          next: finish
      """)
    expectMessages(
      source, [(.schema, "1️⃣", "step 'x' has 'screen' and 'action'; a step is exactly one of them")])
  }

  @Test func failureOnAScreen() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          next: finish
          1️⃣failure: cancel
      """)
    expectMessages(
      source,
      [
        (
          .schema, "1️⃣",
          "only actions can fail; step 'x' is a screen and cannot have 'failure'"
        )
      ])
  }

  @Test func backNoneOnAScreen() throws {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, next: finish, back: 1️⃣none }
      """)
    let result = SpecDecoder.decode(YAMLFile(reading: source.source))
    let step = try #require(result.spec?.steps.first)
    #expect(step.back == nil)
    #expect(step.backDisabled == source.location("1️⃣"))
  }

  @Test func backNoneOnAnAction() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { action: X, next: finish, failure: cancel, back: 1️⃣none }
      """)
    expectMessages(
      source,
      [
        (
          .schema, "1️⃣",
          "only screens can refuse going back; step 'x' is not a screen and cannot have 'back: none'"
        )
      ])
  }

  @Test func noneIsNoStepID() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, next: finish }
        1️⃣none: { screen: Y, next: finish }
      """)
    expectMessages(
      source,
      [
        (
          .invalidIdentifier, "1️⃣",
          "'none' is reserved (cancel, finish, inline, none, payload) and cannot be a step id"
        )
      ])
  }

  @Test func failureOnAFlowStep() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { flow: Child, next: finish, 1️⃣failure: cancel }
      """)
    expectMessages(
      source,
      [(.schema, "1️⃣", "only actions can fail; step 'x' is a flow and cannot have 'failure'")])
  }

  @Test func badPresentSuggestsModal() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          present: 1️⃣modl
          next: finish
      """)
    expectMessages(
      source,
      [
        (
          .schema, "1️⃣",
          "'present' must be 'push', 'modal', 'root' or 'alert', not 'modl'; did you mean 'modal'?"
        )
      ])
  }

  @Test func badPresentWithoutSuggestion() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, present: 1️⃣sheet, next: finish }
      """)
    expectMessages(
      source, [(.schema, "1️⃣", "'present' must be 'push', 'modal', 'root' or 'alert', not 'sheet'")])
  }

  @Test func emptySteps() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps: 1️⃣{}
      """)
    expectMessages(source, [(.schema, "1️⃣", "'steps' must list at least one step")])
  }

  @Test func emptyDecisionCases() {
    let source = MarkedSource(
      """
      flow: A
      start: gate
      steps:
        x: { screen: X, next: finish }
      decisions:
        gate: { cases: 1️⃣[], on: { ok: x } }
      """)
    expectMessages(source, [(.schema, "1️⃣", "decision 'gate' needs at least one case")])
  }

  /// A decision whose only case is an invalid name has a case as written: the
  /// invalid name is the one problem, not a missing case as well.
  @Test func invalidOnlyDecisionCaseIsNotAlsoAMissingCase() {
    let source = MarkedSource(
      """
      flow: A
      start: gate
      steps:
        x: { screen: X, next: finish }
      decisions:
        gate: { cases: [1️⃣self], on: { self: x } }
      """)
    expectMessages(
      source,
      [
        (
          .invalidIdentifier, "1️⃣",
          "invalid decision case: 'self' cannot be a name, not even in backticks: "
            + "'x.self' is the value 'x' itself, so nothing called 'self' could be named after a dot"
        )
      ])
  }

  @Test func enumBesideOtherKeys() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      types:
        Choice:
          enum: [yes, no]
          1️⃣label: String
      steps:
        x: { screen: X, output: Choice, on: { yes: finish, no: cancel } }
      """)
    expectMessages(
      source, [(.schema, "1️⃣", "enum 'Choice' takes only the key 'enum', not 'label'")])
  }

  // MARK: Identifiers

  static let invalidIdentifiers: [Problem] = [
    Problem(
      name: "lowercase flow name",
      spec: """
        flow: 1️⃣login
        start: x
        steps:
          x: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message: "invalid flow name: 'login' must start with an uppercase letter (UpperCamelCase)"),
    Problem(
      name: "UpperCamel step id",
      spec: """
        flow: A
        start: Form
        steps:
          1️⃣Form: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message: "invalid step id: 'Form' must start with a lowercase letter (lowerCamelCase)"),
    Problem(
      name: "digits first",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, next: finish }
          1️⃣2fa: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid step id: '2fa' is not a Swift identifier "
        + "(use ASCII letters and digits, starting with a letter)"),
    Problem(
      name: "leading underscore",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, next: finish }
          1️⃣_hidden: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid step id: '_hidden' is not a Swift identifier "
        + "(use ASCII letters and digits, starting with a letter)"),
    Problem(
      name: "non-ASCII step id",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, next: finish }
          1️⃣schön: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid step id: 'schön' is not a Swift identifier "
        + "(use ASCII letters and digits, starting with a letter)"),
    Problem(
      name: "non-ASCII screen name after non-ASCII text",
      spec: """
        flow: A
        start: x
        steps:
          x: { description: 日本語, screen: 1️⃣Schön, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid screen name: 'Schön' is not a Swift identifier "
        + "(use ASCII letters and digits, starting with a letter)"),
    Problem(
      name: "keyword field Self",
      spec: """
        flow: A
        start: x
        types:
          Item: { 1️⃣Self: Int }
        steps:
          x: { screen: X, output: Item, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid field name: 'Self' cannot be a name, not even in backticks: in a type, 'Self' is that type itself"
    ),
    Problem(
      name: "keyword decision case",
      spec: """
        flow: A
        start: gate
        steps:
          x: { screen: X, next: finish }
        decisions:
          gate: { cases: [ok, 1️⃣self], on: { ok: x, self: x } }
        """,
      code: .invalidIdentifier,
      message:
        "invalid decision case: 'self' cannot be a name, not even in backticks: 'x.self' is the value 'x' itself, so nothing called 'self' could be named after a dot"
    ),
    Problem(
      name: "keyword type name Type",
      spec: """
        flow: A
        start: x
        types:
          1️⃣Type: { name: String }
        steps:
          x: { screen: X, output: Type, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid type name: 'Type' cannot be a name, not even in backticks: 'T.Type' is the metatype of 'T'"
    ),
    Problem(
      name: "keyword type name Self",
      spec: """
        flow: A
        start: x
        types:
          1️⃣Self: { name: String }
        steps:
          x: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid type name: 'Self' cannot be a name, not even in backticks: in a type, 'Self' is that type itself"
    ),
    Problem(
      name: "keyword external type",
      spec: """
        flow: A
        start: x
        external: [Session, 1️⃣Protocol]
        steps:
          x: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid external type name: 'Protocol' cannot be a name, not even in backticks: 'P.Protocol' is the metatype of protocol 'P'"
    ),
    Problem(
      name: "lowercase type name",
      spec: """
        flow: A
        start: x
        types:
          1️⃣item: { name: String }
        steps:
          x: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message: "invalid type name: 'item' must start with an uppercase letter (UpperCamelCase)"),
    Problem(
      name: "uppercase field",
      spec: """
        flow: A
        start: x
        types:
          Item: { 1️⃣Name: String }
        steps:
          x: { screen: X, output: Item, next: finish }
        """,
      code: .invalidIdentifier,
      message: "invalid field name: 'Name' must start with a lowercase letter (lowerCamelCase)"),
    Problem(
      name: "lowercase action name",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: 1️⃣logIn, next: finish, failure: cancel }
        """,
      code: .invalidIdentifier,
      message: "invalid action name: 'logIn' must start with an uppercase letter (UpperCamelCase)"),
    Problem(
      name: "lowercase sub-flow name",
      spec: """
        flow: A
        start: x
        steps:
          x: { flow: 1️⃣login, next: finish }
        """,
      code: .invalidIdentifier,
      message: "invalid flow name: 'login' must start with an uppercase letter (UpperCamelCase)"),
    Problem(
      name: "lowercase module-qualified external type",
      spec: """
        flow: A
        start: x
        external: [1️⃣MyKit.session]
        steps:
          x: { screen: X, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid external type name: 'session' must start with an uppercase letter (UpperCamelCase)"
    ),
    Problem(
      name: "gathered field",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, gather: { 1️⃣Name: x }, next: finish }
        """,
      code: .invalidIdentifier,
      message:
        "invalid gathered field name: 'Name' must start with a lowercase letter (lowerCamelCase)"),
  ]

  @Test(arguments: invalidIdentifiers) func invalidIdentifier(_ problem: Problem) {
    expectMessages(MarkedSource(problem.spec), [(problem.code, "1️⃣", problem.message)])
  }

  static let reservedIDs: [Problem] = ["finish", "cancel", "payload", "inline"].flatMap { word in
    [
      Problem(
        name: "\(word) as a step id",
        spec: """
          flow: A
          start: x
          steps:
            x: { screen: X, next: finish }
            1️⃣\(word): { screen: X, next: x }
          """,
        code: .invalidIdentifier,
        message:
          "'\(word)' is reserved (cancel, finish, inline, none, payload) and cannot be a step id"),
      Problem(
        name: "\(word) as a decision id",
        spec: """
          flow: A
          start: x
          steps:
            x: { screen: X, next: finish }
          decisions:
            1️⃣\(word): { cases: [a], on: { a: x } }
          """,
        code: .invalidIdentifier,
        message:
          "'\(word)' is reserved (cancel, finish, inline, none, payload) and cannot be a decision id"
      ),
    ]
  }

  @Test(arguments: reservedIDs) func reservedWordAsID(_ problem: Problem) {
    expectMessages(MarkedSource(problem.spec), [(problem.code, "1️⃣", problem.message)])
  }

  // MARK: Actions that cannot fail, inline failures, alerts

  static let actionEffectProblems: [Problem] = [
    Problem(
      name: "throws on a screen",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, next: finish, 1️⃣throws: false }
        """,
      message: "'throws' applies only to actions; step 'x' is a screen"),
    Problem(
      name: "async on a sub-flow",
      spec: """
        flow: A
        start: x
        steps:
          x: { flow: B, next: finish, 1️⃣async: false }
        """,
      message: "'async' applies only to actions; step 'x' is a flow"),
    Problem(
      name: "throws not a flag",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: X, next: finish, throws: 1️⃣no }
        """,
      message: "'throws' of step 'x' must be 'true' or 'false', not 'no'"),
    Problem(
      name: "failure on an action that cannot fail",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: X, next: finish, throws: false, 1️⃣failure: cancel }
        """,
      message:
        "step 'x' cannot fail ('throws: false') and cannot have 'failure'; remove one of them"),
    Problem(
      name: "an action that neither fails nor completes",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: X, output: 1️⃣Never, throws: false }
        """,
      message:
        "step 'x' cannot fail ('throws: false') and never completes ('output: Never'): "
        + "the flow would stop there"),
    Problem(
      name: "error on a screen",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, next: finish, 1️⃣error: E }
        """,
      message: "'error' applies only to actions; step 'x' is a screen"),
    Problem(
      name: "error on an action that cannot fail",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: X, next: finish, throws: false, 1️⃣error: E }
        """,
      message: "step 'x' cannot fail ('throws: false') and throws no 'error'; remove one of them"),
    Problem(
      name: "an action's error that is no type to throw",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: X, next: finish, failure: cancel, error: 1️⃣"[E]" }
        """,
      message:
        "'error' of step 'x' must name an error type (such as 'AppError', or 'Error' for any "
        + "error), not '[E]'"),
    Problem(
      name: "a flow's error that is Void",
      spec: """
        flow: A
        start: x
        error: 1️⃣Void
        steps:
          x: { action: X, next: finish, failure: cancel }
        """,
      message:
        "'error' must name an error type (such as 'AppError', or 'Error' for any error), "
        + "not 'Void'"),
    Problem(
      name: "inline as a next target",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, next: 1️⃣inline }
        """,
      message:
        "'inline' is a target of 'failure' only (the action reports its failure to the screen "
        + "shown before it), not of 'next' of step 'x'"),
    Problem(
      name: "an action as an alert",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: X, next: finish, failure: cancel, present: 1️⃣alert }
        """,
      message: "only screens are shown as alerts; step 'x' is an action"),
  ]

  @Test(arguments: actionEffectProblems) func actionEffectProblem(_ problem: Problem) {
    expectMessages(MarkedSource(problem.spec), [(problem.code, "1️⃣", problem.message)])
  }

  @Test func actionEffectsAndInlineFailureAreDecoded() throws {
    let result = SpecDecoder.decode(
      YAMLFile(
        reading: MarkedSource(
          """
          flow: A
          start: form
          steps:
            form: { screen: Form, next: save }
            save: { action: Save, throws: false, async: false, next: send }
            send: { action: Send, throws: true, failure: inline, next: done }
            done: { screen: Done, present: alert, next: finish }
          """
        ).source))
    let spec = try #require(result.spec, "\(result.diagnostics.map(\.message))")
    let save = spec.steps[1]
    let send = spec.steps[2]
    #expect(save.throwsErrors?.value == false && save.isAsync?.value == false)
    #expect(!save.canFail && !save.runsAsync)
    #expect(send.canFail && send.runsAsync && send.failure == nil)
    #expect(send.inlineFailure?.line == 6)
    #expect(spec.steps[3].present?.value == .alert)
    #expect(!spec.steps[0].canFail)
  }

  @Test func errorTypesAreDecodedAndAnActionsOwnWins() throws {
    let result = SpecDecoder.decode(
      YAMLFile(
        reading: MarkedSource(
          """
          flow: A
          start: send
          error: AppError
          steps:
            send: { action: Send, failure: cancel, next: again }
            again: { action: Again, failure: cancel, error: Error, next: store }
            store: { action: Store, throws: false, next: finish }
          """
        ).source))
    let spec = try #require(result.spec, "\(result.diagnostics.map(\.message))")
    #expect(spec.errorType?.value == .named("AppError"))
    #expect(spec.failureType(of: spec.steps[0]) == .named("AppError"))
    #expect(spec.steps[1].errorType?.value == .error)
    #expect(spec.failureType(of: spec.steps[1]) == .error)
    #expect(spec.failureType(of: spec.steps[2]) == nil)
  }

  // MARK: Type expressions

  static let badTypes: [Problem] = [
    ("\"[String\"", "[String", "expected ']'"),
    ("Optional<>", "Optional<>", "expected a type"),
    ("Int!", "Int!", "implicitly unwrapped optionals are not allowed; write '?'"),
    ("String?!", "String?!", "implicitly unwrapped optionals are not allowed; write '?'"),
    (
      "Set<Int>", "Set<Int>",
      "generic type 'Set' is not supported; declare it under 'external'"
    ),
    ("\"[String: ]\"", "[String: ]", "expected a type"),
    ("\"Array<Int, Int>\"", "Array<Int, Int>", "'Array' takes one type argument"),
    ("Dictionary<String>", "Dictionary<String>", "'Dictionary' takes two type arguments"),
    ("\"Int String\"", "Int String", "unexpected 'S' after the type"),
    ("\"\"", "", "expected a type"),
    ("Foundation.", "Foundation.", "expected a type"),
    ("Straße", "Straße", "unexpected 'ß' after the type"),
  ].map { written, text, problem in
    Problem(
      name: text,
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, input: 1️⃣\(written), next: finish }
        """,
      message: "invalid type '\(text)' for 'input' of step 'x': \(problem)")
  }

  @Test(arguments: badTypes) func unparsableTypeExpression(_ problem: Problem) {
    expectMessages(MarkedSource(problem.spec), [(problem.code, "1️⃣", problem.message)])
  }

  @Test func badTypesInEveryPlaceNameThePlace() {
    let source = MarkedSource(
      """
      flow: A
      input: 1️⃣Int!
      output: 2️⃣Set<Int>
      start: x
      types:
        Item: { count: 3️⃣Int! }
        Choice: { enum: { own: 4️⃣Int! } }
      steps:
        x: { screen: X, output: 5️⃣Int!, next: gate }
      decisions:
        gate: { input: 6️⃣Int!, cases: [a], on: { a: finish } }
      """)
    let iuo = "implicitly unwrapped optionals are not allowed; write '?'"
    expectMessages(
      source,
      [
        (.schema, "1️⃣", "invalid type 'Int!' for 'input': \(iuo)"),
        (
          .schema, "2️⃣",
          "invalid type 'Set<Int>' for 'output': "
            + "generic type 'Set' is not supported; declare it under 'external'"
        ),
        (.schema, "3️⃣", "invalid type 'Int!' for field 'count': \(iuo)"),
        (.schema, "4️⃣", "invalid type 'Int!' for case 'own': \(iuo)"),
        (.schema, "5️⃣", "invalid type 'Int!' for 'output' of step 'x': \(iuo)"),
        (.schema, "6️⃣", "invalid type 'Int!' for 'input' of decision 'gate': \(iuo)"),
      ])
  }

  /// The format promises that tuples, function types and `some`/`any` types are
  /// rejected with "a `schema` error that says why" (spec-format.md, section 4).
  @Test(arguments: [
    ("(Int, String)", "tuple"),
    ("() -> Void", "function"),
    ("some View", "some"),
    ("any Error", "any"),
  ])
  func unsupportedTypeKindsSayWhy(_ written: String, _ why: String) {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, input: 1️⃣"\(written)", next: finish }
      """)
    let diagnostics = diagnose(source)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.code == .schema)
    #expect(diagnostics.first?.location == source.location("1️⃣"))
    let message = diagnostics.first?.message ?? ""
    // The problem text after "invalid type '...' for 'input' of step 'x': ".
    let problem = message.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? ""
    #expect(problem.contains(why), "\(message)")
  }

  // MARK: Null values

  @Test func nullNext() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          next:1️⃣
      """)
    expectMessages(source, [(.schema, "1️⃣", "'next' of step 'x' needs a value")])
  }

  static let nullValues: [Problem] = [
    Problem(
      name: "flow: ~",
      spec: """
        flow: 1️⃣~
        start: x
        steps:
          x: { screen: X, next: finish }
        """,
      message: "a flow name needs a value"),
    Problem(
      name: "start: null",
      spec: """
        flow: A
        start: 1️⃣null
        steps:
          x: { screen: X, next: finish }
        """,
      message: "'start' needs a value"),
    Problem(
      name: "screen: NULL",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: 1️⃣NULL, next: finish }
        """,
      message: "a screen name needs a value"),
    Problem(
      name: "failure: Null",
      spec: """
        flow: A
        start: x
        steps:
          x: { action: Load, next: finish, failure: 1️⃣Null }
        """,
      message: "'failure' of step 'x' needs a value"),
    Problem(
      name: "on case with no target",
      spec: """
        flow: A
        start: x
        types:
          Choice: { enum: [a] }
        steps:
          x: { screen: X, output: Choice, on: { a: 1️⃣~ } }
        """,
      message: "case 'a' of step 'x' needs a value"),
    Problem(
      name: "field without a type",
      spec: """
        flow: A
        start: x
        types:
          Item: { name: 1️⃣~ }
        steps:
          x: { screen: X, output: Item, next: finish }
        """,
      message: "field 'name' needs a value"),
    Problem(
      name: "link without a target",
      spec: """
        flow: A
        start: x
        steps:
          x: { screen: X, next: finish }
        links:
          "myapp://x": 1️⃣~
        """,
      message: "a link target needs a value"),
  ]

  @Test(arguments: nullValues) func nullWhereAValueIsNeeded(_ problem: Problem) {
    expectMessages(MarkedSource(problem.spec), [(problem.code, "1️⃣", problem.message)])
  }

  @Test func quotedNullIsText() throws {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, next: "null" }
      """)
    let loaded = SpecDecoder.decode(YAMLFile(reading: source.source))
    #expect(loaded.diagnostics.isEmpty)
    let spec = try #require(loaded.spec)
    #expect(spec.steps.first?.next?.value == .node("null"))
  }

  // MARK: YAML-level problems reported as schema errors

  @Test func duplicateKeyHasANoteAtTheFirst() throws {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          1️⃣next: finish
          2️⃣next: cancel
      """)
    expectMessages(source, [(.schema, "2️⃣", "duplicate key 'next'")])
    let diagnostic = try #require(diagnose(source).first)
    #expect(
      diagnostic.notes == [Diagnostic.Note("'next' first appears here", at: source.location("1️⃣"))])
  }

  @Test func duplicateKeyInAFlowMapping() throws {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps: { x: { screen: X, 1️⃣next: finish, 2️⃣next: cancel } }
      """)
    expectMessages(source, [(.schema, "2️⃣", "duplicate key 'next'")])
    let diagnostic = try #require(diagnose(source).first)
    #expect(diagnostic.notes.map(\.location) == [source.location("1️⃣")])
  }

  @Test(arguments: [
    "1️⃣",
    "1️⃣\n\n",
    "1️⃣# Login: credentials form.\n# (not written yet)\n",
    "1️⃣---\n",
    "1️⃣--- # nothing yet\n...\n",
  ])
  func emptyFile(_ text: String) {
    expectMessages(
      MarkedSource(text),
      [
        (
          .schema, "1️⃣",
          "the file is empty; a flow spec needs at least 'flow', 'start' and 'steps'"
        )
      ])
  }

  // MARK: Several problems

  @Test func everyProblemOfAFileIsReportedInOrder() {
    let source = MarkedSource(
      """
      flow: Login
      2️⃣strat: form
      types:
        3️⃣choice: { enum: [a] }
        Choice: { enum: [a], 4️⃣label: String }
      external: 5️⃣Session
      steps:
        form:
          screen: LoginForm
          input: 6️⃣"[String"
          7️⃣nxt: submit
          present: 8️⃣modl
        9️⃣Submit: { action: LogIn, next: finish }
        help: { screen: Help, 0️⃣action: Load }
      """)
    expectMessages(
      source,
      [
        (
          .schema, "2️⃣",
          "unknown key 'strat' in the top level of a flow spec; did you mean 'start'?"
        ),
        (
          .invalidIdentifier, "3️⃣",
          "invalid type name: 'choice' must start with an uppercase letter (UpperCamelCase)"
        ),
        (.schema, "4️⃣", "enum 'Choice' takes only the key 'enum', not 'label'"),
        (.schema, "5️⃣", "'external' must be a list of type names, not a scalar"),
        (.schema, "6️⃣", "invalid type '[String' for 'input' of step 'form': expected ']'"),
        (.schema, "7️⃣", "unknown key 'nxt' in step 'form'; did you mean 'next'?"),
        (
          .schema, "8️⃣",
          "'present' must be 'push', 'modal', 'root' or 'alert', not 'modl'; did you mean 'modal'?"
        ),
        (
          .invalidIdentifier, "9️⃣",
          "invalid step id: 'Submit' must start with a lowercase letter (lowerCamelCase)"
        ),
        (.schema, "0️⃣", "step 'help' has 'screen' and 'action'; a step is exactly one of them"),
      ])
  }

  /// Two independent problems of one step: the screen's name, and `failure` on a screen.
  @Test func failureOnAScreenWithAnInvalidName() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: 1️⃣loginForm, next: finish, 2️⃣failure: cancel }
      """)
    expectMessages(
      source,
      [
        (
          .invalidIdentifier, "1️⃣",
          "invalid screen name: 'loginForm' must start with an uppercase letter (UpperCamelCase)"
        ),
        (
          .schema, "2️⃣",
          "only actions can fail; step 'x' is a screen and cannot have 'failure'"
        ),
      ])
  }

  @Test func aFileWithErrorsDecodesToNoSpec() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, nxt: finish }
      """)
    let loaded = SpecDecoder.decode(YAMLFile(reading: source.source))
    #expect(loaded.spec == nil)
    #expect(loaded.diagnostics.map(\.code) == [.schema])
  }
}

// MARK: - Successful decoding

extension SpecDecoderTests {
  /// A spec in the style of the format reference: every kind of step and target,
  /// `on`, a decision whose cases are YAML 1.1 booleans, `gather` with `payload`,
  /// `present` and deep links.
  static let sell = MarkedSource(
    """
    # Sell: a listing form, a photo, a review and the publish request.
    flow: 1️⃣Sell
    description: Lists an item for sale.
    input: ()
    output: Listing
    start: 2️⃣signedIn

    types:
      Basics:
        title: String
        price: Int
        tags: "[String]"
      NewListing:
        basics: Basics
        photo: Image
      PhotoChoice:
        enum:
          own: Image
          sample: null
          3️⃣skip:

    external: [Listing, Image]

    steps:
      4️⃣basics:
        screen: BasicsForm
        output: Basics
        next: photoChoice
        back: cancel

      photoChoice:
        screen: PhotoChoiceScreen
        output: PhotoChoice
        5️⃣on: { own: review, sample: samplePhoto, skip: samplePhoto }

      samplePhoto:
        screen: SamplePhotoPicker
        present: 6️⃣modal
        output: Image
        next: review

      review:
        screen: ListingReview
        input: NewListing
        7️⃣gather: { basics: basics, photo: payload }
        output: NewListing
        next: publish

      publish:
        action: Publish
        input: NewListing
        output: Listing
        next: 8️⃣finish
        failure: publishFailed

      publishFailed:
        screen: PublishFailed
        input: Error
        present: modal
        next: cancel

      help:
        flow: Help
        present: root
        next: basics

      showListing:
        action: LoadListing
        input: Int
        output: Listing
        next: finish
        failure: cancel

    decisions:
      signedIn:
        description: App code checks for a session.
        cases: [yes, no]
        on: { yes: basics, 9️⃣no: help }

    links:
      0️⃣"myapp://sell": basics
      "myapp://listings/{id:Int}": showListing
    """, path: "Sell.flow.yaml")

  static let help = MarkedSource(
    """
    flow: Help
    start: page
    steps:
      page: { screen: HelpPage, output: Never, back: cancel }
    """, path: "Help.flow.yaml")

  @Test func formatStyleExampleDecodes() throws {
    let source = Self.sell
    let loaded = SpecDecoder.decode(YAMLFile(reading: source.source))
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    let spec = try #require(loaded.spec)

    #expect(spec.file == "Sell.flow.yaml")
    #expect(spec.name == Located("Sell", at: source.location("1️⃣")))
    #expect(spec.description?.value == "Lists an item for sale.")
    #expect(spec.input?.value == .void)
    #expect(spec.output?.value == .named("Listing"))
    #expect(spec.start == Located("signedIn", at: source.location("2️⃣")))
    #expect(spec.externalTypes.map(\.value) == ["Listing", "Image"])

    // Types: structs keep their fields in order, enums their cases.
    #expect(spec.types.map(\.name.value) == ["Basics", "NewListing", "PhotoChoice"])
    guard case .structure(let basicsFields) = spec.types[0].shape else {
      Issue.record("Basics should be a struct")
      return
    }
    #expect(basicsFields.map(\.name.value) == ["title", "price", "tags"])
    #expect(
      basicsFields.map(\.type.value) == [
        .named("String"), .named("Int"), .array(.named("String")),
      ])
    guard case .enumeration(let cases) = spec.types[2].shape else {
      Issue.record("PhotoChoice should be an enum")
      return
    }
    #expect(cases.map(\.name.value) == ["own", "sample", "skip"])
    #expect(cases.map { $0.payload?.value } == [.named("Image"), nil, nil])
    #expect(cases[2].name.location == source.location("3️⃣"))

    // Steps, in written order, with their kinds, names and targets.
    #expect(
      spec.steps.map(\.id.value) == [
        "basics", "photoChoice", "samplePhoto", "review", "publish", "publishFailed", "help",
        "showListing",
      ])
    #expect(
      spec.steps.map(\.kind) == [
        .screen, .screen, .screen, .screen, .action, .screen, .flow, .action,
      ])
    #expect(
      spec.steps.map(\.name.value) == [
        "BasicsForm", "PhotoChoiceScreen", "SamplePhotoPicker", "ListingReview", "Publish",
        "PublishFailed", "Help", "LoadListing",
      ])
    #expect(spec.steps[0].id.location == source.location("4️⃣"))
    #expect(
      spec.steps.map { $0.next?.value } == [
        .node("photoChoice"), nil, .node("review"), .node("publish"), .finish, .cancel,
        .node("basics"), .finish,
      ])
    #expect(spec.steps.map { $0.back?.value } == [.cancel, nil, nil, nil, nil, nil, nil, nil])
    #expect(
      spec.steps.map { $0.failure?.value } == [
        nil, nil, nil, nil, .node("publishFailed"), nil, nil, .cancel,
      ])
    #expect(
      spec.steps.map { $0.present?.value } == [nil, nil, .modal, nil, nil, .modal, .root, nil])
    #expect(spec.steps[2].present?.location == source.location("6️⃣"))
    #expect(spec.steps[4].next?.location == source.location("8️⃣"))
    #expect(spec.steps[5].input?.value == .error)

    let photoChoice = spec.steps[1]
    #expect(photoChoice.on.map(\.caseName.value) == ["own", "sample", "skip"])
    #expect(
      photoChoice.on.map(\.target.value) == [
        .node("review"), .node("samplePhoto"), .node("samplePhoto"),
      ])
    #expect(photoChoice.onLocation == source.location("5️⃣"))
    #expect(spec.steps.filter { $0.onLocation != nil }.map(\.id.value) == ["photoChoice"])

    let review = spec.steps[3]
    let gather = try #require(review.gather)
    #expect(gather.map(\.field.value) == ["basics", "photo"])
    #expect(gather.map(\.source.value) == [.step("basics"), .payload])
    #expect(review.gatherLocation == source.location("7️⃣"))
    #expect(spec.steps.filter { $0.gather != nil }.map(\.id.value) == ["review"])

    // The decision: `yes` and `no` stay words.
    #expect(spec.decisions.map(\.id.value) == ["signedIn"])
    let decision = spec.decisions[0]
    #expect(decision.input == nil)
    #expect(decision.description?.value == "App code checks for a session.")
    #expect(decision.cases.map(\.value) == ["yes", "no"])
    #expect(decision.on.map(\.caseName.value) == ["yes", "no"])
    #expect(decision.on.map(\.target.value) == [.node("basics"), .node("help")])
    #expect(decision.on[1].caseName.location == source.location("9️⃣"))

    // Links keep their patterns as written.
    #expect(spec.links.map(\.pattern.value) == ["myapp://sell", "myapp://listings/{id:Int}"])
    #expect(spec.links.map(\.target.value) == ["basics", "showListing"])
    #expect(spec.links[0].pattern.location == source.location("0️⃣"))
  }

  @Test func formatStyleExamplePassesEveryCheck() {
    let diagnostics = diagnose(Self.sell, Self.help)
    #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.code.rawValue): \($0.message)" })")
  }

  @Test func enumCaseNullSpellingsAreCasesWithoutPayload() throws {
    let source = MarkedSource(
      """
      flow: A
      start: x
      types:
        Choice:
          enum:
            a: null
            b: ~
            c:
            d: NULL
            e: "Null"
      external: ["Null"]
      steps:
        x: { screen: X, output: Choice, next: finish }
      """)
    let spec = try #require(SpecDecoder.decode(YAMLFile(reading: source.source)).spec)
    guard case .enumeration(let cases) = spec.types.first?.shape else {
      Issue.record("Choice should be an enum")
      return
    }
    #expect(cases.map { $0.payload?.value } == [nil, nil, nil, nil, .named("Null")])
  }

  @Test func targetsAreFinishCancelOrAnID() {
    #expect(Target("finish") == .finish)
    #expect(Target("cancel") == .cancel)
    #expect(Target("payload") == .node("payload"))
    #expect(Target("Finish") == .node("Finish"))
    #expect(Target.finish.description == "finish")
    #expect(Target.node("form").description == "form")
  }
}

// MARK: - Type expressions

extension SpecDecoderTests {
  @Suite struct TypeExpressions {
    @Test(arguments: [
      ("Optional<String>", "String?"),
      ("Array<Int>", "[Int]"),
      ("Dictionary<String, Int>", "[String:Int]"),
      ("Dictionary<String,Int>", "[ String : Int ]"),
      ("()", "Void"),
      ("( )", "Void"),
      ("Optional<[String: Date]>", "[String: Date]?"),
      ("Array<Optional<URL>>", "[URL?]"),
      ("Optional<Optional<Int>>", "Int??"),
      ("[String: [Int]]", "Dictionary<String, Array<Int>>"),
      ("  String  ", "String"),
      ("Foundation.URL", "Foundation.URL"),
    ])
    func equalSpellings(_ a: String, _ b: String) throws {
      #expect(try TypeExpression(parsing: a) == TypeExpression(parsing: b))
    }

    @Test(arguments: [
      ("Optional<String>", "String?"),
      ("Array<Int>", "[Int]"),
      ("Dictionary<String,Int>", "[String: Int]"),
      ("()", "Void"),
      ("Optional<[String: Array<Date>]>", "[String: [Date]]?"),
      ("Dictionary< String , [Int] >", "[String: [Int]]"),
    ])
    func normalSpelling(_ written: String, _ normal: String) throws {
      #expect(try TypeExpression(parsing: written).description == normal)
    }

    @Test func differentTypesAreNotEqual() throws {
      #expect(try TypeExpression(parsing: "String?") != TypeExpression(parsing: "String"))
      #expect(try TypeExpression(parsing: "[Int]") != TypeExpression(parsing: "[Int]?"))
      #expect(try TypeExpression(parsing: "string") != TypeExpression(parsing: "String"))
      #expect(
        try TypeExpression(parsing: "[String: Int]") != TypeExpression(parsing: "[Int: String]"))
    }

    @Test func structure() throws {
      #expect(
        try TypeExpression(parsing: "[String: [Int]]?")
          == .optional(.dictionary(key: .named("String"), value: .array(.named("Int")))))
      #expect(try TypeExpression(parsing: "[String: [Int]]?").names == ["String", "Int"])
    }

    @Test(arguments: [
      ("[String", "expected ']'", 7),
      ("Optional<>", "expected a type", 9),
      ("Int!", "implicitly unwrapped optionals are not allowed; write '?'", 3),
      ("Set<Int>", "generic type 'Set' is not supported; declare it under 'external'", 8),
      ("[String: ]", "expected a type", 9),
      ("", "expected a type", 0),
    ])
    func errors(_ text: String, _ problem: String, _ offset: Int) {
      #expect(throws: TypeExpressionError(problem: problem, offset: offset)) {
        try TypeExpression(parsing: text)
      }
    }
  }
}

/// Links written as a mapping (`to`, `back`, `gated`) and gates on decisions and sub-flows.
@Suite struct LinkOptionDecodingTests {
  @Test func aLinkMappingIsDecoded() throws {
    let source = MarkedSource(
      """
      flow: A
      start: gate
      steps:
        x: { screen: X, output: Never }
        login: { flow: Login, gate: true, next: x }
      decisions:
        gate: { gate: false, cases: [a, b], on: { a: x, b: login } }
      links:
        "a://x": { to: x, back: rebuild, gated: false }
        "a://y": x
      """)
    let loaded = SpecDecoder.decode(YAMLFile(reading: source.source))
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    let spec = try #require(loaded.spec)
    #expect(spec.links.map(\.target.value) == ["x", "x"])
    #expect(spec.links.map(\.backStack) == [.rebuild, .push])
    #expect(spec.links.map(\.isGated) == [false, true])
    #expect(spec.steps.first { $0.id.value == "login" }?.gate?.value == true)
    #expect(spec.decisions.first?.gate?.value == false)
  }

  @Test(arguments: [
    (
      "\"a://x\": { to: x, back: 1️⃣rebuilt }",
      "'back' of link 'a://x' must be 'push', 'replace' or 'rebuild', not 'rebuilt'; did you mean 'rebuild'?"
    ),
    ("\"a://x\": { to: x, 1️⃣gate: false }", "did you mean 'gated'?"),
    ("1️⃣\"a://x\": { back: push }", "link 'a://x' needs the key 'to'"),
    (
      "\"a://x\": { to: x, gated: 1️⃣no }",
      "'gated' of link 'a://x' must be 'true' or 'false', not 'no'"
    ),
  ])
  func misusedLinkKeysAreSchemaErrors(_ link: String, _ message: String) {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, output: Never }
      links:
        \(link)
      """)
    let diagnostics = SpecDecoder.decode(YAMLFile(reading: source.source)).diagnostics
    #expect(diagnostics.map(\.code) == [.schema], "\(diagnostics.map(\.message))")
    #expect(diagnostics.first?.location == source.location("1️⃣"))
    #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.map(\.message))")
  }

  @Test func aGateOnAScreenIsASchemaError() {
    let source = MarkedSource(
      """
      flow: A
      start: x
      steps:
        x: { screen: X, 1️⃣gate: true, output: Never }
      """)
    let diagnostics = SpecDecoder.decode(YAMLFile(reading: source.source)).diagnostics
    #expect(diagnostics.map(\.code) == [.schema])
    #expect(diagnostics.first?.location == source.location("1️⃣"))
    #expect(
      diagnostics.first?.message
        == "only decisions and 'flow:' steps can be gates; step 'x' is a screen")
  }

  @Test func routesAndGathersThatAliasesRepeatAreDecodedOnce() throws {
    let text = """
      flow: A
      start: a
      types:
        Pick: {enum: [x, y]}
        Both: {first: String, second: String}
      steps:
        a: &body {screen: S, output: Pick, on: &on {x: a, y: finish}}
        b: *body
        c: {screen: S, output: Pick, on: *on}
        g: {screen: G, input: Both, gather: &g {first: a, second: a}, next: h}
        h: {screen: G, input: Both, gather: *g, next: finish}
      """
    let decoded = SpecDecoder.decode(YAMLFile(reading: SourceFile(path: "a.flow.yaml", text: text)))
    let spec = try #require(decoded.spec)
    func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
      array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    // One array for every step that repeats the same `on` or `gather` text.
    let on = spec.steps.map { storage($0.on) }
    #expect(on[0] != nil && on[1] == on[0] && on[2] == on[0])
    #expect(spec.steps[2].on.map(\.caseName.value) == ["x", "y"])
    let gather = spec.steps[3...].map { storage($0.gather ?? []) }
    #expect(gather[0] != nil && gather[1] == gather[0])
  }
}
