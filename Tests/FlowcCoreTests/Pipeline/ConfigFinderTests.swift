import Foundation
import Testing

@testable import FlowcCore

/// Where a run's config is found: the rule the command line and the plugins share.
@Suite struct ConfigFinderTests {
  /// A temporary target folder, `App/`, with its specs in `App/Flows/`.
  struct Target {
    let root: URL

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("flowc-config-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("App/Flows"), withIntermediateDirectories: true)
      try write("App/Flows/Login.flow.yaml")
    }

    var app: String { root.path + "/App" }
    var flows: String { root.path + "/App/Flows" }
    var spec: String { flows + "/Login.flow.yaml" }

    func write(_ path: String) throws {
      try Data("access: public\n".utf8).write(to: root.appendingPathComponent(path))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The configs found for the spec, searching the target's folder.
    func found(searchingRoot: Bool = true, paths: [String] = []) -> [String] {
      ConfigFinder.find(
        searchRoots: searchingRoot ? [app] : [], paths: paths, specs: [spec]
      ).map { String($0.dropFirst(root.path.count + 1)) }
    }
  }

  @Test func aConfigInTheTargetsFolderIsFound() throws {
    let target = try Target()
    defer { target.remove() }
    try target.write("App/flowc-config.yaml")
    #expect(target.found() == ["App/flowc-config.yaml"])
    // Without the target's folder, only the folders given and the specs' are searched.
    #expect(target.found(searchingRoot: false) == [])
    #expect(target.found(searchingRoot: false, paths: [target.app]) == ["App/flowc-config.yaml"])
  }

  @Test func aConfigBesideTheSpecsIsFound() throws {
    let target = try Target()
    defer { target.remove() }
    try target.write("App/Flows/flowc-config.yaml")
    #expect(target.found() == ["App/Flows/flowc-config.yaml"])
    #expect(target.found(searchingRoot: false) == ["App/Flows/flowc-config.yaml"])
  }

  @Test func aConfigSpelledYmlIsFound() throws {
    let target = try Target()
    defer { target.remove() }
    try target.write("App/flowc-config.yml")
    #expect(target.found() == ["App/flowc-config.yml"])
  }

  @Test func twoConfigsAreAConflictAtTheSecondWithANoteAtTheFirst() throws {
    let target = try Target()
    defer { target.remove() }
    try target.write("App/flowc-config.yml")
    try target.write("App/Flows/flowc-config.yaml")
    let found = ConfigFinder.find(searchRoots: [target.app], paths: [], specs: [target.spec])
    #expect(found.map { $0.hasPrefix(target.root.path) } == [true, true])
    let conflict = try #require(ConfigFinder.conflict(found))
    #expect(conflict.code == .configConflict)
    #expect(conflict.severity == .error)
    #expect(conflict.location == SourceLocation(file: found[1], line: 1, column: 1))
    #expect(conflict.notes.map(\.location) == [SourceLocation(file: found[0], line: 1, column: 1)])
    #expect(conflict.message.hasPrefix("2 flowc configs apply to these specs ('\(found[0])', "))
    // Both names in one folder conflict too.
    try target.write("App/flowc-config.yaml")
    #expect(
      target.found() == [
        "App/flowc-config.yaml", "App/flowc-config.yml", "App/Flows/flowc-config.yaml",
      ])
    #expect(ConfigFinder.conflict([found[0]]) == nil)
    #expect(ConfigFinder.conflict([]) == nil)
  }

  @Test func eachFolderIsSearchedOnceHoweverItIsSpelled() throws {
    let target = try Target()
    defer { target.remove() }
    try target.write("App/Flows/flowc-config.yaml")
    #expect(
      ConfigFinder.folders(
        searchRoots: [target.flows + "/", target.app], paths: [target.flows + "/./"],
        specs: [target.spec, target.flows + "/../Flows/Other.flow.yaml"]
      ) == [target.flows + "/", target.app + "/"])
    #expect(target.found(paths: [target.flows]) == ["App/Flows/flowc-config.yaml"])
    // A spec named without a folder is beside a config named without one.
    #expect(ConfigFinder.folders(searchRoots: [], paths: [], specs: ["Login.flow.yaml"]) == [""])
  }

  @Test func aConfigIsKnownByItsName() {
    #expect(ConfigFinder.isConfig("flowc-config.yaml"))
    #expect(ConfigFinder.isConfig("Sources/App/flowc-config.yml"))
    #expect(!ConfigFinder.isConfig("Sources/App/my-flowc-config.yaml"))
    #expect(!ConfigFinder.isConfig("specs/Login.flow.yaml"))
  }
}
