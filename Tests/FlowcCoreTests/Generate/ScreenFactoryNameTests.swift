import Testing

@testable import FlowcCore

/// `factory`: steps showing one screen may each name their own factory.
@Suite struct ScreenFactoryNameTests {
  static let pin = MarkedSource(
    """
    flow: Pin
    start: unlock
    steps:
      unlock: { screen: PinPad, factory: unlockPad, description: Unlocks the app., next: create }
      create: { screen: PinPad, factory: createPad, next: confirm }
      confirm: { screen: PinPad, next: finish }
    """, path: "Pin.flow.yaml")

  @Test func eachStepGetsItsFactoryAndTheScreenTypeIsDeclaredOnce() throws {
    let result = FlowChecker().check([Self.pin.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(model)
    let swift = try #require(files.first).contents
    #expect(swift.components(separatedBy: "associatedtype PinPadScreen").count == 2)
    for factory in ["unlockPad", "createPad", "pinPad"] {
      #expect(
        swift.contains("    func \(factory)(_ exit: FlowRuntime.ScreenExit<Void>) -> PinPadScreen"))
    }
    #expect(swift.contains("dependencies.unlockPad(driver.screenExit(.unlock"))
    #expect(swift.contains("dependencies.createPad(driver.screenExit(.create"))
    #expect(swift.contains("dependencies.pinPad(driver.screenExit(.confirm"))
    try GeneratedCodeCompilesTests.typecheck(files)
  }

  @Test func aFactoryOnAnotherKindOfStepIsASchemaError() {
    let source = MarkedSource(
      """
      flow: Pin
      start: check
      steps:
        check: { action: Check, throws: false, 1️⃣factory: checkIt, next: finish }
      """)
    let diagnostics = diagnose(source)
    expectDiagnostics(diagnostics, [(.schema, "1️⃣")], in: source)
    #expect(diagnostics.first?.message.contains("'factory' applies only to screens") == true)
  }

  @Test func aFactoryNameIsALowerCamelIdentifier() {
    let source = MarkedSource(
      """
      flow: Pin
      start: unlock
      steps:
        unlock: { screen: PinPad, factory: 1️⃣UnlockPad, next: finish }
      """)
    expectDiagnostics(diagnose(source), [(.invalidIdentifier, "1️⃣")], in: source)
  }

  /// A factory named like an action's method would be one method for both.
  @Test func aFactoryNamedLikeAnActionClashes() {
    let source = MarkedSource(
      """
      flow: Pin
      start: unlock
      steps:
        unlock: { screen: PinPad, factory: verify, next: check }
        check: { action: 1️⃣Verify, throws: false, next: finish }
      """)
    expectReported(source, by: .generatedNames, [(.nameClash, "1️⃣")])
  }
}
