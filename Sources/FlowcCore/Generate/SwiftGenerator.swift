import Foundation
import Mustache

/// One generated Swift file.
public struct GeneratedFile: Sendable, Equatable {
  /// The file name, from the spec's alone (see `SwiftGenerator.outputName(forSpec:)`).
  public var name: String
  /// The Swift, as UTF-8: the bytes written to the file.
  public var bytes: [UInt8]

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  public init(name: String, contents: String) {
    self.init(name: name, bytes: Array(contents.utf8))
  }

  /// The Swift, as text.
  public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// Turns a checked model into Swift: one file per spec, rendered through the templates.
public struct SwiftGenerator {
  public var templates: TemplateSet
  public var access: AccessLevel
  /// Modules every file imports besides those the specs' types need.
  public var imports: [String]
  /// The parts of each file to generate.
  public var parts: Set<GeneratedPart>
  /// Whether each screen step gets a router (`routers: true` in the config).
  public var routers: Bool
  /// What the config adds to each flow's `State` and `Action`.
  public var state: TypeAdditions
  public var action: TypeAdditions

  public init(
    templates: TemplateSet, access: AccessLevel = .internal, imports: [String] = [],
    parts: Set<GeneratedPart> = GeneratedPart.all, routers: Bool = false,
    state: TypeAdditions = .none, action: TypeAdditions = .none
  ) {
    self.templates = templates
    self.access = access
    self.imports = imports
    self.parts = parts
    self.routers = routers
    self.state = state
    self.action = action
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

  /// The most bytes of Swift generated from a spec of `size` bytes:
  /// `outputRatio` times its size, plus `outputAllowance`. The default templates
  /// write about 8 to 25 times a spec's size; YAML aliases that repeat a long
  /// text under many steps, or a template that repeats a list inside itself,
  /// would write far more, and stop at this limit with an error.
  public static func outputLimit(forSpecOfSize size: Int) -> Int {
    outputAllowance + outputRatio * max(size, 0)
  }

  /// The bytes of Swift a spec of `size` bytes usually generates at most, to
  /// render into a buffer that need not grow: growing copies it, and for a
  /// moment holds it twice. Only the bytes written take memory.
  static func outputEstimate(forSpecOfSize size: Int) -> Int {
    min(outputLimit(forSpecOfSize: size), (1 << 16) + outputEstimateRatio * max(size, 0))
  }

  /// How many bytes of Swift a spec's byte usually generates at most.
  static let outputEstimateRatio = 16

  /// How many bytes of Swift a spec's byte may generate.
  public static let outputRatio = 100
  /// The bytes of Swift any spec may generate besides, for templates that write much.
  public static let outputAllowance = 4 << 20

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
      model: model, access: access, imports: imports, parts: parts, routers: routers,
      state: state, action: action)
    var contexts: [RenderContext] = []
    for index in model.flows.indices { contexts.append(try builder.context(ofFlow: index)) }
    return contexts
  }

  /// Every file of the run. Throws before returning anything if one cannot be made.
  ///
  /// Given the last copy of the model (`consume`), it lets it go once every
  /// flow's render context is built (`prepared`): rendering holds the
  /// contexts and the files, not the specs they came from.
  public func generate(_ model: consuming FlowModel) throws -> [GeneratedFile] {
    try render(prepared(model))
  }

  /// What rendering needs of a run: the engine, each flow's render context
  /// and what the files and their errors say of its spec.
  struct Prepared {
    var engine: TemplateEngine
    var flows: [(name: String, spec: String, size: Int, at: SourceLocation)]
    var contexts: [RenderContext?]
  }

  /// The first stage of `generate`: the contexts built, the model let go.
  func prepared(_ model: consuming FlowModel) throws -> Prepared {
    // The checks report these; a model with errors is not generated anyway.
    if let problem = model.generatedNameProblems.first {
      throw GenerationError(
        flow: problem.subject?.flow ?? "", message: problem.message, location: problem.location)
    }
    let engine = try TemplateEngine(templates)
    let contexts = try contexts(model).map { Optional($0) }
    let flows = model.flows.map {
      (name: $0.name, spec: $0.spec.file, size: $0.spec.sourceSize, at: $0.spec.name.location)
    }
    _ = consume model
    // The model's blocks lie among the contexts': their pages go back to the
    // system, not kept beside the files' buffers.
    FreedMemory.release()
    return Prepared(engine: engine, flows: flows, contexts: contexts)
  }

  /// The second stage of `generate`: each file rendered and laid out.
  func render(_ prepared: consuming Prepared) throws -> [GeneratedFile] {
    let engine = prepared.engine
    let flows = prepared.flows
    var files: [GeneratedFile] = []
    var specsByName: [String: String] = [:]
    // Each context is let go once its file is rendered.
    var contexts = prepared.contexts
    _ = consume prepared
    for (index, flow) in flows.enumerated() {
      let name = Self.outputName(forSpec: flow.spec)
      if let problem = Self.outputNameProblem(forSpec: flow.spec, flow: flow.name) {
        throw GenerationError(flow: flow.name, message: problem)
      }
      // Compared without case: file systems on macOS do not tell `A.swift` from `a.swift`.
      if let other = specsByName[name.lowercased()] {
        throw GenerationError(
          flow: flow.name,
          message: "'\(flow.spec)' and '\(other)' would both generate '\(name)'; rename one")
      }
      specsByName[name.lowercased()] = flow.spec
      let limit = Self.outputLimit(forSpecOfSize: flow.size)
      var rendered: [UInt8]?
      do {
        let context = contexts[index]!
        contexts[index] = nil
        rendered = try engine.render(
          context, limit: limit,
          capacity: Self.outputEstimate(forSpecOfSize: flow.size))
      }
      // Taken, not copied: laid out in place below.
      guard var bytes = rendered.take() else {
        throw GenerationError(
          flow: flow.name,
          message:
            "its Swift would be larger than \(limit.grouped) bytes (\(Self.outputRatio) times "
            + "the spec's \(flow.size.grouped) bytes, and \(Self.outputAllowance.grouped) "
            + "more); do YAML aliases repeat a long text, or does a template repeat a list inside itself?",
          location: flow.at)
      }
      // Laid out in the buffer it was rendered into: no other copy of the file.
      SwiftLayout.format(&bytes)
      files.append(GeneratedFile(name: name, bytes: bytes))
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

  /// The entry template rendered with `value`, as UTF-8; nil past `limit` bytes.
  /// `capacity` is how many bytes to make room for at first.
  func render(
    _ value: some TemplateRepresentable, limit: Int = .max, capacity: Int = 1 << 16
  ) throws -> [UInt8]? {
    switch self {
    case .program(let program):
      do {
        return try program.render(
          value, template: TemplateSet.entry, limit: limit, capacity: capacity)
      } catch .tooLarge {
        return nil
      } catch .tooDeep {
        throw TemplateError(
          .templateSyntax,
          "templates nest deeper than \(TemplateProgram.maximumDepth) sections and partials; "
            + "does a partial include itself?")
      }
    case .mustache(let library):
      // `TemplateSet.library()` bounded how deep this renders.
      let text = Array(
        (library.render(value.templateValue.mustacheObject, withTemplate: TemplateSet.entry) ?? "")
          .utf8)
      return text.count <= limit ? text : nil
    }
  }
}
