import Foundation

/// Runs Graphviz's `dot` to draw DOT as SVG (or any other `-T` format).
public enum Graphviz {
  /// What `dot` printed: the drawing, and its warnings (empty when there were none).
  public struct Output: Sendable {
    public var output: String
    public var warnings: String
  }

  /// The `dot` executable on `PATH`, if there is one.
  public static func executable(
    path: String? = ProcessInfo.processInfo.environment["PATH"]
  ) -> URL? {
    let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    return folders.lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// How long `dot` may take to lay out a diagram by default. A flow chart
  /// of a thousand steps takes about a second; a small spec whose every step
  /// has many transitions to far ones can take minutes.
  public static let defaultTimeLimit: Duration = .seconds(10)

  /// Draws `dot` source with `dot -T<format>`, with the `dot` found on `path`.
  ///
  /// Input and output go through temporary files rather than pipes, so a large
  /// drawing cannot fill a pipe and stall both processes. Past `timeLimit`
  /// (nil: none) `dot` is killed and drawing fails. `dot` also runs under a
  /// CPU time limit a second longer, so it stops on its own should flowc be
  /// killed outright; when flowc is interrupted or terminated, it kills `dot`
  /// first.
  public static func render(
    _ source: String, format: String = "svg", timeLimit: Duration? = defaultTimeLimit,
    path: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(GraphvizError) -> Output {
    guard let executable = executable(path: path) else {
      throw GraphvizError(
        message: "Graphviz's 'dot' is not on PATH; install Graphviz (apt-get install graphviz, "
          + "brew install graphviz) to draw SVG, or write DOT with --format dot")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-dot-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("input.dot")
    let output = folder.appendingPathComponent("output")
    let errors = folder.appendingPathComponent("errors")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: input)
      try Data().write(to: errors)
      let errorHandle = try FileHandle(forWritingTo: errors)
      defer { try? errorHandle.close() }
      let process = Process()
      let arguments = [executable.path, "-T\(format)", "-o", output.path, input.path]
      if let timeLimit {
        // `ulimit -t` counts whole CPU seconds; the shell then becomes dot.
        let seconds = Int(timeLimit.components.seconds) + 1
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
          ["-c", "ulimit -t \(seconds) 2>/dev/null; exec \"$0\" \"$@\""] + arguments
      } else {
        process.executableURL = executable
        process.arguments = Array(arguments.dropFirst())
      }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errorHandle
      let finished = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in finished.signal() }
      try ChildProcesses.shared.run(process)
      defer { ChildProcesses.shared.finished(process) }
      let deadline = timeLimit.map { DispatchTime.now() + $0.timeInterval } ?? .distantFuture
      if finished.wait(timeout: deadline) == .timedOut, let timeLimit {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
        throw GraphvizError(
          message: "dot did not lay out the diagram within \(timeLimit.seconds) s and was "
            + "stopped; draw fewer flows with --flow NAME, write --format dot or mermaid, or "
            + "give dot more time with --dot-time-limit SECONDS",
          timedOut: true)
      }
      let warnings = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
      guard process.terminationStatus == 0 else {
        throw GraphvizError(
          message: "dot -T\(format) failed with exit code \(process.terminationStatus): "
            + warnings.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      let drawing = String(decoding: try Data(contentsOf: output), as: UTF8.self)
      return Output(output: drawing, warnings: warnings)
    } catch let error as GraphvizError {
      throw error
    } catch {
      throw GraphvizError(message: "cannot run \(executable.path): \(error.localizedDescription)")
    }
  }
}

extension Duration {
  /// The duration in seconds, as `TimeInterval`.
  fileprivate var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// The duration in seconds, for a message: `10`, `0.5`.
  fileprivate var seconds: String {
    let value = timeInterval
    return value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// The `dot` processes running, killed when flowc is interrupted (SIGINT),
/// terminated (SIGTERM) or hung up on (SIGHUP), before flowc ends as the
/// signal makes it: a diagram that takes long is not left drawing, at a
/// gigabyte, after flowc is gone.
///
/// The handler does only what a signal handler may: it reads a table of
/// process ids set up beforehand, sends `kill`, restores the default action
/// and raises the signal again.
private final class ChildProcesses: @unchecked Sendable {
  static let shared = ChildProcesses()

  /// The most `dot` processes tracked at once; more run, untracked.
  static let capacity = 64

  private let lock = NSLock()
  private var installed = false

  /// Starts `process`, registered to be killed on a signal.
  func run(_ process: Process) throws {
    lock.lock()
    defer { lock.unlock() }
    if !installed {
      for signal in [SIGINT, SIGTERM, SIGHUP] { installHandler(signal) }
      installed = true
    }
    try process.run()
    for slot in 0..<Self.capacity where childTable[slot] == 0 {
      childTable[slot] = process.processIdentifier
      break
    }
  }

  func finished(_ process: Process) {
    lock.lock()
    defer { lock.unlock() }
    for slot in 0..<Self.capacity where childTable[slot] == process.processIdentifier {
      childTable[slot] = 0
    }
  }

  /// Installs the handler of `signal`, unless it is ignored (`nohup`, a
  /// background job), and lets this thread take it: a parent may start
  /// flowc with signals blocked (Foundation's `Process` does), and a blocked
  /// signal would wait for dot to finish.
  private func installHandler(_ signal: Int32) {
    var previous = sigaction()
    sigaction(signal, nil, &previous)
    #if os(Linux)
      let ignored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1
    #else
      let ignored = unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self) == 1
    #endif
    guard !ignored else { return }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signal)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = killChildrenAndRaise
    #else
      action.__sigaction_u.__sa_handler = killChildrenAndRaise
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }
}

/// The process ids of the running `dot` processes; 0 for a free slot.
private nonisolated(unsafe) let childTable: UnsafeMutablePointer<Int32> = {
  let table = UnsafeMutablePointer<Int32>.allocate(capacity: ChildProcesses.capacity)
  table.initialize(repeating: 0, count: ChildProcesses.capacity)
  return table
}()

private func killChildrenAndRaise(_ signal: Int32) {
  for slot in 0..<ChildProcesses.capacity where childTable[slot] > 0 {
    kill(childTable[slot], SIGKILL)
  }
  Foundation.signal(signal, SIG_DFL)
  raise(signal)
}
