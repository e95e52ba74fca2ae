import Foundation
import Testing

@testable import FlowcCore

@Suite struct ModelAnalysisTests {
  static let spec = """
    flow: Checkout
    start: address
    types:
      Order: { address: String, payment: Int }
    steps:
      address: { screen: AddressForm, output: String, next: payment, back: cancel }
      payment: { screen: PaymentForm, output: Int, next: review }
      review: { screen: Review, input: Order, gather: { address: address, payment: payment }, next: done }
      done: { screen: Done, output: Never }
    """

  func model() throws -> FlowModel {
    let result = FlowChecker().check([SourceFile(path: "Checkout.flow.yaml", text: Self.spec)])
    return try #require(result.model, "\(result.diagnostics.map(\.message))")
  }

  @Test func theSharedCarriedDataIsWhatTheFlowCarries() throws {
    let model = try model()
    let flow = model.flows[0]
    #expect(model.carriedData(of: flow) == CarriedData(flow).carried)
    let payment = try #require(flow.nodesByID["payment"])
    #expect(model.carriedData(of: flow)[payment] == [try #require(flow.nodesByID["address"])])
  }

  @Test func theSharedDataFlowAnswersAsAFreshOne() throws {
    let model = try model()
    let flow = model.flows[0]
    let shared = model.dataFlow(of: flow)
    let fresh = DataFlowGraph(flow)
    for source in flow.nodes.indices {
      for node in flow.nodes.indices {
        #expect(shared.isAvailable(source, at: node) == fresh.isAvailable(source, at: node))
      }
    }
  }

  @Test func aCopyOfTheModelSharesWhatWasMade() throws {
    let model = try model()
    let copy = model
    #expect(copy.analysis === model.analysis)
    #expect(model.generatedNameProblems.isEmpty)
    #expect(copy.screenTypes.declared.map(\.name) == model.screenTypes.declared.map(\.name))
  }

  @Test func theNameProblemsAreTheChecksFindings() throws {
    let source = SourceFile(
      path: "Clash.flow.yaml",
      text: """
        flow: Clash
        start: form
        steps:
          form: { screen: Form, next: rawValue }
          rawValue: { screen: Other, output: Never }
        """)
    let result = FlowChecker().check([source])
    let model = try #require(result.model)
    let found = result.diagnostics.filter { $0.code == .nameClash }.map(\.message)
    #expect(!found.isEmpty)
    #expect(model.generatedNameProblems.map(\.message) == found)
    #expect(GeneratedNames.problems(model).map(\.message) == found)
  }
}
