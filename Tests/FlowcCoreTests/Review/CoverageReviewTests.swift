import Foundation
import Testing

@testable import FlowcCore

/// `flowc coverage`: trails mapped onto a flow, edge kind by edge kind; old
/// trails and malformed lines; the three formats.
@Suite struct CoverageReviewTests {
  static let shop = """
    flow: Shop
    start: list
    types:
      Pick:
        enum: [item, help]
    steps:
      list:
        screen: ItemList
        output: Pick
        on: { item: stock, help: help }
      help:
        screen: Help
        back: list
        next: finish
      buy:
        action: Buy
        next: done
        failure: failed
      failed:
        screen: BuyFailed
        input: Error
        next: list
      done:
        screen: Done
        next: finish
    decisions:
      stock:
        input: Void
        cases: [inStock, soldOut]
        on: { inStock: buy, soldOut: list }
    events:
      reset:
        next: list
    links:
      "shop://done": done
    """

  /// The coverage of `Shop` by trail `lines` (JSON Lines, one record each).
  static func coverage(_ lines: [String], specs: [String] = [shop]) throws -> Coverage {
    let model = try reviewModel(specs)
    let read = TrailReader().parse(Data(lines.joined(separator: "\n").utf8), file: "trail.jsonl")
    return Coverage(model, records: read.records, problems: read.problems)
  }

  static func move(_ from: String, _ event: String, _ to: String, case name: String? = nil)
    -> String
  {
    let caseField = name.map { ",\"case\":\"\($0)\"" } ?? ""
    return
      "{\"kind\":\"transition\",\"flow\":\"Shop\",\"from\":\"\(from)\",\"event\":\"\(event)\"\(caseField),\"to\":\"\(to)\"}"
  }

  /// The names of the items of `kind` taken at least once.
  static func taken(_ coverage: Coverage, _ kind: Coverage.Kind) -> [String] {
    coverage.flows[0].items.filter { $0.kind == kind && $0.taken > 0 }.map(\.name)
  }

  @Test func nothingRecordedCoversNothing() throws {
    let coverage = try Self.coverage([])
    #expect(coverage.total(.step) == Coverage.Count(covered: 0, total: 6))
    #expect(coverage.total(.transition) == Coverage.Count(covered: 0, total: 10))
    #expect(coverage.total(.decisionCase) == Coverage.Count(covered: 0, total: 2))
    #expect(coverage.total(.failureRoute) == Coverage.Count(covered: 0, total: 1))
    #expect(coverage.total(.event) == Coverage.Count(covered: 0, total: 1))
    #expect(coverage.total(.link) == Coverage.Count(covered: 0, total: 1))
    #expect(coverage.problems.isEmpty)
  }

  @Test func aStepsOutputCaseTakesItsOnRoute() throws {
    let coverage = try Self.coverage([
      #"{"kind":"start","flow":"Shop","to":"list"}"#,
      Self.move("list", "case", "stock", case: "item"),
    ])
    #expect(Self.taken(coverage, .transition) == ["list --item--> stock"])
    #expect(Self.taken(coverage, .step) == ["list", "stock"])
  }

  @Test func aDecisionsCaseIsADecisionCase() throws {
    let coverage = try Self.coverage([Self.move("stock", "case", "list", case: "soldOut")])
    #expect(Self.taken(coverage, .decisionCase) == ["stock --soldOut--> list"])
    #expect(coverage.total(.transition).covered == 1, "a decision case is a transition too")
  }

  @Test func nextFailureAndBackTakeTheirRoutes() throws {
    let coverage = try Self.coverage([
      Self.move("buy", "next", "done"),
      Self.move("buy", "failure", "failed"),
      Self.move("help", "back", "list"),
      Self.move("done", "next", "finish"),
    ])
    #expect(
      Self.taken(coverage, .transition) == [
        "help --back--> list", "buy --next--> done", "done --next--> finish",
      ])
    #expect(Self.taken(coverage, .failureRoute) == ["buy --failure--> failed"])
    #expect(coverage.problems.isEmpty)
  }

  @Test func failuresByCaseTakeTheirCasesRouteAndAnInlineCaseNone() throws {
    let spec = """
      flow: Send
      start: form
      error: SendError
      flow-types:
        SendError:
          enum: [rejected, busy, offline]
      steps:
        form:
          screen: Form
          next: send
        send:
          action: Send
          from: form
          next: finish
          failure: { rejected: inline, busy: wait, default: form }
        wait:
          screen: Wait
          next: form
      """
    func move(_ name: String, _ to: String) -> String {
      #"{"kind":"transition","flow":"Send","from":"send","event":"failure","case":""#
        + name + #"","to":""# + to + #""}"#
    }
    let model = try reviewModel([spec])
    let trail = [move("rejected", "form"), move("busy", "wait"), move("offline", "form")]
    let read = TrailReader().parse(Data(trail.joined(separator: "\n").utf8), file: "t")
    let coverage = Coverage(model, records: read.records)
    #expect(coverage.problems.isEmpty, "\(coverage.problems)")
    #expect(
      coverage.flows[0].items.filter { $0.kind == .failureRoute && $0.taken > 0 }.map(\.name) == [
        "send --failure.busy--> wait", "send --failure.default--> form",
      ])
  }

  @Test func aSubFlowCancelledTakesItsStepsBackAndACancelNothing() throws {
    let coverage = try Self.coverage([
      Self.move("help", "subflowCancelled", "list"),
      Self.move("list", "cancel", "cancel"),
    ])
    #expect(Self.taken(coverage, .transition) == ["help --back--> list"])
    #expect(coverage.problems.isEmpty)
  }

  @Test func anOutputCaseTheSpecRoutesByNextTakesNext() throws {
    let coverage = try Self.coverage([Self.move("failed", "case", "list", case: "whatever")])
    #expect(Self.taken(coverage, .transition) == ["failed --next--> list"])
  }

  @Test func eventsCountWhenTheyApplyAndLinksWhenHandled() throws {
    let coverage = try Self.coverage([
      #"{"kind":"event","flow":"Shop","event":"reset","at":"done","applied":false}"#,
      #"{"kind":"link","flow":"Shop","link":"done","at":"list"}"#,
    ])
    #expect(Self.taken(coverage, .event).isEmpty)
    #expect(Self.taken(coverage, .link) == ["shop://done"])
    let applied = try Self.coverage([
      #"{"kind":"event","flow":"Shop","event":"reset","at":"done","applied":true}"#
    ])
    #expect(Self.taken(applied, .event) == ["reset"])
  }

  @Test func aFlowStartedByALinkCoversTheLink() throws {
    let coverage = try Self.coverage([
      #"{"kind":"start","flow":"Shop","to":"done","link":"done"}"#
    ])
    #expect(Self.taken(coverage, .link) == ["shop://done"])
    #expect(Self.taken(coverage, .step) == ["done"])
  }

  @Test func recordsOfAnOlderSpecAreReportedAtTheirLinesAndTheRestCounts() throws {
    let coverage = try Self.coverage([
      Self.move("list", "case", "stock", case: "item"),
      Self.move("cart", "next", "buy"),
      Self.move("list", "case", "stock", case: "wishlist"),
      Self.move("buy", "next", "failed"),
      #"{"kind":"start","flow":"Checkout","to":"pay"}"#,
      #"{"kind":"event","flow":"Shop","event":"logout","applied":true}"#,
      #"{"kind":"link","flow":"Shop","link":"cart"}"#,
    ])
    #expect(Self.taken(coverage, .transition) == ["list --item--> stock"])
    #expect(coverage.problems.map(\.location.line) == [2, 3, 4, 5, 6, 7])
    #expect(coverage.problems.allSatisfy { $0.location.file == "trail.jsonl" })
    #expect(coverage.problems[0].message.contains("no step 'cart'"))
    #expect(coverage.problems[1].message.contains("case 'wishlist'"))
    #expect(coverage.problems[2].message.contains("the spec now leads 'next' of 'buy' to 'done'"))
    #expect(coverage.problems[3].message.contains("no spec defines flow 'Checkout'"))
  }

  @Test func malformedLinesAreProblemsAtTheirLinesAndReadingGoesOn() throws {
    let coverage = try Self.coverage([
      "not json",
      #"{"kind":"transition","flow":"Shop","from":"list"}"#,
      #"{"flow":"Shop"}"#,
      #"{"kind":"teleport","flow":"Shop"}"#,
      "",
      #"["kind"]"#,
      Self.move("buy", "next", "done"),
    ])
    #expect(coverage.problems.map(\.location.line) == [1, 2, 3, 4, 6])
    #expect(coverage.problems[1].message == #"the transition record has no "event""#)
    #expect(coverage.records == 1)
    #expect(Self.taken(coverage, .transition) == ["buy --next--> done"])
  }

  @Test func trailsReadFromFilesALineAtATimeCountAsParsedOnesWithProblemsInLineOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trails-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("a.jsonl").path
    let second = folder.appendingPathComponent("b.jsonl").path
    try Data(
      [Self.move("cart", "next", "buy"), "oops", Self.move("buy", "next", "done")]
        .joined(separator: "\n").utf8
    ).write(to: URL(fileURLWithPath: first))
    try Data(Self.move("done", "next", "finish").utf8).write(to: URL(fileURLWithPath: second))
    let coverage = Coverage(try reviewModel([Self.shop]), trails: [first, second])
    #expect(coverage.records == 3)
    #expect(
      coverage.problems.map(\.location) == [
        SourceLocation(file: first, line: 1, column: 1),
        SourceLocation(file: first, line: 2, column: 1),
      ])
    #expect(Self.taken(coverage, .transition) == ["buy --next--> done", "done --next--> finish"])
  }

  @Test func aLineOverTheLimitIsSkipped() {
    let long =
      #"{"kind":"link","flow":"Shop","link":""# + String(repeating: "x", count: 100) + "\"}"
    let read = TrailReader(maxLineLength: 50).parse(
      Data((long + "\n" + #"{"kind":"link","flow":"Shop","link":"done"}"#).utf8), file: "t")
    #expect(read.records.count == 1)
    #expect(read.problems.map(\.location.line) == [1])
  }

  @Test func aFileOverTheLimitIsRefusedWhole() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trail-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(String(repeating: "{}\n", count: 100).utf8).write(to: file)
    let read = TrailReader(maxFileSize: 10).read(path: file.path)
    #expect(read.records.isEmpty)
    #expect(read.problems.count == 1 && read.problems[0].message.contains("over the limit"))
  }

  @Test func theTextFormCountsPerFlowAndListsWhatWasNeverTaken() throws {
    let coverage = try Self.coverage([Self.move("buy", "next", "done"), "oops"])
    let text = CoverageTextRenderer().render(coverage)
    #expect(
      text.hasPrefix(
        "Shop: steps 2/6 (33.3%), transitions 1/10 (10.0%), decision cases 0/2 (0.0%), "
          + "failure routes 0/1 (0.0%), events 0/1 (0.0%), links 0/1 (0.0%)\n"
          + "total: steps 2/6 (33.3%)"))
    #expect(text.contains("Spec0.flow.yaml:"))
    #expect(text.contains(": transition of Shop: list --item--> stock\n"))
    #expect(text.contains("trail.jsonl:2:1: the line is no JSON object"))
  }

  @Test func theJSONFormIsOneDocumentWithEveryItem() throws {
    let coverage = try Self.coverage([Self.move("buy", "next", "done"), "oops"])
    let json = CoverageJSONRenderer().render(coverage)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let total = try #require(object["total"] as? [String: [String: Int]])
    #expect(total["transitions"] == ["covered": 1, "total": 10])
    let flows = try #require(object["flows"] as? [[String: Any]])
    let items = try #require(flows.first?["items"] as? [[String: Any]])
    #expect(items.count == 6 + 10 + 1 + 1)
    let taken = items.filter { ($0["taken"] as? Int ?? 0) > 0 }.compactMap { $0["name"] as? String }
    #expect(taken == ["buy", "done", "buy --next--> done"])
    #expect((object["problems"] as? [Any])?.count == 1)
  }

  @Test func theGitHubFormAnnotatesWhatWasNeverTakenAtItsSpecLine() throws {
    let coverage = try Self.coverage([Self.move("buy", "next", "done"), "oops"])
    let lines = CoverageGitHubRenderer().render(coverage).split(separator: "\n")
    let warning = try #require(lines.first { $0.contains("list --item--> stock") })
    #expect(warning.hasPrefix("::warning file=Spec0.flow.yaml,line=10,col="))
    #expect(lines.contains { $0.hasPrefix("::error file=trail.jsonl,line=2,") })
    #expect(lines.last?.hasPrefix("::notice title=flowc coverage::steps 2/6") == true)
  }
}
