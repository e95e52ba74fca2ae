/// Flow parameters: the flow's own `Parameters` struct, and the constants a
/// `flow:` step or a tab gives a child's.
extension FlowContextBuilder {
  /// Fills the context's parameter fields from the flow's `parameters`.
  func addParameters(to context: inout FlowContext) {
    let parameters = flow.spec.parameters
    guard !parameters.isEmpty else { return }
    context.takesParameters = true
    context.parameters = parameters.map {
      ParameterContext(
        name: SwiftSpelling.member($0.name.value),
        identifier: SwiftSpelling.identifier($0.name.value), type: swiftType($0.type.value),
        defaultValue: $0.isOptional ? "nil" : nil)
    }
    context.parametersHaveDefault = parameters.allSatisfy(\.isOptional)
    context.parametersConformances =
      parameters.allSatisfy { model.types.isPlain($0.type.value) }
      ? ["Sendable", "Hashable", "Codable"] : ["Sendable", "Hashable"]
  }

  /// The `Parameters` value a `flow:` step or tab gives flow `callee`, as
  /// Swift: each constant of `with` in the order the child declares its
  /// parameters; nil for a child without parameters. The checks have typed
  /// every constant; strings are Swift string literals, escaped, so no text
  /// of a spec changes what the generated code does.
  func childParameters(_ callee: Int, _ with: [ParameterValue]?) -> String? {
    let child = model.flows[callee]
    guard !child.spec.parameters.isEmpty else { return nil }
    let given = Dictionary(
      (with ?? []).map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    var arguments: [String] = []
    for parameter in child.spec.parameters {
      guard let value = given[parameter.name.value],
        case .success(let constant) = model.types.constant(value, as: parameter.type.value)
      else { continue }
      // A case of an optional enum names its type: `.none` would be Optional's.
      var qualifier = ""
      if case .optional(let wrapped) = parameter.type.value, case .enumCase = constant {
        qualifier = swiftType(wrapped)
      }
      arguments.append(
        SwiftSpelling.label(parameter.name.value) + ": " + qualifier
          + Self.swiftConstant(constant))
    }
    return Self.namespace(child) + ".Parameters(" + arguments.joined(separator: ", ") + ")"
  }

  /// A typed constant as a Swift expression.
  static func swiftConstant(_ constant: ParameterConstant) -> String {
    switch constant {
    case .none: "nil"
    case .enumCase(let name): "." + SwiftSpelling.member(name)
    case .string(let text): SwiftSpelling.stringLiteral(text)
    case .int(let number): String(number)
    case .double(let number): "\(number)"
    case .bool(let flag): flag ? "true" : "false"
    }
  }
}
