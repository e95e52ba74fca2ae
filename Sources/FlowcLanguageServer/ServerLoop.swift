import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a `LanguageServer` over two file descriptors (standard input and
/// output): a thread reads and frames messages, the calling thread answers
/// them in order and publishes diagnostics once no message has come for
/// `debounce` seconds after a change. Ends on `exit`, at the end of the
/// input, or when the output is closed.
public enum ServerLoop {
  public static let defaultDebounce = 0.15

  /// Messages between the reading thread and the answering one.
  final class Mailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var frames: [MessageFraming.Frame] = []
    private var ended = false

    func put(_ frame: MessageFraming.Frame) {
      condition.lock()
      frames.append(frame)
      condition.signal()
      condition.unlock()
    }

    func end() {
      condition.lock()
      ended = true
      condition.signal()
      condition.unlock()
    }

    enum Taken {
      case frame(MessageFraming.Frame)
      case timedOut
      case ended
    }

    /// The next frame, waiting until `deadline` at most (forever when nil).
    func take(until deadline: Date?) -> Taken {
      condition.lock()
      defer { condition.unlock() }
      while frames.isEmpty, !ended {
        if let deadline {
          if !condition.wait(until: deadline) {
            return frames.isEmpty ? .timedOut : .frame(frames.removeFirst())
          }
        } else {
          condition.wait()
        }
      }
      if !frames.isEmpty { return .frame(frames.removeFirst()) }
      return .ended
    }
  }

  /// Serves until the client says `exit` or goes away; the exit status.
  public static func run(
    input: Int32 = 0, output: Int32 = 1, debounce: Double = defaultDebounce,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let mailbox = Mailbox()
    let reader = Thread {
      var framing = MessageFraming()
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        framing.append(chunk[0..<count])
        while let frame = framing.next() { mailbox.put(frame) }
      }
      mailbox.end()
    }
    reader.stackSize = 1 << 22
    reader.start()
    let server = LanguageServer()
    var deadline: Date?
    while true {
      let taken = mailbox.take(until: server.needsDiagnostics ? deadline : nil)
      var outgoing: [JSON] = []
      switch taken {
      case .ended:
        log("flowc lsp: the input ended")
        return server.exitCode ?? 1
      case .timedOut:
        outgoing = server.publishDiagnostics()
        deadline = nil
      case .frame(.invalid(let problem)):
        log("flowc lsp: skipped \(problem)")
        outgoing = [LanguageServer.error(id: .null, ErrorCode.parseError, "skipped \(problem)")]
      case .frame(.message(let content)):
        let changes = server.changes
        outgoing = server.handle(content)
        // Each change restarts the wait.
        if server.changes != changes { deadline = Date(timeIntervalSinceNow: debounce) }
      }
      for message in outgoing {
        guard write(MessageFraming.frame(message.encoded()), to: output) else {
          log("flowc lsp: the output closed")
          return 1
        }
      }
      if let code = server.exitCode { return code }
    }
  }

  /// Writes all of `bytes`; false when the output is gone.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return false }
      offset += count
    }
    return true
  }
}
