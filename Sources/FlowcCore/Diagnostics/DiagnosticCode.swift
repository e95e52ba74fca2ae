/// The stable codes of diagnostics. CI scripts and editors match on these.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, Codable {
  case yamlSyntax = "yaml-syntax"
  case bidiControl = "bidi-control"
  case schema = "schema"
  case invalidIdentifier = "invalid-identifier"
  case duplicateName = "duplicate-name"
  case unknownTarget = "unknown-target"
  case unknownType = "unknown-type"
  case unknownFlow = "unknown-flow"
  case flowCycle = "flow-cycle"
  case unreachableStep = "unreachable-step"
  case deadEnd = "dead-end"
  case noExit = "no-exit"
  case typeMismatch = "type-mismatch"
  case nonExhaustive = "non-exhaustive"
  case unknownCase = "unknown-case"
  case notAnEnum = "not-an-enum"
  case gatherUnavailable = "gather-unavailable"
  case gatherField = "gather-field"
  case missingFailure = "missing-failure"
  case inlineFailure = "inline-failure"
  case linkPattern = "link-pattern"
  case linkGate = "link-gate"
  case linkBackStack = "link-back-stack"
  case unusedType = "unused-type"
  case nameClash = "name-clash"
  case recursiveType = "recursive-type"
  case largeFlow = "large-flow"
  case unusedEnding = "unused-ending"
  case unusedBack = "unused-back"
  case fromScreen = "from-screen"
  case flowParameter = "flow-parameter"
  // Reported by `flowc generate` only: the templates and the files they make.
  case templateRead = "template-read"
  case unknownTemplate = "unknown-template"
  case templateSyntax = "template-syntax"
  case outputClash = "output-clash"
  case generationFailed = "generation-failed"
  // Reported by `flowc check` and `flowc generate` about the run's config file.
  case configConflict = "config-conflict"

  /// Errors unless stated otherwise; `--strict` makes warnings fail a run too.
  public var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .noExit, .unusedType, .largeFlow, .unusedEnding, .unusedBack: .warning
    default: .error
    }
  }

  /// Whether the code comes from generating rather than from checking specs:
  /// `flowc generate` reports it, `flowc check` never does.
  public var isReportedByGeneration: Bool {
    switch self {
    case .templateRead, .unknownTemplate, .templateSyntax, .outputClash, .generationFailed: true
    default: false
    }
  }

  /// Whether the code is about the run's config file rather than its specs:
  /// `flowc check` and `flowc generate` report it, before any check runs.
  public var isAboutConfig: Bool { self == .configConflict }
}

extension DiagnosticCode {
  /// One line on when the code is reported: SARIF rule descriptions and `flowc explain`.
  public var summary: String {
    switch self {
    case .yamlSyntax: "The file is not valid YAML, or goes past a reading limit."
    case .bidiControl:
      "An invisible bidirectional control makes a line show in another order than it reads."
    case .schema: "An unknown key, a wrong kind of node, a missing key or a duplicate key."
    case .invalidIdentifier: "A name is not a Swift identifier of the right case, or is reserved."
    case .duplicateName: "Two steps or decisions, two types or two flows share a name."
    case .unknownTarget: "A transition names no step, decision, 'finish' or 'cancel'."
    case .unknownType: "A type is neither built in, declared nor external."
    case .unknownFlow: "A 'flow:' step names no flow of the run."
    case .flowCycle: "Sub-flows include each other."
    case .unreachableStep: "No path from 'start' or a deep link reaches the step or decision."
    case .deadEnd: "A step or decision can complete but has nowhere to go."
    case .noExit: "From this step no path reaches 'finish', 'cancel' or a resting screen."
    case .typeMismatch: "A payload's type differs from what its target takes."
    case .nonExhaustive: "'on' misses cases of the enum and there is no 'next'."
    case .unknownCase: "'on' names a case the enum or decision does not have."
    case .notAnEnum: "'on' is used on an output that is not an enum."
    case .gatherUnavailable: "A gathered step does not run on every path to the gathering step."
    case .gatherField:
      "A gathered field is missing from the struct, has another type, or is left out."
    case .missingFailure: "An action has no 'failure' target."
    case .inlineFailure:
      "An action reports its failure inline where no screen of the flow is shown before it."
    case .linkPattern: "A deep link pattern is malformed, or targets a step it cannot open."
    case .linkGate:
      "A deep link would reach its target around a gate, cannot pass its gates, or could never open."
    case .linkBackStack: "The screens a deep link rebuilds under its target need data it lacks."
    case .unusedType: "A declared or external type that nothing uses."
    case .nameClash: "A name would clash with a name of the generated Swift."
    case .recursiveType: "A struct contains itself, so it could have no size."
    case .largeFlow:
      "A flow has so many steps and decisions that swiftc may not check its generated switches."
    case .unusedEnding: "A flow declares an ending that no transition ends it in."
    case .unusedBack: "A 'flow:' step's 'back' is never taken: the flow it runs never cancels."
    case .fromScreen:
      "An action's 'from' names no screen of its flow, or one some path has not shown or has left."
    case .flowParameter:
      "A 'with' leaves out a parameter its flow requires, or names one it does not declare."
    case .templateRead: "A templates folder or template file cannot be read, or is not UTF-8."
    case .unknownTemplate:
      "A file of the templates folder replaces no default template, or a partial names none."
    case .templateSyntax: "A template does not parse as Mustache."
    case .outputClash:
      "Two specs would generate files of the same name, or a spec a hidden one ('.flow.yaml')."
    case .generationFailed: "The generator cannot make the Swift of a flow."
    case .configConflict: "More than one flowc config applies to the specs of a run."
    }
  }
}
