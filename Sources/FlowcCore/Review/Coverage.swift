/// What recorded trails took of a run's flows: every step, transition,
/// event and deep link of each flow, with how often the trails took it, and
/// the records that no longer fit the specs. The value behind `flowc coverage`
/// and `flowc diagram --coverage`.
public struct Coverage: Sendable {
  /// The kinds of what is counted.
  public enum Kind: String, CaseIterable, Sendable {
    case step
    /// Any transition a spec writes: `next`, `on` cases, decision cases, `failure`, `back`.
    case transition
    /// The cases of decisions (also counted as transitions).
    case decisionCase
    /// `failure` routes of actions (also counted as transitions).
    case failureRoute
    case event
    case link

    /// The name of the kind in reports, plural: `decision cases`.
    public var plural: String {
      switch self {
      case .step: "steps"
      case .transition: "transitions"
      case .decisionCase: "decision cases"
      case .failureRoute: "failure routes"
      case .event: "events"
      case .link: "links"
      }
    }

    /// The JSON key of the kind's count: `decisionCases`.
    public var jsonKey: String {
      switch self {
      case .step: "steps"
      case .transition: "transitions"
      case .decisionCase: "decisionCases"
      case .failureRoute: "failureRoutes"
      case .event: "events"
      case .link: "links"
      }
    }
  }

  /// One thing a trail may take: a step, a transition, an event or a link.
  public struct Item: Sendable, Equatable {
    /// The item's own kind: a decision case is `.decisionCase`, a failure
    /// route `.failureRoute`, any other transition `.transition`.
    public var kind: Kind
    /// How the reports name it: `form`, `form --submit--> signIn`, the event's
    /// name, the link's pattern.
    public var name: String
    /// Where the spec writes it.
    public var location: SourceLocation
    /// How many records took it.
    public var taken: Int
  }

  /// Covered and total of one kind.
  public struct Count: Sendable, Equatable {
    public var covered = 0
    public var total = 0

    /// The covered share in percent (100 when there is nothing to cover).
    public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }
  }

  /// One flow's items, in spec order: steps, then transitions, events, links.
  public struct FlowCoverage: Sendable {
    public var flow: String
    /// The spec file.
    public var file: String
    public var items: [Item]
    /// How often each step (by `Flow.nodes` index) was entered.
    public var nodeTaken: [Int]
    /// How often each transition (by `Flow.edges` index) was taken.
    public var edgeTaken: [Int]
    /// How often each event (by `Flow.events` index) applied.
    public var eventTaken: [Int]
    /// How often each deep link (by `Flow.links` index) was handled.
    public var linkTaken: [Int]

    /// Covered and total of `kind` (transitions count every edge kind).
    public func count(_ kind: Kind) -> Count {
      var count = Count()
      for item in items where item.kind == kind || (kind == .transition && item.kind.isEdge) {
        count.total += 1
        if item.taken > 0 { count.covered += 1 }
      }
      return count
    }
  }

  public var flows: [FlowCoverage]
  /// Records that could not be read or no longer fit the specs.
  public var problems: [TrailProblem]
  /// How many records were read.
  public var records: Int

  /// Covered and total of `kind` over every flow.
  public func total(_ kind: Kind) -> Count {
    flows.reduce(into: Count()) { sum, flow in
      let count = flow.count(kind)
      sum.covered += count.covered
      sum.total += count.total
    }
  }

  /// The coverage of `flow`, if the run has it.
  public func flow(named name: String) -> FlowCoverage? {
    flows.first { $0.flow == name }
  }
}

extension Coverage.Kind {
  /// Whether the kind is a transition's.
  var isEdge: Bool { self == .transition || self == .decisionCase || self == .failureRoute }
}

extension Coverage {
  /// Maps `records` onto the flows of `model`. Flows, steps, cases, events
  /// and links are matched by name, so a trail recorded with an older spec
  /// counts wherever it still fits; each record that does not is a problem
  /// at its line. Linear in the records and the flows' size.
  public init(_ model: FlowModel, records: [TrailRecord], problems: [TrailProblem] = []) {
    var mapper = CoverageMapper(model)
    for record in records { mapper.take(record) }
    self.init(
      flows: mapper.flowCoverage(), problems: Self.inLineOrder(problems + mapper.problems),
      records: records.count)
  }
}

extension Coverage {
  /// Maps the trails at `paths` onto the flows of `model` as `init(_:records:problems:)`
  /// does, reading them a line at a time: memory stays bounded by the specs
  /// and the problems, however long the trails.
  public init(_ model: FlowModel, trails paths: [String], reader: TrailReader = TrailReader()) {
    var mapper = CoverageMapper(model)
    var problems: [TrailProblem] = []
    var records = 0
    for path in paths {
      reader.read(
        path: path,
        record: { record in
          records += 1
          mapper.take(record)
        },
        problem: { problems.append($0) })
    }
    self.init(
      flows: mapper.flowCoverage(), problems: Self.inLineOrder(problems + mapper.problems),
      records: records)
  }
}

extension Coverage {
  /// Problems by trail file (in the order each first appears), then by line.
  static func inLineOrder(_ problems: [TrailProblem]) -> [TrailProblem] {
    var files: [String: Int] = [:]
    for problem in problems where files[problem.location.file] == nil {
      files[problem.location.file] = files.count
    }
    return problems.enumerated().sorted { a, b in
      let fileA = files[a.element.location.file] ?? 0
      let fileB = files[b.element.location.file] ?? 0
      if fileA != fileB { return fileA < fileB }
      if a.element.location.line != b.element.location.line {
        return a.element.location.line < b.element.location.line
      }
      return a.offset < b.offset
    }.map(\.element)
  }
}

/// Takes records one by one: `Coverage.init`'s work.
struct CoverageMapper {
  let model: FlowModel
  /// The run's flows that review tools show (first of each name).
  let flows: [Flow]
  var flowIndex: [String: Int] = [:]
  var nodeTaken: [[Int]]
  var edgeTaken: [[Int]]
  var eventTaken: [[Int]]
  var linkTaken: [[Int]]
  var eventIndex: [[String: Int]]
  var linkIndex: [[String: Int]]
  var problems: [TrailProblem] = []

  init(_ model: FlowModel) {
    self.model = model
    flows = model.flows.filter(model.isFirstWithName)
    for (index, flow) in flows.enumerated() { flowIndex[flow.name] = index }
    nodeTaken = flows.map { [Int](repeating: 0, count: $0.nodes.count) }
    edgeTaken = flows.map { [Int](repeating: 0, count: $0.edges.count) }
    eventTaken = flows.map { [Int](repeating: 0, count: $0.events.count) }
    linkTaken = flows.map { [Int](repeating: 0, count: $0.links.count) }
    eventIndex = flows.map { flow in
      var index: [String: Int] = [:]
      for (number, event) in flow.events.enumerated() where index[event.event.name.value] == nil {
        index[event.event.name.value] = number
      }
      return index
    }
    linkIndex = flows.map { flow in
      var index: [String: Int] = [:]
      for (number, name) in LinkCaseNames.names(of: flow).enumerated() where index[name] == nil {
        index[name] = number
      }
      return index
    }
  }

  mutating func problem(_ record: TrailRecord, _ message: String) {
    problems.append(TrailProblem(message, at: record.location))
  }

  /// The node of `flow` with id `id`, or a problem.
  mutating func node(_ id: String, in flow: Int, _ record: TrailRecord) -> Int? {
    if let node = flows[flow].nodesByID[id] { return node }
    problem(
      record,
      "flow '\(TrailReader.shown(record.flow))' has no step '\(TrailReader.shown(id))' "
        + "(renamed or removed since the trail was recorded?)")
    return nil
  }

  mutating func take(_ record: TrailRecord) {
    guard let flow = flowIndex[record.flow] else {
      return problem(
        record, "no spec defines flow '\(TrailReader.shown(record.flow))'")
    }
    switch record.kind {
    case "start":
      if let to = record["to"], let node = node(to, in: flow, record) { nodeTaken[flow][node] += 1 }
      if let link = record["link"] { takeLink(link, in: flow, record) }
    case "link":
      if let link = record["link"] { takeLink(link, in: flow, record) }
    case "event":
      guard let name = record["event"] else { return }
      guard let event = eventIndex[flow][name] else {
        return problem(
          record,
          "flow '\(record.flow)' declares no event '\(TrailReader.shown(name))'")
      }
      if record["applied"] == "true" { eventTaken[flow][event] += 1 }
    case "transition":
      takeTransition(record, in: flow)
    default:
      break
    }
  }

  mutating func takeLink(_ name: String, in flow: Int, _ record: TrailRecord) {
    guard let link = linkIndex[flow][name] else {
      return problem(
        record,
        "flow '\(record.flow)' has no deep link '\(TrailReader.shown(name))' "
          + "(its Link case; changed since the trail was recorded?)")
    }
    linkTaken[flow][link] += 1
  }

  mutating func takeTransition(_ record: TrailRecord, in flowNumber: Int) {
    let flow = flows[flowNumber]
    guard let fromID = record["from"], let event = record["event"], let to = record["to"],
      let from = node(fromID, in: flowNumber, record)
    else { return }
    nodeTaken[flowNumber][from] += 1
    let target: Int?
    if to == Reserved.finish || to == Reserved.cancel {
      target = nil
    } else {
      guard let node = node(to, in: flowNumber, record) else { return }
      target = node
      nodeTaken[flowNumber][node] += 1
    }
    let tab = record["tab"]
    let caseName = record["case"]
    let outgoing = flow.outgoing[from].filter { flow.edges[$0].tab == tab }
    var edge: Int?
    switch event {
    case "next", "case":
      let completions = outgoing.filter { flow.edges[$0].completesSource }
      let named = caseName.flatMap { name in
        completions.first { index in
          switch flow.edges[index].kind {
          case .onCase(let written), .decisionCase(let written): written == name
          default: false
          }
        }
      }
      edge =
        named
        ?? completions.first {
          flow.edges[$0].kind == .next || flow.edges[$0].kind == .defaultNext
        }
      if edge == nil {
        let what = caseName.map { "case '\(TrailReader.shown($0))'" } ?? "'next'"
        return problem(
          record,
          "step '\(fromID)' of flow '\(record.flow)' has no transition for \(what) "
            + "(changed since the trail was recorded?)")
      }
    case "failure":
      let failures = outgoing.filter { flow.edges[$0].kind == .failure }
      // A case the spec routes `inline` has no transition: the action
      // reports it to the screen before. So has a failure written `inline`.
      let written = flow.nodes[from].step?.failureRoutes.map(\.caseName.value) ?? []
      if let caseName, written.contains(caseName),
        !failures.contains(where: { flow.edges[$0].failureCase == caseName })
      {
        break
      }
      edge =
        caseName.flatMap { name in failures.first { flow.edges[$0].failureCase == name } }
        ?? failures.first { flow.edges[$0].failureCase == nil }
        ?? failures.first { flow.edges[$0].failureCase == "default" }
        ?? (failures.count == 1 ? failures.first : nil)
    case "back", "subflowCancelled":
      // A sub-flow cancelled takes its step's `back`, as going back does. No
      // `back` written: the flow went back to the screen before.
      edge = outgoing.first { flow.edges[$0].kind == .back }
    case "link":
      if let link = record["cause"] { takeLink(link, in: flowNumber, record) }
    case "event":
      guard let name = record["cause"], eventIndex[flowNumber][name] != nil else {
        return problem(
          record,
          "flow '\(record.flow)' declares no event '\(TrailReader.shown(record["cause"] ?? ""))'")
      }
    case "cancel", "tab":
      break
    default:
      return problem(record, "unknown transition event '\(TrailReader.shown(event))'")
    }
    guard let edge else { return }
    if record["pending"] != "true", !fits(flow.edges[edge], to: to, target: target, record) {
      return problem(
        record,
        "the trail went from '\(fromID)' to '\(TrailReader.shown(to))'; the spec now leads "
          + "\(flow.edges[edge].label) of '\(fromID)' to "
          + "'\(flow.reviewTarget(flow.edges[edge].destination))'")
    }
    edgeTaken[flowNumber][edge] += 1
  }

  /// Whether `edge` leads where the record went.
  func fits(_ edge: Edge, to: String, target: Int?, _ record: TrailRecord) -> Bool {
    switch edge.destination {
    case .node(let node): target == node
    case .finish: to == Reserved.finish
    case .ending(let name): to == Reserved.finish && (record["ending"] ?? name) == name
    case .cancel: to == Reserved.cancel
    case .back, .unknown: true
    }
  }

  /// The items of every flow, in spec order.
  func flowCoverage() -> [Coverage.FlowCoverage] {
    flows.enumerated().map { number, flow in
      var items: [Coverage.Item] = []
      for (index, node) in flow.nodes.enumerated() where flow.isFirstWithID(index) {
        items.append(
          Coverage.Item(
            kind: .step, name: node.id.value, location: node.id.location,
            taken: nodeTaken[number][index]))
      }
      for (index, edge) in flow.edges.enumerated() where flow.isFirstWithID(edge.source) {
        let kind: Coverage.Kind =
          switch edge.kind {
          case .decisionCase: .decisionCase
          case .failure: .failureRoute
          default: .transition
          }
        let name =
          flow.nodes[edge.source].id.value + TransitionEvent(edge).namedArrow
          + flow.reviewTarget(edge.destination)
        items.append(
          Coverage.Item(
            kind: kind, name: name, location: edge.location, taken: edgeTaken[number][index]))
      }
      for (index, event) in flow.events.enumerated() {
        items.append(
          Coverage.Item(
            kind: .event, name: event.event.name.value, location: event.event.name.location,
            taken: eventTaken[number][index]))
      }
      for (index, link) in flow.links.enumerated() {
        items.append(
          Coverage.Item(
            kind: .link, name: link.link.pattern.value, location: link.link.pattern.location,
            taken: linkTaken[number][index]))
      }
      return Coverage.FlowCoverage(
        flow: flow.name, file: flow.spec.name.location.file, items: items,
        nodeTaken: nodeTaken[number], edgeTaken: edgeTaken[number],
        eventTaken: eventTaken[number], linkTaken: linkTaken[number])
    }
  }
}
