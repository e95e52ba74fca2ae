extension Check {
  /// `unreachable-step`: no path from `start` or a deep link reaches the step or decision.
  ///
  /// A step that only unreachable decisions lead to is named in their
  /// diagnostic instead of one of its own: the mistake is at the decision.
  public static let reachability = Check("reachability", codes: [.unreachableStep]) { model in
    var diagnostics: [Diagnostic] = []
    // Without a known start every node would look unreachable; `unknown-target` says why.
    for flow in model.flows where flow.start != nil {
      let reachable = flow.reachableNodes
      func isOwned(_ index: Int) -> Bool {
        !flow.nodes[index].isDecision && !flow.incoming[index].isEmpty
          && flow.incoming[index].allSatisfy {
            let source = flow.edges[$0].source
            return !reachable[source] && flow.nodes[source].isDecision
          }
      }
      // A second node with a taken id can never be targeted; `duplicate-name` says so.
      for (index, node) in flow.nodes.enumerated()
      where !reachable[index] && flow.nodesByID[node.id.value] == index && !isOwned(index) {
        var owned: [String] = []
        if node.isDecision {
          for edge in flow.outgoing[index] {
            guard case .node(let target) = flow.edges[edge].destination, !reachable[target],
              isOwned(target), !owned.contains("'\(flow.nodes[target].id.value)'")
            else { continue }
            owned.append("'\(flow.nodes[target].id.value)'")
          }
        }
        let also =
          owned.isEmpty
          ? "" : " (nor to \(owned.joined(separator: ", ")), which only it leads to)"
        diagnostics.append(
          Diagnostic(
            .unreachableStep,
            "\(node.label) is unreachable: no path from 'start' or a link leads to it\(also)",
            at: node.id.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
