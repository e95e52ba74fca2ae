import ArgumentParser
import FlowcCore

/// `flowc schema`: the JSON Schema of specs or of the config, for editors.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of flow specs or of flowc-config.yaml.",
    discussion: """
      Editors with yaml-language-server validate and complete specs with it: save it \
      (flowc schema > flow-spec.schema.json) and start a spec with \
      '# yaml-language-server: $schema=flow-spec.schema.json'.
      """)

  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case spec, config
  }

  @Argument(help: "Which schema: spec or config.")
  var kind: Kind = .spec

  func run() {
    let schema = kind == .spec ? SpecSchema.spec : GenerationConfig.schema
    print(SpecSchema.json(schema), terminator: "")
  }
}
