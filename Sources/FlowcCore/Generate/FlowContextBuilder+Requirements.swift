/// The protocols the app implements: a factory per screen, a method per
/// action, a protocol per decision.
extension FlowContextBuilder {
  func screenRequirements() -> [ScreenRequirement] {
    var seen: Set<ScreenRequirement> = []
    var requirements: [ScreenRequirement] = []
    for (index, node) in nodes.enumerated() {
      guard case .screen(let name) = node.kind else { continue }
      let hasFeedback = feedbackScreens.contains(index)
      guard let screenType = screenTypes.name(of: node, hasFeedback: hasFeedback) else {
        continue
      }
      // A screen that takes a failure receives the error that failed.
      let input = node.input == .named("Error") ? SwiftSpelling.failedError : valueType(node.input)
      var requirement = ScreenRequirement(
        doc: [], method: SwiftSpelling.method(name), input: input,
        output: swiftType(node.output), hasFeedback: hasFeedback, screenType: screenType)
      guard seen.insert(requirement).inserted else { continue }
      requirement.doc = doc(node.step?.description?.value)
      requirements.append(requirement)
    }
    return requirements
  }

  func actionRequirements() -> [ActionRequirement] {
    var seen: Set<ActionRequirement> = []
    var requirements: [ActionRequirement] = []
    for node in nodes {
      guard case .action(let name) = node.kind else { continue }
      var requirement = ActionRequirement(
        doc: [], method: SwiftSpelling.method(name), input: valueType(node.input),
        output: node.output == .void ? nil : swiftType(node.output),
        isThrowing: node.step?.canFail ?? true, isAsync: node.step?.runsAsync ?? true,
        errorType: errorType(of: node))
      guard seen.insert(requirement).inserted else { continue }
      requirement.doc = doc(node.step?.description?.value)
      requirements.append(requirement)
    }
    return requirements
  }

  /// The type an action that can fail throws, as written in Swift; nil for `any Error`.
  func errorType(of node: FlowNode) -> String? {
    guard let failure = node.failure, failure != .error else { return nil }
    return swiftType(failure)
  }

  func decisionContexts() -> [DecisionContext] {
    nodes.compactMap { node in
      guard let decision = node.decision else { return nil }
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
