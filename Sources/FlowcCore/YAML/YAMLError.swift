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
    /// An invisible bidirectional control in the source (not fatal).
    case bidirectionalControl
  }

  public var kind: Kind
  public var message: String
  public var location: SourceLocation
  public var notes: [Diagnostic.Note]

  public var description: String { "\(location): \(message)" }
}

extension Diagnostic {
  /// A YAML-layer problem as a diagnostic: duplicate keys are schema errors,
  /// bidirectional controls `bidi-control`, everything else (libyaml's errors,
  /// limits, aliases, extra documents) `yaml-syntax`.
  public init(_ error: YAMLError) {
    let code: DiagnosticCode =
      switch error.kind {
      case .duplicateKey: .schema
      case .bidirectionalControl: .bidiControl
      default: .yamlSyntax
      }
    self.init(code, error.message, at: error.location, notes: error.notes)
  }
}
