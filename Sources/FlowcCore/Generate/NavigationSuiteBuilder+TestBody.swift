/// The Swift of each test of a navigation suite: the lines that start the
/// flow, act as the user and the services along the path, and check where
/// the flow rests; the test's name and the values it passes.
extension NavigationSuiteBuilder {
  /// The test that starts the flow and makes `moves`.
  func test(
    function: String, moves: [Move], start: Int, link: Int? = nil, waits: Bool = false,
    holds: Int? = nil
  ) throws(Unsupported) -> NavigationSuiteContext.Test {
    var run = SimulatedRun(builder: self)
    if let holds { run.hold = .ahead(index: holds) }
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
      let url = try linkURL(written.pattern)
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
      body += run.settle(name: &name)
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
      body += run.settle(name: &name)
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
    if run.hold != .none {
      throw Unsupported(reason: "its path does not stop at the action it holds")
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

  /// A URL that link `pattern` matches, each parameter filled with a value
  /// of its type.
  func linkURL(_ pattern: Result<LinkPattern, LinkPatternError>) throws(Unsupported) -> String {
    guard case .success(let pattern) = pattern else {
      throw Unsupported(reason: "the pattern does not parse")
    }
    return pattern.url { type in
      switch type {
      case "Int": "1"
      case "Double": "1.5"
      case "Bool": "true"
      case "UUID": "00000000-0000-0000-0000-000000000001"
      // String: a parsed pattern's parameters have no type but these.
      default: "text"
      }
    }
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
  func interaction(
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

}

extension String {
  /// The name without the backticks that make a keyword an identifier.
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
