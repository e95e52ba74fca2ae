import Foundation

/// A program or Python package that some tests run but that a machine with
/// only Swift and libyaml may lack. Tests that need one are skipped, with the
/// reason, where it is missing (`.needs(...)` in each test target), so the
/// test command passes anywhere; `.ci/run` installs them all.
///
/// Whether a tool is there is probed once per test run. Listing tools in
/// `FLOWC_TEST_HIDE_TOOLS` (comma-separated raw values, such as
/// `FLOWC_TEST_HIDE_TOOLS=python3,dot`) makes them count as missing.
public enum OptionalTool: String, CaseIterable, Sendable {
  /// Python 3, which runs `bench/gen_flow.py`.
  case python3
  /// Python's `jsonschema`, which validates SARIF logs and spec schemas.
  case jsonschema
  /// PyYAML (module `yaml`), which reads specs for the schema test.
  case yaml
  /// Graphviz's `dot`, which draws SVG.
  case dot
  /// Shells whose completion scripts are checked to parse.
  case bash, zsh, fish
  /// Python's pytest-lsp (with lsprotocol and pytest-asyncio): a real LSP
  /// client that drives `flowc lsp` in the end-to-end tests.
  case pytestLSP

  /// The environment variable listing tools to treat as missing.
  public static let hideVariable = "FLOWC_TEST_HIDE_TOOLS"

  /// What the tool is, as a skip reason names it.
  public var name: String {
    switch self {
    case .python3: "python3"
    case .jsonschema: "Python's jsonschema"
    case .yaml: "PyYAML"
    case .dot: "Graphviz's dot"
    case .bash, .zsh, .fish: rawValue
    case .pytestLSP: "Python's pytest-lsp"
    }
  }

  /// Whether the tool is there for this test run (probed once).
  public var isAvailable: Bool {
    switch self {
    case .python3: Self.python3Found
    case .jsonschema: Self.jsonschemaFound
    case .yaml: Self.yamlFound
    case .dot: Self.dotFound
    case .bash: Self.bashFound
    case .zsh: Self.zshFound
    case .fish: Self.fishFound
    case .pytestLSP: Self.pytestLSPFound
    }
  }

  /// Why a test that needs `tools` is skipped where one is missing:
  /// "needs python3 and Python's jsonschema (.ci/run installs them)".
  public static func reason(_ tools: [OptionalTool]) -> String {
    let names = tools.map(\.name).joined(separator: " and ")
    return "needs \(names) (.ci/run installs \(tools.count == 1 ? "it" : "them"))"
  }

  private static let python3Found = isAvailable(.python3)
  private static let jsonschemaFound = isAvailable(.jsonschema)
  private static let yamlFound = isAvailable(.yaml)
  private static let dotFound = isAvailable(.dot)
  private static let bashFound = isAvailable(.bash)
  private static let zshFound = isAvailable(.zsh)
  private static let fishFound = isAvailable(.fish)
  private static let pytestLSPFound = isAvailable(.pytestLSP)

  /// Whether `tool` is there with `environment` (`PATH`, `PYTHONPATH` and
  /// `FLOWC_TEST_HIDE_TOOLS` count): an executable on `PATH`, or for a
  /// Python package, a python3 that imports it. Not cached.
  public static func isAvailable(
    _ tool: OptionalTool,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    let hidden = Set(
      (environment[hideVariable] ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    guard !hidden.contains(tool.rawValue) else { return false }
    switch tool {
    case .jsonschema, .yaml:
      return !hidden.contains(python3.rawValue)
        && succeeds(["python3", "-c", "import \(tool.rawValue)"], environment: environment)
    case .python3:
      return succeeds(["python3", "-c", "import sys"], environment: environment)
    case .pytestLSP:
      return !hidden.contains(python3.rawValue)
        && succeeds(
          ["python3", "-c", "import pytest, pytest_lsp, lsprotocol, pytest_asyncio"],
          environment: environment)
    case .dot, .bash, .zsh, .fish:
      return executable(tool.rawValue, path: environment["PATH"]) != nil
    }
  }

  /// The first executable file named `name` in the folders of `path`.
  public static func executable(_ name: String, path: String?) -> URL? {
    (path ?? "").split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Whether `arguments`, run through `/usr/bin/env` with `environment`, exit 0.
  static func succeeds(_ arguments: [String], environment: [String: String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
