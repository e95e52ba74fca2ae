extension Check {
  /// `gather-field`: a step gathers into an input that is not a declared struct,
  /// names a field the struct does not have, gathers a value of another type,
  /// or leaves a field of the struct ungathered.
  public static let gatherFields = Check("gathered fields", codes: [.gatherField]) { model in
    /// What a message about a gathered field says besides the step: YAML
    /// aliases may repeat one `gather` under many steps.
    struct Detail: Hashable {
      var structName: String
      var field: String
      var source: Step.GatherSource
    }

    var diagnostics: [Diagnostic] = []
    // Per struct, shared by every step that gathers into it (YAML aliases may
    // repeat one `gather` under many steps): its fields by name, and one
    // suggester whose cache and budget serve the whole run.
    var fieldsByStruct: [String: [String: Int]] = [:]
    var suggesters: [String: Spelling.Suggester] = [:]
    for flow in model.flows {
      var aboutSteps = StepReports<Detail>()
      defer { diagnostics += aboutSteps.diagnostics }
      for (index, node) in flow.nodes.enumerated() {
        guard let gather = node.gather else { continue }
        func report(_ message: String, at location: SourceLocation) {
          diagnostics.append(
            Diagnostic(.gatherField, message, at: location, subject: flow.subject(index)))
        }
        guard let fields = model.types.structFields(of: node.input) else {
          if model.types.isKnown(node.input) {
            report(
              "\(node.label) gathers its input, so 'input' must be a struct declared under 'types', not \(node.input)",
              at: node.inputLocation)
          }
          continue
        }
        let structName = "\(node.input)"
        /// Reports a problem of one gathered field, unless it is one reported for the same text.
        func report(
          _ field: Step.GatherField, _ message: () -> String, at location: SourceLocation
        ) {
          let detail = Detail(
            structName: structName, field: field.field.value, source: field.source.value)
          guard aboutSteps.isNew(.gatherField, at: location, detail, node: node.id.value) else {
            return
          }
          aboutSteps.add(
            Diagnostic(.gatherField, message(), at: location, subject: flow.subject(index)))
        }
        // A misspelt field stands for the field it resembles: that one is not reported as left out.
        var meant: Set<String> = []
        let byName =
          fieldsByStruct[structName]
          ?? Dictionary(
            fields.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first }
          )
        fieldsByStruct[structName] = byName
        for field in gather {
          guard let position = byName[field.field.value] else {
            let suggestion = suggesters[
              structName, default: Spelling.Suggester(fields.map(\.name.value))
            ].suggestion(for: field.field.value)
            if let suggestion { meant.insert(suggestion) }
            report(
              field,
              {
                "struct '\(structName)' has no field '\(field.field.value)'"
                  + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
              }, at: field.field.location)
            continue
          }
          let declared = fields[position]
          // `payload` is checked against arriving transitions; unknown steps are unknown targets.
          guard case .step(let sourceID) = field.source.value, let source = flow.nodesByID[sourceID]
          else { continue }
          if source == index {
            report(
              field, { "\(node.label) cannot gather its own output" }, at: field.source.location)
            continue
          }
          let produced = flow.nodes[source].output
          guard model.types.isKnown(produced), model.types.isKnown(declared.type.value),
            produced != declared.type.value
          else { continue }
          report(
            field,
            {
              "field '\(field.field.value)' of '\(structName)' is \(declared.type.value), "
                + "but \(flow.nodes[source].label) outputs \(produced)"
            }, at: field.source.location)
        }
        let gathered = Set(gather.map(\.field.value))
        let left = fields.filter {
          !gathered.contains($0.name.value) && !meant.contains($0.name.value)
        }
        .map { "'\($0.name.value)'" }
        if !left.isEmpty {
          // The first ten, so that a struct of thousands of fields gives a message of a line.
          let named =
            left.prefix(10).joined(separator: ", ")
            + (left.count > 10 ? " and \(left.count - 10) more" : "")
          report(
            "\(node.label) does not gather field\(left.count == 1 ? "" : "s") \(named) "
              + "of '\(structName)'",
            at: node.step?.gatherLocation ?? node.id.location)
        }
      }
    }
    return diagnostics
  }
}
