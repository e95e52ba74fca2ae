/// Which flows offer events to the coordinators above them: a flow offers
/// events when it declares some (`events:`) or runs, through `flow:` steps
/// and tabs, a flow that offers some. A flow that offers events gets an
/// `Events` struct: its own event methods, and one property per sub-flow
/// that offers events (`home.events.signIn.approvedElsewhere(session)`).
///
/// Computed once for the run, children before parents (the order of the
/// run's strongly connected components, no recursion); time and memory are
/// linear in the flows and the steps that run sub-flows. The flows of a
/// cycle (`flow-cycle`) are taken in the run's order.
public struct EventRouting: Sendable {
  /// Whether each flow offers events.
  public private(set) var offersEvents: [Bool]
  /// Each flow's sub-flows that offer events, each once, in the order of the
  /// steps that run them; never the flow itself.
  public private(set) var children: [[Int]]

  public init(_ model: FlowModel) {
    let flows = model.flows
    let callees = flows.map { flow in
      var seen = Set<Int>()
      return flow.nodes.flatMap(\.callees).filter { $0 != flow.index && seen.insert($0).inserted }
    }
    // Children before parents: Tarjan's components come sinks first. The
    // flows of a cycle share a component and are taken in the run's order.
    let graph = Digraph(
      count: flows.count,
      edges: callees.indices.flatMap { flow in callees[flow].map { (from: flow, to: $0) } })
    let (component, count) = graph.stronglyConnectedComponents()
    var members = [[Int]](repeating: [], count: count)
    for flow in flows.indices { members[component[flow]].append(flow) }
    offersEvents = flows.map { !$0.events.isEmpty }
    children = Array(repeating: [], count: flows.count)
    for index in members.joined() {
      let offering = callees[index].filter { offersEvents[$0] }
      children[index] = offering
      if !offering.isEmpty { offersEvents[index] = true }
    }
  }
}
