/// An entry of `links:`: a URL pattern that opens a step.
public struct Link: Sendable {
  public var pattern: Located<String>
  public var target: Located<String>
}
