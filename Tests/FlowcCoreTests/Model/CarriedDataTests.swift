import Foundation
import Testing

@testable import FlowcCore

@Suite struct CarriedDataTests {
  /// The carried outputs of every node of the first flow, by id.
  func carried(_ text: String) throws -> [String: [String]] {
    let result = FlowChecker().check([SourceFile(path: "Test.flow.yaml", text: text)])
    let flow = try #require(result.model?.flows.first, "\(result.diagnostics.map(\.message))")
    let data = CarriedData(flow)
    var byID: [String: [String]] = [:]
    for (index, node) in flow.nodes.enumerated() {
      byID[node.id.value] = data.carried[index].map { flow.nodes[$0].id.value }
    }
    return byID
  }

  @Test func aLinearFormCarriesEachOutputUntilItIsGathered() throws {
    let byID = try carried(
      """
      flow: Checkout
      start: address
      types:
        Order: { address: String, payment: Int }
      steps:
        address: { screen: AddressForm, output: String, next: payment, back: cancel }
        payment: { screen: PaymentForm, output: Int, next: review }
        review: { screen: Review, input: Order, gather: { address: address, payment: payment }, next: done }
        done: { screen: Done, output: Never }
      """)
    #expect(byID["address"] == [])
    #expect(byID["payment"] == ["address"])
    #expect(byID["review"] == [])
    #expect(byID["done"] == [])
  }

  @Test func aValueIsNotCarriedWhereNoGatherCanFollow() throws {
    let byID = try carried(
      """
      flow: Sell
      start: basics
      types:
        Listing: { basics: String }
      steps:
        basics: { screen: Basics, output: String, next: publish, back: cancel }
        publish: { action: Publish, input: String, next: review, failure: failed }
        failed: { screen: Failed, input: Error, next: cancel }
        review: { screen: Review, input: Listing, gather: { basics: basics }, next: finish }
      """)
    #expect(byID["publish"] == ["basics"])
    // The failure path never reaches the gathering step: nothing to carry there.
    #expect(byID["failed"] == [])
  }

  @Test func bothBranchesOfADiamondCarryWhatTheJoinGathers() throws {
    let byID = try carried(
      """
      flow: Signup
      start: load
      types:
        Account: { id: Int }
        Summary: { account: Account }
      steps:
        load: { action: LoadAccount, output: Account, next: gate, failure: cancel }
        adultPath: { screen: AdultReview, input: Account, next: confirm }
        childPath: { screen: ChildReview, input: Account, next: confirm }
        confirm: { screen: Confirm, input: Summary, gather: { account: load }, next: finish }
      decisions:
        gate: { input: Account, cases: [adult, child], on: { adult: adultPath, child: childPath } }
      """)
    #expect(byID["gate"] == ["load"])
    #expect(byID["adultPath"] == ["load"])
    #expect(byID["childPath"] == ["load"])
    #expect(byID["confirm"] == [])
  }

  @Test func aGathererKeepsCarryingWhatALaterGathererNeeds() throws {
    let byID = try carried(
      """
      flow: Order
      start: cart
      types:
        Review: { cart: Int }
        Receipt: { cart: Int, paid: Bool }
      steps:
        cart: { screen: Cart, output: Int, next: review, back: cancel }
        review: { screen: Review, input: Review, gather: { cart: cart }, output: Bool, next: pay }
        pay: { action: Pay, input: Bool, output: Bool, next: receipt, failure: payFailed }
        payFailed: { screen: PayFailed, input: Error, next: cancel }
        receipt: { screen: Receipt, input: Receipt, gather: { cart: cart, paid: pay }, next: finish }
      """)
    // `review` gathers `cart` and must still hold it for `receipt`.
    #expect(byID["review"] == ["cart"])
    #expect(byID["pay"] == ["cart"])
    #expect(byID["payFailed"] == [])
    #expect(byID["receipt"] == [])
  }

  @Test func aStepThatRunsTheSourceAgainDoesNotCarryItsOldOutput() throws {
    let byID = try carried(
      """
      flow: Retry
      start: load
      types:
        Account: { id: Int }
        Summary: { account: Account }
      steps:
        load: { action: LoadAccount, output: Account, next: gate, failure: cancel }
        retry: { screen: Retry, input: Account, next: load, back: cancel }
        confirm: { screen: Confirm, input: Summary, gather: { account: load }, next: finish }
      decisions:
        gate: { input: Account, cases: [again, ok], on: { again: retry, ok: confirm } }
      """)
    #expect(byID["gate"] == ["load"])
    // From `retry` the only way to `confirm` runs `load` again, which produces
    // a new value: the one `retry` has is never gathered.
    #expect(byID["retry"] == [])
    #expect(byID["load"] == [])
    #expect(byID["confirm"] == [])
  }

  @Test func theExampleRegistrationCarriesPersonalAndAccountDataToTheJoin() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = try SourceFile.read(
      path: root.appendingPathComponent("specs/UserRegistration.flow.yaml").path)
    let byID = try carried(String(decoding: source.bytes, as: UTF8.self))
    #expect(byID["account"] == ["personal"])
    #expect(byID["profileImage"] == ["personal", "account"])
    #expect(byID["sampleImage"] == ["personal", "account"])
    #expect(byID["confirm"] == [])
  }

  @Test func aFlowWithoutGatherCarriesNothing() throws {
    let byID = try carried(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, output: String, next: done, back: cancel }
        done: { screen: Done, input: String, output: Never }
      """)
    #expect(byID.values.allSatisfy { $0.isEmpty })
  }
}
