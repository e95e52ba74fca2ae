/// A `--flow` name that is no flow of the run.
public struct FlowDiagramError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

// MARK: - Building a diagram from a model
