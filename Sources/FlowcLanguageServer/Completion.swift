import FlowcCore

/// Completion from the flow: keys by where the cursor is (with the schema's
/// descriptions), and values by the key they belong to.
extension LanguageServer {
  /// Where the cursor is in a block-style YAML document, from its line and
  /// the lines above it.
  struct CursorContext {
    /// The keys of the mappings around the cursor, outermost first.
    var path: [String]
    /// The key whose value is being written; nil when a key is being written.
    var valueKey: String?
    /// What is written of the word at the cursor.
    var typed: String
    /// The text of the line before the cursor.
    var before: String
  }

  static func indentation(_ text: String) -> Int {
    var count = 0
    for character in text {
      if character == " " || character == "-" { count += 1 } else { break }
    }
    return count
  }

  /// The key a line starts with (`  next: x` -> `next`, `- a: b` -> `a`).
  static func leadingKey(_ text: String) -> String? {
    let body = text.drop { $0 == " " || $0 == "-" }
    guard let colon = body.firstIndex(of: ":"), !body.hasPrefix("#") else { return nil }
    var key = String(body[..<colon])
    if key.count >= 2, key.first == "\"" || key.first == "'", key.last == key.first {
      key = String(key.dropFirst().dropLast())
    }
    return key.isEmpty ? nil : key
  }

  static func context(_ lines: TextLines, _ position: Position) -> CursorContext {
    let line = lines.line(position.line)
    var before = ""
    before.unicodeScalars.append(contentsOf: line.prefix(lines.scalarOffset(position)))
    let typed = String(
      before.reversed().prefix { $0.isLetter || $0.isNumber || "_.-".contains($0) }.reversed())
    // The key whose value the cursor is in: the last `key:` before it, after
    // the line's start, a `{` or a `,`.
    var valueKey: String?
    let head = before.dropLast(typed.count)
    var trimmed = head
    while trimmed.last == " " { trimmed = trimmed.dropLast() }
    if trimmed.last == ":" {
      let keyText = trimmed.dropLast()
      let key = keyText.reversed().prefix { !" {,-".contains($0) }.reversed()
      if !key.isEmpty { valueKey = String(key) }
    }
    var ownIndent = indentation(before)
    if valueKey != nil, indentation(before) == 0, before.first != " " {
      ownIndent = 0
    }
    var path: [String] = []
    if let own = leadingKey(before), valueKey != nil, valueKey != own {
      // A flow mapping on the line: `key: { to: |`.
      path.append(own)
    }
    var index = position.line - 1
    var limit = ownIndent
    var scanned = 0
    while index >= 0, limit > 0, scanned < 2000 {
      let text = lines.text(ofLine: index)
      index -= 1
      scanned += 1
      let stripped = text.drop { $0 == " " }
      guard !stripped.isEmpty, !stripped.hasPrefix("#") else { continue }
      let indent = indentation(text)
      guard indent < limit, let key = leadingKey(text) else { continue }
      path.insert(key, at: 0)
      limit = indent
    }
    return CursorContext(path: path, valueKey: valueKey, typed: typed, before: before)
  }

  func completion(_ params: JSON) throws(Failure) -> JSON {
    let (file, position) = try place(params)
    let analysis = self.analysis
    let lines = workspace.open[file].map(TextLines.init) ?? analysis.lines(file)
    let context = Self.context(lines, position)
    let flowName = analysis.spec(in: file)?.name.value ?? Self.flowName(lines)
    var items: [CompletionItem] = []
    // A link pattern's parameter: `{id:|`.
    if let open = context.before.lastIndex(of: "{"),
      !context.before[open...].contains("}"), context.before[open...].contains(":"),
      context.path.first == "links" || context.path.isEmpty && context.before.contains("://")
    {
      for type in LinkPattern.parameterTypes {
        items.append(CompletionItem(label: type, kind: 7, detail: "link parameter type"))
      }
      return JSON.from(items)
    }
    if let key = context.valueKey {
      items = values(for: key, path: context.path, flow: flowName, analysis)
    } else {
      items = keys(path: context.path)
    }
    return JSON.from(items)
  }

  static func flowName(_ lines: TextLines) -> String? {
    for index in lines.lines.indices.prefix(500) {
      let text = lines.text(ofLine: index)
      if text.hasPrefix("flow:") {
        return text.dropFirst(5).trimmingSpaces
      }
    }
    return nil
  }

  /// The keys the schema allows where the cursor is.
  func keys(path: [String]) -> [CompletionItem] {
    var schema: [String: Any]? = SpecSchema.spec
    for key in path {
      schema = schema.flatMap { Self.child($0, key) }
    }
    guard let properties = schema?["properties"] as? [String: Any] else { return [] }
    return properties.keys.sorted().map { key in
      let description = (properties[key] as? [String: Any])?["description"] as? String
      return CompletionItem(
        label: key, kind: 10, detail: nil, documentation: description, insertText: key + ": ")
    }
  }

  /// The schema under `key` of `schema`: a property, else the schema of any key.
  static func child(_ schema: [String: Any], _ key: String) -> [String: Any]? {
    if let properties = schema["properties"] as? [String: Any],
      let property = properties[key] as? [String: Any]
    {
      return property
    }
    if let additional = schema["additionalProperties"] as? [String: Any] {
      if additional["properties"] == nil, let choices = additional["oneOf"] as? [[String: Any]] {
        return choices.first { $0["properties"] != nil }
      }
      return additional
    }
    return nil
  }

  static let targetKeys: Set<String> = ["next", "failure", "back", "start", "to"]
  static let typeKeys: Set<String> = ["input", "output", "error", "payload"]

  func values(for key: String, path: [String], flow: String?, _ analysis: Analysis)
    -> [CompletionItem]
  {
    let parent = path.last
    let topLevel = path.isEmpty
    if key == "present" {
      return Presentation.allCases.map { CompletionItem(label: $0.rawValue, kind: 20) }
    }
    if key == "container" {
      return Step.Container.allCases.map { CompletionItem(label: $0.rawValue, kind: 20) }
    }
    let specs = analysis.specs + analysis.stale
    if key == "flow", !topLevel {
      return Set(specs.map(\.name.value)).sorted().map {
        CompletionItem(label: $0, kind: 9, detail: "flow")
      }
    }
    let inTypes = path.first == "types" || path.first == "flow-types"
    if Self.typeKeys.contains(key) || (inTypes && path.count >= 1 && key != "enum")
      || path.first == "endings" || path.first == "parameters"
    {
      var names = Set(TypeTable.builtins)
      for spec in specs {
        for declaration in spec.types + spec.flowTypes { names.insert(declaration.name.value) }
        for external in spec.externalTypes { names.insert(external.value) }
      }
      return names.sorted().map { CompletionItem(label: $0, kind: 7, detail: "type") }
    }
    let isRoute = parent == "on" || parent == "failure"
    let isLink = path.first == "links"
    guard Self.targetKeys.contains(key) || isRoute || isLink, let flow else { return [] }
    var items: [CompletionItem] = []
    for spec in specs where spec.name.value == flow {
      for step in spec.steps {
        items.append(CompletionItem(label: step.id.value, kind: 12, detail: step.kind.rawValue))
      }
      for decision in spec.decisions {
        items.append(CompletionItem(label: decision.id.value, kind: 12, detail: "decision"))
      }
      if key != "start", !isLink {
        for ending in spec.endings {
          items.append(
            CompletionItem(
              label: Reserved.endingPrefix + ending.name.value, kind: 14, detail: "ending"))
        }
      }
      break
    }
    if key != "start", !isLink {
      items.append(CompletionItem(label: Reserved.finish, kind: 14, detail: "end the flow"))
      items.append(CompletionItem(label: Reserved.cancel, kind: 14, detail: "cancel the flow"))
    }
    if key == "back" { items.append(CompletionItem(label: Reserved.none, kind: 14)) }
    if parent == "failure" || key == "failure" {
      items.append(CompletionItem(label: Reserved.inline, kind: 14))
    }
    return items
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    String(self.drop { $0 == " " }.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
  }
}
