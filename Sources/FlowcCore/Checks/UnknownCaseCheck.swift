extension Check {
  /// `unknown-case`: `on` names a case that the step's output enum, or the
  /// decision's `cases`, does not have.
  public static let unknownCases = Check("unknown cases", codes: [.unknownCase]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        guard let routing = model.caseRouting(of: node) else { continue }
        let cases = routing.cases
        let known = Set(cases)
        for route in routing.routes where !known.contains(route.caseName.value) {
          diagnostics.append(
            Diagnostic(
              .unknownCase,
              "\(routing.owner) has no case '\(route.caseName.value)'"
                + Spelling.didYouMean(route.caseName.value, in: cases),
              at: route.caseName.location, subject: flow.subject(index)))
        }
      }
    }
    return diagnostics
  }
}
