extension Check {
  /// `unreachable-step`: no path from `start` or a deep link reaches the step or decision.
  public static let reachability = Check("reachability", codes: [.unreachableStep]) { model in
    var diagnostics: [Diagnostic] = []
    // Without a known start every node would look unreachable; `unknown-target` says why.
    for flow in model.flows where flow.start != nil {
      let reachable = flow.reachableNodes
      // A second node with a taken id can never be targeted; `duplicate-name` says so.
      for (index, node) in flow.nodes.enumerated()
      where !reachable[index] && flow.nodesByID[node.id.value] == index {
        diagnostics.append(
          Diagnostic(
            .unreachableStep,
            "\(node.label) is unreachable: no path from 'start' or a link leads to it",
            at: node.id.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
