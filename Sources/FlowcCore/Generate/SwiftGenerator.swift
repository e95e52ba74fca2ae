import Foundation
import Mustache

/// One generated Swift file.
public struct GeneratedFile: Sendable, Equatable {
  /// The file name, from the spec's alone (see `SwiftGenerator.outputName(forSpec:)`).
  public var name: String
  public var contents: String
}

/// Turns a checked model into Swift: one file per spec, rendered through the templates.
public struct SwiftGenerator {
  public var templates: TemplateSet
  public var access: AccessLevel
  /// Modules every file imports besides those the specs' types need.
  public var imports: [String]
  /// The parts of each file to generate.
  public var parts: Set<GeneratedPart>

  public init(
    templates: TemplateSet, access: AccessLevel = .internal, imports: [String] = [],
    parts: Set<GeneratedPart> = GeneratedPart.all
  ) {
    self.templates = templates
    self.access = access
    self.imports = imports
    self.parts = parts
  }

  public init(templates: TemplateSet, isPublic: Bool) {
    self.init(templates: templates, access: isPublic ? .public : .internal)
  }

  /// The ending of spec file names (`SpecFinder.fileSuffix`, spelt here so
  /// that generating does not depend on finding files).
  static let specSuffix = ".flow.yaml"

  /// The file generated from a spec file: `Register.flow.yaml` -> `Register.swift`
  /// (`Main.flow.yaml` -> `MainFlow.swift`: a `main.swift` would be an entry point).
  public static func outputName(forSpec path: String) -> String {
    let name = String(path.split(separator: "/").last ?? "")
    let stem =
      name.hasSuffix(specSuffix)
      ? String(name.dropLast(specSuffix.count))
      : String(name.split(separator: ".").first ?? "")
    // Swift compiles a file named `main.swift` as a program's entry point.
    return stem.lowercased() == "main" ? stem + "Flow.swift" : stem + ".swift"
  }

  /// Why the file generated from spec `path` could not be used, or nil: a
  /// spec named `.flow.yaml` (or `.Login.flow.yaml`) would generate a hidden
  /// file (`.swift`), which build tools and file browsers skip.
  public static func outputNameProblem(forSpec path: String, flow: String) -> String? {
    let name = outputName(forSpec: path)
    guard name.hasPrefix(".") else { return nil }
    return "'\(path)' would generate '\(name)', a hidden file that builds skip; name the spec "
      + "after its flow: '\(flow)\(specSuffix)'"
  }

  /// The render context of every flow, in the order of the model.
  public func contexts(_ model: FlowModel) throws(GenerationError) -> [RenderContext] {
    let builder = RenderContextBuilder(
      model: model, access: access, imports: imports, parts: parts)
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
    let engine = try TemplateEngine(templates)
    var files: [GeneratedFile] = []
    var specsByName: [String: String] = [:]
    for (flow, context) in zip(model.flows, try contexts(model)) {
      let name = Self.outputName(forSpec: flow.spec.file)
      if let problem = Self.outputNameProblem(forSpec: flow.spec.file, flow: flow.name) {
        throw GenerationError(flow: flow.name, message: problem)
      }
      // Compared without case: file systems on macOS do not tell `A.swift` from `a.swift`.
      if let other = specsByName[name.lowercased()] {
        throw GenerationError(
          flow: flow.name,
          message: "'\(flow.spec.file)' and '\(other)' would both generate '\(name)'; rename one")
      }
      specsByName[name.lowercased()] = flow.spec.file
      let text = try engine.render(context.templateValue)
      files.append(GeneratedFile(name: name, contents: SwiftLayout.format(text)))
    }
    return files
  }
}

/// How a template set is rendered: by `TemplateProgram` when it covers the
/// templates (the defaults always), else by swift-mustache.
enum TemplateEngine {
  case program(TemplateProgram)
  case mustache(MustacheLibrary)

  /// Parses `templates` with swift-mustache, which reports syntax errors at
  /// their line, then compiles them for `TemplateProgram` if it covers them.
  init(_ templates: TemplateSet) throws {
    // The defaults always compile (`TemplateProgramTests`): no second parse.
    if templates.texts == TemplateSet.defaults.texts,
      let program = try? TemplateProgram(texts: templates.texts)
    {
      self = .program(program)
      return
    }
    let library = try templates.library()
    guard library.getTemplate(named: TemplateSet.entry) != nil else {
      throw TemplateError(
        .unknownTemplate, "there is no '\(TemplateSet.entry).\(TemplateSet.fileExtension)' template"
      )
    }
    if let program = try? TemplateProgram(texts: templates.texts) {
      self = .program(program)
    } else {
      self = .mustache(library)
    }
  }

  /// The entry template rendered with `value`, as UTF-8.
  func render(_ value: TemplateValue) throws -> [UInt8] {
    switch self {
    case .program(let program):
      do {
        return try program.render(value, template: TemplateSet.entry)
      } catch {
        throw TemplateError(
          .templateSyntax,
          "templates nest deeper than \(TemplateProgram.maximumDepth) sections and partials; "
            + "does a partial include itself?")
      }
    case .mustache(let library):
      return Array(
        (library.render(value.mustacheObject, withTemplate: TemplateSet.entry) ?? "").utf8)
    }
  }
}
