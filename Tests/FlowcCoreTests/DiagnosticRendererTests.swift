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

  /// A stand-in for specs/Login.flow.yaml: lines 4, 12, 20 and 30 hold what
  /// the diagnostics above point at.
  static let loginSource: SourceFile = {
    var lines = (1...31).map { "# line \($0)" }
    lines[3] = "  form:"
    lines[11] = "    nxt: submit  # typo"
    lines[19] = "  submit:"
    lines[29] = "  Token: { value: String }"
    return SourceFile(path: login, text: lines.joined(separator: "\n") + "\n")
  }()

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
      "::error file=specs/Login.flow.yaml,line=12,endLine=12,col=5,endColumn=7,"
        + "title=flowc [duplicate-name]::step 'form' is defined twice"
        + "%0Aspecs/Login.flow.yaml:4:3: note: first defined here"
        + "%0Anote: steps share one namespace",
      "::warning file=specs/Login.flow.yaml,line=30,endLine=30,col=3,endColumn=7,"
        + "title=flowc [unused-type]::type 'Token' is never used",
    ]
    #expect(
      GitHubDiagnosticRenderer(sources: [Self.loginSource]).render(diagnostics)
        == expected.map { $0 + "\n" }.joined())
  }

  @Test func githubEscapesDataAndProperties() {
    let diagnostic = Diagnostic(
      .schema, "100% wrong:\r\nline two, 'ü'\rthree\n",
      at: Self.at(1, 2, in: "dir,1/a:b%.flow.yaml"))
    // No such file: the annotation ends on its line, with no end column.
    #expect(
      GitHubDiagnosticRenderer().render(diagnostic)
        == "::error file=dir%2C1/a%3Ab%25.flow.yaml,line=1,endLine=1,col=2,title=flowc [schema]::"
        + "100%25 wrong:%0D%0Aline two, 'ü'%0Dthree%0A\n")
    #expect(GitHubDiagnosticRenderer.escapeData("a:b,c%") == "a:b,c%25")
    #expect(GitHubDiagnosticRenderer.escapeProperty("a:b,c%\r\n") == "a%3Ab%2Cc%25%0D%0A")
  }

  @Test func githubEndColumnIsTheLastColumnOfTheToken() {
    let source = SourceFile(path: "a.flow.yaml", text: "  form:\n    next: \"x y\"  # z\n")
    let diagnostic = Diagnostic(
      .schema, "m", at: FlowcCore.SourceLocation(file: "a.flow.yaml", line: 2, column: 11))
    #expect(
      GitHubDiagnosticRenderer(sources: [source]).render(diagnostic)
        == "::error file=a.flow.yaml,line=2,endLine=2,col=11,endColumn=15,"
        + "title=flowc [schema]::m\n")
  }

  /// A file not given is read from disk once, on first use, however many
  /// diagnostics point into it.
  @Test func sourceLinesReadEachFileOnce() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-lines-\(UUID().uuidString).flow.yaml")
    try Data("a: 1\nnxt: b\n".utf8).write(to: file)
    let lines = SourceLines([], readsMissingFiles: true)
    #expect(lines.line(2, of: file.path) == "nxt: b")
    try FileManager.default.removeItem(at: file)
    #expect(lines.line(1, of: file.path) == "a: 1")
    #expect(lines.line(3, of: file.path) == "")
    #expect(lines.line(4, of: file.path) == nil)
    #expect(SourceLines([], readsMissingFiles: true).line(1, of: file.path) == nil)
  }

  /// GitHub places annotations by the path from the repository root.
  @Test func githubWritesPathsFromTheRepositoryRoot() {
    let renderer = GitHubDiagnosticRenderer(workingDirectory: "/repo/sub", repositoryRoot: "/repo")
    #expect(renderer.repositoryPath("./a/../X.flow.yaml") == "sub/X.flow.yaml")
    #expect(renderer.repositoryPath("/repo/specs/Y.flow.yaml") == "specs/Y.flow.yaml")
    #expect(renderer.repositoryPath("/elsewhere/Z.flow.yaml") == "/elsewhere/Z.flow.yaml")
    let diagnostic = Diagnostic(
      .schema, "m", at: FlowcCore.SourceLocation(file: "./a/../X.flow.yaml", line: 0, column: 0))
    #expect(
      renderer.render(diagnostic)
        == "::error file=sub/X.flow.yaml,line=0,endLine=0,col=0,title=flowc [schema]::m\n")
  }

  @Test func githubWithoutDiagnosticsIsEmpty() {
    #expect(GitHubDiagnosticRenderer().render([]) == "")
  }

  @Test(arguments: [
    ("nxt: submit", 1, 3), ("nxt: submit  # typo", 6, 11), ("key: \"a \\\" b\" x", 6, 13),
    ("k: 'it''s' # c", 4, 10), ("k: [a, [b]] c", 4, 11), ("k: {a: 1}", 4, 9),
    ("- one two: x", 3, 9), ("k: a,b", 4, 4), ("k:", 3, 3), ("  ", 1, 1), ("x", 7, 7),
    ("a#b c", 1, 5), ("ü: ä", 4, 4),
  ])
  func tokenEnds(line: String, column: Int, end: Int) {
    #expect(SourceLines.tokenEnd(in: Array(line.unicodeScalars), from: column) == end)
  }

  // MARK: sarif

  static let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/sarif-schema-2.1.0.json").path

  @Test(.needs(.jsonschema))
  func sarifValidatesAgainstTheOfficialSchema() throws {
    let text = Self.sarif("0.1.0").render(Self.mixed)
    let (status, errors) = try Self.validate(sarif: text)
    #expect(status == 0, "\(errors)")
  }

  @Test(.needs(.jsonschema)) func sarifWithoutDiagnosticsValidates() throws {
    let (status, errors) = try Self.validate(
      sarif: Self.sarif("0.1.0").render([]))
    #expect(status == 0, "\(errors)")
  }

  /// The negative control: the validator does reject a broken log, so the
  /// tests above can fail.
  @Test(
    .needs(.jsonschema),
    arguments: ["level", "startLine", "version"])
  func sarifValidationRejectsABrokenLog(breaking part: String) throws {
    let text = Self.sarif("0.1.0").render(Self.mixed)
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

  /// A renderer run from the root of a repository at /repo, for a flowc
  /// published at `repository`.
  static func sarif(_ version: String, repository: String? = nil) -> SARIFDiagnosticRenderer {
    SARIFDiagnosticRenderer(
      toolVersion: version, sources: [loginSource], workingDirectory: "/repo",
      repositoryRoot: "/repo", repository: repository)
  }

  /// With flowc's repository known, each rule's help links the code's section
  /// of the reference there, absolutely, and the tool links the repository.
  @Test func sarifLinksHelpIntoFlowcsRepository() throws {
    let text = Self.sarif("1.0.0", repository: "https://github.com/example/flowc/").render([])
    let log = try JSONDecoder().decode(SARIFDiagnosticRenderer.Log.self, from: Data(text.utf8))
    let driver = try #require(log.runs.first).tool.driver
    #expect(driver.informationUri == "https://github.com/example/flowc")
    let reference = "https://github.com/example/flowc/blob/main/docs/spec-format.md"
    for rule in driver.rules {
      let code = try #require(DiagnosticCode(rawValue: rule.id))
      let anchor = rule.id + (code.defaultSeverity == .warning ? "-warning" : "")
      #expect(rule.helpUri == "\(reference)#\(anchor)")
      #expect(rule.help.markdown.contains("](\(reference)#\(anchor))"), "\(rule.help.markdown)")
      #expect(rule.help.text.contains("\(reference)#\(anchor)"), "\(rule.help.text)")
    }
    #expect(try Self.gitHubUploadProblems(text) == [])
  }

  /// Without it, nothing links: a relative link would point into the
  /// repository of whoever uploads the log.
  @Test func sarifWithoutARepositoryLinksNothing() throws {
    let text = Self.sarif("1.0.0", repository: nil).render([])
    #expect(!text.contains("helpUri"))
    #expect(!text.contains("informationUri"))
    #expect(!text.contains("]("))
    let log = try JSONDecoder().decode(SARIFDiagnosticRenderer.Log.self, from: Data(text.utf8))
    let driver = try #require(log.runs.first).tool.driver
    #expect(driver.informationUri == nil)
    #expect(driver.rules.allSatisfy { $0.helpUri == nil })
    #expect(try Self.gitHubUploadProblems(text) == [])
  }

  @Test(.needs(.jsonschema)) func sarifLinkingFlowcsRepositoryValidates() throws {
    let text = Self.sarif("0.1.0", repository: "https://github.com/example/flowc").render(
      Self.mixed)
    let (status, errors) = try Self.validate(sarif: text)
    #expect(status == 0, "\(errors)")
  }

  @Test func sarifDescribesRulesResultsAndLocations() throws {
    let text = Self.sarif("9.9.9").render(Self.mixed)
    let log = try JSONDecoder().decode(SARIFDiagnosticRenderer.Log.self, from: Data(text.utf8))
    #expect(log.schema == SARIFDiagnosticRenderer.schemaURI)
    #expect(log.version == "2.1.0")
    let run = try #require(log.runs.first)
    #expect(log.runs.count == 1)
    #expect(run.columnKind == "unicodeCodePoints")
    #expect(run.originalUriBaseIds["SRCROOT"]?.uri == "file:///repo/")
    #expect(run.tool.driver.name == "flowc")
    #expect(run.tool.driver.version == "9.9.9")
    #expect(run.tool.driver.rules.map(\.id) == DiagnosticCode.allCases.map(\.rawValue))
    #expect(
      run.tool.driver.rules.map(\.shortDescription.text) == DiagnosticCode.allCases.map(\.summary))
    let unused = try #require(run.tool.driver.rules.first { $0.id == "unused-type" })
    #expect(unused.defaultConfiguration.level == "warning")
    #expect(unused.fullDescription.text.hasPrefix(DiagnosticCode.unusedType.summary))
    #expect(
      unused.fullDescription.text.hasSuffix("Reported as a warning by flowc check and generate."))
    #expect(unused.help.markdown.contains("'unused-type' in section 16 (Diagnostics)"))

    let sorted = Self.mixed.sorted(by: Diagnostic.printOrder)
    #expect(run.results.map(\.ruleId) == sorted.map(\.code.rawValue))
    for result in run.results {
      #expect(run.tool.driver.rules[result.ruleIndex].id == result.ruleId)
    }

    let cycle = try #require(run.results.first { $0.ruleId == "flow-cycle" })
    #expect(cycle.level == "error")
    #expect(cycle.locations == nil)
    #expect(cycle.message.text == "flows 'A' and 'B' include each other")

    let duplicate = try #require(run.results.first { $0.ruleId == "duplicate-name" })
    #expect(duplicate.properties == .init(flow: "Login", step: "form"))
    #expect(
      duplicate.message.text
        == "step 'form' is defined twice\nSee: [first defined here](0); [the whole file](2)")
    let location = try #require(duplicate.locations?.first?.physicalLocation)
    #expect(location.artifactLocation == .init(uri: Self.login, uriBaseId: "SRCROOT"))
    // `nxt` on line 12: columns 5 to 7, and SARIF's end column is the one after.
    #expect(location.region == .init(startLine: 12, startColumn: 5, endLine: 12, endColumn: 8))
    let related = try #require(duplicate.relatedLocations)
    #expect(related.map(\.id) == [0, 1, 2])
    #expect(
      related.map(\.message?.text) == [
        "first defined here", "steps share one namespace", "the whole file",
      ])
    #expect(
      related[0].physicalLocation?.region
        == .init(startLine: 4, startColumn: 3, endLine: 4, endColumn: 7))
    #expect(related[1].physicalLocation == nil)
    #expect(
      related[2].physicalLocation
        == .init(artifactLocation: .init(uri: Self.login, uriBaseId: "SRCROOT"), region: nil))

    let uris = run.results.compactMap { $0.locations?.first?.physicalLocation?.artifactLocation }
    #expect(uris.contains(.init(uri: "file:///abs/dir/Other.flow.yaml", uriBaseId: nil)))
    #expect(uris.contains(.init(uri: "specs/%C3%9Cber%20Flow.flow.yaml", uriBaseId: "SRCROOT")))
  }

  @Test func sarifWithoutALocationHasNoLocationsKey() throws {
    let text = Self.sarif("0.1.0").render([Diagnostic(.flowCycle, "a", at: nil)])
    #expect(!text.contains("\"locations\""))
  }

  @Test func sarifEscapesBracketsOnlyWhenTheMessageLinks() {
    let plain = Diagnostic(.schema, "a [b] \\ c", at: Self.at(12, 5))
    #expect(SARIFDiagnosticRenderer.messageText(plain) == "a [b] \\ c")
    var linked = plain
    linked.notes = [.init("see [x]", at: Self.at(4, 3))]
    #expect(
      SARIFDiagnosticRenderer.messageText(linked) == "a \\[b\\] \\\\ c\nSee: [see \\[x\\]](0)")
  }

  @Test func sarifIsDeterministic() {
    let renderer = Self.sarif("0.1.0")
    #expect(renderer.render(Self.mixed) == renderer.render(Self.mixed.reversed()))
  }

  @Test func sarifRegionsStartAtLineAndColumnOne() {
    #expect(SARIFDiagnosticRenderer.region(line: 0, column: 3) == nil)
    #expect(SARIFDiagnosticRenderer.region(line: 2, column: 0) == .init(startLine: 2, endLine: 2))
    #expect(
      SARIFDiagnosticRenderer.region(line: 2, column: 1)
        == .init(startLine: 2, startColumn: 1, endLine: 2))
    #expect(
      SARIFDiagnosticRenderer.region(line: 2, column: 4, lastColumn: 6)
        == .init(startLine: 2, startColumn: 4, endLine: 2, endColumn: 7))
  }

  @Test func sarifNormalisesPathsAgainstTheRepositoryRoot() {
    let renderer = SARIFDiagnosticRenderer(
      toolVersion: "0", workingDirectory: "/repo/sub", repositoryRoot: "/repo")
    #expect(renderer.artifactLocation("a:b/c d.yaml").uri == "sub/a%3Ab/c%20d.yaml")
    #expect(
      renderer.artifactLocation("./a/../a/x.flow.yaml")
        == .init(uri: "sub/a/x.flow.yaml", uriBaseId: "SRCROOT"))
    #expect(
      renderer.artifactLocation("../specs//A.flow.yaml")
        == .init(uri: "specs/A.flow.yaml", uriBaseId: "SRCROOT"))
    #expect(
      renderer.artifactLocation("/repo/specs/A.flow.yaml")
        == .init(uri: "specs/A.flow.yaml", uriBaseId: "SRCROOT"))
    #expect(
      renderer.artifactLocation("/x:y/100%.yaml")
        == .init(uri: "file:///x:y/100%25.yaml", uriBaseId: nil))
    #expect(renderer.artifactLocation("../../elsewhere.yaml").uri == "file:///elsewhere.yaml")
    #expect(SARIFDiagnosticRenderer.directoryURI("/a b/./c/") == "file:///a%20b/c/")
  }

  @Test func sarifFindsTheRepositoryRootAboveTheWorkingDirectory() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-root-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("gitdir: x\n".utf8).write(to: root.appendingPathComponent(".git"))
    let found = SARIFDiagnosticRenderer.repositoryRoot(
      containing: root.appendingPathComponent("a/b").path)
    #expect(found == SARIFDiagnosticRenderer.normalise(root.path))
  }

  /// The fingerprint follows the line's text, not its number: a diagnostic
  /// whose line moved keeps it; another message, file or line text changes it.
  @Test func sarifFingerprintsFollowTheLineText() throws {
    func fingerprint(_ text: String, line: Int, file: String = "a.flow.yaml", message: String = "m")
      throws -> String
    {
      let renderer = SARIFDiagnosticRenderer(
        toolVersion: "0", sources: [SourceFile(path: file, text: text)],
        workingDirectory: "/repo", repositoryRoot: "/repo")
      let diagnostic = Diagnostic(
        .schema, message, at: FlowcCore.SourceLocation(file: file, line: line, column: 1))
      let log = try JSONDecoder().decode(
        SARIFDiagnosticRenderer.Log.self, from: Data(renderer.render([diagnostic]).utf8))
      return try #require(log.runs[0].results[0].partialFingerprints?["primaryLocationLineHash"])
    }
    let base = try fingerprint("nxt: a\n", line: 1)
    #expect(base.hasSuffix(":1"))
    #expect(base.count == 18)
    #expect(try fingerprint("# new first line\n  nxt: a\n", line: 2) == base)
    #expect(try fingerprint("nxt: b\n", line: 1) != base)
    #expect(try fingerprint("nxt: a\n", line: 1, message: "n") != base)
    #expect(try fingerprint("nxt: a\n", line: 1, file: "b.flow.yaml") != base)
    // Two results alike in all of that differ in their occurrence number.
    let same = "a.flow.yaml"
    let twice = SARIFDiagnosticRenderer(
      toolVersion: "0", sources: [SourceFile(path: same, text: "x: 1\nx: 1\n")],
      workingDirectory: "/repo", repositoryRoot: "/repo"
    ).render([
      Diagnostic(.schema, "m", at: .init(file: same, line: 1, column: 1)),
      Diagnostic(.schema, "m", at: .init(file: same, line: 2, column: 1)),
    ])
    let log = try JSONDecoder().decode(SARIFDiagnosticRenderer.Log.self, from: Data(twice.utf8))
    let hashes = log.runs[0].results.compactMap {
      $0.partialFingerprints?["primaryLocationLineHash"]
    }
    #expect(hashes.count == 2)
    #expect(hashes[0].dropLast(2) == hashes[1].dropLast(2))
    #expect(hashes.map { $0.suffix(2) } == [":1", ":2"])
  }

  /// What GitHub code scanning requires of an uploaded log beyond the schema,
  /// from "SARIF support for code scanning" (docs.github.com, code-security/
  /// reference/code-scanning/sarif-files/sarif-support-for-code-scanning) and
  /// "Uploading a SARIF file to GitHub":
  ///
  /// 1. `version` 2.1.0 and `$schema`; at most 20 runs, 25,000 results a run.
  /// 2. `tool.driver.name`; each rule has an `id`, a `shortDescription.text`,
  ///    and GitHub shows `fullDescription.text` and `help` (text, markdown)
  ///    on the alert.
  /// 3. Each result has `ruleId` (a rule of the driver) and `message.text`,
  ///    and `partialFingerprints` (`primaryLocationLineHash`): without it an
  ///    upload through the API gets duplicate alerts.
  /// 4. `locations`: if present, 1 to 10 entries (an empty array is rejected);
  ///    `physicalLocation.artifactLocation.uri` relative to the repository
  ///    root through a `uriBaseId` named in `run.originalUriBaseIds`, whose
  ///    `uri` is an absolute URI ending in `/`; paths consistent between runs
  ///    (no `./`, `..` or empty segments).
  /// 5. `region`: `startLine` >= 1; `endLine` >= `startLine`; `startColumn`
  ///    >= 1 and `endColumn` > `startColumn` on one line.
  /// 6. `relatedLocations` (at most 1,000) carry unique ids, and each
  ///    `[text](id)` link in the message names one of them.
  /// 7. Links of the tool (`informationUri`, each rule's `helpUri` and the
  ///    links of its `help.markdown`) are absolute: GitHub resolves a
  ///    relative one against the repository the log is uploaded to.
  static func gitHubUploadProblems(_ text: String) throws -> [String] {
    var problems: [String] = []
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    if log["version"] as? String != "2.1.0" { problems.append("version") }
    if log["$schema"] == nil { problems.append("$schema") }
    let runs = try #require(log["runs"] as? [[String: Any]])
    if runs.count > 20 { problems.append("more than 20 runs") }
    for run in runs {
      let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
      if (driver["name"] as? String)?.isEmpty ?? true { problems.append("driver name") }
      let rules = driver["rules"] as? [[String: Any]] ?? []
      for rule in rules {
        let id = rule["id"] as? String ?? "?"
        for key in ["shortDescription", "fullDescription"]
        where ((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty ?? true {
          problems.append("rule \(id): \(key)")
        }
        let help = rule["help"] as? [String: Any]
        if (help?["text"] as? String)?.isEmpty ?? true { problems.append("rule \(id): help.text") }
        if (help?["markdown"] as? String)?.isEmpty ?? true {
          problems.append("rule \(id): help.markdown")
        }
        let links = ((help?["markdown"] as? String) ?? "").components(separatedBy: "](").dropFirst()
        for link in links where !link.hasPrefix("https://") {
          problems.append("rule \(id): help.markdown links \(link.prefix(40))")
        }
        if let uri = rule["helpUri"], !((uri as? String)?.hasPrefix("https://") ?? false) {
          problems.append("rule \(id): helpUri \(uri)")
        }
      }
      if let uri = driver["informationUri"], !((uri as? String)?.hasPrefix("https://") ?? false) {
        problems.append("informationUri \(uri)")
      }
      let ruleIds = Set(rules.compactMap { $0["id"] as? String })
      let bases = run["originalUriBaseIds"] as? [String: [String: Any]] ?? [:]
      for (name, base) in bases {
        let uri = base["uri"] as? String ?? ""
        if !uri.hasPrefix("file:///") || !uri.hasSuffix("/") {
          problems.append("base \(name): \(uri)")
        }
      }
      let results = run["results"] as? [[String: Any]] ?? []
      if results.count > 25_000 { problems.append("more than 25,000 results") }
      for (index, result) in results.enumerated() {
        let at = "result \(index)"
        if !ruleIds.contains(result["ruleId"] as? String ?? "") { problems.append("\(at): ruleId") }
        let message = (result["message"] as? [String: Any])?["text"] as? String ?? ""
        if message.isEmpty { problems.append("\(at): message") }
        let fingerprints = result["partialFingerprints"] as? [String: String] ?? [:]
        if fingerprints["primaryLocationLineHash"]?.isEmpty ?? true {
          problems.append("\(at): partialFingerprints")
        }
        var locations: [[String: Any]] = []
        if let value = result["locations"] {
          locations = value as? [[String: Any]] ?? []
          if locations.isEmpty || locations.count > 10 { problems.append("\(at): locations count") }
        }
        let related = result["relatedLocations"] as? [[String: Any]] ?? []
        if related.count > 1000 { problems.append("\(at): relatedLocations count") }
        let ids = related.compactMap { $0["id"] as? Int }
        if Set(ids).count != related.count { problems.append("\(at): related ids") }
        for physical in (locations + related).compactMap({
          $0["physicalLocation"] as? [String: Any]
        }) {
          let artifact = physical["artifactLocation"] as? [String: Any] ?? [:]
          let uri = artifact["uri"] as? String ?? ""
          if let base = artifact["uriBaseId"] as? String {
            if bases[base] == nil { problems.append("\(at): undeclared base \(base)") }
            if uri.hasPrefix("/") || uri.contains(":") { problems.append("\(at): uri \(uri)") }
          } else if !uri.hasPrefix("file:///") {
            problems.append("\(at): uri \(uri) neither relative to a base nor absolute")
          }
          let segments = uri.split(separator: "/", omittingEmptySubsequences: false)
          if segments.dropFirst(uri.hasPrefix("file:///") ? 3 : 0).contains(where: {
            $0 == "." || $0 == ".." || $0.isEmpty
          }) {
            problems.append("\(at): unnormalised uri \(uri)")
          }
          guard let region = physical["region"] as? [String: Int] else { continue }
          let startLine = region["startLine"] ?? 0
          if startLine < 1 { problems.append("\(at): startLine") }
          if let endLine = region["endLine"], endLine < startLine {
            problems.append("\(at): endLine")
          }
          if let start = region["startColumn"], start < 1 { problems.append("\(at): startColumn") }
          if let end = region["endColumn"], end <= (region["startColumn"] ?? 1) {
            problems.append("\(at): endColumn")
          }
        }
        // Links `[text](id)`, not escaped: each id must be a related location's.
        let pattern = try NSRegularExpression(pattern: #"(?<!\\)\]\((\d+)\)"#)
        let range = NSRange(message.startIndex..., in: message)
        for match in pattern.matches(in: message, range: range) {
          let id = Int((message as NSString).substring(with: match.range(at: 1))) ?? -1
          if !ids.contains(id) { problems.append("\(at): link to \(id)") }
        }
      }
    }
    return problems
  }

  @Test func sarifMeetsGitHubUploadRequirements() throws {
    let text = Self.sarif("0.1.0").render(Self.mixed)
    #expect(try Self.gitHubUploadProblems(text) == [])
    let subdirectory = SARIFDiagnosticRenderer(
      toolVersion: "0", sources: [Self.loginSource], workingDirectory: "/repo/x/y",
      repositoryRoot: "/repo"
    ).render(Self.mixed + [Diagnostic(.schema, "m", at: Self.at(1, 1, in: "./a/../a/x.flow.yaml"))])
    #expect(try Self.gitHubUploadProblems(subdirectory) == [])
    #expect(subdirectory.contains("\"x/y/a/x.flow.yaml\""))
  }

  /// The negative control: the rules above catch what they describe.
  @Test func gitHubUploadRulesRejectABrokenLog() throws {
    let text = Self.sarif("0.1.0").render(Self.mixed)
    var broken = text.replacingOccurrences(of: "\"primaryLocationLineHash\"", with: "\"other\"")
    #expect(try Self.gitHubUploadProblems(broken).contains { $0.hasSuffix("partialFingerprints") })
    broken = text.replacingOccurrences(
      of: "\"uri\" : \"specs/Login.flow.yaml\"", with: "\"uri\" : \"./specs/Login.flow.yaml\"")
    #expect(try Self.gitHubUploadProblems(broken).contains { $0.contains("unnormalised") })
    broken = text.replacingOccurrences(of: "\"fullDescription\"", with: "\"longDescription\"")
    #expect(try Self.gitHubUploadProblems(broken).contains { $0.hasSuffix("fullDescription") })
    broken = text.replacingOccurrences(of: "](2)", with: "](7)")
    #expect(try Self.gitHubUploadProblems(broken).contains { $0.hasSuffix("link to 7") })
    let empty = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    var log = try #require(empty)
    var runs = try #require(log["runs"] as? [[String: Any]])
    var results = try #require(runs[0]["results"] as? [[String: Any]])
    results[0]["locations"] = [[String: Any]]()
    runs[0]["results"] = results
    log["runs"] = runs
    let data = try JSONSerialization.data(withJSONObject: log)
    #expect(
      try Self.gitHubUploadProblems(String(decoding: data, as: UTF8.self)).contains {
        $0.hasSuffix("locations count")
      })
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

  // MARK: Every format is capped

  /// 250 errors on lines of their own: past the cap of every format.
  static let many = (1...250).map { Diagnostic(.schema, "problem \($0)", at: at($0, 1)) }

  @Test func everyFormatPrintsTheFirst200AndCountsTheRest() throws {
    func render(_ format: DiagnosticFormat) -> String {
      format.render(Self.many.reversed(), sources: [], files: [Self.login], toolVersion: "1")
    }
    let text = render(.text)
    #expect(text.components(separatedBy: ": error: ").count == 201)
    #expect(text.hasSuffix("note: and 50 more diagnostics not shown\n"))

    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any])
    let entries = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(entries.count == 200)
    #expect(entries.last?["message"] as? String == "problem 200")
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(summary == ["errors": 250, "warnings": 0, "omitted": 50])

    let github = render(.github).split(separator: "\n")
    #expect(github.count == 201)
    #expect(github.last == "::notice title=flowc::and 50 more diagnostics not shown")

    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(render(.sarif).utf8)) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [Any])?.count == 200)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "note")
    #expect(
      (notification["message"] as? [String: String])?["text"]
        == "and 50 more diagnostics not shown")
    // Under the cap, nothing is added.
    let few = DiagnosticFormat.sarif.render(
      Array(Self.many.prefix(3)), sources: [], files: [], toolVersion: "1")
    #expect(!few.contains("invocations"))
    #expect(
      !DiagnosticFormat.json.render(
        Array(Self.many.prefix(3)), sources: [], files: [], toolVersion: "1"
      ).contains("omitted"))
  }

  @Test(.needs(.jsonschema))
  func aCappedSARIFLogValidatesAndMeetsGitHubUploadRequirements() throws {
    let text = Self.sarif("0.1.0").render(Self.many)
    let (status, errors) = try Self.validate(sarif: text)
    #expect(status == 0, "\(errors)")
    #expect(try Self.gitHubUploadProblems(text) == [])
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
