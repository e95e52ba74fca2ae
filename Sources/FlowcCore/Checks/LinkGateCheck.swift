extension Check {
  /// `link-gate`: a gated deep link that would open its target around a gate
  /// (a gate leads to the target, but some way from `start` reaches it without
  /// passing the gate: the message shows one), that cannot enter its first
  /// gate (the gate takes input or carries data a link lacks), or that could
  /// never open (no step follows its gates and the gates do not lead to it).
  ///
  /// Links written `gated: false` are left alone: they open at once on purpose.
  public static let linkGates = Check("deep links and gates", codes: [.linkGate]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows where flow.start != nil && !flow.links.isEmpty {
      guard let ways = flow.linkWays else { continue }
      guard let dominators = ways.dominators else { continue }
      // What each step carries, found when the first link passes a gate.
      var carriedFound: [[Int]]?
      func carriedByStep() -> [[Int]] {
        let carried = carriedFound ?? model.carriedData(of: flow)
        carriedFound = carried
        return carried
      }
      let reachedFrom = gateLabels(flow, ways.forward)
      // A counter-example path costs a search of the flow: a few are enough.
      var searches = 0
      for (link, way) in zip(flow.links, ways.ways) where link.link.isGated {
        guard let target = link.target else { continue }
        let pattern = link.link.pattern.value
        let at = link.link.target.location
        if way.hasTooManyGates {
          diagnostics.append(
            Diagnostic(
              .linkGate,
              "link '\(pattern)' would pass more than \(LinkWays.maxGates) gates before "
                + "'\(flow.nodes[target].id.value)'; link to a step nearer its gates, or write "
                + "'gated: false'", at: at, subject: flow.subject(target)))
          continue
        }
        if !way.gates.isEmpty, case let carried = carriedByStep(),
          let gate = way.gates.first(where: {
            flow.nodes[$0].input != .void || !carried[$0].isEmpty
          })
        {
          let node = flow.nodes[gate]
          let lacks = dataALinkLacks(gate, in: flow, carried: carried)
          diagnostics.append(
            Diagnostic(
              .linkGate,
              "link '\(pattern)' must pass gate '\(node.id.value)' before "
                + "'\(flow.nodes[target].id.value)', but the gate \(lacks), which a link does "
                + "not carry; link to a step before the gate, or write 'gated: false' to open "
                + "the target without it", at: at, subject: flow.subject(target)))
          continue
        }
        if let last = way.gates.last, way.resumes.last.flatMap({ $0 }) == nil,
          !dominators.dominates(last, target)
        {
          diagnostics.append(
            Diagnostic(
              .linkGate,
              "link '\(pattern)' would wait behind gate '\(flow.nodes[last].id.value)' forever: "
                + "its ways never meet again and none leads to '\(flow.nodes[target].id.value)'; "
                + "write 'gated: false', or give the gate's ways a common step",
              at: at, subject: flow.subject(target)))
          continue
        }
        // A marked gate that leads to the target without guarding it.
        guard let gate = reachedFrom[target], gate != target, dominators.isReachable(target),
          !dominators.dominates(gate, target)
        else { continue }
        var around = ""
        if searches < 20, let start = flow.start,
          let path = ways.forward.shortestPath(from: start, to: target, avoiding: gate)
        {
          searches += 1
          around = ": " + describe(path.map { (node: $0, completed: true) }, in: flow)
        }
        diagnostics.append(
          Diagnostic(
            .linkGate,
            "link '\(pattern)' opens '\(flow.nodes[target].id.value)', which gate "
              + "'\(flow.nodes[gate].id.value)' leads to but does not guard: the flow reaches it "
              + "around the gate\(around); make every way pass the gate, or write 'gated: false'",
            at: at, subject: flow.subject(target)))
      }
    }
    return diagnostics
  }

  /// For each node, a gate written `gate: true` that leads to it (the nearest
  /// by a breadth-first search from all of them), if any; linear in the flow.
  private static func gateLabels(_ flow: Flow, _ graph: Digraph) -> [Int?] {
    var label = [Int?](repeating: nil, count: flow.nodes.count)
    var queue: [Int] = []
    for (index, node) in flow.nodes.enumerated()
    where (node.decision?.gate?.value ?? node.step?.gate?.value) == true {
      label[index] = index
      queue.append(index)
    }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for next in graph.successors(of: node) where label[next] == nil {
        label[next] = label[node]
        queue.append(next)
      }
    }
    // A gate labels itself; what it leads to is what counts.
    for (index, node) in flow.nodes.enumerated()
    where (node.decision?.gate?.value ?? node.step?.gate?.value) == true {
      label[index] = nil
    }
    return label
  }

  /// What node `index` needs that a link cannot supply, for messages: "takes
  /// 'Int'", or "carries data from earlier steps ('name')".
  static func dataALinkLacks(_ index: Int, in flow: Flow, carried: [[Int]]) -> String {
    let node = flow.nodes[index]
    guard node.input == .void else { return "takes '\(node.input)'" }
    return "carries data from earlier steps ("
      + carried[index].map { "'\(flow.nodes[$0].id.value)'" }.joined(separator: ", ") + ")"
  }
}
