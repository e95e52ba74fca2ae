import Foundation
import Testing

@testable import FlowcCore

/// Keeps the diagnostics part of `docs/spec-format.md` true as the code changes.
///
/// Layout of that part: section 16 has a `### Codes` table with one row per
/// code, then one `#### `code`` heading per code (with ` (warning)` for
/// warnings), each followed by the ```` ```yaml ```` blocks of its example: one
/// block per file of the run (`flow-cycle` has two).
///
/// The examples show only the part of a spec that matters. They are run as a
/// reader would complete them: `flow: Example` when the block has no `flow`,
/// and `start:` naming the first step when it has no `start`.
@Suite struct DocumentationExampleTests {
  @Test func everyCodeHasExactlyOneExample() {
    let documented = DocumentedExample.all.map(\.code)
    for code in DiagnosticCode.allCases {
      #expect(
        documented.count { $0 == code.rawValue } == 1,
        "\(code.rawValue) needs one '#### `\(code.rawValue)`' example in docs/spec-format.md")
    }
    let unknown = Set(documented).subtracting(DiagnosticCode.allCases.map(\.rawValue))
    #expect(unknown.isEmpty, "examples of codes flowc does not have: \(unknown.sorted())")
    for example in DocumentedExample.all where example.isRunnable {
      #expect(!example.blocks.isEmpty, "no ```yaml block under \(example)")
    }
    // The others show the diagnostic as printed.
    for example in DocumentedExample.all where !example.isRunnable {
      #expect(
        example.texts.contains { $0.contains("[\(example.code)]\n") },
        "no ```text block printing a [\(example.code)] diagnostic under \(example)")
    }
  }

  @Test(arguments: DocumentedExample.all.filter(\.isRunnable))
  func exampleReportsItsCode(_ example: DocumentedExample) throws {
    let code = try #require(DiagnosticCode(rawValue: example.code), "no code \(example.code)")
    #expect(
      example.isWarning == (code.defaultSeverity == .warning),
      "the heading of \(example) and the code's severity disagree")
    let diagnostics = example.check()
    let reported = diagnostics.filter { $0.code == code }
    #expect(!reported.isEmpty, "\(diagnostics.map { "\($0.code.rawValue): \($0.message)" })")
    for diagnostic in reported {
      #expect(diagnostic.severity == code.defaultSeverity)
      #expect(diagnostic.location != nil, "\(diagnostic.message)")
    }
    // A comment that quotes a suggestion ("did you mean 'confirm'?") quotes the message.
    for suggestion in example.suggestions {
      #expect(
        reported.contains { $0.message.contains(suggestion) },
        "no message of \(example) says \(suggestion): \(reported.map(\.message))")
    }
  }

  /// Completed, an example reports its code and nothing else: what it shows
  /// is the whole mistake.
  @Test(arguments: DocumentedExample.all.filter(\.isRunnable))
  func exampleReportsNothingElse(_ example: DocumentedExample) {
    let others = example.check().filter { $0.code.rawValue != example.code }
    #expect(others.isEmpty, "\(others.map { "\($0.code.rawValue): \($0.message)" })")
  }

  /// A ```` ```yaml ```` block outside section 16 that is a whole spec (it has
  /// `flow:`) is what the reference teaches: it checks with no diagnostic, in
  /// a run with the other whole specs of its section (a parent and its child).
  @Test(arguments: ReferenceSpec.all)
  func wholeSpecExampleChecksClean(_ example: ReferenceSpec) {
    let others = ReferenceSpec.all.filter {
      $0.section == example.section && $0.flowName != example.flowName
    }
    let sources = ([example] + others).map {
      SourceFile(path: "\($0.flowName).flow.yaml", text: $0.text)
    }
    let diagnostics = FlowChecker().check(sources).diagnostics.filter {
      $0.location?.file == sources[0].path
    }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
  }

  @Test func theReferenceHasWholeSpecExamples() {
    #expect(ReferenceSpec.all.count >= 1)
    #expect(ReferenceSpec.all.allSatisfy { !$0.flowName.isEmpty })
  }

  @Test func codeTableListsEveryCodeWithItsSeverity() {
    let rows = DocumentedExample.codeTable
    #expect(Set(rows.map(\.code)) == Set(DiagnosticCode.allCases.map(\.rawValue)))
    #expect(rows.count == DiagnosticCode.allCases.count, "a code appears twice: \(rows)")
    for row in rows {
      guard let code = DiagnosticCode(rawValue: row.code) else { continue }
      #expect(
        row.isWarning == (code.defaultSeverity == .warning),
        "the table row of \(row.code) and the code's severity disagree")
    }
  }

  /// The first `text` example of "Text form" is Login.flow.yaml with `next`
  /// misspelt on line 21: the renderer prints exactly the quoted block.
  @Test func textFormExampleIsWhatTheRendererPrints() throws {
    let block = try #require(DocumentedExample.textFormBlocks.first, "no text example")
    let login = try #require(ExampleSpecs.files.first { $0.name == "Login.flow.yaml" })
    let text = login.text.replacingOccurrences(of: "    next: logIn\n", with: "    nxt: logIn\n")
    #expect(text != login.text)
    let source = SourceFile(path: login.path, text: text)
    let result = FlowChecker().check([source])
    let rendered = TextDiagnosticRenderer(sources: [source]).render(result.diagnostics)
    let summary = "1 error and 0 warnings in 1 file"
    #expect(result.errorCount == 1 && result.warningCount == 0)
    #expect(block.hasSuffix(summary + "\n"), "the block ends with the summary line")
    #expect(rendered + summary + "\n" == block)
  }

  /// The second `text` example shows a note: `next` written twice in the first step of Login.
  @Test func textFormNoteExampleIsWhatTheRendererPrints() throws {
    let blocks = DocumentedExample.textFormBlocks
    try #require(blocks.count >= 2, "no second text example")
    let login = try #require(ExampleSpecs.files.first { $0.name == "Login.flow.yaml" })
    let text = login.text.replacingOccurrences(
      of: "    back: cancel\n", with: "    back: cancel\n    next: finish\n")
    #expect(text != login.text)
    let source = SourceFile(path: login.path, text: text)
    let rendered = TextDiagnosticRenderer(sources: [source])
      .render(FlowChecker().check([source]).diagnostics)
    #expect(rendered == blocks[1])
  }
}

/// One `#### `code`` example of section 16.
struct DocumentedExample: Sendable, CustomTestStringConvertible {
  var code: String
  var isWarning: Bool
  /// The ```` ```yaml ```` blocks under the heading, one per file.
  var blocks: [String]
  /// The ```` ```text ```` blocks under the heading: the diagnostic as printed.
  var texts: [String]
  /// The line of the heading in the markdown.
  var line: Int

  /// Codes whose example cannot be a short spec, shown as printed instead:
  /// those of `flowc generate` (templates, output files) and `large-flow`
  /// (a flow of more than 2,000 steps), and those about the config file.
  static func isShownAsPrinted(_ code: DiagnosticCode) -> Bool {
    code.isReportedByGeneration || code == .largeFlow || code.isAboutConfig
  }

  /// Whether the example is a spec to check: see `isShownAsPrinted(_:)`.
  var isRunnable: Bool {
    DiagnosticCode(rawValue: code).map { !Self.isShownAsPrinted($0) } ?? true
  }

  var testDescription: String { "`\(code)` (docs/spec-format.md:\(line))" }

  static let markdown: String = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/spec-format.md")
    return FileManager.default.contents(atPath: url.path).map {
      String(decoding: $0, as: UTF8.self)
    } ?? ""
  }()

  static var lines: [Substring] {
    markdown.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The lines of the section that starts with heading `title`, up to the next
  /// heading of the same or a higher level; with their 1-based line numbers.
  static func section(_ title: String) -> [(number: Int, text: Substring)] {
    let lines = Self.lines
    guard let start = lines.firstIndex(where: { $0 == title }) else { return [] }
    let level = title.prefix { $0 == "#" }.count
    var end = start + 1
    var inFence = false
    while end < lines.count {
      // A `#` comment line of a YAML block is no heading.
      if lines[end].drop(while: { $0 == " " }).hasPrefix("```") { inFence.toggle() }
      let hashes = lines[end].prefix { $0 == "#" }.count
      if !inFence, hashes > 0, hashes <= level, lines[end].dropFirst(hashes).hasPrefix(" ") {
        break
      }
      end += 1
    }
    return (start..<end).map { ($0 + 1, lines[$0]) }
  }

  /// The fenced blocks of `language` in `lines`, fences possibly indented (in
  /// a list item): each block's text with that indentation removed.
  static func fencedBlocks(_ language: String, in lines: [(number: Int, text: Substring)])
    -> [String]
  {
    var blocks: [String] = []
    var current: [Substring]?
    var indent = 0
    for (_, line) in lines {
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed == "```\(language)" {
        indent = line.count - trimmed.count
        current = []
      } else if current != nil, trimmed == "```" {
        blocks.append(current!.map { $0 + "\n" }.joined())
        current = nil
      } else if current != nil {
        current!.append(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
      }
    }
    return blocks
  }

  /// Every example of section 16, in the order of the markdown.
  static let all: [DocumentedExample] = {
    var examples: [DocumentedExample] = []
    var heading: (code: String, isWarning: Bool, line: Int)?
    var body: [(number: Int, text: Substring)] = []
    func finish() {
      guard let heading else { return }
      examples.append(
        DocumentedExample(
          code: heading.code, isWarning: heading.isWarning, blocks: fencedBlocks("yaml", in: body),
          texts: fencedBlocks("text", in: body), line: heading.line))
    }
    var inFence = false
    for (number, line) in section("### Codes") {
      if line.drop(while: { $0 == " " }).hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#### ") else {
        body.append((number, line))
        continue
      }
      finish()
      // "#### `no-exit` (warning)"
      let parts = line.dropFirst(5).split(separator: "`", omittingEmptySubsequences: false)
      let code = parts.count >= 3 ? String(parts[1]) : String(line.dropFirst(5))
      let rest = parts.count >= 3 ? parts[2...].joined(separator: "`") : ""
      heading = (code, rest.trimmingCharacters(in: .whitespaces) == "(warning)", number)
      body = []
    }
    finish()
    return examples
  }()

  /// The rows of the `### Codes` table: "| `no-exit` (*warning*) | ... |".
  static let codeTable: [(code: String, isWarning: Bool)] = section("### Codes").compactMap {
    _, line in
    guard line.hasPrefix("| `") else { return nil }
    let cell = line.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
    let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    return (String(parts[1]), parts[2].contains("*warning*"))
  }

  /// The ```` ```text ```` blocks of "### Text form".
  static var textFormBlocks: [String] { fencedBlocks("text", in: section("### Text form")) }

  /// "did you mean 'x'?" quoted in the blocks' comments.
  var suggestions: [String] {
    blocks.flatMap { block in
      block.split(separator: "\n").compactMap { line -> String? in
        guard let comment = line.range(of: " # "),
          let start = line[comment.upperBound...].range(of: "did you mean '"),
          let end = line[start.upperBound...].range(of: "'?")
        else { return nil }
        return String(line[start.lowerBound..<end.upperBound])
      }
    }
  }

  /// The blocks as a reader completes them into spec files.
  var sources: [SourceFile] {
    blocks.enumerated().map { index, block in
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      var prefix = ""
      if !lines.contains(where: { $0.hasPrefix("flow:") }) {
        prefix += "flow: Example\(blocks.count == 1 ? "" : "\(index + 1)")\n"
      }
      if !lines.contains(where: { $0.hasPrefix("start:") }),
        let steps = lines.firstIndex(of: "steps:"), steps + 1 < lines.count
      {
        // "  form: { screen: ... }" or "  form:"
        let id = lines[steps + 1].drop { $0 == " " }.prefix { $0 != ":" }
        prefix += "start: \(id)\n"
      }
      return SourceFile(path: "Example\(index + 1).flow.yaml", text: prefix + block)
    }
  }

  /// Every diagnostic of the completed example.
  func check() -> [Diagnostic] {
    FlowChecker().check(sources).diagnostics
  }
}

/// A whole spec shown in sections 1 to 15 of `docs/spec-format.md`.
struct ReferenceSpec: Sendable, CustomTestStringConvertible {
  var text: String
  /// The line of the block's fence in the markdown.
  var line: Int
  /// The number of the section the block is in.
  var section: Int

  var flowName: String {
    let line = text.split(separator: "\n").first { $0.hasPrefix("flow:") }
    return line.map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) } ?? ""
  }

  var testDescription: String { "`\(flowName)` (docs/spec-format.md:\(line))" }

  static let all: [ReferenceSpec] = {
    var specs: [ReferenceSpec] = []
    var current: [Substring]?
    var start = 0
    var section = 0
    var indent = 0
    for (index, line) in DocumentedExample.lines.enumerated() {
      if current == nil, line.hasPrefix("## 16.") { break }
      if current == nil, line.hasPrefix("## "),
        let number = Int(line.dropFirst(3).prefix { $0 != "." })
      {
        section = number
      }
      // A fence may be indented, in a list item: its lines lose that indentation.
      let trimmed = line.drop { $0 == " " }
      if current == nil, trimmed == "```yaml" {
        current = []
        start = index + 1
        indent = line.count - trimmed.count
      } else if current != nil, trimmed == "```" {
        if current!.contains(where: { $0.hasPrefix("flow:") }) {
          specs.append(
            ReferenceSpec(
              text: current!.map { $0 + "\n" }.joined(), line: start, section: section))
        }
        current = nil
      } else if current != nil {
        current!.append(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
      }
    }
    return specs
  }()
}
