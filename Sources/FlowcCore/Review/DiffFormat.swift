/// The forms `flowc diff` can print a diff in (`--format`).
public enum DiffFormat: String, CaseIterable, Sendable {
  /// Lines grouped per flow, for people: `DiffTextRenderer`.
  case text
  /// One JSON document, for scripts: `DiffJSONRenderer`, documented in `docs/review.md`.
  case json
  /// A Mermaid flowchart of the new flows with the changes highlighted: `DiffMermaidRenderer`.
  case mermaid

  /// Renders `diff`, the comparison of `old` with `new` (the runs are needed to
  /// draw the unchanged part of a flow in Mermaid).
  public func render(_ diff: SpecDiff, old: FlowModel, new: FlowModel) -> String {
    switch self {
    case .text: DiffTextRenderer().render(diff)
    case .json: DiffJSONRenderer().render(diff)
    case .mermaid: DiffMermaidRenderer().render(diff, old: old, new: new)
    }
  }
}
