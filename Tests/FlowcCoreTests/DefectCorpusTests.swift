import Foundation
import Testing

@testable import FlowcCore

/// Specs from `bench/gen_flow.py` with known injected defects: flowc must report
/// exactly those (no misses, nothing else), and clean generated specs check clean.
@Suite struct DefectCorpusTests {
  /// One injected defect, as gen_flow.py prints it.
  struct Defect: Decodable, Hashable, CustomStringConvertible {
    var code: String
    var flow: String
    var step: String
    var description: String { "\(code) \(flow).\(step)" }
  }

  static let generator = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("bench/gen_flow.py")

  /// Runs the generator into a new folder; returns the folder and its stdout.
  static func generate(_ arguments: [String]) throws -> (folder: URL, stdout: Data) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-defects-\(UUID().uuidString)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", generator.path] + arguments + ["-o", folder.path]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "gen_flow.py \(arguments) failed")
    return (folder, data)
  }

  static func check(_ folder: URL) throws -> FlowChecker.Result {
    let files = try SpecFinder.find([folder.path])
    return FlowChecker().check(try files.map { try SourceFile.read(path: $0) })
  }

  @Test(
    .needs(.python3),
    arguments: [
      (seed: 1, steps: 400, flows: 1, defects: 5),
      (seed: 2, steps: 900, flows: 3, defects: 15),
      (seed: 3, steps: 1_500, flows: 4, defects: 25),
    ])
  func reportsExactlyTheInjectedDefects(seed: Int, steps: Int, flows: Int, defects: Int) throws {
    let (folder, stdout) = try Self.generate([
      "--steps", "\(steps)", "--flows", "\(flows)", "--seed", "\(seed)", "--defects", "\(defects)",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = try JSONDecoder().decode([Defect].self, from: stdout)
    #expect(expected.count == defects)
    let result = try Self.check(folder)
    let found = result.diagnostics.map { diagnostic in
      Defect(
        code: diagnostic.code.rawValue, flow: diagnostic.subject?.flow ?? "?",
        step: diagnostic.subject?.node ?? "?")
    }
    #expect(
      found.sorted(by: { $0.description < $1.description })
        == expected.sorted(by: { $0.description < $1.description }))
  }

  /// `--newer-keys` writes every key that came after the benchmarks were fixed;
  /// its specs check clean, and its injected defects are reported exactly.
  @Test(.needs(.python3), arguments: [0, 10])
  func newerKeysCheckCleanAndKeepTheirDefects(defects: Int) throws {
    let (folder, stdout) = try Self.generate([
      "--steps", "1500", "--flows", "5", "--seed", "4", "--newer-keys", "--verify",
      "--defects", "\(defects)",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try SpecFinder.find([folder.path])
      .map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
    for key in [
      "events:", "endings:", "flow-types:", "throws: false", "async: false", "failure: inline",
      "present: alert", "back: none", "error: Error", "tabs:", "selected:", "gate: true",
      "gated: false", "back: replace", "back: rebuild", "{ to: child",
    ] {
      #expect(text.contains(key), "no '\(key)' in the generated specs")
    }
    let expected = try JSONDecoder().decode([Defect].self, from: stdout)
    #expect(expected.count == defects)
    let found = try Self.check(folder).diagnostics.map { diagnostic in
      Defect(
        code: diagnostic.code.rawValue, flow: diagnostic.subject?.flow ?? "?",
        step: diagnostic.subject?.node ?? "?")
    }
    #expect(
      found.sorted(by: { $0.description < $1.description })
        == expected.sorted(by: { $0.description < $1.description }))
  }

  @Test(.needs(.python3)) func cleanSpecsOfTenThousandStepsCheckClean() throws {
    let (folder, _) = try Self.generate(["--steps", "10000", "--flows", "5", "--seed", "11"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.check(folder)
    // Flows of 2,000 steps are clean, and at the `large-flow` threshold, not past it.
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.message))")
    #expect(result.model?.flows.reduce(0) { $0 + $1.nodes.count } == 10_000)
  }
}
