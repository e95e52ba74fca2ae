/// The paths the tests of a navigation suite take: from start, then from
/// events and links, the shortest to each edge (`FlowSearch`), and
/// the way a waiting link takes past its first gate.
extension NavigationSuiteBuilder {
  /// The tests and the edges left without one, with the reason.
  func tests() -> (tests: [NavigationSuiteContext.Test], notGenerated: [String]) {
    guard let start = flow.start else { return ([], ["the flow has no start"]) }
    // Breadth-first from start (a sub-flow or tab container is passed
    // through its flow, along that flow's shortest path to its ending); then from the targets of events heard at a screen start reaches.
    var shortest = FlowSearch(flow)
    /// How each node a round of the search starts from is entered: by an
    /// event or a link (nil for start and for nodes reached by a transition).
    var entered = [Move?](repeating: nil, count: flow.nodes.count)
    /// For a node entered by an event, the screen the event is sent at.
    var sentAt = [Int](repeating: -1, count: flow.nodes.count)
    shortest.addSource(start)
    shortest.run()
    for (index, event) in flow.events.enumerated() {
      guard case .node(let target) = event.destination, !shortest.reached[target],
        let step = (event.at ?? Array(flow.nodes.indices)).first(where: {
          shortest.reached[$0] && flow.nodes[$0].kind.isScreen
        })
      else { continue }
      shortest.addSource(target)
      entered[target] = .event(index)
      sentAt[target] = step
    }
    shortest.run()
    // Links last: they add only what start and events do not reach.
    for (index, link) in flow.links.enumerated() {
      guard let target = link.target, link.childStep == nil, !shortest.reached[target],
        flow.linkWays?.ways.indices.contains(index) != true
          || flow.linkWays?.ways[index].gates.isEmpty == true
      else { continue }
      shortest.addSource(target)
      entered[target] = .link(index)
    }
    shortest.run()
    let reached = shortest.reached
    func path(to node: Int) -> [Move] {
      // The path's parts, last first: each from the node a round started
      // from, which start, an event or a link entered.
      var parts: [[Move]] = []
      var current = node
      // Each part enters at a different node: an event's screen was reached before its target.
      for _ in 0...flow.nodes.count {
        let edges = shortest.edges(to: current)
        parts.append(edges.map { .edge($0) })
        let entry = edges.first.map { flow.edges[$0].source } ?? current
        switch entered[entry] {
        case .event(let index)?:
          parts.append([.event(index)])
          current = sentAt[entry]
        case .link(let index)?:
          parts.append([.link(index)])
          return parts.reversed().flatMap { $0 }
        default:
          return parts.reversed().flatMap { $0 }
        }
      }
      return parts.reversed().flatMap { $0 }
    }

    var tests: [NavigationSuiteContext.Test] = []
    var notGenerated: [String] = []
    func add(
      _ function: String, _ moves: [Move], what: String, waits: Bool = false, holds: Int? = nil
    ) {
      do {
        var moves = moves
        var link: Int?
        if case .link(let index)? = moves.first {
          link = index
          moves.removeFirst()
        }
        let made = try test(
          function: function, moves: moves, start: start, link: link, waits: waits, holds: holds)
        // A path that an earlier test already takes in full (an action's
        // success after the step that reaches it) is tested once.
        guard !tests.contains(where: { $0.name == made.name }) else { return }
        tests.append(made)
      } catch {
        notGenerated.append("\(what): \(error.reason)")
      }
    }
    add("start", [], what: "start")
    for (index, edge) in flow.edges.enumerated() {
      let source = flow.nodes[edge.source]
      let what =
        "\(source.id.value) \(TransitionEvent(edge).namedArrow.trimmingPrefix(" "))"
        + flow.reviewTarget(edge.destination)
      guard reached[edge.source] else {
        notGenerated.append(
          "\(what): not reached from start, an event or a link without a sub-flow")
        continue
      }
      add("edge\(index + 1)", path(to: edge.source) + [.edge(index)], what: what)
    }
    for (index, node) in flow.nodes.enumerated()
    where node.step?.inlineFailure != nil || inlineCase(of: node) != nil {
      let what = "\(node.id.value) --failure--> inline"
      guard reached[index] else {
        notGenerated.append(
          "\(what): not reached from start, an event or a link without a sub-flow")
        continue
      }
      add("inlineFailure\(index + 1)", path(to: index) + [.inlineFailure(index)], what: what)
    }
    for (eventIndex, event) in flow.events.enumerated() {
      let steps = event.at ?? Array(flow.nodes.indices)
      for step in steps {
        let what = "event \(event.event.name.value) at \(flow.nodes[step].id.value)"
        // Written at an action: heard while the action runs, which the test
        // holds (its stand-in waits until released) to send the event.
        var holds: Int?
        if !flow.nodes[step].kind.isScreen {
          guard event.at != nil, case .action = flow.nodes[step].kind else { continue }
          guard flow.nodes[step].step?.runsAsync ?? true else {
            notGenerated.append(
              "\(what): the action is synchronous, so nothing is heard while it runs")
            continue
          }
          holds = step
        }
        guard reached[step] else {
          notGenerated.append(
            "\(what): not reached from start, an event or a link without a sub-flow")
          continue
        }
        add(
          "event\(eventIndex + 1)At\(step + 1)", path(to: step) + [.event(eventIndex)],
          what: what, holds: holds)
      }
    }
    for (index, node) in flow.nodes.enumerated() where reached[index] {
      // Going back where the spec writes no `back` (to the screen before),
      // or `back: none` (refused): tested where the screen has one before it.
      guard case .screen = node.kind, node.step?.presentation != .alert,
        !flow.outgoing[index].contains(where: { flow.edges[$0].kind == .back })
      else { continue }
      let moves = path(to: index) + [.unwrittenBack(index)]
      if let made = try? test(function: "back\(index + 1)", moves: moves, start: start),
        !tests.contains(where: { $0.name == made.name })
      {
        tests.append(made)
      }
    }
    add("cancel", [.cancel], what: "cancel at start")
    for (index, link) in flow.links.enumerated() {
      add("link\(index + 1)", [.link(index)], what: "link \(link.link.pattern.value)")
    }
    // The way past each first gate, found once per gate and where it resumes.
    var waysPast: [[Int]: [Move]?] = [:]
    for (index, link) in flow.links.enumerated() {
      // A gated link also waits while its first gate takes another answer.
      guard let way = linkWay(index), let gate = way.gates.first,
        let resume = way.resumes.first ?? nil
      else { continue }
      if waysPast[[gate, resume]] == nil {
        waysPast[[gate, resume]] = .some(waitingMoves(gate: gate, resume: resume))
      }
      guard let moves = waysPast[[gate, resume]] ?? nil else { continue }
      add(
        "link\(index + 1)Waits", [.link(index)] + moves,
        what: "link \(link.link.pattern.value) waiting at \(flow.nodes[gate].id.value)",
        waits: true)
    }
    return (tests, notGenerated)
  }

  /// The way from gate `gate` of a link, by an answer other than its first,
  /// to where the gate resumes: the gate's edge, then the shortest path on
  /// (not through the gate again, nor through a tab container); nil if no
  /// other answer leads back there.
  func waitingMoves(gate: Int, resume: Int) -> [Move]? {
    let answers = flow.outgoing[gate].filter { flow.edges[$0].completesSource }
    for answer in answers.dropFirst() {
      guard case .node(let first) = flow.edges[answer].destination, first != resume, first != gate
      else { continue }
      var search = FlowSearch(flow)
      search.exclude(gate)
      search.addSource(first)
      search.run(
        expands: { node in
          if case .tabs = flow.nodes[node].kind { return false }
          return true
        },
        follows: { flow.edges[$0].kind != .back })
      guard search.reached[resume] else { continue }
      let moves: [Move] = search.edges(to: resume).map { .edge($0) }
      return [.edge(answer)] + moves
    }
    return nil
  }
}

extension String {
  fileprivate func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
