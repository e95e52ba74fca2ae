import Foundation
import Testing

@testable import FlowcCore

/// The Swift generated from `specs/`, with a router per screen step
/// (`routers: true`, so that they compile and can be driven too), is committed
/// as `Tests/GeneratedFlows/`, where the `GeneratedFlows` target compiles it
/// with warnings as errors and `GeneratedFlowsTests` drives it. Re-record with
/// `FLOWC_RECORD=1 swift test --filter GenerationGolden`, which also records
/// the render contexts in `Tests/FlowcCoreTests/Golden/contexts/`.
@Suite struct GenerationGoldenTests {
  static let folder = DiagramFixtures.packageRoot.appendingPathComponent("Tests/GeneratedFlows")

  static func generated() throws -> [GeneratedFile] {
    let (model, diagnostics) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    return try SwiftGenerator(templates: try TemplateSet.load(), routers: true).generate(model)
  }

  @Test func everySpecMatchesItsGeneratedFile() throws {
    let files = try Self.generated()
    #expect(files.count == (try DiagramFixtures.specFiles()).count)
    for file in files {
      expectFile(
        file.contents, Self.folder.appendingPathComponent(file.name),
        name: "GeneratedFlows/\(file.name)")
    }
  }

  @Test func theFolderHoldsOnlyGeneratedFilesAndTheExternals() throws {
    let expected = Set(try Self.generated().map(\.name)).union(["Externals.swift"])
    let actual = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path))
    #expect(actual == expected)
  }

  /// The render context of each spec, as `flowc generate --context` prints
  /// it: the data templates see, reviewed like the Swift it becomes.
  @Test func everySpecMatchesItsGoldenContext() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let contexts = DiagramFixtures.packageRoot.appendingPathComponent(
      "Tests/FlowcCoreTests/Golden/contexts")
    for context in try SwiftGenerator(templates: try TemplateSet.load(), routers: true)
      .contexts(model)
    {
      let json = String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
      expectFile(
        json, contexts.appendingPathComponent(context.flow.name + ".json"),
        name: "contexts/\(context.flow.name).json")
    }
  }

  /// `Tests/CasePathsFlows/Login.swift`: `specs/Login.flow.yaml` generated
  /// with the `flowc-config.yaml` beside it, which gives `State` and `Action`
  /// CasePaths' `@CasePathable` (the `CasePathsFlows` target compiles it, and
  /// `CasePathsFlowsTests` uses its case key paths).
  @Test func theCasePathsFlowMatchesItsGeneratedFile() throws {
    let folder = DiagramFixtures.packageRoot.appendingPathComponent("Tests/CasePathsFlows")
    let source = try SourceFile.read(
      path: folder.appendingPathComponent(GenerationConfig.fileName).path)
    let (decoded, problems) = GenerationConfig.decode(source)
    #expect(problems.isEmpty, "\(problems.map(\.message))")
    let config = try #require(decoded)
    let spec = DiagramFixtures.specsFolder + "/Login.flow.yaml"
    let (model, diagnostics) = try DiagramFixtures.check([spec])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let files = try SwiftGenerator(
      templates: try TemplateSet.load(), imports: config.imports, state: config.state,
      action: config.action
    ).generate(model)
    let file = try #require(files.first)
    #expect(file.contents.contains("import CasePaths\n"))
    #expect(file.contents.contains("  @CasePathable\n  enum State:"))
    #expect(file.contents.contains("  @CasePathable\n  enum Action:"))
    expectFile(
      file.contents, folder.appendingPathComponent(file.name), name: "CasePathsFlows/\(file.name)")
  }

  @Test func generationIsDeterministic() throws {
    #expect(try Self.generated() == Self.generated())
  }
}
