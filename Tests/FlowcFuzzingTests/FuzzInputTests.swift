import FlowcFuzzing
import Foundation
import Testing

/// The fuzz target's work over its seed corpus and past findings: none may
/// crash (a crash fails the whole test run).
@Suite struct FuzzInputTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The files under `folder` (recursively) whose names satisfy `include`.
  static func files(under folder: String, _ include: (String) -> Bool) -> [URL] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter(include).sorted()
      .map { base.appendingPathComponent($0) }
  }

  @Test func theSeedCorpusAndPastFindingsRunThroughEveryStage() throws {
    let seeds =
      Self.files(under: "specs") { $0.hasSuffix(".flow.yaml") }
      + Self.files(under: "Tests/FlowcCoreTests/Fixtures/yaml-test-suite") { $0.hasSuffix(".yaml") }
    #expect(seeds.count > 400)
    let findings = Self.files(under: "Tests/FlowcFuzzingTests/Findings/spec") { _ in true }
    for input in seeds + findings { FuzzInput.exercise(Array(try Data(contentsOf: input))) }
  }
}
