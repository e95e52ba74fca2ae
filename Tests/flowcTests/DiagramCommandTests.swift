import Foundation
import OptionalTools
import Testing

/// Whether Graphviz's `dot` is on PATH; SVG tests say `@Test(.needs(.dot))`,
/// which skips them with the reason where it is not.
var hasGraphviz: Bool { OptionalTool.dot.isAvailable }

/// End-to-end runs of `flowc diagram`: formats, output files and failures.
@Suite struct DiagramCommandTests {
  static let login = """
    flow: Login
    start: form
    steps:
      form: { screen: LoginForm, next: finish, back: cancel }
    """

  @Test func mermaidGoesToStandardOutput() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Login.flow.yaml", Self.login)
    let run = try flowc(["diagram", "Login.flow.yaml", "--format", "mermaid"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("flowchart TD"), "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
  }

  @Test(.needs(.dot))
  func svgIsWrittenToTheOutputFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Login.flow.yaml", Self.login)
    let run = try flowc(
      ["diagram", "Login.flow.yaml", "--format", "svg", "-o", "out/login.svg"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    let svg = try String(
      contentsOf: scratch.url.appendingPathComponent("out/login.svg"), encoding: .utf8)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("LoginForm"))
  }

  @Test func svgWithoutGraphvizSaysWhatToInstall() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Login.flow.yaml", Self.login)
    let run = try flowc(
      ["diagram", "Login.flow.yaml", "--format", "svg"], in: scratch.url,
      environment: ["PATH": scratch.url.path])
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("Graphviz"), "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
  }

  @Test func aSpecWithSchemaErrorsIsNotDrawn() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Login.flow.yaml", Self.login.replacingOccurrences(of: "next:", with: "nxt:"))
    let run = try flowc(["diagram", "Login.flow.yaml", "-o", "login.dot"], in: scratch.url)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("did you mean 'next'? [schema]"), "\(run)")
    #expect(
      !FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("login.dot").path))
  }
}
