extension Check {
  /// `dead-end`: a step or decision can complete (its output is not `Never`) but
  /// has no transition to take when it does.
  public static let deadEnds = Check("dead ends", codes: [.deadEnd]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() where !node.rests && !node.isDecision {
        let completes = flow.outgoing[index].contains { flow.edges[$0].completesSource }
        guard !completes else { continue }
        if let child = model.callee(of: node), !child.hasFinishingTransition {
          // The child cannot finish, so the step never completes: its output
          // should say so, rather than the step ask for a `next`.
          diagnostics.append(
            Diagnostic(
              .deadEnd,
              "\(node.label) runs flow '\(child.name)', which never finishes (nothing in it "
                + "goes to 'finish') but outputs \(child.output); write 'output: Never' in "
                + "flow '\(child.name)', or give \(node.label) a 'next'",
              at: node.id.location,
              notes: [
                Diagnostic.Note("flow '\(child.name)' is here", at: child.spec.name.location)
              ],
              subject: flow.subject(index)))
          continue
        }
        diagnostics.append(
          Diagnostic(
            .deadEnd,
            node.kind.isScreen
              ? "\(node.label) can complete but has nowhere to go; add 'next' "
                + "(or make its output 'Never' if the flow rests there)"
              : "\(node.label) can complete but has nowhere to go; add 'next'",
            at: node.id.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
