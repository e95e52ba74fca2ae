import Foundation

/// Prints diagnostics as a SARIF 2.1.0 log, the format code-scanning services
/// (GitHub code scanning, Azure DevOps, IDE viewers) read.
///
/// One run; its tool lists every `DiagnosticCode` as a rule, so each result
/// points at its rule by id and by index. Notes become related locations.
/// Relative paths stay relative, resolved against the `SRCROOT` base, and
/// columns count Unicode scalars (`columnKind` `unicodeCodePoints`), as
/// `SourceLocation` does. Output is deterministic: keys sorted, results in
/// `Diagnostic.printOrder`.
public struct SARIFDiagnosticRenderer {
  /// The published OASIS schema of SARIF 2.1.0, written as `$schema`.
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"
  /// The `uriBaseId` of relative paths: the directory the paths are relative to.
  public static let sourceRoot = "SRCROOT"

  /// The version of flowc, written as `tool.driver.version`.
  public var toolVersion: String

  public init(toolVersion: String) {
    self.toolVersion = toolVersion
  }

  /// The whole log, ending in a newline.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    let driver = Driver(
      name: "flowc", version: toolVersion, rules: DiagnosticCode.allCases.map(Self.rule))
    let run = Run(
      tool: Tool(driver: driver), columnKind: "unicodeCodePoints",
      results: diagnostics.sorted(by: Diagnostic.printOrder).map(Self.result))
    return encodeDeterministically(Log(schema: Self.schemaURI, version: "2.1.0", runs: [run]))
      + "\n"
  }

  /// The rule of a code: its id, its summary and its default level.
  static func rule(_ code: DiagnosticCode) -> Rule {
    Rule(
      id: code.rawValue, shortDescription: Message(text: code.summary),
      defaultConfiguration: Configuration(level: level(code.defaultSeverity)))
  }

  /// The result of a diagnostic; its notes are related locations, numbered from 0.
  static func result(_ diagnostic: Diagnostic) -> Result {
    let related = diagnostic.notes.enumerated().map { index, note in
      Location(
        id: index, physicalLocation: note.location.map(physical),
        message: Message(text: note.message))
    }
    return Result(
      ruleId: diagnostic.code.rawValue,
      ruleIndex: DiagnosticCode.allCases.firstIndex(of: diagnostic.code) ?? -1,
      level: level(diagnostic.severity),
      message: Message(text: diagnostic.message),
      locations: diagnostic.location.map { [Location(physicalLocation: physical($0))] } ?? [],
      relatedLocations: related.isEmpty ? nil : related,
      properties: diagnostic.subject.map { Properties(flow: $0.flow, step: $0.node) })
  }

  /// SARIF's levels are named as flowc's severities are.
  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    }
  }

  static func physical(_ location: SourceLocation) -> PhysicalLocation {
    PhysicalLocation(
      artifactLocation: artifactLocation(location.file),
      region: region(line: location.line, column: location.column))
  }

  /// The schema counts lines and columns from 1: a position without a line
  /// gets no region, and one without a column only its line.
  static func region(line: Int, column: Int) -> Region? {
    guard line >= 1 else { return nil }
    return Region(startLine: line, startColumn: column >= 1 ? column : nil)
  }

  /// A path as a URI reference: relative paths stay relative, against `SRCROOT`;
  /// absolute ones become `file://` URIs. Characters a URI cannot hold are
  /// percent-encoded, and so is `:` in a relative path, where it would read as a scheme.
  static func artifactLocation(_ path: String) -> ArtifactLocation {
    if path.hasPrefix("/") {
      let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
      return ArtifactLocation(uri: "file://" + encoded, uriBaseId: nil)
    }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return ArtifactLocation(uri: encoded, uriBaseId: sourceRoot)
  }

  // MARK: The log: only the SARIF objects and properties flowc fills in

  struct Log: Codable, Equatable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Codable, Equatable {
    var tool: Tool
    var columnKind: String
    var results: [Result]
  }

  struct Tool: Codable, Equatable {
    var driver: Driver
  }

  struct Driver: Codable, Equatable {
    var name: String
    var version: String
    var rules: [Rule]
  }

  struct Rule: Codable, Equatable {
    var id: String
    var shortDescription: Message
    var defaultConfiguration: Configuration
  }

  struct Configuration: Codable, Equatable {
    var level: String
  }

  /// A SARIF result (not `Swift.Result`).
  struct Result: Codable, Equatable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var relatedLocations: [Location]?
    /// The flow and step a diagnostic is about, as `flow` and `step`.
    var properties: Properties?
  }

  struct Message: Codable, Equatable {
    var text: String
  }

  struct Location: Codable, Equatable {
    var id: Int?
    var physicalLocation: PhysicalLocation?
    var message: Message?
  }

  struct PhysicalLocation: Codable, Equatable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Codable, Equatable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Codable, Equatable {
    var startLine: Int
    var startColumn: Int?
  }

  struct Properties: Codable, Equatable {
    var flow: String
    var step: String?
  }
}
