import ArgumentParser
import FlowcCore

/// The reading limits every command that reads specs takes, each defaulting
/// to FlowcCore's `YAMLLimits`.
struct LimitOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Largest spec file in bytes.", valueName: "bytes"))
  var maxInputSize = YAMLLimits.defaultMaxInputSize

  @Option(help: ArgumentHelp("Longest scalar of a spec in bytes.", valueName: "bytes"))
  var maxScalarLength = YAMLLimits.defaultMaxScalarLength

  @Option(help: ArgumentHelp("Most steps and decisions in one flow.", valueName: "count"))
  var maxSteps = YAMLLimits.defaultMaxStepsPerFlow

  @Option(help: ArgumentHelp("Deepest nesting of YAML collections.", valueName: "levels"))
  var maxDepth = YAMLLimits().maxDepth

  @Option(
    help: ArgumentHelp("Most nodes YAML aliases may expand to.", valueName: "nodes"))
  var maxAliasExpansion = YAMLLimits().maxAliasExpansion

  func validate() throws {
    let values = [
      ("--max-input-size", maxInputSize), ("--max-scalar-length", maxScalarLength),
      ("--max-steps", maxSteps), ("--max-depth", maxDepth),
      ("--max-alias-expansion", maxAliasExpansion),
    ]
    for (name, value) in values where value < 1 {
      throw ValidationError("\(name) must be at least 1")
    }
  }

  var limits: YAMLLimits {
    YAMLLimits(
      maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion, maxInputSize: maxInputSize,
      maxScalarLength: maxScalarLength, maxStepsPerFlow: maxSteps)
  }
}
