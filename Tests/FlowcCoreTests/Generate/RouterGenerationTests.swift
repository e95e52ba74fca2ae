import Foundation
import Testing

@testable import FlowcCore

/// The routers generated with `routers: true`: a protocol per screen step with
/// a method per way out, and its implementation over the screen's exit.
@Suite struct RouterGenerationTests {
  /// A screen whose ways out clash in every way a spec allows: several cases
  /// to one step, a case named after a keyword, after `back`, after a member
  /// of the implementation, and cases left to `next`.
  static let clashes = MarkedSource(
    """
    flow: Clash
    start: pick
    external: [Todo]
    types:
      Pick:
        enum:
          signOut: null
          expired: null
          repeat: null
          default: Todo
          back: null
          toLogin: null
          exit: null
          canGoBack: null
          more: Int
          other: null
    steps:
      pick:
        screen: Picker
        output: Pick
        on:
          signOut: login
          expired: login
          repeat: login
          default: detail
          back: summary
          toLogin: summary
          exit: summary
          canGoBack: cancel
        next: finish
        back: cancel
      login: { screen: Login, output: Never }
      detail: { screen: Detail, input: Todo, output: Never, back: pick }
      summary: { screen: Summary, next: finish, back: none }
    """, path: "Clash.flow.yaml")

  static func model(_ source: MarkedSource) throws -> FlowModel {
    let result = FlowChecker().check([source.source])
    #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
    return try #require(result.model)
  }

  static func routing(_ source: MarkedSource) throws -> RoutingContext {
    let context = try RenderContextBuilder(model: try model(source), routers: true)
      .context(ofFlow: 0)
    return try #require(context.flow.routing)
  }

  @Test func routersAreLeftOutUnlessAskedFor() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    for file in try SwiftGenerator(templates: .defaults).generate(model) {
      #expect(!file.contents.contains("Router"), "\(file.name)")
    }
    for context in try SwiftGenerator(templates: .defaults).contexts(model) {
      #expect(context.flow.routing == nil)
      let json = String(decoding: try JSONEncoder().encode(context), as: UTF8.self)
      #expect(!json.contains("routing"), "\(context.flow.name)")
    }
  }

  @Test func eachScreenOfTheTodoSpecGetsARouterWithAMethodPerWayOut() throws {
    let source = try SourceFile.read(path: DiagramFixtures.specsFolder + "/Todo.flow.yaml")
    let (model, _) = try DiagramFixtures.check([source])
    let routing = try #require(
      try RenderContextBuilder(model: model, routers: true).context(ofFlow: 0).flow.routing)
    #expect(
      routing.routers.map(\.protocolName) == [
        "LoginRouter", "CreateUserRouter", "TodoListRouter", "CreateTodoRouter",
        "TodoDetailRouter",
      ])
    let list = try #require(routing.routers.first { $0.step == "todoList" })
    #expect(list.typeName == "TodoListRouterImpl")
    #expect(list.output == "TodoListEvent")
    #expect(list.ways.map(\.method) == ["toCreateTodo", "toTodoDetail", "toLogin", "back"])
    #expect(list.ways.map(\.caseName) == ["create", "select", "signOut", nil])
    #expect(list.ways[1].parameter == RouterParameter(name: "todo", type: "Todo"))
    #expect(
      list.ways[1].doc == [" The screen completes with `select`: the flow goes on to `todoDetail`."]
    )
    let createUser = try #require(routing.routers.first { $0.step == "createUser" })
    #expect(createUser.ways.map(\.method) == ["toCreateAccount", "back"])
    #expect(createUser.ways[0].parameter == RouterParameter(name: "newUser", type: "NewUser"))
    #expect(createUser.ways[0].caseName == nil)
    let detail = try #require(routing.routers.first { $0.step == "todoDetail" })
    #expect(detail.ways.map(\.method) == ["back"])
    #expect(detail.ways[0].isBack)

    let swift = try #require(
      try SwiftGenerator(templates: .defaults, routers: true).generate(model).first
    ).contents
    #expect(
      swift.contains(
        """
            /// The screen completes with `select`: the flow goes on to `todoDetail`.
            func toTodoDetail(_ todo: Todo)
        """))
    #expect(
      swift.contains(
        """
            func toTodoDetail(_ todo: Todo) {
              self.exit.complete(.select(todo))
            }
        """))
    #expect(swift.contains("  struct TodoListRouterImpl: TodoListRouter {\n"))
  }

  @Test func waysThatWouldShareANameAreNamedAfterTheirCasesThenNumbered() throws {
    let routing = try Self.routing(Self.clashes)
    let pick = try #require(routing.routers.first)
    #expect(
      pick.ways.map(\.method) == [
        "signOut", "expired", "`repeat`", "toDetail", "back2", "toLogin", "exit2", "cancel",
        "more", "other", "back",
      ])
    #expect(
      pick.ways.map(\.caseName) == [
        "signOut", "expired", "repeat", "default", "back", "toLogin", "exit", "canGoBack", "more",
        "other", nil,
      ])
    // A built-in payload is a `value`; the case left to `next` still carries it.
    #expect(pick.ways[8].parameter == RouterParameter(name: "value", type: "Int"))
    #expect(pick.ways[8].doc == [" The screen completes with `more`: the flow finishes."])
    #expect(pick.ways[10].doc == [" The user goes back: the flow is cancelled."])
    let detail = try #require(routing.routers.first { $0.step == "detail" })
    #expect(detail.ways.map(\.doc) == [[" The user goes back: the flow goes back to `pick`."]])
    // `back: none`: no way back, only the completion.
    let summary = try #require(routing.routers.first { $0.step == "summary" })
    #expect(summary.ways.map(\.method) == ["finish"])
    #expect(summary.ways[0].parameter == nil)
  }

  @Test func clashingWaysTypecheck() throws {
    let files = try SwiftGenerator(templates: .defaults, routers: true).generate(
      try Self.model(Self.clashes))
    let swift = try #require(files.first).contents
    #expect(swift.contains("    func `repeat`() {\n      self.exit.complete(.repeat)\n    }"))
    #expect(
      swift.contains("    func toDetail(_ todo: Todo) {\n      self.exit.complete(.default(todo))"))
    #expect(
      !swift.contains("protocol SummaryRouter {\n    var canGoBack: Bool { get }\n    func back"))
    try GeneratedCodeCompilesTests.typecheck(files)
  }

  /// With `access: public`, another module's presenter takes a router, its
  /// test fakes one, and its app builds the generated one over an exit.
  @Test func publicRoutersServeAnotherModule() throws {
    let modules = try #require(
      GeneratedCodeCompilesTests.modules, "no FlowRuntime module next to the test bundle")
    let source = try SourceFile.read(path: DiagramFixtures.specsFolder + "/Todo.flow.yaml")
    let (model, _) = try DiagramFixtures.check([source])
    let files = try SwiftGenerator(templates: .defaults, access: .public, routers: true)
      .generate(model)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-routers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let externals = "public struct Todo: Sendable, Hashable {}\n"
    let client = """
      import FlowRuntime
      import Flows

      @MainActor
      final class TodoListPresenter {
        let router: any TodoFlow.TodoListRouter
        init(router: any TodoFlow.TodoListRouter) { self.router = router }
        func didSelect(_ todo: Todo) { router.toTodoDetail(todo) }
      }

      @MainActor
      final class TodoListRouterSpy: TodoFlow.TodoListRouter {
        var calls: [String] = []
        var canGoBack: Bool { true }
        func toCreateTodo() { calls.append("create") }
        func toTodoDetail(_ todo: Todo) { calls.append("detail") }
        func toLogin() { calls.append("login") }
        func back() { calls.append("back") }
      }

      @MainActor func build(_ exit: ScreenExit<TodoListEvent>) -> TodoListPresenter {
        TodoListPresenter(router: TodoFlow.TodoListRouterImpl(exit))
      }

      """
    for (name, text) in files.map({ ($0.name, $0.contents) }) + [
      ("Externals.swift", externals), ("Client.swift", client),
    ] {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    let (built, log) = try GeneratedCodeCompilesTests.run(
      [
        swiftc, "-emit-module", "-parse-as-library", "-module-name", "Flows", "-swift-version",
        "6", "-warnings-as-errors", "-I", modules.path,
      ] + files.map(\.name) + ["Externals.swift"], in: folder)
    try #require(built == 0, "\(log.prefix(4000))")
    let (status, output) = try GeneratedCodeCompilesTests.run(
      [
        swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-I", modules.path, "-I", ".", "Client.swift",
      ], in: folder)
    #expect(status == 0, "\(output.prefix(4000))")
  }

  @Test func namesAreMadeDistinctInOrderSkippingReservedAndKeptOnes() {
    #expect(
      FlowContextBuilder.distinct(
        ["a", "a", "back", "a2", "a", "back"], reserving: ["back", "init"],
        keeping: [false, false, false, false, false, true])
        == ["a", "a2", "back2", "a22", "a3", "back"])
    // Linear: a thousand ways of one name take a thousand numbers.
    let many = FlowContextBuilder.distinct(
      Array(repeating: "x", count: 1_000), reserving: [],
      keeping: Array(repeating: false, count: 1_000))
    #expect(Set(many).count == 1_000)
    #expect(many.last == "x1000")
  }

  @Test func aRouterNamedLikeATypeOfTheSpecsIsAPositionedError() throws {
    let source = MarkedSource(
      """
      flow: Shop
      output: BasketRouter
      start: basket
      types:
        BasketRouter: { id: Int }
      steps:
        1️⃣basket: { screen: Basket, output: BasketRouter, next: finish }
      """, path: "Shop.flow.yaml")
    let model = try Self.model(source)
    // Without routers, the type is nobody's business.
    _ = try SwiftGenerator(templates: .defaults).generate(model)
    let pipeline = GenerationPipeline(
      options: GenerationOptions(outputFolder: "/nonexistent", routers: true))
    let generation = pipeline.generate(model, with: .defaults)
    #expect(generation.files.isEmpty)
    let diagnostic = try #require(generation.diagnostics.first)
    #expect(diagnostic.code == .generationFailed)
    #expect(diagnostic.location == source.location("1️⃣"))
    #expect(diagnostic.message.contains("'BasketRouter'"))
  }

  /// With routers, every field the context encodes is a template field, and
  /// the program renders the templates as swift-mustache does.
  @Test func routerFieldsAreTemplateFieldsAndRenderAlike() throws {
    let (model, _) = try DiagramFixtures.check(try DiagramFixtures.specFiles())
    let contexts = try SwiftGenerator(templates: .defaults, routers: true).contexts(model)
    let program = try TemplateProgram(texts: TemplateSet.defaults.texts)
    let library = try TemplateSet.defaults.library()
    for context in contexts {
      let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(context))
      TemplateValueTests.compare(json, context.templateValue, path: context.flow.name)
      let value = context.templateValue
      let ours = String(decoding: try program.render(context, template: "file"), as: UTF8.self)
      #expect(ours.contains("// MARK: - Routers"))
      #expect(
        library.render(value.mustacheObject, withTemplate: "file") == ours, "\(context.flow.name)")
    }
  }
}
