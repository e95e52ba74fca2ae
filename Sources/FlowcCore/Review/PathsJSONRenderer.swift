import Foundation

/// Prints `FlowPaths` as one JSON document, for generators of UI tests and
/// other scripts:
///
///     {
///       "flows" : [
///         {
///           "flow" : "Login",
///           "nodes" : [
///             {
///               "id" : "logIn",
///               "kind" : "step",
///               "path" : {
///                 "entry" : "start",
///                 "first" : "credentials",
///                 "hops" : [ { "event" : "next", "from" : "credentials", "to" : "logIn" } ]
///               },
///               "reachable" : true
///             }
///           ],
///           "transitions" : [ ... ]
///         }
///       ],
///       "version" : 1
///     }
///
/// The schema is documented in `docs/review.md`. Keys are sorted, absent
/// fields are left out (never `null`), and flows, nodes and transitions keep
/// the order of `PathFinder`, so the same specs always give the same bytes.
public struct PathsJSONRenderer: Sendable {
  /// The schema version written in `version`; raised only for a breaking change.
  public static let schemaVersion = 1

  public init() {}

  /// The whole document, ending in a newline.
  public func render(_ flows: [FlowPaths]) -> String {
    encodeDeterministically(Document(flows)) + "\n"
  }

  // MARK: The document

  public struct Document: Codable, Equatable, Sendable {
    public var version: Int
    public var flows: [FlowEntry]

    public init(_ flows: [FlowPaths]) {
      version = PathsJSONRenderer.schemaVersion
      self.flows = flows.map(FlowEntry.init)
    }
  }

  public struct FlowEntry: Codable, Equatable, Sendable {
    public var flow: String
    public var nodes: [NodeEntry]
    public var transitions: [TransitionEntry]

    init(_ paths: FlowPaths) {
      flow = paths.flow
      nodes = paths.nodes.map(NodeEntry.init)
      transitions = paths.transitions.map(TransitionEntry.init)
    }
  }

  /// A step or decision; `path` is left out when `reachable` is false.
  public struct NodeEntry: Codable, Equatable, Sendable {
    public var id: String
    /// `step` or `decision`.
    public var kind: String
    public var reachable: Bool
    public var path: PathEntry?

    init(_ node: FlowPaths.Node) {
      id = node.id
      kind = node.isDecision ? "decision" : "step"
      reachable = node.path != nil
      path = node.path.map(PathEntry.init)
    }
  }

  /// A transition; `path` ends with the transition itself.
  public struct TransitionEntry: Codable, Equatable, Sendable {
    public var from: String
    /// `next`, `case`, `failure` or `back`.
    public var event: String
    /// The case name, for `event` `case`.
    public var `case`: String?
    public var to: String
    public var reachable: Bool
    public var path: PathEntry?

    init(_ transition: FlowPaths.Transition) {
      from = transition.from
      event = transition.event.jsonKind
      `case` = transition.event.jsonCase
      to = transition.to
      reachable = transition.path != nil
      path = transition.path.map(PathEntry.init)
    }
  }

  public struct PathEntry: Codable, Equatable, Sendable {
    /// `start` or `link`.
    public var entry: String
    /// The link's pattern, for `entry` `link`.
    public var link: String?
    /// The step or decision the path enters at.
    public var first: String
    public var hops: [HopEntry]

    init(_ path: FlowPaths.Path) {
      switch path.entry {
      case .start:
        entry = "start"
      case .link(let pattern):
        entry = "link"
        link = pattern
      }
      first = path.first
      hops = path.hops.map(HopEntry.init)
    }
  }

  public struct HopEntry: Codable, Equatable, Sendable {
    public var from: String
    /// `next`, `case`, `failure` or `back`.
    public var event: String
    /// The case name, for `event` `case`.
    public var `case`: String?
    public var to: String

    init(_ hop: FlowPaths.Hop) {
      from = hop.from
      event = hop.event.jsonKind
      `case` = hop.event.jsonCase
      to = hop.to
    }
  }
}
