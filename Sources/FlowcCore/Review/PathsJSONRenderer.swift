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
///               "id" : "loginFailed",
///               "kind" : "step",
///               "path" : {
///                 "entry" : "start",
///                 "first" : "credentials",
///                 "length" : 2,
///                 "via" : { "event" : "failure", "from" : "logIn", "to" : "loginFailed" }
///               },
///               "reachable" : true
///             }
///           ],
///           "transitions" : [ ... ]
///         }
///       ],
///       "version" : 2
///     }
///
/// Paths form a tree: a path is given by its entry, its length and `via`, its
/// last hop; the hops before it are the path of the node `via.from`. So each
/// node and transition takes a few lines however long its path is, and the
/// document stays linear in the spec. `full` also spells every path's hops
/// out (`hops`), which can grow with the square of the spec.
///
/// The schema is documented in `docs/review.md`. Keys are sorted, absent
/// fields are left out (never `null`), and flows, nodes and transitions keep
/// the order of `PathFinder`, so the same specs always give the same bytes.
///
/// `write(_:to:)` streams the document, byte for byte what `JSONEncoder`
/// makes of `Document` (sorted keys, pretty-printed, slashes unescaped), but
/// holding one hop at a time: time and memory linear in the output.
public struct PathsJSONRenderer: Sendable {
  /// The schema version written in `version`; raised only for a breaking change.
  public static let schemaVersion = 2

  /// Spell every path's hops out (`hops`), however long.
  public var full: Bool

  public init(full: Bool = false) {
    self.full = full
  }

  /// The whole document, ending in a newline.
  public func render(_ flows: [FlowPaths]) -> String {
    var out = ""
    write(flows, to: &out)
    return out
  }

  /// Writes the whole document to `out`, ending in a newline.
  public func write<Out: TextOutputStream>(_ flows: [FlowPaths], to out: inout Out) {
    var writer = PathWriter(full: full)
    out.write("{\n  \"flows\" : ")
    Self.array(flows, indent: 2, to: &out) { paths, out in
      out.write("{\n      \"flow\" : \(Self.quoted(paths.flow)),\n")
      if !paths.links.isEmpty {
        out.write("      \"links\" : ")
        Self.array(paths.links, indent: 6, to: &out) { link, out in
          let pad = "          "
          out.write("{\n\(pad)\"back\" : \(Self.quoted(link.back)),\n")
          if !link.gates.isEmpty {
            out.write("\(pad)\"gates\" : ")
            Self.array(link.gates, indent: 10, to: &out) { gate, out in
              out.write("{\n\(pad)    \"gate\" : \(Self.quoted(gate.gate))")
              if let resume = gate.resume {
                out.write(",\n\(pad)    \"resume\" : \(Self.quoted(resume))")
              }
              out.write("\n\(pad)  }")
            }
            out.write(",\n")
          }
          out.write("\(pad)\"pattern\" : \(Self.quoted(link.pattern)),\n")
          if link.back == "rebuild" {
            out.write("\(pad)\"rebuilt\" : ")
            Self.array(link.rebuilt, indent: 10, to: &out) { screen, out in
              out.write(Self.quoted(screen))
            }
            out.write(",\n")
          }
          out.write("\(pad)\"to\" : \(Self.quoted(link.to))\n        }")
        }
        out.write(",\n")
      }
      out.write("      \"nodes\" : ")
      Self.array(paths.nodes, indent: 6, to: &out) { node, out in
        let kind = node.isDecision ? "decision" : "step"
        out.write("{\n          \"id\" : \(Self.quoted(node.id)),\n")
        out.write("          \"kind\" : \"\(kind)\",\n")
        if let path = node.path {
          out.write("          \"path\" : ")
          writer.path(path, indent: 10, to: &out)
          out.write(",\n")
        }
        out.write("          \"reachable\" : \(node.path != nil)")
        if let screen = node.screen {
          out.write(",\n          \"screen\" : \(Self.quoted(screen))")
        }
        out.write("\n        }")
      }
      out.write(",\n      \"transitions\" : ")
      Self.array(paths.transitions, indent: 6, to: &out) { transition, out in
        let pad = "          "
        out.write("{\n")
        if let name = transition.event.jsonCase {
          out.write("\(pad)\"case\" : \(Self.quoted(name)),\n")
        }
        out.write("\(pad)\"event\" : \(Self.quoted(transition.event.jsonKind)),\n")
        out.write("\(pad)\"from\" : \(Self.quoted(transition.from)),\n")
        if let path = transition.path {
          out.write("\(pad)\"path\" : ")
          writer.path(path, indent: 10, to: &out)
          out.write(",\n")
        }
        out.write("\(pad)\"reachable\" : \(transition.path != nil),\n")
        out.write("\(pad)\"to\" : \(Self.quoted(transition.to))\n        }")
      }
      out.write("\n    }")
    }
    out.write(",\n  \"version\" : \(Self.schemaVersion)\n}\n")
  }

  /// `[`, each element on lines of its own indented by `indent + 2`, `]`;
  /// an empty array as `[`, an empty line, `]`, as `JSONEncoder` pretty-prints.
  private static func array<Element, Out: TextOutputStream>(
    _ elements: [Element], indent: Int, to out: inout Out, _ element: (Element, inout Out) -> Void
  ) {
    let inner = String(repeating: " ", count: indent + 2)
    let outer = String(repeating: " ", count: indent)
    guard !elements.isEmpty else { return out.write("[\n\n\(outer)]") }
    out.write("[\n")
    for (index, value) in elements.enumerated() {
      out.write(index == 0 ? inner : ",\n" + inner)
      element(value, &out)
    }
    out.write("\n\(outer)]")
  }

  /// Writes paths as `JSONEncoder` pretty-prints them, with one scratch
  /// buffer for every path.
  private struct PathWriter {
    var full: Bool
    var buffer: [Int] = []

    mutating func path(_ path: FlowPaths.Path, indent: Int, to out: inout some TextOutputStream) {
      let pad = String(repeating: " ", count: indent + 2)
      let entry: String
      var link: String?
      var event: String?
      switch path.entry {
      case .start: entry = "start"
      case .event(let name):
        entry = "event"
        event = name
      case .link(let pattern):
        entry = "link"
        link = pattern
      }
      out.write("{\n\(pad)\"entry\" : \"\(entry)\",\n")
      if let event { out.write("\(pad)\"event\" : \(PathsJSONRenderer.quoted(event)),\n") }
      out.write("\(pad)\"first\" : \(PathsJSONRenderer.quoted(path.first)),\n")
      if full {
        out.write("\(pad)\"hops\" : [")
        var any = false
        path.forEachHop(buffer: &buffer) { hop in
          out.write(
            (any ? ",\n" : "\n") + String(repeating: " ", count: indent + 4)
              + PathsJSONRenderer.hop(hop, indent: indent + 4))
          any = true
        }
        out.write(any ? "\n\(pad)],\n" : "\n\n\(pad)],\n")
      }
      out.write("\(pad)\"length\" : \(path.count)")
      if let link { out.write(",\n\(pad)\"link\" : \(PathsJSONRenderer.quoted(link))") }
      if let via = path.last {
        out.write(",\n\(pad)\"via\" : \(PathsJSONRenderer.hop(via, indent: indent + 2))")
      }
      out.write("\n\(String(repeating: " ", count: indent))}")
    }
  }

  /// A hop as an object whose closing brace is indented by `indent`.
  static func hop(_ hop: FlowPaths.Hop, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent + 2)
    var text = "{\n"
    if let screen = hop.backTo { text += "\(pad)\"backTo\" : \(quoted(screen)),\n" }
    if let name = hop.event.jsonCase { text += "\(pad)\"case\" : \(quoted(name)),\n" }
    text += "\(pad)\"event\" : \(quoted(hop.event.jsonKind)),\n"
    text += "\(pad)\"from\" : \(quoted(hop.from)),\n"
    if let output = hop.output { text += "\(pad)\"output\" : \(quoted(output)),\n" }
    if let screen = hop.screen { text += "\(pad)\"screen\" : \(quoted(screen)),\n" }
    text += "\(pad)\"to\" : \(quoted(hop.to))\n"
    return text + String(repeating: " ", count: indent) + "}"
  }

  /// The bytes spelling out `hop` adds to a path's `hops`: its object, its
  /// indentation and the comma and line break before the next.
  static func spelledSize(of hop: FlowPaths.Hop) -> Int {
    Self.hop(hop, indent: 14).utf8.count + 16
  }

  /// A JSON string as `JSONEncoder` writes it: quotes, backslashes and
  /// control characters escaped (`\n`, `\u001f`), slashes and all else as is.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  // MARK: The document

  public struct Document: Codable, Equatable, Sendable {
    public var version: Int
    public var flows: [FlowEntry]

    /// `full`: every path with its `hops`.
    public init(_ flows: [FlowPaths], full: Bool = false) {
      version = PathsJSONRenderer.schemaVersion
      self.flows = flows.map { FlowEntry($0, full: full) }
    }
  }

  public struct FlowEntry: Codable, Equatable, Sendable {
    public var flow: String
    /// Left out for a flow without deep links.
    public var links: [LinkEntry]?
    public var nodes: [NodeEntry]
    public var transitions: [TransitionEntry]

    init(_ paths: FlowPaths, full: Bool) {
      flow = paths.flow
      links = paths.links.isEmpty ? nil : paths.links.map(LinkEntry.init)
      nodes = paths.nodes.map { NodeEntry($0, full: full) }
      transitions = paths.transitions.map { TransitionEntry($0, full: full) }
    }
  }

  /// A deep link's way: the gates it passes first, its step, its back stack.
  public struct LinkEntry: Codable, Equatable, Sendable {
    public var pattern: String
    public var to: String
    /// Left out for a link that opens at once.
    public var gates: [GateEntry]?
    /// `push`, `replace` or `rebuild`.
    public var back: String
    /// The screens `rebuild` builds under the step; left out for other back stacks.
    public var rebuilt: [String]?

    init(_ link: FlowPaths.LinkWay) {
      pattern = link.pattern
      to = link.to
      gates =
        link.gates.isEmpty ? nil : link.gates.map { GateEntry(gate: $0.gate, resume: $0.resume) }
      back = link.back
      rebuilt = link.back == "rebuild" ? link.rebuilt : nil
    }
  }

  public struct GateEntry: Codable, Equatable, Sendable {
    public var gate: String
    /// The step the link goes on at; left out when only the link's own step follows.
    public var resume: String?
  }

  /// A step or decision; `path` is left out when `reachable` is false.
  public struct NodeEntry: Codable, Equatable, Sendable {
    public var id: String
    /// `step` or `decision`.
    public var kind: String
    public var reachable: Bool
    public var path: PathEntry?
    /// The screen the step shows; left out for other steps and decisions.
    public var screen: String?

    init(_ node: FlowPaths.Node, full: Bool) {
      id = node.id
      kind = node.isDecision ? "decision" : "step"
      reachable = node.path != nil
      path = node.path.map { PathEntry($0, full: full) }
      screen = node.screen
    }
  }

  /// A transition; its `path` ends with the transition itself (its `via`).
  public struct TransitionEntry: Codable, Equatable, Sendable {
    public var from: String
    /// `next`, `case`, `failure` or `back`.
    public var event: String
    /// The case name, for `event` `case`.
    public var `case`: String?
    public var to: String
    public var reachable: Bool
    public var path: PathEntry?

    init(_ transition: FlowPaths.Transition, full: Bool) {
      from = transition.from
      event = transition.event.jsonKind
      `case` = transition.event.jsonCase
      to = transition.to
      reachable = transition.path != nil
      path = transition.path.map { PathEntry($0, full: full) }
    }
  }

  /// A path in the tree form: the hops before `via` are the path of the
  /// node `via.from`.
  public struct PathEntry: Codable, Equatable, Sendable {
    /// `start`, `event` or `link`.
    public var entry: String
    /// The event's name, for `entry` `event`.
    public var event: String?
    /// The link's pattern, for `entry` `link`.
    public var link: String?
    /// The step or decision the path enters at.
    public var first: String
    /// The number of hops.
    public var length: Int
    /// The last hop; left out for a path that is only its entry.
    public var via: HopEntry?
    /// Every hop in order; only in the full form.
    public var hops: [HopEntry]?

    init(_ path: FlowPaths.Path, full: Bool) {
      switch path.entry {
      case .start:
        entry = "start"
      case .event(let name):
        entry = "event"
        event = name
      case .link(let pattern):
        entry = "link"
        link = pattern
      }
      first = path.first
      length = path.count
      via = path.last.map(HopEntry.init)
      hops = full ? path.hops.map(HopEntry.init) : nil
    }
  }

  public struct HopEntry: Codable, Equatable, Sendable {
    public var from: String
    /// `next`, `case`, `failure` or `back`.
    public var event: String
    /// The case name, for `event` `case`.
    public var `case`: String?
    public var to: String
    /// The screen the flow goes back to before an action that runs on it (`from`).
    public var backTo: String?
    /// The screen `from` shows, for a screen step.
    public var screen: String?
    /// The type of the value `from` completes with to take the hop.
    public var output: String?

    init(_ hop: FlowPaths.Hop) {
      from = hop.from
      event = hop.event.jsonKind
      `case` = hop.event.jsonCase
      to = hop.to
      backTo = hop.backTo
      screen = hop.screen
      output = hop.output
    }
  }
}
