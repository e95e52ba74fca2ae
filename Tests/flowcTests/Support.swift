import Foundation
import Testing

// Running the built `flowc` as a subprocess, for the command-line tests.

// MARK: - Running flowc

/// The package root: this file is `<root>/Tests/flowcTests/Support.swift`.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `flowc` executable that SwiftPM built for this test run.
///
/// SwiftPM writes every product of a package into one products directory
/// (`.build/<triple>/debug`, also reachable as `.build/debug`), and `swift test`
/// builds `flowc` first because this test target depends on it. The test bundle
/// is written into the same directory, so the most robust way to find `flowc` is
/// next to the bundle that is running, rather than a path guessed from the source
/// tree (which breaks with `--scratch-path`, `-c release` or a cross-compiled triple):
///
/// - On Linux the bundle `<products>/flowcPackageTests.xctest` is itself the test
///   executable, so `Bundle.main.bundleURL` (the directory of the main executable)
///   and `CommandLine.arguments[0]` point into the products directory.
/// - On macOS the bundle is a directory `<products>/flowcPackageTests.xctest`
///   loaded by `xctest` (or by `swiftpm-testing-helper`); it is one of
///   `Bundle.allBundles`, and its parent is the products directory.
///
/// Only when none of these holds an executable `flowc` does the lookup fall back
/// to `<package root>/.build/debug/flowc`, relative to this source file.
let flowcExecutable: URL? = {
  var directories: [URL] = []
  for bundle in Bundle.allBundles + [Bundle.main] {
    let url = bundle.bundleURL.resolvingSymlinksInPath()
    directories.append(url.pathExtension == "xctest" ? url.deletingLastPathComponent() : url)
  }
  if let argument = CommandLine.arguments.first {
    directories.append(
      URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
  }
  directories.append(packageRoot.appendingPathComponent(".build/debug"))
  return
    directories
    .map { $0.appendingPathComponent("flowc") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// What one run of `flowc` did.
struct Run: CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String
  var duration: Duration

  /// The lines of standard error that start a diagnostic of severity `error`.
  var errorLines: [Substring] {
    stderr.split(separator: "\n").filter { $0.contains(": error: ") }
  }

  var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Runs `flowc` (the built one unless `executable` is given) with `arguments`
/// in `directory`, without colours.
func flowc(
  _ arguments: [String], in directory: URL, environment overrides: [String: String] = [:],
  executable: URL? = nil
) throws -> Run {
  let executable = try #require(
    executable ?? flowcExecutable, "no built flowc next to the test bundle")
  // Output goes to files, not pipes, so a large output cannot fill a pipe and stall.
  let outputs = FileManager.default.temporaryDirectory
    .appendingPathComponent("flowc-output-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: outputs) }
  let stdoutURL = outputs.appendingPathComponent("stdout")
  let stderrURL = outputs.appendingPathComponent("stderr")
  try Data().write(to: stdoutURL)
  try Data().write(to: stderrURL)
  let stdout = try FileHandle(forWritingTo: stdoutURL)
  let stderr = try FileHandle(forWritingTo: stderrURL)
  defer {
    try? stdout.close()
    try? stderr.close()
  }

  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  environment.merge(overrides) { $1 }
  process.environment = environment
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = stdout
  process.standardError = stderr

  let clock = ContinuousClock()
  let start = clock.now
  try process.run()
  process.waitUntilExit()
  let duration = clock.now - start

  return Run(
    status: process.terminationStatus,
    stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
    duration: duration)
}

/// A temporary folder for one test's spec files, removed by `remove()`.
struct Scratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  func write(_ path: String, bytes: [UInt8]) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
