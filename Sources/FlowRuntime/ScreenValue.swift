/// A screen a factory returned as a value, not an object (a SwiftUI view, a
/// value type of the app's own). Navigators take objects, so it travels
/// boxed; `FlowNavigationView` unboxes it.
public final class ScreenValue: CustomStringConvertible {
  /// What the factory returned.
  public let value: Any

  public init(_ value: Any) {
    self.value = value
  }

  /// The screen a navigator shows for what a factory returned: an object as
  /// it is, any other value boxed in a `ScreenValue`.
  public static func screen(_ value: Any) -> AnyObject {
    if type(of: value) is AnyClass { return value as AnyObject }
    return ScreenValue(value)
  }

  public var description: String { String(describing: value) }
}
