import Testing

@testable import FlowcCore

@Suite struct LargeFlowCheckTests {
  /// A tour of `count` pages, one after the other, with its name marked `1️⃣`.
  static func pages(_ count: Int) -> String {
    var text = "flow: 1️⃣Tour\nstart: page1\nsteps:\n"
    for page in 1...count {
      let next = page == count ? "finish" : "page\(page + 1)"
      text +=
        "  page\(page): { screen: TourPage, next: \(next)\(page == 1 ? ", back: cancel" : "") }\n"
    }
    return text
  }

  @Test func aFlowPastTheLimitIsReportedAtItsName() {
    let source = MarkedSource(Self.pages(Check.largeFlowNodes + 1))
    let diagnostics = expectReported(source, by: .largeFlows, [(.largeFlow, "1️⃣")])
    #expect(diagnostics.first?.severity == .warning)
    #expect(
      onlyMessage(diagnostics).hasPrefix(
        "flow 'Tour' has \(Check.largeFlowNodes + 1) steps and decisions; swiftc takes about"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Tour"))
  }

  /// The example of docs/spec-format.md is what flowc prints.
  @Test func theDocumentedExampleIsWhatTheRendererPrints() throws {
    let example = try #require(DocumentedExample.all.first { $0.code == "large-flow" })
    let source = MarkedSource(Self.pages(Check.largeFlowNodes + 1), path: "specs/Tour.flow.yaml")
    let rendered = TextDiagnosticRenderer(sources: [source.source])
      .render(FlowChecker().check([source.source]).diagnostics)
    #expect(example.texts == [rendered])
  }

  @Test func aFlowAtTheLimitIsClean() {
    expectClean(MarkedSource(Self.pages(Check.largeFlowNodes)), by: .largeFlows)
  }

  @Test func decisionsCountToo() {
    var text = Self.pages(Check.largeFlowNodes)
    text = text.replacingOccurrences(of: "next: finish }", with: "next: more }")
    text += "decisions:\n  more: { cases: [yes, no], on: { yes: finish, no: cancel } }\n"
    let source = MarkedSource(text)
    expectReported(source, by: .largeFlows, [(.largeFlow, "1️⃣")])
  }
}
