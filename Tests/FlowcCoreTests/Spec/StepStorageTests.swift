import Testing

@testable import FlowcCore

/// `Step` keeps its fields in shared storage, the rare ones apart: every
/// field reads back as decoded, and a copy changed never changes the original.
@Suite struct StepStorageTests {
  static let spec = """
    flow: Home
    output: Int
    start: plain
    error: AppError
    types:
      AppError: { enum: { offline: null, denied: null } }
    external: [Session]
    steps:
      plain: { screen: Plain, output: Int, next: load, description: Shows the plan. }
      load:
        action: Load
        from: plain
        input: Int
        output: Int
        throws: true
        async: false
        error: AppError
        failure: { offline: inline, denied: cancel }
        next: tabsStep
      tabsStep:
        tabs:
          first: { flow: Home, next: finish }
        selected: first
        container: pages
    """

  static func steps() throws -> [Step] {
    let source = SourceFile(path: "Home.flow.yaml", text: spec)
    let decoded = SpecDecoder.decode(YAMLFile(reading: source))
    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
    return try #require(decoded.spec).steps
  }

  @Test func everyFieldReadsBackAsDecoded() throws {
    let steps = try Self.steps()
    try #require(steps.count == 3)
    let plain = steps[0]
    #expect(plain.id.value == "plain" && plain.kind == .screen && plain.name.value == "Plain")
    #expect(plain.description?.value == "Shows the plan.")
    #expect(plain.gather == nil && plain.failureRoutes.isEmpty && plain.tabs.isEmpty)
    #expect(plain.throwsErrors == nil && plain.isAsync == nil && plain.errorType == nil)
    #expect(plain.from == nil && plain.with == nil && plain.gate == nil && plain.again == nil)

    let load = steps[1]
    #expect(load.from?.value == "plain")
    #expect(load.throwsErrors?.value == true && load.isAsync?.value == false)
    #expect(load.errorType?.value == .named("AppError"))
    #expect(load.failureRoutes.map(\.caseName.value) == ["offline", "denied"])
    #expect(load.failureRoutesLocation != nil && load.inlineFailure != nil)
    #expect(load.next?.value == .node("tabsStep"))

    let tabs = steps[2]
    #expect(tabs.kind == .tabs && tabs.tabs.map(\.id.value) == ["first"])
    #expect(tabs.selected?.value == "first" && tabs.containerKind == .pages)
  }

  @Test func aChangedCopyLeavesTheOriginal() throws {
    let steps = try Self.steps()
    let plain = steps[0]
    var copy = plain
    copy.gate = Located(true, at: plain.id.location)
    copy.description = nil
    #expect(copy.gate?.value == true && copy.description == nil)
    #expect(plain.gate == nil && plain.description?.value == "Shows the plan.")

    let load = steps[1]
    var other = load
    other.from = nil
    other.failureRoutes = []
    #expect(other.from == nil && other.failureRoutes.isEmpty)
    #expect(load.from?.value == "plain" && load.failureRoutes.count == 2)
    // The fields the copy did not change are still the original's.
    #expect(other.errorType?.value == .named("AppError") && other.isAsync?.value == false)
  }
}
