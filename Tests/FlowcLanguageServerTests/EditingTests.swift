import FlowcLanguageServer
import Testing

@Suite struct EditingTests {
  static func session() throws -> ServerSession {
    try ServerSession(files: ["Login.flow.yaml": Specs.login, "App.flow.yaml": Specs.app])
  }

  static func actions(_ session: ServerSession, _ name: String, line: Int) -> [JSON] {
    let range: JSON = [
      "start": ["line": .number(Double(line)), "character": 0],
      "end": ["line": .number(Double(line)), "character": 40],
    ]
    let answer = session.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(session.uri(name))], "range": range,
        "context": ["diagnostics": []],
      ])
    return answer["result"]?.array ?? []
  }

  @Test func didYouMeanIsAQuickFix() throws {
    let session = try Self.session()
    session.open(
      "Login.flow.yaml", Specs.login.replacingOccurrences(of: "next: submit", with: "next: submt"))
    let actions = Self.actions(session, "Login.flow.yaml", line: 10)
    let fix = try #require(actions.first { $0["title"] == "Replace with 'submit'" })
    #expect(fix["kind"] == "quickfix")
    let edits = fix["edit"]?["changes"]?[session.uri("Login.flow.yaml")]
    #expect(edits == [["range": NavigationTests.range(10, 10, 15), "newText": "submit"]])
    #expect(actions.contains { $0["title"] == "Declare step 'submt'" })
  }

  @Test func anUnknownTargetCanBeDeclared() throws {
    let session = try Self.session()
    session.open(
      "Login.flow.yaml",
      Specs.login.replacingOccurrences(of: "failure: form", with: "failure: oops"))
    let actions = Self.actions(session, "Login.flow.yaml", line: 16)
    let declare = try #require(actions.first { $0["title"] == "Declare step 'oops'" })
    let edit = declare["edit"]?["changes"]?[session.uri("Login.flow.yaml")]?.array?.first
    #expect(edit?["newText"] == "\n  oops:\n    screen: Oops")
    #expect(edit?["range"] == NavigationTests.range(16, 17, 17))
  }

  @Test func aSubFlowThatNeverFinishesGetsOutputNever() throws {
    let never = """
      flow: Tour
      start: page
      steps:
        page:
          screen: Page
          next: page

      """
    let caller = """
      flow: Home
      start: tour
      steps:
        tour:
          flow: Tour
        done:
          screen: Done
          output: Never

      """
    let session = try ServerSession(files: ["Tour.flow.yaml": never, "Home.flow.yaml": caller])
    let actions = Self.actions(session, "Home.flow.yaml", line: 3)
    let fix = try #require(actions.first { $0["title"] == "Add 'output: Never' to flow 'Tour'" })
    let edit = fix["edit"]?["changes"]?[session.uri("Tour.flow.yaml")]?.array?.first
    #expect(edit?["newText"] == "\noutput: Never")
  }

  @Test func completionOffersTargetsTypesFlowsAndKeys() throws {
    let session = try Self.session()
    let edited = Specs.login.replacingOccurrences(of: "next: submit", with: "next: ")
    session.open("Login.flow.yaml", edited)
    func labels(_ line: Int, _ character: Int) -> [String] {
      session.request("textDocument/completion", session.at("Login.flow.yaml", line, character))[
        "result"]?
        .array?.compactMap { $0["label"]?.string } ?? []
    }
    let targets = labels(10, 10)
    #expect(targets.contains("form") && targets.contains("submit") && targets.contains("finish"))
    #expect(labels(9, 12).contains("Credentials"))
    let keys =
      session.request("textDocument/completion", session.at("Login.flow.yaml", 8, 4))["result"]?
      .array ?? []
    let present = keys.first { $0["label"] == "present" }
    #expect(present?["documentation"]?.string?.isEmpty == false)
    session.open("App.flow.yaml", Specs.app.replacingOccurrences(of: "flow: Login", with: "flow: "))
    let flows = session.request("textDocument/completion", session.at("App.flow.yaml", 5, 10))[
      "result"]?.array
    #expect(flows?.contains { $0["label"] == "Login" } == true)
  }

  @Test func completionOffersPresentationsAndLinkParameterTypes() throws {
    let session = try Self.session()
    let edited =
      Specs.login.replacingOccurrences(
        of: "    next: submit\n", with: "    next: submit\n    present: \n"
      ) + "links:\n  \"app://login/{id:\": form\n"
    session.open("Login.flow.yaml", edited)
    func labels(_ line: Int, _ character: Int) -> [String] {
      session.request("textDocument/completion", session.at("Login.flow.yaml", line, character))[
        "result"]?
        .array?.compactMap { $0["label"]?.string } ?? []
    }
    #expect(labels(11, 13) == ["push", "modal", "root", "alert"])
    let linkLine = edited.components(separatedBy: "\n").count - 2
    #expect(labels(linkLine, 19) == ["String", "Int", "Double", "Bool", "UUID"])
  }

  @Test func renameChangesEverySpecThatUsesTheName() throws {
    let session = try Self.session()
    let answer = session.request(
      "textDocument/rename",
      .object(session.at("App.flow.yaml", 5, 12).objectValue.merging(["newName": "SignIn"]) { $1 }))
    let changes = try #require(answer["result"]?["changes"])
    #expect(changes[session.uri("Login.flow.yaml")]?.array?.count == 1)
    #expect(changes[session.uri("App.flow.yaml")]?.array?.first?["newText"] == "SignIn")
    let step = session.request(
      "textDocument/rename",
      .object(
        session.at("Login.flow.yaml", 7, 3).objectValue.merging(["newName": "credentials"]) { $1 }))
    #expect(step["result"]?["changes"]?[session.uri("Login.flow.yaml")]?.array?.count == 3)
  }

  @Test func renameIsRefusedWithTheReason() throws {
    let session = try Self.session()
    func refusal(_ newName: String) -> String? {
      let answer = session.request(
        "textDocument/rename",
        .object(
          session.at("Login.flow.yaml", 7, 3).objectValue.merging(["newName": .string(newName)]) {
            $1
          }))
      return answer["error"]?["message"]?.string
    }
    #expect(refusal("submit")?.contains("declared already") == true)
    #expect(refusal("Form")?.contains("lowercase") == true)
    #expect(refusal("finish")?.contains("reserved") == true)
    #expect(refusal("my form")?.contains("not a Swift identifier") == true)
    let prepare = session.request("textDocument/prepareRename", session.at("Login.flow.yaml", 7, 3))
    #expect(prepare["result"]?["placeholder"] == "form")
  }
}

extension JSON {
  var objectValue: [String: JSON] {
    if case .object(let value) = self { return value }
    return [:]
  }
}
