import Foundation
import Testing

@testable import FlowcCore

/// No input makes the front end crash or hang: the example specs, damaged by
/// line deletions, line swaps and byte edits from a seeded generator, always
/// come back as diagnostics with positions inside the file, or as a clean run.
@Suite struct PipelineRobustnessTests {
  /// A small deterministic generator (SplitMix64), so failures reproduce.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let specs: [SourceFile] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let files = (try? SpecFinder.find([root.appendingPathComponent("specs").path])) ?? []
    return files.compactMap { try? SourceFile.read(path: $0) }
  }()

  /// One random edit of a file's lines or bytes.
  static func damage(_ bytes: [UInt8], _ generator: inout Generator) -> [UInt8] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(
      Array.init)
    switch generator.next() % 5 {
    case 0 where lines.count > 1:
      lines.remove(at: Int.random(in: 0..<lines.count, using: &generator))
    case 1 where lines.count > 1:
      lines.swapAt(
        Int.random(in: 0..<lines.count, using: &generator),
        Int.random(in: 0..<lines.count, using: &generator))
    case 2:
      let line = Int.random(in: 0..<lines.count, using: &generator)
      lines.insert(lines[line], at: Int.random(in: 0..<lines.count, using: &generator))
    default:
      var flat = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
      guard !flat.isEmpty else { return flat }
      let position = Int.random(in: 0..<flat.count, using: &generator)
      let alphabet = Array("aZ09 :{}[],-#&*!|>'\"\t\n?".utf8) + [0xFF, 0xC3]
      if generator.next() % 2 == 0 {
        flat[position] = alphabet.randomElement(using: &generator)!
      } else {
        flat.remove(at: position)
      }
      return flat
    }
    return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }

  @Test func damagedSpecsGiveDiagnosticsNotCrashes() throws {
    #expect(Self.specs.count >= 8)
    var random = Generator(state: 2026)
    let generator = SwiftGenerator(templates: try TemplateSet.load())
    var runsWithErrors = 0
    var cleanRuns = 0
    for round in 0..<250 {
      var sources = Self.specs
      let victim = Int.random(in: 0..<sources.count, using: &random)
      var bytes = sources[victim].bytes
      for _ in 0...(round % 3) { bytes = Self.damage(bytes, &random) }
      sources[victim] = SourceFile(path: sources[victim].path, bytes: bytes)
      let result = FlowChecker().check(sources)
      if result.errorCount > 0 { runsWithErrors += 1 }
      let lineCounts = Dictionary(
        uniqueKeysWithValues: sources.map { ($0.path, LineTable($0.bytes).count) })
      for diagnostic in result.diagnostics {
        guard let location = diagnostic.location else { continue }
        #expect(
          location.line >= 1 && location.line <= lineCounts[location.file] ?? 0, "\(diagnostic)")
        #expect(location.column >= 1, "\(diagnostic)")
      }
      // Whatever decoded can be drawn and walked, however wrong it is.
      if let model = result.model {
        let diagram = FlowDiagram(model: model, diagnostics: result.diagnostics)
        for exporter in [DOTExporter(), MermaidExporter(), PlantUMLExporter()]
          as [any DiagramExporter]
        {
          #expect(!exporter.export(diagram).isEmpty)
        }
        #expect(PathFinder.paths(in: model).count == model.flows.count)
      }
      // A run without errors generates Swift: the generator trusts the checks.
      if let model = result.model, result.errorCount == 0 {
        do {
          #expect(try generator.generate(model).count == sources.count)
          cleanRuns += 1
        } catch {
          Issue.record("round \(round): a clean run did not generate: \(error)")
        }
      }
      // Every format renders what the run found.
      for format in DiagnosticFormat.allCases {
        _ = format.render(
          result.diagnostics, sources: sources, files: sources.map(\.path), toolVersion: "test")
      }
    }
    // Most damage must be noticed; a few edits (a swapped pair of steps) are harmless.
    #expect(runsWithErrors > 125, "only \(runsWithErrors) of 250 damaged runs reported an error")
    #expect(cleanRuns > 0, "no damaged run was clean, so none was generated")
  }
}
