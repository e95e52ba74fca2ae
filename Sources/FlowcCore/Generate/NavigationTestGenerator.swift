import FlowcTemplates
import Mustache

/// Turns a checked model into navigation test suites (`flowc tests`): per
/// spec a Swift Testing suite that drives the generated coordinator along
/// every edge it can reach (`NavigationSuiteBuilder`), and one support file
/// with the scripted stand-ins' shared parts and the fixtures protocol of the
/// specs' `external` types.
public struct NavigationTestGenerator {
  /// The module the generated flows are in, imported `@testable`.
  public var module: String

  public init(module: String) {
    self.module = module
  }

  /// The templates the suites are rendered through (`Templates/tests`), by name.
  public static var templates: [String: String] { FlowcTemplates.testTexts }

  /// The file of the shared parts.
  public static let supportFile = "NavigationTestSupport.swift"

  /// The suite generated from a spec file: `SignIn.flow.yaml` ->
  /// `SignInNavigationTests.swift`.
  public static func outputName(forSpec path: String) -> String {
    let swift = SwiftGenerator.outputName(forSpec: path)
    return String(swift.dropLast(".swift".count)) + "NavigationTests.swift"
  }

  /// Every file of the run: one suite per spec, then the support file.
  public func generate(_ model: FlowModel) throws -> [GeneratedFile] {
    let contexts = try SwiftGenerator(templates: .defaults).contexts(model)
    var library = MustacheLibrary()
    for (name, text) in Self.templates.sorted(by: { $0.key < $1.key }) {
      try library.register(text, named: name)
    }
    var files: [GeneratedFile] = []
    for (flow, context) in zip(model.flows, contexts) where model.isFirstWithName(flow) {
      let builder = NavigationSuiteBuilder(model: model, flow: flow, context: context.flow)
      let (tests, notGenerated) = builder.tests()
      let suite = NavigationSuiteContext(
        specFile: context.specFile, module: module, flow: flow.name,
        namespace: builder.namespace, fake: builder.fakeName,
        conformances: Self.flowsRun(by: flow.index, in: model).dropFirst().map {
          FlowContextBuilder.namespace(model.flows[$0]) + ".NavigationScripted"
        },
        requirements: builder.requirements(), tests: tests, notGenerated: notGenerated)
      files.append(
        GeneratedFile(
          name: Self.outputName(forSpec: flow.spec.file),
          bytes: Self.laidOut(
            library.render(suite.mustacheObject, withTemplate: "navigation-suite"))
        ))
    }
    let fixtures = model.types.external.keys.sorted().map {
      (NavigationTestValues.fixtureProperty($0), SwiftSpelling.type(.named($0)))
    }
    let support = NavigationSupportContext(module: module, fixtures: fixtures)
    files.append(
      GeneratedFile(
        name: Self.supportFile,
        bytes: Self.laidOut(
          library.render(support.mustacheObject, withTemplate: "navigation-support"))))
    return files
  }

  /// The rendered text, laid out as generated Swift is (`SwiftLayout`).
  static func laidOut(_ text: String?) -> [UInt8] {
    var bytes = Array((text ?? "").utf8)
    SwiftLayout.format(&bytes)
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    return bytes
  }

  /// Flow `index` and every flow it runs, directly or not, each once, in the order found.
  static func flowsRun(by index: Int, in model: FlowModel) -> [Int] {
    var seen: Set<Int> = [index]
    var order = [index]
    var head = 0
    while head < order.count {
      for node in model.flows[order[head]].nodes {
        for callee in node.callees where seen.insert(callee).inserted { order.append(callee) }
      }
      head += 1
    }
    return order
  }
}
