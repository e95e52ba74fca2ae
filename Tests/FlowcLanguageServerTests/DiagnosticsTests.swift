import FlowcLanguageServer
import Foundation
import Testing

@Suite struct DiagnosticsTests {
  @Test func aTypoInAnOpenSpecIsReportedWithCodeAndRange() throws {
    let session = try ServerSession(files: ["Login.flow.yaml": Specs.login])
    #expect(session.diagnostics()["Login.flow.yaml"] == nil)
    session.open(
      "Login.flow.yaml", Specs.login.replacingOccurrences(of: "next: submit", with: "next: submt"))
    #expect(session.server.needsDiagnostics)
    let found = try #require(session.diagnostics()["Login.flow.yaml"])
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(diagnostic["code"] == "unknown-target")
    #expect(diagnostic["severity"] == 1)
    #expect(diagnostic["source"] == "flowc")
    #expect(diagnostic["message"]?.string?.contains("did you mean 'submit'?") == true)
    #expect(
      diagnostic["range"] == [
        "start": ["line": 10, "character": 10], "end": ["line": 10, "character": 15],
      ])
    #expect(!session.server.needsDiagnostics)
    // Fixed: the file's diagnostics are cleared.
    session.change("Login.flow.yaml", Specs.login)
    #expect(session.diagnostics()["Login.flow.yaml"] == [])
  }

  @Test func aSubFlowsOutputChangeIsAnErrorInItsCaller() throws {
    let session = try ServerSession(files: [
      "Login.flow.yaml": Specs.login, "App.flow.yaml": Specs.app,
    ])
    let before = session.diagnostics()
    #expect(before.values.allSatisfy { $0.isEmpty })
    session.open(
      "Login.flow.yaml",
      Specs.login.replacingOccurrences(
        of: "output: Session\nstart", with: "output: Credentials\nstart"))
    let found = session.diagnostics()
    let inCaller = try #require(found["App.flow.yaml"])
    #expect(inCaller.contains { $0["code"] == "type-mismatch" })
    let related = inCaller.compactMap { $0["relatedInformation"] }
    #expect(!related.isEmpty || inCaller.allSatisfy { $0["code"] != nil })
  }

  @Test func positionsAfterNonASCIITextAreInUTF16() throws {
    let line =
      "  submit: { action: LogIn, description: \"🎉 café\", input: Credentials, "
      + "output: Session, next: finish, failure: frm }"
    let lines = Specs.login.components(separatedBy: "\n")
    let text = (lines[0..<11] + [line]).joined(separator: "\n") + "\n"
    let session = try ServerSession(files: [:])
    session.open("Login.flow.yaml", text)
    let found = try #require(session.diagnostics()["Login.flow.yaml"])
    let diagnostic = try #require(found.first { $0["code"] == "unknown-target" })
    let column = line.utf16.count - "frm }".utf16.count
    #expect(
      diagnostic["range"]
        == [
          "start": ["line": 11, "character": .number(Double(column))],
          "end": ["line": 11, "character": .number(Double(column + 3))],
        ])
  }

  @Test func aDocumentThatIsNotYAMLGetsDiagnostics() throws {
    let session = try ServerSession(files: [:])
    session.open("Bad.flow.yaml", "flow: [unclosed\n\t{ ::: \u{7}\n")
    let found = try #require(session.diagnostics()["Bad.flow.yaml"])
    #expect(!found.isEmpty)
    session.open("Empty.flow.yaml", "")
    #expect(session.diagnostics()["Empty.flow.yaml"]?.isEmpty == false)
  }

  @Test func theWorkspaceScanIsBounded() throws {
    var files: [String: String] = [:]
    for index in 0..<6 { files["F\(index).flow.yaml"] = "flow: F\(index)\n" }
    files[".hidden.flow.yaml"] = "flow: Hidden\n"
    let session = try ServerSession(files: files, initialize: false)
    let all = Workspace.specs(under: session.folder.path)
    #expect(
      all.map { URL(fileURLWithPath: $0).lastPathComponent } == (0..<6).map { "F\($0).flow.yaml" })
    #expect(Workspace.specs(under: session.folder.path, limit: 3).count == 3)
  }

  @Test func theConfigIsDiagnosed() throws {
    let session = try ServerSession(files: ["flowc-config.yaml": "acess: public\n"])
    let found = try #require(session.diagnostics()["flowc-config.yaml"])
    #expect(found.first?["message"]?.string?.contains("did you mean 'access'?") == true)
  }
}
