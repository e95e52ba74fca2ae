import Foundation
import OptionalTools
import Testing

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
    #expect(run.stdout.hasPrefix("%%{init: {\"theme\": \"base\""), "\(run)")
    #expect(run.stdout.contains("\nflowchart TD\n"), "\(run)")
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

  static let signUp = """
    flow: SignUp
    start: form
    steps:
      form: { screen: SignUpForm, next: login }
      login: { flow: Login, next: finish }
    """

  /// A folder of two flows, Login and SignUp (which runs Login).
  static func twoFlows() throws -> Scratch {
    let scratch = try Scratch()
    try scratch.write("specs/Login.flow.yaml", Self.login)
    try scratch.write("specs/SignUp.flow.yaml", Self.signUp)
    return scratch
  }

  @Test func aFolderGivesOneDiagramPerFlowAndAnIndex() throws {
    let scratch = try Self.twoFlows()
    defer { scratch.remove() }
    let run = try flowc(
      ["diagram", "specs", "--format", "mermaid", "--output-dir", "out"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    let out = scratch.url.appendingPathComponent("out")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["Login.mmd", "README.md", "SignUp.mmd"])
    let signUp = try String(contentsOf: out.appendingPathComponent("SignUp.mmd"), encoding: .utf8)
    #expect(signUp.contains("SignUpForm"))
    #expect(!signUp.contains("LoginForm"), "a flow's diagram draws only that flow")
    let index = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(index.contains("## SignUp\n\nruns [Login](#login)\n"), "\(index)")
    #expect(index.contains("run by [SignUp](#signup)"), "\(index)")
    #expect(index.contains("```mermaid\n\(signUp)```"), "\(index)")
  }

  @Test func severalFlowsToOneOutputSayHowToDrawThem() throws {
    let scratch = try Self.twoFlows()
    defer { scratch.remove() }
    let run = try flowc(["diagram", "specs"], in: scratch.url)
    #expect(run.status == 2, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    #expect(run.stderr.contains("the specs hold 2 flows (Login, SignUp)"), "\(run)")
    for way in ["--output-dir DIR", "--flow NAME", "--combined"] {
      #expect(run.stderr.contains(way), "\(run)")
    }
  }

  @Test func oneFlowOfAFolderGoesToStandardOutput() throws {
    let scratch = try Self.twoFlows()
    defer { scratch.remove() }
    let run = try flowc(["diagram", "specs", "--flow", "SignUp"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("SignUpForm"), "\(run)")
    #expect(!run.stdout.contains("LoginForm"), "\(run)")
    #expect(run.stdout.components(separatedBy: "subgraph cluster_").count == 2, "\(run)")
  }

  @Test func combinedDrawsTheFlowsInOneDiagram() throws {
    let scratch = try Self.twoFlows()
    defer { scratch.remove() }
    let run = try flowc(["diagram", "specs", "--combined"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("subgraph cluster_F0"), "\(run)")
    #expect(run.stdout.contains("subgraph cluster_F1"), "\(run)")
    #expect(run.stdout.contains("lhead=cluster_F0"), "\(run)")
  }

  @Test(arguments: [
    ["-o", "x.dot", "--output-dir", "out"], ["--combined", "--output-dir", "out"],
  ])
  func oneDiagramAndOnePerFlowAreNotAskedForAtOnce(_ options: [String]) throws {
    let scratch = try Self.twoFlows()
    defer { scratch.remove() }
    let run = try flowc(["diagram", "specs"] + options, in: scratch.url)
    #expect(run.status != 0, "\(run)")
    #expect(run.stderr.contains("--output-dir"), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
  }
}
