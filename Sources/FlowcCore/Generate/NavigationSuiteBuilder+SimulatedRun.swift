/// A run of the flow as its spec says it goes, which a navigation test
/// follows: where it rests, what it checks, what it scripts.
extension NavigationSuiteBuilder {
  /// Where a simulated run is.
  enum Position: Equatable {
    case node(Int)
    case finished
    case cancelled
  }

  /// A run of the flow as the spec says it goes: where it rests, the
  /// screens it keeps to go back to, and the outcomes scripted so far.
  struct SimulatedRun {
    let builder: NavigationSuiteBuilder
    var position = Position.cancelled
    /// The screens to go back to, oldest first, the one shown last.
    var history: [Int] = []
    /// The outcomes each action and decision is scripted to give, by key, in order.
    var plans: [(key: String, outcomes: [String])] = []
    /// The actions and decisions called so far, by key, in order.
    var called: [String] = []
    /// How many of `called` the last checks covered.
    var checkedCalls = 0
    /// Whether the checks name the step (false for a sub-flow's run).
    var checksStep = true
    /// For a sub-flow's run in a tab of a container, the tab's position:
    /// its screens are checked on that tab's navigator.
    var tab: Int?
    /// The tab of the container the run is at that is selected.
    var selectedTab = 0
    /// Whether the flow the step runs was opened by a link at another step
    /// than its first (whose screen the checks then leave out).
    var linksIntoChild = false
    /// The action the run stops at, held by its stand-in until released, for
    /// an event heard while it runs.
    var hold = Hold.none

    /// Where the run stands with the action it holds.
    enum Hold: Equatable {
      /// It holds none, or has released the one it held.
      case none
      /// It will hold the action at node `index` when it reaches it.
      case ahead(index: Int)
      /// The action whose key this is is held now, until the test releases it.
      case held(key: String)
    }

    var flow: Flow { builder.flow }

    init(builder: NavigationSuiteBuilder) { self.builder = builder }

    /// Scripts what `other`, a run of a flow this one runs, scripted, in the order it called them.
    mutating func append(_ other: SimulatedRun) {
      var queues: [String: ArraySlice<String>] = [:]
      for (key, outcomes) in other.plans { queues[key] = outcomes[...] }
      for key in other.called {
        if let outcome = queues[key]?.popFirst() { plan(key, outcome) }
      }
    }

    mutating func plan(_ key: String, _ outcome: String) {
      called.append(key)
      if let index = plans.firstIndex(where: { $0.key == key }) {
        plans[index].outcomes.append(outcome)
      } else {
        plans.append((key, [outcome]))
      }
    }

    mutating func arrive(at destination: Edge.Destination, from source: Int?, name: inout [String])
      throws(Unsupported)
    {
      name.append(flow.reviewTarget(destination))
      switch destination {
      case .node(let target):
        let node = flow.nodes[target]
        switch node.kind {
        case .screen:
          let presentation = node.step?.presentation ?? .push
          if presentation != .alert {
            if let shown = history.lastIndex(of: target) {
              history.removeSubrange((shown + 1)...)
            } else if presentation == .root {
              history = [target]
            } else {
              history.append(target)
            }
          }
        case .action:
          if let screen = builder.runsOn[target], let shown = history.lastIndex(of: screen) {
            history.removeSubrange((shown + 1)...)
          }
        case .decision:
          break
        case .subflow:
          // The test ends where the sub-flow shows its first screen.
          guard builder.childScreen(of: node) != nil else {
            throw Unsupported(reason: "its path runs a sub-flow that starts without a screen")
          }
        case .tabs:
          // The test checks the container and the first screen of its selected tab.
          if let shown = history.lastIndex(of: target) {
            history.removeSubrange((shown + 1)...)
          } else if node.step?.presentation == .root {
            history = [target]
          } else {
            history.append(target)
          }
          selectedTab = builder.selectedTab(of: node)
        }
        position = .node(target)
      case .finish, .ending:
        position = .finished
      case .cancel:
        position = .cancelled
      case .back:
        // From a screen, the screen before it; from an action or a
        // decision, the screen before the one shown when it was reached.
        if let source, history.last == source || !flow.nodes[source].kind.isScreen {
          history.removeLast()
        }
        guard let top = history.last else {
          throw Unsupported(reason: "going back leaves the flow")
        }
        position = .node(top)
      case .unknown(let target):
        throw Unsupported(reason: "'\(target)' is no step")
      }
    }

    /// Takes `edge` from where the run is.
    mutating func take(_ edge: Edge, name: inout [String]) throws(Unsupported) {
      if case .back = edge.kind, history.last == edge.source, case .node = edge.destination {
        history.removeLast()
      }
      try arrive(at: edge.destination, from: edge.source, name: &name)
    }

    /// Runs the actions and decisions the run reaches, taking the next
    /// moves while they leave the node it is at, else each one's first way on.
    mutating func continueAutomatically(_ pending: inout ArraySlice<Move>, name: inout [String])
      throws(Unsupported)
    {
      var steps = 0
      while case .node(let current) = position, !flow.nodes[current].kind.isScreen,
        !builder.isOpaque(flow.nodes[current]), hold != .ahead(index: current)
      {
        steps += 1
        guard steps <= flow.nodes.count + pending.count + 1 else {
          throw Unsupported(reason: "its actions and decisions go round without a screen")
        }
        let node = flow.nodes[current]
        switch pending.first {
        case .edge(let index) where flow.edges[index].source == current:
          pending.removeFirst()
          let edge = flow.edges[index]
          script(node, edge)
          name[name.count - 1] += builder.eventWord(edge)
          try take(edge, name: &name)
        case .inlineFailure(let action) where action == current:
          pending.removeFirst()
          plan(actionKey(node), "failure")
          name[name.count - 1] += " fails inline"
          let screen = builder.runsOn[current] ?? history.last
          guard let screen else { throw Unsupported(reason: "no screen shows the failure") }
          if let shown = history.lastIndex(of: screen) { history.removeSubrange((shown + 1)...) }
          name.append(flow.nodes[screen].id.value)
          position = .node(screen)
        default:
          // The path ends here: the first way on of a success or an answer.
          guard
            let index = flow.outgoing[current].first(where: {
              flow.edges[$0].completesSource
            })
          else { throw Unsupported(reason: "\(node.id.value) has no way on") }
          let edge = flow.edges[index]
          script(node, edge)
          name[name.count - 1] += builder.eventWord(edge)
          try take(edge, name: &name)
        }
      }
    }

    /// What the test awaits after a move: the flow settling, or where the run
    /// has just reached the action it holds, the action being called and held
    /// (settling would wait for it). Once the run has left the held action,
    /// the checks of where it moved at once, then the release of the action,
    /// whose late end the flow must drop, and the settling.
    mutating func settle(name: inout [String]) -> [String] {
      if case .ahead(let index) = hold, position == .node(index) {
        let key = actionKey(flow.nodes[index])
        plan(key, "held")
        hold = .held(key: key)
        name[name.count - 1] += " held"
        return ["await fake.script.held(\(builder.literal(key)))"]
      }
      guard case .held(let key) = hold else { return ["await coordinator.settle()"] }
      hold = .none
      // At a screen, the flow has moved at once, before the action ends.
      var checks: [String] = []
      if case .node(let index) = position, flow.nodes[index].kind.isScreen {
        checks = restChecks()
      }
      return checks + [
        "fake.script.release(\(builder.literal(key)))", "await coordinator.settle()",
      ]
    }

    func actionKey(_ node: FlowNode) -> String {
      if case .action(let name) = node.kind { return name }
      return node.id.value
    }

    /// Scripts the action or decision `node` to take `edge`.
    mutating func script(_ node: FlowNode, _ edge: Edge) {
      switch node.kind {
      case .action:
        switch edge.kind {
        case .failure: plan(actionKey(node), edge.failureCase.map { "failure.\($0)" } ?? "failure")
        case .onCase(let name): plan(actionKey(node), name)
        default: plan(actionKey(node), "next")
        }
      case .decision:
        guard node.decision?.routesInput == false else { return }
        switch edge.kind {
        case .decisionCase(let name), .onCase(let name): plan(node.id.value, name)
        default:
          let routed = Set(node.decision?.cases.map(\.value) ?? [])
          let written = Set(
            flow.outgoing[edge.source].compactMap { index -> String? in
              if case .decisionCase(let name) = flow.edges[index].kind { return name }
              return nil
            })
          let free = routed.subtracting(written).sorted().first ?? "next"
          plan(node.id.value, free)
        }
      default:
        break
      }
    }

    /// The checks of where the run rests, and of the actions and decisions
    /// called on the way if any were since the last checks: one call of the
    /// support file's `NavigationTestRun.expect`, whose checks each report
    /// at the test's line.
    mutating func restChecks() -> [String] {
      var arguments: [String] = []
      /// The screen `name` shown as `step` shows it, on tab `tab`'s navigator if given.
      func screen(_ name: String, _ step: Step?, tab: Int?) {
        let shown = step?.presentation == .alert ? "alert" : "showing"
        arguments.append("\(shown): \(builder.literal(name))")
        if let tab { arguments.append("inTab: \(tab)") }
      }
      if !checksStep {
        // A sub-flow's screen: the parent stays at its step meanwhile.
        guard case .node(let index) = position, case .screen(let name) = flow.nodes[index].kind
        else { return [] }
        screen(name, flow.nodes[index].step, tab: tab)
        return ["run.expect(\(arguments.joined(separator: ", ")))"]
      }
      var step: String?
      switch position {
      case .finished, .cancelled:
        break
      case .node(let index):
        let node = flow.nodes[index]
        step = "step: coordinator.state?.current.stepID, .\(SwiftSpelling.member(node.id.value))"
        if case .subflow = node.kind, linksIntoChild {
          // The linked flow's own checks follow.
        } else if let child = builder.childScreen(of: node) {
          // A sub-flow: the first screen of its flow.
          screen(child.name, child.step, tab: nil)
        } else if case .tabs = node.kind, let nodeStep = node.step {
          // The container, and the first screen of its selected tab's flow.
          let ids = nodeStep.tabs.map(\.id.value).joined(separator: ", ")
          let kind = nodeStep.container?.value.rawValue ?? "tabs"
          arguments.append("container: \(builder.literal("\(kind)(\(ids))"))")
          arguments.append("selectedTab: \(selectedTab)")
          if !linksIntoChild, let child = builder.childScreen(of: node, tab: selectedTab) {
            screen(child.name, child.step, tab: selectedTab)
          }
        } else if case .screen(let name) = node.kind {
          screen(name, node.step, tab: nil)
        }
      }
      if called.count > checkedCalls {
        checkedCalls = called.count
        arguments.append(
          "called: [\(called.map(builder.literal).joined(separator: ", "))], by: fake.script")
      }
      if position == .finished { arguments.append("ended: .finished") }
      if position == .cancelled { arguments.append("ended: .cancelled") }
      return ["run.expect(\(([step].compactMap { $0 } + arguments).joined(separator: ", ")))"]
    }
  }
}
