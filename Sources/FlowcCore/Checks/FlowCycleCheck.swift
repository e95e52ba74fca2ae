extension Check {
  /// `flow-cycle`: flows that run each other as sub-flows, which would never end.
  /// Reported once per cycle, at the `flow:` step that closes it.
  public static let flowCycles = Check("flow cycles", codes: [.flowCycle]) { model in
    // Flow -> (callee, calling node) in written order.
    let calls: [[(callee: Int, node: Int)]] = model.flows.map { flow in
      flow.nodes.enumerated().flatMap { index, node in node.callees.map { ($0, index) } }
    }
    var diagnostics: [Diagnostic] = []
    var state = [UInt8](repeating: 0, count: model.flows.count)  // 0 new, 1 on the path, 2 done
    var path: [Int] = []
    for root in model.flows.indices where state[root] == 0 {
      // Iterative depth-first search; a call to a flow on the path closes a cycle.
      var stack: [(flow: Int, next: Int)] = [(root, 0)]
      state[root] = 1
      path.append(root)
      while let (flow, next) = stack.last {
        guard next < calls[flow].count else {
          state[flow] = 2
          path.removeLast()
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let (callee, node) = calls[flow][next]
        switch state[callee] {
        case 0:
          state[callee] = 1
          path.append(callee)
          stack.append((callee, 0))
        case 1:
          let cycle =
            path[path.firstIndex(of: callee)!...].map { model.flows[$0].name } + [
              model.flows[callee].name
            ]
          let caller = model.flows[flow]
          let message =
            cycle.count == 2
            ? "flow '\(caller.name)' runs itself through \(caller.nodes[node].label)"
            : "flows run each other in a cycle: \(cycle.joined(separator: " -> "))"
          diagnostics.append(
            Diagnostic(
              .flowCycle, message,
              at: caller.nodes[node].step.flatMap { step in
                step.kind == .tabs
                  ? step.tabs.first { model.flowsByName[$0.flow.value] == callee }?.flow.location
                  : step.name.location
              } ?? caller.nodes[node].id.location,
              subject: caller.subject(node)))
        default:
          break
        }
      }
    }
    return diagnostics
  }
}
