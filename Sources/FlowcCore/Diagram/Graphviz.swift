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

  /// Draws `dot` source with `dot -T<format>`, with the `dot` found on `path`.
  ///
  /// Input and output go through temporary files rather than pipes, so a large
  /// drawing cannot fill a pipe and stall both processes.
  public static func render(
    _ source: String, format: String = "svg",
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
      process.executableURL = executable
      process.arguments = ["-T\(format)", "-o", output.path, input.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errorHandle
      try process.run()
      process.waitUntilExit()
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
