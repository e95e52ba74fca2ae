import Testing

@testable import FlowcCore

@Suite struct GenerationMemoryTests {
  /// The checked model of a two-step spec.
  static func model() throws -> FlowModel {
    let source = SourceFile(
      path: "specs/Login.flow.yaml",
      text: """
        flow: Login
        start: welcome
        steps:
          welcome: { screen: Welcome, next: form, back: cancel }
          form: { screen: Form, next: finish }
        """)
    let checked = FlowChecker().check([source])
    #expect(checked.diagnostics.isEmpty)
    return try #require(checked.model)
  }

  @Test func theModelIsLetGoBeforeRendering() throws {
    let model = try Self.model()
    weak let node = model.flows[0].nodes[0]
    let generator = SwiftGenerator(templates: .defaults)
    let expected = try generator.generate(model)
    #expect(node != nil)
    let prepared = try generator.prepared(consume model)
    #expect(node == nil)
    #expect(try generator.render(prepared) == expected)
  }

  @Test func theModelHeldElsewhereStaysWhole() throws {
    let model = try Self.model()
    let generator = SwiftGenerator(templates: .defaults)
    let files = try generator.generate(model)
    #expect(model.flows[0].nodes.map(\.id.value) == ["welcome", "form"])
    #expect(try generator.generate(model) == files)
  }

  @Test func freedPagesGoBackWhereTheCLibraryCan() {
    #if canImport(Glibc)
      #expect(FreedMemory.release())
    #else
      #expect(!FreedMemory.release())
    #endif
  }
}
