import FlowcLanguageServer
import Testing

@Suite struct LifecycleTests {
  static func code(_ answer: JSON?) -> Int? { answer?["error"]?["code"]?.int }

  @Test func requestsBeforeInitializeAreRefused() throws {
    let session = try ServerSession(files: [:], initialize: false)
    #expect(
      Self.code(session.request("textDocument/hover", session.at("a.flow.yaml", 0, 0))) == -32002)
    let answer = session.request("initialize", ["capabilities": [:]])
    let capabilities = try #require(answer["result"]?["capabilities"])
    #expect(capabilities["definitionProvider"] == .bool(true))
    #expect(capabilities["textDocumentSync"]?["change"] == .number(1))
    #expect(capabilities["renameProvider"]?["prepareProvider"] == .bool(true))
  }

  @Test func anUnknownMethodIsMethodNotFoundAndAnUnknownNotificationIgnored() throws {
    let session = try ServerSession(files: [:])
    #expect(Self.code(session.request("textDocument/semanticTokens/full", [:])) == -32601)
    #expect(
      session.send(["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "off"]]).isEmpty)
  }

  @Test func malformedMessagesGetErrorsNotCrashes() throws {
    let session = try ServerSession(files: [:])
    for bad in [
      "{\"jsonrpc\": \"2.0\", \"id\": 1, ", "", "\u{0}\u{1}",
      "[" + String(repeating: "[", count: 5000),
    ] {
      let answers = session.server.handle(Array(bad.utf8))
      #expect(answers.count == 1)
      #expect(Self.code(answers.first) == -32700)
      #expect(answers.first?["id"] == .null)
    }
    #expect(Self.code(session.send([1, 2]).first) == -32600)
    #expect(Self.code(session.send(["id": 4, "method": 5]).first) == -32600)
    // Params of the wrong shape: invalid params, the server goes on.
    #expect(Self.code(session.request("textDocument/definition", ["position": "here"])) == -32602)
    #expect(session.request("workspace/symbol", ["query": ""])["result"] != nil)
  }

  @Test func shutdownThenExitEndsCleanly() throws {
    let session = try ServerSession(files: [:])
    #expect(session.request("shutdown", .null)["result"] == .null)
    #expect(
      LifecycleTests.code(session.request("textDocument/hover", session.at("a", 0, 0))) == -32600)
    #expect(session.server.exitCode == nil)
    session.notify("exit", .null)
    #expect(session.server.exitCode == 0)
  }

  @Test func exitWithoutShutdownIsAFailure() throws {
    let session = try ServerSession(files: [:])
    session.notify("exit", .null)
    #expect(session.server.exitCode == 1)
  }
}
