import Testing

@testable import FlowcCore

/// The read stage on its own: what `SpecDecoder` receives for a file.
@Suite struct YAMLFileTests {
  @Test func duplicateKeysAreSchemaErrorsAndTheTreeStays() throws {
    let file = YAMLFile(reading: SourceFile(path: "a.yaml", text: "a: 1\na: 2\n"))
    #expect(file.path == "a.yaml")
    #expect(try #require(file.tree).nodeCount == 5)
    #expect(file.diagnostics.map(\.code) == [.schema])
    #expect(file.diagnostics.map(\.message) == ["duplicate key 'a'"])
    #expect(file.diagnostics.first?.location == SourceLocation(file: "a.yaml", line: 2, column: 1))
  }

  @Test func aFatalProblemLeavesNoTree() {
    let file = YAMLFile(reading: SourceFile(path: "a.yaml", text: "a: [1\n"))
    #expect(file.tree == nil)
    #expect(file.diagnostics.map(\.code) == [.yamlSyntax])
  }

  @Test func limitsComeFromTheOptions() {
    let options = YAMLReadOptions(limits: YAMLLimits(maxDepth: 1))
    let file = YAMLFile(reading: SourceFile(path: "a.yaml", text: "a: [1]\n"), options: options)
    #expect(file.tree == nil)
    #expect(file.diagnostics.map(\.message) == ["collections nest deeper than 1 levels"])
  }

  @Test func theDecoderKeepsWhatReadingFound() {
    let text = "flow: A\nstart: x\nsteps:\n  x: { screen: X }\n  x: { screen: Y }\n"
    let decoded = SpecDecoder.decode(YAMLFile(reading: SourceFile(path: "a.yaml", text: text)))
    #expect(decoded.spec == nil)
    #expect(decoded.diagnostics.map(\.message) == ["duplicate key 'x'"])
  }
}
