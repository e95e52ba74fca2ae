extension FlowModel {
  /// Resolves the specs of a run into one model. Never fails: what does not
  /// resolve stays visible in the model for the checks to report.
  public init(specs: [Spec]) {
    var specs = specs.map { $0.scopingFlowTypes() }
    var types = TypeTable()
    var flowsByName: [String: Int] = [:]
    for (index, spec) in specs.enumerated() {
      if flowsByName[spec.name.value] == nil { flowsByName[spec.name.value] = index }
      for declaration in spec.types { types.declare(declaration, in: index) }
      for name in spec.externalTypes { types.declareExternal(name) }
      if !spec.endings.isEmpty {
        types.declareEndings(spec.endings, of: Flow.endingType(of: spec.name.value))
      }
    }
    types.settle()
    // A decision that routes its input takes its cases from the input's enum.
    for index in specs.indices {
      for entry in specs[index].decisions.indices where specs[index].decisions[entry].routesInput {
        guard let input = specs[index].decisions[entry].input?.value,
          let cases = types.enumCases(of: input)
        else { continue }
        specs[index].decisions[entry].cases = cases.map(\.name)
        specs[index].decisions[entry].payloads = cases.map(\.payload)
      }
    }
    self.types = types
    self.flowsByName = flowsByName
    // Sub-flow steps take their types from the flow they run: that flow's
    // declared input and output are all a caller needs.
    let signatures = specs.map {
      (input: $0.input?.value ?? .void, output: Flow.output(of: $0))
    }
    self.flows = specs.enumerated().map { index, spec in
      var flow = Flow(
        spec: spec, index: index, types: types, flowsByName: flowsByName, signatures: signatures)
      if !flow.links.isEmpty { flow.linkWays = LinkWays(flow) }
      return flow
    }
  }
}

extension Flow {
  /// The type of a flow's endings: `LoginFlow.Ending`, the enum generated in
  /// the flow's namespace.
  public static func endingType(of flowName: String) -> TypeExpression {
    .named(flowName + "Flow.Ending")
  }

  /// What a flow yields: its `output`, or the enum of its endings.
  static func output(of spec: Spec) -> TypeExpression {
    spec.endings.isEmpty ? spec.output?.value ?? .void : endingType(of: spec.name.value)
  }

  init(
    spec: Spec, index: Int, types: TypeTable, flowsByName: [String: Int],
    signatures: [(input: TypeExpression, output: TypeExpression)]
  ) {
    self.spec = spec
    self.index = index
    input = spec.input?.value ?? .void
    output = Flow.output(of: spec)

    let specEntries = SpecEntries(steps: spec.steps, decisions: spec.decisions)
    var nodes: [FlowNode] = []
    nodes.reserveCapacity(spec.steps.count + spec.decisions.count)
    for (entry, step) in spec.steps.enumerated() {
      var callee: Int?
      var input = step.input?.value ?? .void
      var output = step.output?.value ?? .void
      if step.kind == .flow, let calleeIndex = flowsByName[step.name.value] {
        callee = calleeIndex
        input = signatures[calleeIndex].input
        output = signatures[calleeIndex].output
      }
      // A container rests: it is left only through its tabs' routes.
      if step.kind == .tabs { output = .never }
      let kind: FlowNode.Kind =
        switch step.kind {
        case .screen: .screen(step.name.value)
        case .action: .action(step.name.value)
        case .flow: .subflow(step.name.value)
        case .tabs: .tabs
        }
      nodes.append(
        FlowNode(
          id: step.id, kind: kind, input: input, output: output, entries: specEntries,
          entry: entry, callee: callee, failure: spec.failureType(of: step),
          tabCallees: step.tabs.map { flowsByName[$0.flow.value] }))
    }
    for (entry, decision) in spec.decisions.enumerated() {
      let input = decision.input?.value ?? .void
      nodes.append(
        FlowNode(
          id: decision.id, kind: .decision, input: input, output: input, entries: specEntries,
          entry: entry, callee: nil))
    }
    // The first node of an id keeps it (set last, walking back); sized once,
    // each id hashed once.
    var nodesByID: [String: Int] = [:]
    nodesByID.reserveCapacity(nodes.count)
    for index in nodes.indices.reversed() { nodesByID[nodes[index].id.value] = index }
    self.nodes = nodes
    self.nodesByID = nodesByID
    start = nodesByID[spec.start.value]

    // Made for the first name that resolves to nothing: a flow whose names
    // all resolve, the usual case, never pays for the step ids' table.
    var suggester: Spelling.Suggester?
    /// The node a misspelt id most likely meant (each distinct id is looked up once).
    func guess(_ id: String) -> Int? {
      // Taken out while used, so that it is mutated in place.
      var made = suggester ?? Spelling.Suggester(nodesByID.keys)
      suggester = nil
      defer { suggester = made }
      return made.suggestion(for: id).flatMap { nodesByID[$0] }
    }

    let hasEndings = !spec.endings.isEmpty
    var casePayloads: [TypeExpression: [String: TypeExpression]] = [:]
    func resolve(_ target: Located<Target>) -> (Edge.Destination, guess: Int?) {
      switch target.value {
      // A flow with endings ends in one of them: plain `finish` names none.
      case .finish: return (hasEndings ? .unknown(Reserved.finish) : .finish, nil)
      case .cancel: return (.cancel, nil)
      case .ending(let name):
        if spec.endings.contains(where: { $0.name.value == name }) { return (.ending(name), nil) }
        return (.unknown(target.value.description), nil)
      case .node(let id):
        if let index = nodesByID[id] { return (.node(index), nil) }
        if id == Reserved.back { return (.back, nil) }
        return (.unknown(id), guess(id))
      }
    }

    // Counted first: YAML aliases can make hundreds of thousands of them, and
    // an array grown by doubling would hold twice that for a moment.
    var edges: [Edge] = []
    edges.reserveCapacity(
      spec.steps.reduce(0) { count, step in
        count + step.on.count + (step.next == nil ? 0 : 1) + (step.failure == nil ? 0 : 1)
          + step.failureRoutes.count
          + (step.back == nil ? 0 : 1)
          + step.tabs.reduce(0) { $0 + $1.on.count + ($1.next == nil ? 0 : 1) }
      } + spec.decisions.reduce(0) { $0 + $1.on.count })
    for (source, node) in nodes.enumerated() {
      func add(
        _ kind: Edge.Kind, _ target: Located<Target>, payload: TypeExpression?,
        tab: String? = nil, failureCase: String? = nil
      ) {
        let (destination, guess) = resolve(target)
        edges.append(
          Edge(
            source: source, kind: kind, destination: destination, guess: guess, payload: payload,
            location: target.location, tab: tab, failureCase: failureCase))
      }
      // Nodes are the steps, then the decisions, in spec order.
      if source < spec.steps.count {
        let step = spec.steps[source]
        // Each tab routes its flow's output like a `flow:` step.
        for (tab, callee) in zip(step.tabs, node.tabCallees) {
          let output = callee.map { signatures[$0].output }
          let cases = output.flatMap { types.enumCases(of: $0) }
          for route in tab.on {
            let payload: TypeExpression? =
              cases.map { cases in
                cases.first { $0.name.value == route.caseName.value }.map {
                  $0.payload?.value ?? .void
                }
              } ?? nil
            add(.onCase(route.caseName.value), route.target, payload: payload, tab: tab.id.value)
          }
          if let next = tab.next {
            if tab.on.isEmpty {
              add(.next, next, payload: output, tab: tab.id.value)
            } else {
              add(.defaultNext, next, payload: .void, tab: tab.id.value)
            }
          }
        }
        // Each case's payload by name, once per enum (an enum may have many cases, and many steps).
        let payloads =
          step.on.isEmpty
          ? nil
          : casePayloads[node.output]
            ?? types.enumCases(of: node.output).map { cases in
              let byName = Dictionary(
                cases.map { ($0.name.value, $0.payload?.value ?? .void) },
                uniquingKeysWith: { first, _ in first })
              casePayloads[node.output] = byName
              return byName
            }
        for route in step.on {
          // A case without payload carries nothing; an unknown case, something unknown.
          let payload: TypeExpression? = payloads.flatMap { $0[route.caseName.value] }
          add(.onCase(route.caseName.value), route.target, payload: payload)
        }
        if let next = step.next {
          if step.on.isEmpty {
            add(.next, next, payload: node.output)
          } else {
            add(.defaultNext, next, payload: .void)
          }
        }
        if let failure = step.failure { add(.failure, failure, payload: node.failure ?? .error) }
        // By case: the thrown error goes to each case's target; `inline` ones
        // are reported to the screen shown before, and are no transition.
        for route in step.failureRoutes where route.target.value != .node(Reserved.inline) {
          add(
            .failure, route.target, payload: node.failure ?? .error,
            failureCase: route.caseName.value)
        }
        if let back = step.back { add(.back, back, payload: .void) }
      } else {
        let decision = spec.decisions[source - spec.steps.count]
        let caseIndex = Dictionary(
          decision.cases.enumerated().map { ($1.value, $0) }, uniquingKeysWith: { a, _ in a })
        for route in decision.on {
          // Listed cases pass the input on; mapped cases carry their own payload.
          var payload: TypeExpression? = node.input
          if let payloads = decision.payloads {
            payload = caseIndex[route.caseName.value].map {
              payloads[$0]?.value ?? .void
            }
          }
          add(.decisionCase(route.caseName.value), route.target, payload: payload)
        }
      }
    }
    self.outgoing = EdgeLists(count: nodes.count, edgeCount: edges.count) { edges[$0].source }
    self.incoming = EdgeLists(count: nodes.count, edgeCount: edges.count) {
      if case .node(let target) = edges[$0].destination { return target }
      return nil
    }
    self.edges = edges

    links = spec.links.map { link in
      let pattern = Result { () throws(LinkPatternError) in
        try LinkPattern(parsing: link.pattern.value)
      }
      var target = nodesByID[link.target.value]
      var childStep: String?
      // `settings.account`: the step `account` of the flow the step `settings` runs.
      if target == nil, let dot = link.target.value.firstIndex(of: "."),
        let step = nodesByID[String(link.target.value[..<dot])]
      {
        target = step
        childStep = String(link.target.value[link.target.value.index(after: dot)...])
      }
      var resolved = FlowLink(
        link: link, target: target, guess: target == nil ? guess(link.target.value) : nil,
        pattern: pattern)
      resolved.childStep = childStep
      return resolved
    }
    for (index, link) in links.enumerated() where linkIndex[link.link.target.value] == nil {
      linkIndex[link.link.target.value] = index
    }
    events = spec.events.map { event in
      let (destination, guess) = resolve(event.next)
      return FlowEvent(
        event: event, destination: destination, guess: guess,
        payload: event.payload?.value ?? .void,
        at: event.at.map { $0.compactMap { nodesByID[$0.value] } })
    }
    var entries: [Int] = []
    var entered = Set<Int>()
    for entry in [start] + links.map({ $0.target ?? $0.guess }) + events.map(\.targetNode) {
      if let entry, entered.insert(entry).inserted { entries.append(entry) }
    }
    self.entries = entries
  }
}
