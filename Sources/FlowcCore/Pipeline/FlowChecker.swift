/// The front end over a set of files: read, decode, check.
///
/// Every stage reports all it finds; a later stage runs only on files the
/// earlier ones accepted, so one mistake is not reported again as its echoes.
public struct FlowChecker: Sendable {
  public var limits: YAMLLimits

  public init(limits: YAMLLimits = YAMLLimits()) {
    self.limits = limits
  }

  /// What a run found.
  public struct Result: Sendable {
    /// The resolved model: present when every file decoded (its checks may still have failed).
    public var model: FlowModel?
    /// Every diagnostic, in print order.
    public var diagnostics: [Diagnostic]

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Whether the run fails: any error, or with `strict` any warning too.
    public func failed(strict: Bool) -> Bool {
      errorCount > 0 || (strict && warningCount > 0)
    }
  }

  /// Checks files already in memory: reads and decodes each, then, if all decoded,
  /// resolves them into one model and runs every check of `checks` over it.
  public func check(_ sources: [SourceFile], checks: [Check] = Check.all) -> Result {
    var specs: [Spec] = []
    var diagnostics: [Diagnostic] = []
    for source in sources {
      let file = YAMLFile(reading: source, options: YAMLReadOptions(limits: limits))
      let decoded = SpecDecoder.decode(file)
      diagnostics += decoded.diagnostics
      if let spec = decoded.spec { specs.append(spec) }
    }
    // Names and graphs are checked across files, so a file that did not decode
    // would make the others look wrong: fix the file first.
    guard specs.count == sources.count else {
      return Result(model: nil, diagnostics: Self.ordered(diagnostics))
    }
    let model = FlowModel(specs: specs)
    diagnostics += checks.flatMap { $0.run(model) }
    return Result(model: model, diagnostics: Self.ordered(diagnostics))
  }

  /// The diagnostics in print order, each reported once: a diagnostic with the
  /// position, code and message of the one before it is left out.
  static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    result.reserveCapacity(diagnostics.count)
    for diagnostic in diagnostics.sorted(by: Diagnostic.printOrder) {
      if let last = result.last, last.location == diagnostic.location,
        last.code == diagnostic.code, last.message == diagnostic.message
      {
        continue
      }
      result.append(diagnostic)
    }
    return result
  }
}
