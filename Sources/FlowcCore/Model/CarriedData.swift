/// What each node of a flow must carry when it runs: the outputs of earlier
/// steps that exist on every path to it (dominance, see `DataFlowGraph`) and
/// that a `gather` it can still reach needs. This is the data of each case of
/// a typed flow state: nothing optional, nothing forced, nothing kept longer
/// than a later step needs it.
///
/// A node's own input is not listed: it arrives with the transition.
///
/// For each gathered source, a walk goes backwards from the nodes that gather
/// it and continues only through nodes where the source's output exists: a
/// node where it does not exist cannot carry it, nor can anything before that
/// node pass it on through it. The walk also stops at the source itself, which
/// produces the value afresh whenever it runs again. The walks share one stamp
/// array, so the cost is linear in the size of the result.
public struct CarriedData: Sendable {
  /// For each node, the nodes whose outputs it carries, in spec order.
  public let carried: [[Int]]

  public init(_ flow: Flow) {
    self.init(flow, dataFlow: { DataFlowGraph(flow) })
  }

  /// What each node of `flow` carries, with the flow's `DataFlowGraph` made
  /// by `dataFlow` (only for a flow that gathers).
  init(_ flow: Flow, dataFlow: () -> DataFlowGraph) {
    let count = flow.nodes.count
    // (gathered source, gathering node), ordered by source.
    var gathered: [(source: Int, gatherer: Int)] = []
    for (index, node) in flow.nodes.enumerated() {
      for field in node.gather ?? [] {
        if case .step(let id) = field.source.value, let source = flow.nodesByID[id], source != index
        {
          gathered.append((source, index))
        }
      }
    }
    var carried = [[Int]](repeating: [], count: count)
    guard !gathered.isEmpty else {
      self.carried = carried
      return
    }
    gathered.sort { ($0.source, $0.gatherer) < ($1.source, $1.gatherer) }
    let data = dataFlow()
    let predecessors = flow.graph.reversed
    // The source whose walk last saw each node: one array for every walk.
    var seenFor = [Int](repeating: -1, count: count)
    var stack: [Int] = []
    var position = 0
    while position < gathered.count {
      let source = gathered[position].source
      // Nodes from which some gatherer of `source` is reachable by at least
      // one transition, through nodes that have its output.
      while position < gathered.count, gathered[position].source == source {
        stack.append(gathered[position].gatherer)
        position += 1
      }
      while let node = stack.popLast() {
        for predecessor in predecessors.successors(of: node) where seenFor[predecessor] != source {
          seenFor[predecessor] = source
          guard predecessor != source, data.isAvailable(source, at: predecessor) else { continue }
          carried[predecessor].append(source)
          stack.append(predecessor)
        }
      }
    }
    self.carried = carried
  }
}
