import FlowcLanguageServer
import Testing

@Suite struct NavigationTests {
  static func session() throws -> ServerSession {
    try ServerSession(files: ["Login.flow.yaml": Specs.login, "App.flow.yaml": Specs.app])
  }

  static func range(_ line: Int, _ from: Int, _ to: Int) -> JSON {
    [
      "start": ["line": .number(Double(line)), "character": .number(Double(from))],
      "end": ["line": .number(Double(line)), "character": .number(Double(to))],
    ]
  }

  @Test func aFlowStepJumpsToTheOtherSpec() throws {
    let session = try Self.session()
    // App.flow.yaml line 5: "    flow: Login".
    let answer = session.request("textDocument/definition", session.at("App.flow.yaml", 5, 12))
    #expect(
      answer["result"] == [
        ["uri": .string(session.uri("Login.flow.yaml")), "range": Self.range(0, 6, 11)]
      ])
  }

  @Test func targetsAndTypesJumpToTheirDeclarations() throws {
    let session = try Self.session()
    // Login line 10: "    next: submit" -> line 11 "  submit:".
    let step = session.request("textDocument/definition", session.at("Login.flow.yaml", 10, 12))
    #expect(step["result"]?.array?.first?["range"] == Self.range(11, 2, 8))
    // Line 9: "    output: Credentials" -> line 4.
    let type = session.request("textDocument/definition", session.at("Login.flow.yaml", 9, 14))
    #expect(type["result"]?.array?.first?["range"] == Self.range(4, 2, 13))
    // An external type: "    input: Session" in App, line 9 -> App's `external` (line 2).
    let external = session.request("textDocument/definition", session.at("App.flow.yaml", 9, 12))
    let uris = external["result"]?.array?.compactMap { $0["uri"]?.string } ?? []
    #expect(
      uris.contains(session.uri("App.flow.yaml")) && uris.contains(session.uri("Login.flow.yaml")))
  }

  @Test func referencesOfAStepListEveryUse() throws {
    let session = try Self.session()
    var params = session.at("Login.flow.yaml", 7, 3)
    if case .object(var object) = params {
      object["context"] = ["includeDeclaration": true]
      params = .object(object)
    }
    let answer = session.request("textDocument/references", params)
    let lines = answer["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.int }.sorted()
    // start: form, the step itself, failure: form.
    #expect(lines == [2, 7, 16])
  }

  @Test func hoverShowsAStepsKindDataAndPath() throws {
    let session = try Self.session()
    let answer = session.request("textDocument/hover", session.at("Login.flow.yaml", 11, 4))
    let text = try #require(answer["result"]?["contents"]?["value"]?.string)
    #expect(text.contains("**action** `submit`"))
    #expect(text.contains("input: `Credentials` · output: `Session`"))
    #expect(text.contains("shortest path: `form` —next→ `submit`"))
    #expect(text.contains("data here"))
    let type = session.request("textDocument/hover", session.at("Login.flow.yaml", 9, 14))
    #expect(type["result"]?["contents"]?["value"]?.string?.contains("email: String") == true)
  }

  @Test func endingsEventsAndLinksAreNavigable() throws {
    let child = """
      flow: Pick
      endings: { chosen: String, skipped: null }
      start: list
      steps:
        list:
          screen: List
          output: String
          next: finish.chosen
          back: finish.skipped

      """
    let parent = """
      flow: Shop
      start: pick
      events:
        signedOut: { next: pick }
      steps:
        pick:
          flow: Pick
          on: { chosen: done, skipped: done }
        done:
          screen: Done
          output: Never
      links:
        "shop://pick": pick

      """
    let session = try ServerSession(files: ["Pick.flow.yaml": child, "Shop.flow.yaml": parent])
    // Shop line 7: "    on: { chosen: done, skipped: done }" -> Pick's ending (line 1).
    let ending = session.request("textDocument/definition", session.at("Shop.flow.yaml", 7, 12))
    #expect(ending["result"]?.array?.first?["uri"] == .string(session.uri("Pick.flow.yaml")))
    #expect(ending["result"]?.array?.first?["range"] == Self.range(1, 11, 17))
    // "finish.chosen" in Pick (line 7) -> the ending.
    let finish = session.request("textDocument/definition", session.at("Pick.flow.yaml", 7, 20))
    #expect(finish["result"]?.array?.first?["range"] == Self.range(1, 11, 17))
    // The event's name is its definition; hover names it.
    let event = session.request("textDocument/hover", session.at("Shop.flow.yaml", 3, 4))
    #expect(
      event["result"]?["contents"]?["value"]?.string?.contains("**event** `signedOut`") == true)
    // A link's pattern: its target and back stack.
    let link = session.request("textDocument/hover", session.at("Shop.flow.yaml", 12, 6))
    let text = link["result"]?["contents"]?["value"]?.string ?? ""
    #expect(text.contains("**link** `shop://pick`") && text.contains("opens `pick`"))
  }

  @Test func theScreenAnActionRunsFromIsAReference() throws {
    let spec = Specs.login.replacingOccurrences(
      of: "    action: LogIn\n", with: "    action: LogIn\n    from: form\n")
    let session = try ServerSession(files: ["Login.flow.yaml": spec])
    // Line 13: "    from: form" -> the step `form` (line 7).
    let answer = session.request("textDocument/definition", session.at("Login.flow.yaml", 13, 11))
    #expect(answer["result"]?.array?.first?["range"] == Self.range(7, 2, 6))
  }

  @Test func symbolsOutlineTheDocumentAndSearchTheWorkspace() throws {
    let session = try Self.session()
    let outline = session.request(
      "textDocument/documentSymbol",
      ["textDocument": ["uri": .string(session.uri("Login.flow.yaml"))]])
    let flow = try #require(outline["result"]?.array?.first)
    #expect(flow["name"] == "Login")
    let names = flow["children"]?.array?.compactMap { $0["name"]?.string }
    #expect(names == ["Credentials", "Session", "form", "submit"])
    let found = session.request("workspace/symbol", ["query": "sbmt"])
    #expect(found["result"]?.array?.compactMap { $0["name"]?.string } == ["submit"])
  }
}

extension JSON {
  var array: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }
}
