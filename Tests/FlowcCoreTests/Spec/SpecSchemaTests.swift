import Foundation
import Testing

@testable import FlowcCore

/// The JSON Schemas of `flowc schema` and the decoders cannot drift apart: the
/// keys come from the decoders' own lists, and the specs of `specs/` validate.
@Suite struct SpecSchemaTests {
  @Test func everyKeyTheDecoderKnowsIsDescribedAndNoOther() {
    #expect(Set(SpecSchema.topLevel.keys) == Set(SpecDecoder.TopLevelKey.names))
    #expect(Set(SpecSchema.stepKeys.keys) == Set(SpecDecoder.StepKey.names))
    #expect(Set(SpecSchema.decisionKeys.keys) == Set(SpecDecoder.DecisionKey.names))
    let config = GenerationConfig.schema["properties"] as? [String: Any] ?? [:]
    #expect(Set(config.keys) == Set(GenerationConfig.keys))
    let access = config["access"] as? [String: Any]
    #expect(access?["enum"] as? [String] == AccessLevel.allCases.map(\.rawValue))
  }

  /// The description of `links` shows each part a pattern may have.
  @Test func theLinksDescriptionShowsAPathAQueryAndAFragment() throws {
    let links = try #require(SpecSchema.topLevel["links"])
    let description = try #require(links["description"] as? String)
    #expect(description.contains("`myapp://items/{id:Int}`"))
    #expect(description.contains("?q={query:String}&page={page:Int?}"))
    #expect(description.contains("#/{room:String}"))
  }

  /// Python validates YAML files against a schema; YAML 1.2's booleans, so
  /// that a key `on` stays a string.
  static let validator = """
    import json, sys
    import jsonschema, yaml
    class Loader(yaml.SafeLoader): pass
    Loader.yaml_implicit_resolvers = {
        k: [(tag, regexp) for tag, regexp in v if tag != 'tag:yaml.org,2002:bool']
        for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
    schema = json.loads(sys.stdin.read())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    failed = 0
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            errors = list(cls(schema).iter_errors(yaml.load(f, Loader=Loader)))
        for error in errors:
            print(path, list(error.absolute_path), error.message)
        failed += bool(errors)
    sys.exit(10 + failed)
    """

  /// How many of `files` the schema rejects (nil: Python, jsonschema or
  /// PyYAML is missing), and what the validator printed.
  static func rejected(_ files: [String], by schema: [String: Any]) throws -> (Int?, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", validator] + files
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(SpecSchema.json(schema).utf8))
    try input.fileHandleForWriting.close()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let status = Int(process.terminationStatus)
    return (status >= 10 ? status - 10 : nil, printed)
  }

  @Test(.needs(.jsonschema, .yaml))
  func theExampleSpecsValidateAndBrokenOnesDoNot() throws {
    let specs = try DiagramFixtures.specFiles()
    let (failed, printed) = try Self.rejected(specs, by: SpecSchema.spec)
    #expect(failed == 0, "\(printed)")

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = [
      "flow: A\nstart: a\nsteps:\n  a: { screen: A, nxt: finish }\n",  // unknown key
      "flow: A\nstart: a\nsteps:\n  a: { next: finish }\n",  // no screen, action or flow
      "flow: A\nsteps:\n  a: { screen: A }\n",  // no start
      "flow: A\nstart: a\nsteps:\n  a: { screen: A, present: sheet }\n",  // bad presentation
    ]
    var paths: [String] = []
    for (index, text) in broken.enumerated() {
      let path = folder.appendingPathComponent("\(index).flow.yaml").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    #expect(try Self.rejected(paths, by: SpecSchema.spec).0 == broken.count)
    let config = folder.appendingPathComponent("flowc-config.yaml").path
    try "access: public\nimports: [Kit]\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(try Self.rejected([config], by: GenerationConfig.schema).0 == 0)
    try "acess: public\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(try Self.rejected([config], by: GenerationConfig.schema).0 == 1)
    try "imports: [MyKit.Models, _Kit]\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(try Self.rejected([config], by: GenerationConfig.schema).0 == 0)
    try "routers: true\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(try Self.rejected([config], by: GenerationConfig.schema).0 == 0)
    try "routers: yes please\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(try Self.rejected([config], by: GenerationConfig.schema).0 == 1)
    for imports in ["[struct]", "[_]", "[Kit.]", "[2Kit]"] {
      try "imports: \(imports)\n".write(toFile: config, atomically: true, encoding: .utf8)
      #expect(try Self.rejected([config], by: GenerationConfig.schema).0 == 1, "\(imports)")
    }
    // The schema takes what `GenerationConfig.decode` takes under `state` and `action`.
    let additions = [
      ("state: {attributes: ['@CasePathable', '@available(iOS 17.0, *)'], conformances: [A.B]}", 0),
      ("action: {attributes: ['@CasePaths.CasePathable']}", 0), ("state:", 0),
      ("state: {attributes: ['CasePathable']}", 1), ("action: {attributes: ['@f(\"x\")']}", 1),
      ("state: {conformances: ['A & B']}", 1), ("state: {conformances: [struct]}", 1),
      ("action: {atributes: []}", 1),
    ]
    for (text, rejected) in additions {
      try (text + "\n").write(toFile: config, atomically: true, encoding: .utf8)
      #expect(try Self.rejected([config], by: GenerationConfig.schema).0 == rejected, "\(text)")
      let decoded = GenerationConfig.decode(SourceFile(path: "c.yaml", text: text + "\n")).config
      #expect((decoded == nil ? 1 : 0) == rejected, "\(text)")
    }
  }
}
