/// Graphviz is missing or failed.
public struct GraphvizError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// Whether `dot` was stopped for taking longer than its time limit.
  public var timedOut: Bool

  public init(message: String, timedOut: Bool = false) {
    self.message = message
    self.timedOut = timedOut
  }

  public var description: String { message }
}
