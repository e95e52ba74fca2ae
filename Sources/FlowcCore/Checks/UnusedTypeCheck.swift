extension Check {
  /// `unused-type` (warning): a declared type that no type expression of the
  /// run mentions (outside its own declaration), or an external type that no
  /// type expression of its spec mentions.
  public static let unusedTypes = Check("unused types", codes: [.unusedType]) { model in
    var diagnostics: [Diagnostic] = []
    // Names used anywhere, minus uses inside a type's own declaration.
    var usedInRun: [String: Set<String>] = [:]  // name -> declaring types that use it ("" for others)
    var usedInFlow: [Set<String>] = []
    for flow in model.flows {
      var used: Set<String> = []
      for written in flow.spec.writtenTypes { used.formUnion(written.value.names) }
      usedInFlow.append(used)
      var owned: [String: Set<String>] = [:]
      for declaration in flow.spec.types {
        let inner: [Located<TypeExpression>] =
          switch declaration.shape {
          case .structure(let fields): fields.map(\.type)
          case .enumeration(let cases): cases.compactMap(\.payload)
          }
        for name in Set(inner.flatMap(\.value.names)) { owned[name, default: []].insert(declaration.name.value) }
      }
      for name in used {
        // A use that only occurs inside declarations counts as a use by those declarations.
        let occurrences = flow.spec.writtenTypes.filter { $0.value.names.contains(name) }.count
        let declarationUses = flow.spec.types.reduce(0) { count, declaration in
          switch declaration.shape {
          case .structure(let fields): count + fields.filter { $0.type.value.names.contains(name) }.count
          case .enumeration(let cases): count + cases.filter { $0.payload?.value.names.contains(name) ?? false }.count
          }
        }
        if occurrences > declarationUses { usedInRun[name, default: []].insert("") }
        usedInRun[name, default: []].formUnion(owned[name] ?? [])
      }
    }
    for flow in model.flows {
      for declaration in flow.spec.types {
        let name = declaration.name.value
        let users = (usedInRun[name] ?? []).subtracting([name])
        guard users.isEmpty else { continue }
        diagnostics.append(
          Diagnostic(
            .unusedType, "type '\(name)' is declared but nothing uses it", at: declaration.name.location,
            subject: flow.subject()))
      }
      for external in flow.spec.externalTypes where !usedInFlow[flow.index].contains(external.value) {
        diagnostics.append(
          Diagnostic(
            .unusedType, "external type '\(external.value)' is listed but nothing in flow '\(flow.name)' uses it",
            at: external.location, subject: flow.subject()))
      }
    }
    return diagnostics
  }
}
