/// What changed between two versions of a set of flow specs: the value behind
/// `flowc diff`, rendered by `DiffTextRenderer`, `DiffJSONRenderer` and
/// `DiffMermaidRenderer`.
///
/// Flows are matched by name, steps and decisions by id, transitions by their
/// source id and event (`TransitionEvent`), declared types by name (across the
/// run, so a type that moves to another file is no change), fields and cases by
/// name, and links by their pattern as written. Something renamed is therefore
/// one thing removed and another added.
///
/// A change that breaks the callers of a flow is marked `breaking`: a removed
/// flow, a changed flow `input` or `output`, a removed or retargeted link, a
/// removed event or a changed event payload (callers send events), a
/// decision's case removed or its payload changed (the app's decision answers
/// with those cases), and any change to a declared type that a surviving
/// flow's `input` or `output` mentions (directly or through fields and
/// payloads), since callers build and take apart values of that type.
public struct SpecDiff: Equatable, Sendable {
  /// One group per flow that changed: flows of the new run in order, then the
  /// removed flows in the old run's order. Unchanged flows have no group.
  public var flows: [FlowChanges]

  /// The changes of one flow, or the flow itself added or removed.
  public struct FlowChanges: Equatable, Sendable {
    public enum Status: String, Sendable {
      /// The flow is only in the new run.
      case added
      /// The flow is only in the old run: its callers break.
      case removed
      /// The flow is in both runs and something in it changed.
      case changed
    }

    public var flow: String
    public var status: Status
    /// The changes, in spec order: the flow's `input`, `output` and `start`,
    /// its declared types, its steps and decisions each followed by their
    /// transitions, then its links. Empty for an added or removed flow, except
    /// for type changes (a type that moved into an added flow and changed).
    public var changes: [Change]

    public init(flow: String, status: Status, changes: [Change]) {
      self.flow = flow
      self.status = status
      self.changes = changes
    }

    /// Whether the flow itself going away breaks its callers.
    public var isBreaking: Bool { status == .removed }
  }

  /// One change. Which optional fields are set depends on `subject`:
  ///
  /// | subject | fields |
  /// |---|---|
  /// | `flow` | `property` (`input`, `output`, `start`, `parameters`), `old`, `new` |
  /// | `step`, `decision` | `id`; when changed, `property` (`kind`, `input`, `output`, `present`, `effects`, `back`, `tabs`, `cases`, `gate`, `with`), `old`, `new` |
  /// | `transition` | `id` (the source), `event`; `old` and/or `new`: the destination |
  /// | `type` | `type`; when changed, `property` `shape`, `old`, `new` (`struct`, `enum`) |
  /// | `field` | `type`, `member`; `old` and/or `new`: the field's type |
  /// | `enumCase` | `type`, `member`; `old` and/or `new`: the payload type (nil: none) |
  /// | `link` | `link` (the pattern); `old` and/or `new`: the target id; when `property` (`back`, `gated`) is set, that property's values |
  /// | `event` | `id` (the event's name); `old` and/or `new`: the target; when `property` (`payload`, `at`) is set, that property's values |
  public struct Change: Equatable, Sendable {
    public enum Action: String, Sendable {
      case added
      case removed
      case changed
    }

    public enum Subject: String, Sendable {
      case flow
      case step
      case decision
      case transition
      case type
      case field
      case enumCase = "case"
      case link
      case event
    }

    /// The aspect of a flow, node or type that changed.
    public enum Property: String, Sendable {
      case input
      case output
      case start
      /// A step's kind and name (`screen LoginForm`), or step versus decision.
      case kind
      case present
      /// An action's `async` and `throws`, and whether it fails inline
      /// (`async throws`, `throws, failure inline`, `none`).
      case effects
      /// A declared type turned from a struct into an enum or back.
      case shape
      /// A step's `back: none` (`none`, or `default`); a link's back stack.
      case back
      /// A tab container's tabs and the one selected (`feed: Feed, account: Account (selected feed)`).
      case tabs
      /// How a container shows its tabs (`tabs`, `pages`, `split`).
      case container
      /// A decision's cases, with their payloads (`pay(Int), other`).
      case cases
      /// Whether a decision is a gate (`true`, `false`).
      case gate
      /// Whether a deep link passes the gates before its step (`true`, `false`).
      case gated
      /// What an event carries.
      case payload
      /// A screen step's factory method (`unlockPad`; the screen's own name when not written).
      case factory
      /// Where an event applies (`everywhere`, or the steps `at` lists).
      case at
      /// What reaching a screen step shown already does (`again`: `push`, or `return`).
      case again
      /// The screen an action runs on (`from`; `none` when not written).
      case from
      /// A flow's `parameters` (`kind: TimelineKind, title: String?`, or `none`).
      case parameters
      /// The constants a `flow:` step gives its flow (`kind: home`, or `none`).
      case with
    }

    public var action: Action
    public var subject: Subject
    public var property: Property?
    /// The step or decision id; for a transition, its source.
    public var id: String?
    public var event: TransitionEvent?
    /// The declared type a `type`, `field` or `enumCase` change is about.
    public var type: String?
    /// The field or case name.
    public var member: String?
    /// The link pattern.
    public var link: String?
    /// The value before (nil when added, or for a case without payload).
    public var old: String?
    /// The value after (nil when removed, or for a case without payload).
    public var new: String?
    /// Whether the change breaks callers of the flow.
    public var breaking: Bool

    public init(
      _ action: Action, _ subject: Subject, property: Property? = nil, id: String? = nil,
      event: TransitionEvent? = nil, type: String? = nil, member: String? = nil,
      link: String? = nil, old: String? = nil, new: String? = nil, breaking: Bool = false
    ) {
      self.action = action
      self.subject = subject
      self.property = property
      self.id = id
      self.event = event
      self.type = type
      self.member = member
      self.link = link
      self.old = old
      self.new = new
      self.breaking = breaking
    }
  }

  public init(flows: [FlowChanges]) {
    self.flows = flows
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { flows.isEmpty }

  /// How many changes there are: each change, plus each added or removed flow.
  public var changeCount: Int {
    flows.reduce(0) { $0 + $1.changes.count + ($1.status == .changed ? 0 : 1) }
  }

  /// How many changes break callers, removed flows included.
  public var breakingCount: Int {
    flows.reduce(0) { $0 + $1.changes.count(where: \.breaking) + ($1.isBreaking ? 1 : 0) }
  }

  /// Whether something breaks callers: what `--fail-on-breaking` fails on.
  public var breaksCallers: Bool { breakingCount > 0 }
}

extension SpecDiff {
  /// Compares two resolved runs. Both should come from specs that decoded;
  /// semantic errors (an unknown target, say) do not stop the comparison.
  public init(old: FlowModel, new: FlowModel) {
    let typeChanges = Self.typeChanges(old: old, new: new)
    var groups: [FlowChanges] = []
    for flow in new.flows where new.isFirstWithName(flow) {
      let types = typeChanges[flow.name] ?? []
      guard let before = old.firstFlow(named: flow.name) else {
        groups.append(FlowChanges(flow: flow.name, status: .added, changes: types))
        continue
      }
      var changes = Self.signatureChanges(old: before, new: flow)
      changes += types
      changes += Self.nodeChanges(old: before, new: flow)
      changes += Self.linkChanges(old: before, new: flow)
      changes += Self.eventChanges(old: before, new: flow)
      if !changes.isEmpty {
        groups.append(FlowChanges(flow: flow.name, status: .changed, changes: changes))
      }
    }
    for flow in old.flows where old.isFirstWithName(flow) && new.flowsByName[flow.name] == nil {
      let types = typeChanges[flow.name] ?? []
      groups.append(FlowChanges(flow: flow.name, status: .removed, changes: types))
    }
    self.init(flows: groups)
  }

  // MARK: Flows

  /// The flow's `input`, `output` and `start`.
  private static func signatureChanges(old: Flow, new: Flow) -> [Change] {
    var changes: [Change] = []
    if old.input != new.input {
      changes.append(
        Change(
          .changed, .flow, property: .input, old: "\(old.input)", new: "\(new.input)",
          breaking: true))
    }
    // Endings compare by name and payload: callers switch over them.
    if old.outputDescription != new.outputDescription {
      changes.append(
        Change(
          .changed, .flow, property: .output, old: old.outputDescription,
          new: new.outputDescription, breaking: true))
    }
    let before = parameters(of: old)
    let after = parameters(of: new)
    if before != after {
      // Callers build `Parameters`, and the flow's factories take them: only
      // optional parameters added to a flow that had some leave both compiling.
      let newTypes = Dictionary(
        new.spec.parameters.map { ($0.name.value, $0.type.value) },
        uniquingKeysWith: { first, _ in first })
      let oldNames = Set(old.spec.parameters.map(\.name.value))
      let kept = old.spec.parameters.allSatisfy { newTypes[$0.name.value] == $0.type.value }
      let onlyOptionalAdded =
        !old.spec.parameters.isEmpty && kept
        && new.spec.parameters.allSatisfy { $0.isOptional || oldNames.contains($0.name.value) }
      changes.append(
        Change(
          .changed, .flow, property: .parameters, old: before, new: after,
          breaking: !onlyOptionalAdded))
    }
    if old.spec.start.value != new.spec.start.value {
      changes.append(
        Change(
          .changed, .flow, property: .start, old: old.spec.start.value, new: new.spec.start.value))
    }
    return changes
  }

  // MARK: Steps, decisions and transitions

  /// Nodes of the new flow in order, each with its transitions; then removed nodes.
  private static func nodeChanges(old: Flow, new: Flow) -> [Change] {
    var changes: [Change] = []
    for (index, node) in new.nodes.enumerated() where new.isFirstWithID(index) {
      let subject: Change.Subject = node.decision == nil ? .step : .decision
      guard let oldIndex = old.nodesByID[node.id.value] else {
        changes.append(Change(.added, subject, id: node.id.value))
        for edge in new.outgoing[index].map({ new.edges[$0] }) {
          changes.append(
            Change(
              .added, .transition, id: node.id.value, event: TransitionEvent(edge),
              new: new.reviewTarget(edge.destination)))
        }
        continue
      }
      changes += propertyChanges(old: old.nodes[oldIndex], new: node, subject: subject)
      changes += transitionChanges(old: old, oldIndex, new: new, index)
    }
    for (index, node) in old.nodes.enumerated()
    where old.isFirstWithID(index) && new.nodesByID[node.id.value] == nil {
      changes.append(Change(.removed, node.decision == nil ? .step : .decision, id: node.id.value))
      for edge in old.outgoing[index].map({ old.edges[$0] }) {
        changes.append(
          Change(
            .removed, .transition, id: node.id.value, event: TransitionEvent(edge),
            old: old.reviewTarget(edge.destination)))
      }
    }
    return changes
  }

  /// A node's kind, `input`, `output` and `present`.
  private static func propertyChanges(old: FlowNode, new: FlowNode, subject: Change.Subject)
    -> [Change]
  {
    var changes: [Change] = []
    func add(_ property: Change.Property, _ before: String, _ after: String) {
      guard before != after else { return }
      changes.append(
        Change(.changed, subject, property: property, id: new.id.value, old: before, new: after))
    }
    add(.kind, old.kind.reviewDescription, new.kind.reviewDescription)
    if old.input != new.input { add(.input, "\(old.input)", "\(new.input)") }
    // A decision's output is its input: only steps have an output of their own.
    if let oldStep = old.step, let newStep = new.step {
      if old.output != new.output { add(.output, "\(old.output)", "\(new.output)") }
      add(.present, oldStep.presentation.rawValue, newStep.presentation.rawValue)
      if oldStep.kind == .action, newStep.kind == .action {
        add(
          .effects, effects(of: oldStep, failure: old.failure),
          effects(of: newStep, failure: new.failure))
        add(.from, oldStep.from?.value ?? "none", newStep.from?.value ?? "none")
      }
      // A `back` target is a transition; `back: none` is not.
      add(
        .back, oldStep.backDisabled == nil ? "default" : "none",
        newStep.backDisabled == nil ? "default" : "none")
      add(.tabs, tabs(of: oldStep), tabs(of: newStep))
      if oldStep.kind == .tabs, newStep.kind == .tabs,
        oldStep.containerKind != newStep.containerKind
      {
        // Another container shows the tabs another way: navigators make another screen.
        changes.append(
          Change(
            .changed, subject, property: .container, id: new.id.value,
            old: oldStep.containerKind.rawValue, new: newStep.containerKind.rawValue,
            breaking: true))
      }
      if oldStep.kind == .flow, newStep.kind == .flow {
        add(.with, constants(oldStep.with), constants(newStep.with))
      }
      // A screen renamed renames its factory too: that is the `kind` change.
      if oldStep.kind == .screen, newStep.kind == .screen,
        oldStep.factory != nil || newStep.factory != nil
      {
        add(.factory, factory(of: oldStep), factory(of: newStep))
      }
      add(
        .again, (oldStep.again?.value ?? .return).rawValue,
        (newStep.again?.value ?? .return).rawValue)
    }
    if let oldDecision = old.decision, let newDecision = new.decision {
      let before = cases(of: oldDecision)
      let after = cases(of: newDecision)
      if before.map(\.text) != after.map(\.text) {
        // The app's decision answers with these cases: one removed, or its
        // payload changed, no longer compiles.
        let kept = Dictionary(after.map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
        let breaking = before.contains { kept[$0.name] != $0.text }
        changes.append(
          Change(
            .changed, subject, property: .cases, id: new.id.value,
            old: before.map(\.text).joined(separator: ", "),
            new: after.map(\.text).joined(separator: ", "), breaking: breaking))
      }
      add(
        .gate, String(oldDecision.gate?.value ?? false), String(newDecision.gate?.value ?? false))
    }
    return changes
  }

  /// A flow's parameters as written: `kind: TimelineKind, title: String?`, or `none`.
  private static func parameters(of flow: Flow) -> String {
    guard !flow.spec.parameters.isEmpty else { return "none" }
    return flow.spec.parameters.map { "\($0.name.value): \($0.type.value)" }
      .joined(separator: ", ")
  }

  /// The constants of a `with`, sorted by name: `kind: home, title: "Nearby"`, or `none`.
  static func constants(_ with: [ParameterValue]?) -> String {
    guard let with, !with.isEmpty else { return "none" }
    return with.sorted { $0.name.value < $1.name.value }.map { value in
      let text = value.text.map { value.isQuoted ? "\"\($0)\"" : $0 } ?? "nil"
      return "\(value.name.value): \(text)"
    }.joined(separator: ", ")
  }

  /// A screen step's factory: as written, else named after the screen.
  private static func factory(of step: Step) -> String {
    step.factory?.value ?? SwiftSpelling.lowerFirst(step.name.value)
  }

  /// A tab container's tabs and the one selected, `none` for any other step.
  private static func tabs(of step: Step) -> String {
    guard step.kind == .tabs else { return "none" }
    let tabs = step.tabs.map { tab in
      "\(tab.id.value): \(tab.flow.value)"
        + (tab.with.map { "(\(constants($0)))" } ?? "")
    }.joined(separator: ", ")
    let selected = step.selected?.value ?? step.tabs.first?.id.value ?? ""
    return "\(tabs) (selected \(selected))"
  }

  /// A decision's cases as its outcome spells them: `pay(Int)`, `other`.
  private static func cases(of decision: Decision) -> [(name: String, text: String)] {
    decision.cases.enumerated().map { index, name in
      let payload = decision.payloads.flatMap { $0.indices.contains(index) ? $0[index] : nil }
      let text = payload.map { $0.value == .void ? name.value : "\(name.value)(\($0.value))" }
      return (name.value, text ?? name.value)
    }
  }

  /// `async throws`, `async throws(AppError)`, `throws, failure inline`, `none`: what
  /// `.effects` compares.
  private static func effects(of step: Step, failure: TypeExpression?) -> String {
    let throwing = failure.map { $0 == .error ? "throws" : "throws(\($0))" } ?? ""
    let words = [step.runsAsync ? "async" : "", throwing]
      .filter { !$0.isEmpty }.joined(separator: " ")
    let effects = words.isEmpty ? "none" : words
    return step.inlineFailure == nil ? effects : effects + ", failure inline"
  }

  /// The transitions of one node present in both flows, matched by event.
  private static func transitionChanges(old: Flow, _ oldIndex: Int, new: Flow, _ index: Int)
    -> [Change]
  {
    let id = new.nodes[index].id.value
    var before: [TransitionEvent: String] = [:]
    for edge in old.outgoing[oldIndex].map({ old.edges[$0] }) {
      let event = TransitionEvent(edge)
      if before[event] == nil { before[event] = old.reviewTarget(edge.destination) }
    }
    var changes: [Change] = []
    var seen: Set<TransitionEvent> = []
    for edge in new.outgoing[index].map({ new.edges[$0] }) {
      let event = TransitionEvent(edge)
      guard seen.insert(event).inserted else { continue }
      let destination = new.reviewTarget(edge.destination)
      switch before[event] {
      case nil:
        changes.append(Change(.added, .transition, id: id, event: event, new: destination))
      case let previous? where previous != destination:
        changes.append(
          Change(.changed, .transition, id: id, event: event, old: previous, new: destination))
      default:
        break
      }
    }
    var removed: Set<TransitionEvent> = []
    for edge in old.outgoing[oldIndex].map({ old.edges[$0] }) {
      let event = TransitionEvent(edge)
      guard !seen.contains(event), removed.insert(event).inserted else { continue }
      changes.append(
        Change(
          .removed, .transition, id: id, event: event, old: old.reviewTarget(edge.destination)))
    }
    return changes
  }

  // MARK: Links

  /// Links of the new flow in order, then removed links; removing or
  /// retargeting a link breaks whoever opens that URL.
  /// Links are the same when their patterns are, up to the order of the
  /// query items (which a URL may give in any order); any other change of
  /// a pattern, such as a query item or a fragment added, renamed or
  /// removed, is a removed link and an added one.
  private static func linkChanges(old: Flow, new: Flow) -> [Change] {
    var before: [String: String] = [:]
    var links: [String: Link] = [:]
    for link in old.spec.links where before[linkKey(link.pattern.value)] == nil {
      before[linkKey(link.pattern.value)] = link.target.value
      links[linkKey(link.pattern.value)] = link
    }
    var changes: [Change] = []
    var seen: Set<String> = []
    for link in new.spec.links where seen.insert(linkKey(link.pattern.value)).inserted {
      let pattern = link.pattern.value
      switch before[linkKey(pattern)] {
      case nil:
        changes.append(Change(.added, .link, link: pattern, new: link.target.value))
      case let previous? where previous != link.target.value:
        changes.append(
          Change(
            .changed, .link, link: pattern, old: previous, new: link.target.value, breaking: true))
      default:
        break
      }
      if let previous = links[linkKey(pattern)] {
        if previous.backStack != link.backStack {
          changes.append(
            Change(
              .changed, .link, property: .back, link: pattern, old: previous.backStack.rawValue,
              new: link.backStack.rawValue))
        }
        if previous.isGated != link.isGated {
          changes.append(
            Change(
              .changed, .link, property: .gated, link: pattern, old: String(previous.isGated),
              new: String(link.isGated)))
        }
      }
    }
    var removed: Set<String> = []
    for link in old.spec.links
    where !seen.contains(linkKey(link.pattern.value))
      && removed.insert(linkKey(link.pattern.value)).inserted
    {
      changes.append(
        Change(.removed, .link, link: link.pattern.value, old: link.target.value, breaking: true))
    }
    return changes
  }

  /// A pattern with its query items sorted by key: `a://x?b={b:Int}&a={a:Int}`
  /// is `a://x?a={a:Int}&b={b:Int}`. A pattern that does not parse is its text.
  static func linkKey(_ pattern: String) -> String {
    guard let parsed = try? LinkPattern(parsing: pattern), parsed.query.count > 1,
      let question = pattern.firstIndex(of: "?")
    else { return pattern }
    let hash = pattern[question...].firstIndex(of: "#") ?? pattern.endIndex
    let items = pattern[pattern.index(after: question)..<hash].split(separator: "&")
    let sorted = items.sorted {
      $0.prefix { $0 != "=" }.utf8.lexicographicallyPrecedes($1.prefix { $0 != "=" }.utf8)
    }
    return pattern[...question] + sorted.joined(separator: "&") + pattern[hash...]
  }

  // MARK: Events

  /// Events of the new flow in order, then removed ones. Callers send events:
  /// removing one, or changing what it carries, breaks them.
  private static func eventChanges(old: Flow, new: Flow) -> [Change] {
    func at(_ event: Event) -> String {
      event.at.map { $0.map(\.value).joined(separator: ", ") } ?? "everywhere"
    }
    var before: [String: Event] = [:]
    for event in old.spec.events where before[event.name.value] == nil {
      before[event.name.value] = event
    }
    var changes: [Change] = []
    var seen: Set<String> = []
    for event in new.spec.events where seen.insert(event.name.value).inserted {
      let name = event.name.value
      let target = event.next.value.description
      guard let previous = before[name] else {
        changes.append(Change(.added, .event, id: name, new: target))
        continue
      }
      if previous.next.value.description != target {
        changes.append(
          Change(.changed, .event, id: name, old: previous.next.value.description, new: target))
      }
      let payloads = (previous.payload?.value ?? .void, event.payload?.value ?? .void)
      if payloads.0 != payloads.1 {
        changes.append(
          Change(
            .changed, .event, property: .payload, id: name, old: "\(payloads.0)",
            new: "\(payloads.1)", breaking: true))
      }
      if at(previous) != at(event) {
        changes.append(
          Change(.changed, .event, property: .at, id: name, old: at(previous), new: at(event)))
      }
    }
    for event in old.spec.events where !seen.contains(event.name.value) {
      seen.insert(event.name.value)
      changes.append(
        Change(
          .removed, .event, id: event.name.value, old: event.next.value.description,
          breaking: true))
    }
    return changes
  }

  // MARK: Declared types

  /// Changes to declared types, keyed by the flow whose spec declares the type
  /// (in the new run; in the old one for a removed type). A type added with its
  /// new flow, or removed with its removed flow, is implied and left out.
  private static func typeChanges(old: FlowModel, new: FlowModel) -> [String: [Change]] {
    let visible = callerVisibleTypes(old: old, new: new)
    var changes: [String: [Change]] = [:]
    for flow in new.flows where new.isFirstWithName(flow) {
      for declaration in flow.spec.types
      where new.types.declared[declaration.name.value]?.flow == flow.index {
        let name = declaration.name.value
        if let before = old.types.declared[name]?.declaration {
          let found = compare(before, declaration, breaking: visible.contains(name))
          if !found.isEmpty { changes[flow.name, default: []] += found }
        } else if old.flowsByName[flow.name] != nil {
          changes[flow.name, default: []].append(Change(.added, .type, type: name))
        }
      }
    }
    for flow in old.flows where old.isFirstWithName(flow) && new.flowsByName[flow.name] != nil {
      for declaration in flow.spec.types
      where old.types.declared[declaration.name.value]?.flow == flow.index
        && new.types.declared[declaration.name.value] == nil
      {
        let name = declaration.name.value
        changes[flow.name, default: []].append(
          Change(.removed, .type, type: name, breaking: visible.contains(name)))
      }
    }
    return changes
  }

  /// The fields of two structs, or the cases of two enums, matched by name.
  private static func compare(_ old: TypeDeclaration, _ new: TypeDeclaration, breaking: Bool)
    -> [Change]
  {
    let name = new.name.value
    switch (old.shape, new.shape) {
    case (.structure(let before), .structure(let after)):
      return compareMembers(
        before.map { ($0.name.value, "\($0.type.value)") },
        after.map { ($0.name.value, "\($0.type.value)") },
        subject: .field, type: name, breaking: breaking)
    case (.enumeration(let before), .enumeration(let after)):
      return compareMembers(
        before.map { ($0.name.value, $0.payload.map { "\($0.value)" }) },
        after.map { ($0.name.value, $0.payload.map { "\($0.value)" }) },
        subject: .enumCase, type: name, breaking: breaking)
    case (.structure, .enumeration), (.enumeration, .structure):
      let shape = { (shape: TypeDeclaration.Shape) -> String in
        if case .structure = shape { return "struct" }
        return "enum"
      }
      return [
        Change(
          .changed, .type, property: .shape, type: name, old: shape(old.shape),
          new: shape(new.shape), breaking: breaking)
      ]
    }
  }

  /// Members in the new order, then removed ones; `value` is a field's type or
  /// a case's payload (nil: none).
  private static func compareMembers(
    _ old: [(name: String, value: String?)], _ new: [(name: String, value: String?)],
    subject: Change.Subject, type: String, breaking: Bool
  ) -> [Change] {
    var before: [String: String?] = [:]
    for member in old where before[member.name] == nil { before[member.name] = member.value }
    var changes: [Change] = []
    var seen: Set<String> = []
    for member in new where seen.insert(member.name).inserted {
      switch before[member.name] {
      case nil:
        changes.append(
          Change(
            .added, subject, type: type, member: member.name, new: member.value,
            breaking: breaking))
      case let previous? where previous != member.value:
        changes.append(
          Change(
            .changed, subject, type: type, member: member.name, old: previous, new: member.value,
            breaking: breaking))
      default:
        break
      }
    }
    var removed: Set<String> = []
    for member in old where !seen.contains(member.name) && removed.insert(member.name).inserted {
      changes.append(
        Change(
          .removed, subject, type: type, member: member.name, old: member.value,
          breaking: breaking))
    }
    return changes
  }

  /// The declared types callers of the old run's surviving flows handle: those
  /// a flow's `input` or `output` mentions, and those their fields and payloads
  /// mention in turn.
  private static func callerVisibleTypes(old: FlowModel, new: FlowModel) -> Set<String> {
    var visible: Set<String> = []
    var pending: [String] = []
    func visit(_ type: TypeExpression) {
      type.forEachName { name in
        if old.types.declared[name] != nil, visible.insert(name).inserted { pending.append(name) }
      }
    }
    for flow in old.flows where new.flowsByName[flow.name] != nil {
      visit(flow.input)
      visit(flow.output)
      for ending in flow.endings { if let payload = ending.payload { visit(payload.value) } }
    }
    while let name = pending.popLast() {
      switch old.types.declared[name]?.declaration.shape {
      case .structure(let fields)?:
        for field in fields { visit(field.type.value) }
      case .enumeration(let cases)?:
        for enumCase in cases { if let payload = enumCase.payload { visit(payload.value) } }
      case nil:
        break
      }
    }
    return visible
  }
}
