extension Check {
  /// `unknown-type`: a type expression names a type that is not built in,
  /// declared under `types` of some spec of the run, or listed as `external`.
  public static let unknownTypes = Check("unknown types", codes: [.unknownType]) { model in
    var diagnostics: [Diagnostic] = []
    let known = model.types.allNames
    for flow in model.flows {
      for written in flow.spec.writtenTypes where !model.types.isKnown(written.value) {
        for name in written.value.names where !model.types.isKnown(name) {
          diagnostics.append(
            Diagnostic(
              .unknownType,
              "unknown type '\(name)'" + Spelling.didYouMean(name, in: known)
                + " (declare it under 'types' or list it under 'external')",
              at: written.location, subject: flow.subject()))
        }
      }
    }
    return diagnostics
  }
}

extension Spec {
  /// Every type expression written in the spec, in file order.
  public var writtenTypes: [Located<TypeExpression>] {
    var types: [Located<TypeExpression>] = []
    types += [input, output].compactMap { $0 }
    for declaration in self.types {
      switch declaration.shape {
      case .structure(let fields): types += fields.map(\.type)
      case .enumeration(let cases): types += cases.compactMap(\.payload)
      }
    }
    for step in steps { types += [step.input, step.output].compactMap { $0 } }
    types += decisions.compactMap(\.input)
    return types
  }
}
