/// Names the generated Swift declares or relies on, and the spec names that
/// would clash with them or could not be generated: reported by `flowc
/// check` (`name-clash`, `recursive-type`), so that a spec that checks clean
/// always generates.
enum GeneratedNames {
  /// Declared inside each flow's namespace; a type of that name would be hidden there.
  static let namespaceMembers: Set<String> = [
    "Input", "Output", "Screens", "Actions", "Decisions", "Dependencies", "StepID", "State",
    "FlowState", "Action", "Link", "Coordinator", "Steps", "Events",
  ]

  /// Modules, and types of the standard library, Foundation and the link
  /// parser of the runtime, that generated code names unqualified; a declared
  /// or external type of that name would replace them. Every other type of
  /// the runtime is named `FlowRuntime.LinkWay`, so that a spec may declare
  /// a `LinkWay` of its own.
  static let usedTypes: Set<String> = [
    "FlowRuntime", "Foundation", "Swift", "DeepLinkPattern", "DeepLinkParameters", "Result",
    "Task", "AnyObject", "MainActor", "Sendable", "Hashable", "Codable", "CaseIterable",
    "Equatable", "Optional", "Array", "Dictionary",
  ]

  /// The enum of a flow's endings, declared in its namespace when it has `endings`.
  static let endingEnum = "Ending"

  /// The struct of a flow's parameters, declared in its namespace when it has `parameters`.
  static let parametersStruct = "Parameters"

  /// Members of the generated `StepID`, `State` and `Steps`, whose cases and
  /// functions are named after step ids.
  static let stepIDs: Set<String> = [
    "cancelledState", "stepID", "presentation", "navigator", "dependencies", "rawValue",
    "allCases", "hashValue", "runsOn",
  ]

  /// Members Swift gives every `Hashable` type, which a struct field may not
  /// be: a stored `hashValue: Int` would stand for the synthesized one, which
  /// Swift 6 warns about (the struct of a spec's plain fields is `Hashable`).
  static let hashableMembers: Set<String> = ["hashValue"]

  /// Cases of the generated `Action` and members of the generated coordinator
  /// whatever the spec: an event is both a case of `Action` and a method of
  /// the coordinator, so it must not take these names. The coordinator's own
  /// (`coordinator.mustache`), those `FlowRuntime.DrivenCoordinator` gives it,
  /// the `Action` cases every flow has, and the namespace's `run`.
  static let eventNames: Set<String> = [
    // Action
    "back", "cancel", "open",
    // Coordinator
    "driver", "dependencies", "start", "pendingLink", "select", "show",
    // DrivenCoordinator and FlowCoordinator
    "state", "trail", "onEnter", "didGoBack", "removeScreens", "dispatch", "settle", "hasWork",
    "canGoBack", "isAtRoot", "runningSubFlows",
    // The coordinator's events of the flows it runs, and what its `Events` holds
    "events", "coordinator",
    // The flow's namespace
    "run",
  ]

  /// The suffixes of the `Action` cases steps raise (`formCompleted`).
  static let stepActionSuffixes = [
    "Completed", "Succeeded", "Failed", "Finished", "Cancelled", "Decided",
  ]

  /// The coordinator's private function that runs node `id`: `showForm`,
  /// `performSignUp`, `decideAgeGate`, `runLogin` (a tab container shows).
  static func stepFunction(_ kind: FlowNode.Kind, id: String) -> String {
    let verb =
      switch kind {
      case .screen, .tabs: "show"
      case .action: "perform"
      case .decision: "decide"
      case .subflow: "run"
      }
    return verb + SwiftSpelling.upperFirst(id)
  }

  /// The name of tab `tab` of container `id` in names derived from both:
  /// `mainFeed`, then `mainFeedCoordinator`, `mainFeedFinished`, `mainFeedLink`.
  static func tabPrefix(_ id: String, tab: String) -> String {
    id + SwiftSpelling.upperFirst(tab)
  }

  /// Whether `name` is one of the coordinator's `enterStep`,
  /// `enterStepFromItem33`, ...: what enters the steps of each group of steps
  /// (`StepGroup.suffix`).
  static func isGroupFunction(_ name: String) -> Bool {
    name == "enterStep" || (name.hasPrefix("enterStepFrom") && name.utf8.count > 13)
  }

  /// A member of a flow's coordinator (or a function of its namespace) named
  /// after a node or a tab: described only when it clashes.
  enum Member {
    /// The coordinator's function running node `node`.
    case function(node: Int32)
    /// The namespace's link function into the sub-flow of node `node`.
    case linkFunction(node: Int32)
    /// The coordinator's property for tab `tab` of container `node`.
    case tabCoordinator(node: Int32, tab: Int32)
    /// The link function of tab `tab` of container `node`.
    case tabLink(node: Int32, tab: Int32)

    /// What the member is, for messages: "the coordinator's function for step 'form'".
    func described(in flow: Flow) -> String {
      func tab(_ node: Int32, _ tab: Int32) -> String {
        let node = flow.nodes[Int(node)]
        return "tab '\(node.step?.tabs[Int(tab)].id.value ?? "")' of \(node.label)"
      }
      return switch self {
      case .function(let node): "the coordinator's function for \(flow.nodes[Int(node)].label)"
      case .linkFunction(let node): "the link function of \(flow.nodes[Int(node)].label)"
      case .tabCoordinator(let node, let index):
        "the coordinator's property for \(tab(node, index))"
      case .tabLink(let node, let index): "the link function of \(tab(node, index))"
      }
    }

    /// The member's name: `showForm`, `runSettingsLink`, `mainFeedCoordinator`.
    func name(in flow: Flow) -> String {
      func tabPrefix(_ node: Int32, _ tab: Int32) -> String {
        let node = flow.nodes[Int(node)]
        return GeneratedNames.tabPrefix(
          node.id.value, tab: node.step?.tabs[Int(tab)].id.value ?? "")
      }
      return switch self {
      case .function(let node):
        stepFunction(flow.nodes[Int(node)].kind, id: flow.nodes[Int(node)].id.value)
      case .linkFunction(let node):
        stepFunction(flow.nodes[Int(node)].kind, id: flow.nodes[Int(node)].id.value) + "Link"
      case .tabCoordinator(let node, let tab): tabPrefix(node, tab) + "Coordinator"
      case .tabLink(let node, let tab): tabPrefix(node, tab) + "Link"
      }
    }
  }

  /// The members of flow `flow`'s coordinator named after its nodes and tabs,
  /// with what each is: the function running each node, the property of each
  /// tab's coordinator. Reports two nodes or tabs that make one member, or
  /// one function of the namespace giving the link into a sub-flow or a tab
  /// (`runSettingsLink`, `mainFeedLink`).
  static func coordinatorMembers(
    of flow: Flow, clash: (String, SourceLocation, String) -> Void
  ) -> NameTable<Member> {
    var members = NameTable<Member>(capacity: flow.nodes.count)
    var linkFunctions = NameTable<Member>()
    func add(
      _ name: String, _ member: Member, to names: inout NameTable<Member>,
      at location: SourceLocation, node: String
    ) {
      if let other = names.insert(member, as: name, nameOf: { $0.name(in: flow) }) {
        clash(
          "\(member.described(in: flow)) would be '\(name)', as \(other.described(in: flow)) is; "
            + "rename one", location, node)
      }
    }
    for (index, node) in flow.nodes.enumerated() {
      let id = node.id.value
      let function = stepFunction(node.kind, id: id)
      add(function, .function(node: Int32(index)), to: &members, at: node.id.location, node: id)
      if case .subflow = node.kind {
        linkFunctions.update(
          .linkFunction(node: Int32(index)), as: function + "Link", nameOf: { $0.name(in: flow) })
      }
    }
    for (index, node) in flow.nodes.enumerated() {
      guard node.kind == .tabs, let step = node.step else { continue }
      let id = node.id.value
      for (position, tab) in step.tabs.enumerated() {
        let prefix = tabPrefix(id, tab: tab.id.value)
        add(
          prefix + "Coordinator", .tabCoordinator(node: Int32(index), tab: Int32(position)),
          to: &members, at: tab.id.location, node: id)
        add(
          prefix + "Link", .tabLink(node: Int32(index), tab: Int32(position)),
          to: &linkFunctions, at: tab.id.location, node: id)
      }
    }
    return members
  }

  /// The `Action` cases tab containers raise: `mainSelected` when a tab is
  /// selected, `mainFeedFinished` and `mainFeedCancelled` when a tab's flow ends.
  static func tabActions(of flow: Flow) -> [String: String] {
    var actions: [String: String] = [:]
    for node in flow.nodes {
      guard let step = node.step, step.kind == .tabs else { continue }
      let id = node.id.value
      actions[id + "Selected"] = "the action that \(node.label) raises when a tab is selected"
      for tab in step.tabs {
        let prefix = tabPrefix(id, tab: tab.id.value)
        let what = "the action that tab '\(tab.id.value)' of \(node.label) raises"
        actions[prefix + "Finished"] = what
        actions[prefix + "Cancelled"] = what
      }
    }
    return actions
  }

  /// Every problem of the run, in spec order.
  static func problems(_ model: FlowModel) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let namespaces = Dictionary(
      model.flows.map { ($0.name + "Flow", $0.name) }, uniquingKeysWith: { first, _ in first })
    var typeNames: Set<String> = []
    // A flow with `endings` declares `Ending` in its namespace.
    let flowWithEndings = model.flows.first { !$0.endings.isEmpty }?.name
    // A flow with `parameters` declares `Parameters` in its namespace.
    let flowWithParameters = model.flows.first { !$0.spec.parameters.isEmpty }?.name
    let routing = model.eventRouting
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
        (String(Identifier.lastPart(of: $0.value) ?? ""), $0.location)
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
        } else if name == parametersStruct, let other = flowWithParameters {
          clash(
            "type '\(name)' would be hidden by the struct of parameters generated for flow "
              + "'\(other)'; rename it", at: location)
        } else if let other = namespaces[name] {
          clash(
            "type '\(name)' clashes with the enum generated for flow '\(other)'; rename it",
            at: location)
        }
      }
      for parameter in flow.spec.parameters where hashableMembers.contains(parameter.name.value) {
        clash(
          "parameter '\(parameter.name.value)' would take the place of the "
            + "'\(parameter.name.value)' Swift gives every Hashable type; rename it",
          at: parameter.name.location)
      }
      for declaration in flow.spec.types {
        if case .structure(let fields) = declaration.shape {
          for field in fields where hashableMembers.contains(field.name.value) {
            clash(
              "field '\(field.name.value)' of struct '\(declaration.name.value)' would take the "
                + "place of the '\(field.name.value)' Swift gives every Hashable type; rename it",
              at: field.name.location)
          }
        }
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
    // Each screen factory returns an associated type of `Screens`, which
    // would hide a type of its name in the protocol's signatures. The names
    // are made only when a type is named like one (`<Name>Screen`, `<Name>Screen2`).
    let screenNamed = typeNames.contains(where: ScreenTypes.couldBeName)
    for (name, flowIndex, index) in screenNamed ? model.screenTypes.declared : []
    where typeNames.contains(name) {
      let flow = model.flows[flowIndex]
      guard let step = flow.nodes[index].step else { continue }
      diagnostics.append(
        Diagnostic(
          .nameClash,
          "screen '\(step.name.value)' generates '\(name)', the type its factory returns, "
            + "which would hide the type '\(name)' in the 'Screens' protocols; rename one",
          at: step.name.location, subject: flow.subject(index)))
    }
    // One action method per signature: two steps of the run that call an
    // action with the same input and output must agree on `throws` and
    // `async`, or the app's object would need two methods differing in them only.
    // The effects are spelled out only when two steps disagree.
    func throwing(_ failure: TypeExpression?) -> String {
      failure.map { $0 == .error ? "throws" : "throws(\($0))" } ?? ""
    }
    func spelledEffects(async runsAsync: Bool, _ failure: TypeExpression?) -> String {
      let written = [runsAsync ? "async" : "", throwing(failure)]
        .filter { !$0.isEmpty }.joined(separator: " ")
      return written.isEmpty ? "neither async nor throws" : written
    }
    var effects: [String: (runsAsync: Bool, failure: TypeExpression?, step: Located<String>)] =
      [:]
    for flow in model.flows {
      for (index, node) in flow.nodes.enumerated() {
        guard let step = node.step, step.kind == .action else { continue }
        let signature =
          "\(SwiftSpelling.lowerFirst(step.name.value))(\(node.input)) -> \(node.output)"
        guard let first = effects[signature] else {
          effects[signature] = (step.runsAsync, node.failure, step.id)
          continue
        }
        guard first.runsAsync != step.runsAsync || throwing(first.failure) != throwing(node.failure)
        else { continue }
        let spelled = spelledEffects(async: step.runsAsync, node.failure)
        let firstSpelled = spelledEffects(async: first.runsAsync, first.failure)
        diagnostics.append(
          Diagnostic(
            .nameClash,
            "action '\(step.name.value)' of \(node.label) is \(spelled), but the same action of "
              + "step '\(first.step.value)' is \(firstSpelled): they would be two methods that "
              + "differ only in 'async' and 'throws'; write the same 'throws' and 'async' on both, "
              + "or rename one", at: step.name.location,
            notes: [Diagnostic.Note("step '\(first.step.value)' is here", at: first.step.location)],
            subject: flow.subject(index)))
      }
    }
    for flow in model.flows {
      // The first step of each factory method, by its index in the flow.
      var methods = NameTable<Int32>()
      /// The factory method of the step of node `index`.
      func methodOf(_ index: Int32) -> String {
        guard let step = flow.nodes[Int(index)].step else { return "" }
        return step.factory?.value ?? SwiftSpelling.lowerFirst(step.name.value)
      }
      for (index, node) in flow.nodes.enumerated() {
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
            let raiser = tabPrefix(id, tab: tab.id.value)
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
        // A screen's factory is named after the screen, or as its step says.
        let method = step.factory?.value ?? SwiftSpelling.lowerFirst(step.name.value)
        if let first = methods.insert(Int32(index), as: method, nameOf: methodOf),
          let other = flow.nodes[Int(first)].step?.name, other.value != step.name.value
        {
          diagnostics.append(
            Diagnostic(
              .nameClash,
              "'\(step.name.value)' and '\(other.value)' would both be the method '\(method)'; "
                + "rename one", at: step.name.location,
              notes: [Diagnostic.Note("'\(other.value)' is here", at: other.location)],
              subject: subject))
        }
      }
      let members = coordinatorMembers(of: flow) { message, location, node in
        diagnostics.append(
          Diagnostic(
            .nameClash, message, at: location,
            subject: Diagnostic.Subject(flow: flow.name, node: node)))
      }
      let tabActions = tabActions(of: flow)
      for event in flow.spec.events {
        let name = event.name.value
        let raiser = stepActionSuffixes.lazy.compactMap { suffix -> String? in
          guard name.hasSuffix(suffix) else { return nil }
          return flow.nodesByID[String(name.dropLast(suffix.count))].map {
            "the action that \(flow.nodes[$0].label) raises"
          }
        }.first
        let clashing: String
        if let raiser = raiser ?? tabActions[name] {
          clashing = raiser
        } else if let member = members.value(of: name, nameOf: { $0.name(in: flow) }) {
          clashing = member.described(in: flow)
        } else if eventNames.contains(name) || isGroupFunction(name) {
          clashing = "a member of the generated coordinator or of its 'Action'"
        } else {
          continue
        }
        diagnostics.append(
          Diagnostic(
            .nameClash,
            "event '\(name)' clashes with \(clashing); rename it", at: event.name.location,
            subject: Diagnostic.Subject(flow: flow.name)))
      }
      diagnostics += eventsStructClashes(of: flow, routing, model)
    }
    return diagnostics
  }

  /// `name-clash`: a property of the flow's `Events` struct, one per sub-flow
  /// that offers events (`signIn` for `SignIn`), named like an event of the
  /// flow (a method of the same struct), like another such property, or like
  /// the struct's stored `coordinator`.
  static func eventsStructClashes(
    of flow: Flow, _ routing: EventRouting, _ model: FlowModel
  ) -> [Diagnostic] {
    let children = routing.children[flow.index]
    guard !children.isEmpty else { return [] }
    var events: [String: SourceLocation] = [:]
    for event in flow.spec.events where events[event.name.value] == nil {
      events[event.name.value] = event.name.location
    }
    // The first step that runs each child: where its property comes from.
    var runners: [Int: FlowNode] = [:]
    for node in flow.nodes {
      for callee in node.callees where runners[callee] == nil { runners[callee] = node }
    }
    var properties: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    for child in children {
      let name = model.flows[child].name
      let property = SwiftSpelling.lowerFirst(name)
      guard let node = runners[child] else { continue }
      let step = Diagnostic.Note(
        "\(node.label) runs '\(name)' here", at: node.id.location)
      if property == "coordinator" {
        diagnostics.append(
          Diagnostic(
            .nameClash,
            "sub-flow '\(name)' would be the property 'coordinator' of '\(flow.name)Flow.Events', "
              + "which holds the coordinator the events are sent from; rename the flow",
            at: node.id.location,
            subject: Diagnostic.Subject(flow: flow.name, node: node.id.value)))
      } else if let location = events[property] {
        diagnostics.append(
          Diagnostic(
            .nameClash,
            "event '\(property)' clashes with the property '\(property)' of '\(flow.name)Flow.Events' "
              + "that reaches the events of sub-flow '\(name)'; rename the event",
            at: location, notes: [step], subject: Diagnostic.Subject(flow: flow.name)))
      } else if let other = properties[property] {
        diagnostics.append(
          Diagnostic(
            .nameClash,
            "sub-flows '\(other)' and '\(name)' would both be the property '\(property)' of "
              + "'\(flow.name)Flow.Events'; rename one", at: node.id.location,
            subject: Diagnostic.Subject(flow: flow.name, node: node.id.value)))
      }
      properties[property] = properties[property] ?? name
    }
    return diagnostics
  }
}
