/// The diagnostics of a run, sorted by what they are about.
struct MarkIndex {
  /// Flow name -> node id -> diagnostics about that node.
  var nodes: [String: [String: [Diagnostic]]] = [:]
  /// Flow name -> diagnostics about the flow itself.
  var flows: [String: [Diagnostic]] = [:]
  /// Every diagnostic by position, to find those about deep links.
  var byLocation: [SourceLocation: [Diagnostic]] = [:]
  /// Every diagnostic by file and line, to find those inside a link's pattern.
  var byLine: [LineKey: [Diagnostic]] = [:]

  struct LineKey: Hashable {
    var file: String
    var line: Int
  }

  init(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      if let location = diagnostic.location {
        byLocation[location, default: []].append(diagnostic)
        byLine[LineKey(file: location.file, line: location.line), default: []].append(diagnostic)
      }
      guard let subject = diagnostic.subject else { continue }
      if let node = subject.node {
        nodes[subject.flow, default: [:]][node, default: []].append(diagnostic)
      } else {
        flows[subject.flow, default: []].append(diagnostic)
      }
    }
  }

  func node(_ id: String, in flow: String) -> FlowDiagram.Marks {
    marks(nodes[flow]?[id] ?? [])
  }

  /// Diagnostics at the link's pattern or target.
  func link(_ link: Link, in flow: String) -> FlowDiagram.Marks {
    marks(about(link))
  }

  /// Diagnostics about the flow that are not about one of its links.
  func flow(_ name: String, links: [Link]) -> FlowDiagram.Marks {
    let linkDiagnostics = Set(links.flatMap(about))
    return marks((flows[name] ?? []).filter { !linkDiagnostics.contains($0) })
  }

  private func about(_ link: Link) -> [Diagnostic] {
    var found = (byLocation[link.pattern.location] ?? []) + (byLocation[link.target.location] ?? [])
    // A problem of the pattern points at its column, inside the pattern's text.
    if let start = link.patternStart {
      let end = start.column + link.pattern.value.unicodeScalars.count
      found += (byLine[LineKey(file: start.file, line: start.line)] ?? []).filter {
        guard let location = $0.location, location != link.pattern.location else { return false }
        return location.column >= start.column && location.column <= end
      }
    }
    return found
  }

  private func marks(_ diagnostics: [Diagnostic]) -> FlowDiagram.Marks {
    var marks = FlowDiagram.Marks()
    for diagnostic in diagnostics { marks.add(diagnostic) }
    return marks
  }
}
