import Foundation
import Testing

@testable import FlowcCore

/// `flowc paths --format json` as a plan a UI test or an agent walks: each
/// hop names the screen shown before it and the output chosen there.
@Suite struct PathsPlanReviewTests {
  static let spec = """
    flow: Order
    start: pick
    types:
      Choice:
        enum: [buy, browse]
    steps:
      pick:
        screen: PickScreen
        output: Choice
        on: { buy: pay, browse: finish }
      pay:
        action: Pay
        output: Int
        next: receipt
        failure: pick
      receipt:
        screen: Receipt
        input: Int
        next: finish
    """

  @Test func hopsNameTheScreenShownAndTheOutputChosen() throws {
    let paths = PathFinder.paths(in: try reviewModel([Self.spec]))[0]
    let receipt = try #require(paths.nodes.first { $0.id == "receipt" })
    #expect(receipt.screen == "Receipt")
    #expect(paths.nodes.first { $0.id == "pay" }?.screen == nil)
    let hops = try #require(receipt.path).hops
    #expect(hops.map(\.screen) == ["PickScreen", nil])
    #expect(hops.map(\.output) == ["Choice", "Int"])
    let failure = try #require(paths.transitions.first { $0.event == .failure })
    #expect(failure.path?.last?.output == nil, "a failure does not complete its step")
  }

  @Test func theJSONFormWritesThemAndDecodesAsItsDocument() throws {
    let paths = PathFinder.paths(in: try reviewModel([Self.spec]))
    for full in [false, true] {
      let json = PathsJSONRenderer(full: full).render(paths)
      let document = try JSONDecoder().decode(
        PathsJSONRenderer.Document.self, from: Data(json.utf8))
      #expect(document == PathsJSONRenderer.Document(paths, full: full))
      let receipt = try #require(document.flows[0].nodes.first { $0.id == "receipt" })
      #expect(receipt.screen == "Receipt")
      #expect(receipt.path?.via?.output == "Int")
      #expect(receipt.path?.via?.screen == nil)
      if full { #expect(receipt.path?.hops?.first?.screen == "PickScreen") }
    }
  }
}
