/// The protocols the app implements: a factory per screen, a method per
/// action, a protocol per decision.
extension FlowContextBuilder {
  func screenRequirements() -> [ScreenRequirement] {
    var seen: Set<ScreenRequirement> = []
    var requirements: [ScreenRequirement] = []
    for node in nodes {
      guard case .screen(let name) = node.kind else { continue }
      var requirement = ScreenRequirement(
        doc: [], method: SwiftSpelling.method(name), input: valueType(node.input),
        output: swiftType(node.output))
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
        doc: [], method: SwiftSpelling.method(name), input: valueType(node.input),
        output: node.output == .void ? nil : swiftType(node.output))
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
        doc: SwiftSpelling.doc(decision.description?.value),
        id: SwiftSpelling.member(node.id.value),
        identifier: SwiftSpelling.identifier(node.id.value),
        typeName: SwiftSpelling.upperFirst(node.id.value), input: valueType(node.input),
        cases: decision.cases.map { SwiftSpelling.member($0.value) },
        caseIdentifiers: decision.cases.map { SwiftSpelling.identifier($0.value) })
    }
  }
}
