extension Check {
  /// `no-exit` (warning): from a reachable step, no path leads to `finish`,
  /// `cancel` or a node that rests (output `Never`): a loop with no way out.
  ///
  /// Reported where the trap is entered, not at every node inside it. Steps that
  /// already have an error of their own (dead ends, unknown targets) count as
  /// ways out, so the warning never repeats an error.
  public static let noExit = Check("no exit", codes: [.noExit]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows where flow.start != nil {
      let count = flow.nodes.count
      let graph = flow.graph
      var exits: [Int] = []
      for (index, node) in flow.nodes.enumerated() {
        let edges = flow.outgoing[index].lazy.map { flow.edges[$0] }
        let leaves = edges.contains {
          switch $0.destination {
          case .finish, .ending, .cancel: true
          case .unknown: $0.guess == nil
          case .node: false
          }
        }
        let deadEnd = !node.isDecision && !node.rests && !edges.contains(where: \.completesSource)
        if node.rests || leaves || deadEnd { exits.append(index) }
      }
      let canExit = graph.reversed.reachable(from: exits)
      let reachable = graph.reachable(from: flow.entries)
      let trapped = (0..<count).map { reachable[$0] && !canExit[$0] }
      var enteredFromOutside = Set(flow.entries.filter { trapped[$0] })
      for edge in flow.edges {
        if let target = edge.targetNode, trapped[target], !trapped[edge.source] {
          enteredFromOutside.insert(target)
        }
      }
      for index in enteredFromOutside.sorted() {
        let node = flow.nodes[index]
        diagnostics.append(
          Diagnostic(
            .noExit,
            "from \(node.label) no path reaches 'finish', 'cancel' or a screen that rests "
              + "(output 'Never'); once here, the flow cannot end",
            at: node.id.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
