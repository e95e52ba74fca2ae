extension Check {
  /// `failure` written by case (`failure: { locked: lockedScreen, default: form }`):
  /// the action's error must be an enum declared under `types` (`not-an-enum`),
  /// each case named one of its cases or `default` (`unknown-case`), and every
  /// case routed, by name or by `default` (`non-exhaustive`). Linear in the
  /// routes and the enum's cases.
  public static let failureCases = Check(
    "failure by case", codes: [.notAnEnum, .unknownCase, .nonExhaustive]
  ) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        guard let step = node.step, !step.failureRoutes.isEmpty else { continue }
        let error = node.failure ?? .error
        let location = step.failureRoutesLocation ?? step.id.location
        guard model.types.isKnown(error) else { continue }
        guard let cases = model.types.enumCases(of: error) else {
          diagnostics.append(
            Diagnostic(
              .notAnEnum,
              "'failure' of \(node.label) routes the cases of its error, but the action throws "
                + "\(error == .error ? "any Error" : "\(error)"); give it an 'error' that is an "
                + "enum declared under 'types', or write one 'failure' target",
              at: location, subject: flow.subject(index)))
          continue
        }
        let names = cases.map(\.name.value)
        let known = Set(names)
        var routed: Set<String> = []
        var hasDefault = false
        for route in step.failureRoutes {
          let name = route.caseName.value
          if known.contains(name) {
            routed.insert(name)
          } else if name == Reserved.defaultCase {
            hasDefault = true
          } else {
            diagnostics.append(
              Diagnostic(
                .unknownCase,
                "'failure' of \(node.label) routes case '\(name)', which \(error) does not have"
                  + Spelling.didYouMean(name, in: names + [Reserved.defaultCase]),
                at: route.caseName.location, subject: flow.subject(index)))
          }
        }
        let missing = names.filter { !routed.contains($0) }
        guard !hasDefault, !missing.isEmpty else { continue }
        let listed = missing.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
        let more = missing.count > 10 ? " and \(missing.count - 10) more" : ""
        diagnostics.append(
          Diagnostic(
            .nonExhaustive,
            "'failure' of \(node.label) does not route \(listed)\(more) of \(error); route them, "
              + "or add 'default'",
            at: location, subject: flow.subject(index)))
      }
    }
    return diagnostics
  }
}
