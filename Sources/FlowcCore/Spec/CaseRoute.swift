/// One `on` entry: an enum case and where it goes.
public struct CaseRoute: Sendable {
  public var caseName: Located<String>
  public var target: Located<Target>
}
