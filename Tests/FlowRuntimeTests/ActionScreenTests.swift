import Testing

@testable import FlowRuntime

/// A list, a form, a pushed detail and a sheet over it, and a request that
/// runs on the form (`from: form`): reaching it goes back to the form first.
enum RunsOnFlow {
  enum StepID: String, FlowStepID {
    case list, form, detail, sheet, send
    var presentation: Presentation? {
      switch self {
      case .list, .form, .detail: .push
      case .sheet: .modal
      case .send: nil
      }
    }
    var runsOn: StepID? { self == .send ? .form : nil }
  }

  enum State: FlowStepState, Equatable {
    case list
    case form(String)
    case detail
    case sheet
    case send(String)
    case finished
    case cancelled

    var stepID: StepID? {
      switch self {
      case .list: .list
      case .form: .form
      case .detail: .detail
      case .sheet: .sheet
      case .send: .send
      case .finished, .cancelled: nil
      }
    }

    static var cancelledState: State { .cancelled }
  }

  enum Action {
    case open(String)
    case more
    case ask
    case retry(String)
    case sent
    case sendFailed(any Error)
    case back
    case cancel
  }

  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>? {
    switch (state.current, action) {
    case (.list, .open(let text)): state.moving(to: .form(text))
    case (.form, .more): state.moving(to: .detail)
    case (.detail, .ask): state.moving(to: .sheet)
    case (.form, .retry(let text)), (.sheet, .retry(let text)): state.moving(to: .send(text))
    case (.send, .sent): state.moving(to: .finished)
    case (.send, .sendFailed): state.returningToScreen()
    case (_, .back): state.goingBack()
    case (_, .cancel): state.current.stepID == nil ? nil : state.moving(to: .cancelled)
    default: nil
    }
  }
}

@Suite @MainActor struct ActionScreenTests {
  struct Refused: Error {}

  final class Screen: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
  }

  typealias Driver = FlowDriver<RunsOnFlow.State, RunsOnFlow.Action, Void>

  @Test func movingToTheActionGoesBackToItsScreenKeepingWhatIsUnder() {
    let state = FlowState<RunsOnFlow.State>(
      current: .sheet, history: [.list, .form("typed"), .detail])
    let next = state.moving(to: .send("again"))
    #expect(next.current == .send("again"))
    #expect(next.history == [.list, .form("typed")], "the form's own input is kept")
    // From the screen itself, the action simply follows it.
    let direct = FlowState<RunsOnFlow.State>(current: .form("typed"), history: [.list])
      .moving(to: .send("typed"))
    #expect(direct.history == [.list, .form("typed")])
    // Without the screen in the history, the action follows the current step.
    let lost = FlowState<RunsOnFlow.State>(current: .sheet, history: [.list])
      .moving(to: .send("x"))
    #expect(lost.history == [.list, .sheet])
  }

  @MainActor final class Shower {
    var statuses: [String] = []
    var formsBuilt = 0
    var answer: (any Error)?
    /// Whether the request is synchronous (`async: false`).
    var synchronous = false

    func show(_ state: RunsOnFlow.State, on driver: Driver) {
      switch state {
      case .list: driver.show(.list, .push, takesInput: false) { Screen("List") }
      case .form(let text):
        driver.show(.form, .push, takesInput: true) {
          formsBuilt += 1
          let feedback = driver.feedback()
          feedback.onChange = { [unowned self] status in
            switch status {
            case .idle: statuses.append("idle")
            case .running: statuses.append("running")
            case .failed(let error): statuses.append("failed \(type(of: error))")
            }
          }
          return Screen("Form \(text)")
        }
      case .detail: driver.show(.detail, .push, takesInput: false) { Screen("Detail") }
      case .sheet: driver.show(.sheet, .modal, takesInput: false) { Screen("Sheet") }
      case .send where synchronous:
        if let answer {
          driver.dispatch(.sendFailed(answer), reportingFailure: answer)
        } else {
          driver.dispatch(.sent)
        }
      case .send:
        let answer = self.answer
        driver.perform(failed: RunsOnFlow.Action.sendFailed) {
          if let answer { throw answer }
          return .sent
        }
      case .finished: driver.end(.finished(()))
      case .cancelled: driver.end(.cancelled)
      }
    }
  }

  func started(_ shower: Shower, on navigator: RecordingNavigator) -> Driver {
    let driver = Driver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: RunsOnFlow.transition, back: .back, cancel: .cancel)
    driver.begin(
      at: FlowState(current: .list), show: { [unowned driver] in shower.show($0, on: driver) },
      completion: { _ in })
    for action in [RunsOnFlow.Action.open("typed"), .more, .ask] { driver.dispatch(action) }
    return driver
  }

  @Test func aSynchronousActionReportsToTheFormToo() {
    let navigator = RecordingNavigator()
    let shower = Shower()
    shower.answer = Refused()
    shower.synchronous = true
    let driver = started(shower, on: navigator)
    driver.dispatch(.retry("again"))
    #expect(shower.statuses == ["failed Refused"])
    #expect(driver.state?.current == .form("typed"))
    #expect(navigator.events.map(\.description).suffix(2) == ["dismiss", "pop"])
    #expect(shower.formsBuilt == 1)
  }

  @Test func theScreensAboveGoAtOnceAndTheFormHearsTheAction() async {
    let navigator = RecordingNavigator()
    let driver = Driver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: RunsOnFlow.transition, back: .back, cancel: .cancel)
    let shower = Shower()
    shower.answer = Refused()
    driver.begin(
      at: FlowState(current: .list), show: { [unowned driver] in shower.show($0, on: driver) },
      completion: { _ in })
    for action in [RunsOnFlow.Action.open("typed"), .more, .ask] { driver.dispatch(action) }
    #expect(
      navigator.events.map(\.description) == [
        "push List", "push Form typed", "push Detail", "present Sheet",
      ])
    driver.dispatch(.retry("again"))
    // The sheet is dismissed and the detail popped before the request runs.
    #expect(navigator.events.map(\.description).dropFirst(4) == ["dismiss", "pop"])
    #expect(driver.trail.steps == ["list", "form"])
    #expect(shower.statuses == ["running"])
    await driver.settle()
    #expect(shower.statuses == ["running", "failed Refused"])
    #expect(driver.state?.current == .form("typed"))
    #expect(driver.state?.history == [.list])
    #expect(shower.formsBuilt == 1, "the form is not built again")
    #expect(navigator.events.count == 6, "nothing else is shown")
  }
}
