/// What the navigation test templates (`Templates/tests`) render for one
/// flow: Swift spelt out by `NavigationSuiteBuilder`, laid out by the
/// templates.
struct NavigationSuiteContext {
  /// A screen factory, action or decision of the flow, scripted.
  struct Requirement {
    /// `func signIn(_ input: EmailPassword) async throws -> Session`.
    var signature: String
    var lines: [String]
  }

  /// One test: its name as a string literal, its function and its statements.
  struct Test {
    var name: String
    var function: String
    var lines: [String]
  }

  var specFile: String
  var module: String
  var flow: String
  var namespace: String
  var fake: String
  /// The `NavigationScripted` protocols the stand-in adopts besides the
  /// flow's own: those of every flow it runs.
  var conformances: [String]
  var requirements: [Requirement]
  var tests: [Test]
  /// The edges without a test yet, each with the reason.
  var notGenerated: [String]

  /// The context as swift-mustache reads it.
  var mustacheObject: [String: Any] {
    [
      "specFile": ControlCharacters.escaped(specFile),
      "module": module,
      "flow": flow,
      "suiteName": SwiftSpelling.stringLiteral("\(flow) navigation"),
      "suiteType": flow + "NavigationTests",
      "namespace": namespace,
      "fake": fake,
      "conformances": conformances,
      "requirements": requirements.map {
        ["signature": $0.signature, "lines": $0.lines] as [String: Any]
      },
      "hasRequirements": !requirements.isEmpty,
      "tests": tests.map {
        ["name": $0.name, "function": $0.function, "lines": $0.lines] as [String: Any]
      },
      "notGenerated": notGenerated.map { ControlCharacters.escaped($0) },
      "hasNotGenerated": !notGenerated.isEmpty,
    ]
  }
}

/// What the support file of a run's navigation tests holds: the fixtures
/// protocol of its external types.
struct NavigationSupportContext {
  var module: String
  /// Each external type: its fixture property and its Swift type.
  var fixtures: [(property: String, type: String)]

  var mustacheObject: [String: Any] {
    [
      "module": module,
      "fixturesProtocol": NavigationTestValues.fixturesProtocol,
      "fixturesType": NavigationTestValues.fixtures,
      "fixtures": fixtures.map { ["property": $0.property, "type": $0.type] },
      "hasFixtures": !fixtures.isEmpty,
    ]
  }
}
