import Testing

@testable import FlowcCore

@Suite struct GatherFieldCheckTests {
  @Test func gatheringIntoAnInputThatIsNotAStruct() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      steps:
        address: { screen: AddressForm, output: String, next: summary, back: cancel }
        summary: { screen: OrderSummary, input: 1️⃣String, gather: { address: address }, next: finish }
      """)
    let diagnostics = expectReported(source, by: .gatherFields, [(.gatherField, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'summary' gathers its input"))
    #expect(message.contains("must be a struct declared under 'types', not String"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Checkout", node: "summary"))
  }

  @Test func gatheringIntoADeclaredStruct() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String }
      steps:
        address: { screen: AddressForm, output: String, next: summary, back: cancel }
        summary: { screen: OrderSummary, input: Summary, gather: { address: address }, next: finish }
      """)
    expectClean(source, by: .gatherFields)
  }

  @Test func gatheringIntoAnEnum() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Delivery: { enum: { ship: String, pickUp: null } }
      steps:
        address: { screen: AddressForm, output: String, next: summary, back: cancel }
        summary: { screen: OrderSummary, input: 1️⃣Delivery, gather: { ship: address }, next: finish }
      """)
    let diagnostics = expectReported(source, by: .gatherFields, [(.gatherField, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("not Delivery"))
  }

  @Test func fieldTheStructDoesNotHave() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String, note: String }
      steps:
        address: { screen: AddressForm, output: String, next: note, back: cancel }
        note: { screen: NoteForm, output: String, next: summary }
        summary:
          screen: OrderSummary
          input: Summary
          gather: { 1️⃣adress: address, note: note }
          next: finish
      """)
    // A misspelt field is reported once, as a field the struct lacks; the field
    // it was meant for is not also reported as left ungathered.
    let diagnostics = expectReported(source, by: .gatherFields, [(.gatherField, "1️⃣")])
    guard diagnostics.count == 1 else { return }
    #expect(
      !diagnostics.contains { $0.message.contains("does not gather field 'address' of 'Summary'") })
    #expect(diagnostics[0].message.contains("struct 'Summary' has no field 'adress'"))
    #expect(diagnostics[0].message.hasSuffix("did you mean 'address'?"))
  }

  @Test func fieldsSpelledRight() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String, note: String }
      steps:
        address: { screen: AddressForm, output: String, next: note, back: cancel }
        note: { screen: NoteForm, output: String, next: summary }
        summary:
          screen: OrderSummary
          input: Summary
          gather: { address: address, note: note }
          next: finish
      """)
    expectClean(source, by: .gatherFields)
  }

  @Test func gatheredStepOutputsAnotherType() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: cart
      types:
        Summary: { itemCount: Int, address: String }
      steps:
        cart: { screen: Cart, output: Int, next: address, back: cancel }
        address: { screen: AddressForm, output: String, next: summary }
        summary:
          screen: OrderSummary
          input: Summary
          gather: { itemCount: cart, address: 1️⃣cart }
          next: finish
      """)
    let diagnostics = expectReported(source, by: .gatherFields, [(.gatherField, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("field 'address' of 'Summary' is String"))
    #expect(message.contains("step 'cart' outputs Int"))
  }

  @Test func gatheredStepsOutputTheFieldTypes() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: cart
      types:
        Summary: { itemCount: Int, address: String }
      steps:
        cart: { screen: Cart, output: Int, next: address, back: cancel }
        address: { screen: AddressForm, output: String, next: summary }
        summary:
          screen: OrderSummary
          input: Summary
          gather: { itemCount: cart, address: address }
          next: finish
      """)
    expectClean(source, by: .gatherFields)
  }

  @Test func structFieldLeftUngathered() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String, note: String }
      steps:
        address: { screen: AddressForm, output: String, next: summary, back: cancel }
        summary:
          screen: OrderSummary
          input: Summary
          1️⃣gather: { address: address }
          next: finish
      """)
    let diagnostics = expectReported(source, by: .gatherFields, [(.gatherField, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'summary' does not gather field 'note' of 'Summary'"))
  }

  @Test func stepGatheringItsOwnOutput() {
    let source = MarkedSource(
      """
      flow: Checkout
      start: address
      types:
        Summary: { address: String, note: String }
      steps:
        address: { screen: AddressForm, output: String, next: summary, back: cancel }
        summary:
          screen: OrderSummary
          input: Summary
          gather: { address: address, note: 1️⃣summary }
          output: String
          next: finish
      """)
    let diagnostics = expectReported(source, by: .gatherFields, [(.gatherField, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("step 'summary' cannot gather its own output"))
  }
}
