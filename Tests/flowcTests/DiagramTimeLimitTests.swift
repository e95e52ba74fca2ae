import Foundation
import Testing

/// `flowc diagram --format svg` on diagrams Graphviz takes minutes to lay out:
/// refused at once when they are dense, stopped at the time limit otherwise,
/// and `dot` is killed with flowc.
@Suite struct DiagramTimeLimitTests {
  /// `count` screens, each with six transitions to far ones: valid, and far
  /// denser than any real flow.
  static func dense(_ count: Int) -> String {
    var lines = [
      "flow: Dense", "start: s0", "types:", "  Pick: {enum: [a, b, c, d, e, f]}", "steps:",
    ]
    for index in 0..<count {
      let cases = "abcdef".enumerated().map { offset, name in
        "\(name): s\((index * 7 + offset * 13 + 1) % count)"
      }
      lines.append(
        "  s\(index): {screen: S\(index), output: Pick, on: {\(cases.joined(separator: ", "))}}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func aDenseDiagramIsRefusedBeforeDotRuns() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Dense.flow.yaml", Self.dense(60))
    // No dot on PATH: the refusal comes before Graphviz is looked for.
    let run = try flowc(
      ["diagram", "Dense.flow.yaml", "--format", "svg"], in: scratch.url,
      environment: ["PATH": scratch.url.path])
    #expect(run.status == 2, "\(run)")
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix("error: the diagram has 361 transitions between 61 nodes, so dense"),
      "\(run)")
    #expect(run.stderr.contains("--dot-time-limit"))
  }

  @Test(.needs(.dot))
  func dotIsStoppedAtTheTimeLimit() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Dense.flow.yaml", Self.dense(60))
    let run = try flowc(
      ["diagram", "Dense.flow.yaml", "--format", "svg", "--dot-time-limit", "0.5", "-o", "d.svg"],
      in: scratch.url)
    #expect(run.status == 2, "\(run)")
    #expect(
      run.stderr == "error: dot did not lay out the diagram within 0.5 s and was stopped; draw "
        + "fewer flows with --flow NAME, write --format dot or mermaid, or give dot more time "
        + "with --dot-time-limit SECONDS\n")
    #expect(
      !FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("d.svg").path))
  }

  @Test func aBadTimeLimitIsAUsageError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Dense.flow.yaml", Self.dense(3))
    let run = try flowc(
      ["diagram", "Dense.flow.yaml", "--format", "svg", "--dot-time-limit=-1"], in: scratch.url)
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("--dot-time-limit takes seconds from 0"), "\(run)")
  }

  #if os(Linux)
    /// The children of process `pid` that still run (not zombies), from /proc.
    static func runningChildren(of pid: Int32) -> [Int32] {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return entries.compactMap(Int32.init).filter { child in
        guard
          let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state, then the parent's id.
        return fields.count > 1 && fields[0] != "Z" && fields[1] == "\(pid)"
      }
    }

    static func isRunning(_ pid: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    @Test(
      .needs(.dot),
      arguments: [SIGTERM, SIGINT])
    func dotDiesWithFlowc(_ signal: Int32) throws {
      let scratch = try Scratch()
      defer { scratch.remove() }
      try scratch.write("Dense.flow.yaml", Self.dense(60))
      let process = Process()
      process.executableURL = flowcExecutable
      process.arguments = [
        "diagram", "Dense.flow.yaml", "--format", "svg", "--dot-time-limit", "120", "-o", "d.svg",
      ]
      process.currentDirectoryURL = scratch.url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      var dot: Int32?
      for _ in 0..<200 where dot == nil {
        dot = Self.runningChildren(of: process.processIdentifier).first
        if dot == nil { Thread.sleep(forTimeInterval: 0.05) }
      }
      let child = try #require(dot, "dot never started")
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == signal)
      var gone = false
      for _ in 0..<100 where !gone {
        gone = !Self.isRunning(child)
        if !gone { Thread.sleep(forTimeInterval: 0.05) }
      }
      #expect(gone, "dot (\(child)) still runs after flowc ended")
    }
  #endif
}
