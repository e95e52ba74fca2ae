import Foundation
import Testing

@testable import FlowcCore

/// Generates the flows of inline specs (which must check clean).
func generate(_ sources: MarkedSource..., isPublic: Bool = false) throws -> [GeneratedFile] {
  let result = FlowChecker().check(sources.map(\.source))
  #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
  let model = try #require(result.model)
  return try SwiftGenerator(templates: try TemplateSet.load(), isPublic: isPublic).generate(model)
}

/// The Swift generated from the first of inline specs.
func generatedSwift(_ sources: MarkedSource...) throws -> String {
  let result = FlowChecker().check(sources.map(\.source))
  #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
  let model = try #require(result.model)
  return try #require(try SwiftGenerator(templates: try TemplateSet.load()).generate(model).first)
    .contents
}

/// The render context of the first flow of inline specs.
func context(_ sources: MarkedSource...) throws -> FlowContext {
  let result = FlowChecker().check(sources.map(\.source))
  #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
  return try RenderContextBuilder(model: try #require(result.model)).context(ofFlow: 0).flow
}

@Suite struct GenerationTests {
  static let form = MarkedSource(
    """
    flow: Shop
    output: Receipt
    start: basket
    types:
      Basket: { items: "[String]" }
      Address: { street: String, city: String }
      Order: { basket: Basket, address: Address }
      Receipt: { number: Int }
    steps:
      basket:
        screen: BasketScreen
        output: Basket
        next: address
        back: cancel
      address:
        screen: AddressForm
        output: Address
        next: review
      review:
        screen: Review
        input: Order
        gather: { basket: basket, address: address }
        output: Order
        next: pay
      pay:
        action: Pay
        input: Order
        output: Receipt
        next: finish
        failure: review
    """, path: "Shop.flow.yaml")

  @Test func stateCasesCarryTheInputAndTheOutputsAGatherStillNeeds() throws {
    let flow = try context(Self.form)
    let states = Dictionary(
      uniqueKeysWithValues: flow.steps.map {
        ($0.id, $0.state.map { "\($0.name): \($0.type)" }.joined(separator: ", "))
      })
    #expect(states["basket"] == "")
    #expect(states["address"] == "basket: Basket")
    // `pay` fails back to `review`, which gathers again: both keep the parts.
    #expect(states["review"] == "input: Order, basket: Basket, address: Address")
    #expect(states["pay"] == "input: Order, basket: Basket, address: Address")
    let swift = try generatedSwift(Self.form)
    #expect(swift.contains("    case address(basket: Basket)\n"))
    #expect(swift.contains("    case finished(Receipt)\n"))
    #expect(swift.contains("    case cancelled\n"))
  }

  @Test func theReducerBindsOnlyWhatItUses() throws {
    let flow = try context(Self.form)
    let events = Dictionary(
      uniqueKeysWithValues: flow.steps.flatMap(\.events).map { ($0.name, $0) })
    let addressCompleted = try #require(events["addressCompleted"])
    #expect(addressCompleted.binding == "output")
    #expect(addressCompleted.pattern.bindings.map(\.name) == ["basket"])
    // The failure leaves the input unused: it binds `_` in its place.
    #expect(events["payFailed"]?.binding == nil)
    #expect(events["payFailed"]?.pattern.bindings.map(\.name) == [nil, "basket", "address"])
    let swift = try generatedSwift(Self.form)
    #expect(
      swift.contains(
        """
            case .addressCompleted(let output):
              guard case .address(let basket) = state.current else { return nil }
              return state.moving(
                to: .review(input: Order(basket: basket, address: output), basket: basket, address: output))

        """))
    #expect(
      swift.contains(
        """
            case .payFailed:
              guard case .pay(_, let basket, let address) = state.current else { return nil }

        """))
    #expect(
      swift.contains(
        """
            case .paySucceeded(let output):
              guard case .pay = state.current else { return nil }
              return state.moving(to: .finished(output))

        """))
  }

  @Test func enumOutputsSwitchOverEveryCase() throws {
    let source = MarkedSource(
      """
      flow: Pick
      start: choose
      types:
        Choice: { enum: { photo: URL, sample: null, none: null } }
      steps:
        choose:
          screen: Chooser
          output: Choice
          on: { photo: show }
          next: finish
        show:
          screen: Viewer
          input: URL
          output: Never
      """, path: "Pick.flow.yaml")
    let flow = try context(source)
    let routes = try #require(flow.steps[0].events.first?.reaction.routes)
    #expect(routes.subject == "output")
    #expect(routes.cases.map(\.name) == ["photo", "sample", "none"])
    #expect(routes.cases.map(\.bindsPayload) == [true, false, false])
    #expect(
      try generatedSwift(source).contains(
        """
            case .chooseCompleted(let output):
              guard case .choose = state.current else { return nil }
              switch output {
              case .photo(let payload):
                return state.moving(to: .show(input: payload))
              case .sample:
                return state.moving(to: .finished)
              case .none:
                return state.moving(to: .finished)
              }

        """))
    // A screen that never completes has no completion action.
    #expect(flow.steps[1].events.isEmpty)
    #expect(flow.steps[1].completion == nil)
  }

  /// The steps of a long flow come in groups of `FlowContext.groupSize`, and
  /// each switch over every step or action answers one group, handing the
  /// rest to the next group's function: every action and state is answered
  /// once, in the function of its step's group.
  @Test func longFlowsSplitTheirSwitchesByGroupsOfSteps() throws {
    let count = 2 * FlowContext.groupSize + 6
    var yaml = "flow: Long\nstart: s1\nsteps:\n"
    for index in 1...count {
      let next = index == count ? "finish" : "s\(index + 1)"
      yaml += "  s\(index):\n    screen: S\(index)\n    next: \(next)\n"
    }
    yaml += "links:\n" + (1...count).map { "  \"long://s\($0)\": s\($0)\n" }.joined()
    let source = MarkedSource(yaml, path: "Long.flow.yaml")
    let flow = try context(source)
    #expect(flow.groups.map(\.steps.count) == [FlowContext.groupSize, FlowContext.groupSize, 6])
    #expect(flow.groups.map(\.number) == [1, 2, 3])
    #expect(flow.groups.map(\.next) == [2, 3, nil])
    #expect(flow.groups.map(\.firstStep) == ["s1", "s33", "s65"])
    // The groups' functions are named after what they do and the steps they start at.
    #expect(flow.groups.map(\.suffix) == ["", "FromS33", "FromS65"])
    #expect(flow.groups.map(\.nextSuffix) == ["FromS33", "FromS65", nil])
    #expect(flow.steps.map(\.id) == (1...count).map { "s\($0)" })
    #expect(flow.isGrouped && flow.hasEvents)

    let swift = try generatedSwift(source)
    let functions = swift.components(separatedBy: "  private static func stepTransition")
      .dropFirst()
    #expect(functions.count == 3)
    for (offset, function) in functions.enumerated() {
      let group = flow.groups[offset]
      let answered = group.steps.filter { function.contains("    case .\($0.id)Completed:\n") }
      #expect(answered.count == group.steps.count, "stepTransition\(group.suffix)")
      let handOff = group.nextSuffix.map { "stepTransition\($0)(state, action)" } ?? "nil"
      #expect(function.contains("    default:\n      return \(handOff)\n"))
    }
    for index in 1...count {
      #expect(swift.components(separatedBy: "case .s\(index)Completed:").count == 2)
    }
    #expect(swift.contains("    default: return currentStepFromS33(state)\n"))
    #expect(swift.contains("    default: return screenPresentationFromS65(step)\n"))
    #expect(swift.contains("        enterStepFromS33(state)\n"))
    #expect(swift.contains("      return backFromStepFromS65(state)\n"))
    // No helper is numbered.
    for name in ["transition", "stepID", "presentation", "show", "back", "restoring"] {
      #expect(!swift.contains(" \(name)1("), "\(name)1")
    }

    #expect(flow.linkGroups.map(\.links.count) == flow.groups.map(\.steps.count))
    #expect(flow.linkGroups.map(\.next) == [2, 3, nil])
    #expect(flow.areLinksGrouped)
    for index in 1...count {
      #expect(swift.components(separatedBy: "    case .s\(index): .s\(index)\n").count == 2)
    }
    #expect(flow.linkGroups.map(\.suffix) == ["", "FromS33", "FromS65"])
    #expect(swift.contains("      default: return parseLinkFromS65(match)\n"))
    #expect(swift.contains("      case 64: return .s65\n"))
    #expect(
      swift.contains("    graphStepFromS65(step)\n")
        || swift.contains("return graphStepFromS65(step)\n"))
    #expect(swift.contains("    default: linkEntryFromS33(link)\n"))
    #expect(
      swift.contains("    default: preconditionFailure(\"an earlier group answers \\(link)\")\n"))
  }

  @Test func decisionsGetAnOutcomeEnumAndAProtocol() throws {
    let source = MarkedSource(
      """
      flow: Gate
      input: Int
      start: check
      steps:
        young:
          screen: Young
          input: Int
          next: finish
        old:
          screen: Old
          next: finish
      decisions:
        check:
          input: Int
          cases: [young, old]
          on: { young: young, old: old }
      """, path: "Gate.flow.yaml")
    let flow = try context(source)
    #expect(
      flow.decisions == [
        DecisionContext(
          doc: [], id: "check", identifier: "check", typeName: "Check", input: "Int",
          cases: ["young", "old"], caseIdentifiers: ["young", "old"])
      ])
    #expect(flow.decisionRefinements == ["CheckDecision"])
    #expect(flow.start.name == "check")
    #expect(flow.start.arguments.map(\.value) == ["input"])
    let swift = try generatedSwift(source)
    #expect(swift.contains("    func check(_ input: Int) -> CheckOutcome\n"))
    #expect(swift.contains("  protocol Decisions: CheckDecision {}\n"))
    #expect(swift.contains("    FlowState(current: .check(input: input))\n"))
    #expect(
      swift.contains(
        """
            case .checkDecided(let outcome):
              guard case .check(let input) = state.current else { return nil }
              switch outcome {
              case .young:
                return state.moving(to: .young(input: input))
              case .old:
                return state.moving(to: .old)
              }

        """))
  }

  @Test func subFlowProtocolsAreInheritedAndTheChildIsStarted() throws {
    let parent = MarkedSource(
      """
      flow: Parent
      start: child
      steps:
        child:
          flow: Child
          present: modal
          next: finish
      """, path: "Parent.flow.yaml")
    let child = MarkedSource(
      """
      flow: Child
      start: only
      steps:
        only:
          screen: Only
          next: finish
      """, path: "Child.flow.yaml")
    let flow = try context(parent, child)
    #expect(flow.subflows == ["ChildFlow"])
    #expect(flow.decisionRefinements == ["ChildFlow.Decisions"])
    #expect(flow.steps[0].function == "runChild")
    #expect(flow.steps[0].subflowPresentation == "modal")
    let swift = try generatedSwift(parent, child)
    #expect(swift.contains("  protocol Screens: ChildFlow.Screens {\n"))
    #expect(swift.contains("  protocol Actions: ChildFlow.Actions {\n"))
    #expect(swift.contains("  protocol Decisions: ChildFlow.Decisions {}\n"))
    #expect(swift.contains("      case .child:\n        runChild()\n"))
    #expect(
      swift.contains(
        """
            private func runChild() {
              driver.run(
                ChildFlow.Coordinator(
                  trail: driver.trail, dependencies: dependencies,
                  presentation: driver.childPresentation(.modal)),
                start: { $0.start(completion: $1) },
                finished: { _ in .childFinished }, cancelled: .childCancelled)
            }

        """))
  }

  @Test func linksBecomeAnEnumParsedWithTheirPatterns() throws {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      types:
        ItemRef: { shop: String, id: Int }
      steps:
        list:
          screen: List
          present: root
          output: Never
        item:
          screen: Item
          input: ItemRef
          output: Never
      links:
        "shop://{shop:String}/items/{id:Int}": item
        "shop://home": list
      """, path: "Shop.flow.yaml")
    let flow = try context(source)
    #expect(flow.links.map(\.name) == ["item", "list"])
    #expect(flow.links[0].parameters.map(\.reader) == ["string", "int"])
    #expect(flow.links[0].entry.arguments.first?.gathered?.type == "ItemRef")
    let swift = try generatedSwift(source)
    #expect(swift.contains("    case item(shop: String, id: Int)\n"))
    #expect(
      swift.contains(
        "    case .item(let shop, let id): .item(input: ItemRef(shop: shop, id: id))\n"))
    #expect(swift.contains("    case .list: .list\n"))
    #expect(
      swift.contains(
        """
              case 0:
                guard let shop = match.string("shop"), let id = match.int("id") else { return nil }
                return .item(shop: shop, id: id)
              case 1: return .list

        """))
    #expect(
      swift.contains(
        """
          private static let linkPatterns = FlowRuntime.DeepLinkPatterns([
            "shop://{shop:String}/items/{id:Int}",
            "shop://home",
          ])

        """))
    #expect(swift.contains("    case open(Link)\n"))
  }

  @Test func theLinkParsersMatchIsNamedUnlikeEveryParameter() throws {
    let source = MarkedSource(
      """
      flow: Pairs
      start: list
      types:
        Pair: { match: Int, match_: Int }
      steps:
        list: { screen: List, present: root, output: Never }
        pair: { screen: Pair, input: Pair, output: Never }
      links:
        "x://{match:Int}/{match_:Int}": pair
      """, path: "Pairs.flow.yaml")
    #expect(try context(source).linkMatch == "match__")
    let swift = try generatedSwift(source)
    #expect(
      swift.contains(
        "private static func parseLink(_ match__: FlowRuntime.DeepLinkMatch) -> Link? {\n"))
    #expect(swift.contains("guard let match = match__.int(\"match\"), let match_ = match__.int("))
  }

  /// `Link(url:)` says how a URL is compared with the patterns: path and
  /// fragment segment by segment, query items by key.
  @Test func theLinkInitializerSpeaksOfQueryItemsAndFragments() throws {
    let swift = try generatedSwift(
      MarkedSource(
        """
        flow: Rooms
        start: list
        steps:
          list: { screen: List, present: root, output: Never }
          room: { screen: Room, input: String, output: Never }
        links:
          "https://matrix.to/#/{room:String}": room
          "myapp://rooms?id={id:String}": room
        """, path: "Rooms.flow.yaml"))
    let comment = try #require(
      swift.components(separatedBy: "init?(url: URL)").first?
        .components(separatedBy: "/// The link `url` opens").last)
    #expect(comment.contains("query item and fragment segment percent-decoded once"), "\(comment)")
    #expect(comment.contains("query items by key (others are ignored)"), "\(comment)")
    #expect(!comment.contains("patterns of as many"), "\(comment)")
  }

  /// What a restored history is checked against: the steps each step leads to, and the
  /// steps a link or an event opens on top of any screen, with what they lead to through
  /// steps that show no screen.
  @Test func restoringKnowsWhereEachStepLeadsAndWhatOpensAnywhere() throws {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: List, present: root, output: Int, next: load }
        load: { action: Load, input: Int, output: Int, next: item, failure: list }
        item: { screen: Item, input: Int, next: edit, back: list }
        edit: { screen: Edit, next: save }
        save: { action: Save, next: done, throws: false }
        done: { screen: Done, present: alert, next: review }
        review: { screen: Review, output: Never }
        help: { screen: Help, next: check }
        check: { action: Check, next: review, throws: false }
      links:
        "shop://items/{id:Int}": load
      events:
        needsHelp: { next: help }
      """, path: "Shop.flow.yaml")
    let steps = try context(source).steps
    #expect(
      steps.map(\.leadsTo) == [
        ["load"], ["item", "list"], ["edit", "list"], ["save"], ["done"], ["review"], [],
        ["check"], ["review"],
      ])
    // The link opens `load`, which leads to `item` and (failing) `list` without a screen
    // between; `help` opens on an event. `review` follows `edit` (through an action and an
    // alert) and `help` only.
    #expect(steps.filter(\.opensAnywhere).map(\.id) == ["list", "load", "item", "help"])
    let swift = try generatedSwift(source)
    #expect(swift.contains("try saved.validate(start: .list, steps: graphStep)\n"))
    #expect(swift.contains("try saved.validateLinks(way: way(for:), order: order)\n"))
    #expect(
      swift.contains(
        "      return .openingAnywhere(leadingTo: [.item, .list])\n"))
  }

  @Test func declaredTypesConformWhereTheirParts() throws {
    let files = try generate(
      MarkedSource(
        """
        flow: Types
        start: a
        types:
          Plain: { name: String, tags: "[String: Int]", when: Date? }
          WithExternal: { photo: Photo }
          Kind: { enum: [one, two] }
          Carrier: { enum: { plain: Plain, photo: Photo } }
        external: [Photo]
        steps:
          a:
            screen: A
            output: Plain
            next: b
          b:
            screen: B
            output: WithExternal
            next: c
          c:
            screen: C
            output: Kind
            next: d
          d:
            screen: D
            output: Carrier
            next: finish
        """, path: "Types.flow.yaml"))
    let text = try #require(files.first).contents
    #expect(text.contains("struct Plain: Sendable, Hashable, Codable {"))
    #expect(text.contains("struct WithExternal: Sendable, Hashable {"))
    #expect(text.contains("enum Kind: Sendable, Hashable, Codable, CaseIterable {"))
    #expect(text.contains("enum Carrier: Sendable, Hashable {"))
    #expect(text.contains("  case plain(Plain)\n  case photo(Photo)\n"))
  }

  @Test func publicGenerationMarksDeclarationsAndAddsInitializers() throws {
    let text = try #require(try generate(Self.form, isPublic: true).first).contents
    #expect(text.contains("public struct Address: Sendable, Hashable, Codable {"))
    #expect(text.contains("  public init(street: String, city: String) {"))
    #expect(text.contains("public enum ShopFlow: FlowRuntime.NavigationFlow {"))
    #expect(text.contains("  public final class Coordinator: FlowRuntime.DrivenCoordinator {"))
    let internalText = try #require(try generate(Self.form).first).contents
    #expect(!internalText.contains("public "))
  }

  @Test func outputFilesAreNamedAfterTheirSpecs() {
    #expect(SwiftGenerator.outputName(forSpec: "specs/Register.flow.yaml") == "Register.swift")
    #expect(SwiftGenerator.outputName(forSpec: "Login.flow.yaml") == "Login.swift")
    // A `main.swift` would compile as a program's entry point.
    #expect(SwiftGenerator.outputName(forSpec: "a/Main.flow.yaml") == "MainFlow.swift")
  }

  @Test func twoSpecsWithOneFileNameAreRefused() throws {
    let first = MarkedSource(
      "flow: One\nstart: a\nsteps:\n  a:\n    screen: A\n    next: finish\n",
      path: "a/Same.flow.yaml")
    let second = MarkedSource(
      "flow: Two\nstart: a\nsteps:\n  a:\n    screen: A\n    next: finish\n",
      path: "b/Same.flow.yaml")
    #expect(throws: GenerationError.self) { try generate(first, second) }
  }

  @Test func theGeneratorRefusesWhatTheNameCheckReports() throws {
    // Generation runs only on clean models; called on one with a clash, it
    // refuses with the place rather than emit Swift that does not compile.
    let source = MarkedSource(
      """
      flow: One
      start: a
      types:
        Result: { value: Int }
      steps:
        a: { screen: A, output: Result, next: finish }
      """, path: "One.flow.yaml")
    let model = try #require(FlowChecker().check([source.source]).model)
    let error = try #require(throws: GenerationError.self) {
      try SwiftGenerator(templates: try TemplateSet.load()).generate(model)
    }
    #expect(error.description.hasPrefix("One.flow.yaml:4:3: error: "))
    #expect(error.message.contains("'Result'"))
  }

  @Test func anEnumThatHoldsItselfIsIndirect() throws {
    let text = try #require(
      try generate(
        MarkedSource(
          """
          flow: One
          start: a
          types:
            Chain: { value: Int, rest: "[Chain]", tail: Tail }
            Tail: { enum: { more: Chain, end: null } }
          steps:
            a: { screen: A, output: Chain, next: finish }
          """, path: "One.flow.yaml")
      ).first
    ).contents
    #expect(text.contains("indirect enum Tail: Sendable, Hashable, Codable {"))
    #expect(text.contains("struct Chain: Sendable, Hashable, Codable {"))
  }

  @Test func qualifiedExternalsAreImported() throws {
    let text = try #require(
      try generate(
        MarkedSource(
          """
          flow: One
          start: a
          external: [MyKit.Session, Foundation.URL]
          steps:
            a: { screen: A, output: MyKit.Session, next: b }
            b: { screen: B, output: Foundation.URL, next: finish }
          """, path: "One.flow.yaml")
      ).first
    ).contents
    #expect(text.contains("import FlowRuntime\nimport Foundation\nimport MyKit\n"))
  }

  @Test func spellings() {
    #expect(SwiftSpelling.lowerFirst("RegisterForm") == "registerForm")
    #expect(SwiftSpelling.lowerFirst("URLLoader") == "urlLoader")
    #expect(SwiftSpelling.lowerFirst("URL") == "url")
    #expect(SwiftSpelling.lowerFirst("already") == "already")
    #expect(SwiftSpelling.upperFirst("ageGate") == "AgeGate")
    // A spec's `Error` is held as a failure that compares and encodes.
    #expect(SwiftSpelling.type(.named("Error")) == "FlowRuntime.FlowFailure")
    #expect(SwiftSpelling.type(.optional(.named("Error"))) == "FlowRuntime.FlowFailure?")
    #expect(SwiftSpelling.type(.array(.named("Error"))) == "[FlowRuntime.FlowFailure]")
    #expect(
      SwiftSpelling.type(.dictionary(key: .named("String"), value: .array(.named("Int"))))
        == "[String: [Int]]")
    #expect(SwiftSpelling.doc("one two three", width: 7) == [" one two", " three"])
    #expect(SwiftSpelling.doc("a\n\nb") == [" a", "", " b"])
  }

  /// ASCII text is wrapped on its bytes, other text on its characters: both
  /// break lines, words and blank lines alike.
  @Test func docCommentsWrapASCIIAsOtherText() {
    let texts = [
      "one two three", "  spaced   words  ", "a\r\nb\rc\n\nd", "\r\r\n", "ends\n\n\n",
      "averyveryverylongword short", "x y z w v u t s", "\n lead",
    ]
    for text in texts {
      // `é` is one character, as `e` is: only the path taken differs.
      let other = SwiftSpelling.doc(text + " é", width: 7)
      let plain = SwiftSpelling.doc(text + " e", width: 7)
      #expect(other.map { $0.replacingOccurrences(of: "é", with: "e") } == plain, "\(text)")
    }
    #expect(SwiftSpelling.doc("a\r\nb\rc", width: 7) == [" a", " b", " c"])
    #expect(SwiftSpelling.doc("  a  b  \n\n", width: 7) == [" a b"])
    #expect(SwiftSpelling.doc("abcdefghij k", width: 7) == [" abcdefghij", " k"])
  }
}

@Suite struct TemplateSetTests {
  @Test func overridesReplaceTemplatesByName() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "{{%CONTENT_TYPE: TEXT}}\n// types of {{specFile}}\n{{#types}}// {{name}}\n{{/types}}"
      .write(to: folder.appendingPathComponent("file.mustache"), atomically: true, encoding: .utf8)
    let templates = try TemplateSet.load(overrides: folder)
    let result = FlowChecker().check([GenerationTests.form.source])
    let files = try SwiftGenerator(templates: templates).generate(try #require(result.model))
    #expect(
      files == [
        GeneratedFile(
          name: "Shop.swift",
          contents: "// types of Shop.flow.yaml\n// Basket\n// Address\n// Order\n// Receipt\n")
      ])
  }

  @Test func anOverrideThatReplacesNothingIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "x".write(
      to: folder.appendingPathComponent("coordinater.mustache"), atomically: true, encoding: .utf8)
    let error = try #require(throws: TemplateError.self) { try TemplateSet.load(overrides: folder) }
    #expect(error.message.contains("'coordinater.mustache'"))
    #expect(error.message.contains("coordinator"))
  }

  @Test func everyDefaultTemplateSwitchesOffHTMLEscaping() throws {
    let texts = try TemplateSet.load().texts
    #expect(texts.keys.contains(TemplateSet.entry))
    for (name, text) in texts {
      #expect(text.hasPrefix("{{%CONTENT_TYPE: TEXT}}"), "\(name)")
    }
  }
}
