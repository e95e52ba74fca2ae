import Foundation

/// The flow's deep links: their `Link` cases, parameters and entry states.
extension FlowContextBuilder {
  func linkContexts(_ ways: LinkWays) throws(GenerationError) -> [LinkContext] {
    var contexts: [LinkContext] = []
    var names: [String: Int] = [:]
    for (link, way) in zip(flow.links, ways.ways) {
      guard let target = link.target, case .success(let pattern) = link.pattern else {
        throw fail("link '\(link.link.pattern.value)' does not resolve")
      }
      let node = nodes[target]
      let base = node.id.value
      names[base, default: 0] += 1
      let count = names[base, default: 1]
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
      let entry: StateValue
      if !Self.hasValue(node.input) {
        entry = StateValue(base)
      } else if parameters.count == 1 {
        entry = StateValue(base, [.init(label: "input", value: parameters[0].name, gathered: nil)])
      } else {
        let fields =
          model.types.structFields(of: node.input)?.map(\.name.value) ?? parameters.map(\.name)
        entry = StateValue(
          base,
          [
            .init(
              label: "input", value: nil,
              gathered: .init(
                type: swiftType(node.input),
                fields: fields.map { .init(label: $0, value: $0) }))
          ])
      }
      let written = link.link.pattern.value
      let name = count == 1 ? base : "\(base)\(count)"
      var context = LinkContext(
        pattern: written,
        literal: written.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\""),
        name: SwiftSpelling.member(name), identifier: SwiftSpelling.identifier(name),
        parameters: parameters,
        hasParameters: !parameters.isEmpty, match: match, entry: entry)
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

  /// The state of a node a link enters or rebuilds: one that takes and carries nothing.
  private func plainState(_ index: Int, for link: String) throws(GenerationError) -> StateValue {
    let node = nodes[index]
    guard !Self.hasValue(node.input), carried[index].isEmpty else {
      throw fail("link '\(link)' needs data for '\(node.id.value)' that it does not carry")
    }
    return StateValue(node.id.value)
  }
}
