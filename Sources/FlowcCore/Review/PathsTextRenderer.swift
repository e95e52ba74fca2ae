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
/// the link's pattern, its control characters escaped (`\n`, `\u{1B}`). Nodes
/// and transitions no entry reaches say `unreachable`.
/// Last, each deep link's way: the gates it passes (`=>`), each with the step
/// it goes on at, then its step and back stack.
///
/// `write(_:to:)` streams: it holds one line at a time, so printing takes
/// time and memory linear in the output, however long the paths are.
public struct PathsTextRenderer: Sendable {
  public init() {}

  /// Every flow, separated by blank lines, ending in a newline.
  public func render(_ flows: [FlowPaths]) -> String {
    var out = ""
    write(flows, to: &out)
    return out
  }

  /// One flow's block, ending in a newline.
  public func render(_ paths: FlowPaths) -> String {
    render([paths])
  }

  /// Writes every flow to `out`, line by line.
  public func write(_ flows: [FlowPaths], to out: inout some TextOutputStream) {
    var buffer: [Int] = []
    for (index, paths) in flows.enumerated() {
      if index > 0 { out.write("\n") }
      out.write("flow '\(paths.flow)'\n")
      for node in paths.nodes {
        let label = "\(node.isDecision ? "decision" : "step") '\(node.id)'"
        out.write("  \(label): ")
        Self.write(node.path, buffer: &buffer, to: &out)
      }
      for transition in paths.transitions {
        let label =
          "transition '\(transition.from)'\(transition.event.namedArrow)\(transition.to)"
        out.write("  \(label): ")
        Self.write(transition.path, buffer: &buffer, to: &out)
      }
      for link in paths.links { out.write("  \(Self.line(link))\n") }
    }
  }

  /// `link "library://books/{id:Int}": sessionCheck (on at shelf) => book, back: push`:
  /// the gates a link passes, each with the step it goes on at, then its step
  /// and back stack, with the screens `rebuild` builds under it.
  static func line(_ link: FlowPaths.LinkWay) -> String {
    var line = "link \"\(ControlCharacters.escaped(link.pattern))\": "
    for gate in link.gates {
      line += gate.gate + (gate.resume.map { " (on at \($0))" } ?? "") + " => "
    }
    line += "\(link.to), back: \(link.back)"
    if link.back == "rebuild" {
      line += " (" + (link.rebuilt.isEmpty ? "nothing" : link.rebuilt.joined(separator: ", ")) + ")"
    }
    return line
  }

  private static func write(
    _ path: FlowPaths.Path?, buffer: inout [Int], to out: inout some TextOutputStream
  ) {
    guard let path else { return out.write("unreachable\n") }
    var line = ""
    self.write(path, buffer: &buffer, to: &line)
    line += "\n"
    out.write(line)
  }

  private static func write(
    _ path: FlowPaths.Path, buffer: inout [Int], to out: inout String
  ) {
    if case .link(let pattern) = path.entry {
      out += "link \"\(ControlCharacters.escaped(pattern))\" -> "
    }
    out += path.first
    path.forEachHop(buffer: &buffer) { hop in
      out += hop.event.pathArrow
      out += hop.to
    }
  }

  /// `personal -> account -> profileImage --own--> confirm`, or from a link
  /// `link "myapp://sell" -> listingBasics -> listingDetails`.
  public static func path(_ path: FlowPaths.Path) -> String {
    var out = ""
    var buffer: [Int] = []
    write(path, buffer: &buffer, to: &out)
    return out
  }
}
