/// One diagram per flow, each with a file name, and an index of them: what
/// `flowc diagram --output-dir DIR` writes instead of one diagram of every
/// flow (the diagram of all of `specs/` is some 8,000 px wide).
///
/// A flow's diagram is its own cluster only: its `flow:` steps name the flows
/// they run, and the index links each flow to the flows it runs and to those
/// that run it. File names are the flow names (`Login.svg`), made unique
/// regardless of case, since two flows may be named alike in a run with errors
/// and a file system may not tell `Login` from `login`.
public struct DiagramSet: Sendable {
  /// The name of the index file written beside the diagrams: GitHub shows a
  /// folder's `README.md` under its file list.
  public static let indexFileName = "README.md"

  /// The diagram of one flow.
  public struct Page: Hashable, Sendable {
    /// The flow's position in the model.
    public var flow: Int
    public var name: String
    /// The file name without its extension: the flow name, with characters
    /// other than letters, digits, `_` and `-` as `_`, and `-2`, `-3` ... after
    /// a name taken already (ignoring case).
    public var fileStem: String
    /// The flows it runs through `flow:` steps and tabs, by position in the model, in order.
    public var runs: [Int]
    public var diagram: FlowDiagram
  }

  /// One page per flow drawn, in file order.
  public var pages: [Page]

  /// The diagrams of the flows at `flows` (nil: every flow), one flow each.
  public init(
    model: FlowModel, flows: Set<Int>? = nil, diagnostics: [Diagnostic] = [],
    showsDescriptions: Bool = false
  ) {
    var taken: Set<String> = []
    pages = []
    for flow in model.flows where flows?.contains(flow.index) ?? true {
      var stem = String(
        flow.name.map {
          $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "_"
        })
      if stem.isEmpty { stem = "flow" }
      var unique = stem
      var suffix = 2
      while !taken.insert(unique.lowercased()).inserted {
        unique = "\(stem)-\(suffix)"
        suffix += 1
      }
      var seen: Set<Int> = [flow.index]
      let runs = flow.nodes.flatMap(\.callees).filter { seen.insert($0).inserted }
      pages.append(
        Page(
          flow: flow.index, name: flow.name, fileStem: unique, runs: runs,
          diagram: FlowDiagram(
            model: model, flows: [flow.index], diagnostics: diagnostics,
            showsDescriptions: showsDescriptions)))
    }
  }

  /// The file extension of a format's diagrams.
  public static func fileExtension(_ format: DiagramFormat) -> String {
    switch format {
    case .dot: "dot"
    case .mermaid: "mmd"
    case .plantuml: "puml"
    case .svg: "svg"
    }
  }

  /// The file name of a page's diagram in `format`: `Login.mmd`.
  public static func fileName(_ page: Page, format: DiagramFormat) -> String {
    "\(page.fileStem).\(fileExtension(format))"
  }

  /// The index, in Markdown: a table of the flows with what they run and
  /// what runs them, then a section per flow with its diagram (Mermaid
  /// inline, which GitHub draws; SVG as an image; DOT and PlantUML as a
  /// link to the file), then the legend of the marks. `texts` are the
  /// diagrams as written, one per page.
  public func index(format: DiagramFormat, texts: [String]) -> String {
    let anchors = Self.anchors(pages.map(\.name))
    let pageOfFlow = Dictionary(
      pages.enumerated().map { ($0.element.flow, $0.offset) }, uniquingKeysWith: { a, _ in a })
    var runBy: [[Int]] = Array(repeating: [], count: pages.count)
    for (position, page) in pages.enumerated() {
      for callee in page.runs {
        if let callee = pageOfFlow[callee] { runBy[callee].append(position) }
      }
    }
    func links(_ positions: [Int]) -> String {
      positions.map { "[\(Self.markdown(pages[$0].name))](#\(anchors[$0]))" }
        .joined(separator: ", ")
    }
    func runs(_ page: Page) -> [Int] { page.runs.compactMap { pageOfFlow[$0] } }

    var out = "# Flow diagrams\n\n"
    out += "One diagram per flow (\(Self.formatName(format))), written by `flowc diagram "
    out += "--output-dir`: a flow's `flow:` steps name the flows it runs, which have "
    out += "diagrams of their own. Generated; do not edit.\n\n"
    out += "| flow | input -> output | runs | run by |\n|---|---|---|---|\n"
    for (position, page) in pages.enumerated() {
      let signature = page.diagram.clusters.first?.signature.map { "`\(Self.code($0))`" } ?? ""
      out += "| [\(Self.markdown(page.name))](#\(anchors[position])) | \(signature) | "
      out += "\(links(runs(page))) | \(links(runBy[position])) |\n"
    }
    for (position, page) in pages.enumerated() {
      out += "\n## \(Self.markdown(page.name))\n\n"
      let cluster = page.diagram.clusters.first
      var facts: [String] = []
      if let signature = cluster?.signature { facts.append("`\(Self.code(signature))`") }
      if !runs(page).isEmpty { facts.append("runs " + links(runs(page))) }
      if !runBy[position].isEmpty { facts.append("run by " + links(runBy[position])) }
      if !facts.isEmpty { out += facts.joined(separator: " · ") + "\n\n" }
      if let description = cluster?.description {
        out += Self.markdown(MermaidExporter.oneLine(description)) + "\n\n"
      }
      let file = Self.fileName(page, format: format)
      switch format {
      case .mermaid:
        let text = position < texts.count ? texts[position] : ""
        out += "```mermaid\n\(text)```\n\n[\(file)](\(file))\n"
      case .svg:
        out += "![\(Self.markdown(page.name))](\(file))\n"
      case .dot, .plantuml:
        out += "[\(file)](\(file))\n"
      }
    }
    out += "\n" + Self.legend
    return out
  }

  /// The legend at the end of the index: shapes, and the marks after a name.
  static let legend = """
    ## Legend

    Screens are rectangles, actions rounded, decisions diamonds, `flow:` steps \
    boxes with double sides (3D boxes in Graphviz), deep links and events flags \
    with an arrow to where they lead; `finish` is a double circle, `cancel` and \
    `back` (ending a sub-flow's part) a hexagon or octagon. Transitions are solid, \
    `failure` dashed and red, `back` dotted and grey, deep links green.

    | mark | meaning |
    |---|---|
    | `\(FlowDiagram.gateMarker)`, thick border | a gate: deep links to the steps it guards pass it first (a sign-in, a session check); a link's arrow says `after` which gates |
    | `\(FlowDiagram.noBackMarker)` | `back: none`: the user cannot go back from the screen |
    | `⇡ modal`, `⌂ root`, `⚠ alert` | how the step is presented (nothing: pushed) |
    | `\(FlowDiagram.pushAgainMarker)` | `again: push`: the screen is shown anew on top each time |
    | `\(FlowDiagram.inlineFailureMarker)` | the action's failure returns to the screen shown before it |
    | `↩ on form` | the action runs on the screen `form`, which the flow goes back to first |

    """

  static func formatName(_ format: DiagramFormat) -> String {
    switch format {
    case .dot: "Graphviz DOT"
    case .mermaid: "Mermaid"
    case .plantuml: "PlantUML"
    case .svg: "SVG drawn by Graphviz"
    }
  }

  /// GitHub's anchors of headings with these texts: lower case, characters
  /// other than letters, digits, `_` and `-` dropped, `-1`, `-2` after repeats.
  static func anchors(_ headings: [String]) -> [String] {
    var counts: [String: Int] = [:]
    return headings.map { heading in
      let base = String(
        heading.lowercased().compactMap { character -> Character? in
          if character == " " { return "-" }
          return character.isLetter || character.isNumber || character == "_" || character == "-"
            ? character : nil
        })
      let count = counts[base, default: 0]
      counts[base] = count + 1
      return count == 0 ? base : "\(base)-\(count)"
    }
  }

  /// Text from a spec as Markdown shows it: markup characters escaped, line
  /// breaks as spaces.
  static func markdown(_ text: String) -> String {
    var out = ""
    for character in text.withoutControlCharacters {
      switch character {
      case "\n", "\r": out += " "
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\\", "`", "*", "_", "[", "]", "#", "|", "!", "~", "(", ")", "{", "}":
        out += "\\\(character)"
      default: out.append(character)
      }
    }
    return out
  }

  /// Text for a code span: backticks and table bars cannot end it or a cell.
  static func code(_ text: String) -> String {
    text.withoutControlCharacters.replacingOccurrences(of: "`", with: "'")
      .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
