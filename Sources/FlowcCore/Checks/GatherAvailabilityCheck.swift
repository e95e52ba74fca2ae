extension Check {
  /// `gather-unavailable`: a gathered step does not complete on every path from
  /// an entry (`start` or a link target) to the gathering step, so on some path
  /// its output does not exist. The message shows one such path; a `gather`
  /// that YAML aliases repeat under many steps is reported at the first, with
  /// a note naming the others where the gathered step is missing too.
  ///
  /// Uses the dominator tree of `DataFlowGraph`: the output of `s` exists at
  /// `g` exactly when "s completed" dominates "g runs".
  public static let gatherAvailability = Check(
    "gathered data availability", codes: [.gatherUnavailable]
  ) {
    model in
    /// A gathered field as its text says it: YAML aliases may repeat one
    /// `gather` under many steps, and its problem is reported once.
    struct Detail: Hashable {
      var field: String
      var source: String
    }

    var diagnostics: [Diagnostic] = []
    for flow in model.flows where flow.start != nil {
      // A link to a gathering step is a `link-pattern` error of its own.
      let linked = Set(flow.links.compactMap(\.target))
      let gathering = flow.nodes.indices.filter {
        flow.nodes[$0].gather != nil && !linked.contains($0)
      }
      guard !gathering.isEmpty else { continue }
      var aboutSteps = StepReports<Detail>()
      defer { diagnostics += aboutSteps.diagnostics }
      let data = model.dataFlow(of: flow)
      for index in gathering where data.dominators.isReachable(data.enter(index)) {
        let node = flow.nodes[index]
        // A path is searched once per gathered step and gathering step, however
        // many fields it gives.
        var skipping: [Int: String] = [:]
        for field in node.gather ?? [] {
          guard case .step(let sourceID) = field.source.value,
            let source = flow.nodesByID[sourceID],
            source != index, !data.isAvailable(source, at: index),
            aboutSteps.isNew(
              .gatherUnavailable, at: field.source.location,
              Detail(field: field.field.value, source: sourceID), node: node.id.value)
          else { continue }
          let shown =
            skipping[source]
            ?? {
              let path = data.pathSkipping(source, to: index, start: flow.start) ?? []
              let entry = path.first.map { first in
                flow.start == first.node
                  ? "'start'"
                  : flow.links.first { $0.target == first.node }.map {
                    "link '\($0.link.pattern.value)'"
                  } ?? "a link"
              }
              return "this path from \(entry ?? "an entry") skips it: \(describe(path, in: flow))"
            }()
          skipping[source] = shown
          aboutSteps.add(
            Diagnostic(
              .gatherUnavailable,
              "\(node.label) gathers '\(field.field.value)' from '\(sourceID)', but '\(sourceID)' does not "
                + "complete on every path to it; \(shown)",
              at: field.source.location, subject: flow.subject(index)))
        }
      }
    }
    return diagnostics
  }

  /// "a -> b -(failure)-> c": the ids of a path, marking transitions that leave
  /// a node without completing it. A long path keeps its start and its end.
  static func describe(_ path: [(node: Int, completed: Bool)], in flow: Flow) -> String {
    var parts: [String] = []
    for (position, step) in path.enumerated() {
      let id = flow.nodes[step.node].id.value
      guard position > 0 else {
        parts.append(id)
        continue
      }
      let previous = path[position - 1].node
      let kind = flow.outgoing[previous].lazy.map { flow.edges[$0] }
        .first { $0.targetNode == step.node && $0.completesSource == step.completed }?.kind
      switch kind {
      case .failure?: parts.append("-(failure)-> \(id)")
      case .back?: parts.append("-(back)-> \(id)")
      default: parts.append("-> \(id)")
      }
    }
    if parts.count > 10 { parts = [parts[0], "-> ..."] + parts.suffix(7) }
    return parts.joined(separator: " ")
  }
}
