extension Check {
  /// `unknown-flow`: a `flow:` step runs a flow that no spec of the run defines.
  public static let unknownFlows = Check("unknown flows", codes: [.unknownFlow]) { model in
    var diagnostics: [Diagnostic] = []
    // One suggester for the run: each distinct name is looked up once, within a budget.
    var suggester = Spelling.Suggester(model.flowsByName.keys)
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        if case .tabs = node.kind, let step = node.step {
          for (tab, callee) in zip(step.tabs, node.tabCallees) where callee == nil {
            diagnostics.append(
              Diagnostic(
                .unknownFlow,
                "tab '\(tab.id.value)' of \(node.label) runs flow '\(tab.flow.value)', which no "
                  + "spec of this run defines" + suggester.didYouMean(tab.flow.value),
                at: tab.flow.location, subject: flow.subject(index)))
          }
        }
        guard case .subflow(let name) = node.kind, node.callee == nil, let step = node.step else {
          continue
        }
        diagnostics.append(
          Diagnostic(
            .unknownFlow,
            "\(node.label) runs flow '\(name)', which no spec of this run defines"
              + suggester.didYouMean(name),
            at: step.name.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
