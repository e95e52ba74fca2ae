/// All flows of a run with their names resolved: the input of every check, and
/// of everything generated from a run.
///
/// Building the model never fails. A name that resolves to nothing is kept as
/// unresolved (and reported by the check for it), so one mistake costs one
/// diagnostic rather than a cascade.
public struct FlowModel: Sendable {
  /// The flows, in the order of their files.
  public var flows: [Flow]
  /// Each flow name's first flow.
  public var flowsByName: [String: Int]
  /// The types of the run: declared ones are visible to every flow of the run,
  /// as they will be in the one Swift module generated from it.
  public var types: TypeTable
  /// What checks and generation derive from the model, made once for all its copies.
  let analysis = ModelAnalysis()

  /// The flow a `flow:` step runs, if it exists.
  public func callee(of node: FlowNode) -> Flow? {
    node.callee.map { flows[$0] }
  }
}

/// The names a type expression may use, and what declared ones look like.
public struct TypeTable: Sendable {
  /// Types every spec may use without declaring them.
  public static let builtins: Set<String> = [
    "Void", "Bool", "Int", "Double", "String", "Date", "URL", "Data", "UUID", "Error", "Never",
  ]

  /// A declaration and the flow (index) whose spec declares it.
  public struct Declared: Sendable {
    public var declaration: TypeDeclaration
    public var flow: Int
  }

  /// The first declaration of each declared type name.
  public var declared: [String: Declared] = [:]
  /// Each external name and where it was first listed.
  public var external: [String: Located<String>] = [:]

  /// The endings of each flow that has them, by the name of its `Ending`
  /// enum (`LoginFlow.Ending`).
  public var endingCases: [String: [TypeDeclaration.EnumCase]] = [:]

  /// Every name a type may use: built in, declared or external.
  public private(set) var known: Set<String> = TypeTable.builtins
  /// Names defined more than once in the run (declared twice, or declared and
  /// external): `duplicate-name` reports them, and no check looks into them,
  /// since which definition a spec meant is unknown.
  public private(set) var ambiguous: Set<String> = []
  /// What follows from the declared types through their fields and payloads,
  /// once they are all declared (`settle()`).
  public private(set) var facts = TypeFacts([:])
  /// The case names of each enum, declared or of endings (`settle()`): one
  /// array, however many steps route its cases.
  public private(set) var caseNames: [String: [String]] = [:]

  init() {}

  /// Computes `facts` and `caseNames`, after the last declaration.
  mutating func settle() {
    facts = TypeFacts(declared)
    for (name, type) in declared {
      if case .enumeration(let cases) = type.declaration.shape {
        caseNames[name] = cases.map(\.name.value)
      }
    }
    for (name, cases) in endingCases where caseNames[name] == nil {
      caseNames[name] = cases.map(\.name.value)
    }
  }

  /// Whether every value `type` may hold is `Hashable` and `Codable` without
  /// help: plain builtins, and declared types made of them.
  public func isPlain(_ type: TypeExpression) -> Bool {
    type.allNames { TypeFacts.plainBuiltins.contains($0) || facts.plain.contains($0) }
  }

  /// Whether a value of `name` holds a value of `name` in place, through
  /// structs only or through any declared type. (Generated enums that hold
  /// themselves are `indirect`; a struct that does cannot exist.)
  public func containsItself(_ name: String, throughStructsOnly: Bool) -> Bool {
    (throughStructsOnly ? facts.holdingItselfThroughStructs : facts.holdingItself).contains(name)
  }

  mutating func declare(_ declaration: TypeDeclaration, in flow: Int) {
    let name = declaration.name.value
    guard declared[name] == nil, !TypeTable.builtins.contains(name) else {
      ambiguous.insert(name)
      return
    }
    if external[name] != nil { ambiguous.insert(name) }
    declared[name] = Declared(declaration: declaration, flow: flow)
    known.insert(name)
  }

  /// The endings of a flow, as the cases of its `Ending` enum named `type`.
  mutating func declareEndings(_ endings: [TypeDeclaration.EnumCase], of type: TypeExpression) {
    guard case .named(let name) = type, endingCases[name] == nil else { return }
    endingCases[name] = endings
    known.insert(name)
  }

  mutating func declareExternal(_ name: Located<String>) {
    if declared[name.value] != nil { ambiguous.insert(name.value) }
    guard external[name.value] == nil else { return }
    external[name.value] = name
    known.insert(name.value)
  }

  /// Whether `name` is built in, declared or external.
  public func isKnown(_ name: String) -> Bool {
    known.contains(name)
  }

  /// Whether every name in `type` is known and defined once (types with
  /// unknown or ambiguous names are not compared).
  public func isKnown(_ type: TypeExpression) -> Bool {
    guard ambiguous.isEmpty else {
      return type.allNames { known.contains($0) && !ambiguous.contains($0) }
    }
    return type.allNames(known.contains)
  }

  /// Every name a type may use, for suggestions.
  public var allNames: [String] { Array(known) }

  /// The cases of a declared enum type, or nil if `type` is not one.
  public func enumCases(of type: TypeExpression) -> [TypeDeclaration.EnumCase]? {
    guard case .named(let name) = type, ambiguous.isEmpty || !ambiguous.contains(name)
    else { return nil }
    if case .enumeration(let cases)? = declared[name]?.declaration.shape { return cases }
    return endingCases[name]
  }

  /// The fields of a declared struct type, or nil if `type` is not one.
  public func structFields(of type: TypeExpression) -> [TypeDeclaration.Field]? {
    guard case .named(let name) = type, ambiguous.isEmpty || !ambiguous.contains(name),
      case .structure(let fields)? = declared[name]?.declaration.shape
    else { return nil }
    return fields
  }
}

/// One flow: its steps and decisions as numbered nodes, and the transitions between them.
public struct Flow: Sendable {
  public var spec: Spec
  /// Position in `FlowModel.flows`.
  public var index: Int
  public var name: String { spec.name.value }
  /// The flow's `input` (`Void` when not written).
  public var input: TypeExpression
  /// The flow's `output` (`Void` when not written), or for a flow with
  /// `endings` the enum of them (`Flow.endingType`).
  public var output: TypeExpression
  /// The flow's named endings (`spec.endings`).
  public var endings: [TypeDeclaration.EnumCase] { spec.endings }
  /// What the flow yields, for people: its `output`, or its endings by name
  /// with their payloads (`completed(Preferences) | skipped`).
  public var outputDescription: String {
    guard !endings.isEmpty else { return "\(output)" }
    return endings.map { ending in
      ending.name.value + (ending.payload.map { "(\($0.value))" } ?? "")
    }.joined(separator: " | ")
  }
  /// Steps in written order, then decisions in written order.
  public var nodes: [FlowNode]
  /// Each id's first node.
  public var nodesByID: [String: Int]
  /// The node `start` names, if it exists.
  public var start: Int?
  /// Every transition, grouped by source node in written order.
  public var edges: [Edge]
  /// For each node, the indices of its edges in `edges`.
  public var outgoing: EdgeLists
  /// For each node, the indices of the edges that arrive at it.
  public var incoming: EdgeLists
  public var links: [FlowLink]
  /// The first link written to each target, by the target as written
  /// (`item`, `settings.account`): how a parent's link into this flow finds it.
  public var linkIndex: [String: Int] = [:]
  /// Where the flow can be entered: `start`, then each link target once, then
  /// each event target (a misspelt target counts as its likely meaning).
  public var entries: [Int]
  /// The flow's events with their targets and steps resolved.
  public var events: [FlowEvent] = []
  /// How each deep link reaches its target (nil for a flow without links):
  /// computed once for the checks, the generator and the reviews.
  public var linkWays: LinkWays? = nil

  /// A subject for diagnostics about node `index` (or the flow itself).
  public func subject(_ index: Int? = nil) -> Diagnostic.Subject {
    Diagnostic.Subject(flow: name, node: index.map { nodes[$0].id.value })
  }
}

/// A step or a decision.
///
/// A class: nodes are the identities of a flow's graph, shared by every
/// analysis, and copying one is a single reference count.
public final class FlowNode: Sendable {
  public enum Kind: Hashable, Sendable {
    case screen(String)
    case action(String)
    case subflow(String)
    /// A tab container: each tab runs a flow (`FlowNode.tabCallees`).
    case tabs
    case decision

    public var isScreen: Bool {
      if case .screen = self { return true }
      return false
    }
  }

  public let id: Located<String>
  /// What the node takes: written `input`, `Void`, or for a sub-flow the callee's input.
  public let input: TypeExpression
  /// What the node produces: written `output`, `Void`, a sub-flow's output, or a
  /// decision's own input (which it passes on).
  public let output: TypeExpression
  /// The spec's steps and decisions, shared by every node of the flow: a node
  /// refers to its entry there rather than holding a copy of it.
  private let entries: SpecEntries
  /// For a tab container, the flow each tab runs (in the order of
  /// `step.tabs`), nil for a tab whose flow does not exist.
  public let tabCallees: [Int?]
  /// What the failure of an action that can fail carries: its `error` type,
  /// else its flow's, else `Error`; nil for any other node.
  public let failure: TypeExpression?
  public let kind: Kind
  /// The node's position in `entries.steps`, or in `entries.decisions`, and
  /// its callee (-1: none), in 32 bits: a flow holds one node per step.
  private let entry: Int32
  private let storedCallee: Int32
  /// Whether the node is a decision.
  public let isDecision: Bool

  /// Where to point at when the input is wrong: the written `input`, else the id.
  public var inputLocation: SourceLocation {
    if isDecision {
      let decision = entries.decisions[Int(entry)]
      return decision.input?.location ?? decision.id.location
    }
    let step = entries.steps[Int(entry)]
    return step.input?.location ?? step.id.location
  }
  /// Where to point at when the output is wrong: the written `output`, else
  /// the id (a decision's output is its input).
  public var outputLocation: SourceLocation {
    if isDecision { return inputLocation }
    let step = entries.steps[Int(entry)]
    return step.output?.location ?? step.id.location
  }
  /// For a `flow:` step, the flow it runs, if that flow exists.
  public var callee: Int? { storedCallee < 0 ? nil : Int(storedCallee) }
  /// Every flow the node runs: a `flow:` step's, or a container's tabs'.
  public var callees: [Int] { callee.map { [$0] } ?? tabCallees.compactMap { $0 } }
  /// Whether the node is a `flow:` step whose flow no spec of the run defines:
  /// its input and output are unknown, and checks of them stay silent (the
  /// `unknown-flow` error says what is wrong).
  public var runsUnknownFlow: Bool {
    if case .subflow = kind { return callee == nil }
    return false
  }

  init(
    id: Located<String>, kind: Kind, input: TypeExpression, output: TypeExpression,
    entries: SpecEntries, entry: Int, callee: Int?, failure: TypeExpression? = nil,
    tabCallees: [Int?] = []
  ) {
    self.id = id
    self.kind = kind
    self.input = input
    self.output = output
    self.entries = entries
    self.entry = Int32(entry)
    self.isDecision = kind == .decision
    self.storedCallee = callee.map { Int32($0) } ?? -1
    self.failure = failure
    self.tabCallees = tabCallees
  }

  /// The step as written (nil for decisions).
  public var step: Step? { isDecision ? nil : entries.steps[Int(entry)] }
  /// The decision as written (nil for steps).
  public var decision: Decision? { isDecision ? entries.decisions[Int(entry)] : nil }
  /// The step's `gather` (nil for decisions and for steps without one),
  /// without copying the rest of the step.
  public var gather: [Step.GatherField]? { isDecision ? nil : entries.steps[Int(entry)].gather }

  /// "step 'x'" or "decision 'x'", for messages.
  public var label: String { "\(isDecision ? "decision" : "step") '\(id.value)'" }

  /// Whether the node rests forever once reached (its output is `Never`).
  public var rests: Bool { output == .never }
}

/// The steps and decisions of one spec, as written, held once for all the
/// nodes of its flow.
final class SpecEntries: Sendable {
  let steps: [Step]
  let decisions: [Decision]

  init(steps: [Step], decisions: [Decision]) {
    self.steps = steps
    self.decisions = decisions
  }
}

/// One transition of a flow.
public struct Edge: Sendable {
  public enum Kind: Hashable, Sendable {
    /// `next` of a step without `on`: taken when the step completes.
    case next
    /// `next` beside `on`: the default for cases `on` does not list.
    case defaultNext
    /// `on: { case: target }` of a step.
    case onCase(String)
    /// `on: { case: target }` of a decision.
    case decisionCase(String)
    /// `failure` of an action.
    case failure
    /// `back`: the user goes back.
    case back
  }

  public enum Destination: Hashable, Sendable {
    case node(Int)
    case finish
    case cancel
    /// `finish.name`: one of the flow's endings.
    case ending(String)
    /// `back` (in a flow with no step of that name): where the user's back
    /// would lead, from the step, or from the screen shown before an action
    /// or decision: return to where the flow came from.
    case back
    /// A name that is no node of the flow.
    case unknown(String)
  }

  /// The source node and the guess (-1: none), in 32 bits: a flow holds an
  /// edge per transition, so every byte of one counts.
  private var storedSource: Int32
  private var storedGuess: Int32
  public var kind: Kind
  public var destination: Destination
  /// The type the transition carries (`Void`: nothing); nil when it cannot be
  /// known (an unknown enum case), so nothing is compared against it.
  public var payload: TypeExpression?
  /// Where the target is written.
  public var location: SourceLocation
  /// `tab` and `failureCase`, which few edges have, held apart.
  private var rare: Rare?

  private final class Rare: Sendable {
    let tab: String?
    let failureCase: String?

    init(tab: String?, failureCase: String?) {
      self.tab = tab
      self.failureCase = failureCase
    }
  }

  public init(
    source: Int, kind: Kind, destination: Destination, guess: Int? = nil,
    payload: TypeExpression?, location: SourceLocation, tab: String? = nil,
    failureCase: String? = nil
  ) {
    self.storedSource = Int32(source)
    self.storedGuess = guess.map { Int32($0) } ?? -1
    self.kind = kind
    self.destination = destination
    self.payload = payload
    self.location = location
    self.rare =
      tab == nil && failureCase == nil ? nil : Rare(tab: tab, failureCase: failureCase)
  }

  public var source: Int {
    get { Int(storedSource) }
    set { storedSource = Int32(newValue) }
  }
  /// For an unknown destination, the node its name most likely meant; analyses
  /// follow it so that one typo does not also make its target unreachable.
  public var guess: Int? {
    get { storedGuess < 0 ? nil : Int(storedGuess) }
    set { storedGuess = newValue.map { Int32($0) } ?? -1 }
  }
  /// For the routes of a tab container's tab (`next`/`on` of the tab), the tab's id.
  public var tab: String? {
    get { rare?.tab }
    set { rare = Rare(tab: newValue, failureCase: failureCase) }
  }
  /// For a `failure` written by case, the case of the action's error (or
  /// `default`) it routes.
  public var failureCase: String? {
    get { rare?.failureCase }
    set { rare = Rare(tab: tab, failureCase: newValue) }
  }

  /// The node the edge leads to, if any (a guess for an unknown name).
  public var targetNode: Int? {
    if case .node(let index) = destination { return index }
    return guess
  }

  /// Whether the edge is taken because its source completed (so its output exists).
  public var completesSource: Bool {
    switch kind {
    case .next, .defaultNext, .onCase, .decisionCase: true
    case .failure, .back: false
    }
  }

  /// "'next'", "case 'own'", ... for messages.
  public var label: String {
    let label =
      switch kind {
      case .next, .defaultNext: "'next'"
      case .onCase(let name), .decisionCase(let name): "case '\(name)'"
      case .failure: failureCase.map { "'failure' case '\($0)'" } ?? "'failure'"
      case .back: "'back'"
      }
    return tab.map { "\(label) of tab '\($0)'" } ?? label
  }
}

/// An event from outside the flow with its target and `at` steps resolved.
public struct FlowEvent: Sendable {
  public var event: Event
  /// Where the event leads.
  public var destination: Edge.Destination
  /// For an unknown destination, the node its name most likely meant (see `Edge.guess`).
  public var guess: Int?
  /// What the event carries (`Void` when no `payload` is written).
  public var payload: TypeExpression
  /// The nodes `at` lists (names that are no node are left out); nil: every node.
  public var at: [Int]?

  /// The node the event leads to, if any (a guess for an unknown name).
  public var targetNode: Int? {
    if case .node(let index) = destination { return index }
    return guess
  }
}

/// A deep link with its target resolved and its pattern parsed.
public struct FlowLink: Sendable {
  public var link: Link
  /// The node the link opens, if it exists: for `step.child`, the `flow:` step.
  public var target: Int?
  /// For a target written `step.child`: the step of the sub-flow `step` runs
  /// that the link opens there (through the sub-flow's own link to it).
  public var childStep: String? = nil

  /// `childStep`'s first name and what follows its first dot: the tab and
  /// the step in its flow for `main.feed.post` (`feed`, `post`).
  public var childParts: (head: String, rest: String?)? {
    guard let childStep else { return nil }
    guard let dot = childStep.firstIndex(of: ".") else { return (childStep, nil) }
    return (String(childStep[..<dot]), String(childStep[childStep.index(after: dot)...]))
  }
  /// For a target that names no node, the node it most likely meant (see `Edge.guess`).
  public var guess: Int?
  /// The parsed pattern, or the reason it does not parse.
  public var pattern: Result<LinkPattern, LinkPatternError>
}
