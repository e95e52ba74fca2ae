import Foundation
import Testing

@testable import FlowcCore

/// No spec text and no file name can change what the generated Swift does, or
/// what a diagram draws. Each hostile string (every line terminator Swift or
/// a reader knows, NUL, comment and string delimiters, interpolation,
/// backticks, bidirectional controls, a terminal escape) is put, with code
/// around it that would declare something if it ever escaped, into every
/// description a spec has (flow, screen, action, decision, event, tab
/// container) and into the spec's file name. The Swift generated from it
/// compiles, and swiftc's own reading of it (`-print-ast`, which drops
/// comments) is the same as for plain text: the same declarations and
/// statements, nothing extra. Its diagrams draw the same nodes and edges.
@Suite struct HostileTextTests {
  static let hostileStrings: [(name: String, text: String)] = [
    ("LF", "\n"), ("CR", "\r"), ("CRLF", "\r\n"), ("VT", "\u{0B}"), ("FF", "\u{0C}"),
    ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"), ("NUL", "\0"),
    ("block comment end", "*/"), ("block comment start", "/*"), ("triple quote", "\"\"\""),
    ("interpolation", "\\("), ("hash", "#"), ("backtick", "`"), ("RLO", "\u{202E}"),
    ("LRI", "\u{2066}"), ("PDI", "\u{2069}"), ("ESC", "\u{1B}[31m"), ("DEL", "\u{7F}"),
  ]

  /// What a hostile string is wrapped in: code that, were the string to end
  /// a comment, would add declarations to the generated program.
  static func payload(_ hostile: String) -> String {
    "Opens\(hostile)struct Injected {}\(hostile)// closes"
  }

  /// `text` as a YAML double-quoted scalar, every character beyond printable
  /// ASCII written as an escape (so the spec itself holds no control).
  static func yamlQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case " "..."~": out.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out +=
          scalar.value <= 0xFFFF
          ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
      }
    }
    return out + "\""
  }

  /// Two specs with a description on every kind of thing that has one.
  static func sources(description: String, fileName: String) -> [SourceFile] {
    let text = yamlQuoted(description)
    let parent = """
      flow: Parent
      description: \(text)
      output: Never
      start: form
      types:
        Answer: { name: String }
      steps:
        form:
          screen: Form
          description: \(text)
          output: Answer
          next: save
          back: cancel
        save:
          action: Save
          description: \(text)
          input: Answer
          next: route
          failure: form
        areas:
          description: \(text)
          tabs:
            first: { flow: Child }
            second: { flow: Child }
        done:
          screen: Done
          description: \(text)
          output: Never
      decisions:
        route:
          description: \(text)
          cases: [tabs, done]
          on: { tabs: areas, done: done }
      events:
        signedOut:
          description: \(text)
          next: done
      links:
        "app://form": form
      """
    let child = """
      flow: Child
      description: \(text)
      output: Never
      start: page
      steps:
        page:
          screen: ChildPage
          description: \(text)
          output: Never
      """
    return [
      SourceFile(path: "specs/\(fileName).flow.yaml", text: parent),
      SourceFile(path: "specs/Child.flow.yaml", text: child),
    ]
  }

  /// The generated files of `sources`, which must check clean.
  static func generate(_ sources: [SourceFile]) throws -> [GeneratedFile] {
    let result = FlowChecker().check(sources)
    let model = try #require(result.model, "\(result.diagnostics.map(\.message))")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try SwiftGenerator(templates: .defaults).generate(model)
  }

  /// swiftc's reading of `files`: the program without its comments, as
  /// `-print-ast` prints it once it type-checks (warnings are errors).
  static func printedAST(_ files: [GeneratedFile]) throws -> String {
    let modules = try #require(
      GeneratedCodeCompilesTests.modules, "no FlowRuntime module next to the test bundle")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files are named as the plain run names them, so both print alike.
    var names: [String] = []
    for (index, file) in files.enumerated() {
      let name = "File\(index).swift"
      names.append(name)
      try Data(file.contents.utf8).write(to: folder.appendingPathComponent(name))
    }
    try Data(GeneratedCodeCompilesTests.externals.utf8).write(
      to: folder.appendingPathComponent("Externals.swift"))
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    let (status, output) = try GeneratedCodeCompilesTests.run(
      [swiftc, "-print-ast", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path]
        + names + ["Externals.swift"], in: folder)
    try #require(status == 0, "\(output.prefix(4000))")
    return output
  }

  /// The unsafe characters of `text` but its line feeds, escaped.
  static func unsafeCharacters(_ text: String) -> [String] {
    Set(text.unicodeScalars.filter { $0 != "\n" && ControlCharacters.isUnsafe($0) })
      .map { $0.escaped(asASCII: true) }.sorted()
  }

  static let plain = sources(description: payload(""), fileName: "Parent")

  @Test(arguments: hostileStrings.map(\.name))
  func hostileDescriptionsAndFileNamesChangeNothingSwiftReads(name: String) throws {
    let hostile = try #require(Self.hostileStrings.first { $0.name == name }).text
    let files = try Self.generate(
      Self.sources(description: Self.payload(hostile), fileName: "Parent\(hostile)x"))
    for file in files {
      #expect(Self.unsafeCharacters(file.contents) == [], "\(file.name)")
    }
    #expect(try Self.printedAST(files) == Self.printedAST(try Self.generate(Self.plain)))
  }

  /// A carriage return once ended the doc comment it was copied into: the
  /// rest of the line was code.
  @Test func aCarriageReturnInADescriptionStartsANewCommentLine() throws {
    let files = try Self.generate(
      Self.sources(description: "First\rstruct Injected {}", fileName: "Parent"))
    let parent = try #require(files.first { $0.name == "Parent.swift" }).contents
    #expect(parent.contains("/// First\n/// struct Injected {}\nenum ParentFlow"))
    #expect(!parent.contains("\r"))
  }

  @Test func aFileNameWithALineBreakStaysInTheHeaderComment() throws {
    let files = try Self.generate(Self.sources(description: "", fileName: "P\r\nimport Evil"))
    let parent = try #require(files.first { $0.name != "Child.swift" }).contents
    #expect(parent.hasPrefix("// Generated by flowc from P\\r\\nimport Evil.flow.yaml.\n"))
  }

  // MARK: Diagrams

  /// The nodes and edges Graphviz reads in a DOT text, by name.
  static func graph(_ dot: String) throws -> [String] {
    let rendered = try Graphviz.render(dot, format: "plain")
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    return rendered.output.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      switch fields.first {
      case "node": return "node \(fields[1])"
      case "edge": return "edge \(fields[1]) \(fields[2])"
      default: return nil
      }
    }
  }

  static func diagram(_ sources: [SourceFile]) throws -> FlowDiagram {
    try DiagramFixtures.diagram(sources, descriptions: true)
  }

  @Test(
    .needs(.dot),
    arguments: hostileStrings.map(\.name))
  func hostileTextDrawsTheSameGraphInDOTAndSVG(name: String) throws {
    let hostile = try #require(Self.hostileStrings.first { $0.name == name }).text
    let sources = Self.sources(description: Self.payload(hostile), fileName: "Parent\(hostile)x")
    let dot = DOTExporter().export(try Self.diagram(sources))
    #expect(try Self.graph(dot) == Self.graph(DOTExporter().export(try Self.diagram(Self.plain))))
    let svg = try Graphviz.render(dot, format: "svg").output
    let plainSVG = try Graphviz.render(
      DOTExporter().export(try Self.diagram(Self.plain)), format: "svg"
    ).output
    for marker in ["class=\"node\"", "class=\"edge\"", "class=\"cluster\""] {
      #expect(svg.count(of: marker) == plainSVG.count(of: marker), "\(marker)")
    }
    #expect(Self.unsafeCharacters(dot + svg) == [])
  }

  /// Mermaid and PlantUML have no parser here: the hostile diagram has the
  /// plain one's lines, each the same up to where its text starts (a quoted
  /// Mermaid label, the text of a PlantUML state or note after ` : `).
  @Test(arguments: hostileStrings.map(\.name))
  func hostileTextStaysInsideMermaidAndPlantUMLLabels(name: String) throws {
    let hostile = try #require(Self.hostileStrings.first { $0.name == name }).text
    let sources = Self.sources(description: Self.payload(hostile), fileName: "Parent\(hostile)x")
    let exports: [(String, (FlowDiagram) -> String)] = [
      ("mermaid", { MermaidExporter().export($0) }),
      ("plantuml", { PlantUMLExporter().export($0) }),
    ]
    for (format, export) in exports {
      let text = export(try Self.diagram(sources))
      let plain = export(try Self.diagram(Self.plain))
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let plainLines = plain.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == plainLines.count, "\(format)")
      for (line, plainLine) in zip(lines, plainLines) where line != plainLine {
        #expect(Self.syntax(line) == Self.syntax(plainLine), "\(format): \(line)")
      }
      #expect(Self.unsafeCharacters(text) == [], "\(format)")
    }
  }

  /// A diagram line up to where its text starts: its first quote, or ` : `.
  static func syntax(_ line: Substring) -> Substring {
    let quote = line.firstIndex(of: "\"") ?? line.endIndex
    let colon = line.firstRange(of: " : ")?.lowerBound ?? line.endIndex
    return line[..<min(quote, colon)]
  }
}

extension String {
  fileprivate func count(of part: String) -> Int {
    components(separatedBy: part).count - 1
  }
}
