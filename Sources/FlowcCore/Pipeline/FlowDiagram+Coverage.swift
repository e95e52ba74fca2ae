extension FlowDiagram {
  /// The diagram with what `coverage` took drawn on it: each transition,
  /// link, event and start arrow of a flow the coverage has is marked taken or
  /// untaken (`Edge.taken`); an untaken one's label ends with
  /// `FlowDiagram.untakenMarker`. Calls between flows are left as they are.
  public func marking(_ coverage: Coverage, in model: FlowModel) -> FlowDiagram {
    var diagram = self
    var byName: [String: Coverage.FlowCoverage] = [:]
    for flow in coverage.flows where byName[flow.flow] == nil { byName[flow.flow] = flow }
    for (number, cluster) in diagram.clusters.enumerated() {
      guard let index = Int(cluster.id.dropFirst()), model.flows.indices.contains(index),
        let taken = byName[model.flows[index].name]
      else { continue }
      let flow = model.flows[index]
      // The cluster's edges: the start arrow, each node's transitions, the links', the events'.
      var flags: [Bool] = [flow.start.map { taken.nodeTaken[$0] > 0 } ?? false]
      for outgoing in flow.outgoing { flags += outgoing.map { taken.edgeTaken[$0] > 0 } }
      flags += taken.linkTaken.map { $0 > 0 }
      flags += taken.eventTaken.map { $0 > 0 }
      guard flags.count == cluster.edges.count else { continue }
      for (edge, flag) in zip(cluster.edges.indices, flags) {
        diagram.clusters[number].edges[edge].taken = flag
        if !flag {
          let label = cluster.edges[edge].label
          diagram.clusters[number].edges[edge].label =
            (label.map { $0 + " " } ?? "") + FlowDiagram.untakenMarker
        }
      }
    }
    return diagram
  }
}
