import Foundation

/// The flow's deep links: their `Link` cases, parameters and entry states.
extension FlowContextBuilder {
  /// The names of the flow's `Link` cases, unescaped: each link's target
  /// (`settingsAccount` for `settings.account`), numbered from the second
  /// link to the same target on.
  static func linkNames(of flow: Flow) -> [String] {
    var counts: [String: Int] = [:]
    return flow.links.map { link in
      let parts = link.link.target.value.split(separator: ".").map(String.init)
      let base = parts.dropFirst().reduce(parts.first ?? "") { $0 + SwiftSpelling.upperFirst($1) }
      counts[base, default: 0] += 1
      let count = counts[base, default: 1]
      return count == 1 ? base : "\(base)\(count)"
    }
  }

  func linkContexts(_ ways: LinkWays) throws(GenerationError) -> [LinkContext] {
    var contexts: [LinkContext] = []
    let names = Self.linkNames(of: flow)
    for (index, (link, way)) in zip(flow.links, ways.ways).enumerated() {
      guard let target = link.target, case .success(let pattern) = link.pattern else {
        throw fail("link '\(link.link.pattern.value)' does not resolve")
      }
      let node = nodes[target]
      let base = node.id.value
      let parameters = pattern.parameters.map {
        LinkContext.Parameter(
          name: $0.name, identifier: SwiftSpelling.identifier($0.name),
          label: SwiftSpelling.label($0.name), type: $0.type,
          reader: SwiftSpelling.lowerFirst($0.type))
      }
      // The match's name, unless a parameter has it.
      let taken = Set(parameters.map(\.name))
      let match = ["parameters", "match", "found"].first { !taken.contains($0) } ?? "matched"
      guard carried[target].isEmpty else { throw fail("link target '\(base)' carries data") }
      var arguments: [StateValue.Argument] = []
      if !Self.hasValue(node.input) {
        // The step takes nothing: the state case has no input.
      } else if parameters.count == 1 {
        arguments = [.init(label: "input", value: parameters[0].name, gathered: nil)]
      } else {
        let fields =
          model.types.structFields(of: node.input)?.map(\.name.value) ?? parameters.map(\.name)
        arguments = [
          .init(
            label: "input", value: nil,
            gathered: .init(
              type: swiftType(node.input),
              fields: fields.map { .init(label: $0, value: $0) }))
        ]
      }
      // A tab container opens with the tab the link names (`main.feed`), else its first.
      var childStep = link.childStep
      if case .tabs = node.kind, let first = firstTab(target) {
        var tab = first
        if let written = childStep {
          let parts = written.split(separator: ".", maxSplits: 1).map(String.init)
          tab = parts[0]
          childStep = parts.count > 1 ? parts[1] : nil
        }
        arguments.append(
          .init(label: "selected", value: ".\(SwiftSpelling.member(tab))", gathered: nil))
      }
      let entry = StateValue(base, arguments)
      let written = link.link.pattern.value
      let name = names[index]
      var context = LinkContext(
        pattern: written,
        literal: written.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\""),
        name: SwiftSpelling.member(name), identifier: SwiftSpelling.identifier(name),
        parameters: parameters,
        hasParameters: !parameters.isEmpty, match: match, entry: entry)
      if let childStep {
        context.child = try childLink(
          childStep, of: node,
          tab: link.childStep.flatMap { $0.split(separator: ".").first }
            .map(String.init), parameters: parameters, for: written)
      }
      context.entryTakesParameters = !parameters.isEmpty && context.child == nil
      context.backStack = link.link.backStack.rawValue
      if link.link.backStack == .rebuild {
        context.rebuilds = true
        guard let screens = way.rebuilt else {
          throw fail("link '\(written)' has nothing to rebuild")
        }
        context.rebuilt = try screens.map { (screen) throws(GenerationError) in
          try plainState(screen, for: written)
        }
      }
      if let dominators = ways.dominators {
        func range(_ node: Int) -> OrderRange {
          OrderRange(first: dominators.preorder[node], last: dominators.postorder[node])
        }
        context.gates = try zip(way.gates, way.resumes).map {
          (gate, resume) throws(GenerationError) in
          LinkGateContext(
            entry: try plainState(gate, for: written),
            resume: resume.map { SwiftSpelling.member(nodes[$0].id.value) },
            passed: resume.map(range), guarded: range(gate))
        }
        context.isGated = !context.gates.isEmpty
      }
      contexts.append(context)
    }
    return contexts
  }

  /// The link of the sub-flow `node` runs that opens `childStep` there.
  private func childLink(
    _ childStep: String, of node: FlowNode, tab: String?, parameters: [LinkContext.Parameter],
    for link: String
  ) throws(GenerationError) -> ChildLinkContext {
    var callee = node.callee
    if case .tabs = node.kind, let steps = node.step?.tabs,
      let position = steps.firstIndex(where: { $0.id.value == tab })
    {
      callee = node.tabCallees[position]
    }
    guard let callee,
      let index = model.flows[callee].links.firstIndex(where: { $0.link.target.value == childStep })
    else { throw fail("link '\(link)' opens no link of the flow '\(node.id.value)' runs") }
    let child = model.flows[callee]
    return ChildLinkContext(
      namespace: Self.namespace(child),
      name: SwiftSpelling.member(Self.linkNames(of: child)[index]),
      arguments: parameters.map { .init(label: $0.label, value: $0.identifier) },
      hasArguments: !parameters.isEmpty)
  }

  /// The state of a node a link enters or rebuilds: one that takes and carries nothing.
  private func plainState(_ index: Int, for link: String) throws(GenerationError) -> StateValue {
    let node = nodes[index]
    guard !Self.hasValue(node.input), carried[index].isEmpty else {
      throw fail("link '\(link)' needs data for '\(node.id.value)' that it does not carry")
    }
    return StateValue(node.id.value)
  }
}
