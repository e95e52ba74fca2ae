import Foundation
import Testing

@testable import FlowcCore

/// `OutputStamp`: a run whose inputs and outputs match the folder's stamp
/// generates nothing; any change to either generates again.
@Suite struct OutputStampTests {
  static let specs = [GenerationPipelineTests.spec("Login"), GenerationPipelineTests.spec("Home")]

  static func pipeline(_ folder: TemporaryFolder, templates: String? = nil, routers: Bool = false)
    -> GenerationPipeline
  {
    GenerationPipeline(
      options: GenerationOptions(
        outputFolder: folder.path, templateOverrides: templates, routers: routers, stamp: true))
  }

  /// A folder a stamped run filled, and the plan of that run.
  static func generated(_ folder: TemporaryFolder) throws -> OutputPlan {
    let plan = pipeline(folder).run(specs)
    #expect(plan.stamp != nil && !plan.reusedStamp)
    #expect(try plan.apply() == OutputPlan.Applied(written: 2, unchanged: 0, removed: 0))
    return plan
  }

  @Test func aSecondRunWithTheSameInputsReusesTheStamp() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    let first = try Self.generated(output)
    let stamp = try #require(OutputStamp.load(from: output.path))
    #expect(stamp == first.stamp)
    #expect(stamp.files.map(\.name) == ["Login.swift", "Home.swift"])
    #expect(stamp.files[0] == OutputStamp.Entry(name: "Login.swift", bytes: first.files[0].bytes))

    let again = Self.pipeline(output).run(Self.specs)
    #expect(again.reusedStamp)
    #expect(again.succeeded && again.isUpToDate)
    #expect(again.files.map(\.name) == ["Login.swift", "Home.swift"])
    #expect(again.files.allSatisfy { $0.status == .unchanged && $0.bytes.isEmpty })
    #expect(try again.apply() == OutputPlan.Applied(written: 0, unchanged: 2, removed: 0))
    #expect(output.read("Login.swift") == String(decoding: first.files[0].bytes, as: UTF8.self))
  }

  @Test func aHandEditedOutputIsRewritten() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    let first = try Self.generated(output)
    let text = try #require(output.read("Home.swift"))
    // Same size, one byte different: only the bytes tell.
    try output.write("Home.swift", String(text.dropLast()) + "\t")

    let plan = Self.pipeline(output).run(Self.specs)
    #expect(!plan.reusedStamp)
    #expect(plan.toWrite.map(\.name) == ["Home.swift"])
    #expect(!plan.isUpToDate)
    #expect(try plan.apply() == OutputPlan.Applied(written: 1, unchanged: 1, removed: 0))
    #expect(output.read("Home.swift") == String(decoding: first.files[1].bytes, as: UTF8.self))
    #expect(Self.pipeline(output).run(Self.specs).reusedStamp)
  }

  @Test func aDeletedOutputIsWrittenAgain() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    _ = try Self.generated(output)
    try FileManager.default.removeItem(at: output.url.appendingPathComponent("Login.swift"))

    let plan = Self.pipeline(output).run(Self.specs)
    #expect(!plan.reusedStamp)
    #expect(plan.files.map(\.status) == [.new, .unchanged])
    #expect(try plan.apply().written == 1)
    #expect(output.read("Login.swift") != nil)
  }

  @Test func aChangedSpecGeneratesAgain() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    _ = try Self.generated(output)
    let changed = [Self.specs[0], GenerationPipelineTests.spec("Home", flow: "Start")]

    let plan = Self.pipeline(output).run(changed)
    #expect(!plan.reusedStamp)
    #expect(plan.files.map(\.status) == [.unchanged, .changed])
    _ = try plan.apply()
    #expect(Self.pipeline(output).run(changed).reusedStamp)
    #expect(!Self.pipeline(output).run(Self.specs).reusedStamp)
  }

  @Test func aChangedTemplateGeneratesAgain() throws {
    let output = try TemporaryFolder()
    let templates = try TemporaryFolder()
    defer {
      output.remove()
      templates.remove()
    }
    _ = try Self.generated(output)
    let state = try #require(TemplateSet.defaults.texts["state"])
    try templates.write("state.mustache", state)
    // The same text as the default's: the same fingerprint.
    #expect(Self.pipeline(output, templates: templates.path).run(Self.specs).reusedStamp)

    try templates.write("state.mustache", state + "// edited\n")
    let plan = Self.pipeline(output, templates: templates.path).run(Self.specs)
    #expect(!plan.reusedStamp)
    #expect(plan.toWrite.map(\.name) == ["Login.swift", "Home.swift"])
  }

  @Test func changedOptionsGenerateAgain() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    _ = try Self.generated(output)
    let routers = Self.pipeline(output, routers: true).run(Self.specs)
    #expect(!routers.reusedStamp)
    #expect(routers.toWrite.count == 2)

    var options = Self.pipeline(output).options
    let changes: [(inout GenerationOptions) -> Void] = [
      { $0.access = .public },
      { $0.imports = ["MyModels"] },
      { $0.parts = [.types, .state] },
      { $0.state = TypeAdditions(conformances: ["Equatable"]) },
      { $0.action = TypeAdditions(attributes: ["@CasePathable"]) },
    ]
    for change in changes {
      var changed = options
      change(&changed)
      #expect(!GenerationPipeline(options: changed).run(Self.specs).reusedStamp)
    }
    // Options that do not shape the output keep the stamp.
    options.strict = true
    #expect(GenerationPipeline(options: options).run(Self.specs).reusedStamp)
  }

  @Test func aLeftoverIsStillFoundAndRemoved() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    _ = try Self.generated(output)
    try output.write("Gone.swift", OutputPlan.generatedHeader + "Gone.flow.yaml.\n")

    let plan = Self.pipeline(output).run(Self.specs)
    #expect(!plan.reusedStamp)
    #expect(plan.leftovers == ["Gone.swift"])
    #expect(try plan.apply() == OutputPlan.Applied(written: 0, unchanged: 2, removed: 1))
    #expect(Self.pipeline(output).run(Self.specs).reusedStamp)
  }

  @Test func anUpToDateFolderWithoutAStampGetsOne() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    var options = Self.pipeline(output).options
    options.stamp = false
    _ = try GenerationPipeline(options: options).run(Self.specs).apply()
    #expect(OutputStamp.load(from: output.path) == nil)

    let plan = Self.pipeline(output).run(Self.specs)
    #expect(!plan.reusedStamp && plan.isUpToDate && !plan.stampIsCurrent)
    #expect(try plan.apply().written == 0)
    #expect(OutputStamp.load(from: output.path) == plan.stamp)
    #expect(Self.pipeline(output).run(Self.specs).reusedStamp)
  }

  @Test func diagnosticsAreReportedWhenTheStampIsReused() throws {
    let output = try TemporaryFolder()
    defer { output.remove() }
    let source = SourceFile(
      path: "Tour.flow.yaml",
      text: LargeFlowCheckTests.pages(Check.largeFlowNodes + 1).replacingOccurrences(
        of: "1️⃣", with: ""))
    _ = try Self.pipeline(output).run([source]).apply()
    let plan = Self.pipeline(output).run([source])
    #expect(plan.reusedStamp)
    #expect(plan.diagnostics.map(\.code) == [.largeFlow])
  }

  @Test func aStampReadsBackAndAnythingElseIsNone() throws {
    let stamp = OutputStamp(
      inputs: 0x0123_4567_89ab_cdef,
      files: [
        .init(name: "A b.swift", size: 12, hash: 7), .init(name: "C.swift", size: 0, hash: 0),
      ]
    )
    #expect(OutputStamp.decode(stamp.encoded) == stamp)
    #expect(
      String(decoding: stamp.encoded, as: UTF8.self)
        == "flowc-stamp 1 0123456789abcdef\n0000000000000007 12 A b.swift\n"
        + "0000000000000000 0 C.swift\n")
    for broken in [
      "", "flowc-stamp 1 0123456789abcdef", "flowc-stamp 2 0123456789abcdef\n",
      "flowc-stamp 1 0123456789abcdef\n7 12\n", "flowc-stamp 1 0123456789abcdef\n7 -1 A.swift\n",
      "flowc-stamp 1 nothex\n",
    ] {
      #expect(OutputStamp.decode(Array(broken.utf8)) == nil, "\(broken)")
    }
  }

  @Test func bytesHashTheSameFedWholeOrInPieces() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 3) }
    let whole = StampHasher.hash(bytes)
    for cuts in [[1], [7, 8], [3, 500, 501, 999], [8, 16, 24]] {
      var hasher = StampHasher()
      var start = 0
      for end in cuts + [bytes.count] {
        bytes[start..<end].withUnsafeBytes { hasher.combineBytes($0) }
        start = end
      }
      #expect(hasher.finalize() == whole, "\(cuts)")
    }
    var edited = bytes
    edited[500] ^= 1
    #expect(StampHasher.hash(edited) != whole)
    #expect(StampHasher.hash(Array(bytes.dropLast())) != whole)
    #expect(StampHasher.hash(bytes + [0]) != whole)
  }
}
