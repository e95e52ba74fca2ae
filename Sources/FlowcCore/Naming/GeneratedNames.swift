/// Names the generated Swift declares or relies on, and the spec names that
/// would clash with them or could not be generated: reported by `flowc
/// check` (`name-clash`, `recursive-type`), so that a spec that checks clean
/// always generates.
enum GeneratedNames {
  /// Declared inside each flow's namespace; a type of that name would be hidden there.
  static let namespaceMembers: Set<String> = [
    "Input", "Output", "Screens", "Actions", "Decisions", "Dependencies", "StepID", "State",
    "FlowState", "Action", "Link", "Coordinator", "Steps",
  ]

  /// Types of the runtime, the standard library and Foundation that generated
  /// code names; a declared or external type of that name would replace them.
  static let usedTypes: Set<String> = [
    "FlowRuntime", "Foundation", "Swift", "Presentation", "ScreenExit", "FlowResult", "StepT",
    "Navigator", "NavigationTrail", "FlowDriver", "FlowCoordinator", "FlowStepID",
    "FlowStepState", "DeepLinkPattern", "DeepLinkParameters", "DeepLinkPatterns",
    "DeepLinkMatch", "FlowRestoreError", "FlowGraphStep", "Result", "Task", "AnyObject",
    "MainActor", "Sendable", "Hashable", "Codable", "CaseIterable", "Equatable", "Optional",
    "Array", "Dictionary",
  ]

  /// The enum of a flow's endings, declared in its namespace when it has `endings`.
  static let endingEnum = "Ending"

  /// Members of the generated `StepID`, `State` and `Steps`, whose cases and
  /// functions are named after step ids.
  static let stepIDs: Set<String> = [
    "cancelledState", "stepID", "presentation", "navigator", "dependencies", "rawValue",
    "allCases", "hashValue",
  ]

  /// Cases of the generated `Action` and members of the generated coordinator
  /// that an event (an `Action` case and a coordinator method) must not take.
  static let eventNames: Set<String> = [
    "back", "cancel", "open", "start", "dispatch", "settle", "didGoBack", "removeScreens",
    "hasWork", "canGoBack", "driver", "state", "trail", "show", "dependencies", "run",
  ]

  /// The suffixes of the `Action` cases steps raise (`formCompleted`).
  static let stepActionSuffixes = [
    "Completed", "Succeeded", "Failed", "Finished", "Cancelled", "Decided",
  ]

  /// Every problem of the run, in spec order.
  static func problems(_ model: FlowModel) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let namespaces = Dictionary(
      model.flows.map { ($0.name + "Flow", $0.name) }, uniquingKeysWith: { first, _ in first })
    var typeNames: Set<String> = []
    // A flow with `endings` declares `Ending` in its namespace.
    let flowWithEndings = model.flows.first { !$0.endings.isEmpty }?.name
    for flow in model.flows {
      func clash(_ message: String, at location: SourceLocation, node: String? = nil) {
        diagnostics.append(
          Diagnostic(
            .nameClash, message, at: location,
            subject: Diagnostic.Subject(flow: flow.name, node: node)))
      }
      // A flow type (`SettingsFlow.Route`) is declared as `Route` in the namespace.
      var types = flow.spec.types.map { ($0.localName, $0.name.location) }
      // A qualified external (`MyKit.Session`) is named by its last part.
      types += flow.spec.externalTypes.map {
        (String($0.value.split(separator: ".").last ?? ""), $0.location)
      }
      for (name, location) in types {
        typeNames.insert(name)
        if namespaceMembers.contains(name) {
          clash(
            "type '\(name)' would be hidden by the '\(name)' generated for each flow; rename it",
            at: location)
        } else if usedTypes.contains(name) {
          clash(
            "type '\(name)' would take the place of the '\(name)' generated code uses; "
              + "rename it", at: location)
        } else if name == endingEnum, let other = flowWithEndings {
          clash(
            "type '\(name)' would be hidden by the enum of endings generated for flow "
              + "'\(other)'; rename it", at: location)
        } else if let other = namespaces[name] {
          clash(
            "type '\(name)' clashes with the enum generated for flow '\(other)'; rename it",
            at: location)
        }
      }
      for declaration in flow.spec.types {
        if case .structure = declaration.shape,
          model.types.containsItself(declaration.name.value, throughStructsOnly: true)
        {
          diagnostics.append(
            Diagnostic(
              .recursiveType,
              "struct '\(declaration.name.value)' contains itself, so it could have no size; "
                + "hold it in an array, or in a case of an enum", at: declaration.name.location,
              subject: Diagnostic.Subject(flow: flow.name)))
        }
      }
    }
    // One action method per signature: two steps of the run that call an
    // action with the same input and output must agree on `throws` and
    // `async`, or the app's object would need two methods differing in them only.
    var effects: [String: (effects: String, step: Located<String>)] = [:]
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        guard let step = node.step, step.kind == .action else { continue }
        let signature =
          "\(SwiftSpelling.lowerFirst(step.name.value))(\(node.input)) -> \(node.output)"
        let throwing = node.failure.map { $0 == .error ? "throws" : "throws(\($0))" } ?? ""
        let written = [step.runsAsync ? "async" : "", throwing]
          .filter { !$0.isEmpty }.joined(separator: " ")
        let spelled = written.isEmpty ? "neither async nor throws" : written
        guard let first = effects[signature] else {
          effects[signature] = (spelled, step.id)
          continue
        }
        guard first.effects != spelled else { continue }
        diagnostics.append(
          Diagnostic(
            .nameClash,
            "action '\(step.name.value)' of \(node.label) is \(spelled), but the same action of "
              + "step '\(first.step.value)' is \(first.effects): they would be two methods that "
              + "differ only in 'async' and 'throws'; write the same 'throws' and 'async' on both, "
              + "or rename one", at: step.name.location,
            notes: [Diagnostic.Note("step '\(first.step.value)' is here", at: first.step.location)],
            subject: flow.subject(index)))
      }
    }
    for flow in model.flows {
      var methods: [String: Located<String>] = [:]
      for node in flow.nodes {
        let id = node.id.value
        let subject = Diagnostic.Subject(flow: flow.name, node: id)
        if stepIDs.contains(id) {
          diagnostics.append(
            Diagnostic(
              .nameClash, "\(node.label) clashes with a member of the generated Swift; rename it",
              at: node.id.location, subject: subject))
        }
        if node.decision != nil {
          for suffix in ["Outcome", "Decision"] {
            let name = SwiftSpelling.upperFirst(id) + suffix
            guard typeNames.contains(name) || namespaceMembers.contains(name) else { continue }
            diagnostics.append(
              Diagnostic(
                .nameClash,
                "\(node.label) generates '\(name)', which would hide the type '\(name)' "
                  + "in '\(flow.name)Flow'; rename one", at: node.id.location, subject: subject))
          }
        }
        if let step = node.step, step.kind == .tabs {
          // A container declares `<Id>Tab`, and raises `<id><Tab>Finished` and
          // `<id><Tab>Cancelled` for each tab.
          let tabType = SwiftSpelling.upperFirst(id) + "Tab"
          if typeNames.contains(tabType) || namespaceMembers.contains(tabType) {
            diagnostics.append(
              Diagnostic(
                .nameClash,
                "tab container \(node.label) generates '\(tabType)', which would hide the type "
                  + "'\(tabType)' in '\(flow.name)Flow'; rename one", at: node.id.location,
                subject: subject))
          }
          for tab in step.tabs {
            let raiser = id + SwiftSpelling.upperFirst(tab.id.value)
            guard let other = flow.nodesByID[raiser] else { continue }
            diagnostics.append(
              Diagnostic(
                .nameClash,
                "tab '\(tab.id.value)' of \(node.label) raises '\(raiser)Finished' and "
                  + "'\(raiser)Cancelled', as \(flow.nodes[other].label) may; rename one",
                at: tab.id.location, subject: subject))
          }
        }
        guard let step = node.step, step.kind != .flow, step.kind != .tabs else { continue }
        let method = SwiftSpelling.lowerFirst(step.name.value)
        if let other = methods[method], other.value != step.name.value {
          diagnostics.append(
            Diagnostic(
              .nameClash,
              "'\(step.name.value)' and '\(other.value)' would both be the method '\(method)'; "
                + "rename one", at: step.name.location,
              notes: [Diagnostic.Note("'\(other.value)' is here", at: other.location)],
              subject: subject))
        }
        methods[method] = methods[method] ?? step.name
      }
      for event in flow.spec.events {
        let name = event.name.value
        let raisedByStep = stepActionSuffixes.contains { suffix in
          name.hasSuffix(suffix) && flow.nodesByID[String(name.dropLast(suffix.count))] != nil
        }
        guard eventNames.contains(name) || raisedByStep else { continue }
        diagnostics.append(
          Diagnostic(
            .nameClash,
            "event '\(name)' clashes with "
              + (raisedByStep
                ? "the action a step of the same name raises" : "a member of the generated Swift")
              + "; rename it", at: event.name.location, subject: Diagnostic.Subject(flow: flow.name)
          ))
      }
    }
    return diagnostics
  }
}
