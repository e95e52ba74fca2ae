/// The reducer's answers: the actions each step raises, the state each leads
/// to, and going back.
extension FlowContextBuilder {
  /// The actions node `index` raises, in the order the `Action` enum lists them.
  func events(of index: Int) throws(GenerationError) -> [EventContext] {
    let node = nodes[index]
    let id = node.id.value
    var events: [EventContext] = []
    func add(
      _ suffix: String, _ doc: String, payload: TypeExpression?, binding: String?,
      answer: (inout Scope) throws(GenerationError) -> Reaction
    ) throws(GenerationError) {
      var scope = Scope()
      let reaction = try answer(&scope)
      let payload = payload.flatMap { $0 == .void ? nil : swiftType($0) }
      events.append(
        EventContext(
          name: id + suffix, doc: doc, payload: payload,
          binding: binding.flatMap { scope.used.contains($0) ? $0 : nil },
          pattern: statePattern(index, scope), reaction: reaction))
    }
    let outputBinding: String? = node.output == .void ? nil : "output"
    let outputExpression = node.output == .void ? "()" : "output"
    func completed(_ scope: inout Scope) throws(GenerationError) -> Reaction {
      try completion(of: index, scope: &scope, output: outputExpression)
    }
    switch node.kind {
    case .screen:
      if node.output != .never {
        try add(
          "Completed", Self.joined("The `", id, "` screen completed."), payload: node.output,
          binding: outputBinding, answer: completed)
      }
    case .action:
      if node.output != .never {
        try add(
          "Succeeded", Self.joined("The `", id, "` action succeeded."), payload: node.output,
          binding: outputBinding, answer: completed)
      }
      guard node.step?.canFail != false else { break }
      try add(
        "Failed", Self.joined("The `", id, "` action failed."), payload: node.failure ?? .error,
        binding: "error"
      ) {
        (scope: inout Scope) throws(GenerationError) in
        if node.step?.failureRoutes.isEmpty == false {
          return try failureRouting(of: index, scope: &scope)
        }
        if node.step?.inlineFailure != nil { return .returningToScreen }
        guard let edge = edges(of: index).first(where: { $0.kind == .failure }) else {
          throw fail("action '\(id)' has no 'failure'")
        }
        if edge.destination == .back { return .returning(returningBack(from: index)) }
        return .moving(
          to: try enter(
            edge.destination, payload: "error", scope: &scope,
            output: available(at: index, output: nil)))
      }
    case .subflow:
      if node.output != .never {
        try add(
          "Finished", Self.joined("The `", id, "` sub-flow finished."), payload: node.output,
          binding: outputBinding, answer: completed)
      }
      try add(
        "Cancelled", Self.joined("The `", id, "` sub-flow was cancelled."), payload: nil,
        binding: nil
      ) {
        (scope: inout Scope) throws(GenerationError) in
        try back(from: index, scope: &scope) ?? .none
      }
    case .tabs:
      guard let step = node.step else { break }
      try add(
        "Selected", "A tab of `\(id)` was selected.", payload: .named(tabType(index)),
        binding: "tab"
      ) { (scope: inout Scope) throws(GenerationError) in
        scope.used.insert("tab")
        let here = try enter(
          .node(index), payload: "input", scope: &scope, output: available(at: index, output: nil),
          selecting: "tab")
        return .selecting(here)
      }
      for (tab, callee) in zip(step.tabs, node.tabCallees) {
        guard let callee else {
          throw fail("tab '\(tab.id.value)' runs a flow that does not exist")
        }
        let child = model.flows[callee]
        let prefix = SwiftSpelling.upperFirst(tab.id.value)
        if child.output != .never {
          let binding: String? = child.output == .void ? nil : "output"
          try add(
            prefix + "Finished", "The flow of tab `\(tab.id.value)` of `\(id)` finished.",
            payload: child.output, binding: binding
          ) { (scope: inout Scope) throws(GenerationError) in
            try completion(
              of: index, scope: &scope, output: child.output == .void ? "()" : "output",
              tab: (tab, child.output))
          }
        }
        try add(
          prefix + "Cancelled", "The flow of tab `\(tab.id.value)` of `\(id)` was cancelled.",
          payload: nil, binding: nil
        ) { (scope: inout Scope) throws(GenerationError) in
          try back(from: index, scope: &scope) ?? .none
        }
      }
    case .decision:
      try add(
        "Decided",
        node.decision?.routesInput == true
          ? Self.joined("`", id, "` routed its input by its case.")
          : Self.joined("App code decided `", id, "`."),
        payload: node.decision?.routesInput == true
          ? node.input : .named(SwiftSpelling.upperFirst(id) + "Outcome"), binding: "outcome"
      ) { (scope: inout Scope) throws(GenerationError) in
        scope.used.insert("outcome")
        return try completion(of: index, scope: &scope, output: "input")
      }
    }
    return events
  }

  /// The state the flow starts in.
  func startState() throws(GenerationError) -> StateValue {
    guard let start = flow.start else { throw fail("no start step") }
    var scope = Scope()
    return try enter(
      .node(start), payload: flow.input == .void ? "()" : "input", scope: &scope
    ) { _ in nil }
  }

  /// The state for arriving at `destination` with `payload`; `output` gives
  /// the expression of an earlier node's output, if at hand.
  func enter(
    _ destination: Edge.Destination, payload: String, scope: inout Scope,
    output: (Int) -> String?, selecting tab: String? = nil
  ) throws(GenerationError) -> StateValue {
    switch destination {
    case .finish:
      guard flow.output != .void else { return StateValue(finishedState) }
      scope.used.insert(payload)
      return StateValue(finishedState, [.init(label: nil, value: payload, gathered: nil)])
    case .ending(let name):
      guard let ending = flow.endings.first(where: { $0.name.value == name }) else {
        throw fail("unknown ending '\(name)'")
      }
      var value: String?
      if ending.payload != nil {
        scope.used.insert(payload)
        value = payload
      }
      return StateValue(
        finishedState,
        [.init(label: nil, value: nil, gathered: nil, ending: .init(name: name, value: value))])
    case .cancel:
      return StateValue(cancelledState)
    case .back:
      throw fail("'back' is a target of 'next', 'on' and 'failure' only")
    case .unknown(let name):
      throw fail("unknown target '\(name)'")
    case .node(let target):
      var arguments: [StateValue.Argument] = []
      let node = nodes[target]
      func value(of source: Int) throws(GenerationError) -> String {
        if let expression = output(source) {
          scope.used.insert(expression)
          return expression
        }
        throw fail(
          "the output of '\(nodes[source].id.value)' is not available at '\(node.id.value)'")
      }
      if Self.hasValue(node.input) {
        if let gather = node.step?.gather {
          guard let fields = model.types.structFields(of: node.input) else {
            throw fail("'\(node.id.value)' gathers into a type that is not a struct")
          }
          var parts: [StateValue.Gathered.Field] = []
          for field in fields {
            guard let source = gather.first(where: { $0.field.value == field.name.value }) else {
              throw fail("'\(node.id.value)' does not gather '\(field.name.value)'")
            }
            switch source.source.value {
            case .payload:
              scope.used.insert(payload)
              parts.append(.init(label: field.name.value, value: payload))
            case .step(let id):
              guard let index = flow.nodesByID[id] else { throw fail("unknown step '\(id)'") }
              parts.append(.init(label: field.name.value, value: try value(of: index)))
            }
          }
          arguments.append(
            .init(
              label: "input", value: nil,
              gathered: .init(type: swiftType(node.input), fields: parts)))
        } else if payload == "()", case .optional = node.input {
          // An optional input reached by a transition that carries nothing.
          arguments.append(.init(label: "input", value: ".none", gathered: nil))
        } else {
          scope.used.insert(payload)
          arguments.append(.init(label: "input", value: payload, gathered: nil))
        }
      }
      for source in carried[target] {
        arguments.append(.init(label: local(source), value: try value(of: source), gathered: nil))
      }
      // A tab container is entered with its first tab selected (`selected`);
      // returned to while the history holds it, it keeps the tab selected
      // there (`StepID.returnsAsShown`).
      if case .tabs = node.kind {
        guard let first = firstTab(target) else { throw fail("'\(node.id.value)' has no tabs") }
        arguments.append(
          .init(label: "selected", value: tab ?? ".\(SwiftSpelling.member(first))", gathered: nil))
      }
      var state = StateValue(node.id.value, arguments)
      if node.step?.pushesAgain == true { state.pushesAgain = true }
      return state
    }
  }

  /// What follows a node's completion with `output`: a switch over the cases
  /// of an enum output routed with `on`, else its `next`.
  func completion(
    of index: Int, scope: inout Scope, output: String,
    tab: (tab: Step.Tab, output: TypeExpression)? = nil
  ) throws(GenerationError) -> Reaction {
    let node = nodes[index]
    let edges = edges(of: index).filter { $0.tab == tab?.tab.id.value }
    let ownOutput = available(at: index, output: tab == nil ? output : nil)
    var routingCases: [String]?
    if let tab {
      if !tab.tab.on.isEmpty {
        routingCases = model.types.enumCases(of: tab.output)?.map(\.name.value)
      }
    } else if let routing = model.caseRouting(of: node),
      node.decision != nil || !routing.routes.isEmpty
    {
      routingCases = routing.cases
    }
    if let routingCases {
      let enumCases = model.types.enumCases(of: tab?.output ?? node.output)
      if node.decision == nil { scope.used.insert(output) }
      var routes: [Routes.Route] = []
      for name in routingCases {
        guard
          let edge = edges.first(where: {
            $0.kind == .onCase(name) || $0.kind == .decisionCase(name)
          }) ?? edges.first(where: { $0.kind == .defaultNext })
        else { throw fail("case '\(name)' of '\(node.id.value)' goes nowhere") }
        let hasPayload = enumCases?.first { $0.name.value == name }?.payload != nil
        let payload: String
        if let decision = node.decision {
          if let payloads = decision.payloads {
            // A mapped case carries its own payload, not the decision's input.
            let carries = decision.cases.firstIndex { $0.value == name }.flatMap { payloads[$0] }
            payload = carries != nil ? "payload" : "()"
          } else {
            payload = Self.hasValue(node.input) ? "input" : "()"
          }
        } else {
          payload = hasPayload && edge.kind != .defaultNext ? "payload" : "()"
        }
        if edge.destination == .back {
          routes.append(
            Routes.Route(
              name: SwiftSpelling.member(name), bindsPayload: false, target: nil,
              returnsValue: returningBack(from: index)))
          continue
        }
        var caseScope = Scope()
        let target = try enter(
          edge.destination, payload: payload, scope: &caseScope, output: ownOutput)
        scope.used.formUnion(caseScope.used)
        routes.append(
          Routes.Route(
            name: SwiftSpelling.member(name), bindsPayload: caseScope.used.contains("payload"),
            target: target))
      }
      return .switching(Routes(subject: node.decision == nil ? output : "outcome", cases: routes))
    }
    guard let edge = edges.first(where: { $0.kind == .next }) else {
      throw fail("'\(node.id.value)' completes but has no 'next'")
    }
    if edge.destination == .back { return .returning(returningBack(from: index)) }
    return .moving(
      to: try enter(edge.destination, payload: output, scope: &scope, output: ownOutput))
  }

  /// The values at hand in node `index`'s state: its own `output` (if it
  /// completed) and the outputs it carries.
  func available(at index: Int, output: String?) -> (Int) -> String? {
    { source in
      if source == index { return output }
      return self.carried[index].contains(source) ? self.local(source) : nil
    }
  }

  /// The reaction to the failure of action `index` written by case: a switch
  /// over the cases of its error, each to its target, `inline` (back to the
  /// screen shown before, as it was) or `back`; `default` takes the cases not
  /// listed.
  func failureRouting(of index: Int, scope: inout Scope) throws(GenerationError) -> Reaction {
    let node = nodes[index]
    let id = node.id.value
    guard let step = node.step, let cases = model.types.enumCases(of: node.failure ?? .error)
    else { throw fail("the 'failure' of '\(id)' routes the cases of no enum") }
    var written: [String: CaseRoute] = [:]
    for route in step.failureRoutes where written[route.caseName.value] == nil {
      written[route.caseName.value] = route
    }
    var edgeOfCase: [String: Edge] = [:]
    for edge in edges(of: index) {
      if let name = edge.failureCase, edgeOfCase[name] == nil { edgeOfCase[name] = edge }
    }
    scope.used.insert("error")
    var routes: [Routes.Route] = []
    for enumCase in cases {
      let name = enumCase.name.value
      let member = SwiftSpelling.member(name)
      guard let route = written[name] ?? written[Reserved.defaultCase] else {
        throw fail("case '\(name)' of the failure of '\(id)' goes nowhere")
      }
      if route.target.value == .node(Reserved.inline) {
        routes.append(
          Routes.Route(
            name: member, bindsPayload: false, target: nil,
            returnsValue: "state.returningToScreen()"))
        continue
      }
      guard let edge = edgeOfCase[route.caseName.value] else {
        throw fail("case '\(name)' of the failure of '\(id)' goes nowhere")
      }
      if edge.destination == .back {
        routes.append(
          Routes.Route(
            name: member, bindsPayload: false, target: nil,
            returnsValue: returningBack(from: index)))
        continue
      }
      var caseScope = Scope()
      let target = try enter(
        edge.destination, payload: "error", scope: &caseScope,
        output: available(at: index, output: nil))
      scope.used.formUnion(caseScope.used)
      routes.append(Routes.Route(name: member, bindsPayload: false, target: target))
    }
    return .switching(Routes(subject: "error", cases: routes))
  }

  /// The state a transition to `back` from node `index` gives: where the
  /// user's back leads from the step, or, from an action or decision, from
  /// the screen shown before it (that screen, when it cannot be left).
  func returningBack(from index: Int) -> String {
    switch nodes[index].kind {
    case .screen, .subflow, .tabs: "Self.back(state)"
    case .action, .decision: "state.goingBack(then: Self.back)"
    }
  }

  /// Going back from node `index`, or nil where going back does not apply.
  func back(from index: Int, scope: inout Scope) throws(GenerationError) -> Reaction? {
    let node = nodes[index]
    if node.step?.backDisabled != nil { return Reaction.none }
    if let edge = edges(of: index).first(where: { $0.kind == .back }) {
      // A screen that takes input is returned to as the history holds it.
      if case .node(let target) = edge.destination, Self.hasValue(nodes[target].input) {
        return .returning(to: nodes[target].id.value)
      }
      var state = try enter(
        edge.destination, payload: "()", scope: &scope, output: available(at: index, output: nil))
      // Going back to a step that pushes again returns to its latest instance.
      state.pushesAgain = nil
      return .moving(to: state)
    }
    switch node.kind {
    case .screen, .subflow, .tabs: return .goingBack
    case .action, .decision: return nil
    }
  }
}

extension StateValue {
  /// State case `name` with `arguments` as the spec spells them: labels and
  /// locals are spelt here for Swift.
  init(_ name: String, _ arguments: [Argument] = []) {
    // Most arguments are spelt as the spec names them: kept as they are.
    guard arguments.contains(where: \.needsSpelling) else {
      self.init(
        name: SwiftSpelling.member(name), arguments: arguments, hasArguments: !arguments.isEmpty)
      return
    }
    let arguments = arguments.map { argument in
      Argument(
        label: argument.label.map(SwiftSpelling.label),
        value: argument.value.map(SwiftSpelling.identifier),
        gathered: argument.gathered.map { gathered in
          Gathered(
            type: gathered.type,
            fields: gathered.fields.map {
              .init(label: SwiftSpelling.label($0.label), value: SwiftSpelling.identifier($0.value))
            })
        },
        ending: argument.ending.map {
          Ending(name: SwiftSpelling.member($0.name), value: $0.value.map(SwiftSpelling.identifier))
        })
    }
    self.init(
      name: SwiftSpelling.member(name), arguments: arguments, hasArguments: !arguments.isEmpty)
  }
}

extension StateValue.Argument {
  /// Whether Swift spells a label or local of the argument otherwise than
  /// the spec (`StateValue.init(_:_:)`).
  fileprivate var needsSpelling: Bool {
    if let label, SwiftSpelling.label(label) != label { return true }
    if let value, SwiftSpelling.isKeyword(value) { return true }
    if let gathered,
      gathered.fields.contains(where: {
        SwiftSpelling.label($0.label) != $0.label || SwiftSpelling.isKeyword($0.value)
      })
    {
      return true
    }
    if let ending {
      return SwiftSpelling.member(ending.name) != ending.name
        || ending.value.map(SwiftSpelling.isKeyword) == true
    }
    return false
  }
}
