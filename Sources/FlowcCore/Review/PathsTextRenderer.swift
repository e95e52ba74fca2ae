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
/// A path of more than `shownHops` hops shows its entry, the number of hops
/// left out, then its last `shownHops` hops:
///
///       step 's30': s0 ... (22 hops) ... s22 -> s23 -> s24 -> s25 -> s26 -> s27 -> s28 -> s29 -> s30
///
/// so every line names at most `shownHops + 2` nodes and the output stays
/// linear in the spec (`full` spells every path out instead).
///
/// `write(_:to:)` streams: it holds one line at a time, so printing takes
/// time and memory linear in the output, however long the paths are.
public struct PathsTextRenderer: Sendable {
  /// The most hops a path shows, its last ones, unless `full`.
  public static let shownHops = 8

  /// Spell every path out, however long: output that can grow with the
  /// square of the spec (see `PathsFormat.fullSizeLimit`).
  public var full: Bool

  public init(full: Bool = false) {
    self.full = full
  }

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
        write(node.path, buffer: &buffer, to: &out)
      }
      for transition in paths.transitions {
        let label =
          "transition '\(transition.from)'\(transition.event.namedArrow)\(transition.to)"
        out.write("  \(label): ")
        write(transition.path, buffer: &buffer, to: &out)
      }
      for link in paths.links { out.write("  \(Self.line(link))\n") }
    }
  }

  /// The bytes spelling out `hop` adds to a line: its arrow and its target.
  static func spelledSize(of hop: FlowPaths.Hop) -> Int {
    hop.event.pathArrow.utf8.count + backTo(hop).utf8.count + hop.to.utf8.count
  }

  /// `(back to form) ` before an action that runs on a screen the hop goes back to first.
  static func backTo(_ hop: FlowPaths.Hop) -> String {
    hop.backTo.map { "(back to \($0)) " } ?? ""
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

  private func write(
    _ path: FlowPaths.Path?, buffer: inout [Int], to out: inout some TextOutputStream
  ) {
    guard let path else { return out.write("unreachable\n") }
    var line = ""
    Self.write(path, full: full, buffer: &buffer, to: &line)
    line += "\n"
    out.write(line)
  }

  private static func write(
    _ path: FlowPaths.Path, full: Bool, buffer: inout [Int], to out: inout String
  ) {
    switch path.entry {
    case .start: break
    case .event(let name): out += "event '\(name)' -> "
    case .link(let pattern): out += "link \"\(ControlCharacters.escaped(pattern))\" -> "
    }
    out += path.first
    let count = path.count
    guard !full, count > shownHops else {
      return path.forEachHop(buffer: &buffer) { hop in
        out += hop.event.pathArrow
        out += Self.backTo(hop)
        out += hop.to
      }
    }
    let shown = path.suffix(shownHops)
    out += " ... (\((count - shown.count).grouped) hop\(count - shown.count == 1 ? "" : "s")) ... "
    out += shown[0].from
    for hop in shown {
      out += hop.event.pathArrow
      out += Self.backTo(hop)
      out += hop.to
    }
  }

  /// `personal -> account -> profileImage --own--> confirm`, or from a link
  /// `link "myapp://sell" -> listingBasics -> listingDetails`; a path of
  /// more than `shownHops` hops shortened unless `full`.
  public static func path(_ path: FlowPaths.Path, full: Bool = false) -> String {
    var out = ""
    var buffer: [Int] = []
    write(path, full: full, buffer: &buffer, to: &out)
    return out
  }
}
