/// The forms `flowc paths` can print paths in (`--format`).
public enum PathsFormat: String, CaseIterable, Sendable {
  /// One line per step, decision and transition, for people: `PathsTextRenderer`.
  case text
  /// One JSON document, for scripts: `PathsJSONRenderer`, documented in `docs/review.md`.
  case json

  /// Renders the paths of every flow of a run.
  public func render(_ flows: [FlowPaths]) -> String {
    switch self {
    case .text: PathsTextRenderer().render(flows)
    case .json: PathsJSONRenderer().render(flows)
    }
  }
}
