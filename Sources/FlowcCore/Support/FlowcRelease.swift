/// What identifies this build of flowc: the one place its version is written.
///
/// `flowc --version`, SARIF's `tool.driver` and the artifact bundle read it
/// from here; the top released entry of `CHANGELOG.md` names the same version.
public enum FlowcRelease {
  /// The version of flowc, as semantic versioning spells it.
  public static let version = "0.1.0"

  /// The address of flowc's public repository, when it has one: SARIF rules
  /// link their help there. `nil` leaves those links out rather than pointing
  /// them somewhere that is not flowc.
  public static let repository: String? = nil
}
