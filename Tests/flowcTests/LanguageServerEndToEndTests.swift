import Foundation
import Testing

/// `flowc lsp` as a process: a real client's session, and clients that send
/// garbage or go away.
@Suite struct LanguageServerEndToEndTests {
  /// pytest-lsp's client through an editing session (Tests/LanguageServerEndToEnd).
  @Test(.needs(.pytestLSP)) func aRealClientEditsNavigatesAndRenames() throws {
    let executable = try #require(flowcExecutable, "no built flowc next to the test bundle")
    let run = try program(
      "/usr/bin/env",
      [
        "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider",
        packageRoot.appendingPathComponent("Tests/LanguageServerEndToEnd").path,
      ],
      environment: ["FLOWC": executable.path])
    #expect(run.status == 0, "\(run)")
  }

  /// A server process with its input and output as pipes.
  final class Server {
    let process = Process()
    let input = Pipe()
    let output = Pipe()

    init(folder: URL) throws {
      process.executableURL = flowcExecutable
      process.arguments = ["lsp", "--debounce", "0.01"]
      process.currentDirectoryURL = folder
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
    }

    func send(_ bytes: [UInt8]) {
      input.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ json: String) {
      send(Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8))
    }

    /// Reads the output until it holds `count` messages containing `text`.
    func read(until text: String) -> String {
      var all = Data()
      while !String(decoding: all, as: UTF8.self).contains(text) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        all.append(chunk)
      }
      return String(decoding: all, as: UTF8.self)
    }

    /// Waits up to `seconds` for the process to end; its status, or nil if it did not.
    func exit(within seconds: Double) -> Int32? {
      let deadline = Date(timeIntervalSinceNow: seconds)
      while process.isRunning, Date() < deadline { usleep(10_000) }
      if process.isRunning {
        process.terminate()
        return nil
      }
      return process.terminationStatus
    }
  }

  static let initialize =
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#

  @Test func malformedMessagesAreAnsweredAndTheServerGoesOn() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let server = try Server(folder: scratch.url)
    server.send(Self.initialize)
    server.send("{not json")
    server.send(Array("Content-Length: nope\r\n\r\n".utf8))
    server.send(#"{"jsonrpc":"2.0","id":2,"method":"flowc/nothing"}"#)
    server.send(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
    let output = server.read(until: #""id":3"#)
    #expect(output.contains(#""code":-32700"#))
    #expect(output.contains(#""code":-32601"#))
    #expect(output.contains(#""capabilities""#))
    server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(server.exit(within: 30) == 0)
  }

  @Test func aClientThatDisappearsEndsTheServer() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let server = try Server(folder: scratch.url)
    server.send(Self.initialize)
    _ = server.read(until: "capabilities")
    // Half a message, then the client is gone: input ends, output is closed.
    server.send(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8))
    try server.input.fileHandleForWriting.close()
    try server.output.fileHandleForReading.close()
    #expect(server.exit(within: 30) == 1)
  }
}

/// Runs a program; its status and output.
func program(_ path: String, _ arguments: [String], environment overrides: [String: String]) throws
  -> Run
{
  let scratch = try Scratch()
  defer { scratch.remove() }
  let out = scratch.url.appendingPathComponent("out")
  let err = scratch.url.appendingPathComponent("err")
  try Data().write(to: out)
  try Data().write(to: err)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(overrides) { $1 }
  process.currentDirectoryURL = scratch.url
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = try FileHandle(forWritingTo: out)
  process.standardError = try FileHandle(forWritingTo: err)
  let clock = ContinuousClock()
  let start = clock.now
  try process.run()
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus,
    stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self),
    duration: clock.now - start)
}
