import FlowcTemplates
import Foundation
import Mustache

/// The templates of one generation: the defaults, each replaceable by a file
/// of the same name from a user's folder.
public struct TemplateSet: Sendable {
  /// The entry template; the others are its partials.
  public static let entry = "file"
  public static let fileExtension = "mustache"

  /// Each template's name (file name without `.mustache`) and text.
  public private(set) var texts: [String: String]

  public init(texts: [String: String]) {
    self.texts = texts
  }

  /// The `.mustache` files of `folder`, by name.
  public static func read(_ folder: URL) throws(TemplateError) -> [String: String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw TemplateError(message: "cannot read templates folder '\(folder.path)'")
    }
    var texts: [String: String] = [:]
    for file in names.sorted() where file.hasSuffix("." + fileExtension) {
      let path = folder.appendingPathComponent(file).path
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { throw TemplateError(message: "cannot read template '\(path)'") }
      texts[String(file.dropLast(fileExtension.count + 1))] = text
    }
    return texts
  }

  /// The default templates, with those of `overrides` (if given) in their place.
  /// An override must name a default template, so a misspelt file is not ignored.
  public static func load(overrides: URL? = nil) throws(TemplateError) -> TemplateSet {
    guard let directory = FlowcTemplates.directory else {
      throw TemplateError(
        message: "the default templates are missing: install flowc with its resource bundle")
    }
    var texts = try read(directory)
    if let overrides {
      for (name, text) in try read(overrides) {
        guard texts[name] != nil else {
          let known = texts.keys.sorted().joined(separator: ", ")
          throw TemplateError(
            message: "'\(name).\(fileExtension)' in '\(overrides.path)' replaces no template; "
              + "templates are: \(known)")
        }
        texts[name] = text
      }
    }
    return TemplateSet(texts: texts)
  }

  /// The templates, compiled.
  func library() throws(TemplateError) -> MustacheLibrary {
    var library = MustacheLibrary()
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      do {
        try library.register(text, named: name)
      } catch let error as MustacheTemplate.ParserError {
        let context = error.context
        throw TemplateError(
          message: "\(name).\(Self.fileExtension):\(context.lineNumber):\(context.columnNumber): "
            + "template does not parse (\(error.error)):\n\(context.line)")
      } catch {
        throw TemplateError(message: "template '\(name)' does not parse: \(error)")
      }
    }
    return library
  }
}

/// A template that cannot be found, read or parsed.
public struct TemplateError: Error, CustomStringConvertible, Sendable {
  public var message: String
  public var description: String { message }
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Equatable {
  /// The file name, from the spec's alone (see `SwiftGenerator.outputName(forSpec:)`).
  public var name: String
  public var contents: String
}

/// Turns a checked model into Swift: one file per spec, rendered through the templates.
public struct SwiftGenerator {
  public var templates: TemplateSet
  public var isPublic: Bool

  public init(templates: TemplateSet, isPublic: Bool = false) {
    self.templates = templates
    self.isPublic = isPublic
  }

  /// The file generated from a spec file: `Register.flow.yaml` -> `Register.swift`
  /// (`Main.flow.yaml` -> `MainFlow.swift`: a `main.swift` would be an entry point).
  public static func outputName(forSpec path: String) -> String {
    let name = String(path.split(separator: "/").last ?? "")
    let stem =
      name.hasSuffix(SpecFinder.fileSuffix)
      ? String(name.dropLast(SpecFinder.fileSuffix.count))
      : String(name.split(separator: ".").first ?? "")
    // Swift compiles a file named `main.swift` as a program's entry point.
    return stem.lowercased() == "main" ? stem + "Flow.swift" : stem + ".swift"
  }

  /// The render context of every flow, in the order of the model.
  public func contexts(_ model: FlowModel) throws(GenerationError) -> [RenderContext] {
    let builder = RenderContextBuilder(model: model, isPublic: isPublic)
    var contexts: [RenderContext] = []
    for index in model.flows.indices { contexts.append(try builder.context(ofFlow: index)) }
    return contexts
  }

  /// Every file of the run. Throws before returning anything if one cannot be made.
  public func generate(_ model: FlowModel) throws -> [GeneratedFile] {
    // The checks report these; a model with errors is not generated anyway.
    if let problem = GeneratedNames.problems(model).first {
      throw GenerationError(
        flow: problem.subject?.flow ?? "", message: problem.message, location: problem.location)
    }
    let library = try templates.library()
    guard library.getTemplate(named: TemplateSet.entry) != nil else {
      throw TemplateError(message: "there is no '\(TemplateSet.entry).mustache' template")
    }
    var files: [GeneratedFile] = []
    var specsByName: [String: String] = [:]
    for (flow, context) in zip(model.flows, try contexts(model)) {
      let name = Self.outputName(forSpec: flow.spec.file)
      // Compared without case: file systems on macOS do not tell `A.swift` from `a.swift`.
      if let other = specsByName[name.lowercased()] {
        throw GenerationError(
          flow: flow.name,
          message: "'\(flow.spec.file)' and '\(other)' would both generate '\(name)'; rename one")
      }
      specsByName[name.lowercased()] = flow.spec.file
      let text = library.render(context, withTemplate: TemplateSet.entry) ?? ""
      files.append(GeneratedFile(name: name, contents: Self.tidy(text)))
    }
    return files
  }

  /// How every file generated with the default templates starts.
  public static let header = "// Generated by flowc from "

  /// The Swift files in `folder` that flowc generated (they start with
  /// `header`) but that are not among `names`: left from specs since removed
  /// or renamed. Sorted; empty if the folder does not exist.
  public static func leftovers(in folder: String, keeping names: Set<String>) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { name in
      guard name.hasSuffix(".swift"), !names.contains(name),
        let handle = FileHandle(forReadingAtPath: folder + "/" + name)
      else { return false }
      defer { try? handle.close() }
      let start = (try? handle.read(upToCount: header.utf8.count)) ?? Data()
      return start == Data(header.utf8)
    }.sorted()
  }

  /// Generated text with trailing spaces removed and runs of blank lines
  /// collapsed, ending in exactly one newline: whatever a template does with
  /// whitespace, the output is clean.
  static func tidy(_ text: String) -> String {
    let newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " ")
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    var lineStart = 0
    var previousBlank = true  // so leading blank lines go too
    for byte in text.utf8 {
      guard byte == newline else {
        output.append(byte)
        continue
      }
      while output.count > lineStart, output.last == space { output.removeLast() }
      let blank = output.count == lineStart
      if blank && previousBlank { continue }
      output.append(newline)
      previousBlank = blank
      lineStart = output.count
    }
    while output.count > lineStart, output.last == space { output.removeLast() }
    while output.last == newline { output.removeLast() }
    output.append(newline)
    return String(decoding: output, as: UTF8.self)
  }

  /// The most steps and decisions a flow has before swiftc's exhaustiveness
  /// checking of the switches over its states and actions may give up (measured
  /// with `bench/typecheck_generated.py`: 500 passes, 600 does not).
  public static let largeFlowNodes = 500

}
