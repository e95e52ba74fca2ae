import Foundation

/// Where the config of a run is: the one rule `flowc check`, `flowc generate`
/// and the plugins share.
///
/// A config is a file named `flowc-config.yaml` or `flowc-config.yml` in a
/// folder searched: first the search roots (the plugins pass the target's
/// folder), then the folders named on the command line, then each folder that
/// holds a spec of the run, each folder once. No other folder is: not the
/// current directory, not the folders above, so a run finds the same config
/// wherever it is started from. One config found is the run's; none leaves
/// the defaults; two or more are a `config-conflict` error, since the flows of
/// a run are generated as one module, with one config.
public enum ConfigFinder {
  /// The names a config file may have, in the order they are looked for.
  public static let fileNames = ["flowc-config.yaml", "flowc-config.yml"]

  /// Whether `path` names a config file (by its name alone).
  public static func isConfig(_ path: String) -> Bool {
    let name = path.split(separator: "/", omittingEmptySubsequences: true).last ?? ""
    return fileNames.contains(String(name))
  }

  /// The folders searched, in order, each once, each ending in `/` (empty for
  /// the current folder when a spec is named without one): `searchRoots`, the
  /// folders among `paths`, and the folder of each of `specs`.
  public static func folders(searchRoots: [String], paths: [String], specs: [String]) -> [String] {
    var folders: [String] = []
    var seen: Set<String> = []
    func add(_ folder: String) {
      let key = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardized.path
      if seen.insert(key).inserted { folders.append(folder) }
    }
    for root in searchRoots { add(root.hasSuffix("/") ? root : root + "/") }
    for path in paths {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        add(path.hasSuffix("/") ? path : path + "/")
      }
    }
    for spec in specs { add(GenerationConfig.folder(of: spec)) }
    return folders
  }

  /// Every config in the folders searched, in the order found (see `folders`).
  public static func find(searchRoots: [String], paths: [String], specs: [String]) -> [String] {
    folders(searchRoots: searchRoots, paths: paths, specs: specs).flatMap { folder in
      fileNames.map { folder + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }
  }

  /// The error of a run that finds more than one config, at the second found,
  /// with a note at each of the others; nil for one config or none.
  public static func conflict(_ configs: [String]) -> Diagnostic? {
    guard configs.count > 1 else { return nil }
    let list = configs.map { "'\($0)'" }
    return Diagnostic(
      .configConflict,
      "\(configs.count) flowc configs apply to these specs (\(list.joined(separator: ", "))); "
        + "a run uses one: keep one and remove the others, or name one with --config",
      at: SourceLocation(file: configs[1], line: 1, column: 1),
      notes: configs.enumerated().filter { $0.offset != 1 }.map {
        Diagnostic.Note(
          "a flowc config of these specs too",
          at: SourceLocation(file: $0.element, line: 1, column: 1))
      })
  }
}
