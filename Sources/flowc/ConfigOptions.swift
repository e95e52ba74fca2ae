import ArgumentParser
import FlowcCore
import Foundation

/// Which config a run uses: the options `flowc check` and `flowc generate` share.
struct ConfigOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The config file (default: the one found, see --config-search-root).",
      valueName: "file"),
    completion: .file(extensions: ["yaml", "yml"]))
  var config: String?

  @Option(
    help: ArgumentHelp(
      "A folder searched for flowc-config.yaml or .yml before the folders given and those of "
        + "the specs, such as the target's folder (repeatable).",
      valueName: "folder"),
    completion: .directory)
  var configSearchRoot: [String] = []

  /// The config of a run, read and decoded.
  struct Loaded {
    /// The config's settings: the defaults when there is no config, nil when it has errors.
    var settings: GenerationConfig?
    /// The config file read, if there is one.
    var source: SourceFile?
    /// Its diagnostics, and those of finding it (`config-conflict`).
    var diagnostics: [Diagnostic]

    var files: [String] { source.map { [$0.path] } ?? [] }
  }

  /// The config of `--config` or of `named` (config files among the paths
  /// given), else the one `ConfigFinder` finds for `paths` and `specs`.
  func load(paths: [String], specs: [String], named: [String] = []) throws(CommandFailure)
    -> Loaded
  {
    let chosen = Array(Set((config.map { [$0] } ?? []) + named)).sorted()
    guard chosen.count <= 1 else {
      let list = chosen.map { "'\($0)'" }.joined(separator: ", ")
      throw CommandFailure(message: "a run uses one config, not \(chosen.count): \(list)")
    }
    for root in configSearchRoot {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue
      else { throw CommandFailure(message: "no such folder: '\(root)' (--config-search-root)") }
    }
    let found =
      chosen.isEmpty
      ? ConfigFinder.find(searchRoots: configSearchRoot, paths: paths, specs: specs) : chosen
    if let conflict = ConfigFinder.conflict(found) {
      return Loaded(settings: nil, source: nil, diagnostics: [conflict])
    }
    guard let path = found.first else {
      return Loaded(settings: GenerationConfig(), source: nil, diagnostics: [])
    }
    let source: SourceFile
    do {
      source = try SourceFile.read(path: path)
    } catch {
      throw CommandFailure(message: "cannot read the config '\(path)': \(error)")
    }
    let (settings, diagnostics) = GenerationConfig.decode(source)
    return Loaded(settings: settings, source: source, diagnostics: diagnostics)
  }
}

extension SpecRun {
  /// `paths` split into config files (named `flowc-config.yaml` or `.yml`)
  /// and the others, specs or folders of specs.
  static func splitConfigs(_ paths: [String]) -> (specs: [String], configs: [String]) {
    (paths.filter { !ConfigFinder.isConfig($0) }, paths.filter(ConfigFinder.isConfig))
  }
}
