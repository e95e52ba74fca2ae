extension Check {
  /// `gather-unavailable`: a gathered step does not complete on every path from
  /// an entry (`start` or a link target) to the gathering step, so on some path
  /// its output does not exist. The message shows one such path.
  ///
  /// Uses the dominator tree of `DataFlowGraph`: the output of `s` exists at
  /// `g` exactly when "s completed" dominates "g runs".
  public static let gatherAvailability = Check("gathered data availability", codes: [.gatherUnavailable]) {
    model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows where flow.start != nil {
      let gathering = flow.nodes.indices.filter { flow.nodes[$0].step?.gather != nil }
      guard !gathering.isEmpty else { continue }
      let data = DataFlowGraph(flow)
      for index in gathering where data.dominators.isReachable(data.enter(index)) {
        let node = flow.nodes[index]
        for field in node.step?.gather ?? [] {
          guard case .step(let sourceID) = field.source.value, let source = flow.nodesByID[sourceID],
            source != index, !data.isAvailable(source, at: index)
          else { continue }
          let path = data.pathSkipping(source, to: index, start: flow.start) ?? []
          var ids = path.map { flow.nodes[$0].id.value }
          // The end of a long path is where it matters: it shows the branch that skips.
          if ids.count > 10 { ids = [ids[0], "..."] + ids.suffix(7) }
          let shown = ids.joined(separator: " -> ")
          let entry = path.first.map { flow.start == $0 ? "'start'" : "a link" } ?? "an entry"
          diagnostics.append(
            Diagnostic(
              .gatherUnavailable,
              "\(node.label) gathers '\(field.field.value)' from '\(sourceID)', but '\(sourceID)' does not "
                + "complete on every path to it; this path from \(entry) skips it: \(shown)",
              at: field.source.location, subject: flow.subject(index)))
        }
      }
    }
    return diagnostics
  }
}
