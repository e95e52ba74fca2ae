/// The forms `flowc paths` can print paths in (`--format`).
public enum PathsFormat: String, CaseIterable, Sendable {
  /// One line per step, decision and transition, for people: `PathsTextRenderer`.
  case text
  /// One JSON document, for scripts: `PathsJSONRenderer`, documented in `docs/review.md`.
  case json

  /// The most bytes of hops the full form (`--full`) spells out in all: past
  /// it, `write(_:full:limit:to:)` refuses before printing anything.
  public static let fullSizeLimit = 50_000_000

  /// Spelling every path out would print more than `limit` bytes of hops.
  public struct FullFormTooLarge: Error, Equatable, CustomStringConvertible {
    /// The bytes of hops the full form would print (`Int.max`: more than an `Int` holds).
    public var size: Int
    public var limit: Int

    public var description: String {
      "spelling every path out would print more than \(limit.grouped) bytes of hops "
        + "(\(size == .max ? "far more" : size.grouped + " bytes")); "
        + "leave out --full: JSON then gives each path by its last hop ('via'), "
        + "text shows a path's last \(PathsTextRenderer.shownHops) hops"
    }
  }

  /// Renders the paths of every flow of a run, each path in its bounded form.
  public func render(_ flows: [FlowPaths]) -> String {
    var out = ""
    write(flows, to: &out)
    return out
  }

  /// Streams the paths of every flow of a run to `out`, each path in its
  /// bounded form: output linear in the specs.
  public func write(_ flows: [FlowPaths], to out: inout some TextOutputStream) {
    switch self {
    case .text: PathsTextRenderer().write(flows, to: &out)
    case .json: PathsJSONRenderer().write(flows, to: &out)
    }
  }

  /// Streams the paths to `out`, with `full` every path spelt out; a full
  /// form that would print more than `limit` bytes of hops throws before
  /// anything is written. Measuring takes time linear in the flows.
  public func write(
    _ flows: [FlowPaths], full: Bool, limit: Int = fullSizeLimit,
    to out: inout some TextOutputStream
  ) throws(FullFormTooLarge) {
    guard full else { return write(flows, to: &out) }
    let size = fullSize(flows)
    guard size <= limit else { throw FullFormTooLarge(size: size, limit: limit) }
    switch self {
    case .text: PathsTextRenderer(full: true).write(flows, to: &out)
    case .json: PathsJSONRenderer(full: true).write(flows, to: &out)
    }
  }

  /// The bytes of hops the full form prints: every path's hops, each as this
  /// format spells it. Saturates at `Int.max`.
  public func fullSize(_ flows: [FlowPaths]) -> Int {
    let size: (FlowPaths.Hop) -> Int =
      switch self {
      case .text: PathsTextRenderer.spelledSize
      case .json: PathsJSONRenderer.spelledSize
      }
    return flows.reduce(0) { FlowPaths.adding($0, $1.spelledSize(size)) }
  }
}
