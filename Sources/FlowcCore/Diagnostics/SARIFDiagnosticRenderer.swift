import Foundation

/// Prints diagnostics as a SARIF 2.1.0 log, the format code-scanning services
/// (GitHub code scanning, Azure DevOps, IDE viewers) read.
///
/// One run; its tool lists every `DiagnosticCode` as a rule (with a full
/// description and help in text and Markdown), so each result points at its
/// rule by id and by index. What GitHub code scanning needs besides the schema:
///
/// - artifact URIs relative to the repository root (`SRCROOT`, declared in
///   `originalUriBaseIds`), normalised (`./a/../a/x` is `a/x`), so one file
///   has one name on every run;
/// - `partialFingerprints.primaryLocationLineHash` on every result: a hash of
///   the code, the file, the message and the text of the line (not its number),
///   so an upload through the API matches the alerts of earlier runs even
///   when lines move;
/// - regions with `endLine` and `endColumn` (the token at the position, read
///   from the source), columns in Unicode scalars (`columnKind`
///   `unicodeCodePoints`), as `SourceLocation` counts them;
/// - notes as related locations, linked from the message (`[text](id)`);
/// - no `locations` key on a result without a location (an empty array
///   makes GitHub reject the file);
/// - links only as absolute URIs: each rule's `helpUri` and the tool's
///   `informationUri` point into flowc's repository (`FlowcRelease.repository`),
///   and are left out when it is unknown, since a relative link would resolve
///   against the repository of whoever uploads the log.
///
/// Output is deterministic: keys sorted, results in `Diagnostic.printOrder`.
public struct SARIFDiagnosticRenderer {
  /// The published OASIS schema of SARIF 2.1.0, written as `$schema`.
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"
  /// The `uriBaseId` of relative paths: the repository root.
  public static let sourceRoot = "SRCROOT"
  /// The key of the fingerprint GitHub code scanning matches results by.
  public static let fingerprintKey = "primaryLocationLineHash"

  /// The version of flowc, written as `tool.driver.version`.
  public var toolVersion: String
  /// The directory relative paths of diagnostics are relative to (absolute).
  public var workingDirectory: String
  /// The repository root (absolute): `SRCROOT`, which URIs are relative to.
  public var repositoryRoot: String
  /// Most results written; a tool notification counts the others.
  public var maxDiagnostics: Int
  /// The address of flowc's repository (`https://github.com/owner/flowc`),
  /// which rules' help links into; nil leaves links out.
  public var repository: String?
  private let sources: SourceLines

  /// - Parameters:
  ///   - sources: The files read, for fingerprints and region ends; a file
  ///     not among them is read from disk when a diagnostic points into it.
  ///   - workingDirectory: Defaults to the process's current directory.
  ///   - repositoryRoot: Defaults to the nearest directory holding `.git` at
  ///     or above `workingDirectory`, else `workingDirectory`.
  ///   - repository: Where flowc's documentation is published; defaults to
  ///     `FlowcRelease.repository`.
  public init(
    toolVersion: String, sources: [SourceFile] = [], workingDirectory: String? = nil,
    repositoryRoot: String? = nil, maxDiagnostics: Int = Diagnostic.maxPrinted,
    repository: String? = FlowcRelease.repository
  ) {
    self.toolVersion = toolVersion
    self.maxDiagnostics = maxDiagnostics
    self.repository = repository.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    let cwd = workingDirectory ?? FileManager.default.currentDirectoryPath
    self.workingDirectory = cwd
    self.repositoryRoot = repositoryRoot ?? Self.repositoryRoot(containing: cwd)
    self.sources = SourceLines(sources, readsMissingFiles: true)
  }

  /// The whole log, ending in a newline.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    let driver = Driver(
      name: "flowc", version: toolVersion, informationUri: repository,
      rules: DiagnosticCode.allCases.map { Self.rule($0, repository: repository) })
    var occurrences: [String: Int] = [:]
    let (shown, omitted) = Diagnostic.printed(diagnostics, limit: maxDiagnostics)
    let results = shown.map { diagnostic in
      var result = self.result(diagnostic)
      let hash = fingerprint(diagnostic)
      occurrences[hash, default: 0] += 1
      result.partialFingerprints = [Self.fingerprintKey: "\(hash):\(occurrences[hash]!)"]
      return result
    }
    let root = Self.directoryURI(repositoryRoot)
    let run = Run(
      tool: Tool(driver: driver),
      originalUriBaseIds: [
        Self.sourceRoot: OriginalURIBase(
          uri: root, description: Message(text: "The root of the repository."))
      ],
      columnKind: "unicodeCodePoints", results: results,
      invocations: omitted > 0
        ? [
          Invocation(
            executionSuccessful: true,
            toolExecutionNotifications: [
              Notification(
                level: "note", message: Message(text: Diagnostic.omittedSentence(omitted)))
            ])
        ] : nil)
    return encodeDeterministically(Log(schema: Self.schemaURI, version: "2.1.0", runs: [run]))
      + "\n"
  }

  /// The rule of a code: its id, its summary, a full description, help and
  /// its default level. With the address of flowc's `repository`, the help
  /// links the code's section of the spec format reference there (`helpUri`);
  /// without it, the help names the section and links nothing.
  static func rule(_ code: DiagnosticCode, repository: String?) -> Rule {
    let severity = code.defaultSeverity.rawValue
    let full =
      "\(code.summary) Reported as \(severity == "error" ? "an error" : "a warning")"
      + (code.isReportedByGeneration ? " by flowc generate." : " by flowc check and generate.")
    let uri = repository.map { helpURI(code, repository: $0) }
    let help: Help
    if let uri {
      help = Help(
        text: "\(code.summary) The reference lists every case of '\(code.rawValue)' with a spec "
          + "that triggers it: \(uri)",
        markdown: "**\(code.rawValue)** (\(severity)): \(code.summary)\n\n"
          + "Every case, with a spec that triggers it: [\(code.rawValue) in the spec format "
          + "reference](\(uri)).")
    } else {
      let section =
        "'\(code.rawValue)' in section 16 (Diagnostics) of flowc's spec format reference"
      help = Help(
        text: "\(code.summary) Every case of '\(code.rawValue)', with a spec that triggers it, is "
          + "listed under \(section) (docs/spec-format.md).",
        markdown: "**\(code.rawValue)** (\(severity)): \(code.summary)\n\n"
          + "Every case, with a spec that triggers it, is listed under \(section) "
          + "(`docs/spec-format.md`).")
    }
    return Rule(
      id: code.rawValue, shortDescription: Message(text: code.summary),
      fullDescription: Message(text: full), help: help, helpUri: uri,
      defaultConfiguration: Configuration(level: level(code.defaultSeverity)))
  }

  /// The code's section of the spec format reference on the main branch of
  /// `repository` (GitHub's layout): its heading, which for warnings says so.
  static func helpURI(_ code: DiagnosticCode, repository: String) -> String {
    let anchor = code.rawValue + (code.defaultSeverity == .warning ? "-warning" : "")
    return "\(repository)/blob/main/docs/spec-format.md#\(anchor)"
  }

  /// The result of a diagnostic; its notes are related locations, numbered
  /// from 0, and those with a location are linked from the message.
  func result(_ diagnostic: Diagnostic) -> Result {
    let related = diagnostic.notes.enumerated().map { index, note in
      Location(
        id: index, physicalLocation: note.location.map(physical),
        message: Message(text: note.message))
    }
    return Result(
      ruleId: diagnostic.code.rawValue,
      ruleIndex: DiagnosticCode.allCases.firstIndex(of: diagnostic.code) ?? -1,
      level: Self.level(diagnostic.severity),
      message: Message(text: Self.messageText(diagnostic)),
      locations: diagnostic.location.map { [Location(physicalLocation: physical($0))] },
      relatedLocations: related.isEmpty ? nil : related,
      properties: diagnostic.subject.map { Properties(flow: $0.flow, step: $0.node) })
  }

  /// The message, and when notes have locations, a sentence linking them
  /// (`[first defined here](0)`). With links in it, `\`, `[` and `]` of the
  /// plain text are escaped with a backslash, as SARIF's message syntax requires.
  static func messageText(_ diagnostic: Diagnostic) -> String {
    let linked = diagnostic.notes.enumerated().filter { $0.element.location != nil }
    guard !linked.isEmpty else { return diagnostic.message }
    func escaped(_ text: String) -> String {
      var out = ""
      for character in text {
        if character == "\\" || character == "[" || character == "]" { out.append("\\") }
        out.append(character)
      }
      return out
    }
    let links = linked.map { "[\(escaped($0.element.message))](\($0.offset))" }
    return escaped(diagnostic.message) + "\nSee: " + links.joined(separator: "; ")
  }

  /// SARIF's levels are named as flowc's severities are.
  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    }
  }

  func physical(_ location: SourceLocation) -> PhysicalLocation {
    let end = sources.tokenEnd(of: location)
    return PhysicalLocation(
      artifactLocation: artifactLocation(location.file),
      region: Self.region(line: location.line, column: location.column, lastColumn: end))
  }

  /// The schema counts lines and columns from 1: a position without a line
  /// gets no region, and one without a column only its line. `lastColumn`
  /// is the token's last column; `endColumn` is the one after it, as SARIF
  /// counts.
  static func region(line: Int, column: Int, lastColumn: Int? = nil) -> Region? {
    guard line >= 1 else { return nil }
    guard column >= 1 else { return Region(startLine: line, endLine: line) }
    return Region(
      startLine: line, startColumn: column, endLine: line,
      endColumn: lastColumn.map { max($0, column) + 1 })
  }

  /// The fingerprint of a diagnostic, without its occurrence number: FNV-1a
  /// of the code, the normalised file, the message and the trimmed text of
  /// its line, in hexadecimal.
  func fingerprint(_ diagnostic: Diagnostic) -> String {
    var parts = [diagnostic.code.rawValue, diagnostic.message]
    if let location = diagnostic.location {
      parts.append(artifactLocation(location.file).uri)
      let line = sources.line(location.line, of: location.file) ?? ""
      parts.append(line.trimmingCharacters(in: .whitespaces))
    }
    return Self.fnv1a(parts.joined(separator: "\u{0}"))
  }

  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A path as a URI reference. A path inside the repository (relative
  /// ones against the working directory) becomes relative to the root,
  /// against `SRCROOT`, normalised; others become `file://` URIs. Characters
  /// a URI cannot hold are percent-encoded, and so is `:` in a relative path,
  /// where it would read as a scheme.
  func artifactLocation(_ path: String) -> ArtifactLocation {
    guard let relative = repositoryPath(path) else {
      let absolute = Self.normalise(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
      let encoded = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
      return ArtifactLocation(uri: "file://" + (encoded ?? absolute), uriBaseId: nil)
    }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(":")
    let encoded = relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    return ArtifactLocation(uri: encoded, uriBaseId: Self.sourceRoot)
  }

  /// The path of a file from the repository root, normalised; nil for a file
  /// outside the repository.
  func repositoryPath(_ path: String) -> String? {
    let absolute = Self.normalise(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    let root = Self.normalise(repositoryRoot)
    let prefix = root == "/" ? "/" : root + "/"
    guard absolute.hasPrefix(prefix) else { return nil }
    return String(absolute.dropFirst(prefix.count))
  }

  /// An absolute path without `.`, `..` or empty components (lexically: no
  /// symbolic links are followed).
  static func normalise(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// A directory as a `file://` URI ending in `/`, as `originalUriBaseIds` needs.
  static func directoryURI(_ directory: String) -> String {
    let path = normalise(directory)
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return "file://" + encoded + (encoded.hasSuffix("/") ? "" : "/")
  }

  /// The nearest directory at or above `directory` that holds `.git` (a
  /// folder, or a file in a worktree); `directory` itself if none does.
  static func repositoryRoot(containing directory: String) -> String {
    var current = normalise(directory)
    while true {
      if FileManager.default.fileExists(atPath: current + "/.git") { return current }
      guard current != "/" else { return normalise(directory) }
      current = (current as NSString).deletingLastPathComponent
    }
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
    var originalUriBaseIds: [String: OriginalURIBase]
    var columnKind: String
    var results: [Result]
    /// Present only when results were left out: a notification counts them.
    var invocations: [Invocation]? = nil
  }

  struct Invocation: Codable, Equatable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }

  struct Notification: Codable, Equatable {
    var level: String
    var message: Message
  }

  struct OriginalURIBase: Codable, Equatable {
    var uri: String
    var description: Message
  }

  struct Tool: Codable, Equatable {
    var driver: Driver
  }

  struct Driver: Codable, Equatable {
    var name: String
    var version: String
    /// flowc's repository; absent when it is unknown.
    var informationUri: String? = nil
    var rules: [Rule]
  }

  struct Rule: Codable, Equatable {
    var id: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Help
    /// The code's section of the reference, absolute; absent without a repository.
    var helpUri: String? = nil
    var defaultConfiguration: Configuration
  }

  struct Help: Codable, Equatable {
    var text: String
    var markdown: String
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
    /// Absent, never empty, for a diagnostic without a location.
    var locations: [Location]?
    var relatedLocations: [Location]?
    var partialFingerprints: [String: String]?
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
    var endLine: Int?
    var endColumn: Int?
  }

  struct Properties: Codable, Equatable {
    var flow: String
    var step: String?
  }
}

/// The lines of the files diagnostics point into, and the extent of the
/// token at a position: what SARIF regions and GitHub annotations end at.
///
/// Each file's line table is built once, on first use (a file not given is
/// read from disk then), so a run with many diagnostics stays linear.
final class SourceLines {
  private var files: [String: [UInt8]] = [:]
  private var tables: [String: LineTable?] = [:]
  private let readsMissingFiles: Bool

  init(_ sources: [SourceFile], readsMissingFiles: Bool) {
    for source in sources where files[source.path] == nil { files[source.path] = source.bytes }
    self.readsMissingFiles = readsMissingFiles
  }

  private func table(_ file: String) -> LineTable? {
    if let cached = tables[file] { return cached }
    let bytes = files[file] ?? (readsMissingFiles ? (try? SourceFile.read(path: file))?.bytes : nil)
    let table = bytes.map(LineTable.init)
    tables[file] = table
    return table
  }

  /// The text of 1-based line `line` of `file`, without its break; nil when
  /// the file cannot be read or has no such line.
  func line(_ line: Int, of file: String) -> String? {
    guard let slice = table(file)?.bytes(ofLine: line) else { return nil }
    return String(decoding: slice, as: UTF8.self)
  }

  /// The last column (1-based, in Unicode scalars) of the token that starts
  /// at `location`; nil when the line is unknown.
  func tokenEnd(of location: SourceLocation) -> Int? {
    guard location.line >= 1, location.column >= 1,
      let text = line(location.line, of: location.file)
    else { return nil }
    return Self.tokenEnd(in: Array(text.unicodeScalars), from: location.column)
  }

  /// The token at 1-based `column` of a line: a quoted scalar to its closing
  /// quote, a flow collection to its closing bracket, a plain scalar up to
  /// `: `, ` #`, `,`, `]` or `}` (trailing blanks dropped). Its last column;
  /// `column` itself past the end of the line.
  static func tokenEnd(in line: [Unicode.Scalar], from column: Int) -> Int {
    let start = column - 1
    guard start < line.count else { return column }
    var i = start
    switch line[start] {
    case "\"", "'":
      let quote = line[start]
      i += 1
      while i < line.count {
        if quote == "\"" && line[i] == "\\" {
          i += 2
          continue
        }
        if line[i] == quote {
          if quote == "'" && i + 1 < line.count && line[i + 1] == "'" {
            i += 2
            continue
          }
          return i + 1
        }
        i += 1
      }
      return line.count
    case "[", "{":
      var depth = 0
      while i < line.count {
        if line[i] == "[" || line[i] == "{" { depth += 1 }
        if line[i] == "]" || line[i] == "}" {
          depth -= 1
          if depth == 0 { return i + 1 }
        }
        i += 1
      }
      return line.count
    default:
      while i < line.count {
        let c = line[i]
        if c == "," || c == "]" || c == "}" { break }
        if c == ":" && (i + 1 == line.count || line[i + 1] == " " || line[i + 1] == "\t") {
          break
        }
        if c == "#" && i > start && (line[i - 1] == " " || line[i - 1] == "\t") { break }
        i += 1
      }
      while i > start + 1 && (line[i - 1] == " " || line[i - 1] == "\t") { i -= 1 }
      return max(i, start + 1)
    }
  }
}
