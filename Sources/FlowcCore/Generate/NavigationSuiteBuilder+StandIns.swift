/// The scripted stand-ins of a flow's screens, actions and decisions that
/// a navigation test suite drives: each script's keys and outcomes.
extension NavigationSuiteBuilder {
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
    // Actions an event is heard at: a test holds them while it sends the event.
    var held: Set<String> = []
    for event in flow.events {
      for index in event.at ?? [] {
        if case .action(let name) = flow.nodes[index].kind,
          flow.nodes[index].step?.runsAsync ?? true
        {
          held.insert(name)
        }
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
        var outcomes = (actionOutcomes[name] ?? []).filter { cases.insert($0.key).inserted }
        if held.contains(name) {
          // Waits until the test releases it, then succeeds, late.
          outcomes.append(("held", "await script.hold(\(literal(name)))"))
        }
        if outcomes.isEmpty {
          lines.append("script.record(\(literal(name)))")
          lines.append(success.map { "return \($0)" } ?? "return")
        } else {
          lines.append("switch script.next(\(literal(name))) {")
          for outcome in outcomes {
            lines.append("case \(literal(outcome.key)):")
            lines.append("  " + outcome.line)
            if outcome.key == "held" {
              lines.append("  " + (success.map { "return \($0)" } ?? "return"))
            }
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
}
