extension Check {
  /// `unknown-case`: `on` names a case that the step's output enum, or the
  /// decision's `cases`, does not have.
  public static let unknownCases = Check("unknown cases", codes: [.unknownCase]) { model in
    /// What a message says besides the step: YAML aliases may repeat one
    /// `on` under many steps, and its problem is reported once.
    struct Detail: Hashable {
      /// A step's enum, which says its cases; nil for a decision.
      var owner: String?
      /// Where a decision's `cases` are written: the text that says them.
      var casesAt: SourceLocation?
      var name: String
    }

    /// Cases as a set, and a suggester made when first needed.
    struct Lookup {
      let cases: [String]
      let known: Set<String>
      var suggester: Spelling.Suggester?

      init(_ cases: [String]) {
        self.cases = cases
        known = Set(cases)
      }

      mutating func didYouMean(_ name: String) -> String {
        var made = suggester ?? Spelling.Suggester(cases)
        suggester = nil
        defer { suggester = made }
        return made.didYouMean(name)
      }
    }

    var diagnostics: [Diagnostic] = []
    // By enum, shared by every step that routes its cases: one suggester's
    // cache and budget serve the whole run.
    var enums: [String: Lookup] = [:]
    for flow in model.flows {
      var aboutSteps = StepReports<Detail>()
      defer { diagnostics += aboutSteps.diagnostics }
      for (index, node) in flow.nodes.enumerated() {
        guard node.step?.on.isEmpty != true, let routing = model.caseRouting(of: node) else {
          continue
        }
        let decision = node.decision
        let cases = routing.cases
        // A decision's cases are its own.
        var lookup =
          decision == nil
          ? enums.removeValue(forKey: routing.owner) ?? Lookup(cases) : Lookup(cases)
        defer { if decision == nil { enums[routing.owner] = lookup } }
        for route in routing.routes where !lookup.known.contains(route.caseName.value) {
          let name = route.caseName.value
          let location = route.caseName.location
          guard
            aboutSteps.isNew(
              .unknownCase, at: location,
              Detail(
                owner: decision == nil ? routing.owner : nil,
                casesAt: decision?.cases.first?.location, name: name),
              node: node.id.value)
          else { continue }
          aboutSteps.add(
            Diagnostic(
              .unknownCase,
              "\(routing.owner) has no case '\(name)'" + lookup.didYouMean(name),
              at: location, subject: flow.subject(index)))
        }
      }
    }
    return diagnostics
  }
}
