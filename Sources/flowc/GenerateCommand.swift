import ArgumentParser
import FlowcCore
import Foundation

/// `flowc generate`: Swift for every flow of a run, one file per spec.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generate Swift from flow specs: one file per spec, named after it.",
    discussion: """
      Checks the specs first and generates nothing if they have errors (diagnostics go \
      to standard error, exit 1). Files are written atomically, and a file whose content \
      is unchanged is not touched; files flowc generated from specs that are gone are \
      removed. --check writes nothing: it lists the files in the output folder that are \
      missing, out of date or left over, and exits 1 if there are any. Reference: \
      docs/generate.md.
      """
  )

  @Argument(help: "Spec files, or folders searched for *.flow.yaml.")
  var paths: [String] = ["specs"]

  @Option(name: [.short, .long], help: "The folder to write the Swift files to.")
  var output: String

  @Option(help: "A folder of .mustache files replacing default templates of the same name.")
  var templates: String?

  @Flag(name: .customLong("public"), help: "Make generated declarations public.")
  var isPublic = false

  @Flag(help: "Write nothing; list files missing, out of date or left over; exit 1 if any.")
  var check = false

  @Flag(help: "Print the render context of each spec as JSON instead of generating.")
  var context = false

  func run() throws {
    let run = try SpecRun.load(paths)
    let result = FlowChecker().check(run.sources)
    if !result.diagnostics.isEmpty {
      let renderer = TextDiagnosticRenderer(
        sources: run.sources,
        colors: Terminal.supportsColor(FileHandle.standardError.fileDescriptor))
      Terminal.writeError(renderer.render(result.diagnostics))
    }
    guard let model = result.model, !result.failed(strict: false) else {
      Terminal.writeError(
        Summary.line(result, files: run.files.count) + "; nothing was generated\n")
      throw ExitCode.problemsFound
    }
    for flow in model.flows where flow.nodes.count > SwiftGenerator.largeFlowNodes {
      Terminal.writeError(
        "\(flow.spec.file): warning: flow '\(flow.name)' has \(flow.nodes.count) steps and "
          + "decisions; swiftc may fail to check switches over more than about "
          + "\(SwiftGenerator.largeFlowNodes) cases in reasonable time: split it into sub-flows\n")
    }
    let generator: SwiftGenerator
    let files: [GeneratedFile]
    do {
      generator = SwiftGenerator(
        templates: try TemplateSet.load(
          overrides: templates.map { URL(fileURLWithPath: $0, isDirectory: true) }),
        isPublic: isPublic)
      if context {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(try generator.contexts(model))
        FileHandle.standardOutput.write(data + Data("\n".utf8))
        return
      }
      files = try generator.generate(model)
    } catch let error as TemplateError {
      throw CommandFailure(message: error.message)
    } catch let error as GenerationError {
      Terminal.writeError("\(error.description)\n")
      throw ExitCode.problemsFound
    }
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    let leftovers = SwiftGenerator.leftovers(in: folder.path, keeping: Set(files.map(\.name)))
    if check {
      let stale = files.filter {
        FileManager.default.contents(atPath: folder.appendingPathComponent($0.name).path)
          != Data($0.contents.utf8)
      }
      for name in (stale.map(\.name) + leftovers).sorted() {
        print(folder.appendingPathComponent(name).relativePath)
      }
      if !stale.isEmpty || !leftovers.isEmpty {
        Terminal.writeError(
          "\(stale.count) of \(files.count) generated files are out of date and "
            + "\(leftovers.count) no longer generated; run flowc generate\n")
        throw ExitCode.problemsFound
      }
      return
    }
    var written = 0
    for file in files {
      do {
        let path = folder.appendingPathComponent(file.name).path
        if try OutputFile.write(file.contents, to: path) == .written { written += 1 }
      } catch {
        throw CommandFailure(message: error.description)
      }
    }
    // Files generated from specs that are gone would still be compiled.
    for name in leftovers {
      do {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      } catch {
        throw CommandFailure(message: "cannot remove '\(name)': \(error.localizedDescription)")
      }
    }
    let removed = leftovers.isEmpty ? "" : ", \(leftovers.count) removed"
    Terminal.writeError(
      "generated \(files.count) file\(files.count == 1 ? "" : "s") in \(output) "
        + "(\(written) written, \(files.count - written) unchanged\(removed))\n")
  }
}
