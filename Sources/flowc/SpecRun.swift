import ArgumentParser
import FlowcCore
import Foundation

/// The files of one run, read: what every subcommand starts from.
struct SpecRun {
  var files: [String]
  var sources: [SourceFile]

  /// Finds and reads the specs under `paths`; a path that cannot be used is a
  /// `CommandFailure` (exit code 2). A file larger than `maxInputSize` is not
  /// read: checking reports it.
  static func load(
    _ paths: [String], maxInputSize: Int = YAMLLimits.defaultMaxInputSize
  ) throws(CommandFailure) -> SpecRun {
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
        sources.append(try SourceFile.read(path: file, maxSize: maxInputSize))
      } catch {
        throw CommandFailure(message: error.description)
      }
    }
    return SpecRun(files: files, sources: sources)
  }
}

extension SpecRun {
  /// A run that decoded: its model, and what `checks` found in it.
  struct Resolved {
    var model: FlowModel
    var diagnostics: [Diagnostic]
  }

  /// Resolves each run, for commands that read specs rather than check them
  /// (`diagram`, `diff`, `paths`). Semantic errors do not stop them; a file
  /// that does not decode does: the decoding diagnostics of every run go to
  /// standard error as text, and the command exits with 1.
  static func resolve(
    _ runs: [SpecRun], checks: [Check] = [], limits: YAMLLimits = YAMLLimits()
  ) throws -> [Resolved] {
    var resolved: [Resolved] = []
    var failed = false
    for run in runs {
      let result = FlowChecker(limits: limits).check(run.sources, checks: checks)
      if let model = result.model {
        resolved.append(Resolved(model: model, diagnostics: result.diagnostics))
        continue
      }
      failed = true
      let renderer = TextDiagnosticRenderer(
        sources: run.sources,
        colors: Terminal.supportsColor(FileHandle.standardError.fileDescriptor))
      renderer.write(result.diagnostics) { Terminal.writeError($0) }
      Terminal.writeError(Summary.line(result, files: run.files.count) + "\n")
    }
    if failed { throw ExitCode.problemsFound }
    return resolved
  }
}
