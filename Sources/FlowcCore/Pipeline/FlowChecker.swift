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

  /// Checks files already in memory: reads and decodes each, then resolves
  /// them into one model and runs every check of `checks` over it. If a file
  /// did not decode, the others are still checked, and what is found in those
  /// that name nothing missing is reported (see `checkAlone`); there is then no model.
  public func check(_ sources: [SourceFile], checks: [Check] = Check.all) -> Result {
    check(decoded: sources.map(decode), checks: checks)
  }

  /// Reads and decodes one file: the first stage of `check`, for callers that
  /// keep what a file decoded to while it does not change (an editor's server).
  public func decode(_ source: SourceFile) -> SpecDecodeResult {
    SpecDecoder.decode(YAMLFile(reading: source, options: YAMLReadOptions(limits: limits)))
  }

  /// Checks files decoded already (by `decode`), as `check` does.
  public func check(decoded results: [SpecDecodeResult], checks: [Check] = Check.all) -> Result {
    var specs: [Spec] = []
    var diagnostics: [Diagnostic] = []
    for decoded in results {
      diagnostics += decoded.diagnostics
      if let spec = decoded.spec { specs.append(spec) }
    }
    guard specs.count == results.count else {
      diagnostics += Self.checkAlone(specs, checks: checks)
      return Result(model: nil, diagnostics: Self.ordered(diagnostics))
    }
    let model = FlowModel(specs: specs)
    diagnostics += checks.flatMap { $0.run(model) }
    return Result(model: model, diagnostics: Self.ordered(diagnostics))
  }

  /// The checks' findings on the files that decoded, when others did not.
  /// Names and types are resolved across files, so a file that did not decode
  /// would make the others look wrong: only the findings in files that name
  /// nothing missing are kept (no unknown flow, no unknown type), and no type
  /// is called unused (a file that did not decode may use it).
  static func checkAlone(_ specs: [Spec], checks: [Check]) -> [Diagnostic] {
    guard !specs.isEmpty else { return [] }
    let model = FlowModel(specs: specs)
    // Each check runs once; the ones that find missing names run even when
    // not asked for, and then only tell which files name something missing.
    let asked = Set(checks.map(\.name))
    let naming = [Check.unknownFlows, .unknownTypes].filter { !asked.contains($0.name) }
    var incomplete: Set<String> = []
    var found: [Diagnostic] = []
    for check in checks + naming {
      let diagnostics = check.run(model)
      for diagnostic in diagnostics
      where diagnostic.code == .unknownFlow || diagnostic.code == .unknownType {
        if let file = diagnostic.location?.file { incomplete.insert(file) }
      }
      if asked.contains(check.name) { found += diagnostics }
    }
    return found.filter { diagnostic in
      guard let file = diagnostic.location?.file, diagnostic.code != .unusedType else {
        return false
      }
      return !incomplete.contains(file)
    }
  }

  /// The diagnostics in print order, each reported once: a diagnostic with the
  /// position, code and message of an earlier one is left out, and so is one
  /// that differs from an earlier one only by the step it is about (its
  /// message names the other step): YAML aliases repeat one text under many
  /// steps, and its problem is reported once, with a note naming the others.
  /// (The checks that look at every route, gathered field or case of a step
  /// build such repeats only once, through `StepReports`; this catches the
  /// rest.) Linear in the diagnostics before the sort of those kept.
  static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    struct Place: Hashable {
      var location: SourceLocation?
      var code: DiagnosticCode
    }
    struct Key: Hashable {
      var place: Place
      var message: String
    }
    var kept: [Diagnostic] = []
    var seen: Set<Key> = []
    // Kept diagnostics about a step, by place: the first few are compared.
    var atPlace: [Place: [Int]] = [:]
    var repeats: [Int: [String]] = [:]
    for diagnostic in diagnostics {
      let place = Place(location: diagnostic.location, code: diagnostic.code)
      if diagnostic.location != nil, let node = diagnostic.subject?.node {
        let earlier = atPlace[place, default: []]
        if let first = earlier.first(where: { isRepeat(diagnostic, of: kept[$0], node: node) }) {
          repeats[first, default: []].append(node)
          continue
        }
        guard seen.insert(Key(place: place, message: diagnostic.message)).inserted else { continue }
        if earlier.count < 8 { atPlace[place, default: []].append(kept.count) }
      } else {
        guard seen.insert(Key(place: place, message: diagnostic.message)).inserted else { continue }
      }
      kept.append(diagnostic)
    }
    for (index, nodes) in repeats {
      kept[index].notes.append(.aliasRepeats(count: nodes.count, named: nodes))
    }
    return kept.sorted(by: Diagnostic.printOrder)
  }

  /// Whether `diagnostic`, about step `node`, says what `earlier` says about
  /// its own step: the messages are the same once the step's name where
  /// `diagnostic` first quotes it (a suggestion after it may quote it too) is
  /// the other's. Compared as bytes, in time linear in the message.
  private static func isRepeat(_ diagnostic: Diagnostic, of earlier: Diagnostic, node: String)
    -> Bool
  {
    guard let other = earlier.subject?.node, other != node,
      earlier.subject?.flow == diagnostic.subject?.flow
    else { return false }
    let message = Array(diagnostic.message.utf8)
    let target = Array(earlier.message.utf8)
    let name = Array("'\(node)'".utf8)
    let replacement = Array("'\(other)'".utf8)
    guard message.count - name.count == target.count - replacement.count,
      let at = message.firstRange(of: name)?.lowerBound, at + replacement.count <= target.count
    else { return false }
    return message[..<at] == target[..<at]
      && target[at..<(at + replacement.count)].elementsEqual(replacement)
      && message[(at + name.count)...].elementsEqual(target[(at + replacement.count)...])
  }
}
