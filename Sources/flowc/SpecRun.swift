import FlowcCore

/// The files of one run, read: what every subcommand starts from.
struct SpecRun {
  var files: [String]
  var sources: [SourceFile]

  /// Finds and reads the specs under `paths`; a path that cannot be used is a
  /// `CommandFailure` (exit code 2).
  static func load(_ paths: [String]) throws(CommandFailure) -> SpecRun {
    let files: [String]
    do {
      files = try SpecFinder.find(paths)
    } catch {
      throw CommandFailure(message: error.message)
    }
    guard !files.isEmpty else {
      let list = paths.map { "'\($0)'" }.joined(separator: ", ")
      throw CommandFailure(message: "no *\(SpecFinder.fileSuffix) files in \(list)")
    }
    var sources: [SourceFile] = []
    for file in files {
      do {
        sources.append(try SourceFile.read(path: file))
      } catch {
        throw CommandFailure(message: error.description)
      }
    }
    return SpecRun(files: files, sources: sources)
  }
}
