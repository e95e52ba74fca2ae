import Foundation
import Testing

/// `flowc --generate-completion-script SHELL`: spec paths complete to
/// `*.yaml` files and folders, output and template folders to folders, the
/// config to `*.yaml` and `*.yml` files, in bash, zsh and fish.
@Suite struct CompletionTests {
  /// The completion script for `shell`.
  static func script(_ shell: String) throws -> String {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let run = try flowc(["--generate-completion-script", shell], in: scratch.url)
    try #require(run.status == 0, "\(run)")
    return run.stdout
  }

  /// The body of shell function `name` (bash and zsh), up to its closing `}`.
  static func function(_ name: String, in script: String) throws -> Substring {
    let start = try #require(script.firstRange(of: "\n\(name)() {\n"), "no \(name)")
    let end = try #require(script[start.upperBound...].firstRange(of: "\n}\n"), "\(name) open")
    return script[start.upperBound..<end.lowerBound]
  }

  /// What completes each command's paths, as each shell spells it: the
  /// subcommand, then fragments of its completion.
  static let bash: [(String, [String])] = [
    ("check", [specs]), ("generate", [specs]), ("diagram", [specs]), ("paths", [specs]),
    ("diff", [specs]),
    (
      "generate",
      [
        "'-o'|'--output')\n        __flowc_add_completions -d\n",
        "'--templates')\n        __flowc_add_completions -d\n",
        "'--config')\n        __flowc_add_completions -o plusdirs -fX '!*.@(yaml|yml)'\n",
      ]
    ),
    ("diagram", ["'-o'|'--output')\n        __flowc_add_completions -f\n"]),
    ("templates_cat", ["__flowc_add_completions -W 'coordinator'$'\\n''file'"]),
  ]
  static let specs = "__flowc_add_completions -o plusdirs -fX '!*.@(yaml)'"

  @Test func bashCompletesSpecFilesFoldersAndTheConfig() throws {
    let script = try Self.script("bash")
    for (command, fragments) in Self.bash {
      let body = try Self.function("_flowc_\(command)", in: script)
      for fragment in fragments {
        #expect(body.contains(fragment), "_flowc_\(command) lacks \(fragment)")
      }
    }
  }

  @Test func zshCompletesSpecFilesFoldersAndTheConfig() throws {
    let script = try Self.script("zsh")
    let specs = "'*:paths:_files -g '\\''*.yaml'\\'''"
    let expected: [(String, [String])] = [
      ("check", [specs]), ("diagram", [specs, ":output:_files'"]), ("paths", [specs]),
      ("diff", [":old:_files -g '\\''*.yaml'\\'''", ":new:_files -g '\\''*.yaml'\\'''"]),
      (
        "generate",
        [
          specs, ":output:_files -/'", ":templates:_files -/'",
          ":file:_files -g '\\''*.yaml *.yml'\\'''",
        ]
      ),
    ]
    for (command, fragments) in expected {
      let body = try Self.function("_flowc_\(command)", in: script)
      for fragment in fragments {
        #expect(body.contains(fragment), "_flowc_\(command) lacks \(fragment)")
      }
    }
  }

  @Test func fishCompletesSpecFilesFoldersAndTheConfig() throws {
    let lines = try Self.script("fish").split(separator: "\n")
    /// The `complete` line of `command` for positional `position` or option `option`.
    func line(_ command: String, _ condition: String) -> Substring? {
      lines.first { $0.contains("\"flowc \(command)\" \(condition)") }
    }
    let specs = "*.\\'yaml\\';printf %s\\n $p;end;__fish_complete_directories"
    let expected: [(String, String, String)] = [
      ("check", "-ge 1", specs), ("generate", "-ge 1", specs), ("diagram", "-ge 1", specs),
      ("paths", "-ge 1", specs), ("diff", "-eq 1", specs), ("diff", "-eq 2", specs),
      ("generate", "o output", "-rfa '(__flowc_complete_directories)'"),
      ("generate", "templates", "-rfa '(__flowc_complete_directories)'"),
      ("generate", "config", "set -l exts \\'yaml\\' \\'yml\\'"),
      ("diagram", "o output", "-rF"),
    ]
    for (command, condition, fragment) in expected {
      let found = line(command, condition)
      #expect(found?.contains(fragment) == true, "\(command) \(condition): \(found ?? "none")")
    }
  }

  /// Each script parses in its shell, where that shell is installed.
  @Test(.needs(.bash)) func theBashScriptParses() throws {
    try expectParses("bash", arguments: ["-n"])
  }

  @Test(.needs(.zsh)) func theZshScriptParses() throws {
    try expectParses("zsh", arguments: ["-n"])
  }

  @Test(.needs(.fish)) func theFishScriptParses() throws {
    try expectParses("fish", arguments: ["--no-execute"])
  }

  func expectParses(_ shell: String, arguments: [String]) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("flowc.\(shell)", try Self.script(shell))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [shell] + arguments + ["flowc.\(shell)"]
    process.currentDirectoryURL = scratch.url
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(printed)")
    #expect(printed.isEmpty, "\(printed)")
  }
}
