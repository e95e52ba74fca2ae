/// The protocols the app implements: a factory per screen, a method per
/// action, a protocol per decision.
extension FlowContextBuilder {
  func screenRequirements() -> [ScreenRequirement] {
    var shared = SharedRequirements<ScreenRequirement>(capacity: nodes.count)
    for (index, node) in nodes.enumerated() {
      guard case .screen(let name) = node.kind else { continue }
      let hasFeedback = feedbackScreens.contains(index)
      guard let screenType = screenTypes.name(of: node, hasFeedback: hasFeedback) else {
        continue
      }
      // A screen that takes a failure receives the error that failed.
      let input = node.input == .named("Error") ? SwiftSpelling.failedError : valueType(node.input)
      let requirement = ScreenRequirement(
        doc: [], method: SwiftSpelling.method(node.step?.factory?.value ?? name), input: input,
        output: swiftType(node.output), hasFeedback: hasFeedback, screenType: screenType)
      shared.add(requirement, key: requirement.method, index)
    }
    var declared: Set<String> = []
    declared.reserveCapacity(shared.count)
    return shared.requirements { requirement, nodes in
      requirement.doc = sharedDoc(nodes)
      if !declared.insert(requirement.screenType).inserted { requirement.sharesScreenType = true }
    }
  }

  func actionRequirements() -> [ActionRequirement] {
    var shared = SharedRequirements<ActionRequirement>(capacity: nodes.count)
    for (index, node) in nodes.enumerated() {
      guard case .action(let name) = node.kind else { continue }
      let requirement = ActionRequirement(
        doc: [], method: SwiftSpelling.method(name), input: valueType(node.input),
        output: node.output == .void ? nil : swiftType(node.output),
        isThrowing: node.step?.canFail ?? true, isAsync: node.step?.runsAsync ?? true,
        errorType: errorType(of: node))
      shared.add(requirement, key: requirement.method, index)
    }
    return shared.requirements { requirement, nodes in requirement.doc = sharedDoc(nodes) }
  }

  /// The doc comment of a factory or action method: its step's description,
  /// or, for one that several steps share, every step with its description.
  func sharedDoc(_ indices: [Int]) -> [String] {
    guard indices.count > 1 else {
      // One step's description, as its step's context has it (`stepDoc`).
      guard let index = indices.first, nodes[index].step?.description != nil else { return [] }
      return stepDoc(index)
    }
    let nodes = indices.map { self.nodes[$0] }
    let ids = nodes.map { "`\($0.id.value)`" }
    var text = "Shared by \(ids.dropLast().joined(separator: ", ")) and \(ids[ids.count - 1])."
    for node in nodes {
      guard let description = node.step?.description?.value, !description.isEmpty else { continue }
      text += "\n- `\(node.id.value)`: \(description)"
    }
    return doc(text)
  }

  /// The type an action that can fail throws, as written in Swift; nil for `any Error`.
  func errorType(of node: FlowNode) -> String? {
    guard let failure = node.failure, failure != .error else { return nil }
    return swiftType(failure)
  }

  func decisionContexts() -> [DecisionContext] {
    nodes.compactMap { node in
      // A decision that routes its input needs no app code.
      guard let decision = node.decision, !decision.routesInput else { return nil }
      return DecisionContext(
        doc: doc(decision.description?.value),
        id: SwiftSpelling.member(node.id.value),
        identifier: SwiftSpelling.identifier(node.id.value),
        typeName: SwiftSpelling.upperFirst(node.id.value), input: valueType(node.input),
        cases: decision.cases.map { SwiftSpelling.member($0.value) },
        caseIdentifiers: decision.cases.map { SwiftSpelling.identifier($0.value) },
        outcomes: decision.payloads.map { payloads in
          zip(decision.cases, payloads).map {
            DeclaredType.EnumCase(
              name: SwiftSpelling.member($0.value), identifier: SwiftSpelling.identifier($0.value),
              payload: $1.map { swiftType($0.value) })
          }
        } ?? [],
        hasPayloads: decision.payloads != nil,
        outcomeConformances: decision.payloads.map { payloads in
          payloads.allSatisfy { $0.map { model.types.isPlain($0.value) } ?? true }
            ? ["Sendable", "Hashable", "Codable"] : ["Sendable", "Hashable"]
        } ?? [])
    }
  }
}

/// The requirements of a protocol, each once however many steps share it,
/// with the steps of each (their node indices), in order. Requirements are
/// found by a key (their method's name) and compared only with those of the
/// same key: hashing whole requirements is most of the work otherwise.
struct SharedRequirements<Requirement: Equatable> {
  /// The first requirement of each key.
  private var firstOfKey: [String: Int] = [:]
  /// The next requirement with the same key as each, if any.
  private var nextOfKey: [Int?] = []
  private var found: [Requirement] = []
  private var steps: [[Int]] = []

  init(capacity: Int = 0) {
    firstOfKey.reserveCapacity(capacity)
  }

  var count: Int { found.count }

  mutating func add(_ requirement: Requirement, key: String, _ node: Int) {
    var candidate = firstOfKey[key]
    var last: Int?
    while let index = candidate {
      if found[index] == requirement {
        steps[index].append(node)
        return
      }
      last = index
      candidate = nextOfKey[index]
    }
    if let last {
      nextOfKey[last] = found.count
    } else {
      firstOfKey[key] = found.count
    }
    nextOfKey.append(nil)
    found.append(requirement)
    steps.append([node])
  }

  /// The requirements, each finished with the steps that share it.
  func requirements(_ finish: (inout Requirement, [Int]) -> Void) -> [Requirement] {
    zip(found, steps).map { requirement, nodes in
      var requirement = requirement
      finish(&requirement, nodes)
      return requirement
    }
  }
}
