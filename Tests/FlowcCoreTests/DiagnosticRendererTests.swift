import Foundation
import Testing

@testable import FlowcCore

/// The machine-readable forms of `flowc check`: json, github and sarif.
@Suite struct DiagnosticRendererTests {
  static let login = "specs/Login.flow.yaml"

  static func at(_ line: Int, _ column: Int, in file: String = login) -> FlowcCore.SourceLocation {
    FlowcCore.SourceLocation(file: file, line: line, column: column)
  }

  /// A mix: errors and warnings, notes with and without locations, a diagnostic
  /// without a location, awkward text and paths. Deliberately not in print order.
  static let mixed: [Diagnostic] = [
    Diagnostic(
      .unusedType, "type 'Unused' is never used", at: at(30, 3), subject: .init(flow: "Login")),
    Diagnostic(
      .duplicateName, "step 'form' is defined twice", at: at(12, 5),
      notes: [
        .init("first defined here", at: at(4, 3)), .init("steps share one namespace"),
        .init("the whole file", at: at(0, 0)),
      ],
      subject: .init(flow: "Login", node: "form")),
    Diagnostic(
      .schema, "unknown key \"nxt\"\nin step 'förm' 🚀, did you mean 'next'? 100% sure",
      at: at(2, 7, in: "specs/Über Flow.flow.yaml")),
    Diagnostic(.flowCycle, "flows 'A' and 'B' include each other", at: nil),
    Diagnostic(
      .noExit, "no path from 'wait' reaches an exit", at: at(1, 1, in: "/abs/dir/Other.flow.yaml")),
  ]

  // MARK: json

  @Test func jsonDecodesBackToTheDiagnostics() throws {
    let text = JSONDiagnosticRenderer(files: ["specs"]).render(Self.mixed)
    let document = try JSONDecoder().decode(
      JSONDiagnosticRenderer.Document.self, from: Data(text.utf8))

    #expect(document.version == 1)
    #expect(document.files == ["specs"])
    #expect(document.summary == .init(errors: 3, warnings: 2))
    let sorted = Self.mixed.sorted(by: Diagnostic.printOrder)
    #expect(document.diagnostics.map(\.message) == sorted.map(\.message))
    for (entry, diagnostic) in zip(document.diagnostics, sorted) {
      #expect(entry.severity == diagnostic.severity)
      #expect(entry.code == diagnostic.code.rawValue)
      #expect(entry.file == diagnostic.location?.file)
      #expect(entry.line == diagnostic.location?.line)
      #expect(entry.column == diagnostic.location?.column)
      #expect(entry.flow == diagnostic.subject?.flow)
      #expect(entry.step == diagnostic.subject?.node)
      #expect(entry.notes.map(\.message) == diagnostic.notes.map(\.message))
      #expect(entry.notes.map(\.line) == diagnostic.notes.map(\.location?.line))
    }
  }

  @Test func jsonLeavesOutAbsentFieldsRatherThanWritingNull() throws {
    let text = JSONDiagnosticRenderer(files: []).render(Self.mixed)
    #expect(!text.contains("null"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    let cycle = try #require(diagnostics.first { $0["code"] as? String == "flow-cycle" })
    #expect(Set(cycle.keys) == ["severity", "code", "message", "notes"])
    let duplicate = try #require(diagnostics.first { $0["code"] as? String == "duplicate-name" })
    let notes = try #require(duplicate["notes"] as? [[String: Any]])
    #expect(Set(notes[0].keys) == ["message", "file", "line", "column"])
    #expect(Set(notes[1].keys) == ["message"])
  }

  @Test func jsonGolden() {
    let diagnostics = [
      Diagnostic(
        .unknownTarget, "'next' names no step: 'sumbit'", at: Self.at(12, 5),
        notes: [.init("did you mean 'submit'?", at: Self.at(20, 3))],
        subject: .init(flow: "Login", node: "form")),
      Diagnostic(.unusedType, "type 'Token' is never used", at: nil),
    ]
    let expected = """
      {
        "diagnostics" : [
          {
            "code" : "unused-type",
            "message" : "type 'Token' is never used",
            "notes" : [

            ],
            "severity" : "warning"
          },
          {
            "code" : "unknown-target",
            "column" : 5,
            "file" : "specs/Login.flow.yaml",
            "flow" : "Login",
            "line" : 12,
            "message" : "'next' names no step: 'sumbit'",
            "notes" : [
              {
                "column" : 3,
                "file" : "specs/Login.flow.yaml",
                "line" : 20,
                "message" : "did you mean 'submit'?"
              }
            ],
            "severity" : "error",
            "step" : "form"
          }
        ],
        "files" : [
          "specs/Login.flow.yaml"
        ],
        "summary" : {
          "errors" : 1,
          "warnings" : 1
        },
        "version" : 1
      }

      """
    #expect(JSONDiagnosticRenderer(files: [Self.login]).render(diagnostics) == expected)
  }

  @Test func jsonWithoutDiagnosticsIsStillADocument() throws {
    let text = JSONDiagnosticRenderer(files: ["a.flow.yaml"]).render([])
    let document = try JSONDecoder().decode(
      JSONDiagnosticRenderer.Document.self, from: Data(text.utf8))
    #expect(
      document
        == .init(
          version: 1, files: ["a.flow.yaml"], summary: .init(errors: 0, warnings: 0),
          diagnostics: []))
  }

  // MARK: github

  @Test func githubWritesOneCommandPerDiagnostic() {
    let diagnostics = [
      Diagnostic(.unusedType, "type 'Token' is never used", at: Self.at(30, 3)),
      Diagnostic(
        .duplicateName, "step 'form' is defined twice", at: Self.at(12, 5),
        notes: [
          .init("first defined here", at: Self.at(4, 3)), .init("steps share one namespace"),
        ]),
      Diagnostic(.flowCycle, "flows 'A' and 'B' include each other", at: nil),
    ]
    let expected = [
      "::error title=flowc [flow-cycle]::flows 'A' and 'B' include each other",
      "::error file=specs/Login.flow.yaml,line=12,col=5,title=flowc [duplicate-name]::"
        + "step 'form' is defined twice"
        + "%0Aspecs/Login.flow.yaml:4:3: note: first defined here"
        + "%0Anote: steps share one namespace",
      "::warning file=specs/Login.flow.yaml,line=30,col=3,title=flowc [unused-type]::"
        + "type 'Token' is never used",
    ]
    #expect(GitHubDiagnosticRenderer().render(diagnostics) == expected.map { $0 + "\n" }.joined())
  }

  @Test func githubEscapesDataAndProperties() {
    let diagnostic = Diagnostic(
      .schema, "100% wrong:\r\nline two, 'ü'\rthree\n",
      at: Self.at(1, 2, in: "dir,1/a:b%.flow.yaml"))
    #expect(
      GitHubDiagnosticRenderer().render(diagnostic)
        == "::error file=dir%2C1/a%3Ab%25.flow.yaml,line=1,col=2,title=flowc [schema]::"
        + "100%25 wrong:%0D%0Aline two, 'ü'%0Dthree%0A\n")
    #expect(GitHubDiagnosticRenderer.escapeData("a:b,c%") == "a:b,c%25")
    #expect(GitHubDiagnosticRenderer.escapeProperty("a:b,c%\r\n") == "a%3Ab%2Cc%25%0D%0A")
  }

  @Test func githubWithoutDiagnosticsIsEmpty() {
    #expect(GitHubDiagnosticRenderer().render([]) == "")
  }

  // MARK: sarif

  static let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/sarif-schema-2.1.0.json").path

  @Test func sarifValidatesAgainstTheOfficialSchema() throws {
    let text = SARIFDiagnosticRenderer(toolVersion: "0.1.0").render(Self.mixed)
    let (status, errors) = try Self.validate(sarif: text)
    #expect(status == 0, "\(errors)")
  }

  @Test func sarifWithoutDiagnosticsValidates() throws {
    let (status, errors) = try Self.validate(
      sarif: SARIFDiagnosticRenderer(toolVersion: "0.1.0").render([]))
    #expect(status == 0, "\(errors)")
  }

  /// The negative control: the validator does reject a broken log, so the
  /// tests above can fail.
  @Test(arguments: ["level", "startLine", "version"])
  func sarifValidationRejectsABrokenLog(breaking part: String) throws {
    let text = SARIFDiagnosticRenderer(toolVersion: "0.1.0").render(Self.mixed)
    var log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    var runs = try #require(log["runs"] as? [[String: Any]])
    var results = try #require(runs[0]["results"] as? [[String: Any]])
    switch part {
    case "level":
      results[0]["level"] = "fatal"
    case "startLine":
      results[1]["locations"] = [
        ["physicalLocation": ["artifactLocation": ["uri": "a"], "region": ["startLine": 0]]]
      ]
    default:
      log["version"] = "2.0.0"
    }
    runs[0]["results"] = results
    log["runs"] = runs
    let broken = try JSONSerialization.data(withJSONObject: log)
    let (status, errors) = try Self.validate(sarif: String(decoding: broken, as: UTF8.self))
    #expect(status == Self.invalidStatus, "\(errors)")
  }

  @Test func sarifDescribesRulesResultsAndLocations() throws {
    let text = SARIFDiagnosticRenderer(toolVersion: "9.9.9").render(Self.mixed)
    let log = try JSONDecoder().decode(SARIFDiagnosticRenderer.Log.self, from: Data(text.utf8))
    #expect(log.schema == SARIFDiagnosticRenderer.schemaURI)
    #expect(log.version == "2.1.0")
    let run = try #require(log.runs.first)
    #expect(log.runs.count == 1)
    #expect(run.columnKind == "unicodeCodePoints")
    #expect(run.tool.driver.name == "flowc")
    #expect(run.tool.driver.version == "9.9.9")
    #expect(run.tool.driver.rules.map(\.id) == DiagnosticCode.allCases.map(\.rawValue))
    #expect(
      run.tool.driver.rules.map(\.shortDescription.text) == DiagnosticCode.allCases.map(\.summary))
    let unused = try #require(run.tool.driver.rules.first { $0.id == "unused-type" })
    #expect(unused.defaultConfiguration.level == "warning")

    let sorted = Self.mixed.sorted(by: Diagnostic.printOrder)
    #expect(run.results.map(\.message.text) == sorted.map(\.message))
    for result in run.results {
      #expect(run.tool.driver.rules[result.ruleIndex].id == result.ruleId)
    }

    let cycle = try #require(run.results.first { $0.ruleId == "flow-cycle" })
    #expect(cycle.level == "error")
    #expect(cycle.locations.isEmpty)

    let duplicate = try #require(run.results.first { $0.ruleId == "duplicate-name" })
    #expect(duplicate.properties == .init(flow: "Login", step: "form"))
    let location = try #require(duplicate.locations.first?.physicalLocation)
    #expect(location.artifactLocation == .init(uri: Self.login, uriBaseId: "SRCROOT"))
    #expect(location.region == .init(startLine: 12, startColumn: 5))
    let related = try #require(duplicate.relatedLocations)
    #expect(related.map(\.id) == [0, 1, 2])
    #expect(
      related.map(\.message?.text) == [
        "first defined here", "steps share one namespace", "the whole file",
      ])
    #expect(related[0].physicalLocation?.region == .init(startLine: 4, startColumn: 3))
    #expect(related[1].physicalLocation == nil)
    #expect(
      related[2].physicalLocation
        == .init(artifactLocation: .init(uri: Self.login, uriBaseId: "SRCROOT"), region: nil))

    let uris = run.results.compactMap { $0.locations.first?.physicalLocation?.artifactLocation }
    #expect(uris.contains(.init(uri: "file:///abs/dir/Other.flow.yaml", uriBaseId: nil)))
    #expect(uris.contains(.init(uri: "specs/%C3%9Cber%20Flow.flow.yaml", uriBaseId: "SRCROOT")))
  }

  @Test func sarifIsDeterministic() {
    let renderer = SARIFDiagnosticRenderer(toolVersion: "0.1.0")
    #expect(renderer.render(Self.mixed) == renderer.render(Self.mixed.reversed()))
  }

  @Test func sarifRegionsStartAtLineAndColumnOne() {
    #expect(SARIFDiagnosticRenderer.region(line: 0, column: 3) == nil)
    #expect(SARIFDiagnosticRenderer.region(line: 2, column: 0) == .init(startLine: 2))
    #expect(
      SARIFDiagnosticRenderer.region(line: 2, column: 1) == .init(startLine: 2, startColumn: 1))
  }

  @Test func sarifPercentEncodesPaths() {
    #expect(SARIFDiagnosticRenderer.artifactLocation("a:b/c d.yaml").uri == "a%3Ab/c%20d.yaml")
    #expect(
      SARIFDiagnosticRenderer.artifactLocation("./specs/A.flow.yaml").uri == "./specs/A.flow.yaml")
    #expect(
      SARIFDiagnosticRenderer.artifactLocation("/x:y/100%.yaml").uri == "file:///x:y/100%25.yaml")
  }

  // MARK: DiagnosticFormat

  @Test func everyFormatRendersThroughTheEntryPoint() {
    let source = SourceFile(path: Self.login, text: "a: 1\nnxt: b\n")
    let diagnostics = [Diagnostic(.schema, "unknown key 'nxt'", at: Self.at(2, 1))]
    func render(_ format: DiagnosticFormat) -> String {
      format.render(diagnostics, sources: [source], files: [Self.login], toolVersion: "1.2.3")
    }
    #expect(render(.text) == TextDiagnosticRenderer(sources: [source]).render(diagnostics))
    #expect(render(.text).contains("nxt: b\n^\n"))
    #expect(render(.json) == JSONDiagnosticRenderer(files: [Self.login]).render(diagnostics))
    #expect(render(.github) == GitHubDiagnosticRenderer().render(diagnostics))
    #expect(render(.sarif) == SARIFDiagnosticRenderer(toolVersion: "1.2.3").render(diagnostics))
    #expect(DiagnosticFormat.allCases.map(\.rawValue) == ["text", "json", "github", "sarif"])
  }

  // MARK: Validating with Python's jsonschema

  /// The exit status of the validator for a log the schema rejects; any other
  /// failure (no python3, no jsonschema, a crash) exits otherwise.
  static let invalidStatus: Int32 = 3

  static let validator = """
    import json, sys
    import jsonschema
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        log = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    errors = list(cls(schema).iter_errors(log))
    for error in errors:
        print(list(error.absolute_path), error.message, file=sys.stderr)
    sys.exit(3 if errors else 0)
    """

  /// Validates a SARIF log against the stored schema; returns the exit status
  /// and what the validator printed.
  static func validate(sarif: String) throws -> (status: Int32, errors: String) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-\(UUID().uuidString).sarif")
    try Data(sarif.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", validator, schemaPath, file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
