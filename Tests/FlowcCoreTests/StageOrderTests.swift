import Foundation
import Testing

/// FlowcCore is one straight pipeline, a folder per stage. A file may name the
/// types of its own folder and of earlier ranks, never of a later rank; folders
/// of one rank do not use each other.
///
/// | rank | folders | |
/// |---|---|---|
/// | 0 | Support | the base every stage uses: identifiers, spelling, control characters |
/// | 1 | Diagnostics | `Diagnostic`, `SourceFile`, locations, renderers |
/// | 2 | YAML | a source -> `YAMLFile` (node tree and diagnostics); the only code that touches libyaml |
/// | 3 | Spec | `YAMLFile` -> `Spec`, with schema diagnostics |
/// | 4 | Model | specs -> `FlowModel` |
/// | 5 | Naming | the names generated Swift uses and how it spells spec names: Checks check them, Generate writes them |
/// | 6 | Checks | `FlowModel` -> diagnostics |
/// | 7 | Diagram, Review, Generate | the outputs, each from the model alone |
/// | 8 | Pipeline | finds spec files, runs the stages, writes files |
///
/// The order follows from the code: Naming's `GeneratedNames` reads the model,
/// and the outputs use neither the checks nor each other.
@Suite struct StageOrderTests {
  static let ranks: [String: Int] = [
    "Support": 0, "Diagnostics": 1, "YAML": 2, "Spec": 3, "Model": 4, "Naming": 5, "Checks": 6,
    "Diagram": 7, "Review": 7, "Generate": 7, "Pipeline": 8,
  ]

  /// Known uses against the order, as "Folder/File.swift uses Type". Each must
  /// still exist (the test fails when one goes, so the list shrinks).
  static let exceptions: Set<String> = []

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/FlowcCore")

  /// Every Swift file of FlowcCore, keyed by "Folder/File.swift".
  static func files() throws -> [String: String] {
    var files: [String: String] = [:]
    let manager = FileManager.default
    for folder in try manager.contentsOfDirectory(atPath: sources.path) {
      let url = sources.appendingPathComponent(folder)
      for file in try manager.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".swift") {
        files["\(folder)/\(file)"] = try String(
          contentsOf: url.appendingPathComponent(file), encoding: .utf8)
      }
    }
    return files
  }

  @Test func everyStageNamesOnlyTypesOfEarlierStages() throws {
    let files = try Self.files()
    let folders = Set(files.keys.map { String($0.prefix { $0 != "/" }) })
    #expect(folders == Set(Self.ranks.keys), "place each folder of Sources/FlowcCore in `ranks`")
    let found = Set(Self.violations(files, ranks: Self.ranks))
    #expect(found.subtracting(Self.exceptions).sorted() == [])
    #expect(Self.exceptions.subtracting(found).sorted() == [], "an exception is gone: remove it")
  }

  @Test func onlyTheParserImportsLibYAML() throws {
    let importers = try Self.files().filter { Self.code($0.value).contains("import CYAML") }
    #expect(importers.keys.sorted() == ["YAML/LibYAMLParser.swift"])
  }

  @Test func aLaterStageTypeInAnEarlierStageIsFound() {
    let files = [
      "YAML/Reader.swift": "struct Reader { let spec: Spec }  // not `Model`\n",
      "Spec/Spec.swift": "public struct Spec {}\nlet s = \"Model\"\n",
      "Model/Model.swift": "struct Model { let spec: Spec }\n",
      "Diagram/Diagram.swift": "final class Diagram { let review: Review }\n",
      "Review/Review.swift": "enum Review { case a(Model) }\n",
    ]
    #expect(
      Self.violations(files, ranks: Self.ranks) == [
        "Diagram/Diagram.swift uses Review", "YAML/Reader.swift uses Spec",
      ])
  }

  // MARK: Reading Swift, roughly

  /// "Folder/File.swift uses Type" for each use of a type declared in a later
  /// folder or in another folder of the same rank, sorted.
  static func violations(_ files: [String: String], ranks: [String: Int]) -> [String] {
    func folder(_ file: String) -> String { String(file.prefix { $0 != "/" }) }
    let code = files.mapValues(code)
    var declaredIn: [String: String] = [:]
    for (file, text) in code {
      for name in declaredTypes(text) { declaredIn[name] = folder(file) }
    }
    var found: [String] = []
    for (file, text) in code {
      let user = folder(file)
      for name in Set(words(text)) {
        guard let owner = declaredIn[name], owner != user,
          let userRank = ranks[user], let ownerRank = ranks[owner], ownerRank >= userRank
        else { continue }
        found.append("\(file) uses \(name)")
      }
    }
    return found.sorted()
  }

  /// The names of top-level types (declared at the start of a line).
  static func declaredTypes(_ code: String) -> [String] {
    let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    return code.split(separator: "\n").compactMap { line in
      guard let first = line.first, first != " " else { return nil }
      let tokens = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      guard let kind = tokens.firstIndex(where: kinds.contains), kind + 1 < tokens.count else {
        return nil
      }
      return String(tokens[kind + 1])
    }
  }

  static func words(_ code: String) -> [String] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }

  /// The text without comments and string literals (which may name any type).
  static func code(_ text: String) -> String {
    var out = ""
    var chars = text[...]
    while let char = chars.first {
      if chars.hasPrefix("//") {
        chars = chars.drop { $0 != "\n" }
      } else if chars.hasPrefix("/*") {
        chars = chars.dropFirst(2)
        while !chars.isEmpty, !chars.hasPrefix("*/") { chars = chars.dropFirst() }
        chars = chars.dropFirst(2)
      } else if chars.hasPrefix("\"\"\"") {
        chars = chars.dropFirst(3)
        while !chars.isEmpty, !chars.hasPrefix("\"\"\"") { chars = chars.dropFirst() }
        chars = chars.dropFirst(3)
        out += "\"\""
      } else if char == "\"" {
        chars = chars.dropFirst()
        while let next = chars.first, next != "\"", next != "\n" {
          chars = chars.dropFirst(next == "\\" ? 2 : 1)
        }
        chars = chars.dropFirst()
        out += "\"\""
      } else {
        out.append(char)
        chars = chars.dropFirst()
      }
    }
    return out
  }
}
