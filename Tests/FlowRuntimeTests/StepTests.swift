import Testing

@testable import FlowRuntime

/// A screen that completes when the test says so.
@MainActor
final class FakeScreen<Output>: Step, CustomStringConvertible {
  let description: String
  private var completion: (@MainActor (Output) -> Void)?
  private(set) var inputs: [Any] = []

  init(_ name: String) { description = name }

  func perform(_ input: Void, completion: @escaping @MainActor (Output) -> Void) {
    inputs.append(input)
    self.completion = completion
  }

  func complete(_ output: Output) {
    let completion = self.completion
    self.completion = nil
    completion?(output)
  }
}

@Suite @MainActor struct StepTests {
  @Test func stepTWrapsAStepAndPassesItsOutput() {
    let screen = FakeScreen<String>("Name")
    var received: [String] = []
    StepT(screen).perform(()) { received.append($0) }
    #expect(received.isEmpty)
    screen.complete("Ada")
    #expect(received == ["Ada"])
  }

  @Test func thenChainsStepsWithoutNesting() {
    let name = FakeScreen<String>("Name")
    let greet = StepT<String, String> { name, completion in completion("Hello, \(name)") }
    let count = StepT<String, Int> { text, completion in completion(text.count) }
    var received: [Int] = []
    StepT(name).then(greet).then(count).perform(()) { received.append($0) }
    name.complete("Ada")
    #expect(received == [10])
  }

  @Test func mapTransformsTheOutput() {
    let step = StepT<Int, Int> { input, completion in completion(input * 2) }.map { "\($0)" }
    var received: [String] = []
    step.perform(21) { received.append($0) }
    #expect(received == ["42"])
  }

  @Test func asyncPerformWaitsForTheCompletion() async {
    let step = StepT<Int, Int> { input, completion in
      Task { @MainActor in completion(input + 1) }
    }
    #expect(await step.perform(1) == 2)
  }

  @Test func decisionsMapAnInputToAnOutcome() {
    struct AgeGate: Decision {
      enum Outcome { case adult, child }
      func decide(_ age: Int) -> Outcome { age >= 20 ? .adult : .child }
    }
    #expect(AgeGate().decide(30) == .adult)
    #expect(AgeGate().decide(12) == .child)
  }

  @Test func flowResultsCompareAndExposeTheirOutput() {
    #expect(FlowResult.finished(3).output == 3)
    #expect(FlowResult<Int>.cancelled.output == nil)
    #expect(FlowResult.finished("a") != FlowResult<String>.cancelled)
  }
}
