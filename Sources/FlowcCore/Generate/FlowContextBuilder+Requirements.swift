/// The protocols the app implements: a factory per screen, a method per
/// action, a protocol per decision.
extension FlowContextBuilder {
  func screenRequirements() -> [ScreenRequirement] {
    var seen: Set<ScreenRequirement> = []
    var requirements: [ScreenRequirement] = []
    for (index, node) in nodes.enumerated() {
      guard case .screen(let name) = node.kind else { continue }
      var requirement = ScreenRequirement(
        doc: [], method: SwiftSpelling.method(name), input: Self.valueType(node.input),
        output: SwiftSpelling.type(node.output), hasFeedback: feedbackScreens.contains(index))
      guard seen.insert(requirement).inserted else { continue }
      requirement.doc = SwiftSpelling.doc(node.step?.description?.value)
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
        doc: [], method: SwiftSpelling.method(name), input: Self.valueType(node.input),
        output: node.output == .void ? nil : SwiftSpelling.type(node.output),
        isThrowing: node.step?.canFail ?? true, isAsync: node.step?.runsAsync ?? true)
      guard seen.insert(requirement).inserted else { continue }
      requirement.doc = SwiftSpelling.doc(node.step?.description?.value)
      requirements.append(requirement)
    }
    return requirements
  }

  func decisionContexts() -> [DecisionContext] {
    nodes.compactMap { node in
      guard let decision = node.decision else { return nil }
      return DecisionContext(
        doc: SwiftSpelling.doc(decision.description?.value), id: node.id.value,
        typeName: SwiftSpelling.upperFirst(node.id.value), input: Self.valueType(node.input),
        cases: decision.cases.map(\.value),
        outcomes: decision.payloads.map { payloads in
          zip(decision.cases, payloads).map {
            DeclaredType.EnumCase(
              name: $0.value, payload: $1.map { SwiftSpelling.type($0.value) })
          }
        } ?? [],
        hasPayloads: decision.payloads != nil,
        outcomeConformances: decision.payloads.map { payloads in
          payloads.allSatisfy { $0.map { model.types.isPlain($0.value) } ?? true }
            ? ["Sendable", "Hashable"] : ["Sendable"]
        } ?? [])
    }
  }
}
