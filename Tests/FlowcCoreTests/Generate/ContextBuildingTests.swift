import Testing

@testable import FlowcCore

/// The shortcuts the flow context builder takes give what the plain
/// spelling gives.
@Suite struct ContextBuildingTests {
  struct Method: Equatable {
    var name: String
    var input: String?
  }

  @Test func requirementsOfOneKeyMergeOnlyWhenEqual() {
    var shared = SharedRequirements<Method>(capacity: 4)
    shared.add(Method(name: "pinPad", input: nil), key: "pinPad", 0)
    shared.add(Method(name: "pinPad", input: "Int"), key: "pinPad", 1)
    shared.add(Method(name: "verify", input: nil), key: "verify", 2)
    shared.add(Method(name: "pinPad", input: "Int"), key: "pinPad", 3)
    shared.add(Method(name: "pinPad", input: nil), key: "pinPad", 4)
    var steps: [[Int]] = []
    let requirements = shared.requirements { _, nodes in steps.append(nodes) }
    #expect(
      requirements == [
        Method(name: "pinPad", input: nil), Method(name: "pinPad", input: "Int"),
        Method(name: "verify", input: nil),
      ])
    #expect(steps == [[0, 4], [1, 3], [2]])
    #expect(shared.count == 3)
  }

  @Test func literalsEscapeOnlyWhatNeedsIt() {
    #expect(SwiftSpelling.literalContent("/items/:id") == "/items/:id")
    #expect(SwiftSpelling.literalContent(#"a\b"c"#) == #"a\\b\"c"#)
  }

  @Test func joinedIsConcatenation() {
    for id in ["", "a", "signUp", "äöü", String(repeating: "step", count: 10)] {
      #expect(
        FlowContextBuilder.joined("The `", id, "` screen completed.")
          == "The `" + id + "` screen completed.")
    }
  }

  @Test func stateValuesSpellKeywordsAndKeepPlainNames() {
    let plain = StateValue("form", [.init(label: "input", value: "output", gathered: nil)])
    #expect(plain.arguments == [.init(label: "input", value: "output", gathered: nil)])
    let keywords = StateValue(
      "init",
      [
        .init(label: "inout", value: "default", gathered: nil),
        .init(
          label: "input", value: nil,
          gathered: .init(type: "Profile", fields: [.init(label: "inout", value: "return")])),
        .init(label: nil, value: nil, gathered: nil, ending: .init(name: "init", value: "case")),
      ])
    #expect(keywords.name == "`init`")
    #expect(
      keywords.arguments == [
        .init(label: "`inout`", value: "`default`", gathered: nil),
        .init(
          label: "input", value: nil,
          gathered: .init(type: "Profile", fields: [.init(label: "`inout`", value: "`return`")])),
        .init(
          label: nil, value: nil, gathered: nil, ending: .init(name: "`init`", value: "`case`")),
      ])
  }
}
