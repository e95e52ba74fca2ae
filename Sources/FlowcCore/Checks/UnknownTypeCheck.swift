extension Check {
  /// `unknown-type`: a type expression names a type that is not built in,
  /// declared under `types` of some spec of the run, or listed as `external`.
  public static let unknownTypes = Check("unknown types", codes: [.unknownType]) { model in
    var diagnostics: [Diagnostic] = []
    // One suggester for the run: each distinct name is looked up once, within a budget.
    // Made for the first unknown name: a run without one never builds it.
    var suggester: Spelling.Suggester?
    func didYouMean(_ name: String) -> String {
      // Taken out while used, so that it is mutated in place.
      var made = suggester ?? Spelling.Suggester(model.types.allNames)
      suggester = nil
      defer { suggester = made }
      return made.didYouMean(name)
    }
    for flow in model.flows {
      flow.spec.forEachWrittenType { written in
        guard !model.types.isKnown(written.value) else { return }
        for name in written.value.names where !model.types.isKnown(name) {
          diagnostics.append(
            Diagnostic(
              .unknownType,
              "unknown type '\(name)'" + didYouMean(name)
                + " (declare it under 'types' or list it under 'external')",
              at: written.location, subject: flow.subject()))
        }
      }
    }
    return diagnostics
  }
}

extension Spec {
  /// Calls `body` with every type expression written in the spec, in file order.
  public func forEachWrittenType(_ body: (Located<TypeExpression>) -> Void) {
    if let input { body(input) }
    if let output { body(output) }
    if let errorType { body(errorType) }
    for ending in endings { if let payload = ending.payload { body(payload) } }
    for declaration in types {
      switch declaration.shape {
      case .structure(let fields): for field in fields { body(field.type) }
      case .enumeration(let cases):
        for item in cases { if let payload = item.payload { body(payload) } }
      }
    }
    // Indices, not `for step in steps`: a step is large, and only three fields are read.
    for index in steps.indices {
      if let input = steps[index].input { body(input) }
      if let output = steps[index].output { body(output) }
      if let errorType = steps[index].errorType { body(errorType) }
    }
    for index in decisions.indices {
      if let input = decisions[index].input { body(input) }
      for payload in decisions[index].payloads ?? [] { if let payload { body(payload) } }
    }
    for event in events { if let payload = event.payload { body(payload) } }
    for parameter in parameters { body(parameter.type) }
  }
}
