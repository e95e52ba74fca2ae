extension Check {
  /// `link-pattern`: a deep link pattern does not parse, or targets a step
  /// with `gather` (a URL cannot supply gathered data). `type-mismatch`: the
  /// link's parameters do not fit its target's input: none for `Void`, one of
  /// the input's type, or several filling a declared struct field by field.
  public static let linkPatterns = Check("deep links", codes: [.linkPattern, .typeMismatch]) {
    model in
    var diagnostics: [Diagnostic] = []
    for flow in model.flows {
      for link in flow.links {
        let written = link.link.pattern
        let pattern: LinkPattern
        switch link.pattern {
        case .failure(let error):
          // At the problem's column when the file holds the pattern as it reads.
          var location = written.location
          if var start = link.link.patternStart {
            start.column += error.offset
            location = start
          }
          diagnostics.append(
            Diagnostic(
              .linkPattern, "malformed link pattern: \(error.message)", at: location,
              subject: flow.subject()))
          continue
        case .success(let parsed):
          pattern = parsed
        }
        guard let target = link.target else { continue }
        let node = flow.nodes[target]
        if let childStep = link.childStep {
          diagnostics += childLinkProblems(link, childStep, pattern, in: flow, model)
          continue
        }
        if node.gather != nil {
          diagnostics.append(
            Diagnostic(
              .linkPattern,
              "link '\(written.value)' opens \(node.label), which gathers its input from earlier steps; "
                + "a link cannot supply them",
              at: link.link.target.location, subject: flow.subject(target)))
          continue
        }
        guard model.types.isKnown(node.input) else { continue }
        let parameters = pattern.parameters
        let fits: Bool
        let expected: String
        switch parameters.count {
        case 0:
          fits = node.input == .void
          expected = "no parameter"
        case 1:
          fits = "\(node.input)" == parameters[0].type
          expected = "\(parameters[0].type) ('\(parameters[0].name)')"
        default:
          let fields = model.types.structFields(of: node.input)?.map {
            ($0.name.value, "\($0.type.value)")
          }
          fits =
            fields.map {
              Dictionary(uniqueKeysWithValues: $0)
                == Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.type) })
            } ?? false
          expected =
            "a struct with fields "
            + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        }
        guard !fits else { continue }
        diagnostics.append(
          Diagnostic(
            .typeMismatch,
            "link '\(written.value)' delivers \(expected), but \(node.label) takes \(node.input)",
            at: written.location,
            notes: [Diagnostic.Note("the input of \(node.label) is here", at: node.inputLocation)],
            subject: flow.subject(target)))
      }
    }
    return diagnostics
  }

  /// What is wrong with a link written `step.child`: `step` runs no sub-flow,
  /// takes input a link lacks, the sub-flow has no step `child` or no link to
  /// it, or that link's parameters differ from this one's.
  static func childLinkProblems(
    _ link: FlowLink, _ childStep: String, _ pattern: LinkPattern, in flow: Flow,
    _ model: FlowModel
  ) -> [Diagnostic] {
    guard let target = link.target else { return [] }
    let node = flow.nodes[target]
    let written = link.link.pattern.value
    let at = link.link.target.location
    func problem(_ code: DiagnosticCode, _ message: String) -> [Diagnostic] {
      [Diagnostic(code, message, at: at, subject: flow.subject(target))]
    }
    if childStep.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
    {
      return problem(
        .linkPattern,
        "link '\(written)' opens '\(link.link.target.value)', which has an empty step name; write "
          + "'step.child' with a name on each side of every '.'")
    }
    var childStep = childStep
    let name: String
    let callee: Int?
    switch node.kind {
    case .subflow(let flowName):
      name = flowName
      callee = node.callee
    case .tabs:
      // `main.feed` selects a tab; `main.feed.post` opens a step of its flow.
      let tabs = node.step?.tabs ?? []
      guard let (tab, rest) = link.childParts else { return [] }
      guard let position = tabs.firstIndex(where: { $0.id.value == tab }) else {
        return problem(
          .unknownTarget,
          "link '\(written)' names tab '\(tab)', which \(node.label) does not have"
            + Spelling.didYouMean(tab, in: tabs.map(\.id.value)))
      }
      guard let rest else {
        if pattern.parameters.isEmpty, node.input == .void { return [] }
        return problem(
          .typeMismatch,
          "link '\(written)' selects tab '\(tab)' of \(node.label), which takes "
            + (node.input == .void ? "no parameters" : "'\(node.input)' that a link does not carry")
        )
      }
      name = tabs[position].flow.value
      callee = node.tabCallees[position]
      childStep = rest
    default:
      return problem(
        .linkPattern,
        "link '\(written)' opens '\(link.link.target.value)', but \(node.label) runs no sub-flow; "
          + "'step.child' names a step of the flow a 'flow:' step or a tab runs")
    }
    // An unknown flow is reported as such.
    guard let callee else { return [] }
    let child = model.flows[callee]
    if node.input != .void {
      return problem(
        .typeMismatch,
        "link '\(written)' opens flow '\(name)' at \(node.label), which takes '\(node.input)' "
          + "that a link does not carry")
    }
    let head = String(childStep.prefix { $0 != "." })
    guard child.nodesByID[head] != nil else {
      return problem(
        .unknownTarget,
        "link '\(written)' names '\(head)', which is no step of flow '\(name)'"
          + Spelling.didYouMean(head, in: Array(child.nodesByID.keys)))
    }
    guard let index = child.linkIndex[childStep],
      case .success(let childPattern) = child.links[index].pattern
    else {
      return problem(
        .linkPattern,
        "link '\(written)' opens '\(childStep)' in flow '\(name)', which has no link to it; a "
          + "link into a sub-flow opens through the sub-flow's own link: add one to '\(name)'")
    }
    func spelt(_ pattern: LinkPattern) -> String {
      pattern.parameters.isEmpty
        ? "no parameter"
        : pattern.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    }
    let mine = Set(pattern.parameters.map { "\($0.name): \($0.type)" })
    let theirs = Set(childPattern.parameters.map { "\($0.name): \($0.type)" })
    guard mine == theirs else {
      return [
        Diagnostic(
          .typeMismatch,
          "link '\(written)' carries \(spelt(pattern)), but flow '\(name)' opens '\(childStep)' "
            + "with its link '\(child.links[index].link.pattern.value)', which takes "
            + spelt(childPattern),
          at: link.link.pattern.location,
          notes: [
            Diagnostic.Note(
              "flow '\(name)''s link is here", at: child.links[index].link.pattern.location)
          ],
          subject: flow.subject(target))
      ]
    }
    return []
  }
}
