/// `flow-types`: types that belong to one flow. The model gives each its
/// qualified name (`Route` of flow `Settings` is `SettingsFlow.Route`, the
/// Swift type generated inside the flow's namespace enum) and rewrites every
/// type expression of the spec to use it, so that names resolve flow-local
/// first, and two flows may each have a `Route`.
extension Spec {
  /// The enum generated for flow `name`, which holds everything it declares.
  public static func namespace(ofFlow name: String) -> String { name + "Flow" }

  /// The spec with its `flow-types` qualified and moved to `types`.
  func scopingFlowTypes() -> Spec {
    guard !flowTypes.isEmpty else { return self }
    let prefix = Spec.namespace(ofFlow: name.value) + "."
    let local = Set(flowTypes.map(\.name.value))
    func scoped(_ type: TypeExpression) -> TypeExpression {
      switch type {
      case .named(let name): local.contains(name) ? .named(prefix + name) : type
      case .optional(let wrapped): .optional(scoped(wrapped))
      case .array(let element): .array(scoped(element))
      case .dictionary(let key, let value): .dictionary(key: scoped(key), value: scoped(value))
      }
    }
    func scoped(_ type: Located<TypeExpression>?) -> Located<TypeExpression>? {
      type.map { Located(scoped($0.value), at: $0.location) }
    }
    func scoped(_ declaration: TypeDeclaration) -> TypeDeclaration {
      var declaration = declaration
      switch declaration.shape {
      case .structure(var fields):
        for index in fields.indices { fields[index].type = scoped(fields[index].type)! }
        declaration.shape = .structure(fields)
      case .enumeration(var cases):
        for index in cases.indices { cases[index].payload = scoped(cases[index].payload) }
        declaration.shape = .enumeration(cases)
      }
      return declaration
    }
    var spec = self
    spec.input = scoped(input)
    spec.output = scoped(output)
    spec.errorType = scoped(errorType)
    spec.types = types.map(scoped)
    for var declaration in flowTypes.map(scoped) {
      declaration.name = Located(prefix + declaration.name.value, at: declaration.name.location)
      spec.types.append(declaration)
    }
    spec.flowTypes = []
    for index in spec.steps.indices {
      spec.steps[index].input = scoped(spec.steps[index].input)
      spec.steps[index].output = scoped(spec.steps[index].output)
      // Only where written: setting it would give the step storage for its rare fields.
      if let errorType = spec.steps[index].errorType {
        spec.steps[index].errorType = scoped(errorType)
      }
    }
    for index in spec.decisions.indices {
      spec.decisions[index].input = scoped(spec.decisions[index].input)
      spec.decisions[index].payloads = spec.decisions[index].payloads?.map(scoped)
    }
    for index in spec.endings.indices {
      spec.endings[index].payload = scoped(spec.endings[index].payload)
    }
    for index in spec.events.indices {
      spec.events[index].payload = scoped(spec.events[index].payload)
    }
    for index in spec.parameters.indices {
      spec.parameters[index].type = scoped(spec.parameters[index].type)!
    }
    return spec
  }
}

extension TypeDeclaration {
  /// Whether the type is one of a flow's `flow-types`: after the model has
  /// qualified it, its name has a dot (a declared name cannot).
  public var isFlowLocal: Bool { name.value.utf8.contains(UInt8(ascii: ".")) }

  /// The name as the spec writes it: `Route` for `SettingsFlow.Route`.
  public var localName: String {
    String(Identifier.lastPart(of: name.value) ?? Substring(name.value))
  }
}
