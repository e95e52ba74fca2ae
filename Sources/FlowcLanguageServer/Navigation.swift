import FlowcCore

/// Definitions, references, symbols and hover.
extension LanguageServer {
  func definition(_ params: JSON) throws(Failure) -> JSON {
    let (file, position) = try place(params)
    let analysis = self.analysis
    guard let occurrence = analysis.index.occurrence(in: file, at: position) else { return .null }
    return .array(analysis.index.definitions(of: occurrence.symbol).map(location))
  }

  func references(_ params: JSON) throws(Failure) -> JSON {
    let (file, position) = try place(params)
    let analysis = self.analysis
    guard let occurrence = analysis.index.occurrence(in: file, at: position) else { return .null }
    let declarations = params["context"]?["includeDeclaration"] != .bool(false)
    return .array(
      analysis.index.occurrences(of: occurrence.symbol)
        .filter { declarations || !$0.isDefinition }
        .map(location))
  }

  static func kind(of symbol: Symbol) -> Int {
    switch symbol {
    case .node: 12
    case .type: 23
    case .flow: 2
    case .event: 24
    case .ending: 22
    }
  }

  func documentSymbols(_ params: JSON) throws(Failure) -> JSON {
    guard let file = path(params["textDocument"]) else {
      throw Failure(code: ErrorCode.invalidParams, message: "expected a document")
    }
    let analysis = self.analysis
    var flow: DocumentSymbol?
    var children: [DocumentSymbol] = []
    for index in analysis.index.byFile[file] ?? [] {
      let occurrence = analysis.index.occurrences[index]
      guard occurrence.isDefinition else { continue }
      let symbol = DocumentSymbol(
        name: occurrence.symbol.name, detail: Self.detail(occurrence.symbol, analysis),
        kind: Self.kind(of: occurrence.symbol), range: occurrence.range,
        selectionRange: occurrence.range, children: nil)
      if case .flow = occurrence.symbol, flow == nil {
        flow = symbol
      } else {
        children.append(symbol)
      }
    }
    guard var flow else { return .array(children.map(JSON.from)) }
    flow.range = Range(start: Position(line: 0, character: 0), end: analysis.lines(file).end)
    flow.children = children
    return [JSON.from(flow)]
  }

  static func detail(_ symbol: Symbol, _ analysis: Analysis) -> String? {
    switch symbol {
    case .node(let flowName, let id):
      guard let flow = analysis.flow(named: flowName), let index = flow.nodesByID[id] else {
        return nil
      }
      return kindName(flow.nodes[index])
    case .type: return "type"
    case .flow: return "flow"
    case .event: return "event"
    case .ending: return "ending"
    }
  }

  static func kindName(_ node: FlowNode) -> String {
    node.step.map { $0.kind.rawValue } ?? "decision"
  }

  /// The query's symbols, matched as a subsequence of their names, ignoring case; at most 500.
  func workspaceSymbols(_ params: JSON) -> JSON {
    let query = Array((params["query"]?.string ?? "").lowercased())
    let analysis = self.analysis
    var found: [JSON] = []
    for occurrence in analysis.index.definedSymbols where found.count < 500 {
      guard Self.matches(query, occurrence.symbol.name) else { continue }
      var container: String?
      switch occurrence.symbol {
      case .node(let flow, _), .event(let flow, _), .ending(let flow, _): container = flow
      default: break
      }
      found.append(
        JSON.from(
          SymbolInformation(
            name: occurrence.symbol.name, kind: Self.kind(of: occurrence.symbol),
            location: Location(uri: FileURI.uri(occurrence.file), range: occurrence.range),
            containerName: container)))
    }
    return .array(found)
  }

  static func matches(_ query: [Character], _ name: String) -> Bool {
    var remaining = query[...]
    for character in name.lowercased() where character == remaining.first {
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }

  func hover(_ params: JSON) throws(Failure) -> JSON {
    let (file, position) = try place(params)
    let analysis = self.analysis
    if let occurrence = analysis.index.occurrence(in: file, at: position) {
      let text = Self.describe(occurrence.symbol, analysis)
      guard !text.isEmpty else { return .null }
      return JSON.from(Hover(contents: MarkupContent(value: text), range: occurrence.range))
    }
    if let spec = analysis.spec(in: file),
      let link = spec.links.first(where: {
        $0.pattern.location.line == position.line + 1
          || $0.target.location.line == position.line + 1
      })
    {
      let text =
        "**link** `\(Self.code(link.pattern.value))`\n\nopens `\(Self.code(link.target.value))` "
        + "of flow `\(spec.name.value)`; back stack: `\(link.backStack.rawValue)`"
        + (link.isGated ? "" : "; passes no gate")
      return JSON.from(Hover(contents: MarkupContent(value: text), range: nil))
    }
    return .null
  }

  /// Text for inline code: backticks would end it, line breaks split it.
  static func code(_ text: String) -> String {
    String(text.prefix(200).map { $0 == "`" ? "'" : ($0.isNewline ? " " : $0) })
  }

  static func describe(_ symbol: Symbol, _ analysis: Analysis) -> String {
    switch symbol {
    case .node(let flowName, let id):
      guard let flow = analysis.flow(named: flowName), let index = flow.nodesByID[id] else {
        return "step `\(code(id))` of flow `\(code(flowName))`"
      }
      return describe(node: index, in: flow)
    case .type(let name):
      return describe(type: name, analysis)
    case .flow(let name):
      guard let flow = analysis.flow(named: name) else { return "flow `\(code(name))`" }
      var text =
        "**flow** `\(code(name))`\n\ninput: `\(code(flow.input.description))` · "
        + "output: `\(code(flow.outputDescription))`"
      if let description = flow.spec.description?.value { text += "\n\n" + code(description) }
      return text
    case .event(let flow, let name):
      return "**event** `\(code(name))` of flow `\(code(flow))`"
    case .ending(let flow, let name):
      return "**ending** `\(code(name))` of flow `\(code(flow))` (`finish.\(code(name))`)"
    }
  }

  static func describe(node index: Int, in flow: Flow) -> String {
    let node = flow.nodes[index]
    var text = "**\(kindName(node))** `\(code(node.id.value))`"
    if let step = node.step, step.kind != .tabs { text += " · `\(code(step.name.value))`" }
    text +=
      "\n\ninput: `\(code(node.input.description))` · output: `\(code(node.output.description))`"
    let carried = CarriedData(flow).carried[index]
    if carried.isEmpty {
      text += "\n\ndata here: none carried"
    } else {
      text += "\n\ndata here:"
      for source in carried.prefix(50) {
        text +=
          "\n- `\(code(flow.nodes[source].id.value))`: `\(code(flow.nodes[source].output.description))`"
      }
    }
    let paths = PathFinder.paths(in: flow)
    if let path = paths.nodes.first(where: { $0.id == node.id.value })?.path {
      let hops = path.hops
      var way = "`\(code(path.first))`"
      for hop in hops.prefix(30) { way += " —\(code(hop.event.name))→ `\(code(hop.to))`" }
      if hops.count > 30 { way += " …" }
      text += "\n\nshortest path: \(way)"
    } else {
      text += "\n\nshortest path: none (not reached)"
    }
    return text
  }

  static func describe(type name: String, _ analysis: Analysis) -> String {
    if let declared = analysis.model?.types.declared[name]?.declaration
      ?? analysis.specs.lazy.flatMap({ $0.types + $0.flowTypes }).first(where: {
        $0.name.value == name
      })
    {
      switch declared.shape {
      case .structure(let fields):
        let list = fields.prefix(50).map { "  \($0.name.value): \($0.type.value)" }
        return "**struct** `\(code(name))`\n\n```\n{\n\(list.joined(separator: "\n"))\n}\n```"
      case .enumeration(let cases):
        let list = cases.prefix(50).map { item in
          "  case \(item.name.value)" + (item.payload.map { "(\($0.value))" } ?? "")
        }
        return "**enum** `\(code(name))`\n\n```\n\(list.joined(separator: "\n"))\n```"
      }
    }
    if analysis.specs.contains(where: { $0.externalTypes.contains { $0.value == name } }) {
      return "**external type** `\(code(name))`: declared by the app"
    }
    return "**type** `\(code(name))`"
  }
}
