extension Check {
  /// `no-exit` (warning): from a reachable step, no path leads to `finish`,
  /// `cancel` or a node that rests (output `Never`): a loop with no way out.
  /// Going back to the screen shown before counts as a path (a pushed detail
  /// that goes back to a hub is not a trap when the hub can be left).
  ///
  /// A flow whose output is `Never` never finishes: for it, getting back to
  /// `start` (its hub, its main screen), or to a step a start decision picks,
  /// is a way out too. In any flow, going back from the first screen cancels
  /// the flow: getting back to a first screen that goes back by default is a
  /// way out.
  ///
  /// Reported where the trap is entered, not at every node inside it. Steps that
  /// already have an error of their own (dead ends, unknown targets) count as
  /// ways out, so the warning never repeats an error.
  public static let noExit = Check("no exit", codes: [.noExit]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows where flow.start != nil {
      let count = flow.nodes.count
      var exits: [Int] = []
      // Read through the arrays, not through a closure holding a copy of the flow.
      let allEdges = flow.edges
      let outgoing = flow.outgoing
      for (index, node) in flow.nodes.enumerated() {
        let edges = outgoing[index]
        let leaves = edges.contains {
          switch allEdges[$0].destination {
          // Going back returns to where the flow came from, as `cancel` leaves it.
          case .finish, .ending, .cancel, .back: true
          case .unknown: allEdges[$0].guess == nil
          case .node: false
          }
        }
        let deadEnd =
          !node.isDecision && !node.rests && !edges.contains { allEdges[$0].completesSource }
        if node.rests || leaves || deadEnd { exits.append(index) }
      }
      // Where the flow lands when it starts: `start`, or what a start decision picks.
      let landings = flow.landings
      if flow.neverFinishes {
        exits += landings
      } else {
        // Going back from the flow's first screen cancels it.
        exits += landings.filter { flow.nodes[$0].kind.isScreen && flow.goesBackByDefault($0) }
      }
      let graph = flow.graphWithDefaultBack
      let canExit = graph.reversed.reachable(from: exits)
      let reachable = flow.graph.reachable(from: flow.entries)
      let trapped = (0..<count).map { reachable[$0] && !canExit[$0] }
      var enteredFromOutside = Set(flow.entries.filter { trapped[$0] })
      for edge in flow.edges {
        if let target = edge.targetNode, trapped[target], !trapped[edge.source] {
          enteredFromOutside.insert(target)
        }
      }
      let ways =
        flow.neverFinishes
        ? "'cancel', 'start' or a screen that rests (output 'Never'); once here, the user "
          + "cannot get back"
        : "'finish', 'cancel' or a screen that rests (output 'Never'); once here, the flow "
          + "cannot end"
      for index in enteredFromOutside.sorted() {
        let node = flow.nodes[index]
        diagnostics.append(
          Diagnostic(
            .noExit, "from \(node.label) no path reaches \(ways)",
            at: node.id.location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
