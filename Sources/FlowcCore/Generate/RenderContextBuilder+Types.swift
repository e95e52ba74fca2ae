/// The types a spec declares, as the templates declare them.
extension RenderContextBuilder {
  /// How `declaration` is declared; a flow type inside `namespace`, the
  /// namespace of its flow, where its flow's types go by their own names.
  func declaredType(_ declaration: TypeDeclaration, in namespace: String? = nil) -> DeclaredType {
    // Every type compares: an external as the app declares it (`Hashable`).
    var conformances = ["Sendable", "Hashable"]
    conformances.reserveCapacity(5)
    let localName = declaration.localName
    if model.types.facts.plain.contains(declaration.name.value) {
      conformances.append("Codable")
      if case .enumeration(let cases) = declaration.shape, cases.allSatisfy({ $0.payload == nil }) {
        conformances.append("CaseIterable")
      }
    }
    // A type actions throw (`error: AppError`) is an `Error`.
    if !errorTypes.isEmpty
      && (errorTypes.contains(declaration.name.value) || errorTypes.contains(localName))
    {
      conformances.append("Error")
    }
    switch declaration.shape {
    case .structure(let fields):
      return DeclaredType(
        name: localName, conformances: conformances, isStruct: true,
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
        name: localName, conformances: conformances, isStruct: false,
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
}
