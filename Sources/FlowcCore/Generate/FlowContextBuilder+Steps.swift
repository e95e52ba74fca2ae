/// Each step's context: how the coordinator runs it and what its state carries.
extension FlowContextBuilder {
  func stepContext(_ index: Int) throws(GenerationError) -> StepContext {
    let node = nodes[index]
    let id = node.id.value
    var step = StepContext(
      doc: stepDoc(index),
      id: SwiftSpelling.member(id), identifier: SwiftSpelling.identifier(id), isScreen: false,
      isAction: false, isDecision: false, isSubflow: false,
      input: valueType(node.input), output: swiftType(node.output),
      outputValue: valueType(node.output), completes: node.output != .never,
      presentation: nil, method: nil, callsAsVoid: false, subflow: nil, subflowPresentation: nil,
      completion: nil, failure: nil, isThrowing: false, isAsync: false, failsInline: false,
      hasFeedback: false, cancellation: nil, function: "",
      inputPattern: statePattern(index, Self.inputScope), state: stateFields(index),
      events: try events(of: index),
      back: .none, backPattern: StatePattern(id))
    let completion: String
    switch node.kind {
    case .screen(let name):
      completion = "Completed"
      step.isScreen = true
      step.method = SwiftSpelling.member(
        node.step?.factory?.value ?? SwiftSpelling.lowerFirst(name))
      step.presentation = presentation(node)
      step.hasFeedback = feedbackScreens.contains(index)
      if node.input == .named("Error") {
        step.input = SwiftSpelling.failedError
        step.inputIsFailure = true
      }
    case .action(let name):
      completion = "Succeeded"
      let written = node.step
      step.isThrowing = written?.canFail ?? true
      step.isAsync = written?.runsAsync ?? true
      step.failsInline = written?.inlineFailure != nil
      if step.isThrowing { step.failure = id + "Failed" }
      step.errorType = errorType(of: node)
      step.isAction = true
      step.method = SwiftSpelling.member(SwiftSpelling.lowerFirst(name))
      step.callsAsVoid = node.output == .void && ambiguousActions.contains(name)
    case .decision:
      completion = "Decided"
      step.isDecision = true
      if node.decision?.routesInput == true { step.routesInput = true }
    case .subflow:
      completion = "Finished"
      step.cancellation = id + "Cancelled"
      step.isSubflow = true
      // `build` refuses a `flow:` step that names no flow before it gets here.
      step.subflow = node.callee.map { Self.namespace(model.flows[$0]) }
      step.subflowPresentation = node.step?.present?.value.rawValue
      step.childParameters = node.callee.flatMap { childParameters($0, node.step?.with) }
    case .tabs:
      completion = "Completed"
      step.presentation = presentation(node)
      step.inputPattern = statePattern(index, Self.tabsInputScope)
      step.tabContainer = try tabContainer(index)
    }
    step.function = GeneratedNames.stepFunction(node.kind, id: id)
    if step.completes { step.completion = id + completion }
    var scope = Scope()
    step.back = try back(from: index, scope: &scope) ?? .none
    step.backPattern = statePattern(index, scope)
    return step
  }

  func presentation(_ node: FlowNode) -> String {
    (node.step?.presentation ?? .push).rawValue
  }

  /// The tab enum of a tab container step: `MainTab` for `main`.
  func tabType(_ index: Int) -> String {
    SwiftSpelling.upperFirst(nodes[index].id.value) + "Tab"
  }

  /// The tab a container shows first: `selected`, else its first tab.
  func firstTab(_ index: Int) -> String? {
    let step = nodes[index].step
    return step?.selected?.value ?? step?.tabs.first?.id.value
  }

  /// A tab container's tabs: the flow each runs and the actions its end raises.
  func tabContainer(_ index: Int) throws(GenerationError) -> TabContainerContext {
    let node = nodes[index]
    let id = node.id.value
    guard let step = node.step else { throw fail("'\(id)' is no step") }
    var tabs: [TabContainerContext.Tab] = []
    for (position, (tab, callee)) in zip(step.tabs, node.tabCallees).enumerated() {
      guard let callee else { throw fail("tab '\(tab.id.value)' runs a flow that does not exist") }
      let child = model.flows[callee]
      let prefix = GeneratedNames.tabPrefix(id, tab: tab.id.value)
      tabs.append(
        TabContainerContext.Tab(
          name: SwiftSpelling.member(tab.id.value),
          identifier: SwiftSpelling.identifier(tab.id.value), rawValue: tab.id.value,
          title: SwiftSpelling.upperFirst(tab.id.value), index: position,
          subflow: Self.namespace(child), takesInput: child.input != .void,
          finished: child.output == .never ? nil : prefix + "Finished",
          outputValue: valueType(child.output), cancelled: prefix + "Cancelled",
          accessor: SwiftSpelling.identifier(prefix + "Coordinator")))
      tabs[position].linkFunction = prefix + "Link"
      tabs[position].childParameters = childParameters(callee, tab.with)
    }
    var container = TabContainerContext(
      type: tabType(index), selectAction: id + "Selected", tabs: tabs)
    if step.containerKind != .tabs { container.kind = step.containerKind.rawValue }
    return container
  }

  /// What the state of node `index` carries: its input, then the outputs it keeps.
  func stateFields(_ index: Int) -> [StepContext.Field] {
    // The fields are the state case's locals, as a pattern binds them.
    let names = stateCase(index).spelled
    var fields: [StepContext.Field] = []
    fields.reserveCapacity(names.count)
    let node = nodes[index]
    if let input = valueType(node.input) {
      fields.append(StepContext.Field(name: names[fields.count], type: input))
    }
    for source in carried[index] {
      fields.append(
        StepContext.Field(name: names[fields.count], type: swiftType(nodes[source].output)))
    }
    if case .tabs = node.kind {
      fields.append(StepContext.Field(name: names[fields.count], type: tabType(index)))
    }
    return fields
  }

  /// The name of node `index`'s output where a state carries it.
  func local(_ index: Int) -> String {
    let id = nodes[index].id.value
    return Self.reservedLocals.contains(id) ? id + "Value" : id
  }

  static let reservedLocals: Set<String> = [
    "input", "output", "error", "outcome", "payload", "state", "action", "link", "parameters",
    "selected", "tab", "tabs",
  ]

  /// Locals a generated case body uses, so patterns bind nothing unused.
  struct Scope {
    var used = Locals()
  }

  /// Local names, each once: a case body uses a handful, found by comparing
  /// rather than hashing, and past `few` of them (a step gathering many
  /// steps' outputs) by hashing too.
  struct Locals: ExpressibleByArrayLiteral {
    static let few = 16
    private var names: [String] = []
    private var hashed: Set<String>?

    init() {}

    init(arrayLiteral names: String...) {
      for name in names { insert(name) }
    }

    var isEmpty: Bool { names.isEmpty }

    func contains(_ name: String) -> Bool {
      hashed?.contains(name) ?? names.contains(name)
    }

    mutating func insert(_ name: String) {
      guard !contains(name) else { return }
      names.append(name)
      if hashed != nil {
        hashed?.insert(name)
      } else if names.count > Self.few {
        hashed = Set(names)
      }
    }

    mutating func formUnion(_ other: Locals) {
      for name in other.names { insert(name) }
    }
  }

  /// The locals `inputPattern` binds.
  static let inputScope = Scope(used: ["input"])
  /// The locals a tab container's `inputPattern` binds.
  static let tabsInputScope = Scope(used: ["input", "selected"])

  /// The pattern of node `index`'s state binding only the locals `scope` used.
  /// A step's patterns (its input's, its back's, one per event) share its
  /// state case, made once (`stateCase`).
  func statePattern(_ index: Int, _ scope: Scope) -> StatePattern {
    let made = stateCase(index)
    guard !scope.used.isEmpty, made.locals.contains(where: scope.used.contains) else {
      return made.bare
    }
    return StatePattern(
      name: made.bare.name,
      bindings: made.locals.indices.map {
        .init(name: scope.used.contains(made.locals[$0]) ? made.spelled[$0] : nil)
      },
      hasBindings: true)
  }

  /// Node `index`'s state case: the locals it carries (its input, then the
  /// outputs it keeps, then a container's selected tab), each as a pattern
  /// binds it, and its pattern binding none.
  func stateCase(_ index: Int) -> StateCase {
    if let made = stateCases[index] { return made }
    let node = nodes[index]
    let sources = carried[index]
    var locals: [String] = []
    locals.reserveCapacity(sources.count + 2)
    if Self.hasValue(node.input) { locals.append("input") }
    for source in sources { locals.append(local(source)) }
    if case .tabs = node.kind { locals.append("selected") }
    // Most locals are no keyword: spelt as they are, they share their array.
    let spelled =
      locals.contains(where: SwiftSpelling.isKeyword)
      ? locals.map(SwiftSpelling.identifier) : locals
    let made = StateCase(
      locals: locals, spelled: spelled,
      bare: StatePattern(
        name: SwiftSpelling.member(node.id.value), bindings: [], hasBindings: false))
    stateCases[index] = made
    return made
  }
}

extension StatePattern {
  /// The pattern of state case `id`, binding the locals `bindings` names (nil for `_`).
  init(_ id: String, bindings: [String?] = []) {
    self.init(
      name: SwiftSpelling.member(id),
      bindings: bindings.map { Binding(name: $0.map(SwiftSpelling.identifier)) },
      hasBindings: !bindings.isEmpty)
  }
}

extension FlowContextBuilder {
  /// The actions that run on a screen (`from`), in spec order; nil when there are none.
  func actionScreensContext() -> ActionScreensContext? {
    let screens = ActionScreens(flow).screens
    guard !screens.isEmpty else { return nil }
    return ActionScreensContext(
      actions: screens.keys.sorted().map {
        .init(
          step: SwiftSpelling.member(nodes[$0].id.value),
          screen: SwiftSpelling.member(nodes[screens[$0]!].id.value))
      })
  }
}
