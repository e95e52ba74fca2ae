/// The forms `flowc coverage` prints in (`--format`).
public enum CoverageFormat: String, CaseIterable, Sendable {
  /// Per flow and in total, then what was never taken, for people.
  case text
  /// One JSON document, for scripts (documented in `docs/testing.md`).
  case json
  /// GitHub Actions workflow commands: a warning at the spec line of each
  /// item never taken, an error at the trail line of each problem, a summary notice.
  case github

  /// `coverage` in this form.
  public func render(_ coverage: Coverage, github: GitHubDiagnosticRenderer = .init()) -> String {
    switch self {
    case .text: CoverageTextRenderer().render(coverage)
    case .json: CoverageJSONRenderer().render(coverage)
    case .github: CoverageGitHubRenderer(paths: github).render(coverage)
    }
  }
}

/// The kinds a summary line counts, in order.
private let summaryKinds: [Coverage.Kind] = [
  .step, .transition, .decisionCase, .failureRoute, .event, .link,
]

extension Coverage.Count {
  /// `5/6 (83.3%)`.
  var text: String {
    "\(covered)/\(total) (\(Self.percentText(percent))%)"
  }

  /// A percentage with one decimal, never rounded up to 100.
  public static func percentText(_ percent: Double) -> String {
    let tenths = Int((percent * 10).rounded(.down))
    return "\(tenths / 10).\(tenths % 10)"
  }
}

/// `flowc coverage`'s text: a line per flow and a total, then the items never
/// taken at their spec lines, then the trail's problems, each list capped.
public struct CoverageTextRenderer {
  /// Most items never taken, and most problems, listed; the rest are counted.
  public var maxListed = Diagnostic.maxPrinted

  public init() {}

  public func render(_ coverage: Coverage) -> String {
    var out = ""
    for flow in coverage.flows {
      out += "\(flow.flow): " + Self.summary { flow.count($0) } + "\n"
    }
    out += "total: " + Self.summary(coverage.total) + "\n"
    let untaken = coverage.flows.flatMap { flow in
      flow.items.filter { $0.taken == 0 }.map { (flow.flow, $0) }
    }
    if !untaken.isEmpty {
      out += "\nnever taken:\n"
      for (flow, item) in untaken.prefix(maxListed) {
        out += "\(item.location): \(Self.singular(item.kind)) of \(flow): "
        out += ControlCharacters.escaped(item.name) + "\n"
      }
      if untaken.count > maxListed { out += "and \(untaken.count - maxListed) more\n" }
    }
    if !coverage.problems.isEmpty {
      out += "\ntrail records that do not fit (\(coverage.problems.count)):\n"
      for problem in coverage.problems.prefix(maxListed) { out += "\(problem)\n" }
      if coverage.problems.count > maxListed {
        out += "and \(coverage.problems.count - maxListed) more\n"
      }
    }
    return out
  }

  /// `steps 5/6 (83.3%), transitions 7/9 (77.7%), ...`: kinds with nothing to cover left out.
  static func summary(_ count: (Coverage.Kind) -> Coverage.Count) -> String {
    let parts = summaryKinds.compactMap { kind -> String? in
      let value = count(kind)
      return value.total == 0 && kind != .step && kind != .transition
        ? nil : "\(kind.plural) \(value.text)"
    }
    return parts.joined(separator: ", ")
  }

  /// `step`, `transition`, `decision case`, ...
  static func singular(_ kind: Coverage.Kind) -> String {
    String(kind.plural.dropLast())
  }
}

/// `flowc coverage --format json`: one document.
///
///     {"version":1,"records":120,
///      "total":{"steps":{"covered":5,"total":6},"transitions":{...},...},
///      "flows":[{"flow":"SignIn","file":"specs/SignIn.flow.yaml",
///                "steps":{...},...,
///                "items":[{"kind":"transition","name":"form --submit--> signIn",
///                          "line":30,"column":22,"taken":3},...]}],
///      "problems":[{"file":"trail.jsonl","line":4,"message":"..."}]}
///
/// Every item is listed with how often it was taken (0: never); problems are capped.
public struct CoverageJSONRenderer {
  public var maxProblems = Diagnostic.maxPrinted

  public init() {}

  public func render(_ coverage: Coverage) -> String {
    let quoted = PathsJSONRenderer.quoted
    func counts(_ count: (Coverage.Kind) -> Coverage.Count) -> String {
      summaryKinds.map { kind in
        let value = count(kind)
        return "\"\(kind.jsonKey)\":{\"covered\":\(value.covered),\"total\":\(value.total)}"
      }.joined(separator: ",")
    }
    var out = "{\"version\":1,\"records\":\(coverage.records),\n"
    out += "\"total\":{" + counts(coverage.total) + "},\n\"flows\":["
    for (number, flow) in coverage.flows.enumerated() {
      out += number == 0 ? "\n" : ",\n"
      out += "{\"flow\":\(quoted(flow.flow)),\"file\":\(quoted(flow.file)),"
      out += counts { flow.count($0) } + ",\"items\":["
      out += flow.items.map { item in
        "\n  {\"kind\":\"\(item.kind.rawValue)\",\"name\":\(quoted(item.name)),"
          + "\"line\":\(item.location.line),\"column\":\(item.location.column),"
          + "\"taken\":\(item.taken)}"
      }.joined(separator: ",")
      out += "]}"
    }
    out += "],\n\"problems\":["
    out += coverage.problems.prefix(maxProblems).map { problem in
      "\n{\"file\":\(quoted(problem.location.file)),\"line\":\(problem.location.line),"
        + "\"message\":\(quoted(problem.message))}"
    }.joined(separator: ",")
    out += "],\"problemsOmitted\":\(max(coverage.problems.count - maxProblems, 0))}\n"
    return out
  }
}

/// `flowc coverage --format github`: a `::warning` at each item never taken,
/// placed on its spec line; an `::error` at each trail problem's line; a
/// `::notice` with the totals. At most `maxAnnotations` of each list.
public struct CoverageGitHubRenderer {
  let paths: GitHubDiagnosticRenderer
  public var maxAnnotations = Diagnostic.maxPrinted

  public init(paths: GitHubDiagnosticRenderer = .init()) {
    self.paths = paths
  }

  public func render(_ coverage: Coverage) -> String {
    let data = GitHubDiagnosticRenderer.escapeData
    let property = GitHubDiagnosticRenderer.escapeProperty
    func place(_ location: SourceLocation) -> String {
      "file=\(property(paths.repositoryPath(location.file))),line=\(location.line),"
        + "col=\(location.column)"
    }
    var out = ""
    let untaken = coverage.flows.flatMap { flow in
      flow.items.filter { $0.taken == 0 }.map { (flow.flow, $0) }
    }
    for (flow, item) in untaken.prefix(maxAnnotations) {
      let what = CoverageTextRenderer.singular(item.kind)
      out +=
        "::warning \(place(item.location)),title=\(property("flowc coverage: \(what) never taken"))::"
      out += data("\(what) of \(flow) never taken: \(ControlCharacters.escaped(item.name))") + "\n"
    }
    if untaken.count > maxAnnotations {
      out += "::notice title=flowc coverage::\(untaken.count - maxAnnotations) more never taken\n"
    }
    for problem in coverage.problems.prefix(maxAnnotations) {
      out += "::error \(place(problem.location)),title=flowc coverage trail::"
      out += data(problem.message) + "\n"
    }
    if coverage.problems.count > maxAnnotations {
      out += "::notice title=flowc coverage::"
      out += "\(coverage.problems.count - maxAnnotations) more trail problems\n"
    }
    out += "::notice title=flowc coverage::"
    out += data(CoverageTextRenderer.summary(coverage.total)) + "\n"
    return out
  }
}
