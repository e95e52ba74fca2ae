import Foundation
import OptionalTools
import Testing

/// The probes behind `.needs(...)`: a tool hidden by `FLOWC_TEST_HIDE_TOOLS`,
/// off `PATH` or shadowed on `PYTHONPATH` counts as missing, so the tests that
/// need it skip with their reason instead of failing.
@Suite struct OptionalToolTests {
  static let environment = ProcessInfo.processInfo.environment

  /// A new empty temporary folder.
  static func emptyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-tools-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(.needs(.python3, .dot))
  func toolsListedInTheHideVariableAreMissing() {
    #expect(OptionalTool.isAvailable(.python3, environment: Self.environment))
    #expect(OptionalTool.isAvailable(.dot, environment: Self.environment))
    var environment = Self.environment
    environment[OptionalTool.hideVariable] = "python3, dot"
    // Hiding python3 hides its packages too.
    for tool in [OptionalTool.python3, .jsonschema, .yaml, .dot] {
      #expect(!OptionalTool.isAvailable(tool, environment: environment), "\(tool)")
    }
  }

  @Test(.needs(.python3, .dot))
  func toolsOffPATHAreMissing() throws {
    let folder = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = Self.environment
    environment["PATH"] = folder.path
    for tool in OptionalTool.allCases {
      #expect(!OptionalTool.isAvailable(tool, environment: environment), "\(tool)")
    }
  }

  /// What `.ci/hidden-tools` does to hide Python's packages but not python3.
  @Test(.needs(.jsonschema, .yaml))
  func pythonPackagesShadowedOnPYTHONPATHAreMissing() throws {
    let folder = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for module in ["jsonschema", "yaml"] {
      try Data("raise ImportError('hidden')\n".utf8)
        .write(to: folder.appendingPathComponent("\(module).py"))
    }
    var environment = Self.environment
    environment["PYTHONPATH"] = folder.path
    #expect(OptionalTool.isAvailable(.python3, environment: environment))
    #expect(!OptionalTool.isAvailable(.jsonschema, environment: environment))
    #expect(!OptionalTool.isAvailable(.yaml, environment: environment))
  }

  @Test func theReasonNamesWhatIsNeededAndWhoInstallsIt() {
    #expect(
      OptionalTool.reason([.jsonschema]) == "needs Python's jsonschema (.ci/run installs it)")
    #expect(
      OptionalTool.reason([.jsonschema, .yaml])
        == "needs Python's jsonschema and PyYAML (.ci/run installs them)")
    #expect(
      OptionalTool.reason([.dot])
        == "needs Graphviz's dot (.ci/run installs it)")
    #expect(OptionalTool.reason([.zsh]) == "needs zsh (.ci/run installs it)")
  }
}
