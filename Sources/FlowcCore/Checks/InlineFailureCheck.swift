extension Check {
  /// `inline-failure`: an action with `failure: inline` reports its failure to
  /// the screen shown before it, so on every path to it a screen of the flow
  /// must come before it with only actions and decisions in between.
  public static let inlineFailures = Check("inline failures", codes: [.inlineFailure]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      let feedback = InlineFeedback(flow)
      for (index, node) in flow.nodes.enumerated() {
        // An action that runs on a screen (`from`) reports to it: `from-screen` checks it.
        guard let location = node.step?.inlineFailure, node.step?.from == nil,
          let reason = feedback.unscreened[index]
        else { continue }
        let why: String
        switch reason {
        case .start:
          why =
            index == flow.start
            ? "it is where the flow starts"
            : "the flow reaches it from 'start' through actions, decisions and alerts only"
        case .link(let link):
          why = "the link '\(flow.links[link].link.pattern.value)' opens the flow there"
        case .subflow(let step):
          why =
            "it follows the sub-flow step '\(flow.nodes[step].id.value)', whose screens are gone"
        }
        diagnostics.append(
          Diagnostic(
            .inlineFailure,
            "\(node.label) reports its failure inline, but no screen of the flow is shown "
              + "before it: \(why); give it a 'failure' target instead",
            at: location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
