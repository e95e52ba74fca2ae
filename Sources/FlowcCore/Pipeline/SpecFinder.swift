import Foundation

/// Finds the spec files of a run: files named on the command line, and every
/// `*.flow.yaml` under folders (recursively, skipping hidden folders such as `.build`).
public enum SpecFinder {
  public static let fileSuffix = ".flow.yaml"

  /// The spec files under `paths`, each folder's files sorted, without repeats.
  public static func find(_ paths: [String]) throws(SpecFinderError) -> [String] {
    var found: [String] = []
    var seen: Set<String> = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw SpecFinderError(message: "no such file or folder: '\(path)'")
      }
      let files = isFolder.boolValue ? try specs(inFolder: path) : [path]
      for file in files where seen.insert(URL(fileURLWithPath: file).standardized.path).inserted {
        found.append(file)
      }
    }
    return found
  }

  private static func specs(inFolder folder: String) throws(SpecFinderError) -> [String] {
    let url = URL(fileURLWithPath: folder)
    guard
      let enumerator = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { throw SpecFinderError(message: "cannot read folder '\(folder)'") }
    var files: [String] = []
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    for case let item as URL in enumerator where item.lastPathComponent.hasSuffix(fileSuffix) {
      // A folder named like a spec is searched, not read (the enumerator enters it).
      if (try? item.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { continue }
      // Keep the user's spelling of the folder so diagnostics show the paths they typed.
      let relative = item.path.dropFirst(url.path.count).drop { $0 == "/" }
      files.append(folder == "." ? String(relative) : base + relative)
    }
    return files.sorted()
  }
}
