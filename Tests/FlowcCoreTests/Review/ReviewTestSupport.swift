import Foundation
import Testing

@testable import FlowcCore

// Helpers shared by the tests of `flowc diff` and `flowc paths`.

/// The resolved model of inline specs (one flow each), which must decode;
/// semantic checks do not run, as for `diff` and `paths`.
func reviewModel(_ texts: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws -> FlowModel
{
  let sources = texts.enumerated().map {
    SourceFile(path: "Spec\($0.offset).flow.yaml", text: $0.element)
  }
  let result = FlowChecker().check(sources, checks: [])
  return try #require(
    result.model, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
}

/// The diff between two versions of a run of inline specs.
func specDiff(
  _ old: [String], _ new: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> SpecDiff {
  SpecDiff(
    old: try reviewModel(old, sourceLocation: sourceLocation),
    new: try reviewModel(new, sourceLocation: sourceLocation))
}

/// Every change line of the diff between two versions of one spec, as the text
/// form prints it (without indentation or flow headers).
func changeLines(
  _ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> [String] {
  try specDiff([old], [new], sourceLocation: sourceLocation).flows.flatMap(\.changes).map(
    DiffTextRenderer.line)
}

/// The package root: this file is `<root>/Tests/FlowcCoreTests/Review/ReviewTestSupport.swift`.
let reviewPackageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The example specs of `specs/`, read from disk, in run order.
func exampleSpecSources() throws -> [SourceFile] {
  let folder = reviewPackageRoot.appendingPathComponent("specs").path
  return try SpecFinder.find([folder]).map { try SourceFile.read(path: $0) }
}
