/// One semantic check: a pure function from the model to diagnostics.
///
/// Each check lives in its own file and reports the codes it lists. A check
/// assumes nothing about other checks' findings, and keeps quiet about what
/// another check reports (an unknown type is not also a type mismatch).
public struct Check: Sendable {
  /// The check's name, as in `--list-checks` and tests.
  public let name: String
  /// The codes it may report.
  public let codes: [DiagnosticCode]
  public let run: @Sendable (FlowModel) -> [Diagnostic]

  public init(
    _ name: String, codes: [DiagnosticCode], run: @escaping @Sendable (FlowModel) -> [Diagnostic]
  ) {
    self.name = name
    self.codes = codes
    self.run = run
  }
}

extension Check {
  /// Every check flowc runs, in order.
  public static let all: [Check] = [
    .duplicateNames, .unknownTargets, .unknownTypes, .unknownFlows, .flowCycles,
    .reachability, .deadEnds, .noExit, .typeMismatches, .notAnEnum, .unknownCases,
    .exhaustiveness, .gatherFields, .gatherAvailability, .missingFailure, .inlineFailures,
    .linkPatterns, .linkGates, .linkBackStacks, .unusedTypes, .generatedNames, .largeFlows,
    .unusedEndings, .unusedBacks, .tabContainers, .failureCases, .fromScreens, .flowParameters,
  ]

  /// Runs every check over a model.
  public static func runAll(_ model: FlowModel) -> [Diagnostic] {
    all.flatMap { $0.run(model) }
  }
}
