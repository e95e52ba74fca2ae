extension GenerationConfig {
  /// What `flowc config init` writes: every key, commented out, at its default
  /// (`templates`, which has none, at an example). Removing the `# ` of a
  /// key's lines keeps the config valid.
  public static var sample: String {
    let access = AccessLevel.allCases.map(\.rawValue).joined(separator: ", ")
    let parts = GeneratedPart.allCases.map(\.rawValue).joined(separator: ", ")
    return """
      # How flowc generates the Swift of a target's flow specs (docs/generate.md).
      # The build plugin, the command plugins and 'flowc check' or 'flowc generate'
      # find this file in the target's folder or in a folder of the specs, named
      # flowc-config.yaml or flowc-config.yml: one per target. Every key is
      # optional; remove the '# ' before a key to set it.

      # The access level of generated declarations (\(access)).
      # Generated code is internal by default: make it public when other modules
      # use the flows, such as an app over this library.
      # access: internal

      # Modules every generated file imports, besides FlowRuntime and Foundation.
      # imports: []

      # A folder of .mustache files that replace default templates of the same
      # name ('flowc templates list' names them), relative to this file.
      # templates: Templates

      # The parts of each generated file (by default all); coordinator and links
      # need state.
      # generate: [\(parts)]

      # A router per screen step, for presenters that navigate through one.
      # routers: false

      # Swift attributes and protocols added to each flow's State and Action,
      # such as CasePaths' "@CasePathable" (with CasePaths in imports).
      # state:
      #   attributes: []
      #   conformances: []
      # action:
      #   attributes: []
      #   conformances: []

      """
  }
}
