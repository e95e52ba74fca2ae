import Foundation
import Testing

// End-to-end tests of `flowc check`: the built executable runs as a subprocess
// on temporary files, and each test asserts its exit code, standard output and
// standard error (the whole text where practical).

/// 10 levels of aliases, each standing for 10 of the level below: 10^10 nodes if
/// expanded. The 8th `*l4` of `l5` takes the expansion past 1,000,000 nodes.
private let billionLaughs: String = {
  var lines = ["flow: Laughs", "start: x", "steps:", "  x: { screen: X, next: finish }"]
  lines.append("l0: &l0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]")
  for level in 1..<10 {
    let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
    lines.append("l\(level): &l\(level) [\(aliases)]")
  }
  return lines.joined(separator: "\n") + "\n"
}()

// MARK: - Tests

@Suite struct CheckCommandTests {
  /// A spec file with exactly one error, and the whole standard error expected for it.
  struct BrokenSpec: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var stderr: String

    init(_ name: String, _ text: String, stderr: String) {
      self.init(name, bytes: Array(text.utf8), stderr: stderr)
    }

    init(_ name: String, bytes: [UInt8], stderr: String) {
      self.name = name
      self.bytes = bytes
      self.stderr = stderr
    }

    var testDescription: String { name }
  }

  @Test func defaultRunChecksSpecsFromThePackageRoot() throws {
    for arguments in [[], ["check"]] {
      let run = try flowc(arguments, in: packageRoot)
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout == "")
      #expect(run.stderr == "")
    }
  }

  static let brokenSpecs: [BrokenSpec] = [
    BrokenSpec(
      "tab indent",
      """
      flow: A
      start: x
      steps:
        x:
      \tscreen: X

      """,
      stderr: """
        spec.flow.yaml:5:1: error: found character that cannot start any token [yaml-syntax]
        \tscreen: X
        ^
        note: YAML does not allow tabs for indentation; indent with spaces
        1 error and 0 warnings in 1 file

        """),
    BrokenSpec(
      "unknown key nxt",
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          nxt: finish

      """,
      stderr: """
        spec.flow.yaml:6:5: error: unknown key 'nxt' in step 'x'; did you mean 'next'? [schema]
            nxt: finish
            ^
        1 error and 0 warnings in 1 file

        """),
    BrokenSpec(
      "duplicate key",
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          next: finish
          next: cancel

      """,
      stderr: """
        spec.flow.yaml:7:5: error: duplicate key 'next' [schema]
            next: cancel
            ^
        spec.flow.yaml:6:5: note: 'next' first appears here
            next: finish
            ^
        1 error and 0 warnings in 1 file

        """),
    BrokenSpec(
      "empty file", "",
      stderr: """
        spec.flow.yaml:1:1: error: the file is empty; a flow spec needs at least 'flow', 'start' and 'steps' [schema]
        1 error and 0 warnings in 1 file

        """),
    BrokenSpec(
      "invalid UTF-8",
      bytes: Array("flow: A\nstart: x\ndescription: a".utf8) + [0xFF]
        + Array("b\nsteps:\n  x: { screen: X, next: finish }\n".utf8),
      stderr: """
        spec.flow.yaml:3:15: error: invalid leading UTF-8 octet (byte 0xFF) [yaml-syntax]
        description: a\u{FFFD}b
                      ^
        1 error and 0 warnings in 1 file

        """),
    BrokenSpec(
      "billion laughs", billionLaughs,
      stderr: """
        spec.flow.yaml:10:45: error: aliases expand to more than 1,000,000 nodes; '*l4' goes past the limit [yaml-syntax]
        l5: &l5 [*l4, *l4, *l4, *l4, *l4, *l4, *l4, *l4, *l4, *l4]
                                                    ^
        1 error and 0 warnings in 1 file

        """),
  ]

  @Test(arguments: brokenSpecs) func oneErrorPerBrokenFile(_ spec: BrokenSpec) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("spec.flow.yaml", bytes: spec.bytes)

    let run = try flowc(["check", "spec.flow.yaml"], in: scratch.url)
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout == "")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.stderr == spec.stderr)
    // A sanity bound, not a benchmark: hostile input must be rejected quickly.
    #expect(run.duration < .seconds(1), "took \(run.duration)")
  }

  @Test func missingPath() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let run = try flowc(["check", "Nope.flow.yaml"], in: scratch.url)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == "error: no such file or folder: 'Nope.flow.yaml'\n")
  }

  /// A path with a line break (or any control character) stays on the
  /// error's line, so it cannot start a line GitHub reads as a command.
  @Test func aMissingPathWithALineBreakIsPrintedOnOneLine() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let run = try flowc(
      ["check", "--format", "github", "a\n::error::injected\r.flow.yaml"], in: scratch.url)
    #expect(run.status == 2)
    #expect(
      run.stderr == "error: no such file or folder: 'a\\n::error::injected\\r.flow.yaml'\n")
  }

  @Test func folderWithoutSpecs() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("empty/README.md", "# Not a spec\n")
    try scratch.write("empty/Login.yaml", "flow: Login\n")
    try scratch.write("empty/.hidden/Hidden.flow.yaml", "flow: Hidden\n")
    let run = try flowc(["check", "empty"], in: scratch.url)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == "error: no *.flow.yaml files in 'empty'\n")
  }

  /// `check` is the default subcommand, so a first argument is a path unless
  /// it names a subcommand; a word close to one that is no file is a typo.
  @Test(arguments: [
    (["chek"], "check"), (["generat", "specs", "-o", "out"], "generate"), (["diagarm"], "diagram"),
    (["hlep"], "help"),
  ])
  func aMisspeltSubcommandSuggestsTheSubcommand(arguments: [String], name: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let run = try flowc(arguments, in: scratch.url)
    #expect(run.status == 2, "\(run)")
    #expect(run.stdout == "")
    #expect(run.stderr == "error: unknown subcommand '\(arguments[0])'; did you mean '\(name)'?\n")
  }

  /// A first argument that exists, or is far from every subcommand, or looks
  /// like a path, is a path to check, as before.
  @Test func aPathNamedLikeASubcommandIsStillChecked() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("chek/README.md", "# No specs\n")
    let existing = try flowc(["chek"], in: scratch.url)
    #expect(existing.status == 2, "\(existing)")
    #expect(existing.stderr == "error: no *.flow.yaml files in 'chek'\n")
    for path in ["flows", "chek.yaml", "a/chek"] {
      let run = try flowc([path], in: scratch.url)
      #expect(run.status == 2, "\(run)")
      #expect(run.stderr == "error: no such file or folder: '\(path)'\n")
    }
  }

  @Test func unknownOptionPrintsUsage() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for arguments in [["check", "--bogus"], ["--bogus"]] {
      let run = try flowc(arguments, in: scratch.url)
      #expect(run.status == 2, "\(run)")
      #expect(run.stdout == "")
      #expect(
        run.stderr.hasPrefix("error: Unknown option '--bogus'\nUsage: flowc check [<paths> ...]"),
        "\(run)")
      #expect(run.stderr.hasSuffix("  See 'flowc check --help' for more information.\n"), "\(run)")
      // The usage is printed once: no second usage (such as `flowc <subcommand>`) after it.
      #expect(run.stderr.components(separatedBy: "Usage:").count == 2, "\(run)")
      #expect(!run.stderr.contains("flowc <subcommand>"), "\(run)")
    }
  }

  static let warningOnly = """
    flow: A
    start: x
    external: [Session]
    steps:
      x: { screen: X, next: finish }

    """

  static let warningOnlyStderr = """
    spec.flow.yaml:3:12: warning: external type 'Session' is listed but nothing in flow 'A' uses it [unused-type]
    external: [Session]
               ^
    0 errors and 1 warning in 1 file

    """

  @Test func warningsFailOnlyWithStrict() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("spec.flow.yaml", Self.warningOnly)

    let lenient = try flowc(["check", "spec.flow.yaml"], in: scratch.url)
    #expect(lenient.status == 0, "\(lenient)")
    #expect(lenient.stdout == "")
    #expect(lenient.stderr == Self.warningOnlyStderr)

    for arguments in [
      ["check", "--strict", "spec.flow.yaml"], ["check", "spec.flow.yaml", "--strict"],
    ] {
      let strict = try flowc(arguments, in: scratch.url)
      #expect(strict.status == 1, "\(strict)")
      #expect(strict.stdout == "")
      #expect(strict.stderr == Self.warningOnlyStderr)
    }
  }

  @Test func noSourceLeavesOutTheQuotedLines() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "spec.flow.yaml",
      """
      flow: A
      start: x
      steps:
        x:
          screen: X
          next: finish
          next: cancel
          nxt: finish

      """)
    let run = try flowc(["check", "--no-source", "spec.flow.yaml"], in: scratch.url)
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        spec.flow.yaml:7:5: error: duplicate key 'next' [schema]
        spec.flow.yaml:6:5: note: 'next' first appears here
        spec.flow.yaml:8:5: error: unknown key 'nxt' in step 'x'; did you mean 'next'? [schema]
        2 errors and 0 warnings in 1 file

        """)
  }

  @Test func sourceLineAndCaretUnderTheColumn() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // Columns count characters: the caret stands under `nxt` after three CJK
    // characters (two terminal columns each), and a tab in the quoted line is
    // kept in the caret line.
    try scratch.write(
      "spec.flow.yaml",
      """
      flow: A
      start: x
      steps:
        x: { description: 日本語, screen: X, nxt: finish }
        y: {\tscreen: Y, nxt: finish }

      """)
    let run = try flowc(["check", "spec.flow.yaml"], in: scratch.url)
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        spec.flow.yaml:4:37: error: unknown key 'nxt' in step 'x'; did you mean 'next'? [schema]
          x: { description: 日本語, screen: X, nxt: finish }
                                               ^
        spec.flow.yaml:5:19: error: unknown key 'nxt' in step 'y'; did you mean 'next'? [schema]
          y: {\tscreen: Y, nxt: finish }
              \t           ^
        2 errors and 0 warnings in 1 file

        """)
  }

  @Test func severalFilesAreReportedSortedByPath() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for (path, flow) in [
      ("specs/b.flow.yaml", "B"), ("specs/sub/c.flow.yaml", "C"), ("specs/a.flow.yaml", "A"),
    ] {
      try scratch.write(
        path,
        """
        flow: \(flow)
        start: x
        steps:
          x: { screen: X, nxt: finish }

        """)
    }
    let block = { (path: String) in
      """
      \(path):4:19: error: unknown key 'nxt' in step 'x'; did you mean 'next'? [schema]
        x: { screen: X, nxt: finish }
                        ^

      """
    }

    let folder = try flowc(["check", "specs"], in: scratch.url)
    #expect(folder.status == 1)
    #expect(folder.stdout == "")
    #expect(
      folder.stderr
        == block("specs/a.flow.yaml") + block("specs/b.flow.yaml") + block("specs/sub/c.flow.yaml")
        + "3 errors and 0 warnings in 3 files\n")

    // Files named in any order are still reported in path order.
    let named = try flowc(
      ["check", "specs/sub/c.flow.yaml", "specs/b.flow.yaml", "specs/a.flow.yaml"], in: scratch.url)
    #expect(named.status == 1)
    #expect(named.stderr == folder.stderr)
  }

  @Test func aFileNamedTwiceIsReadOnce() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "specs/a.flow.yaml",
      """
      flow: A
      start: x
      steps:
        x: { screen: X, nxt: finish }

      """)
    let run = try flowc(
      ["check", "specs", "specs/a.flow.yaml", "./specs/a.flow.yaml"], in: scratch.url)
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.stderr.hasSuffix("\n1 error and 0 warnings in 1 file\n"), "\(run)")
  }

  @Test func cleanSpecPrintsNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "Login.flow.yaml",
      """
      # Login: credentials form, login request, error alert on failure.
      flow: Login
      description: Signs in an existing user with e-mail and password.
      output: Session
      start: credentials

      types:
        LoginCredentials:
          email: String
          password: String

      external: [Session]

      steps:
        credentials:
          screen: LoginForm
          output: LoginCredentials
          next: logIn
          back: cancel

        logIn:
          action: LogIn
          input: LoginCredentials
          output: Session
          next: finish
          failure: loginFailed

        loginFailed:
          screen: LoginFailed
          input: Error
          present: modal
          next: credentials

      """)
    for arguments in [["check", "Login.flow.yaml"], ["check", "--strict", "."], ["check", "."]] {
      let run = try flowc(arguments, in: scratch.url)
      #expect(run.status == 0, "\(arguments): \(run)")
      #expect(run.stdout == "")
      #expect(run.stderr == "")
    }
  }
}
