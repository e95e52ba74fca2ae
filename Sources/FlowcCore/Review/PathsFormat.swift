/// The forms `flowc paths` can print paths in (`--format`).
public enum PathsFormat: String, CaseIterable, Sendable {
  /// One line per step, decision and transition, for people: `PathsTextRenderer`.
  case text
  /// One JSON document, for scripts: `PathsJSONRenderer`, documented in `docs/review.md`.
  case json

  /// Renders the paths of every flow of a run.
  public func render(_ flows: [FlowPaths]) -> String {
    var out = ""
    write(flows, to: &out)
    return out
  }

  /// Streams the paths of every flow of a run to `out`.
  public func write(_ flows: [FlowPaths], to out: inout some TextOutputStream) {
    switch self {
    case .text: PathsTextRenderer().write(flows, to: &out)
    case .json: PathsJSONRenderer().write(flows, to: &out)
    }
  }
}
