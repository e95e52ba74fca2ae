extension Check {
  /// `unused-type` (warning): a declared type that no type expression of the
  /// run mentions (outside its own declaration), or an external type that no
  /// type expression of its spec mentions.
  public static let unusedTypes = Check("unused types", codes: [.unusedType]) { model in
    var diagnostics: [Diagnostic] = []
    // name -> the declared types whose own declarations mention it; "" stands
    // for every use outside a declaration (inputs, outputs, flow types).
    var usedInRun: [String: Set<String>] = [:]
    var usedInFlow: [Set<String>] = []
    for flow in model.flows {
      var used: Set<String> = []
      func use(_ type: Located<TypeExpression>?, by owner: String) {
        for name in type?.value.names ?? [] {
          used.insert(name)
          usedInRun[name, default: []].insert(owner)
        }
      }
      use(flow.spec.input, by: "")
      use(flow.spec.output, by: "")
      for step in flow.spec.steps {
        use(step.input, by: "")
        use(step.output, by: "")
      }
      for decision in flow.spec.decisions { use(decision.input, by: "") }
      for declaration in flow.spec.types {
        switch declaration.shape {
        case .structure(let fields): for field in fields { use(field.type, by: declaration.name.value) }
        case .enumeration(let cases): for item in cases { use(item.payload, by: declaration.name.value) }
        }
      }
      usedInFlow.append(used)
    }
    for flow in model.flows {
      for declaration in flow.spec.types {
        let name = declaration.name.value
        let users = (usedInRun[name] ?? []).subtracting([name])
        guard users.isEmpty else { continue }
        diagnostics.append(
          Diagnostic(
            .unusedType, "type '\(name)' is declared but nothing uses it", at: declaration.name.location,
            subject: flow.subject()))
      }
      for external in flow.spec.externalTypes where !usedInFlow[flow.index].contains(external.value) {
        diagnostics.append(
          Diagnostic(
            .unusedType, "external type '\(external.value)' is listed but nothing in flow '\(flow.name)' uses it",
            at: external.location, subject: flow.subject()))
      }
    }
    return diagnostics
  }
}
