import Foundation
import Testing

@testable import FlowcCore

/// The Swift generated from `specs/` is committed as `Tests/GeneratedFlows/`,
/// where the `GeneratedFlows` target compiles it with warnings as errors and
/// `GeneratedFlowsTests` drives it. Re-record with
/// `FLOWC_RECORD=1 swift test --filter GenerationGolden`.
@Suite struct GenerationGoldenTests {
  static let folder = DiagramFixtures.packageRoot.appendingPathComponent("Tests/GeneratedFlows")

  static func generated() throws -> [GeneratedFile] {
    let (model, diagnostics) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    return try SwiftGenerator(templates: try TemplateSet.load()).generate(model)
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

  @Test func generationIsDeterministic() throws {
    #expect(try Self.generated() == Self.generated())
  }
}
