import Foundation
import Testing

/// End-to-end runs of `flowc coverage` and `flowc diagram --coverage`: the
/// formats, the threshold, trails that do not fit, and exit codes.
@Suite struct CoverageCommandTests {
  static let spec = """
    flow: Pay
    start: form
    steps:
      form:
        screen: PayForm
        next: pay
      pay:
        action: Pay
        next: done
        failure: form
      done:
        screen: Done
        next: finish
    """

  /// Two of the four transitions, a line that is no record, and a step since renamed.
  static let trail = """
    {"kind":"start","flow":"Pay","to":"form"}
    {"kind":"transition","flow":"Pay","from":"form","event":"next","to":"pay"}
    not a record
    {"kind":"transition","flow":"Pay","from":"pay","event":"next","to":"done"}
    {"kind":"transition","flow":"Pay","from":"receipt","event":"next","to":"finish"}

    """

  static func scratch() throws -> Scratch {
    let scratch = try Scratch()
    try scratch.write("Pay.flow.yaml", spec)
    try scratch.write("trail.jsonl", trail)
    return scratch
  }

  @Test func textReportsCountsWhatWasNeverTakenAndTheTrailsProblems() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let run = try flowc(["coverage", "Pay.flow.yaml", "--trails", "trail.jsonl"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Pay: steps 3/3 (100.0%), transitions 2/4 (50.0%)"), "\(run)")
    #expect(run.stdout.contains("Pay.flow.yaml:10:14: failure route of Pay: pay --failure--> form"))
    #expect(run.stdout.contains("trail.jsonl:3:1: the line is no JSON object"), "\(run)")
    #expect(run.stdout.contains("trail.jsonl:5:1: flow 'Pay' has no step 'receipt'"), "\(run)")
  }

  @Test func underTheThresholdExitsOneAndAtItZero() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let base = ["coverage", "Pay.flow.yaml", "--trails", "trail.jsonl", "--min-transitions"]
    let under = try flowc(base + ["60"], in: scratch.url)
    #expect(under.status == 1, "\(under)")
    #expect(under.stderr.contains("50.0% of transitions taken, under --min-transitions 60"))
    let at = try flowc(base + ["50"], in: scratch.url)
    #expect(at.status == 0, "\(at)")
  }

  @Test func eachThresholdHoldsItsOwnKind() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "Pay.flow.yaml",
      Self.spec + """

        events:
          signedOut:
            next: cancel
        links:
          "shop://pay": form
        """)
    try scratch.write("trail.jsonl", Self.trail)
    let base = ["coverage", "Pay.flow.yaml", "--trails", "trail.jsonl"]
    let links = try flowc(base + ["--min-links", "100", "--min-events", "0"], in: scratch.url)
    #expect(links.status == 1, "\(links)")
    #expect(links.stderr.contains("0.0% of links taken, under --min-links 100"), "\(links)")
    #expect(!links.stderr.contains("events"), "\(links)")
    let events = try flowc(base + ["--min-events", "1"], in: scratch.url)
    #expect(events.status == 1, "\(events)")
    #expect(events.stderr.contains("0.0% of events taken, under --min-events 1"), "\(events)")
    let wrong = try flowc(base + ["--min-links", "101"], in: scratch.url)
    #expect(wrong.status == 2 || wrong.status == 64, "\(wrong)")
    #expect(wrong.stderr.contains("--min-links must be a percentage from 0 to 100"), "\(wrong)")
  }

  @Test func jsonAndGitHubFormats() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let base = ["coverage", "Pay.flow.yaml", "--trails", "trail.jsonl", "--format"]
    let json = try flowc(base + ["json"], in: scratch.url)
    #expect(json.status == 0, "\(json)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((document["problems"] as? [Any])?.count == 2)
    let github = try flowc(base + ["github"], in: scratch.url)
    #expect(github.stdout.contains("::warning file=Pay.flow.yaml,line=10,col=14,"), "\(github)")
    #expect(github.stdout.contains("::error file=trail.jsonl,line=3,col=1,"), "\(github)")
  }

  @Test func aMissingTrailExitsTwoAndTrailsAreRequired() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let missing = try flowc(
      ["coverage", "Pay.flow.yaml", "--trails", "nowhere.jsonl"], in: scratch.url)
    #expect(missing.status == 2, "\(missing)")
    let none = try flowc(["coverage", "Pay.flow.yaml"], in: scratch.url)
    #expect(none.status == 2, "\(none)")
  }

  @Test func theDiagramDrawsTheCoverage() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let run = try flowc(
      ["diagram", "Pay.flow.yaml", "--format", "mermaid", "--coverage", "trail.jsonl"],
      in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("never taken"), "\(run)")
    #expect(run.stderr.contains("warning: trail.jsonl:3:1:"), "\(run)")
  }
}
