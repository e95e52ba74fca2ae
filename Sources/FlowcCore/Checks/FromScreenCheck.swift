extension Check {
  /// `from-screen`: an action written with `from` runs on a screen of its
  /// flow, which every path to the action must have shown and not left.
  public static let fromScreens = Check("screens actions run on", codes: [.fromScreen]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      let actions = flow.nodes.indices.filter { flow.nodes[$0].step?.from != nil }
      guard !actions.isEmpty else { continue }
      let analysis = ActionScreens(flow)
      var suggester = Spelling.Suggester(Array(flow.nodesByID.keys))
      for index in actions {
        let node = flow.nodes[index]
        guard let from = node.step?.from, node.step?.kind == .action else { continue }
        func report(_ message: String) {
          diagnostics.append(
            Diagnostic(.fromScreen, message, at: from.location, subject: flow.subject(index)))
        }
        guard let screen = flow.nodesByID[from.value] else {
          report(
            "'from' of \(node.label) names '\(from.value)', which is no step of flow "
              + "'\(flow.name)'" + suggester.didYouMean(from.value))
          continue
        }
        let target = flow.nodes[screen]
        guard ActionScreens.canRunActions(target) else {
          let what =
            target.kind.isScreen
            ? "an alert, which is gone once left"
            : target.step?.kind == .action
              ? "an action" : "a \(target.step?.kind.described ?? "decision")"
          report(
            "'from' of \(node.label) names '\(from.value)', which is \(what); 'from' names the "
              + "screen the action runs on")
          continue
        }
        guard let gone = analysis.gone[index] else { continue }
        let why: String
        switch gone {
        case .start:
          why =
            index == flow.start
            ? "it is where the flow starts"
            : "the flow reaches it from 'start' without showing '\(from.value)'"
        case .link(let link):
          why =
            "the link '\(flow.links[link].link.pattern.value)' opens the flow there without "
            + "showing '\(from.value)'"
        case .event(let event):
          why =
            "the event '\(flow.events[event].event.name.value)' leads there without showing "
            + "'\(from.value)'"
        case .root(let root):
          why = "'\(flow.nodes[root].id.value)' is shown as the root on the way and replaces it"
        case .back(let screen):
          why = "going back from '\(flow.nodes[screen].id.value)' ('back') leaves it on the way"
        case .unshown:
          why = "a way reaches it without showing '\(from.value)'"
        }
        report(
          "\(node.label) runs on screen '\(from.value)' ('from'), but '\(from.value)' may not be "
            + "shown when the flow reaches it: \(why)")
      }
    }
    return diagnostics
  }
}
