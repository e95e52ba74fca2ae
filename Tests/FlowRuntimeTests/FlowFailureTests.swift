import FlowRuntime
import Foundation
import Testing

@Suite struct FlowFailureTests {
  struct Refused: Error, Equatable {
    var code: Int
  }

  @Test func aFailureComparesAndHashesByItsErrorsTypeAndDescription() {
    let one = FlowFailure(Refused(code: 1))
    #expect(one == FlowFailure(Refused(code: 1)))
    #expect(one != FlowFailure(Refused(code: 2)))
    #expect(Set([one, FlowFailure(Refused(code: 1))]).count == 1)
    #expect(one.type.hasSuffix("FlowFailureTests.Refused"))
    #expect(one.message == "Refused(code: 1)")
  }

  @Test func aFailureOfAFailureIsTheSameFailure() {
    let one = FlowFailure(Refused(code: 1))
    let again = FlowFailure(one)
    #expect(again == one)
    #expect(again.original as? Refused == Refused(code: 1))
  }

  @Test func aDecodedFailureEqualsTheSavedOneAndStandsInForItsError() throws {
    let saved = FlowFailure(Refused(code: 3))
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(FlowFailure.self, from: data)
    #expect(decoded == saved)
    #expect(decoded.original == nil)
    #expect(decoded.error as? FlowFailure == saved)
    #expect(decoded.error.localizedDescription == "Refused(code: 3)")
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains("\"message\":\"Refused(code: 3)\""))
  }
}
