extension Check {
  /// `unknown-target`: `start`, a transition, a link or a gathered field names
  /// no step or decision of its flow (and, where they are allowed, is not
  /// `finish`, `cancel` or `payload`).
  public static let unknownTargets = Check("unknown targets", codes: [.unknownTarget]) { model in
    /// The words besides node ids that a place accepts.
    enum Place {
      case entry
      case transition
      case gatherSource

      var reserved: [String] {
        switch self {
        case .entry: []
        case .transition: [Reserved.finish, Reserved.cancel, Reserved.back]
        case .gatherSource: [Reserved.payload]
        }
      }

      var accepted: String {
        switch self {
        case .entry: "step or decision"
        case .transition: "step, decision, 'finish', 'cancel' or 'back'"
        case .gatherSource: "step, decision or 'payload'"
        }
      }
    }

    /// What a message about a step's target says besides the step: YAML
    /// aliases may repeat one route or gathered field under many steps.
    struct Detail: Hashable {
      /// The route, or nil for a gathered field.
      var route: Edge.Kind?
      var tab: String?
      var field: String?
      var name: String
      var isDecision: Bool
    }

    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      var aboutSteps = StepReports<Detail>()
      defer { diagnostics += aboutSteps.diagnostics }
      let ids = Array(flow.nodesByID.keys)
      // One suggester per place: each distinct name is looked up once, within a budget.
      var suggesters: [Place: Spelling.Suggester] = [:]
      func didYouMean(_ name: String, _ place: Place) -> String {
        var suggester =
          suggesters.removeValue(forKey: place) ?? Spelling.Suggester(ids + place.reserved)
        defer { suggesters[place] = suggester }
        return suggester.didYouMean(name)
      }
      func diagnostic(
        _ name: String, _ what: String, _ place: Place, at location: SourceLocation, node: Int?
      ) -> Diagnostic {
        Diagnostic(
          .unknownTarget,
          "\(what) names '\(name)', which is no \(place.accepted) of flow '\(flow.name)'"
            + didYouMean(name, place),
          at: location, subject: flow.subject(node))
      }
      func report(
        _ name: String, _ what: String, _ place: Place, at location: SourceLocation, node: Int?
      ) {
        diagnostics.append(diagnostic(name, what, place, at: location, node: node))
      }

      if flow.start == nil {
        report(flow.spec.start.value, "'start'", .entry, at: flow.spec.start.location, node: nil)
      }
      let endings = flow.endings.map(\.name.value)
      var endingSuggester = Spelling.Suggester(endings)
      var endingProblems: [String: String?] = [:]
      /// A target that means to end the flow but names no ending of it, or
      /// plain `finish` in a flow with endings; worked out once per name.
      func endingProblem(_ name: String) -> String? {
        if let known = endingProblems[name] { return known }
        let problem = newEndingProblem(name)
        endingProblems[name] = problem
        return problem
      }
      func newEndingProblem(_ name: String) -> String? {
        let list = endings.map { "'\(Reserved.endingPrefix)\($0)'" }.joined(separator: ", ")
        if name == Reserved.finish {
          return "names 'finish', but flow '\(flow.name)' ends in named ways: "
            + "write one of \(list)"
        }
        guard name.hasPrefix(Reserved.endingPrefix) else { return nil }
        let ending = String(name.dropFirst(Reserved.endingPrefix.count))
        if endings.isEmpty {
          return "names ending '\(ending)', but flow '\(flow.name)' declares no 'endings'; "
            + "write 'finish', or declare the ending under 'endings'"
        }
        let suggestion = endingSuggester.suggestion(for: ending).map {
          "; did you mean '\(Reserved.endingPrefix)\($0)'?"
        }
        return "names ending '\(ending)', which is no ending of flow '\(flow.name)'"
          + (suggestion ?? " (its endings: \(list))")
      }
      // A route or gathered field is part of its step's text, which YAML
      // aliases may repeat under many steps.
      for edge in flow.edges {
        if edge.destination == .back {
          // Going back is an answer of `next`, `on` and `failure`, from a
          // step that can be left backwards.
          let node = flow.nodes[edge.source]
          let problem: String? =
            if edge.kind == .back {
              "names 'back': a step's 'back' says where going back leads; write a step, "
                + "'cancel' or 'none'"
            } else if node.step?.backDisabled != nil {
              "goes back, but \(node.label) cannot be left backwards ('back: none')"
            } else {
              nil
            }
          if let problem {
            aboutSteps.add(
              Diagnostic(
                .unknownTarget, "\(edge.label) of \(node.label) \(problem)", at: edge.location,
                subject: flow.subject(edge.source)))
          }
          continue
        }
        guard case .unknown(let name) = edge.destination else { continue }
        let node = flow.nodes[edge.source]
        let detail = Detail(
          route: edge.kind, tab: edge.tab, name: name, isDecision: node.isDecision)
        guard aboutSteps.isNew(.unknownTarget, at: edge.location, detail, node: node.id.value)
        else { continue }
        let what = "\(edge.label) of \(node.label)"
        if let problem = endingProblem(name) {
          aboutSteps.add(
            Diagnostic(
              .unknownTarget, "\(what) \(problem)", at: edge.location,
              subject: flow.subject(edge.source)))
        } else {
          aboutSteps.add(diagnostic(name, what, .transition, at: edge.location, node: edge.source))
        }
      }
      for (index, node) in flow.nodes.enumerated() {
        for field in node.gather ?? [] {
          guard case .step(let source) = field.source.value, flow.nodesByID[source] == nil
          else { continue }
          let detail = Detail(field: field.field.value, name: source, isDecision: node.isDecision)
          let location = field.source.location
          guard aboutSteps.isNew(.unknownTarget, at: location, detail, node: node.id.value)
          else { continue }
          aboutSteps.add(
            diagnostic(
              source, "gathered field '\(field.field.value)' of \(node.label)", .gatherSource,
              at: location, node: index))
        }
      }
      for event in flow.events {
        let what = "'next' of event '\(event.event.name.value)'"
        if case .unknown(let name) = event.destination {
          report(name, what, .transition, at: event.event.next.location, node: nil)
        } else if event.destination == .back {
          diagnostics.append(
            Diagnostic(
              .unknownTarget,
              "\(what) names 'back': an event leads to a step, 'finish' or 'cancel', whatever "
                + "screen is shown", at: event.event.next.location))
        }
        for step in event.event.at ?? [] where flow.nodesByID[step.value] == nil {
          report(
            step.value, "'at' of event '\(event.event.name.value)'", .entry, at: step.location,
            node: nil)
        }
      }
      for link in flow.links where link.target == nil {
        report(
          link.link.target.value, "link '\(link.link.pattern.value)'", .entry,
          at: link.link.target.location,
          node: nil)
      }
    }
    return diagnostics
  }
}
