import Testing

@testable import FlowcCore

@Suite struct TypeMismatchCheckTests {
  // MARK: Transitions into steps

  @Test func nextDeliversAnotherType() {
    let source = MarkedSource(
      """
      flow: SignUp
      start: email
      steps:
        email: { screen: EmailForm, output: String, next: age, back: cancel }
        age: { screen: AgeForm, input: 1️⃣Int, next: finish }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'age' takes Int"))
    #expect(message.contains("'email' delivers String"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "SignUp", node: "age"))
  }

  /// An optional input takes its wrapped type, and nothing: the flow's start
  /// without an input, a case without a payload.
  @Test func anOptionalInputTakesItsWrappedTypeAndNothing() {
    let source = MarkedSource(
      """
      flow: OptInput
      start: start
      types:
        Pick: { enum: { direct: String, viaServer: null } }
      steps:
        start: { screen: Start, input: String?, output: Pick, on: { direct: login, viaServer: login } }
        login: { screen: Login, input: String?, output: Never }
      """)
    expectClean(source, by: .typeMismatches)
    // Another wrapped type is still a mismatch.
    let other = MarkedSource(
      source.text.replacingOccurrences(
        of: "login: { screen: Login, input: String?", with: "login: { screen: Login, input: 1️⃣Int?"))
    expectReported(
      other, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
  }

  @Test func finishInAFlowThatNeverFinishes() {
    let source = MarkedSource(
      """
      flow: Home
      output: Never
      start: hub
      steps:
        hub: { screen: Hub, next: done, back: cancel }
        done: { screen: Done, next: 1️⃣finish }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).contains(
        "flow 'Home' never finishes (its output is Never), but 'done' goes to 'finish'"))
    #expect(diagnostics.first?.notes.first?.message == "the flow's output is declared here")
  }

  @Test func cancelInAFlowThatNeverFinishes() {
    let source = MarkedSource(
      """
      flow: Home
      output: Never
      start: hub
      steps:
        hub: { screen: Hub, next: done, back: cancel }
        done: { screen: Done, next: cancel }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func backToAScreenThatTakesInputReusesTheHistory() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: List, output: Int, next: item, back: cancel }
        item: { screen: Item, input: Int, next: buy }
        buy: { action: Buy, next: done, failure: list }
        done: { screen: Done, next: finish, back: item }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func backToAScreenThatTakesInputNotShownOnEveryPath() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      types:
        Pick: { enum: { item: Int, gift: null } }
      steps:
        list: { screen: List, output: Pick, on: { item: item, gift: done }, back: cancel }
        item: { screen: Item, input: 2️⃣Int, next: done }
        done: { screen: Done, next: finish, back: 1️⃣item }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).contains(
        "'back' from 'done' goes to step 'item', which takes Int: going back reuses the input"))
    #expect(diagnostics.first?.notes.first?.location == source.location("2️⃣"))
  }

  @Test func backToAnActionThatTakesInput() {
    let source = MarkedSource(
      """
      flow: Shop
      start: list
      steps:
        list: { screen: List, output: Int, next: buy, back: cancel }
        buy: { action: Buy, input: Int, next: done, failure: list }
        done: { screen: Done, next: finish, back: 1️⃣buy }
      """)
    expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
  }

  @Test func nextDeliversTheSameTypeOtherwiseSpelled() {
    let source = MarkedSource(
      """
      flow: SignUp
      start: email
      steps:
        email: { screen: EmailForm, output: "Optional<String>", next: age, back: cancel }
        age: { screen: AgeForm, input: String?, next: finish }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func nextIntoAStepTakingVoidOnlyRemembersTheValue() {
    let source = MarkedSource(
      """
      flow: SignUp
      start: email
      steps:
        email: { screen: EmailForm, output: String, next: age, back: cancel }
        age: { screen: AgeForm, next: finish }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func enumCaseDeliversItsPayload() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      types:
        ItemListEvent: { enum: { showItem: Int, sellItem: null } }
      steps:
        itemList:
          screen: ItemList
          output: ItemListEvent
          on: { showItem: itemDetail, sellItem: cancel }
        itemDetail: { screen: ItemDetail, input: 1️⃣String, output: Never }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'itemDetail' takes String"))
    #expect(message.contains("case 'showItem' of 'itemList' delivers Int"))
  }

  @Test func enumCaseDeliversWhatTheStepTakes() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      types:
        ItemListEvent: { enum: { showItem: Int, sellItem: null } }
      steps:
        itemList:
          screen: ItemList
          output: ItemListEvent
          on: { showItem: itemDetail, sellItem: cancel }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func enumCaseWithoutPayloadDeliversNothing() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      types:
        ItemListEvent: { enum: { showItem: Int, sellItem: null } }
      steps:
        itemList:
          screen: ItemList
          output: ItemListEvent
          on: { showItem: itemDetail, sellItem: itemDetail }
        itemDetail: { screen: ItemDetail, input: 1️⃣Int, output: Never }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("case 'sellItem' of 'itemList' delivers nothing"))
  }

  @Test func decisionPassesItsInputOn() {
    let source = MarkedSource(
      """
      flow: Questionnaire
      input: User
      start: ageGate
      types:
        User: { name: String, age: Int }
      steps:
        adultQuestions: { screen: AdultQuestionnaire, input: User, next: finish }
        childQuestions: { screen: ChildQuestionnaire, input: 1️⃣Int, next: finish }
      decisions:
        ageGate:
          input: User
          cases: [adult, child]
          on: { adult: adultQuestions, child: childQuestions }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'childQuestions' takes Int"))
    #expect(message.contains("decision 'ageGate' delivers User"))
  }

  @Test func decisionPassesItsInputToStepsTakingIt() {
    let source = MarkedSource(
      """
      flow: Questionnaire
      input: User
      start: ageGate
      types:
        User: { name: String, age: Int }
      steps:
        adultQuestions: { screen: AdultQuestionnaire, input: User, next: finish }
        childQuestions: { screen: ChildQuestionnaire, input: User, next: finish }
      decisions:
        ageGate:
          input: User
          cases: [adult, child]
          on: { adult: adultQuestions, child: childQuestions }
      """)
    expectClean(source, by: .typeMismatches)
  }

  static func login(failedInput: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Login
      output: Session
      start: credentials
      types:
        LoginCredentials: { email: String, password: String }
      external: [Session]
      steps:
        credentials: { screen: LoginForm, output: LoginCredentials, next: logIn, back: cancel }
        logIn:
          action: LogIn
          input: LoginCredentials
          output: Session
          next: finish
          failure: loginFailed
        loginFailed: { screen: LoginFailed, input: 1️⃣\(failedInput), present: modal, next: credentials }
      """)
  }

  @Test func failureIntoAStepTakingError() {
    expectClean(Self.login(failedInput: "Error"), by: .typeMismatches)
  }

  @Test func failureIntoAStepTakingInt() {
    let source = Self.login(failedInput: "Int")
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'loginFailed' takes Int"))
    #expect(message.contains("the 'failure' of 'logIn' delivers an Error"))
    #expect(diagnostics.first?.subject?.node == "loginFailed")
  }

  @Test func backCarriesNothingButReturnsToTheInputShownBefore() {
    // 'back' carries nothing, but 'quantity' is shown again with the Int it had.
    let source = MarkedSource(
      """
      flow: Checkout
      start: cart
      steps:
        cart: { screen: Cart, output: Int, next: quantity, back: cancel }
        quantity: { screen: QuantityPicker, input: Int, next: payment }
        payment: { screen: PaymentForm, next: finish, back: quantity }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func backToAStepTakingVoid() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: cart
      steps:
        cart: { screen: Cart, output: Int, next: quantity, back: cancel }
        quantity: { screen: QuantityPicker, input: Int, next: payment }
        payment: { screen: PaymentForm, next: finish, back: cart }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func defaultNextBesideOnDeliversNothing() {
    let source = MarkedSource(
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register, guest] }
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: login }
          next: welcome
          back: cancel
        login: { screen: LoginForm, next: finish }
        welcome: { screen: Welcome, input: 1️⃣AuthChoice, next: finish }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'welcome' takes AuthChoice"))
    #expect(message.contains("the default 'next' of 'choice' delivers nothing"))
  }

  @Test func defaultNextBesideOnIntoAStepTakingVoid() {
    let source = MarkedSource(
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register, guest] }
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: login }
          next: welcome
          back: cancel
        login: { screen: LoginForm, next: finish }
        welcome: { screen: Welcome, next: finish }
      """)
    expectClean(source, by: .typeMismatches)
  }

  // MARK: The flow's ends

  @Test func finishWithAnotherTypeThanTheFlowsOutput() {
    let source = MarkedSource(
      """
      flow: Login
      output: Session
      start: credentials
      external: [Session]
      steps:
        credentials: { screen: LoginForm, output: String, next: 1️⃣finish, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("flow 'Login' outputs Session"))
    #expect(message.contains("'credentials' finishes it with String"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Login", node: "credentials"))
  }

  @Test func finishWithTheFlowsOutput() {
    let source = MarkedSource(
      """
      flow: Login
      output: Session
      start: credentials
      external: [Session]
      steps:
        credentials: { screen: LoginForm, output: Session, next: finish, back: cancel }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func flowWithVoidOutputMayBeFinishedWithAnything() {
    let source = MarkedSource(
      """
      flow: Login
      start: credentials
      steps:
        credentials: { screen: LoginForm, output: String, next: finish, back: cancel }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func startTakesAnotherTypeThanTheFlowsInput() {
    let source = MarkedSource(
      """
      flow: Item
      input: Int
      start: detail
      steps:
        detail: { screen: ItemDetail, input: 1️⃣String, output: Never }
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'detail' takes String"))
    #expect(message.contains("flow 'Item'"))
    #expect(message.contains("Int"))
    #expect(!message.contains("which is delivers"))
  }

  @Test func startTakesTheFlowsInput() {
    let source = MarkedSource(
      """
      flow: Item
      input: Int
      start: detail
      steps:
        detail: { screen: ItemDetail, input: Int, output: Never }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func startTakesAValueTheFlowWithoutInputCannotGive() {
    let source = MarkedSource(
      """
      flow: Item
      start: detail
      steps:
        detail: { screen: ItemDetail, input: 1️⃣Int, output: Never }
      """)
    // Entering at `start` delivers the flow's input, here `Void`; `detail`
    // needs an Int that nothing supplies (docs: section 9, "entering at start").
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "step 'detail' takes Int but flow 'Item' has no 'input' to start it with")
  }

  // MARK: Sub-flows

  static let registration = MarkedSource(
    """
    flow: Registration
    output: Session
    start: form
    types:
      Credentials: { email: String, password: String }
    external: [Session]
    steps:
      form: { screen: RegisterForm, output: Credentials, next: signUp, back: cancel }
      signUp: { action: SignUp, input: Credentials, output: Session, next: finish, failure: form }
    """, path: "Registration.flow.yaml")

  @Test func subflowWrittenInputDiffersFromTheCalledFlow() {
    let authentication = MarkedSource(
      """
      flow: Authentication
      output: Session
      start: registration
      external: [Session]
      steps:
        registration:
          flow: Registration
          input: 1️⃣String
          output: Session
          present: modal
          next: finish
      """, path: "Authentication.flow.yaml")
    let diagnostics = expectReported(
      [authentication, Self.registration], by: .typeMismatches,
      [(.typeMismatch, "1️⃣", authentication)])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'registration' says flow 'Registration' takes String"))
    #expect(message.contains("but it takes Void"))
    #expect(
      diagnostics.first?.subject == Diagnostic.Subject(flow: "Authentication", node: "registration")
    )
  }

  @Test func subflowWrittenOutputDiffersFromTheCalledFlow() {
    let authentication = MarkedSource(
      """
      flow: Authentication
      output: Session
      start: registration
      external: [Session]
      steps:
        registration: { flow: Registration, output: 1️⃣String, present: modal, next: finish }
      """, path: "Authentication.flow.yaml")
    let diagnostics = expectReported(
      [authentication, Self.registration], by: .typeMismatches,
      [(.typeMismatch, "1️⃣", authentication)])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("says flow 'Registration' outputs String"))
    #expect(message.contains("but it outputs Session"))
  }

  @Test func subflowWrittenTypesMatchTheCalledFlow() {
    let authentication = MarkedSource(
      """
      flow: Authentication
      output: Session
      start: registration
      external: [Session]
      steps:
        registration: { flow: Registration, input: Void, output: Session, present: modal, next: finish }
      """, path: "Authentication.flow.yaml")
    expectClean([authentication, Self.registration], by: .typeMismatches)
  }

  @Test func subflowOutputGoesOnAsTheStepsOutput() {
    let authentication = MarkedSource(
      """
      flow: Authentication
      output: Session
      start: registration
      external: [Session]
      steps:
        registration: { flow: Registration, present: modal, next: welcome }
        welcome: { screen: Welcome, input: 1️⃣String, output: Never }
      """, path: "Authentication.flow.yaml")
    let diagnostics = expectReported(
      [authentication, Self.registration], by: .typeMismatches,
      [(.typeMismatch, "1️⃣", authentication)])
    #expect(onlyMessage(diagnostics).contains("'registration' delivers Session"))
  }

  // MARK: Links (reported by the deep-link check)

  static func shop(detailInput: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: \(detailInput), output: Never }
      links:
        1️⃣"myapp://items/{id:Int}": itemDetail
      """)
  }

  @Test func linkParameterDiffersFromTheTargetsInput() {
    let source = Self.shop(detailInput: "String")
    let diagnostics = expectReported(source, by: .linkPatterns, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("link 'myapp://items/{id:Int}' delivers Int ('id')"))
    #expect(message.contains("step 'itemDetail' takes String"))
    #expect(diagnostics.first?.subject?.node == "itemDetail")
  }

  @Test func linkParameterIsTheTargetsInput() {
    expectClean(Self.shop(detailInput: "Int"), by: .linkPatterns)
  }

  @Test func linkWithoutParametersToAStepTakingAValue() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      links:
        1️⃣"myapp://items/latest": itemDetail
      """)
    let diagnostics = expectReported(source, by: .linkPatterns, [(.typeMismatch, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("delivers no parameter"))
  }

  @Test func linkWithSeveralParametersFillsAStruct() {
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
        "myapp://shops/{shop:String}/items/{id:Int}": itemDetail
      """)
    expectClean(source, by: .linkPatterns)
  }

  @Test func linkWithSeveralParametersAndAStructOfOtherFields() {
    let source = MarkedSource(
      """
      flow: Shop
      start: itemList
      types:
        ShopItem: { shop: String, itemId: Int }
      steps:
        itemList: { screen: ItemList, present: root, output: Never }
        itemDetail: { screen: ItemDetail, input: ShopItem, output: Never }
      links:
        1️⃣"myapp://shops/{shop:String}/items/{id:Int}": itemDetail
      """)
    let diagnostics = expectReported(source, by: .linkPatterns, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("a struct with fields shop: String, id: Int"))
    #expect(message.contains("takes ShopItem"))
  }

  // MARK: Gathering from the arriving payload (the join)

  static func signUp(sampleOutput: String, sampleRoute: String) -> MarkedSource {
    MarkedSource(
      """
      flow: SignUp
      start: nickname
      types:
        ProfileImageType: { enum: { own: Image, sample: null } }
        Profile: { nickname: String, image: Image }
      external: [Image]
      steps:
        nickname: { screen: NicknameForm, output: String, next: profileImage, back: cancel }
        profileImage:
          screen: ProfileImageSelect
          output: ProfileImageType
          on: { own: confirm, sample: \(sampleRoute) }
        sampleImage: { screen: SampleImageSelect, output: \(sampleOutput), next: confirm }
        confirm:
          screen: Confirmation
          input: Profile
          gather: { nickname: nickname, image: 1️⃣payload }
          output: Profile
          next: finish
      """)
  }

  @Test func everyArrivingTransitionDeliversTheField() {
    expectClean(Self.signUp(sampleOutput: "Image", sampleRoute: "sampleImage"), by: .typeMismatches)
  }

  @Test func oneArrivingTransitionDeliversAnotherType() {
    let source = Self.signUp(sampleOutput: "URL", sampleRoute: "sampleImage")
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'confirm' gathers 'image' (Image) from the arriving payload"))
    #expect(message.contains("'sampleImage' delivers URL"))
  }

  @Test func caseWithoutPayloadArrivingAtThePayloadField() {
    let source = MarkedSource(
      """
      flow: SignUp
      start: nickname
      types:
        ProfileImageType: { enum: { own: Image, sample: null } }
        Profile: { nickname: String, image: Image }
      external: [Image]
      steps:
        nickname: { screen: NicknameForm, output: String, next: profileImage, back: cancel }
        profileImage:
          screen: ProfileImageSelect
          output: ProfileImageType
          on: { own: confirm, sample: confirm }
        confirm:
          screen: Confirmation
          input: Profile
          gather: { nickname: nickname, image: 1️⃣payload }
          output: Profile
          next: finish
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("gathers 'image' (Image)"))
    #expect(message.contains("case 'sample' of 'profileImage' delivers nothing"))
  }

  @Test func gatheringStepWithoutPayloadFieldsTakesAnything() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String }
      steps:
        address: { screen: AddressForm, output: String, next: shipping, back: cancel }
        shipping: { screen: ShippingOptions, output: Int, next: summary }
        summary: { screen: OrderSummary, input: Summary, gather: { address: address }, next: finish }
      """)
    expectClean(source, by: .typeMismatches)
  }

  @Test func startGatheringFromThePayloadOfAFlowWithoutInput() {
    let source = MarkedSource(
      """
      flow: ProfilePhoto
      start: confirm
      types:
        Profile: { image: Image }
      external: [Image]
      steps:
        confirm:
          screen: Confirmation
          input: Profile
          gather: { image: 1️⃣payload }
          next: finish
          back: cancel
      """)
    // Entering at `start` counts as an arriving transition that delivers the
    // flow's input, here nothing (docs: section 10, rules for `payload`).
    expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
  }

  @Test func startGatheringFromThePayloadOfTheFlowsInput() {
    let source = MarkedSource(
      """
      flow: ProfilePhoto
      input: Image
      start: confirm
      types:
        Profile: { image: Image }
      external: [Image]
      steps:
        confirm:
          screen: Confirmation
          input: Profile
          gather: { image: payload }
          next: finish
          back: cancel
      """)
    expectClean(source, by: .typeMismatches)
  }

  /// A payload whose type changed in its enum is far from the step it breaks:
  /// a note points at the payload's declaration, beside the transition.
  @Test func aCasePayloadMismatchPointsAtThePayload() {
    let source = MarkedSource(
      """
      flow: P
      start: list
      types:
        Event:
          enum:
            open: 3️⃣String
            close: null
      steps:
        list:
          screen: List
          output: Event
          on: { open: 2️⃣detail }
          next: finish
        detail:
          screen: Detail
          input: 1️⃣Int
          next: finish
      """)
    let diagnostics = expectReported(source, by: .typeMismatches, [(.typeMismatch, "1️⃣")])
    #expect(
      diagnostics.first?.notes.map(\.location) == [source.location("2️⃣"), source.location("3️⃣")])
    #expect(
      diagnostics.first?.notes.last?.message
        == "case 'open' of Event carries String, declared here")
  }
}
