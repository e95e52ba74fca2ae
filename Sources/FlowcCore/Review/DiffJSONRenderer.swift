import Foundation

/// Prints a `SpecDiff` as one JSON document, for scripts and CI:
///
///     {
///       "flows" : [
///         {
///           "breaking" : false,
///           "changes" : [
///             {
///               "breaking" : false,
///               "change" : "changed",
///               "id" : "confirm",
///               "new" : "Registration",
///               "old" : "UserRegistration",
///               "property" : "input",
///               "subject" : "step"
///             }
///           ],
///           "flow" : "UserRegistration",
///           "status" : "changed"
///         }
///       ],
///       "summary" : { "breaking" : 0, "changes" : 1 },
///       "version" : 1
///     }
///
/// The schema is documented in `docs/review.md`. Keys are sorted, absent
/// fields are left out (never `null`), and flows and changes keep the diff's
/// order, so the same diff always gives the same bytes.
public struct DiffJSONRenderer: Sendable {
  /// The schema version written in `version`; raised only for a breaking change.
  public static let schemaVersion = 1

  public init() {}

  /// The whole document, ending in a newline.
  public func render(_ diff: SpecDiff) -> String {
    encodeDeterministically(Document(diff)) + "\n"
  }

  // MARK: The document

  public struct Document: Codable, Equatable, Sendable {
    public var version: Int
    public var summary: Summary
    public var flows: [FlowEntry]

    public init(_ diff: SpecDiff) {
      version = DiffJSONRenderer.schemaVersion
      summary = Summary(changes: diff.changeCount, breaking: diff.breakingCount)
      flows = diff.flows.map(FlowEntry.init)
    }
  }

  public struct Summary: Codable, Equatable, Sendable {
    public var changes: Int
    public var breaking: Int
  }

  /// One flow's group.
  public struct FlowEntry: Codable, Equatable, Sendable {
    public var flow: String
    /// `added`, `removed` or `changed`.
    public var status: String
    /// Whether the flow itself going away breaks callers (a removed flow).
    public var breaking: Bool
    public var changes: [ChangeEntry]

    init(_ group: SpecDiff.FlowChanges) {
      flow = group.flow
      status = group.status.rawValue
      breaking = group.isBreaking
      changes = group.changes.map(ChangeEntry.init)
    }
  }

  /// One change; optional fields as in `SpecDiff.Change`, left out when absent.
  public struct ChangeEntry: Codable, Equatable, Sendable {
    /// `added`, `removed` or `changed`.
    public var change: String
    /// `flow`, `step`, `decision`, `transition`, `type`, `field`, `case` or `link`.
    public var subject: String
    public var property: String?
    public var id: String?
    /// `next`, `case`, `failure` or `back`.
    public var event: String?
    /// The case name, for `event` `case`.
    public var `case`: String?
    public var type: String?
    public var member: String?
    public var link: String?
    public var old: String?
    public var new: String?
    public var breaking: Bool

    init(_ change: SpecDiff.Change) {
      self.change = change.action.rawValue
      subject = change.subject.rawValue
      property = change.property?.rawValue
      id = change.id
      event = change.event?.jsonKind
      `case` = change.event?.jsonCase
      type = change.type
      member = change.member
      link = change.link
      old = change.old
      new = change.new
      breaking = change.breaking
    }
  }
}

extension SpecDiff {
  /// The diff a `DiffJSONRenderer` document describes; nil when the document
  /// has a value this version of flowc does not know.
  public init?(_ document: DiffJSONRenderer.Document) {
    var flows: [FlowChanges] = []
    for entry in document.flows {
      guard let status = FlowChanges.Status(rawValue: entry.status) else { return nil }
      var changes: [Change] = []
      for item in entry.changes {
        guard let action = Change.Action(rawValue: item.change),
          let subject = Change.Subject(rawValue: item.subject)
        else { return nil }
        var property: Change.Property?
        if let name = item.property {
          guard let known = Change.Property(rawValue: name) else { return nil }
          property = known
        }
        var event: TransitionEvent?
        if let kind = item.event {
          guard let known = TransitionEvent(jsonKind: kind, caseName: item.case) else {
            return nil
          }
          event = known
        }
        changes.append(
          Change(
            action, subject, property: property, id: item.id, event: event, type: item.type,
            member: item.member, link: item.link, old: item.old, new: item.new,
            breaking: item.breaking))
      }
      flows.append(FlowChanges(flow: entry.flow, status: status, changes: changes))
    }
    self.init(flows: flows)
  }
}
