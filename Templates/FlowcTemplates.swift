/// The templates `flowc generate` renders by default: the `.mustache` files of
/// `Templates/swift`, compiled into the binary by SwiftPM (`.embedInCode`), so
/// a `flowc` executable copied alone has them.
public enum FlowcTemplates {
  /// The file extension of a template.
  public static let fileExtension = "mustache"

  /// Each default template's text by name (its file name without `.mustache`).
  ///
  /// SwiftPM declares one byte array per embedded file; a template added to
  /// `Templates/swift` must be listed here too (a test compares this table
  /// with the folder).
  public static let texts: [String: String] = [
    "coordinator": text(PackageResources.coordinator_mustache),
    "file": text(PackageResources.file_mustache),
    "flow-type": text(PackageResources.flow_type_mustache),
    "links": text(PackageResources.links_mustache),
    "protocols": text(PackageResources.protocols_mustache),
    "reducer": text(PackageResources.reducer_mustache),
    "routers": text(PackageResources.routers_mustache),
    "state": text(PackageResources.state_mustache),
    "state-pattern": text(PackageResources.state_pattern_mustache),
    "state-value": text(PackageResources.state_value_mustache),
    "steps": text(PackageResources.steps_mustache),
    "type": text(PackageResources.type_mustache),
  ]

  /// The templates of `flowc tests` (`Templates/tests`), by name: a suite
  /// per flow and the support file they share.
  public static let testTexts: [String: String] = [
    "navigation-suite": text(PackageResources.navigation_suite_mustache),
    "navigation-support": text(PackageResources.navigation_support_mustache),
  ]

  private static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
