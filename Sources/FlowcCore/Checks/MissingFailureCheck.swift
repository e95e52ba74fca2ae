extension Check {
  /// `missing-failure`: an action has no `failure` target, so its errors would go nowhere.
  public static let missingFailure = Check("action failures", codes: [.missingFailure]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        guard case .action = node.kind, let step = node.step, step.failure == nil,
          step.inlineFailure == nil, step.failureRoutes.isEmpty, step.canFail
        else { continue }
        diagnostics.append(
          Diagnostic(
            .missingFailure,
            "action \(node.label) has no 'failure'; say where a failure goes "
              + "(a step that takes Void or Error, 'cancel', or 'inline'), "
              + "or say it cannot fail ('throws: false')",
            at: step.id.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
