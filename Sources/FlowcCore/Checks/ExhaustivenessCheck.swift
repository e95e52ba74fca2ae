extension Check {
  /// `non-exhaustive`: a step's `on` misses cases of its output enum and there
  /// is no `next` to take for them; a decision's `on` misses one of its `cases`.
  ///
  /// Linear in the routes: each enum's cases are looked up in one set, a
  /// misspelt case is matched to the case it resembles once per enum, and an
  /// `on` that YAML aliases repeat under many steps is reported at the first.
  public static let exhaustiveness = Check("exhaustive routing", codes: [.nonExhaustive]) { model in
    /// What a message says besides the step.
    struct Detail: Hashable {
      var owner: String
      var isDecision: Bool
    }
    /// An enum's cases, or a decision's, as a set, and what each misspelt case stands for.
    struct Cases {
      var known: Set<String>
      var suggester: Spelling.Suggester
      var meant: [String: String] = [:]

      init(_ cases: [String]) {
        known = Set(cases)
        suggester = Spelling.Suggester(cases)
      }

      /// The case `name` stands for: itself, or the case it resembles.
      mutating func meaning(of name: String) -> String {
        if known.contains(name) { return name }
        if let meant = meant[name] { return meant }
        let found = suggester.suggestion(for: name) ?? name
        meant[name] = found
        return found
      }
    }

    var diagnostics: [Diagnostic] = []
    // By enum: its cases serve every step of the run that routes them.
    var enums: [String: Cases] = [:]
    for flow in model.flows {
      var aboutSteps = StepReports<Detail>()
      defer { diagnostics += aboutSteps.diagnostics }
      for (index, node) in flow.nodes.enumerated() {
        // A step with a default `next` takes the cases `on` leaves out; a decision has none.
        guard node.step?.next == nil, node.step?.on.isEmpty != true,
          let routing = model.caseRouting(of: node)
        else { continue }
        let isDecision = node.decision != nil
        guard
          aboutSteps.isNew(
            .nonExhaustive, at: routing.location,
            Detail(owner: routing.owner, isDecision: isDecision), node: node.id.value)
        else { continue }
        // A decision's cases are its own.
        var cases =
          isDecision
          ? Cases(routing.cases) : enums.removeValue(forKey: routing.owner) ?? Cases(routing.cases)
        defer { if !isDecision { enums[routing.owner] = cases } }
        // A misspelt case stands for the case it resembles (`unknown-case` reports it).
        let handled = Set(routing.routes.map { cases.meaning(of: $0.caseName.value) })
        let missingCount = cases.known.count - handled.count { cases.known.contains($0) }
        guard missingCount > 0 else { continue }
        // The first ten, so that an enum of thousands of cases gives a message of a line.
        var missing: [String] = []
        var listed: Set<String> = []
        for name in routing.cases where !handled.contains(name) && listed.insert(name).inserted {
          missing.append("'\(name)'")
          if missing.count == 10 { break }
        }
        let list =
          missing.joined(separator: ", ")
          + (missingCount > missing.count ? " and \(missingCount - missing.count) more" : "")
        let advice =
          isDecision
          ? "route \(missingCount == 1 ? "it" : "them")"
          : "route \(missingCount == 1 ? "it" : "them") or add a default 'next'"
        aboutSteps.add(
          Diagnostic(
            .nonExhaustive,
            "'on' of \(node.label) does not handle case\(missingCount == 1 ? "" : "s") \(list); \(advice)",
            at: routing.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
