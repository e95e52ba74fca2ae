/// One libyaml event as the tree builder takes it, with no C types: positions
/// are 1-based, and text is borrowed from the event.
///
/// The buffers point into memory libyaml owns: they are valid until the
/// `LibYAMLParser` that produced the event is asked for the next one.
struct YAMLEvent {
  enum Kind {
    case streamStart
    case streamEnd
    /// `isExplicit`: written with `---`.
    case documentStart(isExplicit: Bool)
    /// `isExplicit`: written with `...`.
    case documentEnd(isExplicit: Bool)
    case scalar(YAMLNode.ScalarStyle)
    case sequenceStart(isFlow: Bool)
    case sequenceEnd
    case mappingStart(isFlow: Bool)
    case mappingEnd
    /// `text` is the name of the anchor the alias refers to.
    case alias
    /// libyaml's empty event, which a successful parse does not produce.
    case none
  }

  var kind: Kind
  /// Where the event starts.
  var line: Int
  var column: Int
  /// A scalar's text (it may hold NUL), or an alias's anchor name; empty otherwise.
  var text: UnsafeBufferPointer<UInt8>
  /// The anchor (`&name`) and tag of a scalar or collection.
  var anchor: UnsafeBufferPointer<UInt8>?
  var tag: UnsafeBufferPointer<UInt8>?
}
