import Foundation
import Testing

/// The README's adoption lines are those of `Examples/SignUp`, which CI builds.
@Suite struct AdoptionDocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func theReadmeSnippetIsTheExamplePackages() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Adopting flowc").dropFirst().first)
    let snippet =
      try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
      .components(separatedBy: "```").first ?? ""
    let example = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/SignUp/Package.swift"), encoding: .utf8
    )
    #expect(snippet.contains("FlowcPlugin"))
    #expect(example.contains(snippet))
  }

  /// The adoption section shows the config and the access level before the
  /// example's public app object, and its config is one `flowc check` accepts.
  @Test func theAdoptionSectionShowsTheConfigBeforeTheExample() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Adopting flowc").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let config = try #require(
      section.components(separatedBy: "```yaml\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let example = try #require(section.range(of: "[`Examples/SignUp`]"))
    let block = try #require(section.range(of: "```yaml\n"))
    #expect(block.lowerBound < example.lowerBound)
    #expect(section.contains("`internal` by default"))
    #expect(config.contains("\naccess: public "))
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("flowc-config.yaml", config)
    let run = try flowc(["check", "flowc-config.yaml"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
  }
}
