import Testing

@testable import FlowRuntime

/// A form whose request reports its failure inline, then a confirmation shown
/// as an alert, then a last screen; written against the driver by hand.
enum FeedbackFlow {
  enum StepID: String, FlowStepID {
    case form, send, confirm, done
    var presentation: Presentation? {
      switch self {
      case .form, .done: .push
      case .send: nil
      case .confirm: .alert
      }
    }
  }

  enum State: FlowStepState, Equatable {
    case form
    case send(String)
    case confirm
    case done
    case finished
    case cancelled

    var stepID: StepID? {
      switch self {
      case .form: .form
      case .send: .send
      case .confirm: .confirm
      case .done: .done
      case .finished, .cancelled: nil
      }
    }

    static var cancelledState: State { .cancelled }
  }

  enum Action {
    case submit(String)
    case sent
    case sendFailed(any Error)
    case confirmed
    case back
    case cancel
  }

  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>? {
    switch (state.current, action) {
    case (.form, .submit(let text)): state.moving(to: .send(text))
    case (.send, .sent): state.moving(to: .confirm)
    case (.send, .sendFailed): state.returningToScreen()
    case (.confirm, .confirmed): state.moving(to: .done)
    case (.form, .back), (.confirm, .back), (.done, .back): state.goingBack()
    case (_, .cancel): state.current.stepID == nil ? nil : state.moving(to: .cancelled)
    default: nil
    }
  }
}

@Suite @MainActor struct ActionFeedbackTests {
  struct Refused: Error {}

  final class Screen: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
  }

  typealias Driver = FlowDriver<FeedbackFlow.State, FeedbackFlow.Action, Void>

  @MainActor final class Shower {
    var formExit: ScreenExit<String>?
    var confirmExit: ScreenExit<Void>?
    var feedback: ActionFeedback?
    var statuses: [String] = []
    var formsBuilt = 0

    func show(_ state: FeedbackFlow.State, on driver: Driver) {
      switch state {
      case .form:
        driver.show(.form, .push, takesInput: false) {
          formsBuilt += 1
          formExit = driver.screenExit(.form, FeedbackFlow.Action.submit)
          let feedback = driver.feedback()
          feedback.onChange = { [unowned self] status in
            switch status {
            case .idle: statuses.append("idle")
            case .running: statuses.append("running")
            case .failed(let error): statuses.append("failed \(type(of: error))")
            }
          }
          self.feedback = feedback
          return Screen("Form")
        }
      case .send(let text):
        driver.perform(failed: FeedbackFlow.Action.sendFailed) {
          if text == "bad" { throw Refused() }
          return .sent
        }
      case .confirm:
        driver.show(.confirm, .alert, takesInput: false) {
          confirmExit = driver.screenExit(.confirm, completing: .confirmed)
          return Screen("Confirm")
        }
      case .done:
        driver.show(.done, .push, takesInput: false) { Screen("Done") }
      case .finished: driver.end(.finished(()))
      case .cancelled: driver.end(.cancelled)
      }
    }
  }

  let navigator = RecordingNavigator()

  func started() -> (Driver, Shower) {
    let driver = Driver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: FeedbackFlow.transition, back: .back, cancel: .cancel)
    let shower = Shower()
    driver.begin(
      at: FlowState(current: .form), show: { [unowned driver] in shower.show($0, on: driver) },
      completion: { _ in })
    return (driver, shower)
  }

  @Test func aFailureReturnsToTheScreenAsItWasAndReachesItsFeedback() async throws {
    let (driver, shower) = started()
    try #require(shower.formExit).complete("bad")
    #expect(shower.statuses == ["running"])
    #expect(shower.feedback?.status.isRunning == true)
    await driver.settle()
    #expect(shower.statuses == ["running", "failed Refused"])
    #expect(shower.feedback?.status.error is Refused)
    #expect(driver.state?.current == .form)
    #expect(shower.formsBuilt == 1, "the form is not built again")
    #expect(navigator.events.map(\.description) == ["push Form"])

    // The same form submits again, and succeeds.
    try #require(shower.formExit).complete("good")
    await driver.settle()
    #expect(shower.statuses == ["running", "failed Refused", "running", "idle"])
    #expect(driver.state?.current == .confirm)
    #expect(navigator.events.map(\.description) == ["push Form", "alert Confirm"])
  }

  @Test func anAlertIsForgottenNotDismissedAndGoingBackSkipsIt() async throws {
    let (driver, shower) = started()
    try #require(shower.formExit).complete("good")
    await driver.settle()
    try #require(shower.confirmExit).complete()
    #expect(driver.state?.current == .done)
    #expect(driver.state?.history == [.form], "the alert is not remembered")
    #expect(navigator.events.map(\.description) == ["push Form", "alert Confirm", "push Done"])
    #expect(driver.trail.steps == ["form", "done"], "the trail forgot the alert")
    driver.back()
    #expect(driver.state?.current == .form)
    #expect(
      navigator.events.map(\.description) == ["push Form", "alert Confirm", "push Done", "pop"])
    #expect(shower.formsBuilt == 1)
  }

  @Test func goingBackFromAnAlertDoesNotDismissIt() async throws {
    let (driver, shower) = started()
    try #require(shower.formExit).complete("good")
    await driver.settle()
    driver.back()  // the alert's Cancel button
    #expect(driver.state?.current == .form)
    #expect(driver.trail.steps == ["form"])
    #expect(navigator.events.map(\.description) == ["push Form", "alert Confirm"])
  }

  @Test func statusReportsAndAccessors() {
    let feedback = ActionFeedback()
    var heard: [Bool] = []
    feedback.onChange = { heard.append($0.isRunning) }
    #expect(feedback.status.error == nil && !feedback.status.isRunning)
    feedback.report(.running)
    feedback.report(.failed(Refused()))
    #expect(heard == [true, false])
    #expect(feedback.status.error is Refused)
  }
}

@Suite @MainActor struct AlertTrailTests {
  final class Owner {}
  final class Screen {}

  @Test func anAlertOverAModalIsForgottenAndTheModalDismissedOnce() {
    let navigator = RecordingNavigator()
    let trail = NavigationTrail(navigator: navigator)
    let owner = Owner()
    trail.show(Screen(), .push, step: "list", owner: owner)
    trail.show(Screen(), .modal, step: "sheet", owner: owner)
    trail.show(Screen(), .alert, step: "alert", owner: owner)
    #expect(navigator.presented.count == 1, "the recorder does not keep alerts")
    trail.unwind(owner: owner, keeping: 2)
    #expect(trail.steps == ["list", "sheet"])
    #expect(
      navigator.events.map(\.description) == ["push Screen", "present Screen", "alert Screen"])
    trail.unwind(owner: owner, keeping: 1)
    #expect(navigator.events.last?.description == "dismiss")
    #expect(navigator.events.count { $0 == .dismiss } == 1)
  }

  @Test func movingOnFromAnAlertDoesNotRememberIt() {
    let state = FlowState<FeedbackFlow.State>(current: .confirm, history: [.form])
    #expect(state.moving(to: .done).history == [.form])
    #expect(FlowState<FeedbackFlow.State>(current: .send("x")).returningToScreen() == nil)
    let returned = FlowState<FeedbackFlow.State>(current: .send("x"), history: [.form])
      .returningToScreen()
    #expect(returned?.current == .form && returned?.history == [] && returned?.returned == true)
  }

  /// An action whose target is `back` goes back from the screen shown before it: where that
  /// screen's own back leads, or the screen itself when its back does not apply.
  @Test func goingBackFromTheScreenBeforeAnActionTakesThatScreensBack() {
    let state = FlowState<FeedbackFlow.State>(current: .send("x"), history: [.form, .confirm])
    let further = state.goingBack(then: { $0.current == .confirm ? $0.goingBack() : nil })
    #expect(further.current == .form && further.history == [])
    let stays = state.goingBack(then: { _ in nil })
    #expect(stays.current == .confirm && stays.history == [.form] && stays.returned)
  }
}
