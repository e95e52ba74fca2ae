import Foundation
import Testing

@testable import FlowcCore

/// The bounds that keep hostile specs cheap, each tested where it lives: type
/// nesting, did-you-mean, repeated diagnostics, quoting long or odd lines, and
/// the reading limits. `Tests/flowcTests/HostileInputTests.swift` runs the
/// attacker inputs through the built `flowc`.
@Suite struct HostileSpecTests {
  private func check(_ text: String, limits: YAMLLimits = YAMLLimits()) -> FlowChecker.Result {
    FlowChecker(limits: limits).check([SourceFile(path: "a.flow.yaml", text: text)])
  }

  private func spec(steps: String, extra: String = "") -> String {
    "flow: A\nstart: s\nsteps:\n\(steps)\(extra)"
  }

  // MARK: Type expressions

  @Test func typeNestingPastTheLimitIsAnError() throws {
    let deep = String(repeating: "[", count: 30_000) + "Int" + String(repeating: "]", count: 30_000)
    let error = try #require(throws: TypeExpressionError.self) {
      try TypeExpression(parsing: deep)
    }
    #expect(error.problem == "the type nests deeper than 64 levels")
    #expect(error.offset == 64)
  }

  @Test func typeNestingCountsBracketsGenericsAndOptionals() throws {
    let sixtyFour = String(repeating: "[", count: 63) + "Int" + String(repeating: "]", count: 63)
    #expect(try TypeExpression(parsing: sixtyFour).description.hasPrefix("[[["))
    #expect(throws: TypeExpressionError.self) { try TypeExpression(parsing: "[" + sixtyFour + "]") }
    #expect(throws: TypeExpressionError.self) { try TypeExpression(parsing: sixtyFour + "?") }
    let optionals = "Int" + String(repeating: "?", count: 100_000)
    #expect(throws: TypeExpressionError.self) { try TypeExpression(parsing: optionals) }
    let generics =
      String(repeating: "Array<", count: 64) + "Int" + String(repeating: ">", count: 64)
    #expect(throws: TypeExpressionError.self) { try TypeExpression(parsing: generics) }
    #expect(try TypeExpression(parsing: "[String: [Int?]]?", maxDepth: 5) != .void)
    #expect(throws: TypeExpressionError.self) {
      try TypeExpression(parsing: "[String: [Int?]]?", maxDepth: 4)
    }
  }

  @Test func aDeepTypeInASpecIsAPositionedSchemaError() throws {
    let deep = String(repeating: "[", count: 30_000) + "Int" + String(repeating: "]", count: 30_000)
    let result = check(
      spec(steps: "  s:\n    screen: S\n    input: \"\(deep)\"\n    next: finish\n"))
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.code == .schema)
    #expect(diagnostic.location == SourceLocation(file: "a.flow.yaml", line: 6, column: 12))
    #expect(diagnostic.message.hasSuffix("the type nests deeper than 64 levels"))
    // The message names the type by its start, not all 60,000 characters.
    #expect(diagnostic.message.count < 200)
  }

  // MARK: Did you mean

  /// The full optimal-string-alignment table, as the distance was computed before it was banded.
  private func referenceDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased().unicodeScalars)
    let b = Array(b.lowercased().unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  @Test func theBandedDistanceAgreesWithTheFullTable() {
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abcab")
    for _ in 0..<2_000 {
      let a = String(
        (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement()! })
      let b = String(
        (0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement()! })
      let full = referenceDistance(a, b)
      #expect(Spelling.editDistance(a, b) == full, "\(a) \(b)")
      for limit in 0...4 {
        let bounded = Spelling.editDistance(a, b, limit: limit)
        #expect(full <= limit ? bounded == full : bounded == limit + 1, "\(a) \(b) \(limit)")
      }
    }
  }

  @Test func veryLongNamesGetNoSuggestion() {
    let long = String(repeating: "a", count: 5_000)
    #expect(Spelling.suggestion(for: long + "b", in: [long]) == nil)
    let fit = String(repeating: "a", count: Spelling.maxSuggestedLength - 1)
    #expect(Spelling.suggestion(for: fit + "b", in: [fit + "c"]) == fit + "c")
  }

  @Test func theSuggesterSpendsABudgetAndCachesEachName() {
    let ids = (0..<1_000).map { "step\($0)" }
    var suggester = Spelling.Suggester(ids)
    #expect(suggester.suggestion(for: "stpe7") == "step7")
    #expect(suggester.suggestion(for: "stpe7") == "step7")
    // A budget too small for one comparison suggests nothing, but still answers.
    var broke = Spelling.Suggester(ids, budget: 10)
    #expect(broke.suggestion(for: "stpe7") == nil)
  }

  @Test func aLongMisspeltTargetReusedByAliasesIsCheap() throws {
    let id = String(repeating: "a", count: 50_000)
    let typo = String(repeating: "a", count: 49_999) + "b"
    var steps = "  ? \(id)\n  : {screen: S, next: &t \(typo)}\n"
    for index in 0..<200 { steps += "  s\(index): {screen: S, next: *t}\n" }
    let result = check("flow: A\nstart: s0\nsteps:\n" + steps)
    let unknown = result.diagnostics.filter { $0.code == .unknownTarget }
    #expect(unknown.count == 201)
    #expect(unknown.allSatisfy { !$0.message.contains("did you mean") })
  }

  // MARK: Repeated diagnostics

  @Test func anErrorUnderAnAnchorIsReportedOnce() throws {
    let fields = (0..<40).map { "f\($0): \"[\"" }.joined(separator: ", ")
    var types = "types:\n  F: &F {\(fields)}\n"
    for index in 0..<6_400 { types += "  T\(index): *F\n" }
    let result = check(spec(steps: "  s: {screen: S, next: finish}\n", extra: types))
    #expect(result.diagnostics.count == 40)
    #expect(Set(result.diagnostics.map(\.location)).count == 40)
    #expect(result.diagnostics.allSatisfy { $0.code == .schema })
  }

  // MARK: Quoting source lines

  private func render(_ line: String, column: Int, max: Int = 200) -> String {
    let source = SourceFile(path: "a.flow.yaml", text: line + "\n")
    let diagnostic = Diagnostic(
      .schema, "m", at: SourceLocation(file: "a.flow.yaml", line: 1, column: column))
    return TextDiagnosticRenderer(sources: [source], maxDiagnostics: max).render([diagnostic])
  }

  @Test func aLongLineIsCutToAWindowAroundTheCaret() throws {
    let line = String(repeating: "abcdefghij", count: 59_000)
    let lines = render(line, column: 300_001).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    let quoted = lines[1]
    let caret = lines[2]
    #expect(quoted.hasPrefix("...") && quoted.hasSuffix("..."))
    #expect(quoted.count == TextDiagnosticRenderer.sourceWindow + 6)
    // The caret is under the character of column 300,001: an "a".
    let caretColumn = caret.count - 1
    #expect(caret.hasSuffix("^"))
    #expect(Array(quoted)[caretColumn] == "a")
  }

  @Test func aShortLineIsQuotedWhole() {
    #expect(
      render("    nxt: submit", column: 5)
        == "a.flow.yaml:1:5: error: m [schema]\n    nxt: submit\n    ^\n")
  }

  @Test func controlCharactersAreEscaped() {
    let source = SourceFile(path: "a.flow.yaml", text: "k: \"a\u{1B}[31mb\"\n")
    let diagnostic = Diagnostic(
      .schema, "unknown key 'x\ny\u{1B}[2J'",
      at: SourceLocation(file: "a.flow.yaml", line: 1, column: 4))
    let text = TextDiagnosticRenderer(sources: [source]).render([diagnostic])
    #expect(!text.unicodeScalars.contains("\u{1B}"))
    #expect(
      text
        == "a.flow.yaml:1:4: error: unknown key 'x\\ny\\u{1B}[2J' [schema]\n"
        + "k: \"a\\u{1B}[31mb\"\n   ^\n")
  }

  @Test func theCaretCountsWideCharactersAsTwoColumns() {
    // 日本 and 🎉 take two columns each; the caret goes under "x", the 5th character.
    let text = render("日本🎉 x", column: 5)
    #expect(text.split(separator: "\n")[2] == "       ^")
    #expect(TextDiagnosticRenderer.displayWidth("a") == 1)
    #expect(TextDiagnosticRenderer.displayWidth("\u{301}") == 0)
    #expect(TextDiagnosticRenderer.displayWidth("한") == 2)
    #expect(TextDiagnosticRenderer.displayWidth("Ａ") == 2)
  }

  @Test func printingStopsAfterTheLimitWithOneLineForTheRest() {
    let source = SourceFile(path: "a.flow.yaml", text: "k: v\n")
    let diagnostics = (1...250).map {
      Diagnostic(.schema, "m\($0)", at: SourceLocation(file: "a.flow.yaml", line: 1, column: 1))
    }
    var chunks: [String] = []
    TextDiagnosticRenderer(sources: [source], quotesSource: false).write(diagnostics) {
      chunks.append($0)
    }
    #expect(chunks.count == 201)
    #expect(chunks.last == "note: and 50 more diagnostics not shown\n")
  }

  // MARK: Reading limits

  @Test func aFileOverTheSizeLimitIsNotRead() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.flow.yaml").path
    try Data(repeating: UInt8(ascii: "["), count: 2_000).write(to: URL(fileURLWithPath: path))
    let source = try SourceFile.read(path: path, maxSize: 1_000)
    #expect(source.bytes.isEmpty)
    #expect(source.size == 2_000)
    let result = FlowChecker(limits: YAMLLimits(maxInputSize: 1_000)).check([source])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.code == .yamlSyntax)
    #expect(diagnostic.location == SourceLocation(file: path, line: 1, column: 1))
    #expect(
      diagnostic.message
        == "the file has 2,000 bytes, more than the limit of 1,000 bytes for a spec")
    // At the limit, the file is read.
    #expect(try SourceFile.read(path: path, maxSize: 2_000).bytes.count == 2_000)
  }

  @Test func aScalarOverTheLengthLimitIsAPositionedError() throws {
    let text = spec(
      steps: "  s: {screen: S, next: finish}\n",
      extra: "description: " + String(repeating: "x", count: 101) + "\n")
    let result = check(text, limits: YAMLLimits(maxScalarLength: 100))
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.code == .yamlSyntax)
    #expect(diagnostic.location == SourceLocation(file: "a.flow.yaml", line: 5, column: 14))
    #expect(diagnostic.message == "a scalar of 101 bytes is longer than the limit of 100 bytes")
    #expect(check(text, limits: YAMLLimits(maxScalarLength: 101)).diagnostics.isEmpty)
  }

  @Test func stepsPastTheLimitAreAPositionedError() throws {
    let steps = (0..<4).map { "  s\($0): {screen: S, next: finish}\n" }.joined()
    let text =
      "flow: A\nstart: s0\nsteps:\n" + steps + "decisions:\n  d: {cases: [a], on: {a: s0}}\n"
    let result = check(text, limits: YAMLLimits(maxStepsPerFlow: 4))
    let diagnostic = try #require(result.diagnostics.first { $0.code == .yamlSyntax })
    #expect(
      diagnostic.message == "the flow has more than 4 steps and decisions, the limit for one flow")
    #expect(diagnostic.location == SourceLocation(file: "a.flow.yaml", line: 4, column: 3))
    #expect(
      !check(text, limits: YAMLLimits(maxStepsPerFlow: 5)).diagnostics.contains {
        $0.code == .yamlSyntax
      })
  }
}

extension HostileSpecTests {
  @Test func aVeryLongMessageIsCutInTheMiddle() {
    let name = String(repeating: "a", count: 50_000)
    let diagnostic = Diagnostic(.unknownTarget, "names '\(name)', which is no step", at: nil)
    let text = TextDiagnosticRenderer(sources: []).render([diagnostic])
    #expect(text.count < 1_100)
    #expect(text.hasPrefix("error: names 'aaa"))
    #expect(text.hasSuffix("aaa', which is no step [unknown-target]\n"))
    #expect(text.contains("a...a"))
  }
}

extension HostileSpecTests {
  @Test func manyUnknownTypesShareOneBoundedSuggester() {
    // 3,000 unknown names, each one edit from a declared type: the first ones get
    // a suggestion until the run's budget is spent, and the check still finishes.
    let declared = (0..<3_000).map { "  T\($0): {a: String}\n" }.joined()
    let steps = (0..<3_000).map { "  s\($0): {screen: S, input: U\($0), next: finish}\n" }.joined()
    let text =
      "flow: A\nstart: typo\ntypes:\n\(declared)  Known: {a: String}\nsteps:\n"
      + "  typo: {screen: S, input: Knwon, next: finish}\n\(steps)"
    let result = FlowChecker().check([SourceFile(path: "a.flow.yaml", text: text)])
    let unknown = result.diagnostics.filter { $0.code == .unknownType }
    #expect(unknown.count == 3_001)
    #expect(
      unknown.contains { $0.message.hasPrefix("unknown type 'Knwon'; did you mean 'Known'?") })
    let suggested = unknown.count { $0.message.contains("did you mean") }
    #expect(suggested > 1 && suggested < 3_001)
  }
}

extension HostileSpecTests {
  @Test func aliasesThatRepeatALongTextStopGenerationAtItsLimit() throws {
    // 300 steps whose description is one anchored 60,000-character scalar:
    // 18 MB of doc comments from a spec of 70 KB.
    let description = String(repeating: "x", count: 60_000)
    var text = "flow: A\nstart: s0\nsteps:\n"
    for index in 0..<300 {
      let value = index == 0 ? "&d \"\(description)\"" : "*d"
      let next = index + 1 < 300 ? "s\(index + 1)" : "finish"
      text += "  s\(index): {screen: S, description: \(value), next: \(next)}\n"
    }
    let source = SourceFile(path: "A.flow.yaml", text: text)
    let plan = GenerationPipeline(options: GenerationOptions(outputFolder: "Generated"))
      .run([source])
    #expect(plan.files.isEmpty)
    let diagnostic = try #require(plan.diagnostics.first)
    #expect(plan.diagnostics.count == 1)
    #expect(diagnostic.code == .generationFailed)
    #expect(diagnostic.location == SourceLocation(file: "A.flow.yaml", line: 1, column: 7))
    let limit = SwiftGenerator.outputLimit(forSpecOfSize: source.bytes.count)
    #expect(limit < 12_000_000)
    #expect(diagnostic.message.contains("its Swift would be larger than \(limit.grouped) bytes"))

    // The same spec with a short description generates.
    let short = text.replacingOccurrences(of: description, with: "A step.")
    let generated = GenerationPipeline(options: GenerationOptions(outputFolder: "Generated"))
      .run([SourceFile(path: "A.flow.yaml", text: short)])
    #expect(generated.files.count == 1, "\(generated.diagnostics)")
  }
}

extension HostileSpecTests {
  @Test func aProblemInAStepBodyThatAliasesRepeatIsReportedOnceWithANote() throws {
    // One anchored body with three unknown targets, under 50 steps: 150 checks
    // fail, at three places of the text.
    var text = "flow: A\nstart: s0\ntypes:\n  Pick: {enum: [a, b, c]}\nsteps:\n"
    text += "  s0: &body {screen: S, output: Pick, on: {a: zz1, b: zz2, c: zz3}}\n"
    for index in 1..<50 { text += "  s\(index): *body\n" }
    let result = check(text)
    let unknown = result.diagnostics.filter { $0.code == .unknownTarget }
    #expect(unknown.count == 3)
    #expect(unknown.map(\.location?.line) == [6, 6, 6])
    #expect(unknown.allSatisfy { $0.subject?.node == "s0" })
    #expect(
      unknown.allSatisfy {
        $0.notes.map(\.message) == [
          "the same for 49 more steps, which YAML aliases give this text: 's1', 's2', 's3' "
            + "and 46 more"
        ]
      })
    // Problems of each step's own text are all reported.
    #expect(result.diagnostics.count { $0.code == .unreachableStep } == 49)
  }

  @Test func problemsAtOnePlaceAboutOtherThingsAreAllReported() {
    let at = SourceLocation(file: "a.flow.yaml", line: 3, column: 5)
    let diagnostics = [
      Diagnostic(
        .unknownTarget, "step 'a' names 'x'", at: at, subject: .init(flow: "A", node: "a")),
      Diagnostic(
        .unknownTarget, "step 'b' names 'y'", at: at, subject: .init(flow: "A", node: "b")),
      Diagnostic(
        .unknownTarget, "step 'c' names 'x'", at: at, subject: .init(flow: "A", node: "c")),
      Diagnostic(.unknownTarget, "step 'a' names 'x'", at: at),
    ]
    let ordered = FlowChecker.ordered(diagnostics)
    #expect(ordered.map(\.message) == ["step 'a' names 'x'", "step 'b' names 'y'"])
    #expect(ordered.first?.notes.first?.message.hasPrefix("the same for 1 more step,") == true)
  }
}

extension HostileSpecTests {
  @Test func aMisspeltGatherRepeatedByAliasesSharesOneSuggester() throws {
    // A struct of 200 fields, and one anchored `gather` of 200 misspelt fields
    // under 200 steps: each name is looked up once for the whole run.
    let count = 200
    let fields = (0..<count).map { "field\($0): String" }.joined(separator: ", ")
    let misspelt = (0..<count).map { "fiedl\($0): s0" }.joined(separator: ", ")
    var text = "flow: A\nstart: s0\ntypes:\n  Big: {\(fields)}\nsteps:\n"
    text += "  s0: {screen: S, output: String, next: g0}\n"
    for index in 0..<count {
      let next = index + 1 < count ? "g\(index + 1)" : "finish"
      let body = index == 0 ? "&g {\(misspelt)}" : "*g"
      text += "  g\(index): {screen: G, input: Big, gather: \(body), next: \(next)}\n"
    }
    let result = check(text)
    let gather = result.diagnostics.filter { $0.code == .gatherField }
    // One per misspelt field: the steps that repeat it say the same at the same place.
    #expect(gather.count == count)
    #expect(
      gather.first?.message == "struct 'Big' has no field 'fiedl0'; did you mean 'field0'?")

    // A struct of 5,000 fields that a step leaves ungathered: the message names ten.
    let wide = (0..<5_000).map { "f\($0): String" }.joined(separator: ", ")
    let left = check(
      "flow: A\nstart: a\ntypes:\n  W: {\(wide)}\nsteps:\n"
        + "  a: {screen: S, output: String, next: b}\n"
        + "  b: {screen: B, input: W, gather: {f0: a}, next: finish}\n")
    let message = try #require(left.diagnostics.first { $0.code == .gatherField }?.message)
    #expect(message.hasSuffix("'f10' and 4989 more of 'W'"))
    #expect(message.count < 200)
  }
}

extension HostileSpecTests {
  /// `text` with one anchored step body, `body`, under steps `s0` to `s{count - 1}`.
  private func aliased(_ body: String, count: Int = 50, before: String = "") -> String {
    var text = "flow: A\nstart: s0\n\(before)steps:\n  s0: &body \(body)\n"
    for index in 1..<count { text += "  s\(index): *body\n" }
    return text
  }

  /// What `check` alone finds in `text`, before repeats are collapsed.
  private func found(by check: Check, in text: String) throws -> [Diagnostic] {
    let model = try #require(self.check(text).model)
    return check.run(model)
  }

  private var repeatNote: String {
    "the same for 49 more steps, which YAML aliases give this text: 's1', 's2', 's3' and 46 more"
  }

  @Test func checksBuildAProblemThatAliasesRepeatOnce() throws {
    let pick = "types:\n  Pick: {enum: {a: String, b: String}}\n"
    // Unknown targets of routes.
    let targets = try found(
      by: .unknownTargets,
      in: aliased("{screen: S, output: Pick, on: {a: zz1, b: zz2}}", before: pick))
    #expect(targets.map(\.subject?.node) == ["s0", "s0"])
    #expect(targets.allSatisfy { $0.notes.map(\.message) == [repeatNote] })

    // Unknown cases of `on`.
    let cases = try found(
      by: .unknownCases,
      in: aliased(
        "{screen: S, output: Pick, on: {a: finish, zz: finish}, next: finish}", before: pick))
    #expect(cases.map(\.message) == ["enum 'Pick' has no case 'zz'"])
    #expect(cases.first?.notes.map(\.message) == [repeatNote])

    // Cases that an aliased `on` leaves out (its misspelt case stands for the one it resembles).
    let missing = try found(
      by: .exhaustiveness, in: aliased("{screen: S, output: Pick, on: {aa: finish}}", before: pick))
    #expect(
      missing.map(\.message) == [
        "'on' of step 's0' does not handle case 'b'; route it or add a default 'next'"
      ])
    #expect(missing.first?.notes.map(\.message) == [repeatNote])

    // Transitions that carry what their target does not take: the problem is
    // at the target, and each repeat of the transition names another step.
    let mismatches = try found(
      by: .typeMismatches,
      in: aliased(
        "{screen: S, output: Pick, on: {a: t, b: t}}",
        before: pick + "decisions:\n  t: {input: Int, cases: [x], on: {x: finish}}\n"))
    #expect(mismatches.count == 2)
    #expect(mismatches.allSatisfy { $0.subject?.node == "t" })
    #expect(mismatches.first?.message.contains("case 'a' of 's0' delivers String") == true)
    #expect(mismatches.allSatisfy { $0.notes.last?.message == repeatNote })
  }

  @Test func checksBuildAProblemOfAnAliasedGatherOnce() throws {
    // Fields gathered from `p`, which the path through `q` skips, and a
    // misspelt field: the same `gather` under 50 steps.
    var text = "flow: A\nstart: s0\ntypes:\n  Pick: {enum: [a, b]}\n"
    text += "  Big: {f: String, g: String, h: String}\nsteps:\n"
    text += "  s0: {screen: S, output: Pick, on: {a: p, b: q}}\n"
    text += "  p: {screen: P, output: String, next: g0}\n"
    text += "  q: {screen: Q, next: g0}\n"
    for index in 0..<50 {
      let next = index + 1 < 50 ? "g\(index + 1)" : "finish"
      let body = index == 0 ? "&g {f: p, g: p, hh: p}" : "*g"
      text += "  g\(index): {screen: G, input: Big, gather: \(body), next: \(next)}\n"
    }
    let note =
      "the same for 49 more steps, which YAML aliases give this text: 'g1', 'g2', 'g3' and 46 more"
    let unavailable = try found(by: .gatherAvailability, in: text)
    #expect(unavailable.count == 3)
    #expect(unavailable.allSatisfy { $0.subject?.node == "g0" })
    #expect(unavailable.first?.message.hasSuffix("skips it: s0 -> q -> g0") == true)
    #expect(unavailable.allSatisfy { $0.notes.map(\.message) == [note] })

    let fields = try found(by: .gatherFields, in: text)
    #expect(fields.map(\.message) == ["struct 'Big' has no field 'hh'; did you mean 'h'?"])
    #expect(fields.first?.notes.map(\.message) == [note])
  }
}

extension HostileSpecTests {
  @Test func aLongDescriptionThatAliasesRepeatIsMadeIntoDocLinesOnce() throws {
    // Three steps with one anchored description of 1,000 words, and one with
    // the same text written out.
    let description = Array(repeating: "word", count: 1_000).joined(separator: " ")
    let text = """
      flow: A
      start: a
      steps:
        a: {screen: S, description: &d "\(description)", next: b}
        b: {screen: S, description: *d, next: c}
        c: {screen: S, description: *d, next: d}
        d: {screen: S, description: "\(description)", next: finish}
      """
    let model = try #require(check(text).model)
    let context = try #require(
      try SwiftGenerator(templates: try TemplateSet.load()).contexts(model).first)
    let steps = context.flow.steps
    func storage(_ lines: [String]) -> UnsafeRawPointer? {
      lines.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(steps.count == 4)
    #expect(steps.allSatisfy { $0.doc == steps[0].doc && $0.doc.count > 40 })
    // The steps the alias names share the lines of the anchored text.
    #expect(storage(steps[1].doc) != nil)
    #expect(storage(steps[1].doc) == storage(steps[2].doc))
  }
}
