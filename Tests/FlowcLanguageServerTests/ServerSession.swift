import FlowcLanguageServer
import Foundation
import Testing

/// A server over a scratch workspace folder, driven message by message.
final class ServerSession {
  let folder: URL
  let server = LanguageServer()
  private var nextID = 1

  init(files: [String: String], initialize: Bool = true) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    if initialize {
      _ = request(
        "initialize", ["processId": .null, "rootUri": .string(uri(".")), "capabilities": [:]])
      notify("initialized", [:])
    }
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String {
    folder.appendingPathComponent(name).standardizedFileURL.path
  }

  func uri(_ name: String) -> String {
    name == "." ? URL(fileURLWithPath: folder.path).absoluteString : FileURI.uri(path(name))
  }

  /// Sends one message's content; what the server answered.
  func send(_ message: JSON) -> [JSON] {
    server.handle(message.encoded())
  }

  func request(_ method: String, _ params: JSON) -> JSON {
    let id = nextID
    nextID += 1
    let answers = send([
      "jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params,
    ])
    return answers.first { $0["id"] == .number(Double(id)) } ?? .null
  }

  func notify(_ method: String, _ params: JSON) {
    _ = send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  func open(_ name: String, _ text: String) {
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri(name)), "languageId": "yaml", "version": 1, "text": .string(text),
        ]
      ])
  }

  func change(_ name: String, _ text: String) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri(name)), "version": 2],
        "contentChanges": [["text": .string(text)]],
      ])
  }

  /// The diagnostics published for each file, by file name.
  func diagnostics() -> [String: [JSON]] {
    var found: [String: [JSON]] = [:]
    for message in server.publishDiagnostics() {
      guard let uri = message["params"]?["uri"]?.string,
        case .array(let list)? = message["params"]?["diagnostics"]
      else { continue }
      found[URL(string: uri)!.lastPathComponent] = list
    }
    return found
  }

  func at(_ name: String, _ line: Int, _ character: Int) -> JSON {
    [
      "textDocument": ["uri": .string(uri(name))],
      "position": ["line": .number(Double(line)), "character": .number(Double(character))],
    ]
  }
}

/// Specs the tests share: a login flow whose form step a caller runs.
enum Specs {
  static let login = """
    flow: Login
    output: Session
    start: form
    types:
      Credentials: { email: String, password: String }
    external: [Session]
    steps:
      form:
        screen: LoginForm
        output: Credentials
        next: submit
      submit:
        action: LogIn
        input: Credentials
        output: Session
        next: finish
        failure: form

    """

  static let app = """
    flow: App
    start: login
    external: [Session]
    steps:
      login:
        flow: Login
        next: home
      home:
        screen: Home
        input: Session
        output: Never

    """
}
