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

  public var severity: Severity
  public var code: DiagnosticCode
  public var message: String
  public var location: SourceLocation?
  public var notes: [Note]

  public init(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
    severity: Severity? = nil, notes: [Note] = []
  ) {
    self.code = code
    self.message = message
    self.location = location
    self.severity = severity ?? code.defaultSeverity
    self.notes = notes
  }

  /// The order diagnostics are printed in: by file, line, column, then code.
  public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    switch (lhs.location, rhs.location) {
    case let (l?, r?) where l != r: return l < r
    case (nil, _?): return true
    case (_?, nil): return false
    default: return (lhs.code.rawValue, lhs.message) < (rhs.code.rawValue, rhs.message)
    }
  }
}

/// The stable codes of diagnostics. CI scripts and editors match on these.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, Codable {
  case yamlSyntax = "yaml-syntax"
  case schema = "schema"
  case invalidIdentifier = "invalid-identifier"
  case duplicateName = "duplicate-name"
  case unknownTarget = "unknown-target"
  case unknownType = "unknown-type"
  case unknownFlow = "unknown-flow"
  case flowCycle = "flow-cycle"
  case unreachableStep = "unreachable-step"
  case deadEnd = "dead-end"
  case noExit = "no-exit"
  case typeMismatch = "type-mismatch"
  case nonExhaustive = "non-exhaustive"
  case unknownCase = "unknown-case"
  case notAnEnum = "not-an-enum"
  case gatherUnavailable = "gather-unavailable"
  case gatherField = "gather-field"
  case missingFailure = "missing-failure"
  case linkPattern = "link-pattern"
  case unusedType = "unused-type"

  /// Warnings unless stated otherwise; `--strict` makes warnings fail a run too.
  public var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .noExit, .unusedType: .warning
    default: .error
    }
  }
}
