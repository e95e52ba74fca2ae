import Testing

@testable import FlowcCore

/// A file that does not decode does not hide what is wrong in the others.
@Suite struct FlowCheckerTests {
  static let broken = MarkedSource(
    """
    flow: Y2
    start: a
    steps:
      a:
        screen: A
        description: foo(bar1️⃣: 1)
        next: finish
    """, path: "Y2.flow.yaml")

  @Test func aYAMLErrorInOneFileDoesNotHideTheOthersErrors() {
    let other = MarkedSource(
      """
      flow: Y1
      start: a
      steps:
        a: { screen: A, next: 1️⃣finsh }
      """, path: "Y1.flow.yaml")
    let result = FlowChecker().check([other.source, Self.broken.source])
    let found = result.diagnostics.map { "\($0.code.rawValue) \($0.location?.file ?? "")" }
    #expect(found == ["unknown-target Y1.flow.yaml", "yaml-syntax Y2.flow.yaml"])
    #expect(result.diagnostics.first?.location == other.location("1️⃣"))
    #expect(result.model == nil, "nothing is generated from a run with a file that did not decode")
  }

  /// A file naming a flow or a type that may be in the file that did not
  /// decode is not checked: its errors could be echoes of the broken file.
  @Test func aFileNamingWhatIsMissingIsNotChecked() {
    let caller = MarkedSource(
      """
      flow: Caller
      start: run
      types:
        Unused: { enum: [a, b] }
      steps:
        run: { flow: Y2, next: show }
        show: { screen: Show, input: Shared, next: finsh }
      """, path: "Caller.flow.yaml")
    let alone = MarkedSource(
      """
      flow: Alone
      start: a
      steps:
        a: { screen: A, next: finish }
      """, path: "Alone.flow.yaml")
    let result = FlowChecker().check([caller.source, alone.source, Self.broken.source])
    #expect(result.diagnostics.map(\.code) == [.yamlSyntax], "\(result.diagnostics.map(\.message))")
  }
}
