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
    struct Session: Sendable, Equatable {}
    struct Image: Sendable, Equatable {}
    struct Photo: Sendable, Equatable {}
    struct Todo: Sendable, Equatable {}

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
    let modules = try #require(modules, "no FlowRuntime module next to the test bundle")
    let files = try SwiftGenerator(
      templates: try templates ?? TemplateSet.load(), isPublic: isPublic
    ).generate(model)
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

  @Test(arguments: [(1, 1), (2, 3), (3, 3), (4, 2)])
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
        "corners://{shop:String}/{id:Int}": pair
        "corners://again": gate2
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
    let result = FlowChecker().check([
      corners.source, child.source, edges.source, resting.source,
    ])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    try Self.typecheck(try #require(result.model))
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

  /// Two flows with a flow type `Route` each; the parent runs the child and
  /// shows its `SettingsFlow.Route`.
  @Test func flowTypesTypecheck() throws {
    let result = FlowChecker().check([FlowTypesTests.settings.source, FlowTypesTests.home.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    try Self.typecheck(try #require(result.model))
  }
}
