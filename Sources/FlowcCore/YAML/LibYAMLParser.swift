import CYAML

/// libyaml's parser over one input, the only code that touches libyaml.
///
/// Owns the parser, the event it produced last and a copy of the input (libyaml
/// reads the input in place, so it must not move while the parser lives), and
/// frees all three in `deinit`, as Yams' `Parser` does.
final class LibYAMLParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let event: UnsafeMutablePointer<yaml_event_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  /// `event` holds memory libyaml allocated, to free before the next event.
  private var holdsEvent = false

  /// A parser over `bytes`, or nil when libyaml could not allocate one.
  init?(input bytes: [UInt8]) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    guard yaml_parser_initialize(parser) == 1 else {
      parser.deallocate()
      return nil
    }
    self.parser = parser
    // libyaml asserts on a null input pointer, which an empty array may have.
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    event = .allocate(capacity: 1)
    event.initialize(to: yaml_event_t())
    yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
  }

  deinit {
    if holdsEvent { yaml_event_delete(event) }
    event.deallocate()
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
  }

  /// The next event. Its text stays valid until the next call (or the parser's end).
  ///
  /// Inlined, with `converted` and `YAMLTreeBuilder.consume`, into the reading
  /// loop: as calls they cost 2% more instructions on large specs.
  @inline(__always)
  func nextEvent() throws(LibYAMLProblem) -> YAMLEvent {
    if holdsEvent {
      yaml_event_delete(event)
      holdsEvent = false
    }
    guard yaml_parser_parse(parser, event) == 1 else { throw problem }
    holdsEvent = true
    return Self.converted(event.pointee)
  }

  /// libyaml's error state, copied out.
  private var problem: LibYAMLProblem {
    let state = parser.pointee
    return LibYAMLProblem(
      isReaderError: state.error == YAML_READER_ERROR,
      problem: state.problem.map { String(cString: $0) }, offset: state.problem_offset,
      value: Int(state.problem_value), line: state.problem_mark.line + 1,
      column: state.problem_mark.column + 1, context: state.context.map { String(cString: $0) },
      contextLine: state.context_mark.line + 1, contextColumn: state.context_mark.column + 1)
  }

  @inline(__always)
  private static func converted(_ event: yaml_event_t) -> YAMLEvent {
    var text = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var anchor: UnsafeBufferPointer<UInt8>?
    var tag: UnsafeBufferPointer<UInt8>?
    let kind: YAMLEvent.Kind
    switch event.type {
    case YAML_STREAM_START_EVENT:
      kind = .streamStart
    case YAML_STREAM_END_EVENT:
      kind = .streamEnd
    case YAML_DOCUMENT_START_EVENT:
      kind = .documentStart(isExplicit: event.data.document_start.implicit == 0)
    case YAML_DOCUMENT_END_EVENT:
      kind = .documentEnd(isExplicit: event.data.document_end.implicit == 0)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      text = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
      (anchor, tag) = (string(scalar.anchor), string(scalar.tag))
      kind =
        switch scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .scalar(.singleQuoted)
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .scalar(.doubleQuoted)
        case YAML_LITERAL_SCALAR_STYLE: .scalar(.literal)
        case YAML_FOLDED_SCALAR_STYLE: .scalar(.folded)
        default: .scalar(.plain)
        }
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      (anchor, tag) = (string(start.anchor), string(start.tag))
      kind = .sequenceStart(isFlow: start.style == YAML_FLOW_SEQUENCE_STYLE)
    case YAML_SEQUENCE_END_EVENT:
      kind = .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      (anchor, tag) = (string(start.anchor), string(start.tag))
      kind = .mappingStart(isFlow: start.style == YAML_FLOW_MAPPING_STYLE)
    case YAML_MAPPING_END_EVENT:
      kind = .mappingEnd
    case YAML_ALIAS_EVENT:
      text = string(event.data.alias.anchor) ?? text
      kind = .alias
    default:
      kind = .none
    }
    return YAMLEvent(
      kind: kind, line: event.start_mark.line + 1, column: event.start_mark.column + 1, text: text,
      anchor: anchor, tag: tag)
  }

  /// A NUL-terminated libyaml string (anchor, tag) as bytes.
  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeBufferPointer<
    UInt8
  >? {
    pointer.map { UnsafeBufferPointer(start: $0, count: strlen($0)) }
  }
}
