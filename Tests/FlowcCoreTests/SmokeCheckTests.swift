import FlowcCore
import Testing

@Suite struct MarkedSourceTests {
  @Test func markersGiveOneBasedPositionsOfTheTextWithoutThem() {
    let source = MarkedSource(
      """
      flow: A
      1️⃣start: x
      steps:
        x: { screen: X, 2️⃣nxt: finish }
      """)
    #expect(source.text.contains("2️⃣") == false)
    #expect(source.location("1️⃣").line == 2)
    #expect(source.location("1️⃣").column == 1)
    #expect(source.location("2️⃣").line == 4)
    #expect(source.location("2️⃣").column == 19)
    expectDiagnostics(diagnose(source), [(.schema, "2️⃣")], in: source)
  }
}
