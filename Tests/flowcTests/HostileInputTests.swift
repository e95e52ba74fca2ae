import Foundation
import Testing

// Hostile inputs through the built `flowc check`: one row per input, each
// asserting the exit code, the diagnostic code and position (or the message of
// a command that cannot run), and that the run finishes (a watchdog stops it
// after `watchdogSeconds`, which fails the row). Time and memory bounds belong
// in a benchmark, not here; the inputs are kept at ten times the sizes that
// once cost minutes or gigabytes, so a regression shows as a hang.

private let watchdogSeconds = 300

/// What a row expects of standard error: a diagnostic at a position, or a line of text.
private enum Expected: Sendable {
  /// `file:line:column: error: ... [code]` is the first error line.
  case diagnostic(file: String, line: Int, column: Int, code: String)
  /// Standard error contains this text.
  case text(String)
}

private struct HostileInput: Sendable, CustomTestStringConvertible {
  var name: String
  /// Writes the input into the scratch folder; returns the arguments after `check`.
  var setUp: @Sendable (Scratch) throws -> [String]
  var status: Int32
  var expected: [Expected]
  var testDescription: String { name }

  init(
    _ name: String, status: Int32, _ expected: Expected...,
    setUp: @escaping @Sendable (Scratch) throws -> [String]
  ) {
    self.name = name
    self.setUp = setUp
    self.status = status
    self.expected = expected
  }
}

private func spec(
  _ name: String, _ text: String, arguments: [String] = []
) -> @Sendable (Scratch) throws -> [String] {
  { scratch in
    try scratch.write(name, text)
    return arguments + [name]
  }
}

private let head = "flow: A\nstart: s\n"

private let rows: [HostileInput] = [
  HostileInput(
    "alias bomb", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 9, column: 45, code: "yaml-syntax"),
    .text("aliases expand to more than 1,000,000 nodes"),
    setUp: spec(
      "a.flow.yaml",
      {
        var lines = [head + "steps: {s: {screen: S, next: finish}}"]
        lines.append("l0: &l0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]")
        for level in 1..<10 {
          let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
          lines.append("l\(level): &l\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
      }())),
  HostileInput(
    "100,000 levels of flow nesting", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 1, column: 513, code: "yaml-syntax"),
    setUp: spec("a.flow.yaml", String(repeating: "[", count: 100_000))),
  HostileInput(
    "100,000 levels of block nesting", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 1, column: 1025, code: "yaml-syntax"),
    setUp: spec("a.flow.yaml", String(repeating: "- ", count: 100_000) + "x\n")),
  HostileInput(
    "a 50 MB spec", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 1, column: 1, code: "yaml-syntax"),
    .text("the file has 50,000,000 bytes, more than the limit of 33,554,432 bytes"),
    setUp: { scratch in
      try scratch.write(
        "a.flow.yaml", bytes: [UInt8](repeating: UInt8(ascii: "#"), count: 50_000_000))
      return ["a.flow.yaml"]
    }),
  HostileInput(
    "a 50 MB spec under a raised limit", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 1, column: 1, code: "schema"),
    setUp: { scratch in
      var bytes = [UInt8](repeating: UInt8(ascii: " "), count: 50_000_000)
      bytes[0] = UInt8(ascii: "#")
      try scratch.write("a.flow.yaml", bytes: bytes)
      return ["--max-input-size", "60000000", "a.flow.yaml"]
    }),
  HostileInput(
    "a 10 MB scalar", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 4, column: 14, code: "yaml-syntax"),
    .text("a scalar of 10,000,000 bytes is longer than the limit of 65,536 bytes"),
    setUp: spec(
      "a.flow.yaml",
      head + "steps: {s: {screen: S, next: finish}}\ndescription: "
        + String(repeating: "x", count: 10_000_000) + "\n")),
  HostileInput(
    "a ring of 60,000 structs, each holding the next", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 4, column: 3, code: "recursive-type"),
    setUp: spec(
      "a.flow.yaml",
      head + "types:\n"
        + (0..<60_000).map { "  T\($0): { a: T\(($0 + 1) % 60_000) }\n" }.joined()
        + "steps: {s: {screen: S, output: T0, next: finish}}\n")),
  HostileInput(
    "NUL bytes", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 1, column: 7, code: "yaml-syntax"),
    setUp: { scratch in
      try scratch.write("a.flow.yaml", bytes: Array("flow: ".utf8) + [0, 0, 0] + Array("\n".utf8))
      return ["a.flow.yaml"]
    }),
  HostileInput(
    "invalid UTF-8", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 1, column: 8, code: "yaml-syntax"),
    setUp: { scratch in
      try scratch.write("a.flow.yaml", bytes: Array("flow: ".utf8) + [0xC3, 0x28, 0xFF] + [10])
      return ["a.flow.yaml"]
    }),
  HostileInput(
    "UTF-16 with a byte order mark", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 3, column: 1, code: "schema"),
    setUp: { scratch in
      let text = head + "nxt: 1\nsteps: {s: {screen: S, next: finish}}\n"
      let units = Array(text.utf16)
      let bytes: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      try scratch.write("a.flow.yaml", bytes: bytes)
      return ["a.flow.yaml"]
    }),
  HostileInput(
    "binary garbage", status: 1, .text("[yaml-syntax]"),
    setUp: { scratch in
      // A fixed linear congruential sequence: the same garbage every run.
      var state: UInt64 = 42
      let bytes = (0..<100_000).map { _ -> UInt8 in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
      }
      try scratch.write("a.flow.yaml", bytes: bytes)
      return ["a.flow.yaml"]
    }),
  HostileInput(
    "a symlink loop", status: 2, .text("too many levels of symbolic links"),
    setUp: { scratch in
      try FileManager.default.createSymbolicLink(
        atPath: scratch.url.appendingPathComponent("a.flow.yaml").path,
        withDestinationPath: "b.flow.yaml")
      try FileManager.default.createSymbolicLink(
        atPath: scratch.url.appendingPathComponent("b.flow.yaml").path,
        withDestinationPath: "a.flow.yaml")
      return ["."]
    }),
  HostileInput(
    "a folder named x.flow.yaml", status: 1,
    .diagnostic(file: "specs/x.flow.yaml/y.flow.yaml", line: 1, column: 1, code: "schema"),
    setUp: { scratch in
      try scratch.write("specs/x.flow.yaml/y.flow.yaml", "nxt: 1\n")
      return ["specs"]
    }),
  HostileInput(
    "a type 300,000 brackets deep", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 6, column: 12, code: "schema"),
    .text("the type nests deeper than 64 levels"),
    setUp: spec(
      "a.flow.yaml",
      head + "steps:\n  s:\n    screen: S\n    input: \""
        + String(repeating: "[", count: 300_000) + "Int" + String(repeating: "]", count: 300_000)
        + "\"\n    next: finish\n", arguments: ["--max-scalar-length", "1000000"])),
  HostileInput(
    "a 50,000-character misspelt target reused 200 times", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 4, column: 5, code: "unreachable-step"),
    .text("[unknown-target]"),
    setUp: spec(
      "a.flow.yaml",
      {
        let id = String(repeating: "a", count: 50_000)
        var text =
          "flow: A\nstart: s0\nsteps:\n  ? \(id)\n  : {screen: S, next: &t \(id.dropLast())b}\n"
        for index in 0..<200 { text += "  s\(index): {screen: S, next: *t}\n" }
        return text
      }())),
  HostileInput(
    "22,000 unknown targets", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 4, column: 29, code: "unknown-target"),
    .text("more diagnostics not shown"),
    setUp: spec(
      "a.flow.yaml",
      "flow: A\nstart: s00000\nsteps:\n"
        + (0..<22_000).map { String(format: "  s%05d: {screen: S, next: t%05d}\n", $0, $0) }
        .joined())),
  HostileInput(
    "errors in an aliased subtree repeated 6,400 times", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 5, column: 14, code: "schema"),
    .text("40 errors and 0 warnings in 1 file"),
    setUp: spec(
      "a.flow.yaml",
      head + "steps: {s: {screen: S, next: finish}}\ntypes:\n  F: &F {"
        + (0..<40).map { "f\($0): \"[\"" }.joined(separator: ", ") + "}\n"
        + (0..<6_400).map { "  T\($0): *F\n" }.joined())),
  HostileInput(
    "98,000 errors on one 590 KB line", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 4, column: 12, code: "invalid-identifier"),
    .text("note: and 97800 more diagnostics not shown"),
    setUp: spec(
      "a.flow.yaml",
      head + "steps: {s: {screen: S, next: finish}}\nexternal: ["
        + (0..<98_000).map { String(format: "x%03d", $0 % 1000) }.joined(separator: ", ") + "]\n")),
  // Deep links (bench/hostile_links.py writes the same shapes at any size).
  HostileInput(
    "15,000 gates, each with its own resume step and a rebuilding link behind it", status: 0,
    .text("0 errors and 1 warning in 1 file"),
    setUp: spec("a.flow.yaml", resumes(15_000))),
  HostileInput(
    "20,000 rebuilding links into a way of 20,000 screens", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 20_005, column: 34, code: "link-back-stack"),
    .text("would rebuild 19999 screens under 's19999', more than the 64"),
    setUp: spec(
      "a.flow.yaml",
      "flow: A\nstart: s0\nsteps:\n"
        + (0..<20_000).map {
          "  s\($0): { screen: S, next: \($0 < 19_999 ? "s\($0 + 1)" : "finish") }\n"
        }
        .joined() + "links:\n"
        + (0..<20_000).map { "  \"x://s/\($0)\": { to: s\(19_999 - $0), back: rebuild }\n" }
        .joined())),
  HostileInput(
    "20,000 gates in a row, a rebuilding link after each", status: 1,
    .diagnostic(file: "a.flow.yaml", line: 60_015, column: 20, code: "link-gate"),
    .text("would pass more than 8 gates before 's9'"),
    setUp: spec(
      "a.flow.yaml",
      "flow: A\nstart: s0\nsteps:\n"
        + (0..<20_000).map {
          "  s\($0): { screen: S, next: g\($0) }\n  a\($0): { screen: A, next: s\($0 + 1) }\n"
        }
        .joined() + "  s20000: { screen: S, next: finish }\ndecisions:\n"
        + (0..<20_000).map {
          "  g\($0): { gate: true, cases: [yes, no], on: { yes: s\($0 + 1), no: a\($0) } }\n"
        }.joined() + "links:\n"
        + (0..<20_000).map { "  \"x://s/\($0)\": { to: s\($0 + 1), back: rebuild }\n" }.joined())),
]

/// `count` marked gates reached from one screen, each leading to its own resume
/// step, which leads to the gate's link target and to one shared chain of
/// `count` screens: a search per resume step over the whole flow would be quadratic.
private func resumes(_ count: Int) -> String {
  var text = "flow: A\nstart: home\noutput: Never\nflow-types:\n  Pick:\n    enum:\n"
  text += (0..<count).map { "      - c\($0)\n" }.joined()
  text +=
    "  Way:\n    enum: [target, hub]\nsteps:\n  home:\n    screen: Home\n    output: Pick\n    on:\n"
  text += (0..<count).map { "      c\($0): g\($0)\n" }.joined()
  text += (0..<count).map {
    "  a\($0): { screen: A, next: r\($0) }\n"
      + "  r\($0): { screen: R, output: Way, on: { target: t\($0), hub: h0 } }\n"
      + "  t\($0): { screen: T, output: Never }\n"
  }.joined()
  text += (0..<count).map {
    "  h\($0): { screen: H, next: \($0 + 1 < count ? "h\($0 + 1)" : "cancel") }\n"
  }
  .joined()
  text += "decisions:\n"
  text += (0..<count).map {
    "  g\($0): { gate: true, cases: [yes, no], on: { yes: r\($0), no: a\($0) } }\n"
  }.joined()
  text +=
    "links:\n" + (0..<count).map { "  \"x://t/\($0)\": { to: t\($0), back: rebuild }\n" }.joined()
  return text
}

@Suite struct HostileInputTests {
  /// Runs `flowc check` under a watchdog (`timeout`, where there is one).
  private func check(_ arguments: [String], in folder: URL) throws -> Run {
    let built = try #require(flowcExecutable, "no built flowc next to the test bundle")
    let timeout = URL(fileURLWithPath: "/usr/bin/timeout")
    guard FileManager.default.isExecutableFile(atPath: timeout.path) else {
      return try flowc(["check"] + arguments, in: folder)
    }
    return try flowc(
      ["\(watchdogSeconds)", built.path, "check"] + arguments, in: folder, executable: timeout)
  }

  @Test(arguments: rows)
  fileprivate func hostileInput(_ row: HostileInput) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let arguments = try row.setUp(scratch)
    let run = try check(arguments, in: scratch.url)
    #expect(run.status != 124, "flowc did not finish in \(watchdogSeconds) s")
    #expect(run.status == row.status, "\(run.description.prefix(2_000))")
    // Whatever the input, the output stays small: 200 diagnostics with windowed lines.
    #expect(run.stderr.utf8.count < 2_000_000)
    for expected in row.expected {
      switch expected {
      case .diagnostic(let file, let line, let column, let code):
        let first = run.errorLines.first ?? ""
        #expect(first.hasPrefix("\(file):\(line):\(column): error: "), "\(first.prefix(300))")
        #expect(first.hasSuffix("[\(code)]"), "\(first.prefix(300))")
      case .text(let text):
        #expect(run.stderr.contains(text), "\(run.stderr.prefix(2_000))")
      }
    }
  }

  @Test(
    .enabled(
      if: getuid() != 0,
      "running as root, which reads a file whatever its permissions"))
  func anUnreadableFileCannotBeChecked() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("a.flow.yaml", head + "steps: {s: {screen: S, next: finish}}\n")
    let path = scratch.url.appendingPathComponent("a.flow.yaml").path
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    let run = try check(["a.flow.yaml"], in: scratch.url)
    #expect(run.status == 2)
    #expect(run.stderr == "error: cannot read 'a.flow.yaml': Permission denied\n")
  }

  @Test func theLimitFlagsRaiseTheLimits() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "a.flow.yaml",
      head + "steps: {s: {screen: S, next: finish}}\ndescription: "
        + String(repeating: "x", count: 70_000) + "\n")
    #expect(try check(["a.flow.yaml"], in: scratch.url).status == 1)
    #expect(
      try check(["--max-scalar-length", "70000", "a.flow.yaml"], in: scratch.url).status == 0)
    let small = try check(["--max-input-size", "10", "a.flow.yaml"], in: scratch.url)
    #expect(small.status == 1)
    #expect(small.stderr.contains("more than the limit of 10 bytes"))
    let bad = try check(["--max-steps", "0", "a.flow.yaml"], in: scratch.url)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--max-steps must be at least 1"))
  }

  /// The commands that read specs without checking them hold the same limits.
  @Test(arguments: [["diagram"], ["paths"], ["diff", "a.flow.yaml"]])
  func readingCommandsTakeTheLimitFlags(_ command: [String]) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "a.flow.yaml",
      head + "steps: {s: {screen: S, next: t}, t: {screen: T, next: finish}}\n")
    #expect(try flowc(command + ["a.flow.yaml"], in: scratch.url).status == 0)
    let limited = try flowc(command + ["--max-steps", "1", "a.flow.yaml"], in: scratch.url)
    #expect(limited.status == 1, "\(limited)")
    #expect(limited.stderr.contains("a.flow.yaml:"), "\(limited)")
    let small = try flowc(command + ["--max-input-size", "10", "a.flow.yaml"], in: scratch.url)
    #expect(small.status == 1, "\(small)")
    #expect(small.stderr.contains("more than the limit of 10 bytes"), "\(small)")
  }

  @Test func generateTakesTheLimitFlagsToo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "a.flow.yaml", head + "description: Twelve bytes\nsteps: {s: {screen: S, next: finish}}\n")
    let output = scratch.url.appendingPathComponent("out").path
    let limited = try flowc(
      ["generate", "--max-scalar-length", "8", "-o", output, "a.flow.yaml"], in: scratch.url)
    #expect(limited.status == 1)
    let expected =
      "a.flow.yaml:3:1: error: a scalar of 11 bytes is longer than the limit of 8 bytes [yaml-syntax]"
    #expect(limited.errorLines.first.map(String.init) == expected, "\(limited)")
    #expect(!FileManager.default.fileExists(atPath: output + "/a.swift"))
    let generated = try flowc(["generate", "-o", output, "a.flow.yaml"], in: scratch.url)
    #expect(generated.status == 0, "\(generated)")
  }
}
