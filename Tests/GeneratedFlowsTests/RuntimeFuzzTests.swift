import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows
@testable import RuntimeFuzzing

/// The runtime fuzz target's work (`RuntimeFuzzInput`) over its seeds
/// (`RuntimeFuzzSeeds/`, recorded from `specs/` and the generated flows:
/// re-record with `FLOWC_RECORD=1 swift test --filter RuntimeFuzz`) and
/// every input a fuzzer found (`RuntimeFuzzFindings/`): none may break a
/// promise of the runtime.
@Suite(.timeLimit(.minutes(3))) @MainActor struct RuntimeFuzzTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let seeds = folder.appendingPathComponent("RuntimeFuzzSeeds")
  static let findings = folder.appendingPathComponent("RuntimeFuzzFindings")
  static let specs = folder.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("specs")

  /// Runs an input as the fuzz target does, its actions included: its problems.
  func problems(_ bytes: [UInt8]) async -> [String] {
    let run = RuntimeFuzzInput.exercise(bytes)
    await run.settle()
    run.finish()
    await run.settle()
    return run.problems
  }

  /// The files of `folder` but its README, by name.
  static func files(in folder: URL) throws -> [String: [UInt8]] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: [UInt8]] = [:]
    for name in names where name != "README.md" {
      files[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }
    return files
  }

  // MARK: The flows fuzzed

  /// The link patterns of each spec of `specs/` that has links, by flow
  /// name, in the spec's order.
  static func specLinks() throws -> [String: [String]] {
    var links: [String: [String]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: specs.path)
    where name.hasSuffix(".flow.yaml") {
      let text = try String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard let flow = lines.first(where: { $0.hasPrefix("flow:") }) else { continue }
      let flowName = flow.dropFirst(5).trimmingCharacters(in: .whitespaces)
      guard let start = lines.firstIndex(where: { $0.hasPrefix("links:") }) else { continue }
      var patterns: [String] = []
      for line in lines[(start + 1)...] {
        guard line.isEmpty || line.hasPrefix(" ") else { break }
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("\""), let end = text.dropFirst().firstIndex(of: "\"") else {
          continue
        }
        patterns.append(String(text[text.index(after: text.startIndex)..<end]))
      }
      links[flowName] = patterns
    }
    return links
  }

  /// A URL of `pattern` with a sample value for each parameter.
  static func sampleURL(_ pattern: String) -> String {
    let samples = [
      "Int": "7", "String": "abc", "Double": "2.5", "Bool": "true",
      "UUID": "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
    ]
    var url = ""
    var rest = Substring(pattern)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      url += rest[..<open]
      // An optional query parameter (`Int?`) takes its type's sample.
      let type = rest[open..<close].split(separator: ":").last.map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["?"])
      }
      url += type.flatMap { samples[$0] } ?? "x"
      rest = rest[rest.index(after: close)...]
    }
    return url + rest
  }

  @Test func everyFlowOfTheSpecsWithLinksIsFuzzed() throws {
    let links = try Self.specLinks()
    #expect(links.count >= 5)
    #expect(RuntimeFuzzInput.flows(.link) == links.keys.sorted())
    #expect(links.values.allSatisfy { !$0.isEmpty })
  }

  @Test func everyFlowWhoseStateSavesIsFuzzed() throws {
    let states: [(String, Any.Type)] = [
      ("AppLaunch", AppLaunchFlow.FlowState.self),
      ("Authentication", AuthenticationFlow.FlowState.self), ("Help", HelpFlow.FlowState.self),
      ("Home", HomeFlow.FlowState.self), ("Library", LibraryFlow.FlowState.self),
      ("Login", LoginFlow.FlowState.self), ("Main", MainFlow.FlowState.self),
      ("Onboarding", OnboardingFlow.FlowState.self),
      ("Questionnaire", QuestionnaireFlow.FlowState.self),
      ("Registration", RegistrationFlow.FlowState.self), ("Settings", SettingsFlow.FlowState.self),
      ("SignIn", SignInFlow.FlowState.self),
      ("Social", SocialFlow.FlowState.self), ("SocialApp", SocialAppFlow.FlowState.self),
      ("Tabs", TabsFlow.FlowState.self),
      ("Todo", TodoFlow.FlowState.self), ("UserRegistration", UserRegistrationFlow.FlowState.self),
      ("Welcome", WelcomeFlow.FlowState.self),
      ("WorkspaceLogin", WorkspaceLoginFlow.FlowState.self),
    ]
    let specs = try FileManager.default.contentsOfDirectory(atPath: Self.specs.path)
      .filter { $0.hasSuffix(".flow.yaml") }
    #expect(states.map(\.0) == specs.map { String($0.dropLast(10)) }.sorted())
    let saving = states.filter { $0.1 is any Decodable.Type }.map(\.0)
    #expect(saving.count >= 5)
    #expect(RuntimeFuzzInput.flows(.restore).sorted() == saving)
  }

  @Test func theFirstByteNamesModeFlowAndFailing() throws {
    for mode in [RuntimeFuzzInput.Mode.link, .restore] {
      for flow in RuntimeFuzzInput.flows(mode) {
        for failing in [false, true] {
          let selector = try #require(RuntimeFuzzInput.selector(mode, flow: flow, failing: failing))
          #expect(RuntimeFuzzInput.selected(by: selector) == (mode, flow, failing))
        }
      }
    }
    #expect(RuntimeFuzzInput.selector(.restore, flow: "Tabs") == nil)
    // Any byte picks some flow.
    #expect((0...255).allSatisfy { !RuntimeFuzzInput.selected(by: UInt8($0)).flow.isEmpty })
  }

  // MARK: Seeds

  /// The seeds, by file name: for each flow with links, a URL of each of
  /// its patterns (`link-Flow-N`) and, for Main and Help, URLs that test the
  /// reading of paths, query items and fragments (`link-Main-…`, `link-Help-…`); for each flow whose state saves, where it starts and
  /// where each link starts it, and states its reducer reaches (`restore-Flow-…`).
  static func recordedSeeds() async throws -> [String: [UInt8]] {
    var seeds: [String: [UInt8]] = [:]
    func add(_ name: String, _ mode: RuntimeFuzzInput.Mode, _ flow: String, _ data: [UInt8]) {
      guard let selector = RuntimeFuzzInput.selector(mode, flow: flow) else {
        Issue.record("no flow \(flow) to \(mode)")
        return
      }
      seeds["\(mode)-\(flow)-\(name)"] = [selector] + data
    }
    let links = try specLinks()
    for (flow, patterns) in links {
      for (number, pattern) in patterns.enumerated() {
        add("\(number + 1)", .link, flow, Array(sampleURL(pattern).utf8))
      }
    }
    let mainURLs = [
      "double-encoded": "myapp://items/%2537", "parts": "MYAPP://ada@items:80/7?q=1#top",
      "no-authority": "myapp:items/7", "empty-segments": "myapp://items//7/",
      "signed": "myapp://items/+7", "overflow": "myapp://items/9223372036854775808",
      "over-limit": "myapp://items/" + String(repeating: "0", count: DeepLinkURL.maximumLength),
    ]
    for (name, url) in mainURLs { add(name, .link, "Main", Array(url.utf8)) }
    let helpURLs = [
      "query-among-others": "https://help.example.com/?utm_source=a&article=7&utm_source=b",
      "query-repeated": "https://help.example.com/?article=7&article=8",
      "query-encoded": "https://help.example.com?%61rticle=%37&x=a+b#top",
      "fragment-hints": "https://help.example.com/#/articles/7?via=example.org",
      "query-and-fragment": "https://help.example.com/?article=3#/articles/%37",
    ]
    for (name, url) in helpURLs { add(name, .link, "Help", Array(url.utf8)) }

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for flow in RuntimeFuzzInput.restoreFlows {
      for (name, json) in try await savedStates(flow, links: links[flow.specName] ?? [], encoder) {
        add(name, .restore, flow.specName, Array(json))
      }
    }
    for (flow, name, json) in try reducedStates(encoder) { add(name, .restore, flow, Array(json)) }
    return seeds
  }

  /// Where `flow` starts, and where each of its links starts it, as JSON.
  static func savedStates<Flow: RestorableFlow>(
    _ flow: Flow.Type, links: [String], _ encoder: JSONEncoder
  ) async throws -> [(String, Data)] {
    let stub = RuntimeStub(failing: false)
    let coordinator = Flow.coordinator(RecordingNavigator(), stub)
    coordinator.start { _ in }
    var states = [("start", try encoder.encode(try #require(coordinator.state)))]
    if let linked = flow as? any LinkedFlow.Type {
      for (number, pattern) in links.enumerated() {
        let (running, settled) = try await linkedStates(linked, sampleURL(pattern), stub)
        let saved = try #require(settled as? FlowState<Flow.State>)
        states.append(("link-\(number + 1)", try encoder.encode(saved)))
        // Where an action of the link's way still runs.
        let first = try #require(running as? FlowState<Flow.State>)
        if first != saved {
          states.append(("link-\(number + 1)-running", try encoder.encode(first)))
        }
      }
    }
    return states
  }

  /// Where the link of `url` starts `flow`: at once, and once its actions ran.
  static func linkedStates<Flow: LinkedFlow>(
    _ flow: Flow.Type, _ url: String, _ stub: RuntimeStub
  ) async throws -> (Any, Any) {
    let link = try #require(URL(string: url).flatMap(Flow.State.Link.init(url:)))
    let coordinator = Flow.coordinator(RecordingNavigator(), stub)
    coordinator.start(at: link) { _ in }
    let running = try #require(coordinator.state)
    await coordinator.settle()
    return (running, try #require(coordinator.state))
  }

  /// States the reducers reach, and a few no flow can be in, as JSON.
  static func reducedStates(_ encoder: JSONEncoder) throws -> [(String, String, Data)] {
    var states: [(String, String, Data)] = []
    func add<State: Codable>(_ flow: String, _ name: String, _ state: FlowState<State>) throws {
      states.append((flow, name, try encoder.encode(state)))
    }
    let basics = ListingBasics(title: "Bike", price: 120)
    let details = ListingDetails(condition: .used, notes: "Red", photoURLs: [])
    let listing = NewListing(basics: basics, details: details)
    let review = [
      MainFlow.Action.itemListCompleted(.sellItem), .listingBasicsCompleted(basics),
      .listingDetailsCompleted(details),
    ].reduce(MainFlow.start(), MainFlow.reduce)
    try add("Main", "review", review)
    try add("Main", "publishing", MainFlow.reduce(review, .listingReviewCompleted(listing)))
    try add("Main", "item", MainFlow.reduce(MainFlow.start(), .itemListCompleted(.showItem(3))))
    try add("Main", "finished", MainFlow.FlowState(current: .finished, history: [.itemList]))
    try add("Main", "unreachable", MainFlow.FlowState(current: review.current))
    let publishing = MainFlow.State.publishListing(
      input: listing, listingBasics: basics, listingDetails: details)
    try add(
      "Main", "not-a-screen",
      MainFlow.FlowState(current: .itemDetail(input: 7), history: [.itemList, publishing]))

    let user = User(name: "Ada", age: 36)
    let answers = QuestionnaireAnswers(
      respondent: user, answers: ["colour": "blue"],
      submittedAt: Date(timeIntervalSince1970: 1_700_000_000))
    let adult = [QuestionnaireFlow.Action.userFormCompleted(user), .ageGateDecided(.adult)]
      .reduce(QuestionnaireFlow.start(), QuestionnaireFlow.reduce)
    try add("Questionnaire", "adult", adult)
    try add(
      "Questionnaire", "not-sent",
      [QuestionnaireFlow.Action.adultQuestionnaireCompleted(answers), .sendAnswersFailed(.offline)]
        .reduce(adult, QuestionnaireFlow.reduce))

    let topics = OnboardingTopics(topics: ["swift"])
    try add(
      "Onboarding", "summary",
      [
        OnboardingFlow.Action.introCompleted(.begin), .topicsCompleted(topics),
        .notificationStatusDecided(.undetermined),
        .notificationPromptCompleted(NotificationGrant(alerts: true, sounds: false)),
      ].reduce(OnboardingFlow.start(), OnboardingFlow.reduce))

    let privacy = SettingsFlow.Privacy(visibility: .friends, searchable: true)
    try add(
      "Settings", "privacy",
      [SettingsFlow.Action.listCompleted(.privacy), .loadPrivacySucceeded(privacy)]
        .reduce(SettingsFlow.start(), SettingsFlow.reduce))
    try add(
      "Settings", "not-a-screen",
      SettingsFlow.FlowState(current: .privacy(input: privacy), history: [.list, .loadPrivacy]))
    let page = try #require(URL(string: "https://example.com/terms"))
    try add(
      "Settings", "web-page", SettingsFlow.reduce(SettingsFlow.start(), .listCompleted(.open(page)))
    )

    try add("Help", "article", HelpFlow.reduce(HelpFlow.start(), .topicsCompleted(3)))
    // A failure saves as what compares: its error's type and description.
    let declined = FlowFailure(type: "Shop.PaymentError", message: "declined")
    let paying = [HomeFlow.Action.hubCompleted(.shop), .shopCompleted(5)]
      .reduce(HomeFlow.start(), HomeFlow.reduce)
    try add(
      "Home", "payment-failed",
      [
        HomeFlow.Action.productCompleted(HomeOrder(productID: 5, quantity: 2)),
        .payFailed(declined),
      ]
      .reduce(paying, HomeFlow.reduce))
    try add(
      "Home", "session-expired",
      HomeFlow.reduce(paying, .sessionExpired(FlowFailure(type: "Server", message: "expired"))))
    try add(
      "AppLaunch", "welcome",
      AppLaunchFlow.reduce(AppLaunchFlow.start(), .sessionCheckDecided(.signedOut)))
    try add(
      "Welcome", "tips",
      [
        WelcomeFlow.Action.onboardingFinished(.skipped), .savePreferencesSucceeded,
      ].reduce(WelcomeFlow.start(), WelcomeFlow.reduce))
    return states
  }

  @Test func theSeedsAreRecorded() async throws {
    let recorded = try await Self.recordedSeeds()
    #expect(recorded.count > 30)
    if ProcessInfo.processInfo.environment["FLOWC_RECORD"] != nil {
      let manager = FileManager.default
      try? manager.createDirectory(at: Self.seeds, withIntermediateDirectories: true)
      for name in try Self.files(in: Self.seeds).keys where recorded[name] == nil {
        try manager.removeItem(at: Self.seeds.appendingPathComponent(name))
      }
      for (name, bytes) in recorded {
        try Data(bytes).write(to: Self.seeds.appendingPathComponent(name))
      }
      Issue.record("recorded \(recorded.count) seeds; run again without FLOWC_RECORD")
      return
    }
    let committed = try Self.files(in: Self.seeds)
    let hint = "; record them with FLOWC_RECORD=1 swift test --filter RuntimeFuzz"
    #expect(committed.keys.sorted() == recorded.keys.sorted(), "seeds differ\(hint)")
    for (name, bytes) in recorded where committed[name] != nil {
      #expect(committed[name] == bytes, "seed \(name) differs\(hint)")
    }
  }

  @Test func eachLinkSeedOfAPatternOpensALink() throws {
    for (flow, patterns) in try Self.specLinks() {
      let index = try #require(RuntimeFuzzInput.flows(.link).firstIndex(of: flow))
      let linked = RuntimeFuzzInput.linkFlows[index]
      for pattern in patterns {
        let url = Self.sampleURL(pattern)
        let opens = linked.opens(url)
        #expect(opens, "\(flow): \(url)")
      }
    }
  }

  @Test func theSeedsOfLinksAndOfStatesAFlowCanBeInReachTheChecks() async throws {
    // A link opens whatever the scheme's case, user, port, query and
    // fragment, or empty segments, and an Int may have a sign; a query item
    // opens among others, decoded, and a fragment without what follows its `?`.
    let opening =
      ["parts", "no-authority", "empty-segments", "signed"].map { "link-Main-\($0)" }
      + ["query-among-others", "query-encoded", "fragment-hints", "query-and-fragment"].map {
        "link-Help-\($0)"
      }
    let refused = [
      "restore-Main-finished", "restore-Main-unreachable", "restore-Main-not-a-screen",
      "restore-Settings-not-a-screen",
    ]
    for (name, bytes) in try Self.files(in: Self.seeds) {
      let run = RuntimeFuzzInput.exercise(bytes)
      await run.settle()
      let reaches =
        name.hasPrefix("restore-") || name.last?.isNumber == true || opening.contains(name)
      #expect((run.verified > 0) == (reaches && !refused.contains(name)), "\(name)")
    }
  }

  @Test func aRunningFlowInAStateRestoringRefusesIsAProblem() async throws {
    let seed = try #require(try Self.files(in: Self.seeds)["restore-Main-unreachable"])
    let unreachable = try JSONDecoder().decode(
      MainFlow.FlowState.self, from: Data(seed.dropFirst()))
    let stub = RuntimeStub(failing: false)
    let coordinator = MainFlow.Coordinator(navigator: RecordingNavigator(), dependencies: stub)
    // What a generated coordinator does after `validate` accepted a state.
    coordinator.driver.begin(restoring: unreachable, show: { _ in }, completion: { _ in })
    let run = RuntimeFuzzInput.exercise([])
    run.verify(MainFlow.self, coordinator, "forced", stub: stub)
    #expect(
      run.problems == [
        "Main, forced: the flow is at listingReview after [], which restoring refuses: "
          + "entry 0 ('listingReview') cannot follow the one before it in the flow"
      ])
  }

  @Test func aURLIsWrittenAgainFromItsSegmentsEachPercentEncoded() throws {
    let url = try #require(DeepLinkURL("MyApp://ada@items:80/a%2Fb/%C3%A9%20x?q#f"))
    #expect(url.canonicalText == "myapp://items/a%2Fb/%C3%A9%20x?q=#f")
    #expect(DeepLinkURL(url.canonicalText) == url)
  }

  /// The query's items and the fragment's segments are written again too,
  /// so that a URL written again opens the same query and fragment link.
  @Test func aQueryAndFragmentAreWrittenAgain() throws {
    let url = try #require(DeepLinkURL("myapp://s?a%26=b+c&&=x&d=%3D#/r/%2F?via=y"))
    #expect(url.canonicalText == "myapp://s?a%26=b%2Bc&d=%3D#r/%2F")
    #expect(DeepLinkURL(url.canonicalText) == url)
    #expect(DeepLinkURL("myapp://s#")?.canonicalText == "myapp://s#")
  }

  @Test func theSeedsAndPastFindingsKeepEveryPromise() async throws {
    let inputs = try Self.files(in: Self.seeds).merging(try Self.files(in: Self.findings)) { $1 }
    #expect(inputs.count > 30)
    for (name, bytes) in inputs.sorted(by: { $0.key < $1.key }) {
      #expect(await problems(bytes) == [], "\(name)")
    }
  }
}
