import Foundation

/// Prints diagnostics as one JSON document, for scripts and editors:
///
///     {
///       "diagnostics" : [
///         {
///           "code" : "unknown-target",
///           "column" : 11,
///           "file" : "specs/Login.flow.yaml",
///           "flow" : "Login",
///           "line" : 12,
///           "message" : "'next' names no step, decision, 'finish' or 'cancel': 'sumbit'",
///           "notes" : [ { "message" : "did you mean 'submit'?" } ],
///           "severity" : "error",
///           "step" : "form"
///         }
///       ],
///       "files" : [ "specs/Login.flow.yaml" ],
///       "summary" : { "errors" : 1, "warnings" : 0 },
///       "version" : 1
///     }
///
/// (The real output puts every array element on a line of its own.) The schema
/// is documented in `docs/diagnostics-json.md`; fields are only ever added, so a
/// consumer that ignores unknown keys keeps working. Output is deterministic:
/// keys sorted, diagnostics in `Diagnostic.printOrder`.
public struct JSONDiagnosticRenderer {
  /// The schema version written in `version`; raised only for a breaking change.
  public static let schemaVersion = 1

  /// The paths that were checked, as given: the `files` field.
  public var files: [String]
  /// Most diagnostics written; the others are counted in `summary.omitted`.
  public var maxDiagnostics: Int

  public init(files: [String], maxDiagnostics: Int = Diagnostic.maxPrinted) {
    self.files = files
    self.maxDiagnostics = maxDiagnostics
  }

  /// The whole document, ending in a newline.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    let (shown, omitted) = Diagnostic.printed(diagnostics, limit: maxDiagnostics)
    let document = Document(
      version: Self.schemaVersion,
      files: files,
      summary: Summary(
        errors: diagnostics.count { $0.severity == .error },
        warnings: diagnostics.count { $0.severity == .warning },
        omitted: omitted > 0 ? omitted : nil),
      diagnostics: shown.map(Entry.init)
    )
    return encodeDeterministically(document) + "\n"
  }

  // MARK: The document

  struct Document: Codable, Equatable {
    var version: Int
    var files: [String]
    var summary: Summary
    var diagnostics: [Entry]
  }

  struct Summary: Codable, Equatable {
    var errors: Int
    var warnings: Int
    /// Diagnostics counted in `errors` and `warnings` but left out of
    /// `diagnostics` (after the first `maxDiagnostics`); absent when none were.
    var omitted: Int?
  }

  /// One diagnostic. Optional fields are left out when absent, never `null`.
  struct Entry: Codable, Equatable {
    var severity: Diagnostic.Severity
    var code: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?
    var flow: String?
    var step: String?
    var notes: [Note]

    init(_ diagnostic: Diagnostic) {
      severity = diagnostic.severity
      code = diagnostic.code.rawValue
      message = diagnostic.message
      file = diagnostic.location?.file
      line = diagnostic.location?.line
      column = diagnostic.location?.column
      flow = diagnostic.subject?.flow
      step = diagnostic.subject?.node
      notes = diagnostic.notes.map(Note.init)
    }
  }

  struct Note: Codable, Equatable {
    var message: String
    var file: String?
    var line: Int?
    var column: Int?

    init(_ note: Diagnostic.Note) {
      message = note.message
      file = note.location?.file
      line = note.location?.line
      column = note.location?.column
    }
  }
}

/// Encodes with sorted keys, indentation and unescaped slashes, so equal values
/// always give equal text (paths stay readable: `specs/A.flow.yaml`).
func encodeDeterministically<Value: Encodable>(_ value: Value) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
  // Encoding plain structs of strings and integers cannot fail.
  let data = try! encoder.encode(value)
  return String(decoding: data, as: UTF8.self)
}
