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
