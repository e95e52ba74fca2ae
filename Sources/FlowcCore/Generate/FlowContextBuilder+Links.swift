import Foundation

/// The flow's deep links: their `Link` cases, parameters and entry states.
extension FlowContextBuilder {
  /// The names of the flow's `Link` cases, unescaped (`LinkCaseNames`).
  static func linkNames(of flow: Flow) -> [String] { LinkCaseNames.names(of: flow) }

  func linkContexts(_ ways: LinkWays?) throws(GenerationError) -> [LinkContext] {
    var contexts: [LinkContext] = []
    let names = Self.linkNames(of: flow)
    let calleeNames = calleeLinkNames()
    for (index, (link, way)) in zip(flow.links, ways?.ways ?? []).enumerated() {
      guard let target = link.target, case .success(let pattern) = link.pattern else {
        throw fail("link '\(link.link.pattern.value)' does not resolve")
      }
      let node = nodes[target]
      let base = node.id.value
      let parameters = pattern.parameters.map {
        LinkContext.Parameter(
          name: $0.name, identifier: SwiftSpelling.identifier($0.name),
          label: SwiftSpelling.label($0.name), type: $0.type,
          // An optional parameter (`Int?`) reads with `optionalInt`: nil when absent.
          reader: $0.type.hasSuffix("?")
            ? "optional" + $0.type.dropLast() : SwiftSpelling.lowerFirst($0.type))
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
        if let (head, rest) = link.childParts {
          tab = head
          childStep = rest
        }
        arguments.append(
          .init(label: "selected", value: ".\(SwiftSpelling.member(tab))", gathered: nil))
      }
      let entry = StateValue(base, arguments)
      let written = link.link.pattern.value
      let name = names[index]
      var context = LinkContext(
        pattern: written,
        literal: SwiftSpelling.literalContent(written),
        name: SwiftSpelling.member(name), identifier: SwiftSpelling.identifier(name),
        parameters: parameters,
        hasParameters: !parameters.isEmpty, match: match, entry: entry)
      if let childStep {
        context.child = try childLink(
          childStep, of: node,
          tab: link.childParts?.head, parameters: parameters, for: written,
          calleeNames: calleeNames)
      }
      context.entryTakesParameters = !parameters.isEmpty && context.child == nil
      context.patternIndex = index
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
      if let dominators = ways?.dominators {
        func range(_ node: Int) -> OrderRange {
          OrderRange(first: dominators.preorder[node], last: dominators.postorder[node])
        }
        context.gates = try zip(way.gates, way.resumes).map {
          (gate, resume) throws(GenerationError) in
          LinkGateContext(
            entry: try plainState(gate, for: written),
            resume: resume.map { SwiftSpelling.member(nodes[$0].id.value) },
            // Without a resume step, the flow is past the gate once it went through the target.
            passed: resume.map(range)
              ?? (dominators.isReachable(target) ? range(target) : nil), guarded: range(gate))
        }
        context.isGated = !context.gates.isEmpty
      }
      contexts.append(context)
    }
    return contexts
  }

  /// The name of the `DeepLinkMatch` the link parsers read: one no
  /// parameter of the flow's links has.
  func linkMatchName() -> String {
    var taken = Set<String>()
    for link in flow.links {
      guard case .success(let pattern) = link.pattern else { continue }
      for parameter in pattern.parameters { taken.insert(parameter.name) }
    }
    var name = "match"
    while taken.contains(name) { name += "_" }
    return name
  }

  /// The link of the sub-flow `node` runs that opens `childStep` there.
  private func childLink(
    _ childStep: String, of node: FlowNode, tab: String?, parameters: [LinkContext.Parameter],
    for link: String, calleeNames: [Int: [String]]
  ) throws(GenerationError) -> ChildLinkContext {
    var callee = node.callee
    if case .tabs = node.kind, let steps = node.step?.tabs,
      let position = steps.firstIndex(where: { $0.id.value == tab })
    {
      callee = node.tabCallees[position]
    }
    guard let callee, let index = model.flows[callee].linkIndex[childStep],
      case .success(let pattern) = model.flows[callee].links[index].pattern
    else { throw fail("link '\(link)' opens no link of the flow '\(node.id.value)' runs") }
    let child = model.flows[callee]
    // The child's case takes its parameters in its own pattern's order.
    let local = Dictionary(
      parameters.map { ($0.name, $0.identifier) }, uniquingKeysWith: { first, _ in first })
    return ChildLinkContext(
      namespace: Self.namespace(child),
      name: SwiftSpelling.member(calleeNames[callee]?[index] ?? ""),
      arguments: pattern.parameters.map {
        .init(label: SwiftSpelling.label($0.name), value: local[$0.name] ?? $0.name)
      },
      hasArguments: !pattern.parameters.isEmpty)
  }

  /// The `Link` case names of each flow this flow's links open a link of,
  /// each flow's computed once.
  private func calleeLinkNames() -> [Int: [String]] {
    var names: [Int: [String]] = [:]
    for link in flow.links where link.childStep != nil {
      guard let target = link.target else { continue }
      for callee in [nodes[target].callee].compactMap({ $0 })
        + nodes[target].tabCallees.compactMap({ $0 })
      where names[callee] == nil {
        names[callee] = Self.linkNames(of: model.flows[callee])
      }
    }
    return names
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
