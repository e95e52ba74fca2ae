extension Check {
  /// `link-pattern`: a deep link pattern does not parse, or targets a step
  /// with `gather` (a URL cannot supply gathered data). `type-mismatch`: the
  /// link's parameters do not fit its target's input: none for `Void`, one of
  /// the input's type, or several filling a declared struct field by field.
  public static let linkPatterns = Check("deep links", codes: [.linkPattern, .typeMismatch]) {
    model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for link in flow.links {
        let written = link.link.pattern
        let pattern: LinkPattern
        switch link.pattern {
        case .failure(let error):
          diagnostics.append(
            Diagnostic(
              .linkPattern, "malformed link pattern: \(error.message)", at: written.location,
              subject: flow.subject()))
          continue
        case .success(let parsed):
          pattern = parsed
        }
        guard let target = link.target else { continue }
        let node = flow.nodes[target]
        if node.gather != nil {
          diagnostics.append(
            Diagnostic(
              .linkPattern,
              "link '\(written.value)' opens \(node.label), which gathers its input from earlier steps; "
                + "a link cannot supply them",
              at: link.link.target.location, subject: flow.subject(target)))
          continue
        }
        guard model.types.isKnown(node.input) else { continue }
        let parameters = pattern.parameters
        let fits: Bool
        let expected: String
        switch parameters.count {
        case 0:
          fits = node.input == .void
          expected = "no parameter"
        case 1:
          fits = node.input == .named(parameters[0].type)
          expected = "\(parameters[0].type) ('\(parameters[0].name)')"
        default:
          let fields = model.types.structFields(of: node.input)?.map {
            ($0.name.value, "\($0.type.value)")
          }
          fits =
            fields.map {
              Dictionary(uniqueKeysWithValues: $0)
                == Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.type) })
            } ?? false
          expected =
            "a struct with fields "
            + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        }
        guard !fits else { continue }
        diagnostics.append(
          Diagnostic(
            .typeMismatch,
            "link '\(written.value)' delivers \(expected), but \(node.label) takes \(node.input)",
            at: written.location,
            notes: [Diagnostic.Note("the input of \(node.label) is here", at: node.inputLocation)],
            subject: flow.subject(target)))
      }
    }
    return diagnostics
  }
}
