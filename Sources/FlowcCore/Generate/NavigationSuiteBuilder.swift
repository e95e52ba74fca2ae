/// Builds what the navigation test suite of one flow holds: scripted
/// stand-ins for its screens, actions and decisions, and one test per edge,
/// each driving the generated coordinator along the shortest path from
/// `start` that takes the edge (`flowc tests`).
///
/// Paths are found breadth-first from `start` over the written transitions,
/// each node's transitions in spec order, as `PathFinder` finds them; a
/// sub-flow or tab container on the path is passed through its flow, along
/// that flow's own shortest path to the ending the edge out of it routes (a
/// tab selected first). Deep links open with their gates passed, and once
/// more waiting while the first gate takes its next answer. An edge no path
/// can take is listed in the suite's comment instead, with the reason.
/// Each test follows its path as the app's user and
/// services would: it completes the screen shown with the value the edge
/// needs, scripts each action's success or failure and each decision's
/// answer beforehand, and after every step checks the step the flow rests at
/// and the screen on top of the navigator.
struct NavigationSuiteBuilder {
  let model: FlowModel
  let flow: Flow
  let context: FlowContext
  let values: NavigationTestValues

  init(model: FlowModel, flow: Flow, context: FlowContext) {
    self.model = model
    self.flow = flow
    self.context = context
    values = NavigationTestValues(types: model.types)
    runsOn = ActionScreens(flow).screens
  }

  /// For each action that runs on a screen (`from`), that screen.
  let runsOn: [Int: Int]

  var namespace: String { FlowContextBuilder.namespace(flow) }

  // MARK: - Scripted stand-ins

  /// The stand-ins of this flow's own screens, actions and decisions, as
  /// the default implementations of its `NavigationScripted` protocol.
  func requirements() -> [NavigationSuiteContext.Requirement] {
    var seen: Set<String> = []
    var requirements: [NavigationSuiteContext.Requirement] = []
    let feedback = ScreenTypes.feedbackScreens(flow)
    let parameters = context.takesParameters ? "parameters: \(namespace).Parameters" : nil
    var actionOutcomes: [String: [(key: String, line: String)]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      guard case .action(let name) = node.kind else { continue }
      for edge in flow.outgoing[index].map({ flow.edges[$0] }) {
        guard let outcome = actionOutcome(of: edge, node: node) else { continue }
        actionOutcomes[name, default: []].append(outcome)
      }
      if node.step?.inlineFailure != nil || inlineCase(of: node) != nil,
        let line = failureLine(node: node, failureCase: inlineCase(of: node))
      {
        actionOutcomes[name, default: []].append(("failure", line))
      }
    }
    for (index, node) in flow.nodes.enumerated() {
      switch node.kind {
      case .screen(let name):
        let method = SwiftSpelling.method(node.step?.factory?.value ?? name)
        var arguments: [String] = []
        if node.input == .named("Error") {
          arguments.append("_ input: \(SwiftSpelling.failedError)")
        } else if FlowContextBuilder.hasValue(node.input) {
          arguments.append("_ input: \(SwiftSpelling.type(node.input))")
        }
        if let parameters { arguments.append(parameters) }
        arguments.append("_ exit: FlowRuntime.ScreenExit<\(SwiftSpelling.type(node.output))>")
        if feedback.contains(index) { arguments.append("feedback: FlowRuntime.ActionFeedback") }
        let signature = "func \(method)(\(arguments.joined(separator: ", "))) -> AnyObject"
        guard seen.insert(signature).inserted else { continue }
        requirements.append(
          .init(
            signature: signature,
            lines: [
              "script.screen(\(literal(screenKey(node))), \(literal(name)), exit)"
            ]))
      case .action(let name):
        let method = SwiftSpelling.method(name)
        var arguments: [String] = []
        if FlowContextBuilder.hasValue(node.input) {
          arguments.append("_ input: \(SwiftSpelling.type(node.input))")
        }
        if let parameters { arguments.append(parameters) }
        let canFail = node.step?.canFail ?? true
        var effects = (node.step?.runsAsync ?? true) ? " async" : ""
        if canFail {
          effects += " throws"
          if let failure = node.failure, failure != .error {
            effects += "(\(SwiftSpelling.type(failure)))"
          }
        }
        let output = FlowContextBuilder.hasValue(node.output) ? node.output : nil
        let result = output.map { " -> \(SwiftSpelling.type($0))" } ?? ""
        let signature = "func \(method)(\(arguments.joined(separator: ", ")))\(effects)\(result)"
        guard seen.insert(signature).inserted else { continue }
        let success = output.map { values.value(of: $0) ?? "fatalError()" }
        var lines: [String] = []
        var cases: Set<String> = []
        let outcomes = (actionOutcomes[name] ?? []).filter { cases.insert($0.key).inserted }
        if outcomes.isEmpty {
          lines.append("script.record(\(literal(name)))")
          lines.append(success.map { "return \($0)" } ?? "return")
        } else {
          lines.append("switch script.next(\(literal(name))) {")
          for outcome in outcomes {
            lines.append("case \(literal(outcome.key)):")
            lines.append("  " + outcome.line)
          }
          lines.append("default:")
          lines.append("  " + (success.map { "return \($0)" } ?? "return"))
          lines.append("}")
        }
        requirements.append(.init(signature: signature, lines: lines))
      case .decision:
        guard let decision = node.decision, !decision.routesInput else { continue }
        var arguments: [String] = []
        if FlowContextBuilder.hasValue(node.input) {
          arguments.append("_ input: \(SwiftSpelling.type(node.input))")
        }
        if let parameters { arguments.append(parameters) }
        let outcome = "\(namespace).\(SwiftSpelling.upperFirst(node.id.value))Outcome"
        let signature =
          "func \(SwiftSpelling.identifier(node.id.value))(\(arguments.joined(separator: ", "))) -> \(outcome)"
        guard seen.insert(signature).inserted else { continue }
        var lines = ["switch script.next(\(literal(node.id.value))) {"]
        var first: String?
        for (position, name) in decision.cases.enumerated() {
          let payload = decision.payloads?[position]?.value
          var value = "." + SwiftSpelling.member(name.value)
          if let payload, payload != .void {
            guard let built = values.value(of: payload) else { continue }
            value += "(\(built))"
          }
          if first == nil {
            first = value
          } else {
            lines.append("case \(literal(name.value)):")
            lines.append("  return \(value)")
          }
        }
        lines.append("default:")
        lines.append("  return \(first ?? "fatalError()")")
        lines.append("}")
        if lines.count == 4 {
          lines = ["script.record(\(literal(node.id.value)))", "return \(first ?? "fatalError()")"]
        }
        requirements.append(.init(signature: signature, lines: lines))
      case .subflow, .tabs:
        continue
      }
    }
    return requirements
  }

  /// The case of the action's error that `failure` routes `inline`, if one is.
  func inlineCase(of node: FlowNode) -> String? {
    node.step?.failureRoutes.first { $0.target.value == .node(Reserved.inline) }?.caseName.value
  }

  /// The key and statement of what an action does to take `edge`; nil for its success.
  private func actionOutcome(of edge: Edge, node: FlowNode) -> (key: String, line: String)? {
    switch edge.kind {
    case .failure:
      guard let line = failureLine(node: node, failureCase: edge.failureCase) else { return nil }
      return (outcomeKey(edge), line)
    case .onCase(let name):
      guard let value = values.value(ofCase: name, in: node.output) else { return nil }
      return (outcomeKey(edge), "return \(value)")
    default:
      return nil
    }
  }

  /// The statement that makes an action fail, with `failureCase` of its error if given.
  private func failureLine(node: FlowNode, failureCase: String?) -> String? {
    guard let failure = node.failure else { return nil }
    if failure == .error {
      return "throw NavigationTestFailure(step: \(literal(node.id.value)))"
    }
    if let failureCase, failureCase != Reserved.defaultCase {
      return values.value(ofCase: failureCase, in: failure).map { "throw \($0)" }
    }
    // `default`: a case no other route of the action names.
    let routed = Set(node.step?.failureRoutes.map(\.caseName.value) ?? [])
    if let cases = model.types.enumCases(of: failure),
      let free = cases.first(where: { !routed.contains($0.name.value) })
    {
      return values.value(ofCase: free.name.value, in: failure).map { "throw \($0)" }
    }
    return values.value(of: failure).map { "throw \($0)" }
  }

  /// The word a script uses for the outcome that takes `edge`.
  private func outcomeKey(_ edge: Edge) -> String {
    switch edge.kind {
    case .failure: edge.failureCase.map { "failure.\($0)" } ?? "failure"
    case .onCase(let name), .decisionCase(let name): name
    case .next, .defaultNext, .back: "next"
    }
  }

  func screenKey(_ node: FlowNode) -> String {
    guard case .screen(let name) = node.kind else { return node.id.value }
    return node.step?.factory?.value ?? name
  }

  func literal(_ text: String) -> String { SwiftSpelling.stringLiteral(text) }

  // MARK: - Tests

  /// What a test does at one point of its path.
  enum Move {
    /// Takes edge (index in `flow.edges`).
    case edge(Int)
    /// The action (node index) fails and shows its error on its screen (`failure: inline`).
    case inlineFailure(Int)
    /// The event (index in `flow.events`) happens.
    case event(Int)
    /// The flow is cancelled as a whole.
    case cancel
    /// The flow starts at the deep link (index in `flow.links`): only first.
    case link(Int)
    /// The user goes back from the screen (node index) whose step writes no
    /// `back`, or `back: none`.
    case unwrittenBack(Int)
  }

  /// Why a path cannot be driven yet.
  struct Unsupported: Error {
    var reason: String
  }

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
    func add(_ function: String, _ moves: [Move], what: String, waits: Bool = false) {
      do {
        var moves = moves
        var link: Int?
        if case .link(let index)? = moves.first {
          link = index
          moves.removeFirst()
        }
        let made = try test(
          function: function, moves: moves, start: start, link: link, waits: waits)
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
        guard flow.nodes[step].kind.isScreen else {
          // Written at an action: heard while the action runs, which the
          // scripted actions, done as soon as called, do not wait in.
          if event.at != nil, case .action = flow.nodes[step].kind {
            notGenerated.append("\(what): heard while an action runs, which no test waits in yet")
          }
          continue
        }
        guard reached[step] else {
          notGenerated.append(
            "\(what): not reached from start, an event or a link without a sub-flow")
          continue
        }
        add(
          "event\(eventIndex + 1)At\(step + 1)", path(to: step) + [.event(eventIndex)], what: what)
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

  /// The first step of the flow a `flow:` step runs, if it is a screen; nil
  /// for other nodes and for a flow that starts with an action or decision.
  func childScreen(of node: FlowNode, tab: Int? = nil) -> (name: String, step: Step?)? {
    let callee: Int?
    switch node.kind {
    case .subflow: callee = node.callee
    case .tabs:
      callee = tab.flatMap { node.tabCallees.indices.contains($0) ? node.tabCallees[$0] : nil }
    default: callee = nil
    }
    guard let callee,
      let start = model.flows[callee].start,
      case .screen(let name) = model.flows[callee].nodes[start].kind
    else { return nil }
    return (name, model.flows[callee].nodes[start].step)
  }

  /// The position of the tab a container shows first (`selected`, else the first).
  func selectedTab(of node: FlowNode) -> Int {
    guard let step = node.step, let selected = step.selected?.value else { return 0 }
    return step.tabs.firstIndex { $0.id.value == selected } ?? 0
  }

  /// A sub-flow or tab container: the flows it runs have tests of their own.
  func isOpaque(_ node: FlowNode) -> Bool {
    switch node.kind {
    case .subflow, .tabs: true
    default: false
    }
  }

  /// Where a simulated run is.
  private enum Position: Equatable {
    case node(Int)
    case finished
    case cancelled
  }

  /// The test that starts the flow and makes `moves`.
  private func test(
    function: String, moves: [Move], start: Int, link: Int? = nil, waits: Bool = false
  ) throws(Unsupported) -> NavigationSuiteContext.Test {
    var run = SimulatedRun(builder: self)
    var lines: [String] = []
    var name = [flow.name]
    var pending = moves[...]
    var exits = 0

    let coordinatorArguments =
      "navigator: run.navigator, dependencies: fake"
      + (context.takesParameters ? ", parameters: \(try parametersValue())" : "")
    let input =
      FlowContextBuilder.hasValue(flow.input)
      ? "\(try value(of: flow.input, for: "the flow's input")), " : ""
    var body: [String] = []
    body.append("let coordinator = \(namespace).Coordinator(\(coordinatorArguments))")
    if let link {
      // The link's URL, parsed, opens the flow at its step.
      let written = flow.links[link]
      let url = try linkURL(written.link.pattern.value)
      body.append(
        "let link = try #require(URL(string: \(literal(url))).flatMap(\(namespace).Link.init(url:)))"
      )
      body.append("coordinator.start(at: link, completion: { run.end($0) })")
      name.append("link \(written.link.pattern.value)")
      if waits {
        // The link waits at its first gate, which the moves answer otherwise
        // than scripts do by default, and pass to where the gate resumes.
        guard let gate = linkWay(link)?.gates.first else {
          throw Unsupported(reason: "the link passes no gate")
        }
        try run.arrive(at: .node(gate), from: nil, name: &name)
        try run.continueAutomatically(&pending, name: &name)
        body.append("await coordinator.settle()")
        body += run.restChecks()
      } else {
        body += try openedLink(link, fromGate: 0, run: &run, pending: &pending, name: &name)
      }
    } else {
      body.append("coordinator.start(\(input)completion: { run.end($0) })")
      try run.arrive(at: .node(start), from: nil, name: &name)
      try run.continueAutomatically(&pending, name: &name)
      body.append("await coordinator.settle()")
      body += run.restChecks()
    }

    while let move = pending.popFirst() {
      switch move {
      case .edge(let index):
        let edge = flow.edges[index]
        guard case .node(edge.source) = run.position else {
          throw Unsupported(reason: "its path leaves a step the flow is not at")
        }
        if case .subflow = flow.nodes[edge.source].kind {
          // The sub-flow's own screens lead it to the ending the edge routes.
          let node = flow.nodes[edge.source]
          try runChild(
            node.callee, routed: Set(node.step?.on.map(\.caseName.value) ?? []), toTake: edge,
            run: &run, body: &body, exits: &exits)
          name[name.count - 1] += eventWord(edge)
          try run.take(edge, name: &name)
          break
        }
        if case .tabs = flow.nodes[edge.source].kind {
          // The user selects the edge's tab, whose flow then runs to its ending.
          let node = flow.nodes[edge.source]
          let tabs = node.step?.tabs ?? []
          guard let tab = tabs.firstIndex(where: { $0.id.value == edge.tab }) else {
            throw Unsupported(reason: "the edge belongs to no tab")
          }
          if run.selectedTab != tab {
            run.selectedTab = tab
            body.append("run.navigator.userSelectsTab(\(tab))")
            body.append("await coordinator.settle()")
            body += run.restChecks()
          }
          try runChild(
            node.tabCallees[tab], routed: Set(tabs[tab].on.map(\.caseName.value)), toTake: edge,
            run: &run, body: &body, exits: &exits, tab: tab)
          name[name.count - 1] += " tab \(tabs[tab].id.value)" + eventWord(edge)
          try run.take(edge, name: &name)
          break
        }
        guard case .screen = flow.nodes[edge.source].kind else {
          throw Unsupported(reason: "its path leaves a step that is not shown")
        }
        exits += 1
        body += try interaction(edge, exit: "exit\(exits)", then: pending.first)
        name[name.count - 1] += eventWord(edge)
        try run.take(edge, name: &name)
      case .event(let index):
        let event = flow.events[index]
        guard
          let outside = context.outsideEvents.first(where: { $0.name == event.event.name.value })
        else { throw Unsupported(reason: "the flow's coordinator does not take the event") }
        var argument = ""
        if FlowContextBuilder.hasValue(event.payload) {
          // The coordinator takes the error that happened.
          argument =
            event.payload == .error
            ? "NavigationTestFailure(step: \(literal(event.event.name.value)))"
            : try value(of: event.payload, for: "the event's payload")
        }
        body.append(
          "#expect(coordinator.\(SwiftSpelling.member(outside.identifier.trimmingBackticks))(\(argument)))"
        )
        name.append("event \(event.event.name.value)")
        try run.arrive(at: event.destination, from: nil, name: &name)
      case .cancel:
        body.append("coordinator.cancel()")
        name.append("cancel")
        run.position = .cancelled
      case .unwrittenBack(let screen):
        guard run.position == .node(screen), flow.nodes[screen].kind.isScreen else {
          throw Unsupported(reason: "its path goes back from a step the flow is not at")
        }
        exits += 1
        let output = SwiftSpelling.type(flow.nodes[screen].output)
        body.append(
          "let exit\(exits) = try fake.script.requireExit(\(literal(screenKey(flow.nodes[screen]))), of: \(output).self)"
        )
        body.append("exit\(exits).back()")
        if flow.nodes[screen].step?.backDisabled != nil {
          // `back: none`: the flow stays at the screen.
          name[name.count - 1] += " back refused"
          name.append(flow.nodes[screen].id.value)
        } else {
          guard run.history.last == screen, run.history.count >= 2 else {
            throw Unsupported(reason: "going back leaves the flow")
          }
          run.history.removeLast()
          name[name.count - 1] += " back"
          name.append(flow.nodes[run.history[run.history.count - 1]].id.value)
          run.position = .node(run.history[run.history.count - 1])
        }
      case .inlineFailure:
        throw Unsupported(reason: "an inline failure of a step not reached")
      case .link:
        throw Unsupported(reason: "a link after the flow started")
      }
      try run.continueAutomatically(&pending, name: &name)
      body.append("await coordinator.settle()")
      if waits, let link, pending.isEmpty {
        // Past the gate, where it resumes: the waiting link goes on to its step.
        let resume = linkWay(link)?.resumes.first ?? nil
        guard let resume, run.position == .node(resume) else {
          throw Unsupported(reason: "its way past the gate does not reach where the gate resumes")
        }
        body += try openedLink(link, fromGate: 1, run: &run, pending: &pending, name: &name)
        continue
      }
      body += run.restChecks()
    }
    lines.append("let run = NavigationTestRun<\(namespace).Output>()")
    lines.append("let fake = \(fakeName)()")
    for (key, outcomes) in run.plans {
      lines.append(
        "fake.script.plan(\(literal(key)), [\(outcomes.map(literal).joined(separator: ", "))])")
    }
    lines += body
    return NavigationSuiteContext.Test(
      name: testName(name), function: function, lines: lines)
  }

  var fakeName: String { flow.name + "NavigationFake" }

  /// How link `link` reaches its step (nil without gates' analysis).
  func linkWay(_ link: Int) -> LinkWays.Way? {
    flow.linkWays.flatMap { $0.ways.indices.contains(link) ? $0.ways[link] : nil }
  }

  /// Opens link `link` (`openLink`), from its gate `fromGate` on, and checks
  /// where the flow rests then, and the screens a `back: rebuild` link built.
  private func openedLink(
    _ link: Int, fromGate: Int, run: inout SimulatedRun, pending: inout ArraySlice<Move>,
    name: inout [String]
  ) throws(Unsupported) -> [String] {
    var body: [String] = []
    let child = try openLink(link, fromGate: fromGate, run: &run, name: &name)
    if child == nil { try run.continueAutomatically(&pending, name: &name) }
    if fromGate == 0 { body.append("await coordinator.settle()") }
    if let child {
      // The parent rests at the step that runs the linked flow, which shows the link's step.
      run.append(child)
      run.linksIntoChild = true
      body += run.restChecks()
      run.linksIntoChild = false
      var child = child
      body += child.restChecks()
    } else {
      body += run.restChecks()
    }
    if flow.links[link].link.back?.value == .rebuild, case .node(let target) = run.position,
      flow.nodes[target].kind.isScreen
    {
      // The screens the link built under its step, and its step.
      let names = run.history.compactMap { index -> String? in
        guard case .screen(let name) = flow.nodes[index].kind else { return nil }
        return literal(name)
      }
      body.append("#expect(run.shown == [\(names.joined(separator: ", "))])")
    }
    return body
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

  /// Opens deep link `link` in `run`: passes its gates, each answered as
  /// scripts answer by default, up to where the link goes on, then its
  /// step, under the screens a `back: rebuild` link builds. For a link into
  /// a step of a sub-flow or of a tab's flow, the run of that flow there.
  private func openLink(
    _ link: Int, fromGate: Int = 0, run: inout SimulatedRun, name: inout [String]
  ) throws(Unsupported) -> SimulatedRun? {
    let written = flow.links[link]
    guard let target = written.target else { throw Unsupported(reason: "the link opens no step") }
    let way = linkWay(link)
    var none = [Move]()[...]
    for (position, gate) in (way?.gates ?? []).enumerated()
    where position >= fromGate && run.position != .node(target) {
      // The link waits while the gate is passed, then goes on where it resumes.
      try run.arrive(at: .node(gate), from: nil, name: &name)
      try run.continueAutomatically(&none, name: &name)
      let resume = way?.resumes.indices.contains(position) == true ? way?.resumes[position] : nil
      guard run.position == .node(target) || (resume.map { run.position == .node($0) } ?? false)
      else { throw Unsupported(reason: "the first answer of its gate leads elsewhere") }
    }
    if run.position != .node(target) {
      if written.link.back?.value == .rebuild, let rebuilt = way?.rebuilt {
        for screen in rebuilt where run.history.last != screen { run.history.append(screen) }
      }
      try run.arrive(at: .node(target), from: nil, name: &name)
    }
    guard let parts = written.childParts else { return nil }
    let node = flow.nodes[target]
    var callee = node.callee
    var childStep: String? = parts.head
    var tab: Int?
    if case .tabs = node.kind {
      let tabs = node.step?.tabs ?? []
      guard let index = tabs.firstIndex(where: { $0.id.value == parts.head }) else {
        throw Unsupported(reason: "the link names no tab")
      }
      tab = index
      run.selectedTab = index
      callee = node.tabCallees[index]
      childStep = parts.rest
      name[name.count - 1] += " tab \(parts.head)"
    }
    guard let childStep else { return nil }
    guard let callee, let step = model.flows[callee].nodesByID[childStep] else {
      throw Unsupported(reason: "the linked flow has no step '\(childStep)'")
    }
    let builder = NavigationSuiteBuilder(model: model, flow: model.flows[callee], context: context)
    var childRun = SimulatedRun(builder: builder)
    childRun.checksStep = false
    childRun.tab = tab
    var childName: [String] = []
    try childRun.arrive(at: .node(step), from: nil, name: &childName)
    try childRun.continueAutomatically(&none, name: &childName)
    name += childName
    return childRun
  }

  /// Drives `callee`, the flow a `flow:` step or a container's tab (`tab`,
  /// whose navigator shows its screens) runs, along its shortest path to an
  /// ending that takes `edge` (`routed`: the endings the step's or tab's `on`
  /// names); the child's actions and decisions are scripted in `run`, after
  /// the parent's so far.
  private func runChild(
    _ callee: Int?, routed: Set<String>, toTake edge: Edge, run: inout SimulatedRun,
    body: inout [String], exits: inout Int, tab: Int? = nil, depth: Int = 0
  ) throws(Unsupported) {
    guard depth < Self.maxChildDepth else {
      throw Unsupported(reason: "its ending lies deeper than \(Self.maxChildDepth) sub-flows")
    }
    guard let callee, let childStart = model.flows[callee].start else {
      throw Unsupported(reason: "its sub-flow has no start")
    }
    let child = model.flows[callee]
    func ends(_ destination: Edge.Destination) -> Bool {
      switch (edge.kind, destination) {
      case (.next, .finish), (.defaultNext, .finish): return true
      case (.next, .ending(let name)), (.defaultNext, .ending(let name)):
        return !routed.contains(name)
      case (.onCase(let name), .ending(let ending)): return name == ending
      case (.onCase(let name), .finish):
        // A flow without endings whose output is an enum its caller routes by case.
        return child.endings.isEmpty
          && model.types.enumCases(of: child.output)?.contains { $0.name.value == name } == true
      // The step's `back`: its flow was cancelled.
      case (.back, .cancel): return true
      default: return false
      }
    }
    var outputCase: String?
    if case .onCase(let name) = edge.kind { outputCase = name }
    // Breadth-first through the child, first not into its own sub-flows,
    // then through them too (each passed along its own shortest path).
    var search = FlowSearch(child)
    var last: Int?
    for intoSubflows in [false, true] where last == nil {
      search = FlowSearch(child)
      search.addSource(childStart)
      last = search.run(
        expands: { node in
          switch child.nodes[node].kind {
          case .tabs: return false
          case .subflow: return intoSubflows
          default: return true
          }
        },
        stops: { ends(child.edges[$0].destination) })
    }
    guard let last else {
      if case .back = edge.kind {
        throw Unsupported(reason: "its sub-flow has no step that cancels it")
      }
      throw Unsupported(reason: "its sub-flow has no ending for it")
    }
    let moves: [Move] =
      search.edges(to: child.edges[last].source).map { .edge($0) } + [.edge(last)]
    let builder = NavigationSuiteBuilder(model: model, flow: child, context: context)
    var childRun = SimulatedRun(builder: builder)
    childRun.checksStep = false
    childRun.tab = tab
    var pending = moves[...]
    var name: [String] = []
    try childRun.arrive(at: .node(childStart), from: nil, name: &name)
    // The parent's checks at the step saw the child's first screen.
    try childRun.continueAutomatically(&pending, name: &name)
    while case .edge(let index)? = pending.popFirst() {
      let childEdge = child.edges[index]
      guard case .node(childEdge.source) = childRun.position else {
        throw Unsupported(reason: "its sub-flow's path leaves a step the flow is not at")
      }
      let source = child.nodes[childEdge.source]
      if case .subflow = source.kind {
        // The child's own sub-flow runs to the ending this edge routes.
        try builder.runChild(
          source.callee, routed: Set(source.step?.on.map(\.caseName.value) ?? []),
          toTake: childEdge, run: &childRun, body: &body, exits: &exits, tab: tab,
          depth: depth + 1)
      } else {
        guard case .screen = source.kind else {
          throw Unsupported(reason: "its sub-flow's path leaves a step that is not shown")
        }
        exits += 1
        var routedCase: String?
        if index == last, case .finish = childEdge.destination, let outputCase {
          guard source.output == child.output, childEdge.kind == .next else {
            throw Unsupported(reason: "its sub-flow's output is not a screen's")
          }
          routedCase = outputCase
        }
        // In a tab, the exit of the screen its navigator shows: tabs running
        // the same flow each build that flow's screens.
        let shownOn =
          source.step?.presentation == .alert ? nil : tab.map { "run.navigator.tabs[\($0)]" }
        body += try builder.interaction(
          childEdge, exit: "exit\(exits)", then: pending.first, outputCase: routedCase,
          shownOn: shownOn)
      }
      try childRun.take(childEdge, name: &name)
      try childRun.continueAutomatically(&pending, name: &name)
      if childRun.position == .finished || childRun.position == .cancelled { break }
      body.append("await coordinator.settle()")
      body += childRun.restChecks()
    }
    guard childRun.position == (edge.kind == .back ? .cancelled : .finished) else {
      throw Unsupported(reason: "its sub-flow does not end as the path needs")
    }
    run.append(childRun)
  }

  /// How many sub-flows deep a test passes through to reach an ending.
  static let maxChildDepth = 8

  /// A URL a link pattern matches: each `{name:Type}` filled with a value of its type.
  func linkURL(_ pattern: String) throws(Unsupported) -> String {
    var url = ""
    var rest = Substring(pattern)
    while let open = rest.firstIndex(of: "{") {
      url += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw Unsupported(reason: "the pattern does not parse")
      }
      let inside = rest[rest.index(after: open)..<close]
      let type = inside.split(separator: ":").last.map { $0.filter { $0 != "?" } } ?? ""
      switch type {
      case "Int": url += "1"
      case "String": url += "text"
      case "Double": url += "1.5"
      case "Bool": url += "true"
      case "UUID": url += "00000000-0000-0000-0000-000000000001"
      default: throw Unsupported(reason: "no value of a parameter of type \(type) is written yet")
      }
      rest = rest[rest.index(after: close)...]
    }
    return url + rest
  }

  /// The parts of a path joined by ` -> ` as a string literal: a
  /// multi-line one, broken before an arrow, where it would make a long line.
  func testName(_ parts: [String]) -> String {
    let whole = literal(parts.joined(separator: " -> "))
    guard whole.utf8.count > 80 else { return whole }
    var lines: [String] = []
    var line = ""
    for (index, part) in parts.enumerated() {
      // Escaped as in a one-line literal, which a multi-line one reads alike.
      let escaped = String(literal(part).dropFirst().dropLast())
      let piece = index == 0 ? escaped : "-> " + escaped
      if !line.isEmpty, line.utf8.count + piece.utf8.count > 80 {
        lines.append(line + " \\")
        line = piece
      } else {
        line += line.isEmpty ? piece : " " + piece
      }
    }
    lines.append(line)
    return "\n    \"\"\"\n" + lines.map { "    " + $0 + "\n" }.joined() + "    \"\"\"\n  "
  }

  private func value(of type: TypeExpression, for what: String) throws(Unsupported) -> String {
    guard let value = values.value(of: type) else {
      throw Unsupported(reason: "no value of \(what) (\(type)) can be built")
    }
    return value
  }

  private func parametersValue() throws(Unsupported) -> String {
    var arguments: [String] = []
    for parameter in flow.spec.parameters {
      arguments.append(
        "\(SwiftSpelling.label(parameter.name.value)): "
          + (try value(of: parameter.type.value, for: "parameter \(parameter.name.value)")))
    }
    return "\(namespace).Parameters(\(arguments.joined(separator: ", ")))"
  }

  /// The word a test's name gives an edge after its source: ` submit`, ` fails`, ` back`.
  func eventWord(_ edge: Edge) -> String {
    switch edge.kind {
    case .next, .defaultNext: ""
    case .onCase(let name), .decisionCase(let name): " " + name
    case .failure: edge.failureCase.map { " fails \($0)" } ?? " fails"
    case .back: " back"
    }
  }

  /// The line that makes the screen shown take `edge`: completes it with
  /// the value the edge needs, or goes back.
  private func interaction(
    _ edge: Edge, exit: String, then next: Move?, outputCase: String? = nil,
    shownOn navigator: String? = nil
  ) throws(Unsupported) -> [String] {
    let node = flow.nodes[edge.source]
    let output = node.output
    let found =
      "let \(exit) = try fake.script.requireExit(\(literal(screenKey(node))), of: \(SwiftSpelling.type(output)).self"
      + (navigator.map { ", shownOn: \($0))" } ?? ")")
    // A decision that routes the screen's output by its case: the case of
    // the decision's edge the path takes next, else of its first.
    if case .next = edge.kind, case .node(let target) = edge.destination,
      flow.nodes[target].decision?.routesInput == true
    {
      var routed = flow.outgoing[target].first { flow.edges[$0].completesSource }
      if case .edge(let index)? = next, flow.edges[index].source == target { routed = index }
      if let routed, case .decisionCase(let name) = flow.edges[routed].kind {
        guard let value = values.value(ofCase: name, in: output) else {
          throw Unsupported(reason: "no value of case '\(name)' can be built")
        }
        return [found, "\(exit).complete(\(value))"]
      }
    }
    if let outputCase {
      // The flow finishes with the screen's output, of the case its caller routes.
      guard let value = values.value(ofCase: outputCase, in: output) else {
        throw Unsupported(reason: "no value of case '\(outputCase)' can be built")
      }
      return [found, "\(exit).complete(\(value))"]
    }
    return [found, try completion(edge, exit: exit)]
  }

  /// The call on the screen's exit that takes `edge`.
  private func completion(_ edge: Edge, exit: String) throws(Unsupported) -> String {
    let node = flow.nodes[edge.source]
    let output = node.output
    switch edge.kind {
    case .back:
      return exit + ".back()"
    case .onCase(let name):
      guard let value = values.value(ofCase: name, in: output) else {
        throw Unsupported(reason: "no value of case '\(name)' can be built")
      }
      return exit + ".complete(\(value))"
    case .next, .defaultNext:
      if output == .void { return exit + ".complete()" }
      if case .defaultNext = edge.kind, let cases = model.types.enumCases(of: output) {
        let routed = Set(node.step?.on.map(\.caseName.value) ?? [])
        guard let free = cases.first(where: { !routed.contains($0.name.value) }),
          let value = values.value(ofCase: free.name.value, in: output)
        else { throw Unsupported(reason: "no case of \(output) is left for 'next'") }
        return exit + ".complete(\(value))"
      }
      return exit + ".complete(\(try value(of: output, for: "the screen's output")))"
    case .decisionCase, .failure:
      throw Unsupported(reason: "a screen does not take this edge")
    }
  }

  /// A run of the flow as the spec says it goes: where it rests, the
  /// screens it keeps to go back to, and the outcomes scripted so far.
  private struct SimulatedRun {
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
        !builder.isOpaque(flow.nodes[current])
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

extension String {
  /// The name without the backticks that make a keyword an identifier.
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }

  fileprivate func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
