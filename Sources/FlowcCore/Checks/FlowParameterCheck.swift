extension Check {
  /// `flow-parameter`: a `with` names a parameter its flow does not declare,
  /// gives parameters to a flow that declares none, or leaves out a required
  /// one; `type-mismatch`: a constant is not a value of its parameter's type;
  /// `unknown-case`: it names no case of the parameter's enum.
  public static let flowParameters = Check(
    "flow parameters", codes: [.flowParameter, .typeMismatch, .unknownCase]
  ) { model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for use in flow.parameterUses {
        let callee = model.flows[use.callee]
        let node = flow.nodes[use.node]
        let user = use.tab.map { "tab '\($0)' of \(node.label)" } ?? node.label
        let subject = flow.subject(use.node)
        let declared = callee.spec.parameters
        let given = use.with ?? []
        if declared.isEmpty {
          if use.with != nil {
            diagnostics.append(
              Diagnostic(
                .flowParameter,
                "flow '\(callee.name)' declares no parameters, so \(user) gives it none "
                  + "(remove 'with', or declare 'parameters' in flow '\(callee.name)')",
                at: use.location, subject: subject))
          }
          continue
        }
        // One lookup per value: linear in the parameters and the values.
        let byName = Dictionary(
          declared.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var names: Set<String> = []
        // A misspelt name is one mistake: the parameter it suggests is not also left out.
        var suggested: Set<String> = []
        var suggester: Spelling.Suggester?
        for value in given {
          names.insert(value.name.value)
          guard let parameter = byName[value.name.value] else {
            if suggester == nil { suggester = Spelling.Suggester(declared.map(\.name.value)) }
            let suggestion = suggester?.suggestion(for: value.name.value)
            if let suggestion { suggested.insert(suggestion) }
            diagnostics.append(
              Diagnostic(
                .flowParameter,
                "flow '\(callee.name)' has no parameter '\(value.name.value)'"
                  + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: value.name.location, subject: subject))
            continue
          }
          guard model.types.isKnown(parameter.type.value) else { continue }
          let what =
            "parameter '\(parameter.name.value)' (\(parameter.type.value)) of flow "
            + "'\(callee.name)'"
          switch model.types.constant(value, as: parameter.type.value) {
          case .success: break
          case .failure(.unknownCase(let cases)):
            diagnostics.append(
              Diagnostic(
                .unknownCase,
                "'\(value.text ?? "")' is no case of \(what)"
                  + Spelling.didYouMean(value.text ?? "", in: cases),
                at: value.location, subject: subject))
          case .failure(.mismatch(let reason)):
            diagnostics.append(
              Diagnostic(
                .typeMismatch, "\(user) gives \(what) a wrong value: \(reason)",
                at: value.location, subject: subject))
          }
        }
        for parameter in declared
        where !parameter.isOptional && !names.contains(parameter.name.value)
          && !suggested.contains(parameter.name.value)
        {
          diagnostics.append(
            Diagnostic(
              .flowParameter,
              "\(user) gives no value for parameter '\(parameter.name.value)' "
                + "(\(parameter.type.value)) of flow '\(callee.name)': write it under 'with'",
              at: use.location, subject: subject))
        }
      }
    }
    return diagnostics
  }
}
