import FlowcCore
import FlowcFuzzing
import Foundation
import Testing

/// The templates fuzz target's work over its seeds and past findings.
@Suite struct TemplatesFuzzInputTests {
  /// What the default templates generate from the fixed specs.
  static func defaultFiles() throws -> [GeneratedFile] {
    try SwiftGenerator(templates: .defaults).generate(try #require(TemplatesFuzzInput.model))
  }

  @Test func theFixedSpecsGenerateAFileEach() throws {
    #expect(try Self.defaultFiles().count == TemplatesFuzzInput.specs.count)
  }

  /// A template replacing a default with its own text changes nothing: the
  /// seeds reach generation, through the folder as `flowc generate` reads it.
  @Test func eachSeedGeneratesWhatTheDefaultsDo() throws {
    let defaults = try Self.defaultFiles()
    let seeds = TemplatesFuzzInput.seeds()
    #expect(seeds.count == 3 + TemplateSet.defaults.texts.count + 1)
    for seed in seeds[3...] {
      #expect(TemplatesFuzzInput.exercise(seed) == defaults)
    }
    let publicFiles = TemplatesFuzzInput.exercise(seeds[1])
    #expect(publicFiles.count == defaults.count)
    #expect(
      publicFiles.allSatisfy {
        $0.contents.contains("public enum ") && $0.contents.contains("import Combine")
      })
  }

  @Test func aTemplateThatDoesNotParseOrReplacesNothingStopsGeneration() {
    for template in ["--- file: type.mustache\n{{#types}}\n", "--- file: tpye.mustache\n{{x}}\n"] {
      #expect(TemplatesFuzzInput.exercise(Array(("templates: T\n" + template).utf8)).isEmpty)
    }
    #expect(TemplatesFuzzInput.exercise(Array("acces: public\n".utf8)).isEmpty)
  }

  @Test func aTemplateReplacesTheDefaultOfItsName() throws {
    let input =
      "--- file: file.mustache\n{{%CONTENT_TYPE: TEXT}}\n// {{specFile}}\n--- file: notes.txt\n{{\n"
    let files = TemplatesFuzzInput.exercise(Array(input.utf8))
    #expect(files.map(\.contents) == TemplatesFuzzInput.specs.map { "// \($0).flow.yaml\n" })
  }

  @Test func pastFindingsRunThroughEveryStage() throws {
    let findings = FuzzInputTests.files(under: "Tests/FlowcFuzzingTests/Findings/templates") { _ in
      true
    }
    for input in findings { TemplatesFuzzInput.exercise(Array(try Data(contentsOf: input))) }
  }
}
