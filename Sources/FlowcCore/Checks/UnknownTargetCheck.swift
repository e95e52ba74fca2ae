extension Check {
  /// `unknown-target`: `start`, a transition, a link or a gathered field names
  /// no step or decision of its flow (and is not `finish` or `cancel`).
  public static let unknownTargets = Check("unknown targets", codes: [.unknownTarget]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      let ids = flow.nodesByID.keys
      func report(_ name: String, _ what: String, at location: SourceLocation, node: Int?) {
        let endsAllowed =
          !(what == "'start'" || what.hasPrefix("link") || what.hasPrefix("gathered"))
        let candidates = endsAllowed ? Array(ids) + ["finish", "cancel"] : Array(ids)
        let kinds = endsAllowed ? "step, decision, 'finish' or 'cancel'" : "step or decision"
        diagnostics.append(
          Diagnostic(
            .unknownTarget,
            "\(what) names '\(name)', which is no \(kinds) of flow '\(flow.name)'"
              + Spelling.didYouMean(name, in: candidates),
            at: location, subject: flow.subject(node)))
      }
      if flow.start == nil {
        report(flow.spec.start.value, "'start'", at: flow.spec.start.location, node: nil)
      }
      for edge in flow.edges {
        if case .unknown(let name) = edge.destination {
          report(
            name, "\(edge.label) of \(flow.nodes[edge.source].label)", at: edge.location,
            node: edge.source)
        }
      }
      for (index, node) in flow.nodes.enumerated() {
        for field in node.step?.gather ?? [] {
          if case .step(let source) = field.source.value, flow.nodesByID[source] == nil {
            report(
              source, "gathered field '\(field.field.value)' of \(node.label)",
              at: field.source.location, node: index)
          }
        }
      }
      for link in flow.links where link.target == nil {
        report(
          link.link.target.value, "link '\(link.link.pattern.value)'",
          at: link.link.target.location, node: nil)
      }
    }
    return diagnostics
  }
}
