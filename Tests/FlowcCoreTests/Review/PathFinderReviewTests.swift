import Foundation
import Testing

@testable import FlowcCore

/// `flowc paths`: golden files for the example specs, and inline specs for
/// ties, steps only a link reaches, unreachable nodes and each kind of
/// transition.
@Suite struct PathFinderReviewTests {
  /// The text form of the paths of one inline spec.
  static func pathLines(
    _ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let model = try reviewModel([spec], sourceLocation: sourceLocation)
    return PathsTextRenderer().render(PathFinder.paths(in: model)).split(separator: "\n").map(
      String.init)
  }

  // MARK: The example specs

  /// The spec files of `specs/`, each the name of its golden files.
  static let exampleSpecs = [
    "AppLaunch", "Authentication", "Help", "Home", "Library", "Login", "Main", "Onboarding",
    "Questionnaire", "Registration", "Settings", "SignIn", "Tabs", "Todo", "UserRegistration",
    "Welcome",
  ]

  @Test(arguments: exampleSpecs)
  func exampleSpecGolden(_ name: String) throws {
    // The whole run, as `flowc paths specs` reads it: sub-flows resolve.
    let sources = try exampleSpecSources()
    let model = try #require(FlowChecker().check(sources, checks: []).model)
    let flow = try #require(model.flows.first { $0.spec.file.hasSuffix("/\(name).flow.yaml") })
    let paths = PathFinder.paths(in: flow)
    expectGolden(PathsTextRenderer().render([paths]), "review/paths/\(name).txt")
    expectGolden(PathsJSONRenderer().render([paths]), "review/paths/\(name).json")
  }

  @Test func everyExampleSpecHasGoldenFiles() throws {
    let files = try exampleSpecSources().map {
      URL(fileURLWithPath: $0.path).lastPathComponent.replacing(".flow.yaml", with: "")
    }
    #expect(files == Self.exampleSpecs)
  }

  @Test func userRegistrationPathToConfirmTakesTheOwnImage() throws {
    let sources = try exampleSpecSources()
    let model = try #require(FlowChecker().check(sources, checks: []).model)
    let flow = try #require(model.flows.first { $0.name == "UserRegistration" })
    let confirm = try #require(PathFinder.paths(in: flow).nodes.first { $0.id == "confirm" })
    #expect(
      confirm.path.map(PathsTextRenderer.path)
        == "personal -> account -> profileImage --own--> confirm")
  }

  // MARK: Shortest paths and ties

  @Test func shortestPathWinsOverAnEarlierLongerOne() throws {
    let lines = try Self.pathLines(
      """
      flow: Shortcut
      start: a
      types:
        Choice: { enum: [long, short] }
      steps:
        a: { screen: A, output: Choice, on: { long: b, short: d } }
        b: { screen: B, next: c }
        c: { screen: C, next: d }
        d: { screen: D, next: finish }
      """)
    #expect(lines.contains("  step 'd': a --short--> d"))
  }

  @Test func tiesGoToTheTransitionWrittenFirst() throws {
    // Two paths of two hops reach 'end': through 'left' and through 'right'.
    // 'left' is reached by the first case of 'a', so its path wins, even
    // though 'right' is written first among the steps.
    let lines = try Self.pathLines(
      """
      flow: Tie
      start: a
      types:
        Side: { enum: [toLeft, toRight] }
      steps:
        a: { screen: A, output: Side, on: { toLeft: left, toRight: right } }
        right: { screen: Right, next: end }
        left: { screen: Left, next: end }
        end: { screen: End, next: finish }
      """)
    #expect(lines.contains("  step 'end': a --toLeft--> left -> end"))
    // Swapping the cases swaps the winner.
    let swapped = try Self.pathLines(
      """
      flow: Tie
      start: a
      types:
        Side: { enum: [toLeft, toRight] }
      steps:
        a: { screen: A, output: Side, on: { toRight: right, toLeft: left } }
        right: { screen: Right, next: end }
        left: { screen: Left, next: end }
        end: { screen: End, next: finish }
      """)
    #expect(swapped.contains("  step 'end': a --toRight--> right -> end"))
  }

  @Test func tiesBetweenEventsOfOneStepFollowOnNextFailureBack() throws {
    // 'retry' is one hop away through 'next', 'failure' and 'back': 'next' wins.
    let lines = try Self.pathLines(
      """
      flow: Events
      start: send
      steps:
        send: { action: Send, back: retry, failure: retry, next: retry }
        retry: { screen: Retry, next: finish }
      """)
    #expect(lines.contains("  step 'retry': send -> retry"))
  }

  @Test func pathsAreTheSameOnEveryRun() throws {
    let sources = try exampleSpecSources()
    let first = PathFinder.paths(in: try #require(FlowChecker().check(sources, checks: []).model))
    for _ in 0..<3 {
      let again = PathFinder.paths(
        in: try #require(FlowChecker().check(sources, checks: []).model))
      #expect(again == first)
    }
  }

  // MARK: Links and unreachable nodes

  @Test func stepsOnlyALinkReachesStartAtTheLink() throws {
    let lines = try Self.pathLines(
      """
      flow: Todo
      start: todoList
      steps:
        todoList: { screen: TodoList, output: Never }
        loadTodo: { action: LoadTodo, input: Int, output: String, next: todoDetail, failure: todoList }
        todoDetail: { screen: TodoDetail, input: String, output: Never }
        share: { screen: Share, next: todoDetail }
      links:
        "todo://list": todoList
        "todo://todos/{id:Int}": loadTodo
        "todo://share": share
      """)
    #expect(
      lines == [
        "flow 'Todo'",
        "  step 'todoList': todoList",
        "  step 'loadTodo': link \"todo://todos/{id:Int}\" -> loadTodo",
        "  step 'todoDetail': link \"todo://todos/{id:Int}\" -> loadTodo -> todoDetail",
        "  step 'share': link \"todo://share\" -> share",
        "  transition 'loadTodo' --next--> todoDetail: "
          + "link \"todo://todos/{id:Int}\" -> loadTodo -> todoDetail",
        "  transition 'loadTodo' --failure--> todoList: "
          + "link \"todo://todos/{id:Int}\" -> loadTodo --failure--> todoList",
        "  transition 'share' --next--> todoDetail: link \"todo://share\" -> share -> todoDetail",
        "  link \"todo://list\": todoList, back: push",
        "  link \"todo://todos/{id:Int}\": loadTodo, back: push",
        "  link \"todo://share\": share, back: push",
      ])
  }

  @Test func eachLinkListsTheGatesItPassesAndItsBackStack() throws {
    let lines = try Self.pathLines(
      """
      flow: App
      start: sessionCheck
      steps:
        signIn: { screen: SignIn, next: home }
        home: { screen: Home, present: root, next: settings }
        settings: { screen: Settings, next: pinCheck }
        pin: { screen: Pin, next: vault }
        vault: { screen: Vault, output: Never }
        help: { screen: Help, output: Never }
      decisions:
        sessionCheck:
          cases: [signedIn, signedOut]
          on: { signedIn: home, signedOut: signIn }
        pinCheck:
          gate: true
          cases: [open, locked]
          on: { open: vault, locked: pin }
      links:
        "app://settings": { to: settings, back: rebuild }
        "app://vault": { to: vault, back: replace }
        "app://help": { to: help, gated: false }
      """)
    #expect(
      lines.suffix(3) == [
        "  link \"app://settings\": sessionCheck (on at home) => settings, back: rebuild (nothing)",
        "  link \"app://vault\": sessionCheck (on at home) => pinCheck (on at vault) => vault, "
          + "back: replace",
        "  link \"app://help\": help, back: push",
      ])
  }

  @Test func startWinsOverALinkToTheSameStep() throws {
    let lines = try Self.pathLines(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: List, next: detail }
        detail: { screen: Detail, output: Never }
      links:
        "shop://detail": detail
      """)
    #expect(lines.contains("  step 'detail': list -> detail"))
  }

  @Test func unreachableNodesAreListedAsSuch() throws {
    let lines = try Self.pathLines(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish }
        help: { screen: LoginHelp, next: form }
      decisions:
        orphan:
          cases: [a]
          on: { a: help }
      """)
    #expect(
      lines == [
        "flow 'Login'",
        "  step 'form': form",
        "  step 'help': unreachable",
        "  decision 'orphan': unreachable",
        "  transition 'form' --next--> finish: form -> finish",
        "  transition 'help' --next--> form: unreachable",
        "  transition 'orphan' --a--> help: unreachable",
      ])
  }

  @Test func anUnknownStartLeavesOnlyLinks() throws {
    let lines = try Self.pathLines(
      """
      flow: Broken
      start: nowhere
      steps:
        a: { screen: A, next: b }
        b: { screen: B, next: finish }
      links:
        "x://b": b
      """)
    #expect(lines[1...2] == ["  step 'a': unreachable", "  step 'b': link \"x://b\" -> b"])
  }

  // MARK: Transitions

  @Test func everyKindOfTransitionHasAPath() throws {
    let lines = try Self.pathLines(
      """
      flow: Kinds
      start: pick
      types:
        Pick: { enum: [photo, skip] }
      steps:
        pick: { screen: Pick, output: Pick, on: { photo: upload }, next: gate, back: cancel }
        upload: { action: Upload, next: finish, failure: pick }
      decisions:
        gate:
          cases: [again, done]
          on: { again: pick, done: finish }
      """)
    #expect(
      Array(lines.drop { !$0.contains("transition") }) == [
        "  transition 'pick' --photo--> upload: pick --photo--> upload",
        "  transition 'pick' --next--> gate: pick -> gate",
        "  transition 'pick' --back--> cancel: pick --back--> cancel",
        "  transition 'upload' --next--> finish: pick --photo--> upload -> finish",
        "  transition 'upload' --failure--> pick: pick --photo--> upload --failure--> pick",
        "  transition 'gate' --again--> pick: pick -> gate --again--> pick",
        "  transition 'gate' --done--> finish: pick -> gate --done--> finish",
      ])
  }

  @Test func backIsFollowedLikeAnyTransition() throws {
    let lines = try Self.pathLines(
      """
      flow: Back
      start: a
      steps:
        a: { screen: A, next: finish, back: help }
        help: { screen: Help, next: a }
      """)
    #expect(lines.contains("  step 'help': a --back--> help"))
  }

  @Test func anUnknownTargetEndsThePath() throws {
    let lines = try Self.pathLines(
      """
      flow: Typo
      start: a
      steps:
        a: { screen: A, next: bb }
        b: { screen: B, next: finish }
      """)
    #expect(lines.contains("  transition 'a' --next--> bb: a -> bb"))
    #expect(lines.contains("  step 'b': unreachable"))
  }

  // MARK: JSON

  /// Every kind of transition, a node only a link reaches and one nothing reaches.
  static let kindsSpec = """
    flow: Kinds
    start: pick
    types:
      Pick: { enum: [photo, skip] }
    steps:
      pick: { screen: Pick, output: Pick, on: { photo: upload }, next: finish, back: cancel }
      upload: { action: Upload, next: finish, failure: pick }
      deep: { screen: Deep, next: pick }
      lost: { screen: Lost, next: pick }
    links:
      "k://deep": deep
    """

  @Test func jsonDecodesBackToThePaths() throws {
    let model = try reviewModel([Self.kindsSpec])
    let paths = PathFinder.paths(in: model)
    let text = PathsJSONRenderer().render(paths)
    let document = try JSONDecoder().decode(PathsJSONRenderer.Document.self, from: Data(text.utf8))
    #expect(document == PathsJSONRenderer.Document(paths))
    #expect(document.version == 1)
    #expect(!text.contains("null"))

    let nodes = document.flows[0].nodes
    #expect(nodes.map(\.id) == ["pick", "upload", "deep", "lost"])
    #expect(nodes.map(\.reachable) == [true, true, true, false])
    #expect(nodes[3].path == nil)
    let deep = try #require(nodes[2].path)
    #expect(deep.entry == "link")
    #expect(deep.link == "k://deep")
    #expect(deep.first == "deep")
    #expect(deep.hops.isEmpty)

    let failure = try #require(
      document.flows[0].transitions.first { $0.from == "upload" && $0.event == "failure" })
    let hops = try #require(failure.path).hops
    #expect(hops.map(\.event) == ["case", "failure"])
    #expect(hops.map(\.case) == ["photo", nil])
    #expect(hops.map(\.to) == ["upload", "pick"])
  }
}

/// `flowc paths` on long paths: predecessor links and streamed output.
@Suite struct PathStreamingTests {
  /// A chain of `count` screens, each going to the next, the last to finish.
  static func chain(_ count: Int) -> String {
    var spec = "flow: Chain\nstart: s0\nsteps:\n"
    for index in 0..<count {
      let next = index + 1 < count ? "s\(index + 1)" : "finish"
      spec += "  s\(index): { screen: S\(index), next: \(next), back: cancel }\n"
    }
    return spec
  }

  @Test func aLongChainSpellsEveryPathInFull() throws {
    let count = 300
    let model = try reviewModel([Self.chain(count)])
    let paths = PathFinder.paths(in: model)
    let text = PathsTextRenderer().render(paths)
    var expected = "flow 'Chain'\n"
    var route = "s0"
    var routes: [String] = []
    for index in 0..<count {
      if index > 0 { route += " -> s\(index)" }
      routes.append(route)
      expected += "  step 's\(index)': \(route)\n"
    }
    for index in 0..<count {
      let next = index + 1 < count ? "s\(index + 1)" : "finish"
      expected += "  transition 's\(index)' --next--> \(next): \(routes[index]) -> \(next)\n"
      expected += "  transition 's\(index)' --back--> cancel: \(routes[index]) --back--> cancel\n"
    }
    #expect(text == expected)
    #expect(paths[0].nodes.last?.path?.count == count - 1)
    #expect(paths[0].transitions.last?.path?.count == count)
  }

  /// The streamed JSON is byte for byte what `JSONEncoder` makes of the
  /// document, also for names that need escaping and paths given as hops.
  @Test func streamedJSONIsWhatTheEncoderWrites() throws {
    let model = try reviewModel([Self.chain(40), PathFinderReviewTests.kindsSpec])
    let found = PathFinder.paths(in: model)
    let odd = "q\"b\\s/l\u{1}\u{8}\u{C}\n\r\t é 🚀 \u{2028}"
    let hops = [
      FlowPaths.Hop(from: odd, event: .next, to: "b"),
      FlowPaths.Hop(from: "b", event: .onCase(odd), to: odd),
    ]
    let made = FlowPaths(
      flow: odd,
      nodes: [
        .init(id: odd, isDecision: true, path: .init(entry: .link(odd), first: odd, hops: hops)),
        .init(id: "x", isDecision: false, path: nil),
      ],
      transitions: [
        .init(
          from: odd, event: .failure, to: odd,
          path: .init(entry: .start, first: odd, hops: [])),
        .init(from: "x", event: .back, to: "cancel", path: nil),
      ])
    for flows in [found, [made], [], [FlowPaths(flow: "E", nodes: [], transitions: [])]] {
      #expect(
        PathsJSONRenderer().render(flows)
          == encodeDeterministically(PathsJSONRenderer.Document(flows)) + "\n")
    }
  }
}
