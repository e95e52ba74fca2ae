extension Check {
  /// `not-an-enum`: a step routes its output with `on`, but the output is not a declared enum.
  public static let notAnEnum = Check("routing on a non-enum", codes: [.notAnEnum]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        guard let decision = node.decision, decision.routesInput, let input = decision.input,
          model.types.isKnown(input.value), model.types.enumCases(of: input.value) == nil
        else { continue }
        diagnostics.append(
          Diagnostic(
            .notAnEnum,
            "\(node.label) has no 'cases', so it routes its input by the input's cases, but its "
              + "input is \(input.value); write 'cases', or make the input an enum declared "
              + "under 'types'", at: input.location, subject: flow.subject(index)))
      }
      for (index, node) in flow.nodes.enumerated() {
        guard let step = node.step, !step.on.isEmpty, !node.runsUnknownFlow,
          model.types.isKnown(node.output),
          model.types.enumCases(of: node.output) == nil
        else { continue }
        diagnostics.append(
          Diagnostic(
            .notAnEnum,
            "'on' routes the cases of an enum, but \(node.label) outputs \(node.output); "
              + "use 'next', or make the output an enum declared under 'types'",
            at: step.onLocation ?? step.id.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
