import Foundation

/// The flow's deep links: their `Link` cases, parameters and entry states.
extension FlowContextBuilder {
  func linkContexts() throws(GenerationError) -> [LinkContext] {
    var contexts: [LinkContext] = []
    var names: [String: Int] = [:]
    for link in flow.links {
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
      // A tab container opens with its first tab selected.
      if case .tabs = node.kind, let first = firstTab(target) {
        arguments.append(
          .init(label: "selected", value: ".\(SwiftSpelling.member(first))", gathered: nil))
      }
      let entry = StateValue(base, arguments)
      let written = link.link.pattern.value
      let name = count == 1 ? base : "\(base)\(count)"
      contexts.append(
        LinkContext(
          pattern: written,
          literal: written.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\""),
          name: SwiftSpelling.member(name), identifier: SwiftSpelling.identifier(name),
          parameters: parameters,
          hasParameters: !parameters.isEmpty, match: match, entry: entry))
    }
    return contexts
  }
}
