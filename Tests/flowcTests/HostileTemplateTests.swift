import Foundation
import Testing

/// User templates that would make the Mustache parser or renderer recurse
/// without end, run through `flowc generate` as a user would: named by
/// `--templates` or by `flowc-config.yaml`. Each is a positioned
/// `template-syntax` error, and nothing is generated.
@Suite struct HostileTemplateTests {
  static let spec = "flow: A\nstart: s\nsteps:\n  s: {screen: S, next: finish}\n"

  /// How a run names its templates folder.
  enum Naming: CaseIterable {
    case option, config
  }

  /// Runs `flowc generate` on one spec with `templates` replacing defaults.
  func generate(_ templates: [String: String], naming: Naming) throws -> (Run, Scratch) {
    let scratch = try Scratch()
    try scratch.write("specs/A.flow.yaml", Self.spec)
    for (name, text) in templates { try scratch.write("specs/templates/\(name).mustache", text) }
    var arguments = ["generate", "specs", "-o", "Generated"]
    switch naming {
    case .option: arguments += ["--templates", "specs/templates"]
    case .config: try scratch.write("specs/flowc-config.yaml", "templates: templates\n")
    }
    return (try flowc(arguments, in: scratch.url), scratch)
  }

  @Test(arguments: Naming.allCases)
  func aTemplateThatSetsDelimitersAndIncludesItselfIsAnError(naming: Naming) throws {
    let (run, scratch) = try generate(["file": "{{=<% %>=}}\n<%> file%>\n"], naming: naming)
    defer { scratch.remove() }
    #expect(run.status == 1, "\(run)")
    #expect(
      run.errorLines == [
        "specs/templates/file.mustache:2:1: error: template 'file' includes itself [template-syntax]"
      ], "\(run)")
    #expect(run.stderr.hasSuffix("1 error and 0 warnings in 1 file; nothing was generated\n"))
    #expect(
      !FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Generated").path))
  }

  @Test(arguments: Naming.allCases)
  func templatesThatIncludeEachOtherAreAnError(naming: Naming) throws {
    let (run, scratch) = try generate(
      [
        "file": "{{%CONTENT_TYPE: TEXT}}\n{{#flow}}\n{{> state}}\n{{/flow}}\n",
        "state": "{{%CONTENT_TYPE: TEXT}}\n{{> steps}}\n",
        "steps": "{{=[ ]=}}\n[#steps]\n  [> file]\n[/steps]\n",
      ], naming: naming)
    defer { scratch.remove() }
    #expect(run.status == 1, "\(run)")
    #expect(
      run.errorLines == [
        "specs/templates/file.mustache:3:1: error: template 'file' includes itself through "
          + "'state', 'steps' [template-syntax]"
      ], "\(run)")
  }

  @Test(arguments: Naming.allCases)
  func aTemplateOfThousandsOfNestedSectionsIsAnError(naming: Naming) throws {
    let depth = 2_600
    let text =
      "{{%CONTENT_TYPE: TEXT}}\n" + String(repeating: "{{#flow}}", count: depth) + "x"
      + String(repeating: "{{/flow}}", count: depth) + "\n"
    let (run, scratch) = try generate(["file": text], naming: naming)
    defer { scratch.remove() }
    #expect(run.status == 1, "\(run)")
    // The 201st section's tag, on line 2: 200 tags of 9 characters before it.
    #expect(
      run.errorLines == [
        "specs/templates/file.mustache:2:1801: error: template 'file' nests sections deeper "
          + "than 200 levels [template-syntax]"
      ], "\(run)")
  }

  @Test func nestedSectionsBehindOtherDelimitersAreCountedToo() throws {
    let depth = 2_600
    let text =
      "{{=<% %>=}}\n" + String(repeating: "<%#flow%>", count: depth)
      + String(repeating: "<%/flow%>", count: depth) + "\n"
    let (run, scratch) = try generate(["file": text], naming: .config)
    defer { scratch.remove() }
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("error: template 'file' nests sections deeper than 200 levels"))
  }
}
