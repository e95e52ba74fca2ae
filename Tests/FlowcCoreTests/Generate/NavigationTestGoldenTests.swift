import FlowcCore
import Foundation
import Testing

/// The navigation test suites generated from `specs/` (`flowc tests`) are
/// committed as `Tests/NavigationSuites/`, where the `NavigationSuites` test
/// target compiles them against `Tests/GeneratedFlows` with warnings as
/// errors and runs them. Re-record with
/// `FLOWC_RECORD=1 swift test --filter NavigationTestGolden`.
@Suite struct NavigationTestGoldenTests {
  static let folder = DiagramFixtures.packageRoot.appendingPathComponent("Tests/NavigationSuites")
  /// The fixtures of the specs' external types, written by hand.
  static let fixtures = "NavigationTestFixtures.swift"

  static func generated() throws -> [GeneratedFile] {
    let (model, diagnostics) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    return try NavigationTestGenerator(module: "GeneratedFlows").generate(model)
  }

  @Test func everySpecMatchesItsSuite() throws {
    let files = try Self.generated()
    #expect(files.count == (try DiagramFixtures.specFiles()).count + 1)
    for file in files {
      expectFile(
        file.contents, Self.folder.appendingPathComponent(file.name),
        name: "NavigationSuites/\(file.name)")
    }
  }

  @Test func theFolderHoldsOnlyTheSuitesTheSupportAndTheFixtures() throws {
    let expected = Set(try Self.generated().map(\.name)).union([Self.fixtures])
    let actual = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path))
    #expect(actual == expected)
  }

  /// Every transition, deep link and event of `specs/` gets a test: tab
  /// containers, gated links (opened and waiting), links into a sub-flow's or
  /// a tab's step, and an event heard while an action runs among them.
  @Test func theSuitesTakeEveryEdgeOfTheSpecs() throws {
    let files = try Self.generated()
    let left = files.flatMap { file in
      file.contents.split(separator: "\n").filter { $0.hasPrefix("/// - ") }.map(String.init)
    }
    #expect(left.isEmpty, "\(left)")
    let all = files.map(\.contents).joined()
    for name in [
      "@Test(\"Tabs -> main tab register -> signedIn\")",
      "@Test(\"Tabs -> link tabs://help/{id:Int} -> main tab help -> article\")",
      "Library -> link library://books/{id:Int} -> sessionCheck signedOut -> signIn \\\n",
      "#expect(run.shown == [\"Shelf\", \"LibrarySettings\", \"AccountPage\"])",
      "confirmation back refused",
      "Home -> hub shop -> shop -> product -> pay held -> event sessionExpired",
      "fake.script.release(\"HomePay\")",
    ] {
      #expect(all.contains(name), "no \(name)")
    }
  }

  /// docs/testing.md shows the fixtures file as it is.
  /// An event written at an action is tested holding the action while the
  /// event is sent, unless the action is synchronous: nothing is heard then.
  @Test(arguments: [true, false])
  func anEventAtAnActionHoldsTheAction(async: Bool) throws {
    let spec = """
      flow: Pay
      start: cart
      steps:
        cart: { screen: Cart, next: pay, back: cancel }
        pay: { action: Charge, async: \(async), next: done, failure: cart }
        done: { screen: Done, next: finish }
        expired: { screen: Expired, next: cancel }
      events:
        sessionExpired: { next: expired, at: [pay] }
      """
    let (model, diagnostics) = try DiagramFixtures.check([
      SourceFile(path: "Pay.flow.yaml", text: spec)
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let files = try NavigationTestGenerator(module: "Flows").generate(model)
    let suite = try #require(files.first { $0.name == "PayNavigationTests.swift" }).contents
    let held = "Pay -> cart -> pay held -> event sessionExpired -> expired"
    if async {
      #expect(suite.contains(held))
      #expect(suite.contains("await script.hold(\"Charge\")"))
      #expect(suite.contains("fake.script.release(\"Charge\")"))
      #expect(!suite.contains("/// - event sessionExpired"))
    } else {
      #expect(!suite.contains(held))
      #expect(!suite.contains("script.hold("))
      #expect(
        suite.contains(
          "/// - event sessionExpired at pay: the action is synchronous, so nothing is heard "
            + "while it runs"))
    }
  }

  @Test func theDocumentationShowsTheFixturesFile() throws {
    let file = try String(
      contentsOf: Self.folder.appendingPathComponent(Self.fixtures), encoding: .utf8)
    let declaration = try #require(file.range(of: "enum NavigationTestFixtures"))
    let docs = try String(
      contentsOf: DiagramFixtures.packageRoot.appendingPathComponent("docs/testing.md"),
      encoding: .utf8)
    #expect(docs.contains("```swift\n" + file[declaration.lowerBound...] + "```\n"))
  }

  /// The templates compiled into flowc are the files of `Templates/tests`.
  @Test func theTemplateTableListsExactlyTheTestsTemplatesFolder() throws {
    let folder = DiagramFixtures.packageRoot.appendingPathComponent("Templates/tests")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }
    #expect(NavigationTestGenerator.templates.keys.sorted() == names.sorted())
    for name in names {
      let text = try String(
        contentsOf: folder.appendingPathComponent(name + ".mustache"), encoding: .utf8)
      #expect(NavigationTestGenerator.templates[name] == text, "\(name).mustache differs")
    }
  }
}
