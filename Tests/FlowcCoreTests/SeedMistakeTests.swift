import Foundation
import Testing

@testable import FlowcCore

/// The example specs of `specs/` with one realistic mistake seeded into one of
/// them: the whole run (every spec, since sub-flows refer to each other) must
/// report exactly that mistake, with the right code, at the right place.
///
/// Each mistake replaces a piece of text that occurs once in its spec; the
/// replacement carries a `1️⃣` marker where the diagnostic belongs.
@Suite struct SeedMistakeTests {
  @Test func unchangedSpecsCheckClean() {
    let result = FlowChecker().check(ExampleSpecs.sources())
    #expect(ExampleSpecs.files.count >= 8, "\(ExampleSpecs.files.map(\.name))")
    #expect(result.model?.flows.count == ExampleSpecs.files.count)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
  }

  @Test(arguments: SeedMistake.all)
  func mistakeIsReportedOnceAtItsPlace(_ mistake: SeedMistake) {
    if let issue = mistake.knownIssue {
      withKnownIssue(Comment(rawValue: issue)) { mistake.expectReported() }
    } else {
      mistake.expectReported()
    }
  }

  @Test func everySpecGetsAtLeastTwoMistakes() {
    for file in ExampleSpecs.files {
      let count = SeedMistake.all.count { $0.file == file.name }
      #expect(count >= 2, "only \(count) seeded mistakes in \(file.name)")
    }
    let unknown = Set(SeedMistake.all.map(\.file)).subtracting(ExampleSpecs.files.map(\.name))
    #expect(unknown.isEmpty, "mistakes for specs that do not exist: \(unknown.sorted())")
  }

  @Test func mistakesCoverTheGraphAndTypeCodes() {
    let required: Set<DiagnosticCode> = [
      .unknownTarget, .typeMismatch, .nonExhaustive, .missingFailure, .unreachableStep,
      .linkPattern, .gatherUnavailable, .flowCycle, .unknownFlow, .schema, .unknownType,
      .deadEnd,
    ]
    let covered = Set(SeedMistake.all.map(\.code))
    #expect(required.subtracting(covered).isEmpty, "\(required.subtracting(covered))")
  }
}

/// The spec files of `specs/`, read once.
enum ExampleSpecs {
  struct File: Sendable {
    /// The file name, such as `Login.flow.yaml`.
    var name: String
    var text: String
    /// The path diagnostics use: relative to the package root, as `flowc check` prints it.
    var path: String { "specs/\(name)" }
  }

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("specs")

  static let files: [File] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.hasSuffix(SpecFinder.fileSuffix) }.sorted() ?? []
    return names.map { name in
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
      return File(name: name, text: data.map { String(decoding: $0, as: UTF8.self) } ?? "")
    }
  }()

  /// Every spec as a source, with `replacement` standing in for the file of the same name.
  static func sources(replacing replacement: MarkedSource? = nil) -> [SourceFile] {
    files.map { file in
      if let replacement, replacement.path == file.path { return replacement.source }
      return SourceFile(path: file.path, text: file.text)
    }
  }
}

/// One mistake seeded into one spec.
struct SeedMistake: Sendable, CustomTestStringConvertible {
  /// The spec's file name.
  var file: String
  /// What the mistake is, in words: the test case's name.
  var summary: String
  /// Text that occurs exactly once in the spec...
  var original: String
  /// ...and what it becomes: contains `1️⃣` where the diagnostic belongs.
  var edited: String
  var code: DiagnosticCode
  /// Text the diagnostic's message must contain, if any.
  var message: String?
  /// Set when flowc is known to get this mistake wrong: what goes wrong.
  var knownIssue: String?
  var sourceLocation: Testing.SourceLocation

  init(
    _ file: String, _ summary: String, replacing original: String, with edited: String,
    reports code: DiagnosticCode, saying message: String? = nil, knownIssue: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    self.file = file
    self.summary = summary
    self.original = original
    self.edited = edited
    self.code = code
    self.message = message
    self.knownIssue = knownIssue
    self.sourceLocation = sourceLocation
  }

  var testDescription: String { "\(file): \(summary)" }

  /// Seeds the mistake, checks every spec, and expects exactly one diagnostic at the marker.
  func expectReported() {
    guard let spec = ExampleSpecs.files.first(where: { $0.name == file }) else {
      Issue.record("no spec \(file) in specs/", sourceLocation: sourceLocation)
      return
    }
    let occurrences = spec.text.components(separatedBy: original).count - 1
    guard occurrences == 1 else {
      Issue.record(
        "the text to edit occurs \(occurrences) times in \(file), not once: \(original)",
        sourceLocation: sourceLocation)
      return
    }
    let marked = MarkedSource(
      spec.text.replacingOccurrences(of: original, with: edited), path: spec.path)
    #expect(marked.text != spec.text, "the edit changes nothing", sourceLocation: sourceLocation)
    let expected = marked.location("1️⃣", sourceLocation: sourceLocation)

    let diagnostics = FlowChecker().check(ExampleSpecs.sources(replacing: marked)).diagnostics
    let actual = diagnostics.map { "\($0.code.rawValue) at \($0.location?.description ?? "-")" }
    #expect(
      actual == ["\(code.rawValue) at \(expected)"],
      "\(diagnostics.map { "\($0.code.rawValue): \($0.message)" })",
      sourceLocation: sourceLocation)
    if let message, diagnostics.count == 1 {
      #expect(
        diagnostics[0].message.contains(message), "\(diagnostics[0].message)",
        sourceLocation: sourceLocation)
    }
  }
}

extension SeedMistake {
  static let all: [SeedMistake] =
    appLaunch + authentication + login + main + questionnaire
    + registration + todo + userRegistration + onboarding + welcome + signIn + home + settings
    + library
    + tabs + help + workspaceLogin + social + socialApp

  static let social: [SeedMistake] = [
    SeedMistake(
      "Social.flow.yaml", "misspells how an account is shown again",
      replacing: "    again: push\n    output: AccountChoice",
      with: "    again: 1️⃣pusj\n    output: AccountChoice",
      reports: .schema, saying: "did you mean 'push'?"),
    SeedMistake(
      "Social.flow.yaml", "a follower opens a misspelt step",
      replacing: "    again: push\n    output: String\n    next: account",
      with: "    again: push\n    output: String\n    next: 1️⃣acount",
      reports: .unknownTarget, saying: "did you mean 'account'?"),
    SeedMistake(
      "Social.flow.yaml", "the post has no answer to a failure",
      replacing: """
          post:
            action: PostStatus
            description: Sends the post; the composer shows the spinner, then the error if it fails.
            input: String
            next: back            # the sheet closes over the screen it was opened from
            failure: inline
        """,
      with: """
          1️⃣post:
            action: PostStatus
            description: Sends the post; the composer shows the spinner, then the error if it fails.
            input: String
            next: back            # the sheet closes over the screen it was opened from
        """,
      reports: .missingFailure),
    SeedMistake(
      "Social.flow.yaml", "a reply opens a misspelt composer",
      replacing: "on: { author: account, reply: compose }",
      with: "on: { author: account, reply: 1️⃣compse }",
      reports: .unknownTarget, saying: "did you mean 'compose'?"),
  ]

  static let socialApp: [SeedMistake] = [
    SeedMistake(
      "SocialApp.flow.yaml", "a tab gives a timeline kind Social does not have",
      replacing: "local: { flow: Social, with: { kind: local } }",
      with: "local: { flow: Social, with: { kind: 1️⃣locale } }",
      reports: .unknownCase, saying: "did you mean 'local'?"),
    SeedMistake(
      "SocialApp.flow.yaml", "a tab leaves out the timeline kind",
      replacing: "federated: { flow: Social, with: { kind: federated } }",
      with: "1️⃣federated: { flow: Social }",
      reports: .flowParameter, saying: "'kind'"),
    SeedMistake(
      "SocialApp.flow.yaml", "a tab misspells the parameter's name",
      replacing: "home: { flow: Social, with: { kind: home } }",
      with: "home: { flow: Social, with: { 1️⃣knd: home } }",
      reports: .flowParameter, saying: "did you mean 'kind'?"),
    SeedMistake(
      "SocialApp.flow.yaml", "a link opens an account in a tab the container does not have",
      replacing: "main.home.account",
      with: "1️⃣main.hom.account",
      reports: .unknownTarget, saying: "did you mean 'home'?"),
  ]

  static let help: [SeedMistake] = [
    SeedMistake(
      "Help.flow.yaml", "the topics lead to a misspelt article",
      replacing: "    output: Int\n    next: article",
      with: "    output: Int\n    next: 1️⃣articel",
      reports: .unknownTarget, saying: "did you mean 'article'?"),
    SeedMistake(
      "Help.flow.yaml", "a back stack misspelt",
      replacing: "\"help://articles/{id:Int}\": { to: article, back: rebuild }",
      with: "\"help://articles/{id:Int}\": { to: article, back: 1️⃣rebuilds }",
      reports: .schema, saying: "did you mean 'rebuild'?"),
  ]

  static let library: [SeedMistake] = [
    SeedMistake(
      "Library.flow.yaml", "a link back stack misspelt",
      replacing: "{ to: account, back: rebuild }",
      with: "{ to: account, back: 1️⃣rebuilt }",
      reports: .schema, saying: "did you mean 'rebuild'?"),
    SeedMistake(
      "Library.flow.yaml", "rebuilding the screens under a book, which need the shelf's session",
      replacing: "  \"library://books/{id:Int}\": book",
      with: "  \"library://books/{id:Int}\": { to: book, back: 1️⃣rebuild, gated: false }",
      reports: .linkBackStack, saying: "'shelf' takes 'Session'"),
    SeedMistake(
      "Library.flow.yaml", "'gate' on a screen",
      replacing: "    screen: PinEntry\n",
      with: "    screen: PinEntry\n    1️⃣gate: true\n",
      reports: .schema, saying: "only decisions and 'flow:' steps can be gates"),
  ]

  static let tabs: [SeedMistake] = [
    SeedMistake(
      "Tabs.flow.yaml", "a tab runs a flow that is not in the run",
      replacing: "register: { flow: Registration, next: signedIn }",
      with: "register: { flow: 1️⃣Registraton, next: signedIn }",
      reports: .unknownFlow, saying: "did you mean 'Registration'?"),
    SeedMistake(
      "Tabs.flow.yaml", "the login tab has nowhere to go with its session",
      replacing: "login: { flow: Login, next: signedIn }",
      with: "1️⃣login: { flow: Login }",
      reports: .deadEnd, saying: "tab 'login' of step 'main'"),
    SeedMistake(
      "Tabs.flow.yaml", "a link into the help tab names a step its flow does not have",
      replacing: "main.help.article",
      with: "1️⃣main.help.artcle",
      reports: .unknownTarget, saying: "did you mean 'article'?"),
    SeedMistake(
      "Tabs.flow.yaml", "selected names no tab",
      replacing: "selected: login",
      with: "selected: 1️⃣logIn",
      reports: .schema, saying: "did you mean 'login'?"),
  ]

  static let signIn: [SeedMistake] = [
    SeedMistake(
      "SignIn.flow.yaml", "the step that cannot fail is given a failure too",
      replacing: "    throws: false\n    async: false\n    next: finish",
      with: "    throws: false\n    async: false\n    next: finish\n    1️⃣failure: form",
      reports: .schema, saying: "cannot fail ('throws: false')"),
    SeedMistake(
      "SignIn.flow.yaml", "'throws' misspelt",
      replacing: "    throws: false\n    async: false\n    next: finish",
      with: "    1️⃣throw: false\n    async: false\n    next: finish",
      reports: .schema, saying: "did you mean 'throws'?"),
    SeedMistake(
      "SignIn.flow.yaml", "an alert for an action",
      replacing: "    input: String\n    next: resetSent",
      with: "    input: String\n    present: 1️⃣alert\n    next: resetSent",
      reports: .schema, saying: "only screens are shown as alerts"),
  ]

  static let appLaunch: [SeedMistake] = [
    SeedMistake(
      "AppLaunch.flow.yaml", "sub-flow name misspelt",
      replacing: "flow: Authentication\n",
      with: "flow: 1️⃣Authentification\n",
      reports: .unknownFlow, saying: "did you mean 'Authentication'?"),
    SeedMistake(
      "AppLaunch.flow.yaml", "main screen no longer rests: 'output: Never' deleted",
      replacing: """
          home:
            screen: Home
            description: The app's main screen. It becomes the window's root and the flow rests here.
            present: root
            output: Never

        """,
      with: """
          1️⃣home:
            screen: Home
            description: The app's main screen. It becomes the window's root and the flow rests here.
            present: root

        """,
      reports: .deadEnd),
    SeedMistake(
      "AppLaunch.flow.yaml", "start decision takes a Session the flow does not have",
      replacing: "    input: Void\n    cases: [signedIn, signedOut]",
      with: "    input: 1️⃣Session\n    cases: [signedIn, signedOut]",
      reports: .typeMismatch, saying: "has no 'input' to start it with"),
  ]

  static let home: [SeedMistake] = [
    SeedMistake(
      "Home.flow.yaml", "event target misspelt",
      replacing: "    next: signedOutNotice\n  sessionExpired:",
      with: "    next: 1️⃣signedOutNotise\n  sessionExpired:",
      reports: .unknownTarget, saying: "did you mean 'signedOutNotice'?"),
    SeedMistake(
      "Home.flow.yaml", "a flow that never finishes goes to 'finish'",
      replacing: "    back: none\n    next: hub",
      with: "    back: none\n    next: 1️⃣finish",
      reports: .typeMismatch, saying: "never finishes (its output is Never)"),
    SeedMistake(
      "Home.flow.yaml", "a step of an event's 'at' misspelt",
      replacing: "at: [hub, feed,",
      with: "at: [1️⃣hb, feed,",
      reports: .unknownTarget, saying: "did you mean 'hub'?"),
  ]

  static let authentication: [SeedMistake] = [
    SeedMistake(
      "Authentication.flow.yaml", "flow output type misspelt",
      replacing: "output: Session\nstart: choice",
      with: "output: 1️⃣Sesion\nstart: choice",
      reports: .unknownType, saying: "did you mean 'Session'?"),
    SeedMistake(
      "Authentication.flow.yaml", "sub-flow step claims the wrong output type",
      replacing: "    present: modal\n    output: Session",
      with: "    present: modal\n    output: 1️⃣Credentials",
      reports: .typeMismatch, saying: "outputs Credentials, but it outputs Session"),
    SeedMistake(
      "Authentication.flow.yaml", "step key misspelt",
      replacing: "    present: modal\n",
      with: "    1️⃣presnt: modal\n",
      reports: .schema, saying: "did you mean 'present'?"),
  ]

  static let login: [SeedMistake] = [
    SeedMistake(
      "Login.flow.yaml", "next target with the wrong case",
      replacing: "next: logIn",
      with: "next: 1️⃣login",
      reports: .unknownTarget, saying: "did you mean 'logIn'?"),
    SeedMistake(
      "Login.flow.yaml", "error alert takes a String, but failure delivers an Error",
      replacing: "    input: Error\n    present: modal\n    next: credentials",
      with: "    input: 1️⃣String\n    present: modal\n    next: credentials",
      reports: .typeMismatch, saying: "delivers an Error"),
    SeedMistake(
      "Login.flow.yaml", "going back restarts Authentication, which runs Login",
      replacing: "    back: cancel\n",
      with: """
            back: authentication

          authentication:
            flow: 1️⃣Authentication
            description: Lets the user choose again between logging in and registering.
            output: Session
            next: finish

        """,
      reports: .flowCycle, saying: "Authentication -> Login -> Authentication"),
    SeedMistake(
      "Login.flow.yaml", "'next' misspelt as in the reference's text example",
      replacing: "    next: logIn\n",
      with: "    1️⃣nxt: logIn\n",
      reports: .schema, saying: "unknown key 'nxt' in step 'credentials'; did you mean 'next'?"),
    SeedMistake(
      "Login.flow.yaml", "required key 'start' misspelt",
      replacing: "start: credentials",
      with: "1️⃣strat: credentials",
      reports: .schema, saying: "did you mean 'start'?"),
  ]

  static let main: [SeedMistake] = [
    SeedMistake(
      "Main.flow.yaml", "link parameter type in lower case",
      replacing: "\"myapp://items/{id:Int}\"",
      with: "\"myapp://items/{id:1️⃣int}\"",
      reports: .linkPattern, saying: "did you mean 'Int'?"),
    SeedMistake(
      "Main.flow.yaml", "link parameter is a String, the detail takes an Int",
      replacing: "\"myapp://items/{id:Int}\"",
      with: "1️⃣\"myapp://items/{id:String}\"",
      reports: .typeMismatch),
    SeedMistake(
      "Main.flow.yaml", "sell link opens the gathering review screen",
      replacing: "\"myapp://sell\": listingBasics",
      with: "\"myapp://sell\": 1️⃣listingReview",
      reports: .linkPattern, saying: "gathers its input"),
    SeedMistake(
      "Main.flow.yaml", "publishing action without failure",
      replacing: """
          publishListing:
            action: PublishListing
            description: Publishes the listing and returns the new item's id; then the form closes back to the list.
            input: NewListing
            output: Int
            next: itemList
            failure: listingReview
        """,
      with: """
          1️⃣publishListing:
            action: PublishListing
            description: Publishes the listing and returns the new item's id; then the form closes back to the list.
            input: NewListing
            output: Int
            next: itemList
        """,
      reports: .missingFailure),
    SeedMistake(
      "Main.flow.yaml", "review forgets to gather the details",
      replacing: "gather: { basics: listingBasics, details: listingDetails }",
      with: "1️⃣gather: { basics: listingBasics }",
      reports: .gatherField),
  ]

  static let questionnaire: [SeedMistake] = [
    SeedMistake(
      "Questionnaire.flow.yaml", "decision gets a case its 'on' does not route",
      replacing: "    cases: [adult, child]\n    on:",
      with: "    cases: [adult, child, teenager]\n    1️⃣on:",
      reports: .nonExhaustive, saying: "'teenager'"),
    SeedMistake(
      "Questionnaire.flow.yaml", "decision target misspelt",
      replacing: "child: childQuestionnaire }",
      with: "child: 1️⃣childQuestionaire }",
      reports: .unknownTarget, saying: "did you mean 'childQuestionnaire'?"),
    SeedMistake(
      "Questionnaire.flow.yaml", "decision case misspelt in its 'on'",
      replacing: "{ adult: adultQuestionnaire, child:",
      with: "{ adult: adultQuestionnaire, 1️⃣chlid:",
      reports: .unknownCase, saying: "did you mean 'child'?"),
    SeedMistake(
      "Questionnaire.flow.yaml", "child questionnaire takes only the age",
      replacing: "    description: Simpler questions for children.\n    input: User",
      with: "    description: Simpler questions for children.\n    input: 1️⃣Int",
      reports: .typeMismatch, saying: "decision 'ageGate' delivers User"),
    SeedMistake(
      "Questionnaire.flow.yaml", "retrying the upload runs the questionnaire again",
      replacing: "    present: modal\n    next: finish\n",
      with: """
            present: modal
            next: retry

          retry:
            flow: 1️⃣Questionnaire
            description: Runs the questionnaire again from the start.
            next: finish

        """,
      reports: .flowCycle, saying: "runs itself"),
  ]

  static let registration: [SeedMistake] = [
    SeedMistake(
      "Registration.flow.yaml", "sign-up takes Login's credentials type (copy and paste)",
      replacing: "    input: Credentials\n",
      with: "    input: 1️⃣LoginCredentials\n",
      reports: .typeMismatch, saying: "delivers Credentials"),
    SeedMistake(
      "Registration.flow.yaml", "success screen forgets its 'next'",
      replacing: """
          success:
            screen: RegisterSuccess
            description: Confirms the account was created; its Start button passes the session on.
            input: Session
            output: Session
            next: finish
        """,
      with: """
          1️⃣success:
            screen: RegisterSuccess
            description: Confirms the account was created; its Start button passes the session on.
            input: Session
            output: Session
        """,
      reports: .deadEnd),
    SeedMistake(
      "Registration.flow.yaml", "'failure' misspelt",
      replacing: "    failure: signUpFailed\n",
      with: "    1️⃣falure: signUpFailed\n",
      reports: .schema, saying: "did you mean 'failure'?"),
    SeedMistake(
      "Registration.flow.yaml", "step kind key 'screen' misspelt",
      replacing: "    screen: RegisterForm",
      with: "    1️⃣sreen: RegisterForm",
      reports: .schema, saying: "did you mean 'screen'?"),
  ]

  static let settings: [SeedMistake] = [
    SeedMistake(
      "Settings.flow.yaml", "keyword case in the list's 'on' misspelt",
      replacing: "      default: restoreDefaults",
      with: "      1️⃣defaults: restoreDefaults",
      reports: .unknownCase, saying: "did you mean 'default'?"),
    SeedMistake(
      "Settings.flow.yaml", "loading the privacy settings without failure",
      replacing: """
          loadPrivacy:
            action: LoadPrivacy
            output: Privacy
            next: privacy
            failure: list
        """,
      with: """
          1️⃣loadPrivacy:
            action: LoadPrivacy
            output: Privacy
            next: privacy
        """,
      reports: .missingFailure),
    SeedMistake(
      "Settings.flow.yaml", "a visibility named 'self', which no backticks save",
      replacing: "enum: [public, private, friends]",
      with: "enum: [public, private, 1️⃣self]",
      reports: .invalidIdentifier, saying: "not even in backticks"),
  ]

  static let todo: [SeedMistake] = [
    SeedMistake(
      "Todo.flow.yaml", "sign-out case deleted from the list's 'on'",
      replacing: "    on: { create: createTodo, select: todoDetail, signOut: login }",
      with: "    1️⃣on: { create: createTodo, select: todoDetail }",
      reports: .nonExhaustive, saying: "'signOut'"),
    SeedMistake(
      "Todo.flow.yaml", "case name in the list's 'on' in the wrong case",
      replacing: "signOut: login }",
      with: "1️⃣signout: login }",
      reports: .unknownCase, saying: "did you mean 'signOut'?"),
    SeedMistake(
      "Todo.flow.yaml", "account creation without failure",
      replacing: """
          createAccount:
            action: CreateAccount
            description: Creates the user on the server and signs them in.
            input: NewUser
            next: todoList
            failure: createUser
        """,
      with: """
          1️⃣createAccount:
            action: CreateAccount
            description: Creates the user on the server and signs them in.
            input: NewUser
            next: todoList
        """,
      reports: .missingFailure),
    SeedMistake(
      "Todo.flow.yaml", "deep link target misspelt",
      replacing: ": loadTodo\n",
      with: ": 1️⃣loadToDo\n",
      reports: .unknownTarget, saying: "did you mean 'loadTodo'?"),
    SeedMistake(
      "Todo.flow.yaml", "deep link id becomes a UUID, the loader takes an Int",
      replacing: "\"todoapp://todos/{id:Int}\"",
      with: "1️⃣\"todoapp://todos/{id:UUID}\"",
      reports: .typeMismatch, saying: "delivers UUID ('id')"),
  ]

  static let userRegistration: [SeedMistake] = [
    SeedMistake(
      "UserRegistration.flow.yaml", "image gathered from the sample screen, skipped by 'own'",
      replacing: "profileImage: payload }",
      with: "profileImage: 1️⃣sampleImage }",
      reports: .gatherUnavailable, saying: "profileImage -> confirm"),
    SeedMistake(
      "UserRegistration.flow.yaml", "image type misspelt",
      replacing: "    output: Image\n",
      with: "    output: 1️⃣Imgae\n",
      reports: .unknownType, saying: "did you mean 'Image'?"),
    SeedMistake(
      "UserRegistration.flow.yaml", "a terms screen nothing leads to",
      replacing: "  confirm:\n",
      with: """
          1️⃣terms:
            screen: TermsOfService
            description: The terms of service, to accept before the account is created.
            next: account

          confirm:

        """,
      reports: .unreachableStep),
    SeedMistake(
      "UserRegistration.flow.yaml", "gather source 'payload' misspelt",
      replacing: "profileImage: payload }",
      with: "profileImage: 1️⃣paylaod }",
      reports: .unknownTarget, saying: "did you mean 'payload'?"),
  ]

  static let onboarding: [SeedMistake] = [
    SeedMistake(
      "Onboarding.flow.yaml", "ending misspelt",
      replacing: "skip: finish.skipped }",
      with: "skip: 1️⃣finish.skiped }",
      reports: .unknownTarget, saying: "did you mean 'finish.skipped'?"),
    SeedMistake(
      "Onboarding.flow.yaml", "the summary ends the flow with the topics only",
      replacing: "    output: OnboardingPreferences\n    next: finish.completed",
      with: "    output: OnboardingTopics\n    next: 1️⃣finish.completed",
      reports: .typeMismatch, saying: "carries OnboardingPreferences"),
  ]

  static let welcome: [SeedMistake] = [
    SeedMistake(
      "Welcome.flow.yaml", "routes an ending Onboarding does not have",
      replacing: "on: { completed: savePreferences, skipped: tips }",
      with: "on: { completed: savePreferences, skipped: tips, 1️⃣signedUp: tips }",
      reports: .unknownCase, saying: "'signedUp'"),
    SeedMistake(
      "Welcome.flow.yaml", "forgets the skipped ending",
      replacing: "    on: { completed: savePreferences, skipped: tips }",
      with: "    1️⃣on: { completed: savePreferences }",
      reports: .nonExhaustive, saying: "'skipped'"),
    SeedMistake(
      "Welcome.flow.yaml", "saving takes the topics, but the completed ending carries preferences",
      replacing: "    input: OnboardingPreferences\n",
      with: "    input: 1️⃣OnboardingTopics\n",
      reports: .typeMismatch, saying: "delivers OnboardingPreferences"),
  ]

  static let workspaceLogin: [SeedMistake] = [
    SeedMistake(
      "WorkspaceLogin.flow.yaml", "routes an error case the error does not have",
      replacing: "failure: { invalidAccount: inline, tooManyDevices: devices, default: offline }",
      with:
        "failure: { invalidAccount: inline, tooManyDevices: devices, 1️⃣expired: devices, default: offline }",
      reports: .unknownCase, saying: "'expired'"),
    SeedMistake(
      "WorkspaceLogin.flow.yaml", "forgets to show a wrong number on the form",
      replacing:
        "    failure: { invalidAccount: inline, tooManyDevices: devices, default: offline }",
      with: "    failure: 1️⃣{ tooManyDevices: devices, offline: offline }",
      reports: .nonExhaustive, saying: "'invalidAccount'"),
    SeedMistake(
      "WorkspaceLogin.flow.yaml", "the form's choice routes a case FormChoice does not have",
      replacing: "on: { logIn: logIn, help: help }",
      with: "on: { logIn: logIn, help: help, 1️⃣signUp: help }",
      reports: .unknownCase, saying: "'signUp'"),
  ]
}
