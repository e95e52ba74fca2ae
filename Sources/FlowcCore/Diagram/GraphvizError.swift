/// Graphviz is missing or failed.
public struct GraphvizError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
