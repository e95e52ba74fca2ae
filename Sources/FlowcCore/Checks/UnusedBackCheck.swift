extension Check {
  /// `unused-back` (warning): a `flow:` step's `back` is written, but the flow
  /// it runs never cancels, so it is never taken. A `flow:` step goes back when
  /// its child cancels, and a child cancels only through a transition or event
  /// to `cancel` (or `back`), or when the user goes back from its first screen
  /// without a `back` of its own (or from a first `flow:` step whose own child
  /// cancels).
  ///
  /// Linear: each flow is read once, and "may cancel" spreads from callee to
  /// caller along the `flow:` steps, each once.
  public static let unusedBacks = Check("unused backs", codes: [.unusedBack]) { model in
    let cancels = CancellingFlows(model)
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for node in flow.nodes {
        guard case .subflow = node.kind, let callee = node.callee, !cancels.contains(callee),
          let back = node.step?.back
        else { continue }
        let child = model.flows[callee]
        diagnostics.append(
          Diagnostic(
            .unusedBack,
            "'back' of \(node.label) is never taken: flow '\(child.name)' never cancels "
              + "(no transition leads to '\(Reserved.cancel)', and going back from its first "
              + "screen does not); remove it",
            at: back.location, subject: flow.subject(flow.nodesByID[node.id.value])))
      }
    }
    return diagnostics
  }
}

/// The flows of a model that may end with `cancel`, as far as the spec shows.
/// Errs towards "may": a flow that runs an unknown flow, or goes `back` as a
/// target, counts as one that may cancel, so the warning is never wrong.
struct CancellingFlows {
  private var cancels: [Bool]

  init(_ model: FlowModel) {
    let count = model.flows.count
    cancels = [Bool](repeating: false, count: count)
    // callers[c]: the flows that cancel when flow c cancels.
    var callers = [[Int]](repeating: [], count: count)
    for flow in model.flows {
      switch Self.cancelling(flow) {
      case .always: cancels[flow.index] = true
      case .when(let callees):
        for callee in callees { callers[callee].append(flow.index) }
      }
    }
    var queue = cancels.indices.filter { cancels[$0] }
    var head = 0
    while head < queue.count {
      let callee = queue[head]
      head += 1
      for caller in callers[callee] where !cancels[caller] {
        cancels[caller] = true
        queue.append(caller)
      }
    }
  }

  func contains(_ flow: Int) -> Bool { cancels[flow] }

  private enum Cancelling {
    /// The flow may cancel whatever its sub-flows do.
    case always
    /// The flow cancels when one of these flows does.
    case when([Int])
  }

  /// Whether `flow` may cancel by itself, or which callees would make it.
  private static func cancelling(_ flow: Flow) -> Cancelling {
    var callees: [Int] = []
    // Going back from a `flow:` step or a tab container happens when what it
    // runs cancels; from any other step, when the user goes back.
    func goingBack(from index: Int) -> Bool {
      let node = flow.nodes[index]
      switch node.kind {
      case .subflow, .tabs:
        if node.runsUnknownFlow || node.tabCallees.contains(nil) { return true }
        callees += node.callees
        return false
      case .screen, .action, .decision: return true
      }
    }
    func leaves(_ destination: Edge.Destination) -> Bool {
      switch destination {
      case .cancel, .back: true
      case .node, .finish, .ending, .unknown: false
      }
    }
    if flow.events.contains(where: { leaves($0.destination) }) { return .always }
    for edge in flow.edges where leaves(edge.destination) {
      if edge.kind != .back || goingBack(from: edge.source) { return .always }
    }
    // The first screens: `start`, and what follows it through steps without a
    // screen of their own. Going back from one with no `back` cancels the flow.
    guard let start = flow.start else { return .when(callees) }
    func cancelsGoingBack(from index: Int) -> Bool {
      flow.goesBackByDefault(index) && goingBack(from: index)
    }
    var cancels = cancelsGoingBack(from: start)
    var search = FlowSearch(flow)
    search.addSource(start)
    search.run(
      expands: { !flow.nodes[$0].kind.isScreen },
      reach: { node, _ in
        if !cancels, cancelsGoingBack(from: node) { cancels = true }
      })
    return cancels ? .always : .when(callees)
  }
}
