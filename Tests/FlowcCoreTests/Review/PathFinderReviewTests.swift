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
    "AppLaunch", "Authentication", "Help", "Home", "Library", "Login", "Main",
    "Onboarding",
    "Questionnaire", "Registration", "Settings", "SignIn", "Social", "SocialApp", "Tabs", "Todo",
    "UserRegistration",
    "Welcome", "WorkspaceLogin",
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
      confirm.path.map { PathsTextRenderer.path($0) }
        == "personal -> account -> profileImage --own--> confirm")
  }

  /// A hop to an action that runs on a screen (`from`) from elsewhere shows
  /// the way back to the screen; from the screen itself, it needs none.
  @Test func aHopToAnActionThatRunsOnAScreenGoesBackToIt() throws {
    let sources = try exampleSpecSources()
    let model = try #require(FlowChecker().check(sources, checks: []).model)
    let flow = try #require(model.flows.first { $0.name == "WorkspaceLogin" })
    let paths = PathFinder.paths(in: flow)
    let again = try #require(paths.transitions.first { $0.from == "devices" && $0.to == "logIn" })
    #expect(
      again.path.map { PathsTextRenderer.path($0) }
        == "form -> choice --logIn--> logIn --failure.tooManyDevices--> devices -> "
        + "(back to form) logIn")
    #expect(again.path?.last?.backTo == "form")
    let first = try #require(paths.nodes.first { $0.id == "logIn" })
    #expect(first.path?.last?.backTo == nil, "choice follows the form: no way back")
    let json = PathsJSONRenderer().render([paths])
    #expect(json.contains("\"backTo\" : \"form\""))
    let document = try JSONDecoder().decode(PathsJSONRenderer.Document.self, from: Data(json.utf8))
    #expect(document == PathsJSONRenderer.Document([paths]))
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

  /// A step only an event reaches is entered through the event, not called
  /// unreachable; an event whose `at` steps start does not reach is no entry;
  /// what an event reaches wins over a link.
  @Test func stepsOnlyAnEventReachesStartAtTheEvent() throws {
    let spec = """
      flow: EventPaths
      start: home
      output: Never
      steps:
        home: { screen: Home, output: Never }
        signedOut: { screen: SignedOut, present: root, next: help }
        help: { screen: Help, output: Never }
        hidden: { screen: Hidden, output: Never }
        other: { screen: Other, output: Never }
      events:
        signOut: { next: signedOut }
        reveal: { next: other, at: [hidden] }
      links:
        "app://help": help
      """
    let lines = try Self.pathLines(spec)
    #expect(
      lines == [
        "flow 'EventPaths'",
        "  step 'home': home",
        "  step 'signedOut': event 'signOut' -> signedOut",
        "  step 'help': event 'signOut' -> signedOut -> help",
        "  step 'hidden': unreachable",
        "  step 'other': unreachable",
        "  transition 'signedOut' --next--> help: event 'signOut' -> signedOut -> help",
        "  link \"app://help\": help, back: push",
      ])
    let result = FlowChecker().check([SourceFile(path: "EventPaths.flow.yaml", text: spec)])
    let paths = PathFinder.paths(in: try #require(result.model))
    let document = try JSONDecoder().decode(
      PathsJSONRenderer.Document.self, from: Data(PathsJSONRenderer().render(paths).utf8))
    let signedOut = try #require(document.flows.first?.nodes.first { $0.id == "signedOut" })
    #expect(signedOut.path?.entry == "event")
    #expect(signedOut.path?.event == "signOut")
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
    #expect(document.version == 2)
    #expect(!text.contains("null"))
    #expect(!text.contains("\"hops\""))

    let nodes = document.flows[0].nodes
    #expect(nodes.map(\.id) == ["pick", "upload", "deep", "lost"])
    #expect(nodes.map(\.reachable) == [true, true, true, false])
    #expect(nodes[3].path == nil)
    let deep = try #require(nodes[2].path)
    #expect(deep.entry == "link")
    #expect(deep.link == "k://deep")
    #expect(deep.first == "deep")
    #expect(deep.length == 0)
    #expect(deep.via == nil)
    let upload = try #require(nodes[1].path)
    #expect(upload.length == 1)
    #expect(
      upload.via
        == .init(
          FlowPaths.Hop(
            from: "pick", event: .onCase("photo"), to: "upload", screen: "Pick", output: "Pick")))

    let failure = try #require(
      document.flows[0].transitions.first { $0.from == "upload" && $0.event == "failure" })
    let path = try #require(failure.path)
    #expect(path.length == 2)
    #expect(path.via == .init(FlowPaths.Hop(from: "upload", event: .failure, to: "pick")))
    let hops = try Self.hops(path, in: document.flows[0])
    #expect(hops.map(\.event) == ["case", "failure"])
    #expect(hops.map(\.case) == ["photo", nil])
    #expect(hops.map(\.to) == ["upload", "pick"])
  }

  /// A path of the tree form spelt out as a consumer does: its `via`, after
  /// the path of the node `via` leaves, until the entry.
  static func hops(
    _ path: PathsJSONRenderer.PathEntry, in flow: PathsJSONRenderer.FlowEntry
  ) throws -> [PathsJSONRenderer.HopEntry] {
    let nodes = Dictionary(flow.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var reversed: [PathsJSONRenderer.HopEntry] = []
    var current = path
    while let via = current.via {
      reversed.append(via)
      try #require(reversed.count <= flow.nodes.count + 1, "a cycle of 'via'")
      current = try #require(nodes[via.from]?.path, "'via' leaves '\(via.from)', not reached")
    }
    #expect(current.entry == path.entry && current.link == path.link && current.event == path.event)
    #expect(current.first == path.first)
    return reversed.reversed()
  }

  /// Following `via` through the JSON of every example spec gives every path
  /// `PathFinder` found, hop for hop, as does the full form's `hops`.
  @Test func theTreeFormGivesEveryPathOfTheExampleSpecs() throws {
    let sources = try exampleSpecSources()
    let paths = PathFinder.paths(in: try #require(FlowChecker().check(sources, checks: []).model))
    let tree = try JSONDecoder().decode(
      PathsJSONRenderer.Document.self, from: Data(PathsJSONRenderer().render(paths).utf8))
    let full = try JSONDecoder().decode(
      PathsJSONRenderer.Document.self,
      from: Data(PathsJSONRenderer(full: true).render(paths).utf8))
    #expect(tree.flows.count == paths.count)
    var compared = 0
    for (flow, (entry, fullEntry)) in zip(paths, zip(tree.flows, full.flows)) {
      let found = flow.nodes.map(\.path) + flow.transitions.map(\.path)
      let given = entry.nodes.map(\.path) + entry.transitions.map(\.path)
      let spelt = fullEntry.nodes.map(\.path) + fullEntry.transitions.map(\.path)
      #expect(found.count == given.count)
      for (path, (treePath, fullPath)) in zip(found, zip(given, spelt)) {
        #expect((path == nil) == (treePath == nil))
        guard let path, let treePath else { continue }
        let expected = path.hops.map(PathsJSONRenderer.HopEntry.init)
        #expect(try Self.hops(treePath, in: entry) == expected, "\(flow.flow)")
        #expect(treePath.length == expected.count)
        #expect(treePath.hops == nil)
        #expect(fullPath?.hops == expected)
        compared += 1
      }
    }
    #expect(compared > 200)
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

  @Test func aLongChainSpellsEveryPathInFullWhenAsked() throws {
    let count = 300
    let model = try reviewModel([Self.chain(count)])
    let paths = PathFinder.paths(in: model)
    let text = PathsTextRenderer(full: true).render(paths)
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

    // The text the full form adds is exactly what `fullSize` measures.
    let hopBytes = text.split(separator: "\n").dropFirst().reduce(0) { sum, line in
      let entry = line.range(of: ": s0").map { line[..<$0.upperBound].utf8.count } ?? 0
      return sum + line.utf8.count - entry
    }
    #expect(PathsFormat.text.fullSize(paths) == hopBytes)
  }

  @Test func aLongPathShowsItsEntryAndItsLastHops() throws {
    let lines = try PathFinderReviewTests.pathLines(Self.chain(12))
    #expect(
      lines[8...11] == [
        "  step 's7': s0 -> s1 -> s2 -> s3 -> s4 -> s5 -> s6 -> s7",
        "  step 's8': s0 -> s1 -> s2 -> s3 -> s4 -> s5 -> s6 -> s7 -> s8",
        "  step 's9': s0 ... (1 hop) ... s1 -> s2 -> s3 -> s4 -> s5 -> s6 -> s7 -> s8 -> s9",
        "  step 's10': s0 ... (2 hops) ... s2 -> s3 -> s4 -> s5 -> s6 -> s7 -> s8 -> s9 -> s10",
      ])
    #expect(
      lines.last
        == "  transition 's11' --back--> cancel: s0 ... (4 hops) ... s4 -> s5 -> s6 -> s7 -> s8 "
        + "-> s9 -> s10 -> s11 --back--> cancel")
    // From a link, with another event among the hops shown.
    let linked = try PathFinderReviewTests.pathLines(
      Self.chain(12).replacing("start: s0", with: "start: s11") + "links: { \"c://\": s0 }\n")
    #expect(
      linked.contains(
        "  step 's10': link \"c://\" -> s0 ... (2 hops) ... s2 -> s3 -> s4 -> s5 -> s6 -> s7 "
          + "-> s8 -> s9 -> s10"))
  }

  /// A chain of 2,000 steps: the output grows with the steps, not with their
  /// square (spelt out in full, it took 522 MB of JSON).
  @Test func aLongChainPrintsOutputLinearInItsSteps() throws {
    let count = 2000
    let paths = PathFinder.paths(in: try reviewModel([Self.chain(count)]))
    let text = PathsFormat.text.render(paths)
    let json = PathsFormat.json.render(paths)
    #expect(text.utf8.count < 400 * count, "\(text.utf8.count) bytes")
    #expect(json.utf8.count < 2_000 * count, "\(json.utf8.count) bytes")
    // The full form would print far more, and is refused.
    #expect(PathsFormat.json.fullSize(paths) > PathsFormat.fullSizeLimit)
    var out = ""
    #expect(throws: PathsFormat.FullFormTooLarge.self) {
      try PathsFormat.json.write(paths, full: true, to: &out)
    }
    #expect(out.isEmpty)
  }

  @Test func theFullFormIsRefusedPastItsLimitBeforeWritingAnything() throws {
    let paths = PathFinder.paths(in: try reviewModel([Self.chain(40)]))
    for format in PathsFormat.allCases {
      let size = format.fullSize(paths)
      var out = ""
      #expect(throws: PathsFormat.FullFormTooLarge(size: size, limit: size - 1)) {
        try format.write(paths, full: true, limit: size - 1, to: &out)
      }
      #expect(out.isEmpty)
      try format.write(paths, full: true, limit: size, to: &out)
      let bounded = format.render(paths)
      #expect(out.utf8.count > bounded.utf8.count)
      // The measure is what spelling the hops out adds, but for the few
      // bytes that open and close each path's list of hops in JSON.
      let lists = paths[0].nodes.count + paths[0].transitions.count
      #expect(size >= out.utf8.count - bounded.utf8.count - (format == .json ? 40 * lists : 0))
      #expect(size <= out.utf8.count)
    }
    let message = PathsFormat.FullFormTooLarge(size: 60_000_000, limit: 50_000_000).description
    #expect(message.contains("more than 50,000,000 bytes of hops (60,000,000 bytes)"))
    #expect(message.contains("leave out --full"))
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
      for full in [false, true] {
        #expect(
          PathsJSONRenderer(full: full).render(flows)
            == encodeDeterministically(PathsJSONRenderer.Document(flows, full: full)) + "\n")
      }
    }
  }
}
