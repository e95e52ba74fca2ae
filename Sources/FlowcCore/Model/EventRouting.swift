/// Which flows offer events to the coordinators above them: a flow offers
/// events when it declares some (`events:`) or runs, through `flow:` steps
/// and tabs, a flow that offers some. A flow that offers events gets an
/// `Events` struct: its own event methods, and one property per sub-flow
/// that offers events (`home.events.signIn.approvedElsewhere(session)`).
///
/// Computed once for the run, children before parents (an explicit order, no
/// recursion); time and memory are linear in the flows and the steps that run
/// sub-flows. A flow cycle (`flow-cycle`) is cut where it closes.
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
    // Children before parents: an iterative depth-first walk over the flows
    // each flow runs; an edge back to a flow still being walked (a cycle) is
    // skipped.
    var state = [UInt8](repeating: 0, count: flows.count)  // 0 new, 1 walking, 2 done
    var order: [Int] = []
    order.reserveCapacity(flows.count)
    for root in flows.indices where state[root] == 0 {
      var stack: [(flow: Int, next: Int)] = [(root, 0)]
      state[root] = 1
      while let top = stack.last {
        if top.next < callees[top.flow].count {
          stack[stack.count - 1].next += 1
          let callee = callees[top.flow][top.next]
          if state[callee] == 0 {
            state[callee] = 1
            stack.append((callee, 0))
          }
        } else {
          stack.removeLast()
          state[top.flow] = 2
          order.append(top.flow)
        }
      }
    }
    offersEvents = flows.map { !$0.events.isEmpty }
    children = Array(repeating: [], count: flows.count)
    for index in order {
      let offering = callees[index].filter { offersEvents[$0] }
      children[index] = offering
      if !offering.isEmpty { offersEvents[index] = true }
    }
  }
}
