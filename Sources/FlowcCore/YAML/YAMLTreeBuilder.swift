/// Builds a `YAMLTree` from libyaml's events in one pass: nodes, their text,
/// anchors and tags, document roots, limits and duplicate keys.
struct YAMLTreeBuilder {
  let file: String
  let options: YAMLReadOptions

  private var nodes: [RawNode] = []
  private var text: [UInt8] = []
  private var tags: [RawTags] = []
  private var documents: [YAMLDocument] = []
  /// Duplicate keys, in the order they were found.
  private(set) var problems: [YAMLError] = []

  /// A collection whose end event has not come yet.
  private struct Open {
    var index: Int
    var isMapping: Bool
    var childCount = 0
    /// `expanded` when the collection started, to know its own expanded size at the end.
    var expandedAtStart: Int
  }
  private var stack: [Open] = []
  /// The keys of the open mappings so far.
  private var keys = DuplicateKeyTable()
  private var anchors: [String: Int] = [:]
  private var documentStartIsExplicit = false
  private var root: Int?
  /// Nodes seen so far, counting each alias as the size of what it stands for.
  private var expanded = 0
  /// Nodes that aliases stood for so far (checked against the limit).
  private var aliasExpansion = 0

  init(file: String, options: YAMLReadOptions) {
    self.file = file
    self.options = options
  }

  /// Makes room for the text of a source of `size` bytes: scalars are rarely
  /// longer than they are written, so the text then grows without copies.
  mutating func reserveText(forSourceSize size: Int) {
    text.reserveCapacity(size)
  }

  /// The tree of the events taken so far.
  func finish() -> YAMLTree {
    YAMLTree(file: file, documents: documents, nodes: nodes, text: text, tags: tags)
  }

  private func error(
    _ kind: YAMLError.Kind, _ message: String, line: Int, column: Int, notes: [Diagnostic.Note] = []
  ) -> YAMLError {
    YAMLError(
      kind: kind, message: message,
      location: SourceLocation(file: file, line: line, column: column), notes: notes)
  }

  // MARK: Events

  /// Takes one event; returns false at the end of the stream. (Inlined into
  /// the reading loop, see `LibYAMLParser.nextEvent`.)
  @inline(__always)
  mutating func consume(_ event: YAMLEvent) throws(YAMLError) -> Bool {
    switch event.kind {
    case .streamEnd:
      return false
    case .documentStart(let isExplicit):
      if !documents.isEmpty, !options.allowsMultipleDocuments {
        throw error(
          .extraDocument, "a spec file holds one YAML document; a second one starts here",
          line: event.line, column: event.column)
      }
      documentStartIsExplicit = isExplicit
      anchors.removeAll(keepingCapacity: true)
    case .documentEnd(let isExplicit):
      documents.append(
        YAMLDocument(
          rootIndex: root ?? 0, hasExplicitStart: documentStartIsExplicit,
          hasExplicitEnd: isExplicit))
      root = nil
    case .scalar(let style):
      let (offset, length) = try appendText(event.text, at: event)
      let index = try append(.scalar, style: style.rawValue, event: event, a: offset, b: length)
      expanded += 1
      added(index)
    case .sequenceStart(let isFlow), .mappingStart(let isFlow):
      let isMapping = if case .mappingStart = event.kind { true } else { false }
      if stack.count >= options.limits.maxDepth {
        throw error(
          .limit, "collections nest deeper than \(options.limits.maxDepth) levels",
          line: event.line, column: event.column)
      }
      let index = try append(
        isMapping ? .mapping : .sequence, style: isFlow ? 1 : 0, event: event, a: 0, b: 0)
      stack.append(Open(index: index, isMapping: isMapping, expandedAtStart: expanded))
      if isMapping { keys.openMapping() }
      expanded += 1
    case .sequenceEnd, .mappingEnd:
      let open = stack.removeLast()
      if open.isMapping { keys.closeMapping() }
      let size = expanded - open.expandedAtStart
      nodes[open.index].a = UInt32(nodes.count)
      nodes[open.index].b = UInt32(clamping: size)
      added(open.index)
    case .alias:
      try alias(event)
    case .streamStart, .none:
      break
    }
    return true
  }

  /// An alias: checked against its anchor and the expansion limit, then stored
  /// as a node that points at its target.
  private mutating func alias(_ event: YAMLEvent) throws(YAMLError) {
    let name = String(decoding: event.text, as: UTF8.self)
    guard let target = anchors[name] else {
      throw error(
        .badAlias, "alias '*\(name)' refers to no anchor", line: event.line, column: event.column)
    }
    if stack.contains(where: { $0.index == target }) {
      throw error(
        .badAlias, "alias '*\(name)' refers to a node that contains it",
        line: event.line, column: event.column)
    }
    let targetNode = nodes[target]
    let size = targetNode.kind == .scalar ? 1 : Int(targetNode.b)
    aliasExpansion += size
    if aliasExpansion > options.limits.maxAliasExpansion {
      throw error(
        .limit,
        "aliases expand to more than \(options.limits.maxAliasExpansion.grouped) nodes; "
          + "'*\(name)' goes past the limit",
        line: event.line, column: event.column)
    }
    let index = try nextIndex(event)
    var raw = RawNode(
      kind: .alias, style: 0, tags: -1, line: UInt32(event.line), column: UInt32(event.column),
      a: UInt32(target), b: 0)
    raw.tags = Int32(tags.count)
    var entry = RawTags()
    (entry.anchorOffset, entry.anchorLength) = try appendText(event.text, at: event)
    tags.append(entry)
    nodes.append(raw)
    expanded += size
    added(index, resolvedKey: target)
  }

  /// The index the next node gets. Indices (and tag entries) must fit in 32 bits.
  private func nextIndex(_ event: YAMLEvent) throws(YAMLError) -> Int {
    guard nodes.count < Int(Int32.max) else {
      throw error(.limit, "too many YAML nodes", line: event.line, column: event.column)
    }
    return nodes.count
  }

  /// Appends the node of a scalar or collection event (registering its anchor) and returns its index.
  private mutating func append(
    _ kind: YAMLNode.Kind, style: UInt8, event: YAMLEvent, a: UInt32, b: UInt32
  ) throws(YAMLError) -> Int {
    let index = try nextIndex(event)
    var raw = RawNode(
      kind: kind, style: style, tags: -1, line: UInt32(event.line), column: UInt32(event.column),
      a: a, b: b)
    if event.anchor != nil || event.tag != nil {
      var entry = RawTags()
      if let anchor = event.anchor {
        (entry.anchorOffset, entry.anchorLength) = try appendText(anchor, at: event)
        anchors[String(decoding: anchor, as: UTF8.self)] = index
      }
      if let tag = event.tag {
        (entry.tagOffset, entry.tagLength) = try appendText(tag, at: event)
      }
      raw.tags = Int32(tags.count)
      tags.append(entry)
    }
    nodes.append(raw)
    return index
  }

  /// Appends bytes to `text` and returns their offset and length. Offsets are 32-bit,
  /// so the text of all scalars, anchors and tags together stays under 4 GiB.
  private mutating func appendText(
    _ bytes: UnsafeBufferPointer<UInt8>, at event: YAMLEvent
  ) throws(YAMLError) -> (UInt32, UInt32) {
    if bytes.count > options.limits.maxScalarLength {
      let what =
        switch event.kind {
        case .scalar: "a scalar"
        case .alias: "an alias name"
        default: "an anchor or tag"
        }
      throw error(
        .limit,
        "\(what) of \(bytes.count.grouped) bytes is longer than the limit of "
          + "\(options.limits.maxScalarLength.grouped) bytes",
        line: event.line, column: event.column)
    }
    guard text.count + bytes.count <= Int(UInt32.max) else {
      throw error(
        .limit, "the YAML text is too large (4 GiB or more)", line: event.line,
        column: event.column)
    }
    let offset = UInt32(text.count)
    if !bytes.isEmpty { text.append(contentsOf: bytes) }
    return (offset, UInt32(bytes.count))
  }

  /// Records a finished node in its parent: sizes, document root, duplicate keys.
  private mutating func added(_ index: Int, resolvedKey: Int? = nil) {
    guard !stack.isEmpty else {
      root = index
      return
    }
    // The parent is the innermost open collection.
    let parent = stack.count - 1
    let position = stack[parent].childCount
    stack[parent].childCount += 1
    guard stack[parent].isMapping, position % 2 == 0, options.reportsDuplicateKeys else { return }
    let keyNode = resolvedKey ?? index
    guard nodes[keyNode].kind == .scalar else { return }
    let found = nodes.withUnsafeBufferPointer { nodes in
      text.withUnsafeBufferPointer { text in
        keys.firstKey(equalTo: index, nodes: nodes, text: text)
      }
    }
    if let first = found {
      let key = string(of: keyNode)
      let firstNode = nodes[first]
      problems.append(
        error(
          .duplicateKey, "duplicate key '\(key)'", line: Int(nodes[index].line),
          column: Int(nodes[index].column),
          notes: [
            Diagnostic.Note(
              "'\(key)' first appears here",
              at: SourceLocation(
                file: file, line: Int(firstNode.line), column: Int(firstNode.column))
            )
          ]))
    }
  }

  /// The text of a scalar, or of the scalar an alias refers to.
  private func string(of scalar: Int) -> String {
    var raw = nodes[scalar]
    if raw.kind == .alias { raw = nodes[Int(raw.a)] }
    return String(decoding: text[Int(raw.a)..<Int(raw.a + raw.b)], as: UTF8.self)
  }
}

extension Int {
  /// 1000000 -> "1,000,000", for limits in messages.
  var grouped: String {
    let digits = Array(String(self))
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}
