import FlowRuntime
import Testing

@testable import GeneratedFlows

@Suite struct ReducerSmokeTests {
  @Test func registrationStartsAtTheForm() {
    #expect(RegistrationFlow.start().current.stepID == .form)
  }
}
