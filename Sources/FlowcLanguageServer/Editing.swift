import FlowcCore

/// Quick fixes and rename.
extension LanguageServer {
  func codeActions(_ params: JSON) throws(Failure) -> JSON {
    guard let file = path(params["textDocument"]),
      let range = params["range"]?.decode(Range.self)
    else { throw Failure(code: ErrorCode.invalidParams, message: "expected a document and range") }
    let analysis = self.analysis
    var actions: [CodeAction] = []
    for diagnostic in analysis.diagnostics[file] ?? [] {
      let at = Self.range(of: diagnostic, analysis)
      guard at.start <= range.end, range.start <= at.end else { continue }
      actions += Self.fixes(for: diagnostic, range: at, analysis)
    }
    return JSON.from(actions)
  }

  /// The text quoted after `marker` in a message (`did you mean 'x'?` -> `x`).
  static func quoted(after marker: String, in message: String) -> String? {
    guard let found = message.range(of: marker) else { return nil }
    let rest = message[found.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  static func fixes(for diagnostic: Diagnostic, range: Range, _ analysis: Analysis) -> [CodeAction]
  {
    guard let file = diagnostic.location?.file else { return [] }
    let converted = [convert(diagnostic, analysis)]
    var actions: [CodeAction] = []
    func action(_ title: String, _ changes: [String: [TextEdit]], preferred: Bool = false) {
      actions.append(
        CodeAction(
          title: title, kind: "quickfix", diagnostics: converted, isPreferred: preferred,
          edit: WorkspaceEdit(
            changes: Dictionary(uniqueKeysWithValues: changes.map { (FileURI.uri($0), $1) }))))
    }
    if let suggestion = quoted(after: "did you mean '", in: diagnostic.message) {
      action(
        "Replace with '\(suggestion)'", [file: [TextEdit(range: range, newText: suggestion)]],
        preferred: true)
    }
    if diagnostic.code == .unknownTarget,
      let name = quoted(after: "names '", in: diagnostic.message),
      diagnostic.message.contains("which is no step"),
      Identifier.problem(with: name, case: .lower) == nil,
      let edit = declareStep(name, in: analysis.lines(file))
    {
      action("Declare step '\(name)'", [file: [edit]])
    }
    if diagnostic.code == .deadEnd,
      let flow = quoted(after: "write 'output: Never' in flow '", in: diagnostic.message),
      let definition = analysis.index.definitions(of: .flow(flow)).first,
      let edit = outputNever(in: analysis.lines(definition.file))
    {
      action("Add 'output: Never' to flow '\(flow)'", [definition.file: [edit]])
    }
    return actions
  }

  /// An entry `name: { screen: Name }` at the end of the top-level `steps:` block.
  static func declareStep(_ name: String, in lines: TextLines) -> TextEdit? {
    guard
      let steps = lines.lines.indices.first(where: { lines.text(ofLine: $0).hasPrefix("steps:") })
    else { return nil }
    var last = steps
    var indent: Int?
    var index = steps + 1
    while index < lines.lines.count {
      let text = lines.text(ofLine: index)
      let stripped = text.drop { $0 == " " }
      if !stripped.isEmpty, !stripped.hasPrefix("#") {
        guard text.first == " " else { break }
        if indent == nil { indent = Self.indentation(text) }
        last = index
      }
      index += 1
    }
    let pad = String(repeating: " ", count: indent ?? 2)
    let screen = name.prefix(1).uppercased() + name.dropFirst()
    let at = lines.position(line: last, scalar: lines.line(last).count)
    return TextEdit(
      range: Range(start: at, end: at), newText: "\n\(pad)\(name):\n\(pad)\(pad)screen: \(screen)")
  }

  /// `output: Never` in place of a top-level `output`, or after the `flow` line.
  static func outputNever(in lines: TextLines) -> TextEdit? {
    for index in lines.lines.indices where lines.text(ofLine: index).hasPrefix("output:") {
      return TextEdit(
        range: Range(
          start: lines.position(line: index, scalar: 0),
          end: lines.position(line: index, scalar: lines.line(index).count)),
        newText: "output: Never")
    }
    for index in lines.lines.indices where lines.text(ofLine: index).hasPrefix("flow:") {
      let end = lines.position(line: index, scalar: lines.line(index).count)
      return TextEdit(range: Range(start: end, end: end), newText: "\noutput: Never")
    }
    return nil
  }

  /// The symbol under a position, if it can be renamed.
  private func renamable(_ params: JSON) throws(Failure) -> (Occurrence, Analysis) {
    let (file, position) = try place(params)
    let analysis = self.analysis
    guard let occurrence = analysis.index.occurrence(in: file, at: position) else {
      throw Failure(
        code: ErrorCode.requestFailed, message: "no step, decision, type or flow here to rename")
    }
    switch occurrence.symbol {
    case .node, .type, .flow:
      guard !analysis.index.definitions(of: occurrence.symbol).isEmpty else {
        throw Failure(
          code: ErrorCode.requestFailed,
          message: "'\(occurrence.symbol.name)' is declared in no spec: nothing to rename")
      }
      return (occurrence, analysis)
    case .event, .ending:
      throw Failure(
        code: ErrorCode.requestFailed, message: "only a step, decision, type or flow can be renamed"
      )
    }
  }

  func prepareRename(_ params: JSON) throws(Failure) -> JSON {
    let (occurrence, _) = try renamable(params)
    return ["range": JSON.from(occurrence.range), "placeholder": .string(occurrence.symbol.name)]
  }

  func rename(_ params: JSON) throws(Failure) -> JSON {
    let (occurrence, analysis) = try renamable(params)
    guard let newName = params["newName"]?.string else {
      throw Failure(code: ErrorCode.invalidParams, message: "expected newName")
    }
    if let reason = Self.renameProblem(occurrence.symbol, to: newName, analysis) {
      throw Failure(code: ErrorCode.requestFailed, message: reason)
    }
    var changes: [String: [TextEdit]] = [:]
    for found in analysis.index.occurrences(of: occurrence.symbol) {
      changes[FileURI.uri(found.file), default: []].append(
        TextEdit(range: found.range, newText: newName))
    }
    return JSON.from(WorkspaceEdit(changes: changes))
  }

  /// Why `symbol` cannot be renamed `name`, or nil.
  static func renameProblem(_ symbol: Symbol, to name: String, _ analysis: Analysis) -> String? {
    let identifierCase: Identifier.Case
    let renamed: Symbol
    switch symbol {
    case .node(let flow, _):
      identifierCase = .lower
      renamed = .node(flow: flow, id: name)
      if Reserved.all.contains(name) || name == Reserved.back {
        return "'\(name)' is a reserved word of targets"
      }
    case .type:
      identifierCase = .upper
      renamed = .type(name)
      if TypeTable.builtins.contains(name) { return "'\(name)' is a built-in type" }
    case .flow:
      identifierCase = .upper
      renamed = .flow(name)
    case .event, .ending:
      return "only a step, decision, type or flow can be renamed"
    }
    if let problem = Identifier.problem(with: name, case: identifierCase) { return problem }
    if let clash = analysis.index.definitions(of: renamed).first {
      let line = analysis.lines(clash.file).lines.isEmpty ? 0 : clash.range.start.line + 1
      return "'\(name)' is declared already (\(clash.file):\(line))"
    }
    return nil
  }
}
