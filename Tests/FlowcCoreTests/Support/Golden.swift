import Foundation
import Testing

/// Compares output with a committed golden file under `Tests/FlowcCoreTests/Golden/`.
///
/// Re-record every golden file of a run with `FLOWC_RECORD=1 swift test`; the
/// test then fails once, so a recording never passes silently, and `git diff`
/// shows what changed.
func expectGolden(
  _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent(name)
  expectFile(actual, url, name: name, sourceLocation: sourceLocation)
}

/// Compares output with a committed file anywhere in the package, re-recorded
/// like golden files (see `expectGolden`).
func expectFile(
  _ actual: String, _ url: URL, name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  if ProcessInfo.processInfo.environment["FLOWC_RECORD"] != nil {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(actual.utf8).write(to: url)
    Issue.record("recorded \(name); run again without FLOWC_RECORD", sourceLocation: sourceLocation)
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    Issue.record(
      "no golden file \(name); record it with FLOWC_RECORD=1 swift test",
      sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  if actual != expected {
    let firstDifference = zip(
      actual.split(separator: "\n", omittingEmptySubsequences: false),
      expected.split(separator: "\n", omittingEmptySubsequences: false)
    ).enumerated()
      .first { $0.element.0 != $0.element.1 }
    let detail =
      firstDifference.map {
        "line \($0.offset + 1):\n  actual:   \($0.element.0)\n  expected: \($0.element.1)"
      } ?? "lengths differ"
    Issue.record("\(name) differs from its golden file; \(detail)", sourceLocation: sourceLocation)
  }
}
