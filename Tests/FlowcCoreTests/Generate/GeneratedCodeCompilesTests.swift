import Foundation
import Testing

@testable import FlowcCore

/// Generated Swift for specs beyond `specs/` type-checks under Swift 6 with
/// warnings as errors: the benchmark generator's flows (every spec shape it
/// knows, several seeds, flows calling flows) and inline specs for corners of
/// the format. Needs `swiftc` (or `$SWIFTC`) and python3.
@Suite struct GeneratedCodeCompilesTests {
  /// The products folder of this test run, which holds `Modules/FlowRuntime.swiftmodule`.
  static let modules: URL? = {
    var folders: [URL] = []
    for bundle in Bundle.allBundles + [Bundle.main] {
      let url = bundle.bundleURL.resolvingSymlinksInPath()
      folders.append(url.pathExtension == "xctest" ? url.deletingLastPathComponent() : url)
    }
    folders.append(DiagramFixtures.packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("Modules") }.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("FlowRuntime.swiftmodule").path)
    }
  }()

  static let externals = """
    struct Session: Sendable, Hashable {}
    struct Image: Sendable, Hashable {}
    struct Photo: Sendable, Hashable {}
    struct Todo: Sendable, Hashable {}

    """

  /// Runs a program, returning its exit status and what it printed.
  static func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let log = folder.appendingPathComponent("log-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
    try? FileManager.default.removeItem(at: log)
    return (process.terminationStatus, output)
  }

  /// Type-checks the generated files of `model` with the runtime module.
  static func typecheck(
    _ model: FlowModel, templates: TemplateSet? = nil, isPublic: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    throws
  {
    let files = try SwiftGenerator(
      templates: try templates ?? TemplateSet.load(), isPublic: isPublic
    ).generate(model)
    try typecheck(files, sourceLocation: sourceLocation)
  }

  /// Type-checks `files` with the runtime module and the externals.
  static func typecheck(
    _ files: [GeneratedFile], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let modules = try #require(modules, "no FlowRuntime module next to the test bundle")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      try file.contents.write(
        to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    try externals.write(
      to: folder.appendingPathComponent("Externals.swift"), atomically: true, encoding: .utf8)
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    let (status, output) = try run(
      [swiftc, "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path]
        + files.map(\.name) + ["Externals.swift"], in: folder)
    #expect(status == 0, "\(output.prefix(4000))", sourceLocation: sourceLocation)
  }

  @Test(.needs(.python3), arguments: [(1, 1), (2, 3), (3, 3), (4, 2)])
  func benchmarkFlowsTypecheck(seed: Int, flows: Int) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-gen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = DiagramFixtures.packageRoot.appendingPathComponent("bench/gen_flow.py").path
    let (status, output) = try Self.run(
      [
        "python3", script, "--steps", "70", "--seed", "\(seed)", "--flows", "\(flows)", "-o",
        folder.path,
      ], in: FileManager.default.temporaryDirectory)
    try #require(status == 0, "\(output)")
    let (model, diagnostics) = try DiagramFixtures.check(try SpecFinder.find([folder.path]))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    try Self.typecheck(model)
  }

  /// Each choice of parts a config can make compiles: the file holds what
  /// the parts refer to, and nothing refers to a part left out.
  @Test(arguments: [
    [GeneratedPart.types], [.types, .state], [.types, .steps], [.types, .state, .links],
    [.types, .state, .coordinator], [.types, .state, .coordinator, .steps],
  ])
  func eachChoiceOfPartsTypechecks(_ parts: [GeneratedPart]) throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let files = try SwiftGenerator(templates: .defaults, parts: Set(parts)).generate(model)
    let main = try #require(files.first { $0.name == "MainFlow.swift" }).contents
    #expect(main.contains("struct NewListing") == parts.contains(.types))
    #expect(main.contains("static func reduce(") == parts.contains(.state))
    #expect(main.contains("class Coordinator") == parts.contains(.coordinator))
    #expect(main.contains("struct Steps") == parts.contains(.steps))
    #expect(main.contains("enum Link") == parts.contains(.links))
    #expect(main.contains("enum MainFlow") == (parts != [.types]))
    #expect(main.contains("enum MainFlow: FlowRuntime.NavigationFlow {") == parts.contains(.state))
    try Self.typecheck(files)
  }

  /// A config's `state:` and `action:` reach every flow: each attribute on
  /// the line before the enum, each conformance once, after those flowc
  /// gives (a `Sendable` or `Codable` the enum already has is not stated twice).
  @Test func attributesAndConformancesOfTheConfigTypecheck() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let state = TypeAdditions(
      attributes: ["@available(swift 5.9)"], conformances: ["Routable", "Sendable"])
    let action = TypeAdditions(
      attributes: ["@available(swift 5.9)"], conformances: ["Routable", "Swift.Sendable"])
    let files = try SwiftGenerator(templates: .defaults, state: state, action: action)
      .generate(model)
    let login = try #require(files.first { $0.name == "Login.swift" }).contents
    #expect(
      login.contains(
        "  @available(swift 5.9)\n  enum State: FlowRuntime.FlowStepState, Sendable, Hashable, Routable {"
      ))
    let help = try #require(files.first { $0.name == "Help.swift" }).contents
    #expect(
      help.contains(
        "enum State: FlowRuntime.FlowStepState, Sendable, Hashable, Codable, Routable {"))
    #expect(
      help.contains(
        "  @available(swift 5.9)\n  enum Action: Sendable, Hashable, Codable, Routable {"))
    // A conformance flowc generates for this flow's enum is not stated again.
    let builder = RenderContextBuilder(
      model: model, action: TypeAdditions(conformances: ["Codable", "Routable"]))
    let index = try #require(model.flows.firstIndex { $0.name == "Help" })
    #expect(
      try builder.context(ofFlow: index).flow.actionConformances == [
        "Hashable", "Codable", "Routable",
      ])
    let routable = GeneratedFile(name: "Routable.swift", contents: "protocol Routable {}\n")
    try Self.typecheck(files + [routable])
  }

  /// Factories that return types of the app's own, inferred: a child's and
  /// a parent's overloads of one screen each return another type, and the
  /// parent's dependencies run the child (its `any Dependencies` converts).
  @Test func factoriesReturningTheirOwnTypesTypecheck() throws {
    let result = FlowChecker().check([
      MarkedSource(
        """
        flow: Child
        output: Int
        start: form
        steps:
          form: { screen: Form, output: Int, next: finish }
        """, path: "Child.flow.yaml"
      ).source,
      MarkedSource(
        """
        flow: Parent
        start: form
        steps:
          form: { screen: Form, output: String, next: child }
          child: { flow: Child, next: again }
          again: { screen: Form, output: Int, next: finish }
        """, path: "Parent.flow.yaml"
      ).source,
    ])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let files = try SwiftGenerator(templates: .defaults).generate(try #require(result.model))
    let parent = try #require(files.first { $0.name == "Parent.swift" }).contents
    #expect(parent.contains("associatedtype FormScreen2 = AnyObject"))
    #expect(parent.contains("func form(_ exit: FlowRuntime.ScreenExit<String>) -> FormScreen2"))
    let app = GeneratedFile(
      name: "App.swift",
      contents: """
        import FlowRuntime

        struct NumberView { var exit: ScreenExit<Int> }
        final class TextController {}

        @MainActor final class App: ParentFlow.Dependencies {
          func form(_ exit: ScreenExit<Int>) -> NumberView { NumberView(exit: exit) }
          func form(_ exit: ScreenExit<String>) -> TextController { TextController() }
        }

        @MainActor func run(_ navigator: any Navigator) {
          ParentFlow.Coordinator(navigator: navigator, dependencies: App()).start { _ in }
          let types: [Any.Type] = [App.FormScreen.self, App.FormScreen2.self]
          _ = types
        }

        """)
    try Self.typecheck(files + [app])
  }

  /// The types in one file and the flows in another, as a team that shares
  /// its models generates them.
  @Test func typesAndFlowsGeneratedApartTypecheckTogether() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let types = try SwiftGenerator(templates: .defaults, parts: [.types]).generate(model)
    let flows = try SwiftGenerator(
      templates: .defaults, parts: GeneratedPart.all.subtracting([.types])
    ).generate(model)
    #expect(flows.allSatisfy { !$0.contents.contains("struct NewListing") })
    #expect(types.allSatisfy { !$0.contents.contains("Flow {") })
    let renamed = types.map { GeneratedFile(name: "Types" + $0.name, contents: $0.contents) }
    try Self.typecheck(renamed + flows)
  }

  /// With `access: public` the flows are a module of their own: another
  /// module implements their dependencies, runs a coordinator, reduces states
  /// and sends a state into a task (State and Action are Sendable across modules).
  @Test func publicOutputCompilesAsAModuleForAnother() throws {
    let modules = try #require(Self.modules, "no FlowRuntime module next to the test bundle")
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let files = try SwiftGenerator(templates: .defaults, access: .public).generate(model)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-public-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in files {
      try file.contents.write(
        to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    let externals = """
      public struct Session: Sendable, Hashable {
        public var token: String
        public init(token: String) { self.token = token }
      }
      public struct Image: Sendable, Hashable {}
      public struct Todo: Sendable, Hashable {}

      """
    try externals.write(
      to: folder.appendingPathComponent("Externals.swift"), atomically: true, encoding: .utf8)
    let client = """
      import FlowRuntime
      import Flows

      @MainActor
      final class App: LoginFlow.Dependencies {
        func loginForm(_ exit: ScreenExit<LoginCredentials>) -> AnyObject { Screen() }
        func loginFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject { Screen() }
        func logIn(_ input: LoginCredentials) async throws -> Session { Session(token: input.email) }
      }

      final class Screen {}

      @MainActor func run() async {
        let coordinator = LoginFlow.Coordinator(navigator: RecordingNavigator(), dependencies: App())
        coordinator.start { result in print(result) }
        let credentials = LoginCredentials(email: "ada@example.com", password: "secret")
        let state = LoginFlow.reduce(LoginFlow.start(), .credentialsCompleted(credentials))
        let action = LoginFlow.Action.logInSucceeded(Session(token: "t"))
        await Task.detached { print(state.current, action) }.value
        if let link = TodoFlow.Link(url: URL(string: "todoapp://todos/42")!) {
          print(TodoFlow.entry(for: link))
        }
      }

      """
    try ("import Foundation\n" + client).write(
      to: folder.appendingPathComponent("Client.swift"), atomically: true, encoding: .utf8)
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    let (built, log) = try Self.run(
      [
        swiftc, "-emit-module", "-parse-as-library", "-module-name", "Flows", "-swift-version",
        "6", "-warnings-as-errors", "-I", modules.path,
      ] + files.map(\.name) + ["Externals.swift"], in: folder)
    try #require(built == 0, "\(log.prefix(4000))")
    let (status, output) = try Self.run(
      [
        swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-I", modules.path, "-I", ".", "Client.swift",
      ], in: folder)
    #expect(status == 0, "\(output.prefix(4000))")
  }

  /// A template can change any generated function body: this reducer
  /// answers each action under a `let next` and says which step it was in.
  @Test func anOverriddenReducerTemplateChangesTheReducerAndCompiles() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    var templates = try TemplateSet.load()
    let reducer = try #require(templates.texts["reducer"])
    let custom =
      reducer
      .replacingOccurrences(
        of: "    transition(state, action) ?? state\n",
        with: "    let next = transition(state, action)\n    return next ?? state\n"
      )
      .replacingOccurrences(
        of: "{{#pattern}}\n      guard case",
        with: "      // {{name}} applies in `{{pattern.name}}`.\n{{#pattern}}\n      guard case")
    #expect(custom != reducer)
    templates = TemplateSet(texts: templates.texts.merging(["reducer": custom]) { $1 })
    let files = try SwiftGenerator(templates: templates).generate(model)
    let registration = try #require(files.first { $0.name == "Registration.swift" }).contents
    #expect(
      registration.contains("    let next = transition(state, action)\n    return next ?? state\n"))
    #expect(
      registration.contains(
        "    case .signUpFailed(let error):\n      // signUpFailed applies in `signUp`.\n"))
    try Self.typecheck(model, templates: templates)
  }

  @Test func cornersOfTheFormatTypecheck() throws {
    let corners = MarkedSource(
      """
      flow: Corners
      input: Int
      output: String
      start: gate
      types:
        Choice: { enum: { photo: Photo, text: String, nothing: null } }
        Pair: { shop: String, id: Int }
        Gathered: { count: Int, again: Int }
      external: [Photo]
      steps:
        input:
          screen: Shared
          input: Int
          output: Choice
          on: { photo: finished, text: finish }
          next: cancel
        finished:
          screen: Shared
          input: Photo
          output: Int
          next: gathering
        gathering:
          screen: Gathering
          input: Gathered
          gather: { count: payload, again: finished }
          output: Never
        pair:
          screen: PairScreen
          input: Pair
          output: Void
          next: work
        work:
          action: Work
          output: Void
          next: cancel
          failure: pairAgain
        pairAgain:
          screen: Alert
          input: Error
          output: Never
        nested:
          flow: Child
          input: Int
          output: Photo
          next: finished
        done:
          screen: Done
          output: String
          next: finish
      decisions:
        gate:
          input: Int
          cases: [first, second, third]
          on: { first: input, second: nested, third: gate2 }
        gate2:
          cases: [again]
          on: { again: done }
      links:
        "corners://{shop:String}/{id:Int}": { to: pair, gated: false }
        "corners://again": { to: gate2, gated: false, back: replace }
      """, path: "Corners.flow.yaml")
    let child = MarkedSource(
      """
      flow: Child
      input: Int
      output: Photo
      start: take
      steps:
        take:
          screen: Shared
          input: Int
          output: Choice
          on: { photo: finish }
          next: cancel
      """, path: "Child.flow.yaml")
    let edges = MarkedSource(
      """
      flow: Edges
      start: returning
      types:
        Tree: { enum: { leaf: Int, node: Forest } }
        Forest: { left: Tree, right: Tree? }
      steps:
        returning:
          screen: Return
          output: Tree
          next: loadCount
        loadCount:
          action: Load
          output: Int
          next: loadNothing
          failure: cancel
        loadNothing:
          action: Load
          next: forever
          failure: cancel
        forever:
          action: Wait
          output: Never
          failure: resting
        resting:
          flow: Resting
          output: Never
      """, path: "Edges.flow.yaml")
    let resting = MarkedSource(
      """
      flow: Resting
      output: Never
      start: home
      steps:
        home:
          screen: Home
          output: Never
      """, path: "Resting.flow.yaml")
    let hub = MarkedSource(
      """
      flow: Hub
      output: Never
      start: hub
      types:
        HubTab: { enum: { feed: null, detail: Int } }
      steps:
        hub: { screen: HubScreen, present: root, output: HubTab, on: { feed: feed, detail: detail } }
        feed: { screen: Feed, next: hub }
        detail: { screen: Detail, input: Int, output: Never }
      """, path: "Hub.flow.yaml")
    let hubParent = MarkedSource(
      """
      flow: HubParent
      output: Never
      start: intro
      steps:
        intro: { screen: Intro, next: hub, back: cancel }
        hub: { flow: Hub, output: Never }
      """, path: "HubParent.flow.yaml")
    let events = MarkedSource(
      """
      flow: Events
      output: String
      start: first
      steps:
        first: { screen: First, output: Int, next: nested, back: cancel }
        nested: { flow: Child, input: Int, next: second }
        second: { screen: Second, input: Photo, output: Int, next: third, back: none }
        third: { screen: Third, output: Never, back: second }
      events:
        done: { next: finish, payload: String }
        quit: { next: cancel, at: [first, nested, second, third] }
        ping: { next: first, payload: Int }
        again: { next: nested, payload: Int, at: [second] }
      """, path: "Events.flow.yaml")
    let result = FlowChecker().check([
      corners.source, child.source, edges.source, resting.source, hub.source, hubParent.source,
      events.source,
    ])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    try Self.typecheck(try #require(result.model))
  }

  /// Named endings reached every way a transition can (next, on, the default
  /// beside on, failure, back, a decision, a link target), decisions whose
  /// cases carry payloads (into a gather, straight to an ending), and parents
  /// routing on a child's endings or passing the `Ending` on.
  @Test func endingsAndPayloadDecisionsTypecheck() throws {
    let ends = MarkedSource(
      """
      flow: Ends
      start: lookUp
      endings:
        value: Int
        nothing: Void
        photo: Photo?
        listed: "[String]"
      types:
        Kind: { enum: { number: Int, many: "[String]", none: null } }
        Collected: { number: Int, name: String }
      external: [Photo]
      steps:
        finished:
          screen: Named
          input: Int
          output: Kind
          on: { number: finish.value, many: finish.listed }
          next: finish.nothing
          back: finish.nothing
        name:
          screen: Name
          output: String
          next: again
        load:
          action: Load
          output: Photo?
          next: finish.photo
          failure: finish.nothing
        collected:
          screen: Collected
          input: Collected
          gather: { number: payload, name: name }
          output: Int
          next: finish.value
      decisions:
        lookUp:
          cases: { known: Int, unknown: Void, picture: Photo? }
          on: { known: finished, unknown: name, picture: finish.photo }
        again:
          input: String
          cases: { number: Int, nothing: null, loading: Void }
          on: { number: collected, nothing: finish.nothing, loading: load }
      links:
        "ends://load": load
      """, path: "Ends.flow.yaml")
    let parent = MarkedSource(
      """
      flow: Parent
      start: ends
      steps:
        ends:
          flow: Ends
          output: EndsFlow.Ending
          on: { value: number, photo: picture }
          next: again
        number:
          screen: Number
          input: Int
          output: Never
        picture:
          screen: Picture
          input: Photo?
          output: Never
        again:
          flow: Ends
          next: shown
        shown:
          screen: Shown
          input: EndsFlow.Ending
          next: finish
      """, path: "Parent.flow.yaml")
    let result = FlowChecker().check([ends.source, parent.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    try Self.typecheck(try #require(result.model))
  }

  /// Actions that cannot fail (`throws: false`), synchronous ones (`async:
  /// false`), failures reported inline, and alerts, in every combination of
  /// output the templates tell apart.
  @Test func actionEffectsInlineFailuresAndAlertsTypecheck() throws {
    let spec = MarkedSource(
      """
      flow: Effects
      start: form
      output: Int
      steps:
        form: { screen: Form, output: String, next: syncValue }
        syncValue: { action: Count, input: String, output: Int, throws: false, async: false, next: syncVoid }
        syncVoid: { action: Store, input: Int, throws: false, async: false, next: asyncValue }
        asyncValue: { action: Fetch, output: Int, throws: false, next: asyncVoid }
        asyncVoid: { action: Ping, input: Int, throws: false, next: again }
        again: { screen: Again, output: Int, next: inlineValue }
        inlineValue: { action: Send, input: Int, output: Int, failure: inline, next: inlineVoid }
        inlineVoid: { action: Check, input: Int, failure: inline, next: inlineSync }
        inlineSync: { action: Validate, failure: inline, async: false, next: throwingSync }
        throwingSync: { action: Parse, output: Int, async: false, failure: alert, next: throwingVoid }
        throwingVoid: { action: Verify, input: Int, async: false, failure: alert, next: confirm }
        confirm: { screen: Confirm, present: alert, next: last }
        last: { screen: Last, next: forever }
        forever: { action: Wait, failure: inline, output: Never }
        alert: { screen: Failure, input: Error, present: alert, next: again }
      """, path: "Effects.flow.yaml")
    let result = FlowChecker().check([spec.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    try Self.typecheck(try #require(result.model))
  }

  /// A flow's `error` type: every kind of action throws it (`throws(AppError)`), an
  /// action's own `error: Error` throws any error, and the states holding the error stay
  /// `Hashable` and `Codable`.
  @Test func typedErrorsTypecheck() throws {
    let spec = MarkedSource(
      """
      flow: Typed
      start: form
      output: Int
      error: AppError
      types:
        AppError:
          enum:
            offline:
            refused: String
      steps:
        form: { screen: Form, output: String, next: syncValue }
        syncValue: { action: Count, input: String, output: Int, async: false, failure: alert, next: asyncValue }
        asyncValue: { action: Fetch, input: Int, output: Int, failure: alert, next: asyncVoid }
        asyncVoid: { action: Ping, input: Int, failure: alert, next: again }
        again: { screen: Again, output: Int, next: inlineValue }
        inlineValue: { action: Send, input: Int, output: Int, failure: inline, next: inlineVoid }
        inlineVoid: { action: Check, input: Int, failure: inline, next: inlineSync }
        inlineSync: { action: Validate, failure: inline, async: false, next: untyped }
        untyped: { action: Upload, output: Int, failure: inline, error: Error, next: finish }
        alert: { screen: Failure, input: AppError, present: alert, next: again }
      """, path: "Typed.flow.yaml")
    let result = FlowChecker().check([spec.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let files = try SwiftGenerator(templates: .defaults).generate(model)
    let text = try #require(files.first).contents
    #expect(text.contains("enum AppError: Sendable, Hashable, Codable, Error {"))
    #expect(text.contains("func fetch(_ input: Int) async throws(AppError) -> Int"))
    #expect(text.contains("func count(_ input: String) throws(AppError) -> Int"))
    #expect(text.contains("func upload() async throws -> Int"))
    #expect(text.contains("case asyncValueFailed(AppError)"))
    #expect(text.contains("case untypedFailed(FlowRuntime.FlowFailure)"))
    #expect(text.contains("enum State: FlowRuntime.FlowStepState, Sendable, Hashable, Codable {"))
    #expect(text.contains("Result<Int, AppError>"))
    #expect(text.contains("enum Action: Sendable, Hashable, Codable {"))
    try Self.typecheck(files)
  }

  /// A flow type as the flow's `error`: it is qualified like any name of the flow
  /// (`ShopFlow.BuyError`) and declared inside the flow as an `Error`.
  @Test func aFlowTypeAsTheErrorTypechecks() throws {
    let spec = MarkedSource(
      """
      flow: Shop
      start: buy
      error: BuyError
      flow-types:
        BuyError: { enum: [declined] }
      steps:
        buy: { action: Buy, next: finish, failure: failed }
        failed: { screen: Failed, input: BuyError, present: alert, next: finish }
      """, path: "Shop.flow.yaml")
    let result = FlowChecker().check([spec.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let files = try SwiftGenerator(templates: .defaults).generate(try #require(result.model))
    let text = try #require(files.first).contents
    #expect(text.contains("  enum BuyError: Sendable, Hashable, Codable, CaseIterable, Error {"))
    #expect(text.contains("func buy() async throws(BuyError)"))
    try Self.typecheck(files)
  }

  /// `Action` is `Hashable` whatever it carries, and `Codable` when every payload is plain
  /// (outputs, failures, decision outcomes, event payloads, links): an `Error` payload is a
  /// `FlowFailure`, which is both; an external is `Hashable` only.
  @Test(arguments: [
    ("", "String", ", Hashable, Codable"),
    ("links: { \"app://x/{id:Int}\": detail }", "String", ", Hashable, Codable"),
    ("", "Error", ", Hashable, Codable"),
    ("", "Session", ", Hashable"),
  ])
  func actionConformancesTypecheck(links: String, eventPayload: String, conformances: String)
    throws
  {
    let spec = MarkedSource(
      """
      flow: Plain
      start: form
      error: PlainError
      external: [Session]
      types:
        PlainError: { enum: [offline] }
        Pick: { enum: { one: Int, two: null } }
      \(links)
      steps:
        form: { screen: Form, output: Pick, on: { one: detail, two: gate } }
        detail: { screen: Detail, input: Int, next: save }
        save: { action: Save, failure: failed, next: finish }
        failed: { screen: Failed, input: PlainError, present: alert, next: form }
        named: { screen: Named, input: String, next: finish }
      decisions:
        gate:
          cases: { yes: String, no: null }
          on: { yes: named, no: finish }
      events:
        reset: { payload: \(eventPayload), next: form }
      """, path: "Plain.flow.yaml")
    let result = FlowChecker().check([spec.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let files = try SwiftGenerator(templates: .defaults).generate(try #require(result.model))
    let text = try #require(files.first).contents
    #expect(text.contains("enum Action: Sendable\(conformances) {"))
    #expect(text.contains("enum GateOutcome: Sendable, Hashable, Codable {"))
    try Self.typecheck(files)
  }

  /// Swift keywords as step ids, decision ids and cases, fields, enum cases
  /// (with and without payload), screen and action names, carried values,
  /// gathered fields and link parameters: escaped where Swift needs it.
  @Test func keywordNamesTypecheck() throws {
    let keywords = MarkedSource(
      """
      flow: Keywords
      description: Swift keywords in every position a name can take.
      input: Int
      output: Visibility
      start: default
      types:
        Visibility: { enum: [public, private, open, internal, init, inout, type] }
        Event:
          enum:
            open: Int
            default: null
            return: Visibility
            init: String
            repeat: null
        Form: { public: Bool, private: Int, type: String, init: Int, inout: Int, let: Int, var: Visibility }
        Pair: { in: String, for: Int }
        Item: { default: Int, in: String }
      steps:
        default:
          screen: Default
          input: Int
          output: Event
          on: { open: case, default: repeat, return: finish, init: try, repeat: repeat }
        case:
          action: Switch
          input: Int
          output: Form
          next: var
          failure: cancel
        var:
          screen: Var
          input: Form
          output: Visibility
          next: if
        repeat:
          screen: Return
          output: Int
          next: inout
        inout:
          action: Init
          input: Int
          output: Int
          next: guard
          failure: cancel
        guard:
          screen: Guard
          output: String
          next: in
        in:
          screen: In
          input: Pair
          gather: { in: payload, for: inout }
          output: Visibility
          next: if
        for:
          screen: For
          input: Item
          output: Visibility
          next: import
        while:
          screen: While
          input: Int
          output: Visibility
          next: finish
        try:
          screen: Try
          input: String
          output: Visibility
          next: finish
        import:
          flow: Where
          input: Visibility
          output: Visibility
          next: finish
        open:
          screen: Open
          input: Visibility
          output: Visibility
          next: finish
      decisions:
        if:
          input: Visibility
          cases: [public, private, init, inout, let]
          on: { public: open, private: import, init: finish, inout: init, let: finish }
        init:
          input: Visibility
          cases: [default]
          on: { default: open }
      links:
        "kw://items/{default:Int}/{in:String}": for
        "kw://open/{inout:Int}": while
        "kw://init/{init:String}": try
        "kw://let/{let:String}": try
      """, path: "Keywords.flow.yaml")
    let called = MarkedSource(
      """
      flow: Where
      input: Visibility
      output: Visibility
      start: return
      steps:
        return:
          screen: Return
          input: Visibility
          output: Visibility
          next: finish
      """, path: "Where.flow.yaml")
    // `init` and `inout` as a screen's id, a carried value, gathered fields and a link parameter.
    let initial = MarkedSource(
      """
      flow: K
      start: init
      types:
        InitForm: { inout: Int, init: String }
      steps:
        init:
          screen: Start
          output: Int
          next: inout
        inout:
          action: Save
          input: Int
          output: String
          next: deinit
          failure: cancel
        deinit:
          screen: Form
          input: InitForm
          gather: { inout: init, init: payload }
          output: Never
        init2:
          screen: Other
          input: Int
          output: Never
      links:
        "k://x/{init:Int}": init2
      """, path: "K.flow.yaml")
    let result = FlowChecker().check([keywords.source, called.source, initial.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let swift = try #require(
      try SwiftGenerator(templates: TemplateSet.load()).generate(model).first {
        $0.name == "Keywords.swift"
      }
    ).contents
    for line in [
      "  case `default`\n", "  var `public`: Bool\n", "  var type: String\n",
      "    case `guard`(`inout`: Int)\n", "    case .default: return .default\n",
      "      return state.moving(to: .guard(`inout`: output))\n",
      "      guard case .guard(let `inout`) = state.current else { return nil }\n",
      "Pair(in: output, for: `inout`)", "        return .try(init: `init`)\n",
      "    case .`init`: return .`init`\n", "    case defaultCompleted(Event)\n",
      "    private func showDefault(_ input: Int) {\n",
      "    func `if`(_ input: Visibility) -> IfOutcome\n",
      "      driver.dispatch(.ifDecided(dependencies.if(input)))\n",
    ] {
      #expect(swift.contains(line), "\(line)")
    }
    try Self.typecheck(model)
    // Public declarations spell out their memberwise initializers: `public init(`in`: ...)`.
    try Self.typecheck(model, isPublic: true)
  }

  /// Actions that cannot fail (`throws: false`, async or not) named with Swift
  /// keywords: their `Steps` methods are escaped as the throwing ones are.
  @Test func nonThrowingActionsNamedWithKeywordsTypecheck() throws {
    let source = MarkedSource(
      """
      flow: KeywordAction
      start: form
      steps:
        form: { screen: Form, output: Int, next: guard }
        guard: { action: Guard, input: Int, throws: false, next: repeat }
        repeat: { action: Repeat, throws: false, async: false, next: finish }
      """, path: "KeywordAction.flow.yaml")
    let result = FlowChecker().check([source.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    try Self.typecheck(try #require(result.model))
  }

  /// `back` as a target of a screen's case, a screen's `next`, an action's
  /// `failure`, a decision's case and a sub-flow's ending.
  @Test func backAsATargetTypechecks() throws {
    let child = MarkedSource(
      """
      flow: Compose
      start: editor
      steps:
        editor: { screen: Editor, output: String, next: post, back: cancel }
        post: { action: Post, input: String, next: finish, failure: back }
      """, path: "Compose.flow.yaml")
    let parent = MarkedSource(
      """
      flow: Timeline
      output: Never
      start: timeline
      types:
        TimelineChoice: { enum: [compose, refresh, login] }
        LoginAction: { enum: [signedIn, configuredForOAuth] }
      steps:
        timeline: { screen: Timeline, present: root, output: TimelineChoice, on: { compose: compose, refresh: which, login: login } }
        compose: { flow: Compose, present: modal, next: back }
        login: { screen: Login, output: LoginAction, on: { signedIn: timeline, configuredForOAuth: back } }
        about: { screen: About, next: back }
      decisions:
        which: { cases: [stay, about], on: { stay: back, about: about } }
      """, path: "Timeline.flow.yaml")
    let result = FlowChecker().check([child.source, parent.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(model)
    let timeline = try #require(files.first { $0.name == "Timeline.swift" }).contents
    #expect(timeline.contains("case .configuredForOAuth:\n        return Self.back(state)\n"))
    #expect(timeline.contains("return state.goingBack(then: Self.back)"))
    let compose = try #require(files.first { $0.name == "Compose.swift" }).contents
    #expect(compose.contains("return state.goingBack(then: Self.back)"))
    try Self.typecheck(files)
    // A router's way back to where the flow came from is `goBack()`.
    let routed = try SwiftGenerator(templates: TemplateSet.load(), routers: true).generate(model)
    let login = try #require(routed.first { $0.name == "Timeline.swift" }).contents
    #expect(login.contains("func goBack()"))
    try Self.typecheck(routed)
  }

  /// Optional inputs reached with their wrapped type and with nothing (the
  /// start, a case without a payload, an event): `.none` arrives.
  @Test func optionalInputsTypecheck() throws {
    let source = MarkedSource(
      """
      flow: OptInput
      start: start
      output: Never
      types:
        Pick: { enum: { direct: String, viaServer: null } }
      steps:
        start: { screen: Start, input: String?, output: Pick, on: { direct: login, viaServer: login } }
        login: { screen: Login, input: String?, output: Never }
      events:
        reset: { next: start }
      """, path: "OptInput.flow.yaml")
    let result = FlowChecker().check([source.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let swift = try #require(
      try SwiftGenerator(templates: TemplateSet.load()).generate(model).first
    ).contents
    #expect(swift.contains("FlowState(current: .start(input: .none))"))
    #expect(swift.contains("state.moving(to: .login(input: payload))"))
    #expect(swift.contains("state.moving(to: .login(input: .none))"))
    try Self.typecheck(model)
  }

  /// Events named with Swift keywords, at steps named with keywords: the
  /// `Action` case and the coordinator's method are escaped.
  @Test func keywordEventNamesTypecheck() throws {
    let spec = SourceFile(
      path: "Keys.flow.yaml",
      text: """
        flow: Keys
        output: Never
        start: home
        steps:
          home: { screen: Home, output: Never }
          default: { screen: Gone, input: String, output: Never }
        events:
          repeat: { next: default, payload: String, at: [home, default] }
          defer: { next: home }
        """)
    let result = FlowChecker().check([spec])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let swift = try SwiftGenerator(templates: .defaults).generate(try #require(result.model))
    #expect(swift.first?.contents.contains("func `repeat`(_ payload: String)") == true)
    try Self.typecheck(try #require(result.model))
  }

  /// The public types of the runtime (top-level and nested), read from its sources.
  static let runtimeTypeNames: [String] = {
    let folder = DiagramFixtures.packageRoot.appendingPathComponent("Sources/FlowRuntime")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var names: Set<String> = []
    for file in files where file.hasSuffix(".swift") {
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { " :<{".contains($0) })
        guard words.first == "public" || words.first == "open" else { continue }
        let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "typealias", "actor"]
        if let kind = words.firstIndex(where: kinds.contains), kind + 1 < words.count {
          names.insert(String(words[kind + 1]))
        }
      }
    }
    return names.sorted()
  }()

  /// A flow with a step of every kind, a tab container, an inline failure,
  /// a gate, links that rebuild and select a tab, an event; `types` declared
  /// under `key` (`types` or `flow-types`).
  static func everyPart(_ types: [String], key: String) -> [SourceFile] {
    let declared = types.map { "  \($0): { value: Int }\n" }.joined()
    let shadows = """
      flow: Shadows
      start: check
      output: Never
      \(key):
      \(declared)  Choice: { enum: [a, b, c] }
      steps:
        home: { screen: Home, present: root, output: Choice, on: { a: save, b: main, c: child } }
        save: { action: Save, next: gate, failure: inline }
        done: { screen: Done, output: Never }
        child: { flow: Child, next: home }
        main:
          tabs:
            one: { flow: Child, next: home }
            two: { flow: Child, next: home }
        pin: { screen: Pin, next: done }
      decisions:
        check: { cases: [yes, no], on: { yes: home, no: home } }
        gate: { gate: true, cases: [open, shut], on: { open: done, shut: pin } }
      events:
        reset: { next: home }
      links:
        "s://done": { to: done, back: rebuild }
        "s://one": main.one
        "s://page": child.page
      """
    let child = """
      flow: Child
      start: page
      steps:
        page: { screen: ChildPage, next: finish }
      links:
        "c://page": page
      """
    return [
      SourceFile(path: "Shadows.flow.yaml", text: shadows),
      SourceFile(path: "Child.flow.yaml", text: child),
    ]
  }

  /// A spec may name its types like the runtime's (`LinkWay`, `FlowTab`,
  /// `DrivenCoordinator`, `ActionFeedback`, ...), as types of the run or of a
  /// flow: generated code names the runtime's types `FlowRuntime.LinkWay`, so
  /// a spec's type of that name changes nothing. Only the link parser's, and
  /// the `FlowState` each flow declares, are a `name-clash`.
  @Test(arguments: ["types", "flow-types"])
  func typesNamedLikeTheRuntimesTypecheck(key: String) throws {
    let names = Self.runtimeTypeNames
    #expect(names.count > 30)
    for name in ["LinkWay", "DrivenCoordinator", "ActionFeedback", "FlowTab", "StepT", "Gate"] {
      #expect(names.contains(name), "\(name)")
    }
    let clashing = ["DeepLinkParameters", "DeepLinkPattern", "FlowState"]
    let result = FlowChecker().check(
      Self.everyPart(names.filter { !clashing.contains($0) }, key: key))
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let swift = try SwiftGenerator(templates: .defaults).generate(model)
    #expect(swift.first?.contents.contains("Coordinator: FlowRuntime.DrivenCoordinator {") == true)
    try Self.typecheck(swift)
    let refused = FlowChecker().check(Self.everyPart(clashing, key: key)).diagnostics.filter {
      $0.severity == .error
    }
    #expect(refused.map(\.code) == [.nameClash, .nameClash, .nameClash])
    #expect(refused.map(\.location?.line) == [5, 6, 7])
  }

  /// A tab container `flow` declares the enum `FlowTab` in its flow's
  /// namespace, beside the runtime's `FlowTab` its cases are shown as.
  @Test func aTabContainerNamedFlowTypechecks() throws {
    let bar = SourceFile(
      path: "Bar.flow.yaml",
      text: """
        flow: Bar
        start: flow
        steps:
          flow: { tabs: { one: { flow: Child, next: finish } } }
        """)
    let result = FlowChecker().check([bar, Self.everyPart([], key: "types")[1]])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let swift = try SwiftGenerator(templates: .defaults).generate(try #require(result.model))
    #expect(swift.first?.contents.contains("  enum FlowTab: String") == true)
    try Self.typecheck(swift)
  }

  /// Two flows with a flow type `Route` each; the parent runs the child and
  /// shows its `SettingsFlow.Route`.
  @Test func flowTypesTypecheck() throws {
    let result = FlowChecker().check([FlowTypesTests.settings.source, FlowTypesTests.home.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    try Self.typecheck(try #require(result.model))
  }

  /// Tab containers: tabs whose flows never finish, finish with a value or
  /// with endings, take the container's input or nothing; a container with
  /// input, `back`, `present: push`, a link and an event; a keyword tab id.
  @Test func tabContainersTypecheck() throws {
    let feed = MarkedSource(
      """
      flow: Feed
      output: Never
      start: list
      steps:
        list: { screen: FeedList, output: Int, next: item }
        item: { screen: FeedItem, input: Int, output: Never }
      """, path: "Feed.flow.yaml")
    let account = MarkedSource(
      """
      flow: Account
      input: String
      start: overview
      endings: { signedOut: Void, closed: Int }
      types:
        AccountChoice: { enum: [signOut, close] }
      steps:
        overview:
          screen: AccountOverview
          input: String
          output: AccountChoice
          on: { signOut: finish.signedOut, close: count }
        count: { screen: AccountCount, output: Int, next: finish.closed }
      """, path: "Account.flow.yaml")
    let pick = MarkedSource(
      """
      flow: Pick
      output: Int
      start: choose
      steps:
        choose: { screen: Choose, output: Int, next: finish }
      """, path: "Pick.flow.yaml")
    let shell = MarkedSource(
      """
      flow: Shell
      output: Never
      start: name
      steps:
        name: { screen: Name, output: String, next: main }
        main:
          input: String
          present: push
          back: name
          tabs:
            feed: { flow: Feed }
            default: { flow: Account, on: { signedOut: name, closed: shown } }
            pick: { flow: Pick, next: shown }
            again: { flow: Pick, next: finished }
            gathered: { flow: Pick, next: summary }
          selected: pick
        shown: { screen: Shown, input: Int, output: Never }
        finished: { screen: Finished, present: root, output: Never }
        summary:
          screen: Summary
          input: Named
          gather: { name: name, count: payload }
          output: Never
      types:
        Named: { name: String, count: Int }
      events:
        reset: { next: name }
      """, path: "Shell.flow.yaml")
    let linked = MarkedSource(
      """
      flow: Linked
      input: String
      output: Never
      start: main
      steps:
        main:
          input: String
          tabs:
            feed: { flow: Feed }
            account: { flow: Account, on: { signedOut: cancel, closed: cancel } }
      links:
        "linked://main/{name:String}": main
      """, path: "Linked.flow.yaml")
    let result = FlowChecker().check(
      [feed.source, account.source, pick.source, shell.source, linked.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    try Self.typecheck(model)
    try Self.typecheck(model, isPublic: true)
  }
}

/// Deep links through sub-flows and tabs, with gates and back stacks, in the corners that
/// once broke: parameters in another order than the sub-flow's link, link names a number
/// would repeat (`item`, `item`, `item2`), keywords as ids, and a gate with no resume step.
@Suite struct LinkCornersCompileTests {
  @Test func linkCornersTypecheck() throws {
    let account = MarkedSource(
      """
      flow: Account
      start: overview
      steps:
        overview: { screen: AccountOverview, output: Pair, next: order }
        order: { screen: OrderDetail, input: Pair, output: Never }
        default: { screen: Defaults, output: Never }
      types:
        Pair: { id: Int, shop: String }
      links:
        "acc://orders/{id:Int}/{shop:String}": order
        "acc://defaults": { to: default, back: replace }
      """, path: "Account.flow.yaml")
    let shop = MarkedSource(
      """
      flow: Shop
      start: gate
      types:
        ItemChoice: { enum: { item: Int, other: null } }
      steps:
        catalog: { screen: Catalog, present: root, output: ItemChoice, on: { item: item, other: item2 } }
        item: { screen: Item, input: Int, output: Never }
        item2: { screen: OtherItem, output: Never }
        account: { flow: Account, next: finish }
        tabs: { tabs: { mine: { flow: Account, next: finish }, repeat: { flow: Account, next: finish } } }
        pinned: { screen: Pinned, next: locked }
        locked: { screen: Locked, output: Never }
      decisions:
        gate: { cases: [a, b, c, d], on: { a: catalog, b: account, c: tabs, d: pinCheck } }
        pinCheck: { gate: true, cases: [open, shut], on: { open: pinned, shut: locked } }
      links:
        "shop://items/{id:Int}": item
        "shop://items2/{id:Int}": item
        "shop://other": item2
        "shop://orders/{shop:String}/{id:Int}": { to: account.order, back: rebuild }
        "shop://tabs/{shop:String}/{id:Int}": tabs.repeat.order
        "shop://tabs/mine": tabs.mine
        "shop://defaults": account.default
        "shop://pinned": { to: pinned, back: replace }
      """, path: "Shop.flow.yaml")
    let result = FlowChecker().check([shop.source, account.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    try GeneratedCodeCompilesTests.typecheck(try #require(result.model))
  }

  /// Query items (one optional, read as `Int?`), fragments, a struct that
  /// an optional parameter fills, and a link into a sub-flow through its
  /// query link.
  @Test func queryAndFragmentLinksTypecheck() throws {
    let chat = MarkedSource(
      """
      flow: Chat
      start: start
      types:
        EventLink: { room: String, event: String, page: Int? }
      steps:
        start: { screen: Start, output: Never }
        room: { screen: Room, input: String, output: Never }
        provisioned: { screen: Start, input: String, output: Never }
        feed: { screen: Feed, input: Int?, output: Never }
        event: { screen: Event, input: EventLink, output: Never }
      links:
        "https://matrix.to/#/{room:String}": room
        "https://element.io/?account_provider={provider:String}": provisioned
        "chat://feed?page={page:Int?}": feed
        "chat://rooms/{room:String}?page={page:Int?}#/events/{event:String}": event
      """, path: "Chat.flow.yaml")
    let app = MarkedSource(
      """
      flow: App
      start: chat
      steps:
        chat: { flow: Chat, next: finish }
      links:
        "app://feed?page={page:Int?}": chat.feed
      """, path: "App.flow.yaml")
    let result = FlowChecker().check([app.source, chat.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    let files = try SwiftGenerator(templates: .defaults).generate(try #require(result.model))
    let generated = try #require(files.first { $0.name == "Chat.swift" }).contents
    #expect(generated.contains("guard let page = match.optionalInt(\"page\") else { return nil }"))
    #expect(generated.contains("case feed(page: Int?)"))
    try GeneratedCodeCompilesTests.typecheck(files)
  }
}
