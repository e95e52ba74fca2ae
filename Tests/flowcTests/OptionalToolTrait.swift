import OptionalTools
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs the test only where every one of `tools` is installed; elsewhere it
  /// is skipped with what it needs (see `OptionalTool`).
  static func needs(_ tools: OptionalTool...) -> Self {
    .enabled(Comment(rawValue: OptionalTool.reason(tools))) {
      tools.allSatisfy(\.isAvailable)
    }
  }
}
