/// How a navigation test passes deep links (with their gates and the
/// screens they rebuild) and the flows of sub-flow steps and tabs.
extension NavigationSuiteBuilder {
  /// Opens link `link` (`openLink`), from its gate `fromGate` on, and checks
  /// where the flow rests then, and the screens a `back: rebuild` link built.
  func openedLink(
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

  /// Opens deep link `link` in `run`: passes its gates, each answered as
  /// scripts answer by default, up to where the link goes on, then its
  /// step, under the screens a `back: rebuild` link builds. For a link into
  /// a step of a sub-flow or of a tab's flow, the run of that flow there.
  func openLink(
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
  func runChild(
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

}
