extension Check {
  /// `link-back-stack`: a deep link written `back: rebuild` whose target no
  /// way reaches (from `start`, or from where the link waited behind its
  /// gates), or whose rebuilt screens need data the link does not carry: a
  /// screen under the target that takes input, or carries what a later step
  /// gathers. Rebuilt screens are built from nothing but the link. A rebuild
  /// of more than `LinkWays.maxRebuiltScreens` screens is one too: it keeps
  /// the generated code linear in the spec.
  public static let linkBackStacks = Check("deep link back stacks", codes: [.linkBackStack]) {
    model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows
    where flow.start != nil && flow.links.contains(where: { $0.link.backStack == .rebuild }) {
      guard let ways = flow.linkWays else { continue }
      let carried = model.carriedData(of: flow)
      let needs = ways.firstRebuiltScreen { node in
        flow.nodes[node].input != .void || !carried[node].isEmpty
      }
      let counts = ways.rebuiltScreenCounts()
      for (((link, way), needy), count) in zip(zip(zip(flow.links, ways.ways), needs), counts)
      where link.link.backStack == .rebuild && !way.hasTooManyGates {
        guard let target = link.target else { continue }
        let pattern = link.link.pattern.value
        let at = link.link.back?.location ?? link.link.target.location
        let id = flow.nodes[target].id.value
        guard let ends = way.rebuiltPathEnds(10) else {
          let from = way.gates.isEmpty ? "'start'" : "where it passed its gates"
          diagnostics.append(
            Diagnostic(
              .linkBackStack,
              "link '\(pattern)' rebuilds the screens under '\(id)', but no way from \(from) "
                + "leads there; write 'back: push' or 'back: replace'",
              at: at, subject: flow.subject(target)))
          continue
        }
        if let count, count > LinkWays.maxRebuiltScreens {
          diagnostics.append(
            Diagnostic(
              .linkBackStack,
              "link '\(pattern)' would rebuild \(count) screens under '\(id)', more than the "
                + "\(LinkWays.maxRebuiltScreens) a back stack holds; write 'back: replace' or "
                + "'back: push', or link to a step nearer 'start'",
              at: at, subject: flow.subject(target)))
          continue
        }
        guard let needy else { continue }
        let node = flow.nodes[needy]
        let need = dataALinkLacks(needy, in: flow, carried: carried)
        // `describe` shows a long way by its first step and its last ones: read only those.
        let shown = describe(ends.map { (node: $0, completed: true) }, in: flow)
        diagnostics.append(
          Diagnostic(
            .linkBackStack,
            "link '\(pattern)' rebuilds the screens under '\(id)' on the way \(shown), but "
              + "'\(node.id.value)' \(need), which the link does not carry; write "
              + "'back: replace' or 'back: push'", at: at, subject: flow.subject(needy)))
      }
    }
    return diagnostics
  }
}
