extension Check {
  /// `unused-ending` (warning): a flow declares an ending under `endings`
  /// that no transition or event ends the flow in (`finish.name`): the case exists in
  /// the generated `Ending` enum, and every parent has to route it, yet it
  /// never happens.
  public static let unusedEndings = Check("unused endings", codes: [.unusedEnding]) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows where !flow.endings.isEmpty {
      var reached: Set<String> = []
      for edge in flow.edges {
        if case .ending(let name) = edge.destination { reached.insert(name) }
      }
      // An event may end the flow too (a sign-out from anywhere).
      for event in flow.events {
        if case .ending(let name) = event.destination { reached.insert(name) }
      }
      for ending in flow.endings where !reached.contains(ending.name.value) {
        diagnostics.append(
          Diagnostic(
            .unusedEnding,
            "ending '\(ending.name.value)' of flow '\(flow.name)' is declared, but no transition "
              + "ends the flow there ('\(Reserved.endingPrefix)\(ending.name.value)'); "
              + "remove it, or route a step to it",
            at: ending.name.location, subject: flow.subject()))
      }
    }
    return diagnostics
  }
}
