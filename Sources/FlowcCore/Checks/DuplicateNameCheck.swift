extension Check {
  /// `duplicate-name`: two flows of a run, two types of a run, two nodes of a
  /// flow (a step and a decision), or two cases of one enum or decision share a name.
  public static let duplicateNames = Check("duplicate names", codes: [.duplicateName]) { model in
    var diagnostics: [Diagnostic] = []
    func report(
      _ what: String, _ location: SourceLocation, first: SourceLocation?,
      subject: Diagnostic.Subject?
    ) {
      diagnostics.append(
        Diagnostic(
          .duplicateName, what, at: location,
          notes: first.map { [Diagnostic.Note("first defined here", at: $0)] } ?? [],
          subject: subject))
    }

    func reportRepeats(
      _ names: [Located<String>], _ what: String, of owner: String, _ subject: Diagnostic.Subject
    ) {
      var seen: [String: SourceLocation] = [:]
      for name in names {
        if let first = seen[name.value] {
          report(
            "\(what) '\(name.value)' of \(owner) appears twice", name.location, first: first,
            subject: subject)
        } else {
          seen[name.value] = name.location
        }
      }
    }
    var firstType: [String: SourceLocation] = [:]
    for flow in model.flows {
      if let first = model.flowsByName[flow.name], first != flow.index {
        report(
          "flow '\(flow.name)' is defined twice in this run", flow.spec.name.location,
          first: model.flows[first].spec.name.location, subject: flow.subject())
      }
      for declaration in flow.spec.types {
        let name = declaration.name
        if TypeTable.builtins.contains(name.value) {
          report(
            "type '\(name.value)' is built in and cannot be declared again", name.location,
            first: nil,
            subject: flow.subject())
        } else if let first = firstType[name.value] {
          // A flow defined twice has its flow types twice: one mistake, reported above.
          if declaration.isFlowLocal, model.flowsByName[flow.name] != flow.index { continue }
          report(
            "type '\(name.value)' is declared twice in this run", name.location, first: first,
            subject: flow.subject())
        } else {
          firstType[name.value] = name.location
        }
        if case .enumeration(let cases) = declaration.shape {
          reportRepeats(cases.map(\.name), "case", of: "enum '\(name.value)'", flow.subject())
        }
      }
      for (index, node) in flow.nodes.enumerated() {
        if let first = flow.nodesByID[node.id.value], first != index {
          report(
            "\(node.label) has the same id as \(flow.nodes[first].label)", node.id.location,
            first: flow.nodes[first].id.location, subject: flow.subject(index))
        }
        if let decision = node.decision {
          reportRepeats(decision.cases, "case", of: node.label, flow.subject(index))
        }
      }
    }
    // Inside its flow's namespace a flow type would hide a shared one of the
    // same name, so a spec could not mean the shared one: one name, one type.
    var externals: [String: SourceLocation] = [:]
    for (name, located) in model.types.external {
      externals[String(name.split(separator: ".").last ?? "")] = located.location
    }
    for flow in model.flows {
      for declaration in flow.spec.types where declaration.isFlowLocal {
        let name = declaration.localName
        let shared =
          model.types.declared[name]?.declaration.name.location ?? externals[name]
        if TypeTable.builtins.contains(name) {
          report(
            "type '\(name)' is built in and cannot be declared again", declaration.name.location,
            first: nil, subject: flow.subject())
        } else if let shared {
          report(
            "flow type '\(name)' of flow '\(flow.name)' has the name of a type shared by the run; "
              + "rename one (in '\(Spec.namespace(ofFlow: flow.name))' the name would mean only the "
              + "flow type)", declaration.name.location, first: shared, subject: flow.subject())
        }
      }
    }
    // A declared type that is also listed as external is two definitions of one name.
    for flow in model.flows {
      for name in flow.spec.externalTypes {
        if let declared = model.types.declared[name.value] {
          report(
            "type '\(name.value)' is listed as external but also declared",
            name.location, first: declared.declaration.name.location, subject: flow.subject())
        } else if TypeTable.builtins.contains(name.value) {
          report(
            "type '\(name.value)' is built in; remove it from 'external'", name.location,
            first: nil,
            subject: flow.subject())
        }
      }
    }

    return diagnostics
  }
}
