/// The types a spec declares, as the templates declare them.
extension RenderContextBuilder {
  /// How `declaration` is declared; a flow type inside `namespace`, the
  /// namespace of its flow, where its flow's types go by their own names.
  func declaredType(_ declaration: TypeDeclaration, in namespace: String? = nil) -> DeclaredType {
    var conformances = ["Sendable"]
    if isPlain(declaration.name.value, visiting: []) {
      conformances += ["Hashable", "Codable"]
      if case .enumeration(let cases) = declaration.shape, cases.allSatisfy({ $0.payload == nil }) {
        conformances.append("CaseIterable")
      }
    }
    switch declaration.shape {
    case .structure(let fields):
      return DeclaredType(
        name: declaration.localName, conformances: conformances, isStruct: true,
        isIndirect: false,
        fields: fields.map {
          DeclaredType.Field(
            name: SwiftSpelling.member($0.name.value),
            identifier: SwiftSpelling.identifier($0.name.value),
            type: SwiftSpelling.type($0.type.value, in: namespace))
        },
        cases: [])
    case .enumeration(let cases):
      return DeclaredType(
        name: declaration.localName, conformances: conformances, isStruct: false,
        isIndirect: model.types.containsItself(declaration.name.value, throughStructsOnly: false),
        fields: [],
        cases: cases.map {
          DeclaredType.EnumCase(
            name: SwiftSpelling.member($0.name.value),
            identifier: SwiftSpelling.identifier($0.name.value),
            payload: $0.payload.map { SwiftSpelling.type($0.value, in: namespace) })
        })
    }
  }

  private func isPlain(_ name: String, visiting: Set<String>) -> Bool {
    model.types.isPlain(name, visiting: visiting)
  }
}

extension TypeTable {
  /// Values that are `Hashable` and `Codable` without help: Foundation's basic
  /// values, and declared types made of them. Externals are the app's own.
  static let plainBuiltins: Set<String> = [
    "Bool", "Int", "Double", "String", "Date", "URL", "Data", "UUID",
  ]

  /// Whether every name in `type` is plain (see `plainBuiltins`).
  func isPlain(_ type: TypeExpression) -> Bool {
    type.allNames { isPlain($0, visiting: []) }
  }

  func isPlain(_ name: String, visiting: Set<String>) -> Bool {
    if Self.plainBuiltins.contains(name) { return true }
    guard let declared = declared[name]?.declaration else { return false }
    if visiting.contains(name) { return true }
    let visiting = visiting.union([name])
    let types: [TypeExpression]
    switch declared.shape {
    case .structure(let fields): types = fields.map(\.type.value)
    case .enumeration(let cases): types = cases.compactMap { $0.payload?.value }
    }
    return types.allSatisfy { $0.allNames { isPlain($0, visiting: visiting) } }
  }
}
