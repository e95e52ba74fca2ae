import Foundation

/// What one generation is asked for: where the files go, which templates,
/// and how strict to be.
public struct GenerationOptions: Sendable {
  /// The folder the Swift files go to: the plan compares them with what it holds.
  public var outputFolder: String
  /// A folder of `.mustache` files, each replacing the default template of its name.
  public var templateOverrides: String?
  /// The access level of the generated declarations.
  public var access: AccessLevel
  /// Modules every generated file imports besides those the specs' types need.
  public var imports: [String]
  /// The parts of each file to generate.
  public var parts: Set<GeneratedPart>
  /// Whether warnings stop generation, as errors do.
  public var strict: Bool
  /// Whether each screen step gets a router (the config's `routers`).
  public var routers: Bool
  /// What the config adds to each flow's `State` and `Action`.
  public var state: TypeAdditions
  public var action: TypeAdditions
  /// Whether the output folder keeps a stamp of the run (`OutputStamp`): a
  /// later run whose inputs match it, into a folder whose files still hold the
  /// bytes it records, checks the specs but generates nothing.
  public var stamp: Bool

  public init(
    outputFolder: String, templateOverrides: String? = nil, access: AccessLevel = .internal,
    imports: [String] = [], parts: Set<GeneratedPart> = GeneratedPart.all, strict: Bool = false,
    routers: Bool = false, state: TypeAdditions = .none, action: TypeAdditions = .none,
    stamp: Bool = false
  ) {
    self.outputFolder = outputFolder
    self.templateOverrides = templateOverrides
    self.access = access
    self.imports = imports
    self.parts = parts
    self.strict = strict
    self.routers = routers
    self.state = state
    self.action = action
    self.stamp = stamp
  }

  public init(
    outputFolder: String, templateOverrides: String? = nil, isPublic: Bool, strict: Bool = false
  ) {
    self.init(
      outputFolder: outputFolder, templateOverrides: templateOverrides,
      access: isPublic ? .public : .internal, strict: strict)
  }
}

/// Spec sources to an output plan: check, load the templates, generate,
/// compare with the output folder. Every problem on the way is a `Diagnostic`.
///
/// `flowc generate` (with and without `--check`) and the tests run the same
/// stages; each stage is a method, so a test can run one alone:
///
///     sources --check--> FlowChecker.Result (model, diagnostics)
///     options --templates--> LoadedTemplates (templates, diagnostics)
///     model, templates --generate--> Generation (files, diagnostics)
///     files --plan--> OutputPlan (new, changed, unchanged, leftovers)
///
/// With `options.stamp`, a run whose inputs and output folder match the
/// folder's `OutputStamp` skips generating: its plan lists the recorded files
/// as unchanged.
///
/// Nothing here writes: `OutputPlan.apply()` does.
public struct GenerationPipeline: Sendable {
  public var options: GenerationOptions
  public var checker: FlowChecker

  public init(options: GenerationOptions, checker: FlowChecker = FlowChecker()) {
    self.options = options
    self.checker = checker
  }

  /// Runs every stage. The plan has files only when the specs and templates
  /// have no errors (and, with `strict`, no warnings).
  public func run(_ sources: [SourceFile]) -> OutputPlan {
    var checked = check(sources)
    let loaded = templates()
    var diagnostics = checked.diagnostics + loaded.diagnostics
    let quoted = sources + loaded.sources
    // Taken, not copied: generating lets the model go once the render
    // contexts are built, before the files are rendered.
    guard let model = checked.model.take(), !failed(diagnostics) else {
      return OutputPlan.failed(
        in: options.outputFolder, diagnostics: diagnostics, sources: quoted)
    }
    let fingerprint =
      options.stamp
      ? OutputStamp.fingerprint(of: sources, templates: loaded.templates, options: options) : nil
    let recorded = fingerprint == nil ? nil : OutputStamp.load(from: options.outputFolder)
    if let recorded, recorded.inputs == fingerprint, upToDate(recorded) {
      var plan = OutputPlan.upToDate(recorded, in: options.outputFolder)
      plan.diagnostics = diagnostics.sorted(by: Diagnostic.printOrder)
      plan.sources = quoted
      return plan
    }
    let generation = generate(consume model, with: loaded.templates)
    diagnostics += generation.diagnostics
    guard !failed(diagnostics) else {
      return OutputPlan.failed(
        in: options.outputFolder, diagnostics: diagnostics, sources: quoted)
    }
    var plan = OutputPlan(files: generation.files, in: options.outputFolder)
    plan.diagnostics = diagnostics.sorted(by: Diagnostic.printOrder)
    plan.sources = quoted
    if let fingerprint {
      let stamp = OutputStamp(
        inputs: fingerprint, files: plan.files.map { .init(name: $0.name, bytes: $0.bytes) })
      if stamp.isEncodable {
        plan.stamp = stamp
        plan.stampIsCurrent = stamp == recorded
      }
    }
    return plan
  }

  /// Whether the output folder holds exactly the files `stamp` records and no
  /// leftovers: then generating from inputs of its fingerprint changes nothing.
  func upToDate(_ stamp: OutputStamp) -> Bool {
    let folder = options.outputFolder
    return stamp.holds(in: folder)
      && OutputPlan.leftovers(in: folder, keeping: Set(stamp.files.map(\.name))).isEmpty
  }

  // MARK: Stages

  /// Decodes the specs and runs every check over them.
  public func check(_ sources: [SourceFile]) -> FlowChecker.Result {
    checker.check(sources)
  }

  /// The templates of a generation and their problems.
  public struct LoadedTemplates: Sendable {
    /// The defaults, with every readable override that replaces one in its place.
    public var templates: TemplateSet
    /// Folders or files that cannot be read, overrides that replace nothing,
    /// templates that do not parse.
    public var diagnostics: [Diagnostic]
    /// The templates that have diagnostics, so their lines can be quoted.
    public var sources: [SourceFile]
  }

  /// The default templates with the overrides of the options in their place.
  public func templates() -> LoadedTemplates {
    guard let folder = options.templateOverrides else {
      return LoadedTemplates(templates: .defaults, diagnostics: [], sources: [])
    }
    var problems: [TemplateError] = []
    let templates = TemplateSet.load(
      overrides: URL(fileURLWithPath: folder, isDirectory: true), problems: &problems)
    return Self.loaded(templates, problems: problems)
  }

  /// The default templates with those of a templates folder whose files are
  /// already in memory (each file's name and bytes) in their place: what
  /// `templates()` makes of `folder` when it holds these files.
  public static func templates(files: [(name: String, bytes: [UInt8])], in folder: String)
    -> LoadedTemplates
  {
    var problems: [TemplateError] = []
    let templates = TemplateSet.load(
      files: files, in: URL(fileURLWithPath: folder, isDirectory: true), problems: &problems)
    return loaded(templates, problems: problems)
  }

  /// Overridden templates with the problems of loading them and those that
  /// keep them from parsing (the default templates parse: tests render them).
  private static func loaded(_ templates: TemplateSet, problems: [TemplateError])
    -> LoadedTemplates
  {
    let problems = problems + templates.problems()
    let files = Set(problems.compactMap(\.location?.file))
    let sources = templates.texts.keys.sorted().compactMap { name -> SourceFile? in
      let path = templates.path(of: name)
      guard files.contains(path), let text = templates.texts[name] else { return nil }
      return SourceFile(path: path, text: text)
    }
    return LoadedTemplates(
      templates: templates, diagnostics: problems.map(\.diagnostic), sources: sources)
  }

  /// The files of a generation, or the diagnostics of why there are none.
  public struct Generation: Sendable {
    /// One file per flow, in the order of the model; empty when generation failed.
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]
  }

  /// Renders every flow of a checked model through `templates`. Given the
  /// last copy of the model, it lets it go before rendering (see
  /// `SwiftGenerator.generate(_:)`).
  public func generate(_ model: consuming FlowModel, with templates: TemplateSet) -> Generation {
    let clashes = Self.outputClashes(model)
    guard clashes.isEmpty else { return Generation(files: [], diagnostics: clashes) }
    let generator = SwiftGenerator(
      templates: templates, access: options.access, imports: options.imports,
      parts: options.parts, routers: options.routers, state: options.state,
      action: options.action)
    do {
      return Generation(files: try generator.generate(consume model), diagnostics: [])
    } catch {
      return Generation(files: [], diagnostics: [Self.diagnostic(error)])
    }
  }

  /// The render context of every flow (what `--context` prints), or the
  /// diagnostics of why there is none.
  public func contexts(_ sources: [SourceFile]) -> (
    contexts: [RenderContext]?, diagnostics: [Diagnostic]
  ) {
    let checked = check(sources)
    guard let model = checked.model, !failed(checked.diagnostics) else {
      return (nil, checked.diagnostics)
    }
    let generator = SwiftGenerator(
      templates: .defaults, access: options.access, imports: options.imports,
      parts: options.parts, routers: options.routers, state: options.state,
      action: options.action)
    do {
      return (try generator.contexts(model), checked.diagnostics)
    } catch {
      return (nil, checked.diagnostics + [Self.diagnostic(error)])
    }
  }

  // MARK: Helpers

  /// Whether `diagnostics` stop the generation under the options.
  func failed(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.severity == .error || (options.strict && $0.severity == .warning) }
  }

  /// Specs that would generate files of one name (compared without case: file
  /// systems on macOS do not tell `A.swift` from `a.swift`): reported at the
  /// later spec's flow name, with a note at the earlier one. A spec that
  /// would generate a hidden file (`.flow.yaml`) is reported at its flow name.
  static func outputClashes(_ model: FlowModel) -> [Diagnostic] {
    var first: [String: Flow] = [:]
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      if let problem = SwiftGenerator.outputNameProblem(forSpec: flow.spec.file, flow: flow.name) {
        diagnostics.append(
          Diagnostic(
            .outputClash, problem, at: flow.spec.name.location, subject: flow.subject()))
        continue
      }
      let name = SwiftGenerator.outputName(forSpec: flow.spec.file)
      guard let other = first[name.lowercased()] else {
        first[name.lowercased()] = flow
        continue
      }
      diagnostics.append(
        Diagnostic(
          .outputClash,
          "'\(flow.spec.file)' and '\(other.spec.file)' would both generate '\(name)'; rename one",
          at: flow.spec.name.location,
          notes: [.init("'\(other.spec.file)' generates '\(name)'", at: other.spec.name.location)],
          subject: flow.subject()))
    }
    return diagnostics
  }

  /// A problem the generator threw, as a diagnostic.
  static func diagnostic(_ error: any Error) -> Diagnostic {
    switch error {
    case let error as GenerationError:
      Diagnostic(
        .generationFailed, "cannot generate flow '\(error.flow)': \(error.message)",
        at: error.location, subject: error.flow.isEmpty ? nil : .init(flow: error.flow))
    case let error as TemplateError:
      error.diagnostic
    default:
      Diagnostic(.generationFailed, "cannot generate: \(error)", at: nil)
    }
  }
}
