import FlowcCore
import FlowcFuzzing
import Foundation
import Testing

/// The multi-spec fuzz target's work over its seeds and past findings.
@Suite struct MultiSpecFuzzInputTests {
  /// The specs of `specs/`, named as a run over the folder names them.
  static func specs() throws -> [SourceFile] {
    try FuzzInputTests.files(under: "specs") { $0.hasSuffix(".flow.yaml") }.map { url in
      SourceFile(path: "specs/" + url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    }
  }

  @Test func anInputIsTheFolderOfItsFiles() {
    let sources = MultiSpecFuzzInput.sources(
      Array("flow: A\n--- file: specs/B.flow.yaml\nflow: B\n--- file: \nflow: C\n".utf8))
    #expect(sources.map(\.path) == ["fuzz.flow.yaml", "specs/B.flow.yaml", "fuzz.flow.yaml"])
    #expect(
      sources.map { String(decoding: $0.bytes, as: UTF8.self) } == [
        "flow: A", "flow: B", "flow: C\n",
      ])
    #expect(
      MultiSpecFuzzInput.sources(Array("--- file: A.flow.yaml\n".utf8)).map(\.path) == [
        "A.flow.yaml"
      ])
  }

  /// Each seed is a spec with the specs it runs: they resolve together, so
  /// the fuzzer starts from inputs that reach generation.
  @Test func eachSeedIsASpecWithTheSpecsItRunsAndGenerates() throws {
    let specs = try Self.specs()
    let seeds = MultiSpecFuzzInput.seeds(specs)
    #expect(seeds.count == specs.count + 1)
    for seed in seeds {
      let sources = MultiSpecFuzzInput.sources(seed)
      let generated = MultiSpecFuzzInput.exercise(seed)
      #expect(generated.count == sources.count, "\(sources.map(\.path))")
    }
    let library = try #require(
      seeds.first { String(decoding: $0, as: UTF8.self).contains("flow: Library") })
    #expect(
      Set(MultiSpecFuzzInput.sources(library).map(\.path))
        == ["specs/Library.flow.yaml", "specs/SignIn.flow.yaml", "specs/Settings.flow.yaml"])
    #expect(MultiSpecFuzzInput.sources(try #require(seeds.last)).count == specs.count)
  }

  /// Specs of two folders are generated, unless they would generate one file name.
  @Test func specsThatWouldGenerateOneFileAreNotGenerated() {
    func input(_ first: String, _ second: String) -> [UInt8] {
      FuzzFiles.join([
        FuzzFiles.File(
          name: first,
          bytes: Array("flow: A\nstart: a\nsteps:\n  a: { screen: Home, next: finish }\n".utf8)),
        FuzzFiles.File(
          name: second,
          bytes: Array("flow: B\nstart: b\nsteps:\n  b: { screen: Away, next: finish }\n".utf8)),
      ])
    }
    #expect(
      MultiSpecFuzzInput.exercise(input("a/A.flow.yaml", "b/B.flow.yaml")).map(\.name) == [
        "A.swift", "B.swift",
      ])
    #expect(MultiSpecFuzzInput.exercise(input("a/A.flow.yaml", "b/A.flow.yaml")).isEmpty)
  }

  @Test func pastFindingsRunThroughEveryStage() throws {
    let findings = FuzzInputTests.files(under: "Tests/FlowcFuzzingTests/Findings/multi-spec") { _ in
      true
    }
    for input in findings { MultiSpecFuzzInput.exercise(Array(try Data(contentsOf: input))) }
  }
}
