/// What each node of a flow must carry when it runs: the outputs of earlier
/// steps that exist on every path to it (dominance, see `DataFlowGraph`) and
/// that a `gather` it can still reach needs. This is the data of each case of
/// a typed flow state: nothing optional, nothing forced, nothing kept longer
/// than a later step needs it.
///
/// A node's own input is not listed: it arrives with the transition.
public struct CarriedData: Sendable {
  /// For each node, the nodes whose outputs it carries, in spec order.
  public let carried: [[Int]]

  public init(_ flow: Flow) {
    let count = flow.nodes.count
    // Gathered sources and the nodes that gather each.
    var gatherers: [Int: [Int]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      for field in node.step?.gather ?? [] {
        if case .step(let id) = field.source.value, let source = flow.nodesByID[id], source != index
        {
          gatherers[source, default: []].append(index)
        }
      }
    }
    var carried = [[Int]](repeating: [], count: count)
    guard !gatherers.isEmpty else {
      self.carried = carried
      return
    }
    let data = DataFlowGraph(flow)
    let reversed = flow.graph.reversed
    for source in gatherers.keys.sorted() {
      // Nodes from which some gatherer of `source` is reachable by at least one transition.
      let starts = gatherers[source, default: []].flatMap { reversed.successors(of: $0) }
      let needing = reversed.reachable(from: Array(Set(starts)))
      for node in 0..<count
      where needing[node] && node != source && data.isAvailable(source, at: node) {
        carried[node].append(source)
      }
    }
    self.carried = carried
  }
}
