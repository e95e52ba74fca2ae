import Foundation
import Testing

@testable import FlowcCore

/// The generated navigation tests can fail, and fail where they should: the
/// suite generated from `specs/SignIn.flow.yaml` runs against the flow
/// generated from the spec as it is (every test passes), with one edge
/// retargeted, and with one screen shown another way; exactly the tests whose
/// path takes the changed edge or shows the changed screen fail. Compiles the
/// flow, the suite and the built FlowRuntime into one program with `swiftc`
/// (or `$SWIFTC`) and runs it with Swift Testing's entry point.
@Suite(.serialized) struct NavigationSuiteMutationTests {
  static let spec = DiagramFixtures.specsFolder + "/SignIn.flow.yaml"

  /// The suite generated from the spec as it is, and its support file.
  static func suite() throws -> [GeneratedFile] {
    let (model, diagnostics) = try DiagramFixtures.check([spec])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    return try NavigationTestGenerator(module: "GeneratedFlows").generate(model)
  }

  /// The flow generated from the spec with `original` replaced by `changed`.
  static func flow(replacing original: String, with changed: String) throws -> GeneratedFile {
    let text = try String(contentsOfFile: spec, encoding: .utf8)
    #expect(original.isEmpty || text.contains(original))
    let source = SourceFile(
      path: "SignIn.flow.yaml",
      text: original.isEmpty ? text : text.replacingOccurrences(of: original, with: changed))
    let checked = FlowChecker().check([source])
    let model = try #require(checked.model)
    #expect(
      !checked.diagnostics.contains { $0.severity == .error },
      "\(checked.diagnostics.map(\.message))")
    return try #require(try SwiftGenerator(templates: TemplateSet.load()).generate(model).first)
  }

  /// The names of the suite's tests, and of those that failed, when run against `flow`.
  static func run(_ suite: [GeneratedFile], against flow: GeneratedFile) throws -> (
    all: [String], failed: Set<String>
  ) {
    let modules = try #require(
      GeneratedCodeCompilesTests.modules, "no FlowRuntime module next to the test bundle")
    let objects = modules.deletingLastPathComponent().appendingPathComponent("FlowRuntime.build")
    let runtime = try FileManager.default.contentsOfDirectory(atPath: objects.path)
      .filter { $0.hasSuffix(".o") }.map { objects.appendingPathComponent($0).path }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-mutation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // One module: the suite's `@testable import` of the flows' module goes.
    for file in suite + [flow] {
      let text = file.contents.replacingOccurrences(
        of: "@testable import GeneratedFlows\n", with: "")
      try text.write(
        to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    let support = """
      struct Session: Sendable, Hashable { var token: String }
      enum NavigationTestFixtures: NavigationFixtures {
        static var session: Session { Session(token: "token") }
      }
      @main struct Run {
        static func main() async {
          let status: CInt = await Testing.__swiftPMEntryPoint()
          exit(status)
        }
      }

      """
    try ("import Foundation\nimport Testing\n\n" + support).write(
      to: folder.appendingPathComponent("Run.swift"), atomically: true, encoding: .utf8)
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    let sources = (suite + [flow]).map(\.name) + ["Run.swift"]
    let (status, output) = try GeneratedCodeCompilesTests.run(
      [
        swiftc, "-swift-version", "6", "-parse-as-library", "-module-name", "Mutant", "-I",
        modules.path,
        "-o", "run",
      ] + sources + runtime, in: folder)
    try #require(status == 0, "the suite does not compile:\n\(output)")
    let events = folder.appendingPathComponent("events.jsonl")
    _ = try GeneratedCodeCompilesTests.run(
      ["./run", "--event-stream-output-path", events.path, "--event-stream-version", "0"],
      in: folder)
    var names: [String: String] = [:]
    var failed: Set<String> = []
    let lines = String(decoding: try Data(contentsOf: events), as: UTF8.self).split(separator: "\n")
    for line in lines {
      guard let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = record["payload"] as? [String: Any]
      else { continue }
      if record["kind"] as? String == "test", payload["kind"] as? String == "function",
        let id = payload["id"] as? String
      {
        names[id] = payload["displayName"] as? String ?? payload["name"] as? String
      }
      if payload["kind"] as? String == "issueRecorded", let id = payload["testID"] as? String {
        failed.insert(id)
      }
    }
    return (names.values.sorted(), Set(failed.compactMap { names[$0] }))
  }

  @Test func theSuitePassesAgainstItsFlowAndFailsWhereAnEdgeOrAScreenChanged() throws {
    let suite = try Self.suite()
    let original = try Self.run(suite, against: try Self.flow(replacing: "", with: ""))
    #expect(original.all.count >= 8)
    #expect(original.failed.isEmpty, "against the spec as it is: \(original.failed.sorted())")

    // Signing in finishes at once instead of keeping the session first.
    let retargeted = try Self.run(
      suite,
      against: try Self.flow(
        replacing: "next: keepSession\n    failure: inline",
        with: "next: finish\n    failure: inline"))
    let takingTheEdge = Set(original.all.filter { $0.contains("signIn -> keepSession") })
    #expect(!takingTheEdge.isEmpty)
    #expect(retargeted.failed == takingTheEdge)

    // The screen saying the link was sent is shown as a modal screen, not an alert.
    let shownAnotherWay = try Self.run(
      suite,
      against: try Self.flow(
        replacing: "    present: alert\n    next: form", with: "    present: modal\n    next: form")
    )
    let showingTheScreen = Set(original.all.filter { $0.contains("-> resetSent") })
    #expect(!showingTheScreen.isEmpty)
    #expect(shownAnotherWay.failed == showingTheScreen)
  }

  /// Names Swift reserves (a step `default`, a screen `Return`, a case
  /// `return`), typed errors routed by case and inline, and flow-local types:
  /// the suite compiles with its flow and every test passes.
  @Test func aSuiteWithKeywordsAndTypedFailuresCompilesAndPasses() throws {
    let spec = """
      flow: Keywords
      output: Session
      start: default
      external: [Session]
      error: Trouble
      flow-types:
        Trouble:
          enum: { gone: null, late: Int }
        Choice:
          enum: { open: Int, return: String }
      steps:
        default:
          screen: Return
          output: Choice
          on: { open: in, return: cancel }
          back: cancel
        in:
          action: Open
          input: Int
          output: Session
          next: finish
          failure: { late: default, default: inline }
      """
    let checked = FlowChecker().check([SourceFile(path: "Keywords.flow.yaml", text: spec)])
    #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
    let model = try #require(checked.model)
    let suite = try NavigationTestGenerator(module: "GeneratedFlows").generate(model)
    #expect(suite.first?.contents.contains("func `return`(") == true)
    #expect(suite.first?.contents.contains("throw KeywordsFlow.Trouble.late(1)") == true)
    let flow = try #require(try SwiftGenerator(templates: TemplateSet.load()).generate(model).first)
    let result = try Self.run(suite, against: flow)
    #expect(
      result.all == [
        "Keywords -> default", "Keywords -> default -> cancel",
        "Keywords -> default back -> cancel",
        "Keywords -> default open -> in -> finish",
        "Keywords -> default open -> in fails inline -> default",
        "Keywords -> default open -> in fails late -> default",
        "Keywords -> default return -> cancel",
      ])
    #expect(result.failed.isEmpty, "\(result.failed.sorted())")
  }

  /// A tab container's tests select the tab and run its flow (the same
  /// flow in both tabs) to the ending, on that tab's screens: with the tabs'
  /// endings swapped, exactly the tests through the tabs fail.
  @Test func theTestsThroughATabFailWhereItsEndingIsRetargeted() throws {
    let child = """
      flow: Child
      start: form
      steps:
        form:
          screen: Form
          next: finish
      """
    let bar = """
      flow: Bar
      output: Never
      start: main
      steps:
        main:
          tabs:
            first: { flow: Child, next: done }
            second: { flow: Child, next: other }
        done:
          screen: Done
          present: root
          output: Never
        other:
          screen: Other
          present: root
          output: Never
      """
    func flows(_ bar: String) throws -> [GeneratedFile] {
      let checked = FlowChecker().check([
        SourceFile(path: "Bar.flow.yaml", text: bar),
        SourceFile(path: "Child.flow.yaml", text: child),
      ])
      #expect(!checked.diagnostics.contains { $0.severity == .error })
      return try SwiftGenerator(templates: TemplateSet.load()).generate(try #require(checked.model))
    }
    let checked = FlowChecker().check([
      SourceFile(path: "Bar.flow.yaml", text: bar),
      SourceFile(path: "Child.flow.yaml", text: child),
    ])
    let suite = try NavigationTestGenerator(module: "GeneratedFlows").generate(
      try #require(checked.model))
    let original = try flows(bar)
    let result = try Self.run(suite + original.dropFirst(), against: try #require(original.first))
    let throughTheTab = Set(result.all.filter { $0.contains("tab first") })
    #expect(throughTheTab == ["Bar -> main tab first -> done"])
    #expect(result.all.contains("Bar -> main tab second -> other"))
    #expect(result.failed.isEmpty, "\(result.failed.sorted())")

    // The two tabs' endings swapped.
    let retargeted = try flows(
      bar.replacingOccurrences(of: "next: done }", with: "next: swapped }")
        .replacingOccurrences(of: "next: other }", with: "next: done }")
        .replacingOccurrences(of: "next: swapped }", with: "next: other }"))
    let changed = try Self.run(
      suite + retargeted.dropFirst(), against: try #require(retargeted.first))
    #expect(changed.failed == throughTheTab.union(["Bar -> main tab second -> other"]))
  }
}
