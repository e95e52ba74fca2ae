/// Turns the YAML nodes of one file into a `Spec`, reporting every schema
/// problem of the file (unknown keys with a did-you-mean, wrong kinds of node,
/// missing keys, bad identifiers and type expressions), not just the first.
///
/// The spec is returned only when the file has no errors.
public struct SpecDecoder {
  private var diagnostics: [Diagnostic] = []
  /// What `diagnostics` holds, to report each problem once: a node under an
  /// anchor is decoded again at every alias of it, with the same position,
  /// code and message.
  private var reported: Set<Reported> = []
  private let file: String
  private let limits: YAMLLimits
  /// How many problems were found, reported or not (each is reported once):
  /// whether decoding a node found any.
  private var problemCount = 0
  /// The routes and gathered fields decoded from each `on` and `gather`
  /// mapping without a problem, by its node: YAML aliases may repeat one under
  /// many steps, which then share one array.
  private var decodedRoutes: [Int: [CaseRoute]] = [:]
  private var decodedFailureRoutes: [Int: [CaseRoute]] = [:]
  private var decodedGathers: [Int: [Step.GatherField]] = [:]
  /// The text of each scalar read through an alias, by the scalar's node: a
  /// long text that aliases repeat is one `String` however often it is named.
  private var aliasedScalars: [Int: String] = [:]

  private struct Reported: Hashable {
    var location: SourceLocation?
    var code: DiagnosticCode
    var message: String
  }

  /// Decodes one file the read stage produced. The spec comes back only when
  /// the file has no errors, reading's included (a duplicate key is one).
  public static func decode(_ file: YAMLFile) -> SpecDecodeResult {
    guard let tree = file.tree else {
      return SpecDecodeResult(spec: nil, diagnostics: file.diagnostics)
    }
    var decoder = SpecDecoder(file: file.path, limits: file.limits)
    decoder.report(file.diagnostics)
    guard let document = tree.documents.first, !tree.root(of: document).isNull else {
      decoder.diagnostics.append(
        Diagnostic(
          .schema, "the file is empty; a flow spec needs at least 'flow', 'start' and 'steps'",
          at: SourceLocation(file: file.path, line: 1, column: 1)))
      return SpecDecodeResult(spec: nil, diagnostics: decoder.diagnostics)
    }
    var spec = decoder.decodeSpec(tree.root(of: document))
    spec?.sourceSize = file.sourceSize
    let failed = decoder.diagnostics.contains { $0.severity == .error }
    return SpecDecodeResult(spec: failed ? nil : spec, diagnostics: decoder.diagnostics)
  }

  private init(file: String, limits: YAMLLimits) {
    self.file = file
    self.limits = limits
  }

  // MARK: Top level

  /// The keys of a spec's top-level mapping.
  enum TopLevelKey: Int, SpecKey {
    case flow, description, input, output, start, types, external, steps, decisions, links
    case endings
    case events
    case flowTypes
    case error
    case parameters
    // Written out, in case order: spelling the cases with "\($0)" costs
    // reflection, more than the rest of a small spec's decoding
    // (SpecKeyTests checks the two agree).
    static let names = [
      "flow", "description", "input", "output", "start", "types", "external", "steps",
      "decisions", "links", "endings", "events", "flow-types", "error", "parameters",
    ]
    static let nameBytes = names.map { Array($0.utf8) }
  }

  private mutating func decodeSpec(_ root: YAMLNode) -> Spec? {
    guard let map = mapping(root, "a flow spec") else { return nil }
    let keys = SpecKeys<TopLevelKey>(
      map, context: "the top level of a flow spec", at: root.location)
    report(keys.unknown)

    let name = keys[.flow].flatMap { identifier($0, .upper, "a flow name") }
    let description = keys[.description].flatMap { text($0, "'description'") }
    let input = keys[.input].flatMap { type($0, "'input'") }
    let output = keys[.output].flatMap { type($0, "'output'") }
    let endings = keys[.endings].map { decodeEndings($0) } ?? []
    if keys[.endings] != nil, let outputKey = keys.location(of: .output) {
      report(
        .schema,
        "a flow with 'endings' has no 'output': each ending has its own type (write 'finish.name' "
          + "to end the flow in one)", at: outputKey)
    }
    let start = keys[.start].flatMap { text($0, "'start'") }
    let types = keys[.types].map { decodeTypes($0) } ?? []
    let flowTypes = keys[.flowTypes].map { decodeTypes($0, key: "flow-types") } ?? []
    let external = keys[.external].map { decodeExternal($0) } ?? []
    guard withinStepLimit(keys[.steps], keys[.decisions]) else { return nil }
    let steps = keys[.steps].map { decodeSteps($0) } ?? []
    let decisions = keys[.decisions].map { decodeDecisions($0) } ?? []
    let links = keys[.links].map { decodeLinks($0) } ?? []
    let events = keys[.events].map { decodeEvents($0) } ?? []
    let errorType = keys[.error].flatMap { thrownType($0, "'error'") }
    let parameters = keys[.parameters].map { decodeParameters($0) } ?? []
    report(keys.missing([.flow, .start, .steps], in: "a flow spec"))

    guard let name, let start else { return nil }
    var spec = Spec(
      file: file, location: root.location, name: name, description: description, input: input,
      output: output, endings: endings, endingsLocation: keys.location(of: .endings),
      start: start, types: types, externalTypes: external, steps: steps,
      decisions: decisions, links: links, flowTypes: flowTypes)
    spec.events = events
    spec.errorType = errorType
    spec.parameters = parameters
    spec.parametersLocation = keys.location(of: .parameters)
    return spec
  }

  /// `parameters`: parameter name -> type.
  private mutating func decodeParameters(_ node: YAMLNode) -> [FlowParameter] {
    guard let map = mapping(node, "'parameters' (parameter name -> type)") else { return [] }
    if map.isEmpty {
      report(.schema, "'parameters' must declare at least one parameter", at: node.location)
    }
    return map.compactMap { key, value in
      guard let name = identifier(key, .lower, "a parameter name"),
        let type = type(value, "parameter '\(name.value)'")
      else { return nil }
      if type.value == .void || type.value == .never {
        report(
          .schema, "parameter '\(name.value)' must have a type with values, not '\(type.value)'",
          at: type.location)
        return nil
      }
      return FlowParameter(name: name, type: type)
    }
  }

  /// `with`: parameter name -> a constant (a scalar, or null for none).
  private mutating func decodeWith(_ node: YAMLNode, context: String) -> [ParameterValue] {
    guard let map = mapping(node, "'with' of \(context) (parameter name -> value)") else {
      return []
    }
    return map.compactMap { key, value in
      guard let name = identifier(key, .lower, "a parameter name") else { return nil }
      if value.isNull {
        return ParameterValue(name: name, text: nil, isQuoted: false, location: value.location)
      }
      guard let text = scalar(value) else {
        report(
          .schema,
          "the value of parameter '\(name.value)' in \(context) must be a constant (a case name, "
            + "a string, a number or true/false), not \(value.kindDescription)",
          at: value.location)
        return nil
      }
      let style = value.scalarStyle
      return ParameterValue(
        name: name, text: text, isQuoted: style != .plain, location: value.location)
    }
  }

  /// The type of an `error` key: a named type (`AppError`, or `Error` for
  /// `any Error`), since actions throw it.
  private mutating func thrownType(_ node: YAMLNode, _ what: String) -> Located<TypeExpression>? {
    guard let written = type(node, what) else { return nil }
    switch written.value {
    case .named(let name) where name != "Void" && name != "Never":
      return written
    default:
      report(
        .schema,
        "\(what) must name an error type (such as 'AppError', or 'Error' for any error), "
          + "not '\(written.value)'", at: written.location)
      return nil
    }
  }

  /// Whether the flow's steps and decisions together stay within
  /// `maxStepsPerFlow`; reports the limit at 'steps' when they do not.
  private mutating func withinStepLimit(_ steps: YAMLNode?, _ decisions: YAMLNode?) -> Bool {
    let limit = limits.maxStepsPerFlow
    var count = 0
    for node in [steps, decisions] {
      guard let node, node.resolved.kind == .mapping else { continue }
      for _ in node.pairs {
        count += 1
        if count > limit {
          report(
            .yamlSyntax,
            "the flow has more than \(limit.grouped) steps and decisions, the limit for one flow",
            at: (steps ?? node).location)
          return false
        }
      }
    }
    return true
  }

  // MARK: Types

  private mutating func decodeTypes(_ node: YAMLNode, key: String = "types") -> [TypeDeclaration] {
    guard let map = mapping(node, "'\(key)' (type name -> fields or enum)") else { return [] }
    return map.compactMap { key, value in
      guard let name = identifier(key, .upper, "a type name") else { return nil }
      guard let entries = mapping(value, "type '\(name.value)' (fields, or 'enum')") else {
        return nil
      }
      // Compared as bytes: no `String` for each field name.
      if let enumEntry = entries.first(where: {
        $0.key.withScalarBytes { $0.count == 4 && $0.elementsEqual("enum".utf8) } ?? false
      }) {
        for (other, _) in entries where other.index != enumEntry.key.index {
          report(
            .schema, "enum '\(name.value)' takes only the key 'enum', not '\(other.scalar ?? "?")'",
            at: other.location)
        }
        return TypeDeclaration(
          name: name, shape: .enumeration(decodeCases(enumEntry.value, of: name.value)))
      }
      let fields = entries.compactMap { fieldKey, fieldValue -> TypeDeclaration.Field? in
        guard let field = identifier(fieldKey, .lower, "a field name"),
          let fieldType = type(fieldValue, "field '\(field.value)'")
        else { return nil }
        return TypeDeclaration.Field(name: field, type: fieldType)
      }
      return TypeDeclaration(name: name, shape: .structure(fields))
    }
  }

  private mutating func decodeCases(_ node: YAMLNode, of enumName: String) -> [TypeDeclaration
    .EnumCase]
  {
    switch node.resolved.kind {
    case .sequence:
      return node.elements.compactMap { element in
        identifier(element, .lower, "an enum case").map {
          TypeDeclaration.EnumCase(name: $0, payload: nil)
        }
      }
    case .mapping:
      return node.pairs.compactMap { key, value in
        guard let name = identifier(key, .lower, "an enum case") else { return nil }
        if value.isNull { return TypeDeclaration.EnumCase(name: name, payload: nil) }
        return TypeDeclaration.EnumCase(name: name, payload: type(value, "case '\(name.value)'"))
      }
    default:
      report(
        .schema,
        "'enum' of '\(enumName)' must list its cases ([a, b]) or map them to payload types, "
          + "not \(node.kindDescription)", at: node.location)
      return []
    }
  }

  /// `endings`: ending name -> payload type (`Void` or null: none).
  private mutating func decodeEndings(_ node: YAMLNode) -> [TypeDeclaration.EnumCase] {
    guard let map = mapping(node, "'endings' (ending name -> type, or Void)") else { return [] }
    if map.isEmpty {
      report(.schema, "'endings' must name at least one ending", at: node.location)
    }
    return map.compactMap { key, value in
      guard let name = identifier(key, .lower, "an ending name") else { return nil }
      if value.isNull { return TypeDeclaration.EnumCase(name: name, payload: nil) }
      guard let payload = type(value, "ending '\(name.value)'") else { return nil }
      return TypeDeclaration.EnumCase(name: name, payload: payload.value == .void ? nil : payload)
    }
  }

  private mutating func decodeExternal(_ node: YAMLNode) -> [Located<String>] {
    guard node.resolved.kind == .sequence else {
      report(
        .schema, "'external' must be a list of type names, not \(node.kindDescription)",
        at: node.location)
      return []
    }
    return node.elements.compactMap { element in
      guard let name = text(element, "an external type") else { return nil }
      for part in name.value.split(separator: ".", omittingEmptySubsequences: false) {
        if let problem = Identifier.problem(with: String(part), case: .upper) {
          report(.invalidIdentifier, "invalid external type name: \(problem)", at: element.location)
          return nil
        }
      }
      return name
    }
  }

  // MARK: Steps

  /// The keys of a step.
  enum StepKey: Int, SpecKey {
    case screen, action, flow, input, gather, output, next, on, failure, back, present, description
    case `throws`, `async`
    case gate
    case error
    case tabs, selected
    case factory
    case again
    case from
    case with
    case container
    static let names = [
      "screen", "action", "flow", "input", "gather", "output", "next", "on", "failure", "back",
      "present", "description", "throws", "async", "gate", "error", "tabs", "selected", "factory",
      "again", "from", "with", "container",
    ]
    static let nameBytes = names.map { Array($0.utf8) }

    init(_ kind: Step.Kind) {
      switch kind {
      case .screen: self = .screen
      case .action: self = .action
      case .flow: self = .flow
      case .tabs: self = .tabs
      }
    }
  }

  /// The keys of one tab of a tab container.
  enum TabKey: Int, SpecKey {
    case flow, next, on, description
    case with
    static let names = ["flow", "next", "on", "description", "with"]
    static let nameBytes = names.map { Array($0.utf8) }
  }

  private mutating func decodeSteps(_ node: YAMLNode) -> [Step] {
    guard let map = mapping(node, "'steps' (step id -> step)") else { return [] }
    if map.isEmpty { report(.schema, "'steps' must list at least one step", at: node.location) }
    return map.compactMap { key, value in
      guard let id = nodeID(key, "a step id") else { return nil }
      return decodeStep(id, value)
    }
  }

  private mutating func decodeStep(_ id: Located<String>, _ node: YAMLNode) -> Step? {
    // Made only for a message: most steps need none.
    func context() -> String { "step '\(id.value)'" }
    guard let map = mapping(node, context()) else { return nil }
    let keys = SpecKeys<StepKey>(map, context: context(), at: id.location)
    report(keys.unknown)

    let kinds = Step.Kind.allCases.compactMap { kind in keys[StepKey(kind)].map { (kind, $0) } }
    let kind = kinds.count == 1 ? kinds[0].0 : nil
    var name: Located<String>?
    var tabs: [Step.Tab] = []
    switch kinds.count {
    case 0:
      if Step.Kind.allCases.allSatisfy({ !keys.suggested.contains(StepKey($0)) }) {
        report(
          .schema, "\(context()) needs one of 'screen', 'action', 'flow' or 'tabs'", at: id.location
        )
      }
    case 1:
      let (kind, nameNode) = kinds[0]
      if kind == .tabs {
        tabs = decodeTabs(nameNode, context: context())
        name = id
      } else {
        name = identifier(
          nameNode, .upper, kind == .flow ? "a flow name" : "a \(kind.rawValue) name")
      }
    default:
      let written = kinds.map { "'\($0.0.rawValue)'" }
      let list = written.dropLast().joined(separator: ", ") + " and " + written[written.count - 1]
      report(
        .schema, "\(context()) has \(list); a step is exactly one of them",
        at: keys.location(of: StepKey(kinds[1].0)) ?? kinds[1].1.location)
    }

    let input = keys[.input].flatMap { type($0, "'input' of \(context())") }
    let gather = keys[.gather].map { decodeGather($0, context: context()) }
    let output = keys[.output].flatMap { type($0, "'output' of \(context())") }
    let next = keys[.next].flatMap { target($0, "'next' of \(context())") }
    let on = keys[.on].map { routes($0, context: context()) } ?? []
    var failure: Located<Target>?
    var inlineFailure: SourceLocation?
    var failureRoutes: [CaseRoute] = []
    if let node = keys[.failure], node.resolved.kind == .mapping {
      // By the case of the action's error: case -> target or `inline`.
      failureRoutes = self.failureRoutes(node, context: "'failure' of \(context())")
      inlineFailure =
        failureRoutes.first { $0.target.value == .node(Reserved.inline) }?.target.location
    } else if let node = keys[.failure], let written = text(node, "'failure' of \(context())") {
      if written.value == Reserved.inline {
        inlineFailure = written.location
      } else {
        failure = Located(Target(written.value), at: written.location)
      }
    }
    var back = keys[.back].flatMap { target($0, "'back' of \(context())") }
    var backDisabled: SourceLocation?
    if let written = back, written.value == .node(Reserved.none) {
      back = nil
      backDisabled = written.location
      if let kind, kind != .screen {
        report(
          .schema,
          "only screens can refuse going back; \(context()) is not a screen and cannot have "
            + "'back: none'", at: written.location)
      }
    }
    let present = keys[.present].flatMap { presentation($0) }
    let description = keys[.description].flatMap { text($0, "'description' of \(context())") }
    let throwsErrors = keys[.throws].flatMap { flag($0, "'throws' of \(context())") }
    let isAsync = keys[.async].flatMap { flag($0, "'async' of \(context())") }
    let gate = keys[.gate].flatMap { flag($0, "'gate' of \(context())") }
    if let kind, kind != .flow, let location = keys.location(of: .gate) {
      report(
        .schema,
        "only decisions and 'flow:' steps can be gates; \(context()) is \(kind == .action ? "an" : "a") "
          + kind.described, at: location)
    }
    let errorType = keys[.error].flatMap { thrownType($0, "'error' of \(context())") }

    if let kind, kind != .action, let failureKey = keys.location(of: .failure) {
      report(
        .schema,
        "only actions can fail; \(context()) is a \(kind.described) and cannot have 'failure'",
        at: failureKey)
    }
    for key in [StepKey.throws, .async, .error] {
      if let kind, kind != .action, let location = keys.location(of: key) {
        report(
          .schema,
          "'\(StepKey.names[key.rawValue])' applies only to actions; \(context()) is a "
            + kind.described, at: location)
      }
    }
    if kind == .action, throwsErrors?.value == false {
      if let failureKey = keys.location(of: .failure) {
        report(
          .schema,
          "\(context()) cannot fail ('throws: false') and cannot have 'failure'; remove one of them",
          at: failureKey)
      }
      if let errorKey = keys.location(of: .error) {
        report(
          .schema,
          "\(context()) cannot fail ('throws: false') and throws no 'error'; remove one of them",
          at: errorKey)
      }
      if output?.value == .never, let location = output?.location {
        report(
          .schema,
          "\(context()) cannot fail ('throws: false') and never completes ('output: Never'): "
            + "the flow would stop there", at: location)
      }
    }
    if let present, present.value == .alert, let kind, kind != .screen {
      report(
        .schema,
        "only screens are shown as alerts; \(context()) is \(kind == .action ? "an" : "a") "
          + kind.described,
        at: present.location)
    }
    let selected = keys[.selected].flatMap { text($0, "'selected' of \(context())") }
    if kind == .tabs {
      for key in [StepKey.output, .next, .on, .gather] {
        if let location = keys.location(of: key) {
          report(
            .schema,
            "'\(StepKey.names[key.rawValue])' does not apply to tab container \(context()): each tab "
              + "routes its flow's endings with its own 'next' or 'on'", at: location)
        }
      }
      if let selected, !tabs.isEmpty, !tabs.contains(where: { $0.id.value == selected.value }) {
        report(
          .schema,
          "'selected' of \(context()) names no tab: '\(selected.value)'"
            + Spelling.didYouMean(selected.value, in: tabs.map(\.id.value)), at: selected.location)
      }
    } else if let kind, let location = keys.location(of: .selected) {
      report(
        .schema,
        "'selected' applies only to tab containers ('tabs'); \(context()) is "
          + (kind == .action ? "an " : "a ") + kind.described, at: location)
    }
    let container = keys[.container].flatMap { self.container($0, kind: kind, tabs, context()) }
    let factory = keys[.factory].flatMap { identifier($0, .lower, "a factory name") }
    if let kind, kind != .screen, let location = keys.location(of: .factory) {
      report(
        .schema,
        "'factory' applies only to screens; \(context()) is "
          + (kind == .action ? "an " : "a ") + kind.described, at: location)
    }
    let again = keys[.again].flatMap { self.again($0, kind: kind, present: present, context()) }
    let from = keys[.from].flatMap { identifier($0, .lower, "a step id ('from')") }
    if let kind, kind != .action, let location = keys.location(of: .from) {
      report(
        .schema,
        "'from' applies only to actions (the screen an action runs on); \(context()) is "
          + "a " + kind.described, at: location)
    }
    let with = keys[.with].map { decodeWith($0, context: context()) }
    if let kind, kind != .flow, let location = keys.location(of: .with) {
      report(
        .schema,
        "'with' gives the parameters of a sub-flow: it applies only to 'flow:' steps and tabs; "
          + "\(context()) is " + (kind == .action ? "an " : "a ") + kind.described, at: location)
    }
    guard let kind, let name else { return nil }
    // Every field through the initializer: a step that writes none of the
    // rare ones then holds no storage for them.
    let given = kind == .flow ? with : nil
    return Step(
      id: id, kind: kind, name: name, input: input, gather: gather,
      gatherLocation: keys.location(of: .gather), output: output, next: next, on: on,
      onLocation: keys.location(of: .on), failure: failure, inlineFailure: inlineFailure,
      failureRoutes: failureRoutes,
      failureRoutesLocation: failureRoutes.isEmpty ? nil : keys[.failure]?.location,
      throwsErrors: throwsErrors, isAsync: isAsync, errorType: errorType, back: back,
      backDisabled: backDisabled, present: present, description: description, gate: gate,
      tabs: tabs, selected: selected, container: container, factory: factory, again: again,
      from: from, with: given, withLocation: given == nil ? nil : keys.location(of: .with))
  }

  /// `tabs`: tab id -> `{ flow: Name, next:, on: }`.
  private mutating func decodeTabs(_ node: YAMLNode, context: String) -> [Step.Tab] {
    guard let map = mapping(node, "'tabs' of \(context) (tab id -> flow)") else { return [] }
    if map.isEmpty {
      report(.schema, "'tabs' of \(context) must list at least one tab", at: node.location)
    }
    return map.compactMap { key, value -> Step.Tab? in
      guard let id = identifier(key, .lower, "a tab id") else { return nil }
      let tabContext = "tab '\(id.value)' of \(context)"
      guard let entries = mapping(value, "\(tabContext) ({ flow: Name })") else { return nil }
      let keys = SpecKeys<TabKey>(entries, context: tabContext, at: id.location)
      for problem in keys.unknown {
        if let kind = ["screen", "action", "tabs"].first(where: {
          problem.message.hasPrefix("unknown key '\($0)'")
        }) {
          report(
            .schema,
            "\(tabContext) is a '\(kind)'; a tab runs a flow: write 'flow: Name' and put the "
              + "\(kind == "tabs" ? "tabs" : kind) in that flow",
            at: problem.location ?? id.location)
        } else {
          report([problem])
        }
      }
      let flow = keys[.flow].flatMap { identifier($0, .upper, "a flow name") }
      let next = keys[.next].flatMap { target($0, "'next' of \(tabContext)") }
      let on = keys[.on].map { routes($0, context: tabContext) } ?? []
      let description = keys[.description].flatMap { text($0, "'description' of \(tabContext)") }
      let misplaced = ["'screen'", "'action'", "'tabs'"]
      if keys[.flow] == nil,
        !keys.unknown.contains(where: { problem in
          misplaced.contains { problem.message.hasPrefix("unknown key \($0)") }
        })
      {
        report(keys.missing([.flow], in: tabContext))
      }
      let with = keys[.with].map { decodeWith($0, context: tabContext) }
      guard let flow else { return nil }
      var tab = Step.Tab(
        id: id, flow: flow, next: next, on: on, onLocation: keys.location(of: .on),
        description: description)
      tab.with = with
      tab.withLocation = keys.location(of: .with)
      return tab
    }
  }

  /// `true` or `false`.
  private mutating func flag(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<
    Bool
  >? {
    guard let word = text(node, what()) else { return nil }
    switch word.value {
    case "true": return Located(true, at: word.location)
    case "false": return Located(false, at: word.location)
    default:
      report(.schema, "\(what()) must be 'true' or 'false', not '\(word.value)'", at: word.location)
      return nil
    }
  }

  private mutating func decodeGather(_ node: YAMLNode, context: String) -> [Step.GatherField] {
    shared(node, in: \.decodedGathers) { $0.decodeNewGather(node, context: context) }
  }

  private mutating func decodeNewGather(_ node: YAMLNode, context: String) -> [Step.GatherField] {
    guard let map = mapping(node, "'gather' of \(context) (field -> step id or 'payload')") else {
      return []
    }
    return map.compactMap { key, value in
      guard let field = identifier(key, .lower, "a gathered field name"),
        let source = text(value, "the source of field '\(field.value)'")
      else { return nil }
      let gathered: Step.GatherSource =
        source.value == Reserved.payload ? .payload : .step(source.value)
      return Step.GatherField(field: field, source: Located(gathered, at: source.location))
    }
  }

  /// `again: push` or `again: return`, on a screen that is pushed or presented
  /// as a modal: an alert goes by itself and a root screen starts a new
  /// history, so neither is on the history to be shown again; a sub-flow run
  /// again while it runs is not supported.
  /// `container` of a step: `tabs`, `pages` or `split`, only on a tab
  /// container; a split has exactly two tabs.
  private mutating func container(
    _ node: YAMLNode, kind: Step.Kind?, _ tabs: [Step.Tab], _ context: String
  ) -> Located<Step.Container>? {
    guard let word = text(node, "'container' of \(context)") else { return nil }
    guard let container = Step.Container(rawValue: word.value) else {
      report(
        .schema,
        "'container' of \(context) must be 'tabs', 'pages' or 'split', not '\(word.value)'"
          + Spelling.didYouMean(word.value, in: Step.Container.allCases.map(\.rawValue)),
        at: word.location)
      return nil
    }
    if let kind, kind != .tabs {
      report(
        .schema,
        "'container' applies only to containers (steps with 'tabs'); \(context) is "
          + (kind == .action ? "an " : "a ") + kind.described, at: word.location)
      return nil
    }
    if container == .split, !tabs.isEmpty, tabs.count != 2 {
      report(
        .schema,
        "a split container has exactly two columns (primary, then secondary); \(context) "
          + "lists \(tabs.count) under 'tabs'", at: word.location)
    }
    return Located(container, at: word.location)
  }

  private mutating func again(
    _ node: YAMLNode, kind: Step.Kind?, present: Located<Presentation>?, _ context: String
  ) -> Located<Step.Again>? {
    guard let word = text(node, "'again' of \(context)") else { return nil }
    guard let again = Step.Again(rawValue: word.value) else {
      report(
        .schema,
        "'again' of \(context) must be 'push' or 'return', not '\(word.value)'"
          + Spelling.didYouMean(word.value, in: Step.Again.allCases.map(\.rawValue)),
        at: word.location)
      return nil
    }
    if let kind, kind != .screen {
      let detail =
        kind == .flow
        ? "a sub-flow cannot run again while it runs; show its first screen again inside the sub-flow"
        : "only screens are shown again"
      report(
        .schema,
        "'again' applies only to screens; \(context) is \(kind == .action ? "an" : "a") "
          + "\(kind.described): \(detail)", at: word.location)
      return nil
    }
    if again == .push, let present, present.value == .alert || present.value == .root {
      let reason =
        present.value == .alert
        ? "an alert goes by itself when tapped and is never on the history"
        : "a root screen starts a new history, with nothing under it"
      report(
        .schema,
        "\(context) is shown with 'present: \(present.value.rawValue)' and cannot have "
          + "'again: push': \(reason)", at: word.location)
      return nil
    }
    return Located(again, at: word.location)
  }

  private mutating func presentation(_ node: YAMLNode) -> Located<Presentation>? {
    guard let word = text(node, "'present'") else { return nil }
    if let presentation = Presentation(rawValue: word.value) {
      return Located(presentation, at: word.location)
    }
    let choices = Presentation.allCases.map(\.rawValue)
    report(
      .schema,
      "'present' must be 'push', 'modal', 'root' or 'alert', not '\(word.value)'"
        + Spelling.didYouMean(word.value, in: choices), at: word.location)
    return nil
  }

  // MARK: Decisions

  /// The keys of a decision.
  enum DecisionKey: Int, SpecKey {
    case input, cases, on, description, gate
    static let names = ["input", "cases", "on", "description", "gate"]
    static let nameBytes = names.map { Array($0.utf8) }
  }

  private mutating func decodeDecisions(_ node: YAMLNode) -> [Decision] {
    guard let map = mapping(node, "'decisions' (decision id -> decision)") else { return [] }
    return map.compactMap { key, value -> Decision? in
      guard let id = nodeID(key, "a decision id") else { return nil }
      let context = "decision '\(id.value)'"
      guard let entries = mapping(value, context) else { return nil }
      let keys = SpecKeys<DecisionKey>(entries, context: context, at: id.location)
      report(keys.unknown)
      let input = keys[.input].flatMap { type($0, "'input' of \(context)") }
      var cases: [Located<String>] = []
      var payloads: [Located<TypeExpression>?]?
      if let casesNode = keys[.cases] {
        switch casesNode.resolved.kind {
        case .sequence:
          if casesNode.elements.first(where: { _ in true }) == nil {
            report(.schema, "\(context) needs at least one case", at: casesNode.location)
          }
          cases = casesNode.elements.compactMap { identifier($0, .lower, "a decision case") }
        case .mapping:
          // `name: Type`: each case carries its own payload (`Void` or null: none).
          if casesNode.pairs.first(where: { _ in true }) == nil {
            report(.schema, "\(context) needs at least one case", at: casesNode.location)
          }
          var written: [Located<TypeExpression>?] = []
          for (key, value) in casesNode.pairs {
            guard let name = identifier(key, .lower, "a decision case") else { continue }
            var payload: Located<TypeExpression>?
            if !value.isNull {
              guard let type = type(value, "case '\(name.value)' of \(context)") else { continue }
              payload = type.value == .void ? nil : type
            }
            cases.append(name)
            written.append(payload)
          }
          payloads = written
        default:
          report(
            .schema,
            "'cases' of \(context) must be a list of case names or map each case to its "
              + "payload type, not \(casesNode.kindDescription)", at: casesNode.location)
        }
      }
      let on = keys[.on].map { routes($0, context: context) } ?? []
      let description = keys[.description].flatMap { text($0, "'description' of \(context)") }
      let gate = keys[.gate].flatMap { flag($0, "'gate' of \(context)") }
      // Without `cases`, a decision routes its input by the input's cases.
      report(keys.missing(input == nil ? [.cases, .on] : [.on], in: context))
      var decision = Decision(
        id: id, input: input, cases: cases, payloads: payloads, on: on,
        onLocation: keys.location(of: .on),
        description: description)
      decision.gate = gate
      decision.routesInput = input != nil && keys[.cases] == nil
      return decision
    }
  }

  // MARK: Links

  /// The keys of a link written as a mapping.
  enum LinkKey: Int, SpecKey {
    case to, back, gated
    static let names = ["to", "back", "gated"]
    static let nameBytes = names.map { Array($0.utf8) }
  }

  private mutating func decodeLinks(_ node: YAMLNode) -> [Link] {
    guard let map = mapping(node, "'links' (URL pattern -> step id)") else { return [] }
    return map.compactMap { key, value in
      guard let pattern = text(key, "a link pattern") else { return nil }
      let start = Self.textStart(of: key, pattern)
      guard value.resolved.kind == .mapping else {
        guard let target = text(value, "a link target") else { return nil }
        var link = Link(pattern: pattern, target: target)
        link.patternStart = start
        return link
      }
      let context = "link '\(pattern.value.abbreviated)'"
      guard let entries = mapping(value, context) else { return nil }
      let keys = SpecKeys<LinkKey>(entries, context: context, at: pattern.location)
      report(keys.unknown)
      let target = keys[.to].flatMap { text($0, "'to' of \(context)") }
      let back = keys[.back].flatMap { backStack($0, context: context) }
      let gated = keys[.gated].flatMap { flag($0, "'gated' of \(context)") }
      report(keys.missing([.to], in: context))
      guard let target else { return nil }
      var link = Link(pattern: pattern, target: target)
      link.back = back
      link.gated = gated
      link.patternStart = start
      return link
    }
  }

  /// Where the text of scalar `node` starts, if the file holds it as it
  /// reads: plain or quoted on one line, without escapes.
  private static func textStart(of node: YAMLNode, _ text: Located<String>) -> SourceLocation? {
    // What an escape could stand for: a quote, a backslash, a control, format or separator character.
    let plainText = text.value.unicodeScalars.allSatisfy {
      switch $0.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
        .unassigned:
        false
      case .spaceSeparator: $0 == " "
      default: !"\\\"'".unicodeScalars.contains($0)
      }
    }
    guard node.kind == .scalar, plainText else { return nil }
    var start = text.location
    switch node.scalarStyle {
    case .plain: break
    case .singleQuoted, .doubleQuoted: start.column += 1
    case .literal, .folded: return nil
    }
    return start
  }

  private mutating func backStack(_ node: YAMLNode, context: String) -> Located<LinkBackStack>? {
    guard let word = text(node, "'back' of \(context)") else { return nil }
    if let policy = LinkBackStack(rawValue: word.value) {
      return Located(policy, at: word.location)
    }
    let choices = LinkBackStack.allCases.map(\.rawValue)
    report(
      .schema,
      "'back' of \(context) must be 'push', 'replace' or 'rebuild', not '\(word.value)'"
        + Spelling.didYouMean(word.value, in: choices), at: word.location)
    return nil
  }

  // MARK: Events

  /// The keys of an event.
  enum EventKey: Int, SpecKey {
    case next, payload, at, description
    static let names = ["next", "payload", "at", "description"]
    static let nameBytes = names.map { Array($0.utf8) }
  }

  private mutating func decodeEvents(_ node: YAMLNode) -> [Event] {
    guard let map = mapping(node, "'events' (event name -> next, payload, at)") else { return [] }
    return map.compactMap { key, value -> Event? in
      guard let name = identifier(key, .lower, "an event name") else { return nil }
      let context = "event '\(name.value)'"
      guard let entries = mapping(value, context) else { return nil }
      let keys = SpecKeys<EventKey>(entries, context: context, at: name.location)
      report(keys.unknown)
      let next = keys[.next].flatMap { target($0, "'next' of \(context)") }
      let payload = keys[.payload].flatMap { type($0, "'payload' of \(context)") }
      var at: [Located<String>]?
      if let atNode = keys[.at] {
        if atNode.resolved.kind == .sequence {
          at = atNode.elements.compactMap { text($0, "a step of 'at' of \(context)") }
          if at?.isEmpty == true {
            report(.schema, "'at' of \(context) must list at least one step", at: atNode.location)
          }
        } else {
          report(
            .schema,
            "'at' of \(context) must be a list of step ids, not \(atNode.kindDescription)",
            at: atNode.location)
        }
      }
      let description = keys[.description].flatMap { text($0, "'description' of \(context)") }
      report(keys.missing([.next], in: context))
      guard let next else { return nil }
      return Event(name: name, next: next, payload: payload, at: at, description: description)
    }
  }

  // MARK: Pieces

  private mutating func routes(_ node: YAMLNode, context: String) -> [CaseRoute] {
    shared(node, in: \.decodedRoutes) { $0.newRoutes(node, context: context) }
  }

  /// `failure` by case: case -> target, where `inline` is a target too.
  private mutating func failureRoutes(_ node: YAMLNode, context: String) -> [CaseRoute] {
    shared(node, in: \.decodedFailureRoutes) {
      $0.newRoutes(node, context: context, allowingInline: true)
    }
  }

  /// What `decode` gives for `node`, or what it gave before for the same node
  /// (through an alias) if it found no problem then: what it decodes does not
  /// depend on where the node is repeated, only its messages do.
  private mutating func shared<Value>(
    _ node: YAMLNode, in decoded: WritableKeyPath<SpecDecoder, [Int: Value]>,
    _ decode: (inout SpecDecoder) -> Value
  ) -> Value {
    let index = node.resolved.index
    if let value = self[keyPath: decoded][index] { return value }
    let problems = problemCount
    let value = decode(&self)
    if problemCount == problems { self[keyPath: decoded][index] = value }
    return value
  }

  private mutating func newRoutes(
    _ node: YAMLNode, context: String, allowingInline: Bool = false
  ) -> [CaseRoute] {
    guard let map = mapping(node, "'on' of \(context) (case -> target)") else { return [] }
    return map.compactMap { key, value in
      guard let caseName = text(key, "a case name") else { return nil }
      let what = "case '\(caseName.value)' of \(context)"
      if allowingInline, let written = text(value, what), written.value == Reserved.inline {
        return CaseRoute(
          caseName: caseName, target: Located(.node(Reserved.inline), at: written.location))
      }
      guard let target = target(value, what) else { return nil }
      return CaseRoute(caseName: caseName, target: target)
    }
  }

  private mutating func target(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<
    Target
  >? {
    guard let written = text(node, what()) else { return nil }
    if written.value == Reserved.inline {
      report(
        .schema,
        "'inline' is a target of 'failure' only (the action reports its failure to the screen "
          + "shown before it), not of \(what())", at: written.location)
      return nil
    }
    return Located(Target(written.value), at: written.location)
  }

  /// A step or decision id: a lowerCamelCase identifier that is not a reserved word.
  private mutating func nodeID(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<
    String
  >? {
    guard let id = identifier(node, .lower, what()) else { return nil }
    if Reserved.all.contains(id.value) {
      report(
        .invalidIdentifier,
        "'\(id.value)' is reserved (\(Reserved.all.sorted().joined(separator: ", "))) and cannot be \(what())",
        at: id.location)
      return nil
    }
    return id
  }

  private mutating func identifier(
    _ node: YAMLNode, _ expected: Identifier.Case, _ what: @autoclosure () -> String
  ) -> Located<String>? {
    guard let name = text(node, what()) else { return nil }
    if let problem = Identifier.problem(with: name.value, case: expected) {
      report(.invalidIdentifier, "invalid \(what().dropArticle): \(problem)", at: name.location)
      return nil
    }
    return name
  }

  private mutating func type(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<
    TypeExpression
  >? {
    guard let written = text(node, what()) else { return nil }
    do {
      return Located(
        try TypeExpression(parsing: written.value, maxDepth: limits.maxTypeDepth),
        at: written.location)
    } catch {
      report(
        .schema, "invalid type '\(written.value.abbreviated)' for \(what()): \(error.problem)",
        at: written.location)
      return nil
    }
  }

  /// A scalar's text; anything else (or null) is reported.
  private mutating func text(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<
    String
  >? {
    if node.isNull {
      report(.schema, "\(what()) needs a value", at: node.location)
      return nil
    }
    guard let value = scalar(node) else {
      report(
        .schema, "expected a scalar for \(what()), found \(node.kindDescription)", at: node.location
      )
      return nil
    }
    return Located(value, at: node.location)
  }

  /// The text of a scalar, or nil for another node; through an alias, the
  /// `String` an earlier alias of the same scalar gave.
  private mutating func scalar(_ node: YAMLNode) -> String? {
    guard node.kind == .alias else { return node.scalar }
    let index = node.resolved.index
    if let known = aliasedScalars[index] { return known }
    let value = node.scalar
    aliasedScalars[index] = value
    return value
  }

  private mutating func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> YAMLNode
    .Pairs?
  {
    guard node.resolved.kind == .mapping else {
      report(
        .schema, "expected a mapping for \(what()), found \(node.kindDescription)",
        at: node.location)
      return nil
    }
    return node.pairs
  }

  private mutating func report(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation
  ) {
    report([Diagnostic(code, message, at: location)])
  }

  /// Adds the diagnostics not reported yet (see `reported`).
  private mutating func report(_ found: [Diagnostic]) {
    problemCount += found.count
    for diagnostic in found
    where reported.insert(
      Reported(location: diagnostic.location, code: diagnostic.code, message: diagnostic.message)
    ).inserted {
      diagnostics.append(diagnostic)
    }
  }
}

extension String {
  /// The text, or for a long one its first 80 characters and "...", for messages.
  fileprivate var abbreviated: String {
    guard utf8.count > 80, let end = index(startIndex, offsetBy: 80, limitedBy: endIndex),
      end < endIndex
    else { return self }
    return self[..<end] + "..."
  }

  /// "a step id" -> "step id", for "invalid step id: ..." messages.
  fileprivate var dropArticle: Substring {
    if hasPrefix("a ") { return dropFirst(2) }
    if hasPrefix("an ") { return dropFirst(3) }
    return self[...]
  }
}
