/// Where a transition goes.
public enum Target: Hashable, Sendable, CustomStringConvertible {
  /// A step or decision of the same flow.
  case node(String)
  /// Ends the flow with the payload as its output.
  case finish
  /// Ends the flow with no result.
  case cancel
  /// `finish.name`: ends a flow that declares `endings` in the named one.
  case ending(String)

  public init(_ text: String) {
    switch text {
    case Reserved.finish: self = .finish
    case Reserved.cancel: self = .cancel
    default:
      if text.hasPrefix(Reserved.endingPrefix) {
        self = .ending(String(text.dropFirst(Reserved.endingPrefix.count)))
      } else {
        self = .node(text)
      }
    }
  }

  public var description: String {
    switch self {
    case .node(let id): id
    case .finish: Reserved.finish
    case .cancel: Reserved.cancel
    case .ending(let name): Reserved.endingPrefix + name
    }
  }
}
