import FlowcCore

/// The server: takes each message's content, returns what to send. It does
/// no I/O (`ServerLoop` does), so tests drive it in-process.
///
/// Diagnostics are not sent on each change: a change marks the spec set
/// changed, and the loop calls `publishDiagnostics()` once edits pause.
public final class LanguageServer {
  public enum State: Sendable {
    case uninitialized
    case running
    case shutDown
  }

  public private(set) var state = State.uninitialized
  /// Set by `exit`: 0 after `shutdown`, 1 without.
  public private(set) var exitCode: Int32?
  /// Whether the spec set changed since diagnostics were last published.
  public private(set) var needsDiagnostics = false
  /// How many changes the spec set has had.
  public private(set) var changes = 0
  let workspace = Workspace()
  /// The files diagnostics were last published for with some diagnostic.
  private var published: Set<String> = []
  private var cached: Analysis?

  public init() {}

  /// The messages to send in answer to one message's content.
  public func handle(_ content: [UInt8]) -> [JSON] {
    guard let message = JSON.parse(content) else {
      return [Self.error(id: .null, ErrorCode.parseError, "the message is not JSON")]
    }
    guard case .object = message, let method = message["method"]?.string else {
      // A response from the client (to nothing the server asked) is dropped.
      if message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }
      return [
        Self.error(id: message["id"] ?? .null, ErrorCode.invalidRequest, "not a request")
      ]
    }
    let params = message["params"] ?? .null
    guard let id = message["id"] else {
      notify(method, params)
      return []
    }
    do {
      return [["jsonrpc": "2.0", "id": id, "result": try request(method, params)]]
    } catch {
      return [Self.error(id: id, error.code, error.message)]
    }
  }

  struct Failure: Error {
    var code: Int
    var message: String
  }

  static func error(id: JSON, _ code: Int, _ message: String) -> JSON {
    [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .number(Double(code)), "message": .string(message)],
    ]
  }

  private func request(_ method: String, _ params: JSON) throws(Failure) -> JSON {
    switch state {
    case .uninitialized where method != "initialize":
      throw Failure(code: ErrorCode.serverNotInitialized, message: "initialize first")
    case .shutDown:
      throw Failure(code: ErrorCode.invalidRequest, message: "the server is shut down")
    default: break
    }
    switch method {
    case "initialize": return initialize(params)
    case "shutdown":
      state = .shutDown
      return .null
    case "textDocument/definition": return try definition(params)
    case "textDocument/references": return try references(params)
    case "textDocument/hover": return try hover(params)
    case "textDocument/documentSymbol": return try documentSymbols(params)
    case "workspace/symbol": return workspaceSymbols(params)
    case "textDocument/completion": return try completion(params)
    case "textDocument/codeAction": return try codeActions(params)
    case "textDocument/prepareRename": return try prepareRename(params)
    case "textDocument/rename": return try rename(params)
    default:
      throw Failure(code: ErrorCode.methodNotFound, message: "no method '\(method)'")
    }
  }

  private func notify(_ method: String, _ params: JSON) {
    if method == "exit" {
      exitCode = state == .shutDown ? 0 : 1
      return
    }
    guard state == .running else { return }
    switch method {
    case "textDocument/didOpen":
      guard let path = path(params["textDocument"]),
        let text = params["textDocument"]?["text"]?.string
      else { return }
      workspace.setOpen(path, text: text)
      changed()
    case "textDocument/didChange":
      guard let path = path(params["textDocument"]),
        case .array(let changes)? = params["contentChanges"],
        let text = changes.last?["text"]?.string
      else { return }
      workspace.setOpen(path, text: text)
      changed()
    case "textDocument/didClose":
      guard let path = path(params["textDocument"]) else { return }
      workspace.close(path)
      workspace.rescan()
      changed()
    case "textDocument/didSave", "workspace/didChangeWatchedFiles":
      workspace.rescan()
      changed()
    default: break
    }
  }

  private func changed() {
    cached = nil
    needsDiagnostics = true
    changes += 1
  }

  func path(_ document: JSON?) -> String? {
    document?["uri"]?.string.flatMap(FileURI.path)
  }

  /// The analysis of the current spec set, made once per change.
  var analysis: Analysis {
    if let cached { return cached }
    let analysis = workspace.analyze()
    cached = analysis
    return analysis
  }

  private func initialize(_ params: JSON) -> JSON {
    var root = params["rootUri"]?.string.flatMap(FileURI.path)
    if root == nil, case .array(let folders)? = params["workspaceFolders"] {
      root = folders.first?["uri"]?.string.flatMap(FileURI.path)
    }
    if root == nil { root = params["rootPath"]?.string }
    workspace.root = root
    workspace.rescan()
    state = .running
    changed()
    return [
      "capabilities": [
        "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
        "definitionProvider": true,
        "referencesProvider": true,
        "hoverProvider": true,
        "documentSymbolProvider": true,
        "workspaceSymbolProvider": true,
        "completionProvider": ["triggerCharacters": [" ", ":", "."]],
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        "renameProvider": ["prepareProvider": true],
      ],
      "serverInfo": ["name": "flowc", "version": .string(FlowcRelease.version)],
    ]
  }

  /// The `publishDiagnostics` notifications for the spec set: one per file
  /// with diagnostics, and an empty one for each file that had some before.
  public func publishDiagnostics() -> [JSON] {
    needsDiagnostics = false
    guard state == .running else { return [] }
    let analysis = self.analysis
    var messages: [JSON] = []
    var now: Set<String> = []
    for (file, diagnostics) in analysis.diagnostics.sorted(by: { $0.key < $1.key }) {
      guard !diagnostics.isEmpty || published.contains(file) || workspace.open[file] != nil
      else { continue }
      if !diagnostics.isEmpty { now.insert(file) }
      let converted = diagnostics.prefix(Diagnostic.maxPrinted).map {
        Self.convert($0, analysis)
      }
      messages.append(
        [
          "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
          "params": ["uri": .string(FileURI.uri(file)), "diagnostics": JSON.from(converted)],
        ])
    }
    for file in published.subtracting(now).subtracting(analysis.diagnostics.keys).sorted() {
      messages.append(
        [
          "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
          "params": ["uri": .string(FileURI.uri(file)), "diagnostics": []],
        ])
    }
    published = now
    return messages
  }

  static func range(of diagnostic: Diagnostic, _ analysis: Analysis) -> Range {
    guard let location = diagnostic.location else {
      return Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    }
    let lines = analysis.lines(location.file)
    var range = lines.range(of: nil, at: location)
    if range.start == range.end {
      range.end = lines.position(line: location.line - 1, scalar: Int.max)
    }
    return range
  }

  static func convert(_ diagnostic: Diagnostic, _ analysis: Analysis) -> LSPDiagnostic {
    var message = diagnostic.message
    var related: [LSPDiagnostic.Related] = []
    for note in diagnostic.notes {
      if let location = note.location {
        related.append(
          LSPDiagnostic.Related(
            location: Location(
              uri: FileURI.uri(location.file),
              range: analysis.lines(location.file).range(of: nil, at: location)),
            message: note.message))
      } else {
        message += "\n" + note.message
      }
    }
    return LSPDiagnostic(
      range: range(of: diagnostic, analysis), severity: diagnostic.severity == .error ? 1 : 2,
      code: diagnostic.code.rawValue, source: "flowc", message: message,
      relatedInformation: related.isEmpty ? nil : related)
  }

  /// The file and position a request is about.
  func place(_ params: JSON) throws(Failure) -> (file: String, position: Position) {
    guard let file = path(params["textDocument"]),
      let position = params["position"]?.decode(Position.self)
    else {
      throw Failure(code: ErrorCode.invalidParams, message: "expected a document and position")
    }
    return (file, position)
  }

  func location(_ occurrence: Occurrence) -> JSON {
    JSON.from(Location(uri: FileURI.uri(occurrence.file), range: occurrence.range))
  }
}

extension JSON: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral
{
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements) { $1 })
  }

  public init(arrayLiteral elements: JSON...) { self = .array(elements) }

  public init(stringLiteral value: String) { self = .string(value) }

  public init(booleanLiteral value: Bool) { self = .bool(value) }

  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}
