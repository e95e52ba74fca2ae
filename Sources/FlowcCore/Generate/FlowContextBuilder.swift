/// Builds one flow's context: what the templates need to know about its
/// steps, states, transitions and links. Each extension builds one part:
/// `+Requirements` the protocols the app implements, `+Steps` the steps and
/// their states, `+Transitions` the reducer's answers, `+Links` the deep links.
final class FlowContextBuilder {
  let model: FlowModel
  let flow: Flow
  /// For each node, the nodes whose outputs its state carries (`CarriedData`).
  let carried: [[Int]]
  let finishedState: String
  let cancelledState: String
  /// Action names whose methods have several signatures among this flow's and
  /// its sub-flows' (the app's `Dependencies`): a call that discards the
  /// result must say which one it means.
  let ambiguousActions: Set<String>
  /// The screens that can start an action with `failure: inline` (`InlineFeedback`).
  let feedbackScreens: Set<Int>
  /// The doc comment lines of each description, made once per text.
  let docs = DocCache()
  /// The type each screen factory of the run returns.
  let screenTypes: ScreenTypes
  /// The sub-flows offering events that the flow's `Events` reaches (`EventRouting`).
  var eventChildren: [Int] = []
  /// Each node's state case, once made (`stateCase`).
  var stateCases: [StateCase?]
  /// Each node's description as doc comment lines, once made (`stepDoc`):
  /// its step's context and its factory or action method both need them.
  var stepDocs: [[String]?]

  /// A state case: the locals it carries, as the spec names them and as a
  /// pattern binds them, and its pattern binding none.
  struct StateCase {
    var locals: [String]
    var spelled: [String]
    var bare: StatePattern
  }

  init(model: FlowModel, flow: Flow, screenTypes: ScreenTypes) {
    self.model = model
    self.flow = flow
    self.screenTypes = screenTypes
    carried = model.carriedData(of: flow)
    stateCases = Array(repeating: nil, count: flow.nodes.count)
    stepDocs = Array(repeating: nil, count: flow.nodes.count)
    ambiguousActions = Self.ambiguousActions(in: model, flow: flow)
    feedbackScreens = ScreenTypes.feedbackScreens(flow)
    finishedState = flow.nodesByID["finished"] == nil ? "finished" : "flowFinished"
    cancelledState = flow.nodesByID["cancelled"] == nil ? "cancelled" : "flowCancelled"
  }

  var nodes: [FlowNode] { flow.nodes }

  /// A description as doc comment lines (`SwiftSpelling.doc`). YAML aliases
  /// may give hundreds of steps one long description: its lines are made
  /// once, and every step's context shares them.
  func doc(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return docs.lines(of: text)
  }

  /// Node `index`'s description (its step's, else its decision's) as doc
  /// comment lines, made once.
  func stepDoc(_ index: Int) -> [String] {
    if let made = stepDocs[index] { return made }
    let node = nodes[index]
    let made = doc(node.step?.description?.value ?? node.decision?.description?.value)
    stepDocs[index] = made
    return made
  }

  func fail(_ message: String) -> GenerationError {
    GenerationError(flow: flow.name, message: message)
  }

  static func namespace(_ flow: Flow) -> String { flow.name + "Flow" }

  /// The three parts written one after another, made in one allocation: a
  /// context writes a doc line around a name for every event, where
  /// interpolation grows a buffer part by part.
  static func joined(_ first: String, _ second: String, _ third: String) -> String {
    let count = first.utf8.count + second.utf8.count + third.utf8.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      var end = 0
      func write(_ part: String) {
        end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(
          fromContentsOf: part.utf8)
      }
      write(first)
      write(second)
      write(third)
      return end
    }
  }

  static func hasValue(_ type: TypeExpression) -> Bool { type != .void && type != .never }

  /// A type as a context field: nil for one that carries no value.
  /// A type as this flow's generated code writes it: its own flow types by
  /// their own names.
  func swiftType(_ type: TypeExpression) -> String {
    SwiftSpelling.type(type, in: Self.namespace(flow))
  }

  func valueType(_ type: TypeExpression) -> String? {
    Self.hasValue(type) ? swiftType(type) : nil
  }

  static func ambiguousActions(in model: FlowModel, flow: Flow) -> Set<String> {
    // Each action's first signature; a later one is another when it is
    // written otherwise (compared as types first, spelt only when they differ).
    var first: [String: (input: TypeExpression, output: TypeExpression)] = [:]
    var ambiguous: Set<String> = []
    var seen: Set<Int> = [flow.index]
    var queue = [flow.index]
    while let index = queue.popLast() {
      for node in model.flows[index].nodes {
        if case .action(let name) = node.kind, !ambiguous.contains(name) {
          if let known = first[name] {
            if (known.input != node.input || known.output != node.output)
              && "\(known.input) -> \(known.output)" != "\(node.input) -> \(node.output)"
            {
              ambiguous.insert(name)
            }
          } else {
            first[name] = (node.input, node.output)
          }
        }
        for callee in node.callees where seen.insert(callee).inserted { queue.append(callee) }
      }
    }
    return ambiguous
  }

  func build() throws(GenerationError) -> FlowContext {
    if let node = nodes.first(where: {
      switch $0.kind {
      case .subflow: $0.callee == nil
      case .tabs: $0.tabCallees.contains(nil)
      default: false
      }
    }) {
      throw fail("'\(node.id.value)' runs a flow that does not exist")
    }
    let ways = flow.linkWays
    let links = try linkContexts(ways)
    let hasGatedLinks = links.contains(where: \.isGated)
    var linkGroups = Self.runs(of: links).map { number, next, links in
      LinkGroup(
        number: number, next: next, firstLink: links.first?.name ?? "",
        lastLink: links.count > 1 ? links.last?.name : nil, links: links)
    }
    let linkSuffixes = Self.suffixes(linkGroups.map { $0.links.first?.name ?? "" })
    for index in linkGroups.indices {
      linkGroups[index].suffix = linkSuffixes[index]
      linkGroups[index].nextSuffix = linkGroups[index].next.map { linkSuffixes[$0 - 1] }
    }
    let decisions = decisionContexts()
    let subflows = uniqueCallees().map(Self.namespace)
    // The links into each node's sub-flow or tabs, by node.
    var linksInto: [Int: [(FlowLink, LinkContext)]] = [:]
    for (link, context) in zip(flow.links, links) where context.child != nil {
      if let target = link.target { linksInto[target, default: []].append((link, context)) }
    }
    let restoring = restoringFacts(ways)
    // The steps, made run by run straight into each group's array.
    var runs: [[StepContext]] = []
    runs.reserveCapacity((nodes.count + FlowContext.groupSize - 1) / FlowContext.groupSize)
    var run: [StepContext] = []
    for index in nodes.indices {
      if run.count == FlowContext.groupSize {
        runs.append(run)
        run = []
      }
      if run.isEmpty { run.reserveCapacity(min(FlowContext.groupSize, nodes.count - index)) }
      var step = try stepContext(index)
      step.leadsTo = restoring.leadsTo[index].map { SwiftSpelling.member(nodes[$0].id.value) }
      step.opensAnywhere = restoring.opensAnywhere[index]
      if hasGatedLinks, let number = ways?.dominators?.preorder[index], number >= 0 {
        step.order = number
      }
      let into = linksInto[index] ?? []
      if var container = step.tabContainer {
        // A link into a tab's flow (`main.feed.post`) goes to that tab.
        for position in container.tabs.indices {
          let tab = container.tabs[position].rawValue
          container.tabs[position].childLinks = into.filter {
            $0.0.childParts?.head == tab
          }.map(\.1)
          container.tabs[position].hasChildLinks = !container.tabs[position].childLinks.isEmpty
        }
        step.tabContainer = container
      } else {
        step.childLinks = into.map(\.1)
        step.hasChildLinks = !step.childLinks.isEmpty
      }
      run.append(step)
    }
    if !run.isEmpty { runs.append(run) }
    let groups = Self.groups(runs)
    var context = FlowContext(
      name: flow.name, namespace: Self.namespace(flow),
      doc: doc(flow.spec.description?.value),
      input: swiftType(flow.input),
      output: flow.endings.isEmpty ? swiftType(flow.output) : "Ending",
      hasInput: flow.input != .void, hasOutput: flow.output != .void,
      endings: flow.endings.map {
        DeclaredType.EnumCase(
          name: SwiftSpelling.member($0.name.value),
          identifier: SwiftSpelling.identifier($0.name.value),
          payload: $0.payload.map { swiftType($0.value) })
      },
      hasEndings: !flow.endings.isEmpty,
      endingConformances: flow.endings.isEmpty
        ? []
        : flow.endings.allSatisfy { $0.payload.map { model.types.isPlain($0.value) } ?? true }
          ? ["Sendable", "Hashable", "Codable"] : ["Sendable", "Hashable"],
      finishes: !flow.neverFinishes,
      subflows: subflows, screens: screenRequirements(), actions: actionRequirements(),
      decisions: decisions,
      decisionRefinements: decisions.map { $0.typeName + "Decision" }
        + subflows.map { $0 + ".Decisions" },
      groups: groups, isGrouped: groups.count > 1,
      hasEvents: groups.contains { $0.steps.contains { !$0.events.isEmpty } },
      finishedState: finishedState, cancelledState: cancelledState,
      start: try startState(), linkGroups: linkGroups, hasLinks: !links.isEmpty,
      areLinksGrouped: linkGroups.count > 1)
    context.hasGatedLinks = hasGatedLinks
    context.linkMatch = linkMatchName()
    context.hasOneLink = links.count == 1
    if let start = flow.start { context.startStep = SwiftSpelling.member(nodes[start].id.value) }
    context.outsideEvents = try outsideEventContexts()
    context.offersEvents = !flow.events.isEmpty || !eventChildren.isEmpty
    context.eventChildren = eventChildren.map { child in
      let flow = model.flows[child]
      return EventChildContext(
        property: SwiftSpelling.member(SwiftSpelling.lowerFirst(flow.name)),
        namespace: Self.namespace(flow), flow: flow.name)
    }
    let pushingAgain = nodes.filter { $0.step?.pushesAgain == true }
    if !pushingAgain.isEmpty {
      context.pushingAgain = pushingAgain.map { SwiftSpelling.member($0.id.value) }
      context.hasPushingAgain = true
    }
    let containers = nodes.filter { $0.step?.kind == .tabs }
    if !containers.isEmpty {
      context.returningAsShown = containers.map { SwiftSpelling.member($0.id.value) }
      context.hasReturningAsShown = true
    }
    context.actionScreens = actionScreensContext()
    addParameters(to: &context)
    // Every value a state or an action holds is `Hashable` (a failure as a
    // `FlowFailure`, an external as the app declares it); `Link` is Codable
    // too, so `open(Link)` does not stand in the way.
    context.stateConformances = stateIsPlain() ? ["Hashable", "Codable"] : ["Hashable"]
    context.actionConformances = actionIsPlain() ? ["Hashable", "Codable"] : ["Hashable"]
    return context
  }

  /// What restoring a saved state checks its history against: the steps each
  /// step leads to (a `back` written to a step too), and the steps the flow can
  /// show after any screen. A deep link opens its target, its gates and the
  /// screens it rebuilds on top of what is shown, and an event its target;
  /// so is any step they lead to with no screen of the history between (an
  /// action, a decision, a sub-flow, an alert). Linear in the flow.
  func restoringFacts(_ ways: LinkWays?) -> (leadsTo: [[Int]], opensAnywhere: [Bool]) {
    var leadsTo = [[Int]](repeating: [], count: nodes.count)
    var seen = Set<Int>()
    for (index, edges) in flow.outgoing.enumerated() where !edges.isEmpty {
      seen.removeAll(keepingCapacity: true)
      for edge in edges {
        if let target = flow.edges[edge].targetNode, seen.insert(target).inserted {
          leadsTo[index].append(target)
        }
      }
    }
    // An action that runs on a screen (`from`) follows that screen in the history.
    for (action, screen) in ActionScreens(flow).screens.sorted(by: { $0.key < $1.key })
    where !leadsTo[screen].contains(action) {
      leadsTo[screen].append(action)
    }
    // Screens that stay in the history: everything else is passed through.
    let staysShown = nodes.map { node in
      node.kind.isScreen || { if case .tabs = node.kind { true } else { false } }()
    }.enumerated().map { index, shown in
      shown && presentation(nodes[index]) != Presentation.alert.rawValue
    }
    var seeds = flow.links.compactMap(\.target)
    for way in ways?.ways ?? [] { seeds += way.gates + (way.rebuilt ?? []) }
    for event in flow.events {
      if case .node(let target) = event.destination {
        seeds.append(target)
      } else if let guess = event.guess {
        seeds.append(guess)
      }
    }
    var opensAnywhere = [Bool](repeating: false, count: nodes.count)
    var stack: [Int] = []
    for seed in seeds where !opensAnywhere[seed] {
      opensAnywhere[seed] = true
      stack.append(seed)
    }
    while let node = stack.popLast() {
      guard !staysShown[node] else { continue }
      for next in leadsTo[node] where !opensAnywhere[next] {
        opensAnywhere[next] = true
        stack.append(next)
      }
    }
    return (leadsTo, opensAnywhere)
  }

  /// Whether every payload an `Action` case carries is plain: screens',
  /// actions' and sub-flows' outputs, failures, decisions' outcomes and
  /// events' payloads. Then actions are `Codable` (ReSwift tooling records
  /// them); they compare whatever they carry.
  func actionIsPlain() -> Bool {
    let isPlain = { (type: TypeExpression) in !Self.hasValue(type) || self.model.types.isPlain(type)
    }
    for node in nodes {
      guard isPlain(node.output) else { return false }
      if let failure = node.failure, !isPlain(failure) { return false }
      for payload in node.decision?.payloads ?? [] {
        if let payload, !isPlain(payload.value) { return false }
      }
      // A tab's flow finishing carries its output.
      for callee in node.tabCallees {
        guard let callee else { return false }
        let child = model.flows[callee]
        let plain =
          child.endings.isEmpty
          ? isPlain(child.output)
          : child.endings.allSatisfy { $0.payload.map { isPlain($0.value) } ?? true }
        if !plain { return false }
      }
    }
    return flow.events.allSatisfy { isPlain($0.payload) }
  }

  /// Whether every value a `State` case carries is plain (`isPlain`): then
  /// the state is `Codable` (an app saves where the user was and restores
  /// it). It is `Hashable` whatever it carries (ReSwift skips repeated states).
  func stateIsPlain() -> Bool {
    let isPlain = { (type: TypeExpression) in !Self.hasValue(type) || self.model.types.isPlain(type)
    }
    for index in nodes.indices {
      guard isPlain(nodes[index].input) else { return false }
      for source in carried[index] where !isPlain(nodes[source].output) { return false }
    }
    guard !flow.neverFinishes else { return true }
    if flow.endings.isEmpty { return isPlain(flow.output) }
    return flow.endings.allSatisfy { $0.payload.map { isPlain($0.value) } ?? true }
  }

  /// The flow's events from outside, each leading to its target with its payload.
  func outsideEventContexts() throws(GenerationError) -> [OutsideEventContext] {
    var contexts: [OutsideEventContext] = []
    for event in flow.events {
      let name = event.event.name.value
      var scope = Scope()
      let target = try enter(
        event.destination, payload: Self.hasValue(event.payload) ? "payload" : "()",
        scope: &scope
      ) { _ in nil }
      let written = doc(event.event.description?.value)
      var context =
        OutsideEventContext(
          name: SwiftSpelling.member(name), identifier: SwiftSpelling.identifier(name),
          doc: written.isEmpty ? [" The `\(name)` event happened."] : written,
          payload: valueType(event.payload), bindsPayload: scope.used.contains("payload"),
          atEveryStep: event.at == nil,
          steps: (event.at ?? []).map { SwiftSpelling.member(nodes[$0].id.value) },
          target: target)
      context.payloadIsFailure = event.payload == .named("Error")
      if context.steps.count == 1 { context.oneStep = context.steps.first }
      contexts.append(context)
    }
    return contexts
  }

  /// The groups of `runs` of steps (each of at most `FlowContext.groupSize`),
  /// numbered from 1.
  static func groups(_ runs: [[StepContext]]) -> [StepGroup] {
    var groups = runs.enumerated().map { offset, steps in
      StepGroup(
        number: offset + 1, next: offset + 1 < runs.count ? offset + 2 : nil,
        firstStep: steps.first?.id ?? "", lastStep: steps.count > 1 ? steps.last?.id : nil,
        steps: steps)
    }
    let suffixes = Self.suffixes(groups.map(\.firstStep))
    for index in groups.indices {
      groups[index].suffix = suffixes[index]
      groups[index].nextSuffix = groups[index].next.map { suffixes[$0 - 1] }
    }
    return groups
  }

  /// What the functions of each group are called after, given each group's
  /// first step or link: nothing for the first group, `From` and the name
  /// for the others (`FromItem33`), and `Group` and the group's number after
  /// that where two names differ only in their first letter's case.
  static func suffixes(_ firstNames: [String]) -> [String] {
    var taken: Set<String> = [""]
    return firstNames.enumerated().map { index, name in
      guard index > 0 else { return "" }
      let plain = "From" + SwiftSpelling.upperFirst(name.filter { $0 != "`" })
      var suffix = plain
      var number = index + 1
      while taken.contains(suffix) {
        suffix = plain + "Group" + String(number)
        number += 1
      }
      taken.insert(suffix)
      return suffix
    }
  }

  /// `items` in runs of at most `FlowContext.groupSize`, each with its
  /// number (from 1) and the next run's number (nil for the last).
  static func runs<Item>(of items: [Item]) -> [(number: Int, next: Int?, items: [Item])] {
    let starts = Array(stride(from: 0, to: items.count, by: FlowContext.groupSize))
    return starts.enumerated().map { offset, start in
      (
        offset + 1, offset + 1 < starts.count ? offset + 2 : nil,
        Array(items[start..<min(start + FlowContext.groupSize, items.count)])
      )
    }
  }

  func uniqueCallees() -> [Flow] {
    var seen: Set<Int> = []
    var callees: [Flow] = []
    for node in nodes {
      for callee in node.callees where seen.insert(callee).inserted {
        callees.append(model.flows[callee])
      }
    }
    return callees
  }

  /// The edges leaving node `index`, read in place.
  func edges(of index: Int) -> LazyMapCollection<ArraySlice<Int>, Edge> {
    flow.outgoing[index].lazy.map { self.flow.edges[$0] }
  }
}

/// `SwiftSpelling.doc` of each long text a flow's context needs, made once
/// per `String`: the decoder gives a text that YAML aliases repeat as one
/// `String`, known here by its storage, so that its lines are neither made
/// nor looked up by reading it again at each use.
final class DocCache {
  /// Texts shorter than this are made at each use.
  static let shortText = 256

  private struct Storage: Hashable {
    var address: UInt
    var count: Int
  }

  /// The lines by the text's storage, with the text: holding it keeps its
  /// storage, and so its address, from being another text's.
  private var made: [Storage: (text: String, lines: [String])] = [:]

  func lines(of text: String) -> [String] {
    let count = text.utf8.count
    guard count >= Self.shortText,
      let address = text.utf8.withContiguousStorageIfAvailable({
        $0.baseAddress.map { UInt(bitPattern: $0) }
      }) ?? nil
    else { return SwiftSpelling.doc(text) }
    let storage = Storage(address: address, count: count)
    if let known = made[storage] { return known.lines }
    let lines = SwiftSpelling.doc(text)
    made[storage] = (text, lines)
    return lines
  }
}
