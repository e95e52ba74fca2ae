/// An entry of `events:`: something that happens to the flow from outside
/// (a sign-out, a session that expired, a push notification), at any step or
/// at the steps listed, and where it leads.
public struct Event: Sendable {
  /// The event's name (lowerCamelCase): its `Action` case and coordinator method.
  public var name: Located<String>
  /// `next`: where the flow goes when the event happens.
  public var next: Located<Target>
  /// `payload`: what the event carries to its target (`Void` when absent).
  public var payload: Located<TypeExpression>?
  /// `at`: the steps and decisions where the event applies; nil: every one.
  public var at: [Located<String>]?
  public var description: Located<String>?
}
