/// One problem found in a spec: what, how bad, and where.
public struct Diagnostic: Hashable, Sendable {
  public enum Severity: String, Hashable, Sendable, Codable, Comparable {
    case error
    case warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// A secondary position that helps explain the diagnostic ("first defined here").
  public struct Note: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// The flow, and the step or decision, a diagnostic is about: for tools that
  /// group diagnostics by step rather than by line.
  public struct Subject: Hashable, Sendable, Codable {
    public var flow: String
    /// A step or decision id; nil when the diagnostic is about the flow itself.
    public var node: String?

    public init(flow: String, node: String? = nil) {
      self.flow = flow
      self.node = node
    }
  }

  public var severity: Severity
  public var code: DiagnosticCode
  public var message: String
  public var location: SourceLocation?
  public var notes: [Note]
  public var subject: Subject?

  public init(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
    severity: Severity? = nil, notes: [Note] = [], subject: Subject? = nil
  ) {
    self.code = code
    self.message = message
    self.location = location
    self.severity = severity ?? code.defaultSeverity
    self.notes = notes
    self.subject = subject
  }

  /// The order diagnostics are printed in: by file, line, column, then code.
  public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    switch (lhs.location, rhs.location) {
    case (let l?, let r?) where l != r: return l < r
    case (nil, _?): return true
    case (_?, nil): return false
    default: return (lhs.code.rawValue, lhs.message) < (rhs.code.rawValue, rhs.message)
    }
  }

  /// The most diagnostics any format prints: the rest are counted, in a closing
  /// line of text, a note of GitHub, `summary.omitted` of JSON and a tool
  /// notification of SARIF, so output stays bounded whatever the input.
  public static let maxPrinted = 200

  /// The first `limit` of `diagnostics` in print order, and how many are left out.
  public static func printed(_ diagnostics: [Diagnostic], limit: Int = maxPrinted) -> (
    shown: [Diagnostic], omitted: Int
  ) {
    let sorted = diagnostics.sorted(by: printOrder)
    let shown = Array(sorted.prefix(max(limit, 0)))
    return (shown, sorted.count - shown.count)
  }

  /// "and 3 more diagnostics not shown": what closes a capped list.
  public static func omittedSentence(_ count: Int) -> String {
    "and \(count) more diagnostic\(count == 1 ? "" : "s") not shown"
  }
}
