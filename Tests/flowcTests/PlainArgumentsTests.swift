import Testing

@testable import flowc

// `flowc check` and `flowc generate` read without ArgumentParser: each command
// line read that way gives the command ArgumentParser gives for it, and every
// other command line is left to ArgumentParser.

@Suite struct PlainArgumentsTests {
  /// Command lines read plainly: the same command as ArgumentParser's reading.
  @Test(arguments: [
    [],
    ["specs"],
    ["a.flow.yaml", "b", "--strict"],
    ["specs", "check"],
    ["check"],
    ["check", "a", "b/c.flow.yaml", "flowc-config.yaml"],
    ["check", "--format", "json", "--no-source", "--strict", "x"],
    ["check", "--format=sarif", "--source", "x"],
    ["check", "--config", "c.yaml", "--config-search-root", "r1", "--config-search-root=r2"],
    [
      "check", "--max-input-size", "10", "--max-scalar-length=20", "--max-steps", "30",
      "--max-depth", "4", "--max-alias-expansion", "50",
    ],
    ["generate", "-o", "out"],
    ["generate", "specs", "--output", "out", "--no-stamp"],
    ["generate", "--output=out", "a", "b", "--stamp", "--check", "--format", "github"],
    ["generate", "-o", "out", "--access", "package", "--routers", "--context"],
    ["generate", "-o", "out", "--public", "--templates", "t", "--config", "flowc-config.yml"],
    ["generate", "x", "-o", "out", "--max-steps=7", "--config-search-root", "r", "--strict"],
  ])
  func sameCommand(_ arguments: [String]) throws {
    let plain = try #require(PlainArguments.command(arguments))
    let parsed = try Flowc.parseAsRoot(arguments)
    #expect(ObjectIdentifier(type(of: plain)) == ObjectIdentifier(type(of: parsed)))
    #expect(String(describing: plain) == String(describing: parsed))
    #expect(!String(describing: plain).contains("definition"))
  }

  /// Command lines left to ArgumentParser: help, version, other subcommands,
  /// spellings it reads its own way, and errors it reports.
  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["--version"], ["check", "--help"], ["generate", "-h"],
    ["diagram", "specs"], ["templates", "list"], ["lsp"],
    ["generate"], ["generate", "specs"], ["generate", "-o"], ["generate", "-o", "--strict"],
    ["generate", "-oout"], ["generate", "-o=out"], ["generate", "-o", "a", "-o", "b"],
    ["check", "--"], ["check", "--", "-x"], ["check", "-"], ["check", "--strict", "--strict"],
    ["check", "--stamp"], ["check", "-o", "out"], ["check", "--strict=true"],
    ["check", "--source", "--no-source"], ["check", "--no-strict"], ["check", "--format", "xml"],
    ["check", "--format="], ["check", "--max-steps", "0"], ["check", "--max-steps", "-1"],
    ["check", "--max-depth", "many"], ["check", "--config", "a", "--config", "b"],
    ["generate", "-o", "out", "--access", "private"], ["check", "--unknown"],
  ])
  func leftToArgumentParser(_ arguments: [String]) {
    #expect(PlainArguments.command(arguments) == nil)
  }
}

/// The option lists `PlainArguments` reads are the options ArgumentParser
/// declares, as its help shows them: an option added to, removed from or
/// changed in a command and not in the lists fails here.
@Suite struct PlainArgumentsOptionTests {
  /// Each option of a help text by long name, and how it takes its value.
  static func declared(_ help: String) -> [String: PlainArguments.Kind] {
    var options: [String: PlainArguments.Kind] = [:]
    // Each option starts a line, indented two spaces; its description goes
    // on, indented further, until the next line that starts one.
    var blocks: [String] = []
    for line in help.split(separator: "\n") {
      if line.hasPrefix("  -") {
        blocks.append(String(line.dropFirst(2)))
      } else if line.hasPrefix("   "), !blocks.isEmpty {
        blocks[blocks.count - 1] += " " + line.drop { $0 == " " }
      }
    }
    for block in blocks {
      // "-o, --output <output>   The folder…": the part before the description.
      let head = block.split(separator: "  ", maxSplits: 1).first ?? Substring(block)
      let names = head.split(whereSeparator: { " ,/".contains($0) })
        .filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
      guard let name = names.first, name != "help", name != "version" else { continue }
      if head.contains("<") {
        options[name] = block.contains("(repeatable)") ? .values : .value
      } else {
        options[name] = .flag(inverted: names.contains("no-\(name)"))
      }
    }
    return options
  }

  static func listed(_ lists: [[(name: String, kind: PlainArguments.Kind)]])
    -> [String: PlainArguments.Kind]
  {
    Dictionary(uniqueKeysWithValues: lists.flatMap { $0 }.map { ($0.name, $0.kind) })
  }

  @Test func checkReadsTheOptionsCheckDeclares() {
    let help = CheckCommand.helpMessage(columns: 200)
    #expect(Self.declared(help) == Self.listed([PlainArguments.checkOptions]))
  }

  @Test func generateReadsTheOptionsGenerateDeclares() {
    let help = GenerateCommand.helpMessage(columns: 200)
    #expect(
      Self.declared(help)
        == Self.listed([PlainArguments.checkOptions, PlainArguments.generateOptions]))
  }
}
