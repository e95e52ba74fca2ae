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
}
