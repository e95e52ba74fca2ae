extension Check {
  /// A tab container's tabs route their flows' endings as `flow:` steps do:
  /// `dead-end` for a tab whose flow can end with nowhere to go, `not-an-enum`,
  /// `unknown-case` and `non-exhaustive` for its `on`, and `type-mismatch` for
  /// a tab flow that takes an input other than the container's.
  public static let tabContainers = Check(
    "tab containers", codes: [.deadEnd, .notAnEnum, .unknownCase, .nonExhaustive, .typeMismatch]
  ) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        guard case .tabs = node.kind, let step = node.step else { continue }
        for (tab, callee) in zip(step.tabs, node.tabCallees) {
          guard let callee else { continue }  // `unknown-flow`
          let child = model.flows[callee]
          let label = "tab '\(tab.id.value)' of \(node.label)"
          if child.input != .void, child.input != node.input, model.types.isKnown(child.input),
            model.types.isKnown(node.input)
          {
            diagnostics.append(
              Diagnostic(
                .typeMismatch,
                "\(label) runs flow '\(child.name)', which takes \(child.input), but the container "
                  + "takes \(node.input); a tab flow takes the container's input or nothing",
                at: tab.flow.location,
                notes: [
                  Diagnostic.Note(
                    "flow '\(child.name)' is defined here", at: child.spec.name.location)
                ], subject: flow.subject(index)))
          }
          if child.output == .never {
            if let next = tab.next ?? tab.on.first?.target {
              diagnostics.append(
                Diagnostic(
                  .typeMismatch,
                  "\(label) runs flow '\(child.name)', which never finishes (output Never); "
                    + "its 'next' and 'on' are never taken: remove them", at: next.location,
                  subject: flow.subject(index)))
            }
            continue
          }
          let cases = model.types.enumCases(of: child.output)?.map(\.name.value)
          if tab.next == nil, tab.on.isEmpty {
            diagnostics.append(
              Diagnostic(
                .deadEnd,
                "\(label) runs flow '\(child.name)', which can finish (with "
                  + "\(child.outputDescription)), but the tab has nowhere to go; add 'next' or "
                  + "'on' to the tab", at: tab.id.location, subject: flow.subject(index)))
            continue
          }
          guard !tab.on.isEmpty else { continue }
          guard let cases else {
            if model.types.isKnown(child.output) {
              diagnostics.append(
                Diagnostic(
                  .notAnEnum,
                  "'on' routes the cases of an enum, but \(label) runs flow '\(child.name)', "
                    + "which outputs \(child.output); use 'next'",
                  at: tab.onLocation ?? tab.id.location, subject: flow.subject(index)))
            }
            continue
          }
          for route in tab.on where !cases.contains(route.caseName.value) {
            diagnostics.append(
              Diagnostic(
                .unknownCase,
                "flow '\(child.name)' of \(label) has no ending or case '\(route.caseName.value)'"
                  + Spelling.didYouMean(route.caseName.value, in: cases),
                at: route.caseName.location, subject: flow.subject(index)))
          }
          guard tab.next == nil else { continue }
          let handled = Set(
            tab.on.map { route in
              cases.contains(route.caseName.value)
                ? route.caseName.value
                : Spelling.suggestion(for: route.caseName.value, in: cases)
                  ?? route.caseName.value
            })
          let missing = cases.filter { !handled.contains($0) }
          guard !missing.isEmpty else { continue }
          let list = missing.map { "'\($0)'" }.joined(separator: ", ")
          diagnostics.append(
            Diagnostic(
              .nonExhaustive,
              "'on' of \(label) does not handle case\(missing.count == 1 ? "" : "s") \(list); "
                + "route \(missing.count == 1 ? "it" : "them") or add a default 'next'",
              at: tab.onLocation ?? tab.id.location, subject: flow.subject(index)))
        }
      }
    }
    return diagnostics
  }
}
