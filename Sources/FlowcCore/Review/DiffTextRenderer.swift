/// Prints a `SpecDiff` for people, grouped per flow, one change a line:
///
///     ~ flow 'UserRegistration'
///       ~ step 'confirm': input UserRegistration -> Registration
///       + step 'sampleImage'
///       + transition 'sampleImage' --next--> confirm
///       - link "myapp://register"  [breaking]
///     + flow 'Checkout'
///
///     5 changes, 1 breaking
///
/// `+` marks something added, `-` removed, `~` changed; changes that break
/// callers end in `  [breaking]`. Identical runs print `no changes`.
public struct DiffTextRenderer: Sendable {
  public init() {}

  /// The whole report, ending in a newline.
  public func render(_ diff: SpecDiff) -> String {
    guard !diff.isEmpty else { return "no changes\n" }
    var out = ""
    for group in diff.flows {
      let marker =
        switch group.status {
        case .added: "+"
        case .removed: "-"
        case .changed: "~"
        }
      let flow = ControlCharacters.escaped(group.flow)
      out += "\(marker) flow '\(flow)'\(group.isBreaking ? Self.breakingMark : "")\n"
      for change in group.changes { out += "  " + Self.line(change) + "\n" }
    }
    let count = diff.changeCount
    out += "\n\(count) change\(count == 1 ? "" : "s"), \(diff.breakingCount) breaking\n"
    return out
  }

  /// What ends the line of a change that breaks callers.
  public static let breakingMark = "  [breaking]"

  /// One change without indentation: `~ step 'confirm': input A -> B`. Control
  /// characters of spec text (a link pattern, a description) are escaped, so
  /// a change is one line and sends no terminal codes.
  public static func line(_ change: SpecDiff.Change) -> String {
    let marker =
      switch change.action {
      case .added: "+"
      case .removed: "-"
      case .changed: "~"
      }
    return "\(marker) \(ControlCharacters.escaped(text(change)))"
      + (change.breaking ? breakingMark : "")
  }

  /// The line of a change after its marker.
  private static func text(_ change: SpecDiff.Change) -> String {
    let before = change.old ?? ""
    let after = change.new ?? ""
    switch change.subject {
    case .flow:
      return "flow \(change.property?.rawValue ?? ""): \(before) -> \(after)"
    case .step, .decision:
      let node = "\(change.subject.rawValue) '\(change.id ?? "")'"
      guard change.action == .changed, let property = change.property else { return node }
      let name = property == .kind ? "" : property.rawValue + " "
      return "\(node): \(name)\(before) -> \(after)"
    case .transition:
      let arrow = "transition '\(change.id ?? "")'\(change.event?.namedArrow ?? " ")"
      switch change.action {
      case .added: return arrow + after
      case .removed: return arrow + before
      case .changed: return "\(arrow)\(after) (was \(before))"
      }
    case .type:
      let type = "type '\(change.type ?? "")'"
      return change.action == .changed ? "\(type): \(before) -> \(after)" : type
    case .field:
      let field = "type '\(change.type ?? "")': field '\(change.member ?? "")'"
      switch change.action {
      case .added: return "\(field) \(after)"
      case .removed: return "\(field) \(before)"
      case .changed: return "\(field) \(before) -> \(after)"
      }
    case .enumCase:
      let enumCase = "type '\(change.type ?? "")': case '\(change.member ?? "")'"
      switch change.action {
      case .added: return enumCase + (change.new.map { "(\($0))" } ?? "")
      case .removed: return enumCase + (change.old.map { "(\($0))" } ?? "")
      case .changed:
        return "\(enumCase) payload \(change.old ?? "none") -> \(change.new ?? "none")"
      }
    case .link:
      let link = "link \"\(change.link ?? "")\""
      let property = change.property.map { $0.rawValue + " " } ?? ""
      switch change.action {
      case .added: return "\(link) -> \(after)"
      case .removed: return link
      case .changed: return "\(link): \(property)\(before) -> \(after)"
      }
    case .event:
      let event = "event '\(change.id ?? "")'"
      let property = change.property.map { $0.rawValue + " " } ?? ""
      switch change.action {
      case .added: return "\(event) -> \(after)"
      case .removed: return event
      case .changed: return "\(event): \(property)\(before) -> \(after)"
      }
    }
  }
}
