/// Prints `FlowPaths` for people, one line per step, decision and transition:
///
///     flow 'UserRegistration'
///       step 'personal': personal
///       step 'confirm': personal -> account -> profileImage --own--> confirm
///       transition 'personal' --back--> cancel: personal --back--> cancel
///
///     flow 'Todo'
///       step 'loadTodo': link "todoapp://todos/{id:Int}" -> loadTodo
///       step 'help': unreachable
///
/// A path lists the nodes it passes; `->` is a `next`, `--event-->` any other
/// transition (a case, `failure`, `back`). A path from a deep link starts with
/// the link's pattern. Nodes and transitions no entry reaches say `unreachable`.
public struct PathsTextRenderer: Sendable {
  public init() {}

  /// Every flow, separated by blank lines, ending in a newline.
  public func render(_ flows: [FlowPaths]) -> String {
    flows.map(render).joined(separator: "\n")
  }

  /// One flow's block, ending in a newline.
  public func render(_ paths: FlowPaths) -> String {
    var out = "flow '\(paths.flow)'\n"
    for node in paths.nodes {
      let label = "\(node.isDecision ? "decision" : "step") '\(node.id)'"
      out += "  \(label): \(node.path.map(Self.path) ?? "unreachable")\n"
    }
    for transition in paths.transitions {
      let label =
        "transition '\(transition.from)'\(transition.event.namedArrow)\(transition.to)"
      out += "  \(label): \(transition.path.map(Self.path) ?? "unreachable")\n"
    }
    return out
  }

  /// `personal -> account -> profileImage --own--> confirm`, or from a link
  /// `link "myapp://sell" -> listingBasics -> listingDetails`.
  public static func path(_ path: FlowPaths.Path) -> String {
    var out = ""
    if case .link(let pattern) = path.entry { out += "link \"\(pattern)\" -> " }
    out += path.first
    for hop in path.hops { out += hop.event.pathArrow + hop.to }
    return out
  }
}
