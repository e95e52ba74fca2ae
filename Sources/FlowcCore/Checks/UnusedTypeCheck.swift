extension Check {
  /// `unused-type` (warning): a declared type that no type expression of the
  /// run mentions (outside its own declaration), or an external type that no
  /// type expression of its spec mentions.
  public static let unusedTypes = Check("unused types", codes: [.unusedType]) { model in
    var diagnostics: [Diagnostic] = []
    // Names used outside declarations (inputs, outputs, flow types), and names
    // used inside the declaration of another type (a type's own fields do not count).
    var usedOutside: Set<String> = []
    var usedByOthers: Set<String> = []
    // Per flow: the names used outside declarations, by another type, and by a type's own fields.
    var usedInFlow: [(outside: Set<String>, byOthers: Set<String>, byOwner: Set<String>)] = []
    /// Adds `names` to `all`; the first set is taken whole, not hashed again.
    func add(_ names: Set<String>, to all: inout Set<String>) {
      if all.isEmpty { all = names } else { all.formUnion(names) }
    }
    for flow in model.flows {
      var used: Set<String> = []
      // Steps in a row often name the same types: a name just added is not hashed again.
      var last: String?
      func use(_ type: Located<TypeExpression>?) {
        type?.value.forEachName {
          guard $0 != last else { return }
          used.insert($0)
          last = $0
        }
      }
      use(flow.spec.input)
      use(flow.spec.output)
      use(flow.spec.errorType)
      for index in flow.spec.steps.indices {
        use(flow.spec.steps[index].input)
        use(flow.spec.steps[index].output)
        use(flow.spec.steps[index].errorType)
      }
      for ending in flow.spec.endings { use(ending.payload) }
      for index in flow.spec.decisions.indices {
        use(flow.spec.decisions[index].input)
        for payload in flow.spec.decisions[index].payloads ?? [] { use(payload) }
      }
      for event in flow.spec.events { use(event.payload) }
      for parameter in flow.spec.parameters { use(parameter.type) }
      add(used, to: &usedOutside)
      // Names used inside this flow's declarations: by another type, or only
      // by a type's own fields; each mention is hashed once.
      var byOthers: Set<String> = []
      var byOwner: Set<String> = []
      for declaration in flow.spec.types {
        let owner = declaration.name.value
        func useInside(_ type: Located<TypeExpression>?) {
          type?.value.forEachName {
            if $0 != owner { byOthers.insert($0) } else { byOwner.insert($0) }
          }
        }
        switch declaration.shape {
        case .structure(let fields): for field in fields { useInside(field.type) }
        case .enumeration(let cases): for item in cases { useInside(item.payload) }
        }
      }
      add(byOthers, to: &usedByOthers)
      usedInFlow.append((used, byOthers, byOwner))
    }
    // A shared type with the name of a flow type is `duplicate-name`: unused
    // only because the flow type took its name.
    var flowTypeNames: Set<String> = []
    for flow in model.flows {
      for declaration in flow.spec.types where declaration.isFlowLocal {
        flowTypeNames.insert(declaration.localName)
      }
    }
    for flow in model.flows {
      for declaration in flow.spec.types {
        let name = declaration.name.value
        guard !usedOutside.contains(name), !usedByOthers.contains(name),
          !flowTypeNames.contains(name)
        else { continue }
        diagnostics.append(
          Diagnostic(
            .unusedType, "type '\(name)' is declared but nothing uses it",
            at: declaration.name.location,
            subject: flow.subject()))
      }
      let used = usedInFlow[flow.index]
      for external in flow.spec.externalTypes
      where !used.outside.contains(external.value) && !used.byOthers.contains(external.value)
        && !used.byOwner.contains(external.value)
      {
        diagnostics.append(
          Diagnostic(
            .unusedType,
            "external type '\(external.value)' is listed but nothing in flow '\(flow.name)' uses it",
            at: external.location, subject: flow.subject()))
      }
    }
    return diagnostics
  }
}
