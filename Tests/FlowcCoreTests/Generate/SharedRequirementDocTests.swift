import Testing

@testable import FlowcCore

/// A factory or action method that several steps share documents every step.
@Suite struct SharedRequirementDocTests {
  static let spec = """
    flow: Pin
    start: unlock
    steps:
      unlock:
        screen: PinPad
        description: Asks for the PIN to unlock the app.
        next: check
      create:
        screen: PinPad
        description: Asks for a new PIN.
        next: check
      confirm: { screen: PinPad, next: store }
      check:
        action: Verify
        description: Checks the PIN.
        throws: false
        next: create
      store:
        action: Verify
        throws: false
        next: finish
    """

  @Test func everyStepSharingAFactoryIsDocumented() throws {
    let result = FlowChecker().check([SourceFile(path: "Pin.flow.yaml", text: Self.spec)])
    let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
    let file = try #require(
      try SwiftGenerator(templates: TemplateSet.load()).generate(model).first {
        $0.name == "Pin.swift"
      })
    #expect(
      file.contents.contains(
        """
            /// Shared by `unlock`, `create` and `confirm`.
            /// - `unlock`: Asks for the PIN to unlock the app.
            /// - `create`: Asks for a new PIN.
            func pinPad(
        """))
    #expect(
      file.contents.contains(
        """
            /// Shared by `check` and `store`.
            /// - `check`: Checks the PIN.
            func verify(
        """))
    #expect(file.contents.components(separatedBy: "func pinPad(").count == 2, "one factory")
  }
}
