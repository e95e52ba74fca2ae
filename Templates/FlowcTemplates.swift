import Foundation

/// The templates `flowc generate` renders by default: the `.mustache` files of
/// `Templates/swift`, installed beside the `flowc` executable as a resource bundle.
public enum FlowcTemplates {
  /// The folder holding the default templates, or nil if it cannot be found
  /// (a `flowc` binary copied without its resource bundle).
  public static var directory: URL? {
    // Looked up by hand rather than through `Bundle.module`, which stops the
    // program when the bundle is missing instead of letting flowc say so.
    let bundleNames = ["flowc_FlowcTemplates.resources", "flowc_FlowcTemplates.bundle"]
    var folders = [Bundle.main.bundleURL]
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      folders.append(executable.deletingLastPathComponent())
    }
    for folder in folders {
      for name in bundleNames {
        for candidate in [
          folder.appendingPathComponent(name).appendingPathComponent("swift"),
          folder.appendingPathComponent(name).appendingPathComponent("Contents/Resources/swift"),
        ] where FileManager.default.fileExists(atPath: candidate.path) {
          return candidate
        }
      }
    }
    #if DEBUG
      // A debug build run from its source checkout: the templates next to this file.
      let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("swift")
      return FileManager.default.fileExists(atPath: source.path) ? source : nil
    #else
      return nil
    #endif
  }
}
