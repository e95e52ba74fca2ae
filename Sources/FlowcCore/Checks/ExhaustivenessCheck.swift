extension Check {
  /// `non-exhaustive`: a step's `on` misses cases of its output enum and there
  /// is no `next` to take for them; a decision's `on` misses one of its `cases`.
  public static let exhaustiveness = Check("exhaustive routing", codes: [.nonExhaustive]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        // A step with a default `next` takes the cases `on` leaves out; a decision has none.
        guard node.step?.next == nil, node.step?.on.isEmpty != true,
          let routing = model.caseRouting(of: node)
        else { continue }
        let cases = routing.cases
        let known = Set(cases)
        // A misspelt case stands for the case it resembles (`unknown-case` reports it).
        let handled = Set(
          routing.routes.map { route in
            known.contains(route.caseName.value)
              ? route.caseName.value
              : Spelling.suggestion(for: route.caseName.value, in: cases) ?? route.caseName.value
          })
        let missing = cases.filter { !handled.contains($0) }
        guard !missing.isEmpty else { continue }
        let list = missing.map { "'\($0)'" }.joined(separator: ", ")
        let advice =
          node.decision == nil
          ? "route \(missing.count == 1 ? "it" : "them") or add a default 'next'"
          : "route \(missing.count == 1 ? "it" : "them")"
        diagnostics.append(
          Diagnostic(
            .nonExhaustive,
            "'on' of \(node.label) does not handle case\(missing.count == 1 ? "" : "s") \(list); \(advice)",
            at: routing.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
