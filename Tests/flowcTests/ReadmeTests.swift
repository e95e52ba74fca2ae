import Foundation
import Testing

/// What the README's first screen shows is what flowc does today.
@Suite struct ReadmeTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The lines a `console` block of the README shows after `$ command`.
  static func output(of command: String, in readme: String) throws -> [Substring] {
    let blocks = readme.components(separatedBy: "```console\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
    let block = try #require(
      blocks.first { $0.hasPrefix("$ \(command)\n") }, "no console block runs '\(command)'")
    return block.split(separator: "\n").dropFirst().map { $0 }
  }

  @Test func theGenerateExampleShowsWhatGeneratingSpecsPrints() throws {
    let readme = try Self.text("README.md")
    let shown = try Self.output(of: "flowc generate specs --output Generated", in: readme)
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("specs"),
      to: scratch.url.appendingPathComponent("specs"))
    let run = try flowc(["generate", "specs", "--output", "Generated"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    #expect(shown == run.stderr.split(separator: "\n"), "README.md shows stale output: \(run)")
  }

  /// Installation: the executable is all there is to copy.
  @Test func aFlowcCopiedAloneIntoAnEmptyFolderChecksAndGenerates() throws {
    let built = try #require(flowcExecutable, "no built flowc next to the test bundle")
    let scratch = try Scratch()
    defer { scratch.remove() }
    let copy = scratch.url.appendingPathComponent("flowc")
    try FileManager.default.copyItem(at: built, to: copy)
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("specs/Login.flow.yaml"),
      to: scratch.url.appendingPathComponent("Login.flow.yaml"))
    let check = try flowc(["check", "Login.flow.yaml"], in: scratch.url, executable: copy)
    #expect(check.status == 0, "\(check)")
    let generate = try flowc(
      ["generate", "Login.flow.yaml", "--output", "Generated"], in: scratch.url, executable: copy)
    #expect(generate.status == 0, "\(generate)")
    let swift = try String(
      contentsOf: scratch.url.appendingPathComponent("Generated/Login.swift"), encoding: .utf8)
    #expect(swift.contains("enum LoginFlow"))
  }

  @Test func theVersionFlagPrintsTheChangelogsLatestRelease() throws {
    let changelog = try Self.text("CHANGELOG.md")
    let heading = try #require(
      changelog.split(separator: "\n").first {
        $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
      })
    let version = heading.dropFirst("## [".count).prefix { $0 != "]" }
    let run = try flowc(["--version"], in: packageRoot)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "\(version)\n", "\(run)")
  }

  @Test func theDiagramsOfTheExamplesAreLinkedNotShown() throws {
    let readme = try Self.text("README.md")
    #expect(!readme.contains("```mermaid"), "the example diagrams live in docs/diagrams")
    #expect(readme.contains("(docs/diagrams/README.md)"))
  }

  /// The test command skips XCTest, whose empty run would open the output
  /// with "Executed 0 tests": so no test may be an XCTest test.
  @Test func theTestCommandSkipsXCTestAndNoTestUsesIt() throws {
    let command = "swift test --disable-xctest"
    #expect(try Self.text("README.md").contains("\n\(command) "))
    #expect(try Self.text(".ci/run").split(separator: "\n").contains { $0 == command })
    let module = "XCTest"
    let tests = packageRoot.appendingPathComponent("Tests")
    let files = try #require(FileManager.default.enumerator(atPath: tests.path))
    var swiftFiles = 0
    for case let path as String in files where path.hasSuffix(".swift") {
      swiftFiles += 1
      let data = try Data(contentsOf: tests.appendingPathComponent(path))
      let imports = String(decoding: data, as: UTF8.self).split(separator: "\n").filter {
        $0.hasPrefix("import \(module)") || $0.hasPrefix("@testable import \(module)")
      }
      #expect(imports.isEmpty, "\(path) would not run under \(command)")
    }
    #expect(swiftFiles > 0)
  }
}
