import Foundation
import Testing

/// Which config `flowc check` and `flowc generate` use, as the plugins run
/// them (a target `App/` with its specs in `App/Flows/`), and `flowc config init`.
@Suite struct ConfigCommandTests {
  /// A target with one spec in a folder of its own.
  static func target() throws -> Scratch {
    let scratch = try Scratch()
    try scratch.write("App/Flows/Login.flow.yaml", GenerateCommandTests.login)
    return scratch
  }

  /// `flowc generate` as the build plugin runs it: whether the flow came out public.
  static func generatesPublic(_ scratch: Scratch) throws -> Bool {
    let run = try flowc(
      ["generate", "App/Flows/Login.flow.yaml", "-o", "Out", "--config-search-root", "App"],
      in: scratch.url)
    #expect(run.status == 0, "\(run)")
    let text = FileManager.default.contents(
      atPath: scratch.url.appendingPathComponent("Out/Login.swift").path
    ).map { String(decoding: $0, as: UTF8.self) }
    return text?.contains("\npublic enum LoginFlow: FlowRuntime.NavigationFlow {") == true
  }

  @Test(arguments: ["App/flowc-config.yaml", "App/flowc-config.yml", "App/Flows/flowc-config.yaml"])
  func aConfigIsUsedInTheTargetsFolderOrBesideTheSpecs(_ path: String) throws {
    let scratch = try Self.target()
    defer { scratch.remove() }
    #expect(try !Self.generatesPublic(scratch))
    try scratch.write(path, "access: public\n")
    #expect(try Self.generatesPublic(scratch))
    // flowc check and the command plugins' form (the target's folder) find it too.
    try scratch.write(path, "access: publik\n")
    for arguments in [
      ["check", "App/Flows", "--config-search-root", "App"], ["check", "App"],
    ] {
      let run = try flowc(arguments, in: scratch.url)
      #expect(run.status == 1, "\(run)")
      #expect(
        run.stderr.hasPrefix(
          "\(path):1:9: error: 'access' is one of 'internal', 'public', 'package'; did you mean "
            + "'public'? [schema]\n"), "\(run)")
      #expect(run.stderr.hasSuffix("1 error and 0 warnings in 2 files\n"), "\(run)")
    }
  }

  @Test func twoConfigsStopTheRunNamingBoth() throws {
    let scratch = try Self.target()
    defer { scratch.remove() }
    try scratch.write("App/flowc-config.yaml", "access: public\n")
    try scratch.write("App/Flows/flowc-config.yml", "access: package\n")
    let expected = """
      App/Flows/flowc-config.yml:1:1: error: 2 flowc configs apply to these specs \
      ('App/flowc-config.yaml', 'App/Flows/flowc-config.yml'); a run uses one: keep one and \
      remove the others, or name one with --config [config-conflict]
      App/flowc-config.yaml:1:1: note: a flowc config of these specs too

      """
    let check = try flowc(["check", "App"], in: scratch.url)
    #expect(check.status == 1)
    #expect(check.stderr == expected + "1 error and 0 warnings in 1 file\n", "\(check)")
    let generate = try flowc(
      ["generate", "App/Flows", "-o", "Out", "--config-search-root", "App"], in: scratch.url)
    #expect(generate.status == 1)
    #expect(
      generate.stderr == expected + "1 error and 0 warnings in 1 file; nothing was generated\n",
      "\(generate)")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Out").path))
    // --config chooses one.
    let chosen = try flowc(
      ["check", "App", "--config", "App/flowc-config.yaml"], in: scratch.url)
    #expect(chosen.status == 0, "\(chosen)")
  }

  /// A file named like a config is checked as one, not as a spec.
  @Test func checkingAConfigFileChecksItAsAConfig() throws {
    let scratch = try Self.target()
    defer { scratch.remove() }
    try scratch.write("App/flowc-config.yaml", "access: public\nadditionalImports: [Kit]\n")
    let run = try flowc(["check", "App/flowc-config.yaml"], in: scratch.url)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        App/flowc-config.yaml:2:1: error: unknown key 'additionalImports' in the flowc config; \
        did you mean 'imports'? ('additionalImports' is swift-openapi-generator's name for it) \
        [schema]
        additionalImports: [Kit]
        ^
        1 error and 0 warnings in 1 file

        """, "\(run)")
    try scratch.write("App/flowc-config.yaml", "access: public\n")
    let clean = try flowc(["check", "App/flowc-config.yaml"], in: scratch.url)
    #expect(clean.status == 0, "\(clean)")
    #expect(clean.stderr.isEmpty, "\(clean)")
  }

  @Test func configInitWritesASampleThatChecksCleanAndKeepsAnExistingFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var run = try flowc(["config", "init"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr == "wrote flowc-config.yaml\n")
    let written = scratch.url.appendingPathComponent("flowc-config.yaml")
    let sample = try String(contentsOf: written, encoding: .utf8)
    #expect(sample.contains("\n# access: internal\n"))
    run = try flowc(["check", "flowc-config.yaml"], in: scratch.url)
    #expect(run.status == 0, "\(run)")

    try scratch.write("flowc-config.yaml", "access: public\n")
    run = try flowc(["config", "init"], in: scratch.url)
    #expect(run.status == 2)
    #expect(
      run.stderr == "error: 'flowc-config.yaml' exists; flowc config init --force replaces it\n")
    #expect(try String(contentsOf: written, encoding: .utf8) == "access: public\n")
    run = try flowc(["config", "init", "--force"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(try String(contentsOf: written, encoding: .utf8) == sample)

    run = try flowc(["config", "init", "--output", "App/flowc-config.yml"], in: scratch.url)
    #expect(run.status == 2, "the folder does not exist: \(run)")
    try scratch.write("App/Login.flow.yaml", GenerateCommandTests.login)
    run = try flowc(["config", "init", "-o", "App/flowc-config.yml"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    run = try flowc(["check", "App"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
  }
}
