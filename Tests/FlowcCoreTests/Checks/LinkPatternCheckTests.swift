import Testing

@testable import FlowcCore

@Suite struct LinkPatternCheckTests {
  static func shop(_ pattern: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      links:
        1️⃣"\(pattern)": itemDetail
      """)
  }

  @Test func wellFormedPattern() {
    expectClean(Self.shop("myapp://items/{id:Int}"), by: .linkPatterns)
  }

  @Test func patternWithoutScheme() {
    let source = Self.shop("2️⃣items/{id:Int}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("'items/{id:Int}' has no scheme"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Shop"))
  }

  @Test func parameterTypeThatIsNotSupported() {
    let source = Self.shop("myapp://items/{id:2️⃣int}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("parameter 'id' has type 'int'"))
    #expect(message.hasSuffix("did you mean 'Int'?"))
  }

  @Test func parameterTypeNothingLike() {
    let source = Self.shop("myapp://items/{id:2️⃣Date}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("link parameters are String, Int, Double, Bool, UUID"))
  }

  @Test func parameterThatDoesNotFillItsSegment() {
    let source = Self.shop("myapp://items/2️⃣item-{id:Int}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    #expect(onlyMessage(diagnostics).contains("must fill a whole segment"))
    #expect(onlyMessage(diagnostics).contains("'item-{id:Int}'"))
  }

  @Test func queryItem() {
    expectClean(Self.shop("https://shop.example/item?id={id:Int}"), by: .linkPatterns)
  }

  @Test func queryItemWithALiteralValue() {
    let source = Self.shop("myapp://items?id={id:Int}&sort=2️⃣name")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    #expect(onlyMessage(diagnostics).contains("query item 'sort' has the literal value 'name'"))
  }

  @Test func fragment() {
    expectClean(Self.shop("https://shop.example/#/items/{id:Int}"), by: .linkPatterns)
  }

  @Test func fragmentWithAQuery() {
    let source = Self.shop("myapp://items#/{id:Int}2️⃣?x={x:Int}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    #expect(onlyMessage(diagnostics).contains("remove '?'"))
  }

  /// A parameter name used in the path and again in the query or fragment.
  @Test func parameterNamedTwiceAcrossPathAndQuery() {
    let source = Self.shop("myapp://items/{id:Int}?other=2️⃣{id:Int}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    #expect(onlyMessage(diagnostics) == "malformed link pattern: parameter 'id' appears twice")
  }

  /// A plain (unquoted) pattern points at its column too.
  @Test func plainPatternPointsAtTheColumn() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      links:
        myapp://items?id={id:1️⃣Integer}: itemDetail
      """)
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("parameter 'id' has type 'Integer'"))
  }

  /// An optional query parameter delivers an optional value.
  @Test(arguments: [("Int?", true), ("Int", false), ("String?", false)])
  func optionalQueryParameterDeliversAnOptional(_ input: String, _ fits: Bool) {
    let source = MarkedSource(
      """
      flow: Feed
      start: home
      steps:
        home: { screen: Home, present: root, output: Never }
        feed: { screen: Feed, input: \(input), output: Never }
      links:
        1️⃣"myapp://feed?page={page:Int?}": feed
      """)
    if fits {
      expectClean(source, by: .linkPatterns)
    } else {
      let diagnostics = expectReported(source, by: .linkPatterns, [(.typeMismatch, "1️⃣")])
      #expect(
        onlyMessage(diagnostics)
          == "link 'myapp://feed?page={page:Int?}' delivers Int? ('page'), but step 'feed' takes \(input)"
      )
    }
  }

  /// Several parameters across path, query and fragment fill a struct,
  /// an optional one an optional field.
  @Test func parametersOfPathQueryAndFragmentFillAStruct() {
    let source = MarkedSource(
      """
      flow: Chat
      start: rooms
      types:
        RoomLink: { server: String, room: String, event: String? }
      steps:
        rooms: { screen: Rooms, present: root, output: Never }
        room: { screen: Room, input: RoomLink, output: Never }
      links:
        "https://chat.example/{server:String}?event={event:String?}#/{room:String}": room
      """)
    expectClean(source, by: .linkPatterns)
  }

  /// Element's matrix.to permalink (a fragment) and provisioning link (a
  /// query item) are patterns of their own.
  @Test func elementsPermalinkAndProvisioningLink() {
    let source = MarkedSource(
      """
      flow: C
      start: start
      steps:
        start: { screen: Start, output: Never }
        room: { screen: Room, input: String, output: Never }
        provisioned: { screen: Start, input: String, output: Never }
      links:
        "https://matrix.to/#/{room:String}": room
        "https://element.io/?account_provider={provider:String}": provisioned
      """)
    expectClean(source, by: .linkPatterns)
  }

  @Test func emptySegmentAfterTheFragment() {
    let source = Self.shop("https://matrix.to/2️⃣#/")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    #expect(
      onlyMessage(diagnostics).contains(
        "the fragment of 'https://matrix.to/#/' has an empty segment"))
  }

  /// A pattern written with a YAML escape that stands for a control
  /// character is reported at the pattern, before it could reach the
  /// generated Swift string.
  @Test(arguments: ["\\t", "\\r", "\\n", "\\e", "\\u202E"])
  func aControlCharacterInAPattern(_ escape: String) {
    let source = Self.shop("myapp://items\(escape)/{id:Int}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("link patterns hold URL path characters"))
  }

  @Test func emptySegment() {
    let source = Self.shop("myapp://items/2️⃣/{id:Int}")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "2️⃣")])
    #expect(onlyMessage(diagnostics).contains("empty host or path segment"))
  }

  @Test func repeatedParameterName() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      types:
        ShopItem: { shop: String, id: Int }
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: ShopItem, output: Never }
      links:
        "myapp://shops/{id:String}/items/1️⃣{id:Int}": itemDetail
      """)
    let diagnostics = expectReported(source, by: .linkPatterns, [(.linkPattern, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("parameter 'id' appears twice"))
  }

  static func sell(linkTarget: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Sell
      start: basics
      types:
        ListingBasics: { title: String, price: Int }
        NewListing: { basics: ListingBasics }
      steps:
        basics: { screen: ListingBasicsForm, output: ListingBasics, next: review, back: cancel }
        review:
          screen: ListingReview
          input: NewListing
          gather: { basics: 2️⃣basics }
          output: NewListing
          next: finish
      links:
        "myapp://sell": 1️⃣\(linkTarget)
      """)
  }

  @Test func linkToAGatheringStep() {
    let source = Self.sell(linkTarget: "review")
    let diagnostics = diagnose(source, only: .linkPatterns)
    expectDiagnostics(diagnostics, [(.linkPattern, "1️⃣")], in: source)
    let message = onlyMessage(diagnostics)
    #expect(message.contains("link 'myapp://sell' opens step 'review'"))
    #expect(message.contains("gathers its input"))
    #expect(diagnostics.first?.subject?.node == "review")
    // The link also makes 'basics' unavailable at 'review': the same mistake,
    // reported once, by the link check only (no gather-unavailable).
    expectDiagnostics(diagnose(source), [(.linkPattern, "1️⃣")], in: source)
  }

  @Test func linkToTheFirstFormStep() {
    expectClean(Self.sell(linkTarget: "basics"), by: .linkPatterns)
  }
}

/// Links into a sub-flow, written `step.child`: the sub-flow's own link opens the step.
@Suite struct LinkIntoSubflowCheckTests {
  static let settings = MarkedSource(
    """
    flow: Settings
    start: list
    steps:
      list: { screen: SettingsList, output: Int, next: privacy }
      privacy: { screen: Privacy, input: Int, output: Never }
    links:
      "settings://privacy/{id:Int}": privacy
    """, path: "Settings.flow.yaml")

  static func app(_ links: String, step: String = "settings: { flow: Settings, next: finish }")
    -> MarkedSource
  {
    MarkedSource(
      """
      flow: App
      start: home
      steps:
        home: { screen: Home, next: settings }
        \(step)
      links:
        \(links)
      """, path: "App.flow.yaml")
  }

  @Test func aLinkThroughTheSubflowsOwnLinkChecksClean() {
    expectClean(
      [Self.app("\"app://privacy/{id:Int}\": settings.privacy"), Self.settings],
      by: .linkPatterns)
  }

  @Test func aStepTheSubflowDoesNotHave() {
    let app = Self.app("\"app://privacy/{id:Int}\": 1️⃣settings.privcy")
    let diagnostics = expectReported(
      [app, Self.settings], by: .linkPatterns, [(.unknownTarget, "1️⃣", app)])
    #expect(
      onlyMessage(diagnostics)
        == "link 'app://privacy/{id:Int}' names 'privcy', which is no step of flow 'Settings'; "
        + "did you mean 'privacy'?")
  }

  @Test func aStepTheSubflowHasNoLinkTo() {
    let app = Self.app("\"app://list\": 1️⃣settings.list")
    let diagnostics = expectReported(
      [app, Self.settings], by: .linkPatterns, [(.linkPattern, "1️⃣", app)])
    #expect(onlyMessage(diagnostics).contains("which has no link to it"))
  }

  @Test func parametersThatDifferFromTheSubflowsLink() {
    let app = Self.app("1️⃣\"app://privacy/{name:String}\": settings.privacy")
    let diagnostics = expectReported(
      [app, Self.settings], by: .linkPatterns, [(.typeMismatch, "1️⃣", app)])
    #expect(
      onlyMessage(diagnostics)
        == "link 'app://privacy/{name:String}' carries name: String, but flow 'Settings' opens "
        + "'privacy' with its link 'settings://privacy/{id:Int}', which takes id: Int")
  }

  @Test func aStepThatRunsNoSubflow() {
    let app = Self.app("\"app://home\": 1️⃣home.privacy")
    let diagnostics = expectReported(
      [app, Self.settings], by: .linkPatterns, [(.linkPattern, "1️⃣", app)])
    #expect(onlyMessage(diagnostics).contains("step 'home' runs no sub-flow"))
  }

  static func tabs(_ links: String) -> MarkedSource {
    app(
      links,
      step: "settings: { tabs: { main: { flow: Settings, next: finish }, "
        + "other: { flow: Settings, next: finish } } }")
  }

  @Test func aLinkIntoATabChecksClean() {
    expectClean(
      [
        Self.tabs("\"app://other\": settings.other\n  \"app://p/{id:Int}\": settings.main.privacy"),
        Self.settings,
      ], by: .linkPatterns)
  }

  @Test func aTabTheContainerDoesNotHave() {
    let app = Self.tabs("\"app://x\": 1️⃣settings.mian")
    let diagnostics = expectReported(
      [app, Self.settings], by: .linkPatterns, [(.unknownTarget, "1️⃣", app)])
    #expect(
      onlyMessage(diagnostics)
        == "link 'app://x' names tab 'mian', which step 'settings' does not have; did you mean "
        + "'main'?")
  }

  @Test func parametersOnALinkThatOnlySelectsATab() {
    let app = Self.tabs("\"app://x/{id:Int}\": 1️⃣settings.other")
    let diagnostics = expectReported(
      [app, Self.settings], by: .linkPatterns, [(.typeMismatch, "1️⃣", app)])
    #expect(
      onlyMessage(diagnostics).contains(
        "selects tab 'other' of step 'settings', which takes no parameters"))
  }

  @Test(arguments: ["settings.", "settings..privacy", "settings.privacy."])
  func anEmptyStepNameIsAnError(_ target: String) {
    let app = Self.app("\"app://x\": 1️⃣\"\(target)\"")
    let diagnostics = expectReported(
      [app, Self.settings], by: .linkPatterns, [(.linkPattern, "1️⃣", app)])
    #expect(onlyMessage(diagnostics).contains("has an empty step name"))
  }
}
