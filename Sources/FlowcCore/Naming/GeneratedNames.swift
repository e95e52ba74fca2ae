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
    "FlowStepState", "DeepLinkPattern", "DeepLinkParameters", "Result", "Task", "AnyObject",
    "MainActor", "Sendable", "Hashable", "Codable", "CaseIterable", "Equatable", "Optional",
    "Array", "Dictionary",
  ]

  /// Members of the generated `StepID`, `State` and `Steps`, whose cases and
  /// functions are named after step ids.
  static let stepIDs: Set<String> = [
    "cancelledState", "stepID", "presentation", "navigator", "dependencies", "rawValue",
    "allCases", "hashValue",
  ]

  /// Every problem of the run, in spec order.
  static func problems(_ model: FlowModel) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let namespaces = Dictionary(
      model.flows.map { ($0.name + "Flow", $0.name) }, uniquingKeysWith: { first, _ in first })
    var typeNames: Set<String> = []
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
        guard let step = node.step, step.kind != .flow else { continue }
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
    }
    return diagnostics
  }
}

extension TypeTable {
  /// The declared types a value of `name` holds in place (not behind an
  /// array or a dictionary, which store their elements elsewhere).
  func heldTypes(_ name: String) -> [String] {
    func held(_ type: TypeExpression) -> [String] {
      switch type {
      case .named(let name): declared[name] == nil ? [] : [name]
      case .optional(let wrapped): held(wrapped)
      case .array, .dictionary: []
      }
    }
    switch declared[name]?.declaration.shape {
    case .structure(let fields)?: return fields.flatMap { held($0.type.value) }
    case .enumeration(let cases)?: return cases.compactMap(\.payload).flatMap { held($0.value) }
    case nil: return []
    }
  }

  /// Whether a value of `name` holds a value of `name`, through structs only
  /// or through any declared type. (Generated enums that hold themselves are
  /// `indirect`; a struct that does cannot exist.)
  func containsItself(_ name: String, throughStructsOnly: Bool) -> Bool {
    var seen: Set<String> = []
    var queue = heldTypes(name)
    while let next = queue.popLast() {
      if next == name { return true }
      guard seen.insert(next).inserted else { continue }
      if throughStructsOnly, case .enumeration? = declared[next]?.declaration.shape { continue }
      queue += heldTypes(next)
    }
    return false
  }
}
