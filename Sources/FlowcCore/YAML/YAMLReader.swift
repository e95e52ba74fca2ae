import CYAML

/// Bounds on what a YAML file may cost beyond its size.
public struct YAMLLimits: Sendable {
  /// Deepest nesting of sequences and mappings. libyaml has no limit of its own
  /// and takes quadratic time on deeply nested flow collections.
  public var maxDepth: Int
  /// Most nodes that aliases may stand for, counted as if every alias were
  /// expanded ("billion laughs" input stays cheap to reject).
  public var maxAliasExpansion: Int

  public init(maxDepth: Int = 512, maxAliasExpansion: Int = 1_000_000) {
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
  }
}

/// How strictly to read a stream.
public struct YAMLReadOptions: Sendable {
  public var limits: YAMLLimits
  /// Accept more than one document (specs hold exactly one).
  public var allowsMultipleDocuments: Bool
  /// Report a mapping key that repeats an earlier key of the same mapping.
  public var reportsDuplicateKeys: Bool

  public init(
    limits: YAMLLimits = YAMLLimits(), allowsMultipleDocuments: Bool = false,
    reportsDuplicateKeys: Bool = true
  ) {
    self.limits = limits
    self.allowsMultipleDocuments = allowsMultipleDocuments
    self.reportsDuplicateKeys = reportsDuplicateKeys
  }
}

/// What went wrong reading YAML, at the position it went wrong.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// libyaml rejected the input (its problem text is the message).
    case syntax
    /// A mapping repeats a key (not fatal: reading goes on).
    case duplicateKey
    /// A second document in a stream that may hold one.
    case extraDocument
    /// An alias names no anchor, or the node that contains it.
    case badAlias
    /// Nesting or alias expansion beyond `YAMLLimits`.
    case limit
  }

  public var kind: Kind
  public var message: String
  public var location: SourceLocation
  public var notes: [Diagnostic.Note]

  public var description: String { "\(location): \(message)" }
}

/// The result of reading a stream: its nodes, and the problems that did not stop reading.
public struct YAMLReadResult: Sendable {
  public var tree: YAMLTree
  /// Duplicate keys, in the order they were found.
  public var problems: [YAMLError]
}

/// Reads YAML through libyaml into a `YAMLTree`. The only code that touches libyaml.
public enum YAMLReader {
  /// Reads a whole stream. Throws the first fatal problem.
  public static func read(
    _ source: SourceFile, options: YAMLReadOptions = YAMLReadOptions()
  ) throws(YAMLError) -> YAMLReadResult {
    var builder = TreeBuilder(file: source.path, options: options, sourceBytes: source.bytes)
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else {
      throw builder.error(.syntax, "out of memory", line: 1, column: 1)
    }
    defer { yaml_parser_delete(parser) }

    // libyaml keeps a pointer to the input, so the buffer stays pinned for the whole
    // loop. It also asserts on a null pointer, which an empty array may have.
    let length = source.bytes.count
    let input = length == 0 ? [0] : source.bytes
    let outcome: Result<Void, YAMLError> = input.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(parser, buffer.baseAddress, length)
      var event = yaml_event_t()
      while true {
        guard yaml_parser_parse(parser, &event) == 1 else {
          return .failure(builder.libyamlError(parser.pointee))
        }
        defer { yaml_event_delete(&event) }
        do throws(YAMLError) {
          if try !builder.consume(event) { return .success(()) }
        } catch {
          return .failure(error)
        }
      }
    }
    try outcome.get()
    return YAMLReadResult(tree: builder.finish(), problems: builder.problems)
  }
}

/// The one-pass event consumer behind `YAMLReader`.
private struct TreeBuilder {
  let file: String
  let options: YAMLReadOptions
  let sourceBytes: [UInt8]

  var nodes: [RawNode] = []
  var text: [UInt8] = []
  var tags: [RawTags] = []
  var documents: [YAMLDocument] = []
  var problems: [YAMLError] = []

  /// A collection whose end event has not come yet.
  struct Open {
    var index: Int
    var isMapping: Bool
    var childCount = 0
    /// `expanded` when the collection started, to know its own expanded size at the end.
    var expandedAtStart: Int
    /// Key nodes as written (an alias stays an alias, for its position), for duplicate detection.
    /// Once a mapping has 16 keys, `keysByHash` maps the hash of each key's text
    /// to its first key, and `keys` keeps only keys whose hash another text took.
    var keys: [Int] = []
    var keysByHash: [UInt64: Int]? = nil
  }
  var stack: [Open] = []
  var anchors: [String: Int] = [:]
  var documentStart: (explicit: Bool, line: Int, column: Int)?
  var root: Int?
  /// Nodes seen so far, counting each alias as the size of what it stands for.
  var expanded = 0
  /// Nodes that aliases stood for so far (checked against the limit).
  var aliasExpansion = 0

  init(file: String, options: YAMLReadOptions, sourceBytes: [UInt8]) {
    self.file = file
    self.options = options
    self.sourceBytes = sourceBytes
  }

  func finish() -> YAMLTree {
    YAMLTree(file: file, documents: documents, nodes: nodes, text: text, tags: tags)
  }

  func error(
    _ kind: YAMLError.Kind, _ message: String, line: Int, column: Int, notes: [Diagnostic.Note] = []
  ) -> YAMLError {
    YAMLError(
      kind: kind, message: message,
      location: SourceLocation(file: file, line: line, column: column), notes: notes)
  }

  func location(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
  }

  /// Turns libyaml's error state into a `YAMLError` with its problem text and position.
  func libyamlError(_ parser: yaml_parser_t) -> YAMLError {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    var message = problem
    let position: (line: Int, column: Int)
    if parser.error == YAML_READER_ERROR {
      // Reader errors (bad UTF-8, control characters) carry a byte offset, not a mark.
      var offsetPosition = LineTable(sourceBytes).position(ofOffset: parser.problem_offset)
      // libyaml's columns do not count a byte order mark; LineTable's do.
      if offsetPosition.line == 1, hasByteOrderMark, parser.problem_offset >= 3 {
        offsetPosition.column -= 1
      }
      position = offsetPosition
      if parser.problem_value != -1 {
        // The value is an octet for UTF-8 problems, a code point for the others.
        let isOctet = problem.contains("octet")
        var hex = String(parser.problem_value, radix: 16, uppercase: true)
        hex = String(repeating: "0", count: max(0, (isOctet ? 2 : 4) - hex.count)) + hex
        message += isOctet ? " (byte 0x\(hex))" : " (U+\(hex))"
      }
    } else {
      position = (parser.problem_mark.line + 1, parser.problem_mark.column + 1)
    }
    var notes: [Diagnostic.Note] = []
    if parser.error != YAML_READER_ERROR, let context = parser.context {
      let contextLocation = location(parser.context_mark)
      if (contextLocation.line, contextLocation.column) != position {
        notes.append(Diagnostic.Note(String(cString: context), at: contextLocation))
      }
    }
    if isTab(line: position.line, column: position.column) {
      notes.append(Diagnostic.Note("YAML does not allow tabs for indentation; indent with spaces"))
    }
    return error(.syntax, message, line: position.line, column: position.column, notes: notes)
  }

  /// Whether the input starts with a UTF-8 byte order mark (libyaml skips it).
  private var hasByteOrderMark: Bool { sourceBytes.starts(with: [0xEF, 0xBB, 0xBF]) }

  private func isTab(line: Int, column: Int) -> Bool {
    guard var bytes = LineTable(sourceBytes).bytes(ofLine: line) else { return false }
    if line == 1, hasByteOrderMark { bytes = bytes.dropFirst(3) }
    let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
    guard column >= 1, column <= scalars.count else { return false }
    return scalars[scalars.index(scalars.startIndex, offsetBy: column - 1)] == "\t"
  }

  // MARK: Events

  /// Takes one event; returns false at the end of the stream.
  mutating func consume(_ event: yaml_event_t) throws(YAMLError) -> Bool {
    switch event.type {
    case YAML_STREAM_END_EVENT:
      return false
    case YAML_DOCUMENT_START_EVENT:
      let start = location(event.start_mark)
      if !documents.isEmpty, !options.allowsMultipleDocuments {
        throw error(
          .extraDocument, "a spec file holds one YAML document; a second one starts here",
          line: start.line, column: start.column)
      }
      documentStart = (event.data.document_start.implicit == 0, start.line, start.column)
      anchors.removeAll(keepingCapacity: true)
    case YAML_DOCUMENT_END_EVENT:
      documents.append(
        YAMLDocument(
          rootIndex: root ?? 0, hasExplicitStart: documentStart?.explicit ?? false,
          hasExplicitEnd: event.data.document_end.implicit == 0))
      root = nil
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let (offset, _) = try appendText(scalar.value, scalar.length, at: event.start_mark)
      let style: YAMLNode.ScalarStyle =
        switch scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
      let index = try append(
        .scalar, style: style.rawValue, event: event, anchor: scalar.anchor, tag: scalar.tag,
        a: offset, b: UInt32(scalar.length))
      expanded += 1
      added(index)
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      if stack.count >= options.limits.maxDepth {
        let start = location(event.start_mark)
        throw error(
          .limit, "collections nest deeper than \(options.limits.maxDepth) levels",
          line: start.line, column: start.column)
      }
      let flow =
        isMapping
        ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
        : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
      let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
      let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
      let index = try append(
        isMapping ? .mapping : .sequence, style: flow ? 1 : 0, event: event, anchor: anchor,
        tag: tag, a: 0, b: 0)
      stack.append(Open(index: index, isMapping: isMapping, expandedAtStart: expanded))
      expanded += 1
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      let open = stack.removeLast()
      let size = expanded - open.expandedAtStart
      nodes[open.index].a = UInt32(nodes.count)
      nodes[open.index].b = UInt32(clamping: size)
      added(open.index)
    case YAML_ALIAS_EVENT:
      let name = String(cString: event.data.alias.anchor)
      let start = location(event.start_mark)
      guard let target = anchors[name] else {
        throw error(
          .badAlias, "alias '*\(name)' refers to no anchor", line: start.line, column: start.column)
      }
      if stack.contains(where: { $0.index == target }) {
        throw error(
          .badAlias, "alias '*\(name)' refers to a node that contains it",
          line: start.line, column: start.column)
      }
      let targetNode = nodes[target]
      let size = targetNode.kind == .scalar ? 1 : Int(targetNode.b)
      aliasExpansion += size
      if aliasExpansion > options.limits.maxAliasExpansion {
        throw error(
          .limit,
          "aliases expand to more than \(options.limits.maxAliasExpansion.formatted) nodes; "
            + "'*\(name)' goes past the limit",
          line: start.line, column: start.column)
      }
      let index = try nextIndex(event)
      var raw = RawNode(
        kind: .alias, style: 0, tags: -1, line: UInt32(start.line), column: UInt32(start.column),
        a: UInt32(target), b: 0)
      raw.tags = Int32(tags.count)
      var entry = RawTags()
      (entry.anchorOffset, entry.anchorLength) = try appendText(
        event.data.alias.anchor, strlen(event.data.alias.anchor), at: event.start_mark)
      tags.append(entry)
      nodes.append(raw)
      expanded += size
      added(index, resolvedKey: target)
    default:
      break  // STREAM_START, NO_EVENT
    }
    return true
  }

  /// The index the next node gets. Indices (and tag entries) must fit in 32 bits.
  private func nextIndex(_ event: yaml_event_t) throws(YAMLError) -> Int {
    guard nodes.count < Int(Int32.max) else {
      let start = location(event.start_mark)
      throw error(.limit, "too many YAML nodes", line: start.line, column: start.column)
    }
    return nodes.count
  }

  /// Appends a node (registering its anchor) and returns its index.
  private mutating func append(
    _ kind: YAMLNode.Kind, style: UInt8, event: yaml_event_t,
    anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
    a: UInt32, b: UInt32
  ) throws(YAMLError) -> Int {
    let index = try nextIndex(event)
    var raw = RawNode(
      kind: kind, style: style, tags: -1, line: UInt32(event.start_mark.line + 1),
      column: UInt32(event.start_mark.column + 1), a: a, b: b)
    if anchor != nil || tag != nil {
      var entry = RawTags()
      if let anchor {
        (entry.anchorOffset, entry.anchorLength) = try appendText(
          anchor, strlen(anchor), at: event.start_mark)
        anchors[String(cString: anchor)] = index
      }
      if let tag {
        (entry.tagOffset, entry.tagLength) = try appendText(tag, strlen(tag), at: event.start_mark)
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
    _ pointer: UnsafePointer<yaml_char_t>?, _ length: Int, at mark: yaml_mark_t
  ) throws(YAMLError) -> (UInt32, UInt32) {
    guard text.count + length <= Int(UInt32.max) else {
      let start = location(mark)
      throw error(
        .limit, "the YAML text is too large (4 GiB or more)", line: start.line,
        column: start.column)
    }
    let offset = UInt32(text.count)
    if let pointer, length > 0 {
      text.append(contentsOf: UnsafeBufferPointer(start: pointer, count: length))
    }
    return (offset, UInt32(length))
  }

  private mutating func appendText(
    _ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int, at mark: yaml_mark_t
  ) throws(YAMLError) -> (UInt32, UInt32) {
    try appendText(UnsafePointer(pointer), length, at: mark)
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
    if let first = Self.firstKey(equalTo: index, in: &stack[parent], nodes: nodes, text: text) {
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
  private func bytes(of scalar: Int) -> ArraySlice<UInt8> {
    var raw = nodes[scalar]
    if raw.kind == .alias { raw = nodes[Int(raw.a)] }
    return text[Int(raw.a)..<Int(raw.a + raw.b)]
  }

  /// The earlier key with the same text, if any; remembers `key` otherwise.
  ///
  /// Keys are equal when their bytes are (as YAML compares them, without Unicode
  /// normalization). Small mappings compare with each earlier key; from 16 keys on,
  /// a table of the keys' hashes takes over.
  private static func firstKey(
    equalTo key: Int, in open: inout Open, nodes: [RawNode], text: [UInt8]
  ) -> Int? {
    text.withUnsafeBufferPointer { text in
      func bytes(_ node: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        var raw = nodes[node]
        if raw.kind == .alias { raw = nodes[Int(raw.a)] }
        return text[Int(raw.a)..<Int(raw.a + raw.b)]
      }
      let keyBytes = bytes(key)
      func same(_ other: Int) -> Bool { bytes(other).elementsEqual(keyBytes) }
      // FNV-1a: cheap, and good enough to make collisions rare.
      func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
      }
      if open.keysByHash == nil, open.keys.count >= 16 {
        var table: [UInt64: Int] = [:]
        var collisions: [Int] = []
        for earlier in open.keys {
          let earlierHash = hash(bytes(earlier))
          if table[earlierHash] == nil {
            table[earlierHash] = earlier
          } else {
            collisions.append(earlier)
          }
        }
        open.keysByHash = table
        open.keys = collisions
      }
      guard open.keysByHash != nil else {
        if let first = open.keys.first(where: same) { return first }
        open.keys.append(key)
        return nil
      }
      // Large mappings: one slot per hash; keys whose hash is taken by other text go to `keys`.
      let keyHash = hash(keyBytes)
      if let candidate = open.keysByHash?[keyHash] {
        if same(candidate) { return candidate }
        if let first = open.keys.first(where: same) { return first }
        open.keys.append(key)
        return nil
      }
      open.keysByHash?[keyHash] = key
      return nil
    }
  }

  private func string(of scalar: Int) -> String {
    String(decoding: bytes(of: scalar), as: UTF8.self)
  }
}

extension Int {
  /// 1000000 -> "1,000,000", for limits in messages.
  var formatted: String {
    let digits = Array(String(self))
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}
