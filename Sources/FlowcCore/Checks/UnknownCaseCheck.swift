extension Check {
  /// `unknown-case`: `on` names a case that the step's output enum, or the
  /// decision's `cases`, does not have.
  public static let unknownCases = Check("unknown cases", codes: [.unknownCase]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        let cases: [String]
        let owner: String
        let routes: [CaseRoute]
        if let decision = node.decision {
          (cases, owner, routes) = (decision.cases.map(\.value), node.label, decision.on)
        } else if let step = node.step, let enumCases = model.types.enumCases(of: node.output) {
          (cases, owner, routes) = (enumCases.map(\.name.value), "enum '\(node.output)'", step.on)
        } else {
          continue
        }
        for route in routes where !cases.contains(route.caseName.value) {
          diagnostics.append(
            Diagnostic(
              .unknownCase,
              "\(owner) has no case '\(route.caseName.value)'"
                + Spelling.didYouMean(route.caseName.value, in: cases),
              at: route.caseName.location, subject: flow.subject(index)))
        }
      }
    }
    return diagnostics
  }
}
