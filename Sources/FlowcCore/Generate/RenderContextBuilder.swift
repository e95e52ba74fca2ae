import Foundation

/// Builds the render context of each flow of a checked model.
///
/// The builder trusts the checks: it runs only on a model without errors, so
/// every name resolves, every payload fits its target and every gathered value
/// is available (see `CarriedData`). Should that ever not hold, it throws
/// rather than emit Swift that does not compile.
public struct RenderContextBuilder {
  public let model: FlowModel
  /// Whether declarations are `public` (for a flow module of its own).
  public var isPublic: Bool

  public init(model: FlowModel, isPublic: Bool = false) {
    self.model = model
    self.isPublic = isPublic
  }

  /// The context of flow `index`.
  public func context(ofFlow index: Int) throws(GenerationError) -> RenderContext {
    let flow = model.flows[index]
    let builder = FlowBuilder(model: model, flow: flow)
    return RenderContext(
      specFile: String(flow.spec.file.split(separator: "/").last ?? ""),
      access: isPublic ? "public " : "", isPublic: isPublic, imports: imports,
      types: flow.spec.types.map(declaredType),
      flow: try builder.build())
  }

  /// The modules of qualified external types, for imports.
  private var imports: [String] {
    let modules = model.types.external.keys.compactMap { name -> String? in
      guard let dot = name.firstIndex(of: ".") else { return nil }
      return String(name[..<dot])
    }
    return Set(modules).subtracting(["Swift", "Foundation", "FlowRuntime"]).sorted()
  }

  // MARK: Declared types

  private func declaredType(_ declaration: TypeDeclaration) -> DeclaredType {
    var conformances = ["Sendable"]
    if isPlain(declaration.name.value, visiting: []) {
      conformances += ["Hashable", "Codable"]
      if case .enumeration(let cases) = declaration.shape, cases.allSatisfy({ $0.payload == nil }) {
        conformances.append("CaseIterable")
      }
    }
    switch declaration.shape {
    case .structure(let fields):
      let fields = fields.map {
        DeclaredType.Field(name: $0.name.value, type: SwiftSpelling.type($0.type.value))
      }
      return DeclaredType(
        name: declaration.name.value, conformances: conformances.joined(separator: ", "),
        isStruct: true, indirect: "", fields: fields,
        initParameters: fields.map { "\($0.name): \($0.type)" }.joined(separator: ", "), cases: [])
    case .enumeration(let cases):
      return DeclaredType(
        name: declaration.name.value, conformances: conformances.joined(separator: ", "),
        isStruct: false,
        indirect: model.types.containsItself(declaration.name.value, throughStructsOnly: false)
          ? "indirect " : "", fields: [], initParameters: "",
        cases: cases.map {
          DeclaredType.EnumCase(
            name: $0.name.value,
            payload: $0.payload.map { "(\(SwiftSpelling.type($0.value)))" } ?? "")
        })
    }
  }

  /// Values that are `Hashable` and `Codable` without help: Foundation's basic
  /// values, and declared types made of them. Externals are the app's own.
  private static let plainBuiltins: Set<String> = [
    "Bool", "Int", "Double", "String", "Date", "URL", "Data", "UUID",
  ]

  private func isPlain(_ name: String, visiting: Set<String>) -> Bool {
    if Self.plainBuiltins.contains(name) { return true }
    guard let declared = model.types.declared[name]?.declaration else { return false }
    if visiting.contains(name) { return true }
    let visiting = visiting.union([name])
    let types: [TypeExpression]
    switch declared.shape {
    case .structure(let fields): types = fields.map(\.type.value)
    case .enumeration(let cases): types = cases.compactMap { $0.payload?.value }
    }
    return types.allSatisfy { $0.allNames { isPlain($0, visiting: visiting) } }
  }
}

/// Generation could not proceed: a model the checks should have refused.
public struct GenerationError: Error, CustomStringConvertible, Sendable {
  public var flow: String
  public var message: String
  /// Where the spec says what cannot be generated, when one place does.
  public var location: SourceLocation?

  public init(flow: String, message: String, location: SourceLocation? = nil) {
    self.flow = flow
    self.message = message
    self.location = location
  }

  /// `file:line:column: error: message`, as diagnostics read.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)error: cannot generate flow '\(flow)': \(message)"
  }
}

/// Builds one flow's context.
private struct FlowBuilder {
  let model: FlowModel
  let flow: Flow
  let carried: [[Int]]
  let finishedState: String
  let cancelledState: String

  init(model: FlowModel, flow: Flow) {
    self.model = model
    self.flow = flow
    carried = CarriedData(flow).carried
    ambiguousActions = Self.ambiguousActions(in: model, flow: flow)
    finishedState = flow.nodesByID["finished"] == nil ? "finished" : "flowFinished"
    cancelledState = flow.nodesByID["cancelled"] == nil ? "cancelled" : "flowCancelled"
  }

  func fail(_ message: String) -> GenerationError {
    GenerationError(flow: flow.name, message: message)
  }

  var nodes: [FlowNode] { flow.nodes }

  /// Action names whose methods have several signatures among this flow's and
  /// its sub-flows' (the app's `Dependencies`): a call that discards the
  /// result must say which one it means.
  let ambiguousActions: Set<String>

  static func ambiguousActions(in model: FlowModel, flow: Flow) -> Set<String> {
    var signatures: [String: Set<String>] = [:]
    var seen: Set<Int> = [flow.index]
    var queue = [flow.index]
    while let index = queue.popLast() {
      for node in model.flows[index].nodes {
        if case .action(let name) = node.kind {
          signatures[name, default: []].insert("\(node.input) -> \(node.output)")
        }
        if let callee = node.callee, seen.insert(callee).inserted { queue.append(callee) }
      }
    }
    return Set(signatures.filter { $0.value.count > 1 }.keys)
  }

  static func namespace(_ flow: Flow) -> String { flow.name + "Flow" }

  func build() throws(GenerationError) -> FlowContext {
    if let node = nodes.first(where: {
      if case .subflow = $0.kind { $0.callee == nil } else { false }
    }) {
      throw fail("'\(node.id.value)' runs a flow that does not exist")
    }
    let callees = uniqueCallees()
    func inherited(_ name: String, own: [String] = []) -> String {
      let parents = own + callees.map { "\(Self.namespace($0)).\(name)" }
      return parents.isEmpty ? "" : ": " + parents.joined(separator: ", ")
    }
    let decisions = decisionContexts()
    let links = try linkContexts()
    let render = renderCases()
    return FlowContext(
      name: flow.name, namespace: Self.namespace(flow),
      doc: SwiftSpelling.doc(flow.spec.description?.value),
      input: SwiftSpelling.type(flow.input), output: SwiftSpelling.type(flow.output),
      hasInput: flow.input != .void, hasOutput: flow.output != .void,
      screens: screenRequirements(), actions: actionRequirements(),
      decisions: decisions,
      inheritedScreens: inherited("Screens"), inheritedActions: inherited("Actions"),
      inheritedDecisions: inherited("Decisions", own: decisions.map(\.protocolName)),
      stepIDs: nodes.map {
        StepIDCase(name: $0.id.value, presentation: $0.kind.isScreen ? ".\(presentation($0))" : nil)
      },
      states: stateCases(), finishedState: finishedState, cancelledState: cancelledState,
      actionCases: actionCases(links: !links.isEmpty),
      startState: try startState(),
      reducerCases: try reducerCases(links: !links.isEmpty), backCases: try backCases(),
      renderCases: render.cases, stepFunctions: render.functions,
      links: links, hasLinks: !links.isEmpty, steps: stepFactories())
  }

  func uniqueCallees() -> [Flow] {
    var seen: Set<Int> = []
    var callees: [Flow] = []
    for node in nodes {
      if let callee = node.callee, seen.insert(callee).inserted {
        callees.append(model.flows[callee])
      }
    }
    return callees
  }

  func presentation(_ node: FlowNode) -> String {
    (node.step?.present?.value ?? .push).rawValue
  }

  /// The line length generated code keeps to, as `.swift-format` does.
  static let lineWidth = 100

  static func hasValue(_ type: TypeExpression) -> Bool { type != .void && type != .never }

  // MARK: Protocols

  func screenRequirements() -> [Requirement] {
    var seen: Set<String> = []
    var requirements: [Requirement] = []
    for node in nodes {
      guard case .screen(let name) = node.kind else { continue }
      var parameters: [String] = []
      if Self.hasValue(node.input) {
        parameters.append("_ input: \(SwiftSpelling.type(node.input))")
      }
      parameters.append("_ exit: ScreenExit<\(SwiftSpelling.type(node.output))>")
      let signature = Self.signature(
        "func \(SwiftSpelling.method(name))(", parameters.joined(separator: ", "),
        ") -> AnyObject", indent: 4)
      guard seen.insert(signature).inserted else { continue }
      requirements.append(
        Requirement(doc: SwiftSpelling.doc(node.step?.description?.value), signature: signature))
    }
    return requirements
  }

  func actionRequirements() -> [Requirement] {
    var seen: Set<String> = []
    var requirements: [Requirement] = []
    for node in nodes {
      guard case .action(let name) = node.kind else { continue }
      let parameter = Self.hasValue(node.input) ? "_ input: \(SwiftSpelling.type(node.input))" : ""
      let result = node.output == .void ? "" : " -> \(SwiftSpelling.type(node.output))"
      let signature = Self.signature(
        "func \(SwiftSpelling.method(name))(", parameter, ") async throws\(result)", indent: 4)
      guard seen.insert(signature).inserted else { continue }
      requirements.append(
        Requirement(doc: SwiftSpelling.doc(node.step?.description?.value), signature: signature))
    }
    return requirements
  }

  func decisionContexts() -> [DecisionContext] {
    nodes.compactMap { node in
      guard let decision = node.decision else { return nil }
      let name = SwiftSpelling.upperFirst(node.id.value)
      let parameter = Self.hasValue(node.input) ? "_ input: \(SwiftSpelling.type(node.input))" : ""
      return DecisionContext(
        doc: SwiftSpelling.doc(decision.description?.value), protocolName: name + "Decision",
        outcome: name + "Outcome", cases: decision.cases.map(\.value),
        signature: Self.signature(
          "func \(node.id.value)(", parameter, ") -> \(name)Outcome", indent: 4))
    }
  }

  // MARK: State

  /// What the state of node `index` carries: its input, then the outputs it keeps.
  func stateParameters(_ index: Int) -> [(label: String, type: String)] {
    var parameters: [(label: String, type: String)] = []
    if Self.hasValue(nodes[index].input) {
      parameters.append(("input", SwiftSpelling.type(nodes[index].input)))
    }
    for source in carried[index] {
      parameters.append((local(source), SwiftSpelling.type(nodes[source].output)))
    }
    return parameters
  }

  /// The name of node `index`'s output where a state carries it.
  func local(_ index: Int) -> String {
    let id = nodes[index].id.value
    return Self.reservedLocals.contains(id) ? id + "Value" : id
  }

  static let reservedLocals: Set<String> = [
    "input", "output", "error", "outcome", "payload", "state", "action", "link", "parameters",
  ]

  func stateCases() -> [StateCase] {
    var cases = nodes.indices.map { index in
      let parameters = stateParameters(index)
      let node = nodes[index]
      return StateCase(
        doc: SwiftSpelling.doc(node.step?.description?.value ?? node.decision?.description?.value),
        name: node.id.value,
        parameters: Self.caseParameters(
          node.id.value, parameters.map { "\($0.label): \($0.type)" }),
        stepID: node.id.value)
    }
    cases.append(
      StateCase(
        doc: [" The flow reached `finish`."], name: finishedState,
        parameters: flow.output == .void ? "" : "(\(SwiftSpelling.type(flow.output)))", stepID: nil)
    )
    cases.append(
      StateCase(
        doc: [" The flow was cancelled."], name: cancelledState, parameters: "", stepID: nil))
    return cases
  }

  /// `(a: A, b: B)` for `case name(a: A, b: B)` at indent 4, the list on its own line when long.
  static func caseParameters(_ name: String, _ parameters: [String]) -> String {
    guard !parameters.isEmpty else { return "" }
    let list = parameters.joined(separator: ", ")
    if 4 + "case \(name)(\(list))".count <= lineWidth { return "(\(list))" }
    return "(\n      \(list))"
  }

  func actionCases(links: Bool) -> [ActionCase] {
    var cases: [ActionCase] = []
    func add(_ doc: String, _ name: String, _ payload: TypeExpression?) {
      let declaration =
        payload.map { $0 == .void ? name : "\(name)(\(SwiftSpelling.type($0)))" } ?? name
      cases.append(ActionCase(doc: [" " + doc], declaration: declaration))
    }
    for node in nodes {
      let id = node.id.value
      switch node.kind {
      case .screen:
        if node.output != .never {
          add("The `\(id)` screen completed.", id + "Completed", node.output)
        }
      case .action:
        if node.output != .never {
          add("The `\(id)` action succeeded.", id + "Succeeded", node.output)
        }
        add("The `\(id)` action failed.", id + "Failed", .error)
      case .subflow:
        if node.output != .never {
          add("The `\(id)` sub-flow finished.", id + "Finished", node.output)
        }
        add("The `\(id)` sub-flow was cancelled.", id + "Cancelled", nil)
      case .decision:
        add(
          "App code decided `\(id)`.", id + "Decided",
          .named(SwiftSpelling.upperFirst(id) + "Outcome"))
      }
    }
    add("The user went back from the current screen.", "back", nil)
    add("The flow is cancelled as a whole.", "cancel", nil)
    if links { add("A deep link opens its step.", "open", .named("Link")) }
    return cases
  }

  func startState() throws(GenerationError) -> String {
    guard let start = flow.start else { throw fail("no start step") }
    var scope = Scope()
    return try enter(
      .node(start), payload: flow.input == .void ? "()" : "input", scope: &scope
    ) { _ in nil }
  }

  // MARK: Transitions

  /// Locals a generated case body uses, so patterns bind nothing unused.
  struct Scope {
    var used: Set<String> = []
  }

  /// The state expression for arriving at `destination` with `payload`;
  /// `output` gives the expression of an earlier node's output, if at hand.
  func enter(
    _ destination: Edge.Destination, payload: String, scope: inout Scope,
    output: (Int) -> String?
  ) throws(GenerationError) -> String {
    switch destination {
    case .finish:
      guard flow.output != .void else { return ".\(finishedState)" }
      scope.used.insert(payload)
      return ".\(finishedState)(\(payload))"
    case .cancel:
      return ".\(cancelledState)"
    case .unknown(let name):
      throw fail("unknown target '\(name)'")
    case .node(let target):
      var arguments: [String] = []
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
          var parts: [String] = []
          for field in fields {
            guard let source = gather.first(where: { $0.field.value == field.name.value }) else {
              throw fail("'\(node.id.value)' does not gather '\(field.name.value)'")
            }
            switch source.source.value {
            case .payload:
              scope.used.insert(payload)
              parts.append("\(field.name.value): \(payload)")
            case .step(let id):
              guard let index = flow.nodesByID[id] else { throw fail("unknown step '\(id)'") }
              parts.append("\(field.name.value): \(try value(of: index))")
            }
          }
          arguments.append(
            "input: \(SwiftSpelling.type(node.input))(\(parts.joined(separator: ", ")))")
        } else {
          scope.used.insert(payload)
          arguments.append("input: \(payload)")
        }
      }
      for source in carried[target] {
        arguments.append("\(local(source)): \(try value(of: source))")
      }
      return arguments.isEmpty
        ? ".\(node.id.value)" : ".\(node.id.value)(\(arguments.joined(separator: ", ")))"
    }
  }

  /// The pattern of node `index`'s state binding only the locals `scope` used.
  func statePattern(_ index: Int, _ scope: Scope) -> String {
    var names: [String] = []
    if Self.hasValue(nodes[index].input) { names.append("input") }
    names += carried[index].map(local)
    guard names.contains(where: scope.used.contains) else { return ".\(nodes[index].id.value)" }
    let bindings = names.map { scope.used.contains($0) ? "let \($0)" : "_" }
    return ".\(nodes[index].id.value)(\(bindings.joined(separator: ", ")))"
  }

  func edges(of index: Int) -> [Edge] { flow.outgoing[index].map { flow.edges[$0] } }

  /// The statements that follow a node's completion with `output`: a switch
  /// over the cases of an enum output routed with `on`, else its `next`.
  func completion(of index: Int, scope: inout Scope, output: String)
    throws(GenerationError)
    -> [String]
  {
    let node = nodes[index]
    let edges = edges(of: index)
    let ownOutput = available(at: index, output: output)
    if let routing = model.caseRouting(of: node), node.decision != nil || !routing.routes.isEmpty {
      let enumCases = model.types.enumCases(of: node.output)
      var lines = ["switch \(node.decision == nil ? output : "outcome") {"]
      if node.decision == nil { scope.used.insert(output) }
      for name in routing.cases {
        guard
          let edge = edges.first(where: {
            $0.kind == .onCase(name) || $0.kind == .decisionCase(name)
          }) ?? edges.first(where: { $0.kind == .defaultNext })
        else { throw fail("case '\(name)' of '\(node.id.value)' goes nowhere") }
        let hasPayload = enumCases?.first { $0.name.value == name }?.payload != nil
        let payload: String
        if node.decision != nil {
          payload = Self.hasValue(node.input) ? "input" : "()"
        } else {
          payload = hasPayload && edge.kind != .defaultNext ? "payload" : "()"
        }
        var caseScope = Scope()
        let target = try enter(
          edge.destination, payload: payload, scope: &caseScope, output: ownOutput)
        scope.used.formUnion(caseScope.used)
        let pattern = caseScope.used.contains("payload") ? ".\(name)(let payload)" : ".\(name)"
        lines.append("case \(pattern):")
        lines += Self.moving(to: target, indent: 8).map { "  " + $0 }
      }
      lines.append("}")
      return lines
    }
    guard let edge = edges.first(where: { $0.kind == .next }) else {
      throw fail("'\(node.id.value)' completes but has no 'next'")
    }
    let target = try enter(edge.destination, payload: output, scope: &scope, output: ownOutput)
    return Self.moving(to: target, indent: 6)
  }

  /// A function signature followed by ` {` at `indent`, its parameters on a line
  /// of their own when it is too long (`head` ends in `(`, `tail` starts with `)`).
  static func signature(_ head: String, _ parameters: String, _ tail: String, indent: Int)
    -> String
  {
    let line = head + parameters + tail
    if indent + line.count + 2 <= lineWidth { return line }
    let pad = String(repeating: " ", count: indent)
    return head + "\n" + pad + "  " + parameters + "\n" + pad + tail
  }

  /// `head + arguments + tail` on one line if it fits at `indent`, else with the
  /// arguments on a line of their own.
  static func wrapCall(_ head: String, _ arguments: String, _ tail: String, indent: Int) -> [String]
  {
    let line = head + arguments + tail
    if indent + line.count <= lineWidth { return [line] }
    let lead = String(head.prefix { $0 == " " })
    return [head, lead + "  " + arguments + tail]
  }

  /// `return state.moving(to: target)`, wrapped to fit the line width at `indent`.
  static func moving(to target: String, indent: Int) -> [String] {
    let line = "return state.moving(to: \(target))"
    if indent + line.count <= lineWidth { return [line] }
    if indent + 6 + target.count <= lineWidth {
      return ["return state.moving(", "  to: \(target))"]
    }
    guard let open = target.firstIndex(of: "("), target.hasSuffix(")") else {
      return ["return state.moving(", "  to: \(target))"]
    }
    let head = target[..<open]
    let arguments = topLevelArguments(
      String(target[target.index(after: open)..<target.index(before: target.endIndex)]))
    let joined = "    " + arguments.joined(separator: ", ") + "))"
    if indent + joined.count <= lineWidth {
      return ["return state.moving(", "  to: \(head)(", joined]
    }
    return ["return state.moving(", "  to: \(head)("]
      + arguments.enumerated().map { offset, argument in
        "    " + argument + (offset == arguments.count - 1 ? "))" : ",")
      }
  }

  /// `a: f(x, y), b: z` -> [`a: f(x, y)`, `b: z`].
  static func topLevelArguments(_ text: String) -> [String] {
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "," where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    arguments.append(current.trimmingCharacters(in: .whitespaces))
    return arguments
  }

  /// The values at hand in node `index`'s state: its own `output` (if it
  /// completed) and the outputs it carries.
  func available(at index: Int, output: String?) -> (Int) -> String? {
    { source in
      if source == index { return output }
      return carried[index].contains(source) ? local(source) : nil
    }
  }

  /// The statements for going back from node `index`, or nil where going back does not apply.
  func back(from index: Int, scope: inout Scope) throws(GenerationError) -> [String]? {
    let node = nodes[index]
    if let edge = edges(of: index).first(where: { $0.kind == .back }) {
      let target = try enter(
        edge.destination, payload: "()", scope: &scope, output: available(at: index, output: nil))
      return Self.moving(to: target, indent: 6)
    }
    switch node.kind {
    case .screen, .subflow: return ["return state.goingBack()"]
    case .action, .decision: return nil
    }
  }

  func reducerCases(links: Bool) throws(GenerationError) -> [CodeCase] {
    var cases: [CodeCase] = []
    for (index, node) in nodes.enumerated() {
      let id = node.id.value
      // Each action of the node: its name, what it binds, and its body.
      func add(
        _ action: String, binding: String?,
        body: (inout Scope) throws(GenerationError) -> [String]
      ) throws(GenerationError) {
        var scope = Scope()
        let lines = try body(&scope)
        let pattern =
          binding.map { scope.used.contains($0) ? ".\(action)(let \($0))" : ".\(action)" }
          ?? ".\(action)"
        let guardLine =
          "guard case \(statePattern(index, scope)) = state.current else { return nil }"
        let guardLines =
          6 + guardLine.count <= Self.lineWidth
          ? [guardLine]
          : [
            "guard case \(statePattern(index, scope)) = state.current else {", "  return nil", "}",
          ]
        cases.append(CodeCase(pattern: pattern, lines: guardLines + lines))
      }
      let outputBinding: String? = node.output == .void ? nil : "output"
      let outputExpression = node.output == .void ? "()" : "output"
      switch node.kind {
      case .screen:
        guard node.output != .never else { continue }
        try add(id + "Completed", binding: outputBinding) {
          (scope: inout Scope) throws(GenerationError) in
          try completion(of: index, scope: &scope, output: outputExpression)
        }
      case .action:
        // A step whose output is `Never` never completes.
        if node.output != .never {
          try add(id + "Succeeded", binding: outputBinding) {
            (scope: inout Scope) throws(GenerationError) in
            try completion(of: index, scope: &scope, output: outputExpression)
          }
        }
        try add(id + "Failed", binding: "error") { (scope: inout Scope) throws(GenerationError) in
          guard let edge = edges(of: index).first(where: { $0.kind == .failure }) else {
            throw fail("action '\(id)' has no 'failure'")
          }
          let target = try enter(
            edge.destination, payload: "error", scope: &scope,
            output: available(at: index, output: nil))
          return Self.moving(to: target, indent: 6)
        }
      case .subflow:
        // A step whose output is `Never` never completes.
        if node.output != .never {
          try add(id + "Finished", binding: outputBinding) {
            (scope: inout Scope) throws(GenerationError) in
            try completion(of: index, scope: &scope, output: outputExpression)
          }
        }
        try add(id + "Cancelled", binding: nil) { (scope: inout Scope) throws(GenerationError) in
          try back(from: index, scope: &scope) ?? ["return nil"]
        }
      case .decision:
        try add(id + "Decided", binding: "outcome") {
          (scope: inout Scope) throws(GenerationError) in
          scope.used.insert("outcome")
          return try completion(of: index, scope: &scope, output: "input")
        }
      }
    }
    cases.append(CodeCase(pattern: ".back", lines: ["return back(state)"]))
    cases.append(
      CodeCase(
        pattern: ".cancel",
        lines: ["return state.current.stepID == nil ? nil : state.moving(to: .\(cancelledState))"]))
    if links {
      cases.append(
        CodeCase(
          pattern: ".open(let link)",
          lines: ["return state.current.stepID == nil ? nil : state.moving(to: entry(for: link))"]))
    }
    return cases
  }

  /// The body of the flow's `back(_:)`: one case per state.
  func backCases() throws(GenerationError) -> [CodeCase] {
    var cases: [CodeCase] = []
    for index in nodes.indices {
      var scope = Scope()
      let lines = try back(from: index, scope: &scope) ?? ["return nil"]
      cases.append(CodeCase(pattern: statePattern(index, scope), lines: lines))
    }
    cases.append(CodeCase(pattern: ".\(finishedState), .\(cancelledState)", lines: ["return nil"]))
    return cases
  }

  // MARK: Coordinator

  /// The coordinator's `show(_:)`: each step's case calls the step's own
  /// function (see `stepFunctions`), so no function body grows with the flow.
  func renderCases() -> (cases: [CodeCase], functions: [CodeFunction]) {
    var cases: [CodeCase] = []
    var functions: [CodeFunction] = []
    for (index, node) in nodes.enumerated() {
      guard let body = renderBody(ofNode: index) else { continue }
      let verb: String
      switch node.kind {
      case .screen: verb = "show"
      case .action: verb = "perform"
      case .decision: verb = "decide"
      case .subflow: verb = "run"
      }
      let name = verb + SwiftSpelling.upperFirst(node.id.value)
      let hasInput = Self.hasValue(node.input)
      cases.append(CodeCase(pattern: body.pattern, lines: ["\(name)(\(hasInput ? "input" : ""))"]))
      functions.append(
        CodeFunction(
          signature: Self.signature(
            "private func \(name)(", hasInput ? "_ input: \(SwiftSpelling.type(node.input))" : "",
            ")", indent: 4),
          lines: body.lines))
    }
    return (cases + endCases(), functions)
  }

  /// `try await dependencies.signUp(input)`: the call of action step `node`;
  /// a call whose `Void` result is dropped says `as Void` where the method's
  /// name has several signatures.
  func actionCall(_ node: FlowNode, _ name: String) -> String {
    let call =
      "try await dependencies.\(SwiftSpelling.method(name))(\(Self.hasValue(node.input) ? "input" : ""))"
    return node.output == .void && ambiguousActions.contains(name) ? call + " as Void" : call
  }

  /// What the coordinator does in node `index`'s state: the case's pattern,
  /// and the body of the node's function.
  func renderBody(ofNode index: Int) -> CodeCase? {
    let node = nodes[index]
    let id = node.id.value
    let hasInput = Self.hasValue(node.input)
    var scope = Scope()
    if hasInput { scope.used.insert("input") }
    let pattern = statePattern(index, scope)
    let argument = hasInput ? "input" : ""
    switch node.kind {
    case .screen(let name):
      let method = SwiftSpelling.method(name)
      let exit: String
      switch node.output {
      case .never: exit = "driver.screenExit(.\(id))"
      case .void: exit = "driver.screenExit(.\(id), completing: .\(id)Completed)"
      default: exit = "driver.screenExit(.\(id), Action.\(id)Completed)"
      }
      let arguments = hasInput ? "input, \(exit)" : exit
      let head = "driver.show(.\(id), .\(presentation(node)), takesInput: \(hasInput)) {"
      let call = "dependencies.\(method)(\(arguments))"
      var lines = ["\(head) \(call) }"]
      if 8 + lines[0].count > Self.lineWidth {
        lines = [head]
        lines +=
          10 + call.count <= Self.lineWidth
          ? ["  " + call] : ["  dependencies.\(method)(", "    \(arguments))"]
        lines.append("}")
      }
      return (CodeCase(pattern: pattern, lines: lines))
    case .action(let name):
      let call = actionCall(node, name)
      let success: [String]
      switch node.output {
      case .never: success = [call]
      case .void: success = [call, "return .\(id)Succeeded"]
      default: success = ["return .\(id)Succeeded(\(call))"]
      }
      return
        (CodeCase(
          pattern: pattern,
          lines: ["driver.perform { [dependencies] in", "  do {"] + success.map { "    " + $0 }
            + ["  } catch {", "    return .\(id)Failed(error)", "  }", "}"]))
    case .decision:
      return
        (CodeCase(
          pattern: pattern,
          lines: ["driver.dispatch(.\(id)Decided(dependencies.\(id)(\(argument))))"]))
    case .subflow:
      // The checks refuse a `flow:` step that names no flow; the builder
      // throws before it gets here (see `build`).
      guard let callee = node.callee else { return nil }
      let child = Self.namespace(model.flows[callee])
      let present = node.step?.present.map { ".\($0.value.rawValue)" } ?? "nil"
      let presentation = "driver.childPresentation(\(present))"
      let finished =
        node.output == .void ? "{ _ in .\(id)Finished }" : "Action.\(id)Finished"
      return
        (CodeCase(
          pattern: pattern,
          lines: [
            "driver.run(",
            "  \(child).Coordinator(",
            "    trail: driver.trail, dependencies: dependencies,",
            "    presentation: \(presentation)),",
            hasInput
              ? "  start: { $0.start(input, completion: $1) },"
              : "  start: { $0.start(completion: $1) },",
            node.output == .never
              ? "  cancelled: .\(id)Cancelled)"
              : "  finished: \(finished), cancelled: .\(id)Cancelled)",
          ]))
    }
  }

  /// The cases of the ended states.
  func endCases() -> [CodeCase] {
    var cases: [CodeCase] = []
    cases.append(
      CodeCase(
        pattern: flow.output == .void ? ".\(finishedState)" : ".\(finishedState)(let output)",
        lines: [
          flow.output == .void ? "driver.end(.finished(()))" : "driver.end(.finished(output))"
        ]))
    cases.append(CodeCase(pattern: ".\(cancelledState)", lines: ["driver.end(.cancelled)"]))
    return cases
  }

  // MARK: Links

  func linkContexts() throws(GenerationError) -> [LinkContext] {
    var contexts: [LinkContext] = []
    var names: [String: Int] = [:]
    for link in flow.links {
      guard let target = link.target, case .success(let pattern) = link.pattern else {
        throw fail("link '\(link.link.pattern.value)' does not resolve")
      }
      let base = nodes[target].id.value
      names[base, default: 0] += 1
      let name = names[base]! == 1 ? base : "\(base)\(names[base]!)"
      let parameters = pattern.parameters
      let declaration =
        parameters.isEmpty
        ? name
        : "\(name)(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
      let patternLiteral = link.link.pattern.value.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      var parse: [String]
      if parameters.isEmpty {
        parse = [
          "if DeepLinkPattern(\"\(patternLiteral)\").match(url) != nil { return .\(name) }"
        ]
      } else {
        // The match's name, unless a parameter has it.
        let names = Set(parameters.map(\.name))
        let match = ["parameters", "match", "found"].first { !names.contains($0) } ?? "matched"
        let reads = parameters.map {
          "let \($0.name) = \(match).\(SwiftSpelling.lowerFirst($0.type))(\"\($0.name)\")"
        }
        parse = [
          "if let \(match) = DeepLinkPattern(\"\(patternLiteral)\").match(url),"
        ]
        parse += reads.enumerated().map { offset, read in
          "  " + read + (offset == reads.count - 1 ? "" : ",")
        }
        parse.append("{")
        parse.append(
          "  return .\(name)(" + parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
            + ")")
        parse.append("}")
      }
      let node = nodes[target]
      let state: String
      if !Self.hasValue(node.input) {
        state = ".\(base)"
      } else if parameters.count == 1 {
        state = ".\(base)(input: \(parameters[0].name))"
      } else {
        let fields =
          model.types.structFields(of: node.input)?.map(\.name.value) ?? parameters.map(\.name)
        state =
          ".\(base)(input: \(SwiftSpelling.type(node.input))("
          + fields.map { "\($0): \($0)" }.joined(separator: ", ") + "))"
      }
      guard carried[target].isEmpty else { throw fail("link target '\(base)' carries data") }
      contexts.append(
        LinkContext(
          pattern: link.link.pattern.value, declaration: declaration, parse: parse,
          casePattern: parameters.isEmpty
            ? ".\(name)"
            : ".\(name)(" + parameters.map { "let \($0.name)" }.joined(separator: ", ") + ")",
          state: state))
    }
    return contexts
  }

  // MARK: StepT factories

  func stepFactories() -> [StepFactory] {
    var factories: [StepFactory] = []
    for node in nodes {
      let id = node.id.value
      let input = SwiftSpelling.type(node.input)
      let output = SwiftSpelling.type(node.output)
      let inputName = Self.hasValue(node.input) ? "input" : "_"
      switch node.kind {
      case .screen(let name):
        // A screen that never completes has only a way back.
        let exitArgument =
          node.output == .never
          ? "ScreenExit(back: back)" : "ScreenExit(complete: completion, back: back)"
        let arguments = Self.hasValue(node.input) ? "input, \(exitArgument)" : exitArgument
        let parameters = node.output == .never ? "\(inputName), _" : "\(inputName), completion"
        factories.append(
          StepFactory(
            doc: SwiftSpelling.doc(node.step?.description?.value),
            signature: Self.signature(
              "func \(id)(", "back: @escaping @MainActor () -> Void = {}",
              ") -> StepT<\(input), \(output)>", indent: 4),
            lines: [
              "StepT { [navigator, dependencies] \(parameters) in"
            ]
              + Self.wrapCall(
                "  let screen = dependencies.\(SwiftSpelling.method(name))(", arguments, ")",
                indent: 6)
              + [
                "  navigator.show(screen, .\(presentation(node)))",
                "}",
              ]))
      case .action(let name):
        let call = actionCall(node, name)
        let work: [String]
        switch node.output {
        case .never: work = ["      \(call)"]
        case .void: work = ["      \(call)", "      completion(.success(()))"]
        default:
          work = ["      let output: \(output) = \(call)", "      completion(.success(output))"]
        }
        factories.append(
          StepFactory(
            doc: SwiftSpelling.doc(node.step?.description?.value),
            signature: "func \(id)() -> StepT<\(input), Result<\(output), any Error>>",
            lines: [
              "StepT { [dependencies] \(inputName), completion in",
              "  Task { @MainActor in",
              "    do {",
            ] + work + [
              "    } catch {",
              "      completion(.failure(error))",
              "    }",
              "  }",
              "}",
            ]))
      default:
        continue
      }
    }
    return factories
  }
}
