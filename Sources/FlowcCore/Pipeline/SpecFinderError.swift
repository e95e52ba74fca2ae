/// A path given to a run that cannot be used.
public struct SpecFinderError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
