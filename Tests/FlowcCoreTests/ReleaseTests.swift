import FlowcCore
import Foundation
import Testing

/// The version is written once, in `FlowcRelease`; the changelog's latest
/// release and the README's dependency line name the same one.
@Suite struct ReleaseTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The version of the first `## [X]` heading that is not `Unreleased`.
  static func latestRelease(inChangelog changelog: String) -> Substring? {
    for line in changelog.split(separator: "\n") where line.hasPrefix("## [") {
      let name = line.dropFirst("## [".count).prefix { $0 != "]" }
      if name != "Unreleased" { return name }
    }
    return nil
  }

  @Test func theVersionIsASemanticVersion() {
    let parts = FlowcRelease.version.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3, "MAJOR.MINOR.PATCH: \(FlowcRelease.version)")
    for part in parts {
      #expect(!part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber))
      #expect(part == "0" || !part.hasPrefix("0"), "no leading zeros: \(FlowcRelease.version)")
    }
  }

  @Test func theChangelogsLatestReleaseIsThisVersion() throws {
    let changelog = try Self.text("CHANGELOG.md")
    #expect(changelog.contains("\n## [Unreleased]\n"), "an Unreleased section above the releases")
    let latest = try #require(Self.latestRelease(inChangelog: changelog), "no released version")
    #expect(latest == FlowcRelease.version)
    // Keep a Changelog: `## [X.Y.Z] - YYYY-MM-DD`.
    let heading = "## [\(FlowcRelease.version)] - "
    let line = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix(heading) },
      "the release heading has a date: \(heading)YYYY-MM-DD")
    let date = line.dropFirst(heading.count)
    #expect(date.count == 10 && date.split(separator: "-").map(\.count) == [4, 2, 2])
  }

  @Test func readsTheLatestReleaseAfterUnreleased() {
    let changelog =
      "# Changelog\n\n## [Unreleased]\n\n## [2.1.0] - 2030-01-02\n\n## [2.0.0] - 2029-01-01\n"
    #expect(Self.latestRelease(inChangelog: changelog) == "2.1.0")
    #expect(Self.latestRelease(inChangelog: "# Changelog\n\n## [Unreleased]\n") == nil)
  }

  @Test func theReadmesDependencyLinePinsThisVersion() throws {
    let readme = try Self.text("README.md")
    let lines = readme.split(separator: "\n").filter {
      $0.contains(".package(url:") && $0.contains("flowc")
    }
    #expect(!lines.isEmpty, "README.md shows how to depend on flowc")
    for line in lines {
      #expect(line.contains("from: \"\(FlowcRelease.version)\""), "\(line)")
    }
  }
}
