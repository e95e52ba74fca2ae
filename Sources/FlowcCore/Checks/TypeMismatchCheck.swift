extension Check {
  /// `type-mismatch`: what a transition carries differs from what its target
  /// takes; `finish`'s payload differs from the flow's output; the flow's input
  /// from what `start` takes; a `flow:` step's written types from the flow it runs.
  ///
  /// A target whose input is `Void` takes anything (the value is only
  /// remembered); a gathering target takes what its `payload` fields say.
  /// Types with unknown names are not compared (`unknown-type` reports them).
  public static let typeMismatches = Check("type mismatches", codes: [.typeMismatch]) { model in
    var diagnostics: [Diagnostic] = []
    let types = model.types
    func comparable(_ a: TypeExpression, _ b: TypeExpression) -> Bool {
      types.isKnown(a) && types.isKnown(b)
    }

    for flow in model.flows {
      func mismatch(
        _ message: String, at location: SourceLocation, node: Int?, notes: [Diagnostic.Note] = []
      ) {
        diagnostics.append(
          Diagnostic(
            .typeMismatch, message, at: location, notes: notes, subject: flow.subject(node)))
      }

      /// Checks a value of type `payload` arriving at node `target`. `arrival` says
      /// who delivers what ("'form' delivers FormData"); `note` points at where.
      func arrive(
        _ payload: TypeExpression, at target: Int, arrival: @autoclosure () -> String,
        notes: @autoclosure () -> [Diagnostic.Note]
      ) {
        let node = flow.nodes[target]
        if let gather = node.gather {
          let fields = types.structFields(of: node.input) ?? []
          for field in gather where field.source.value == .payload {
            guard
              let type = fields.first(where: { $0.name.value == field.field.value })?.type.value,
              comparable(type, payload), type != payload
            else { continue }
            mismatch(
              "\(node.label) gathers '\(field.field.value)' (\(type)) from the arriving payload, "
                + "but \(arrival())",
              at: field.source.location, node: target, notes: notes())
          }
          return
        }
        guard node.input != .void, comparable(node.input, payload), node.input != payload else {
          return
        }
        mismatch(
          "\(node.label) takes \(node.input) but \(arrival())", at: node.inputLocation,
          node: target, notes: notes())
      }

      for edge in flow.edges {
        guard let payload = edge.payload else { continue }
        let source = flow.nodes[edge.source]
        // A node that rests never completes: its completing transitions carry nothing, ever.
        if source.rests && edge.completesSource { continue }
        var delivery: String {
          switch edge.kind {
          case .next: "'\(source.id.value)'"
          case .defaultNext: "the default 'next' of '\(source.id.value)'"
          case .onCase(let name): "case '\(name)' of '\(source.id.value)'"
          case .decisionCase: "decision '\(source.id.value)'"
          case .failure: "the 'failure' of '\(source.id.value)'"
          case .back: "'back' from '\(source.id.value)'"
          }
        }
        // A case's payload is declared in its enum, away from the step: point there too.
        var payloadNotes: [Diagnostic.Note] {
          guard case .onCase(let name) = edge.kind,
            let enumCase = types.enumCases(of: source.output)?.first(where: {
              $0.name.value == name
            }),
            let declared = enumCase.payload
          else { return [] }
          return [
            Diagnostic.Note(
              "case '\(name)' of \(source.output) carries \(declared.value), declared here",
              at: declared.location)
          ]
        }
        switch edge.destination {
        case .node(let target):
          arrive(
            payload, at: target, arrival: "\(delivery) \(describe(payload))",
            notes: [Diagnostic.Note("the transition is written here", at: edge.location)]
              + payloadNotes)
        case .finish:
          guard flow.output != .void, comparable(flow.output, payload), flow.output != payload
          else { continue }
          mismatch(
            "flow '\(flow.name)' outputs \(flow.output) but \(delivery) finishes it with \(describe(payload, bare: true))",
            at: edge.location, node: edge.source,
            notes: (flow.spec.output.map {
              [Diagnostic.Note("the flow's output is declared here", at: $0.location)]
            } ?? []) + payloadNotes)
        case .cancel, .unknown:
          continue
        }
      }

      // `start` receives the flow's input (nothing, for a flow without `input`).
      if let start = flow.start {
        arrive(
          flow.input, at: start,
          arrival: flow.input == .void
            ? "flow '\(flow.name)' has no 'input' to start it with"
            : "flow '\(flow.name)' starts it with its input, \(flow.input)",
          notes: [
            Diagnostic.Note(
              flow.spec.input == nil ? "the flow starts here" : "the flow's input is declared here",
              at: flow.spec.input?.location ?? flow.spec.start.location)
          ])
      }

      // A `flow:` step may repeat the called flow's types; they must agree.
      for (index, node) in flow.nodes.enumerated() {
        guard let callee = model.callee(of: node), let step = node.step else { continue }
        for (written, actual, what) in [
          (step.input, callee.input, "takes"), (step.output, callee.output, "outputs"),
        ] {
          guard let written, comparable(written.value, actual), written.value != actual else {
            continue
          }
          mismatch(
            "\(node.label) says flow '\(callee.name)' \(what) \(written.value), but it \(what) \(actual)",
            at: written.location, node: index,
            notes: [
              Diagnostic.Note(
                "flow '\(callee.name)' is defined here", at: callee.spec.name.location)
            ])
        }
      }
    }
    return diagnostics
  }

  /// "delivers String", "delivers nothing", "delivers an Error" (or without the verb).
  static func describe(_ payload: TypeExpression, bare: Bool = false) -> String {
    let what = payload == .void ? "nothing" : payload == .error ? "an Error" : "\(payload)"
    return bare ? what : "delivers \(what)"
  }
}
