extension Check {
  /// `type-mismatch`: what a transition carries differs from what its target
  /// takes; `finish`'s payload differs from the flow's output; the flow's input
  /// from what `start` takes; a `flow:` step's written types from the flow it runs.
  ///
  /// A target whose input is `Void` takes anything (the value is only
  /// remembered); one whose input is optional (`String?`) takes its wrapped
  /// type, and nothing (it gets `nil`); a gathering target takes what its
  /// `payload` fields say.
  /// Types with unknown names are not compared (`unknown-type` reports them).
  public static let typeMismatches = Check("type mismatches", codes: [.typeMismatch]) { model in
    var diagnostics: [Diagnostic] = []
    let types = model.types
    func comparable(_ a: TypeExpression, _ b: TypeExpression) -> Bool {
      types.isKnown(a) && types.isKnown(b)
    }

    /// A transition, as its text says it: YAML aliases may repeat one under many steps.
    struct Transition: Hashable {
      var location: SourceLocation
      var kind: Edge.Kind
      var tab: String?
      var payload: TypeExpression
      /// The output of the step it leaves (its enum declares a case's payload).
      var output: TypeExpression
    }

    for flow in model.flows {
      var aboutSteps = StepReports<Transition>()
      defer { diagnostics += aboutSteps.diagnostics }
      /// The transition being checked and the step whose text it is in.
      var checking: (transition: Transition, step: String)?
      func mismatch(
        _ message: @autoclosure () -> String, at location: SourceLocation, node: Int?,
        notes: @autoclosure () -> [Diagnostic.Note] = []
      ) {
        if let (transition, step) = checking,
          !aboutSteps.isNew(.typeMismatch, at: location, transition, node: step)
        {
          return
        }
        let diagnostic = Diagnostic(
          .typeMismatch, message(), at: location, notes: notes(), subject: flow.subject(node))
        if checking == nil {
          diagnostics.append(diagnostic)
        } else {
          aboutSteps.add(diagnostic)
        }
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
        guard node.input != .void, comparable(node.input, payload), !node.input.accepts(payload)
        else { return }
        mismatch(
          "\(node.label) takes \(node.input) but \(arrival())", at: node.inputLocation,
          node: target, notes: notes())
      }

      // Built once per flow, and only for a flow with a `back` to a screen that takes input.
      var dataFlow: DataFlowGraph?
      for edge in flow.edges {
        guard let payload = edge.payload else { continue }
        let leaving = flow.nodes[edge.source]
        checking = (
          Transition(
            location: edge.location, kind: edge.kind, tab: edge.tab, payload: payload,
            output: leaving.output),
          leaving.id.value
        )
        defer { checking = nil }
        // A `back` to a node that takes input returns to it as the history holds
        // it: fine for a screen shown on every path to the step, else reported.
        if edge.kind == .back, case .node(let target) = edge.destination,
          flow.nodes[target].input != .void, flow.nodes[target].input != .never
        {
          let node = flow.nodes[target]
          if dataFlow == nil { dataFlow = model.dataFlow(of: flow) }
          if node.kind.isScreen, target != edge.source,
            let dataFlow, dataFlow.isShown(target, before: edge.source)
          {
            continue
          }
          mismatch(
            "'back' from '\(flow.nodes[edge.source].id.value)' goes to \(node.label), which takes "
              + "\(node.input): going back reuses the input the history holds, so the target must "
              + "be a screen shown on every path to '\(flow.nodes[edge.source].id.value)'",
            at: edge.location, node: edge.source,
            notes: [Diagnostic.Note("\(node.label) takes its input here", at: node.inputLocation)])
          continue
        }
        let source = flow.nodes[edge.source]
        // A node that rests never completes: its completing transitions carry nothing, ever.
        // (A tab container rests; its tabs' routes carry what their flows end with.)
        if source.rests && edge.completesSource && edge.tab == nil { continue }
        var delivery: String {
          if let tab = edge.tab {
            return switch edge.kind {
            case .onCase(let name): "case '\(name)' of tab '\(tab)' of '\(source.id.value)'"
            case .defaultNext: "the default 'next' of tab '\(tab)' of '\(source.id.value)'"
            default: "tab '\(tab)' of '\(source.id.value)'"
            }
          }
          return switch edge.kind {
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
          guard case .onCase(let name) = edge.kind, edge.tab == nil,
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
        case .finish where flow.neverFinishes:
          mismatch(
            "flow '\(flow.name)' never finishes (its output is Never), but \(delivery) goes to "
              + "'finish'; go to a step, or to 'cancel' to end the flow without a result",
            at: edge.location, node: edge.source,
            notes: flow.spec.output.map {
              [Diagnostic.Note("the flow's output is declared here", at: $0.location)]
            } ?? [])
        case .finish:
          guard flow.output != .void, comparable(flow.output, payload), flow.output != payload
          else { continue }
          mismatch(
            "flow '\(flow.name)' outputs \(flow.output) but \(delivery) finishes it with \(describe(payload, bare: true))",
            at: edge.location, node: edge.source,
            notes: (flow.spec.output.map {
              [Diagnostic.Note("the flow's output is declared here", at: $0.location)]
            } ?? []) + payloadNotes)
        case .ending(let name):
          // An ending without payload takes anything, as a `Void` output does.
          guard let ending = flow.endings.first(where: { $0.name.value == name }),
            let expected = ending.payload, comparable(expected.value, payload),
            expected.value != payload
          else { continue }
          mismatch(
            "ending '\(name)' of flow '\(flow.name)' carries \(expected.value) but \(delivery) "
              + "ends the flow there with \(describe(payload, bare: true))",
            at: edge.location, node: edge.source,
            notes: [Diagnostic.Note("the ending is declared here", at: expected.location)]
              + payloadNotes)
        // Going back drops what the transition carries.
        case .cancel, .back, .unknown:
          continue
        }
      }

      // An event delivers its payload to its target.
      for event in flow.events {
        let name = event.event.name.value
        let note = Diagnostic.Note(
          event.event.payload == nil
            ? "the event is declared here" : "the event's payload is declared here",
          at: event.event.payload?.location ?? event.event.name.location)
        switch event.destination {
        case .node(let target):
          arrive(
            event.payload, at: target,
            arrival: "event '\(name)' \(describe(event.payload))", notes: [note])
        case .finish where flow.neverFinishes:
          mismatch(
            "flow '\(flow.name)' never finishes (its output is Never), but event '\(name)' goes "
              + "to 'finish'", at: event.event.next.location, node: nil)
        case .finish:
          guard flow.output != .void, comparable(flow.output, event.payload),
            flow.output != event.payload
          else { continue }
          mismatch(
            "flow '\(flow.name)' outputs \(flow.output) but event '\(name)' finishes it with "
              + describe(event.payload, bare: true), at: event.event.next.location, node: nil,
            notes: [note])
        case .ending(let ending):
          guard let declared = flow.endings.first(where: { $0.name.value == ending }),
            let expected = declared.payload, comparable(expected.value, event.payload),
            expected.value != event.payload
          else { continue }
          mismatch(
            "ending '\(ending)' of flow '\(flow.name)' carries \(expected.value) but event "
              + "'\(name)' ends the flow there with \(describe(event.payload, bare: true))",
            at: event.event.next.location, node: nil,
            notes: [note, Diagnostic.Note("the ending is declared here", at: expected.location)])
        // Going back drops what the transition carries.
        case .cancel, .back, .unknown:
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
