/// A check's diagnostics about the steps of one flow, where a problem of a
/// text that YAML aliases repeat under many steps is built and reported once.
///
/// An alias repeats the anchored text, with its positions, under every step
/// that names it: a check that looks at each step finds the text's problems
/// again at each one. A check asks `isNew` with the place and a `detail` that
/// holds everything its message says except the step: the diagnostic is
/// built and `add`ed for the first step only, and each later step with the
/// same place and detail is counted (the first three by name) for a note. So
/// an alias bomb costs a check one hash lookup per repeat, not a diagnostic;
/// `FlowChecker.ordered` words the note the same way for repeats it finds.
struct StepReports<Detail: Hashable> {
  private struct Key: Hashable {
    var location: SourceLocation
    var code: DiagnosticCode
    var detail: Detail
  }

  /// The other steps a kept diagnostic holds for.
  private struct Repeats {
    var count = 0
    var names: [String] = []

    mutating func add(_ step: String) {
      count += 1
      if names.count < Diagnostic.Note.namedRepeats { names.append(step) }
    }
  }

  private var kept: [Diagnostic] = []
  /// The step each of `kept` was reported for.
  private var steps: [String] = []
  private var first: [Key: Int] = [:]
  private var repeats: [Int: Repeats] = [:]
  /// The key and step `isNew` last found new, for `add`.
  private var pending: (key: Key, step: String)?

  /// Whether no diagnostic with this code, place and detail is reported yet:
  /// then the caller reports it with `add`. If one is reported for another
  /// step, `node` is added to its note. `node` is the step whose text the
  /// problem is in, which is usually, not always, the diagnostic's subject.
  mutating func isNew(
    _ code: DiagnosticCode, at location: SourceLocation, _ detail: Detail, node: String
  ) -> Bool {
    let key = Key(location: location, code: code, detail: detail)
    guard let index = first[key] else {
      pending = (key, node)
      return true
    }
    if steps[index] != node { repeats[index, default: Repeats()].add(node) }
    return false
  }

  /// Reports the diagnostic that `isNew` just found new (without it, one
  /// that no later one is compared with).
  mutating func add(_ diagnostic: Diagnostic) {
    if let pending { first[pending.key] = kept.count }
    steps.append(pending?.step ?? "")
    kept.append(diagnostic)
    pending = nil
  }

  /// Everything reported, each repeated one with its note.
  var diagnostics: [Diagnostic] {
    var all = kept
    for (index, others) in repeats {
      all[index].notes.append(.aliasRepeats(count: others.count, named: others.names))
    }
    return all
  }
}

extension Diagnostic.Note {
  /// How many of the steps a note names (the others are counted).
  static let namedRepeats = 3

  /// "the same for 49 more steps, which YAML aliases give this text: 's1',
  /// 's2', 's3' and 46 more": the note of a diagnostic that holds for `count`
  /// other steps, the first of which are `named`.
  static func aliasRepeats(count: Int, named: [String]) -> Diagnostic.Note {
    let names = named.prefix(namedRepeats).map { "'\($0)'" }.joined(separator: ", ")
    let shown = min(named.count, namedRepeats)
    let more = count > shown ? " and \((count - shown).grouped) more" : ""
    return Diagnostic.Note(
      "the same for \(count.grouped) more step\(count == 1 ? "" : "s"), "
        + "which YAML aliases give this text: \(names)\(more)")
  }
}
