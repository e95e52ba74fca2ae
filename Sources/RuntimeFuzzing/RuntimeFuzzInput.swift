import FlowRuntime
import Foundation

@testable import GeneratedFlows

/// What the runtime fuzz target does with one input: the Swift generated
/// from `specs/` (`GeneratedFlows`) over data from outside the app.
///
/// The first byte picks the mode, the flow and how the app answers (see
/// `selector`); the rest is the data:
///
/// - link: the text of a URL, read by `DeepLinkURL` and the flow's
///   generated `Link(url:)`. A URL over `DeepLinkURL.maximumLength` parses
///   to nothing; one that parses, written again from its parsed segments
///   (each percent-encoded), parses to the same segments if it is not
///   over the limit then; a link that opens
///   saves as JSON and reads back equal, and opens again from its URL
///   written again; and a coordinator started at the link, or
///   opening it once started, is in a state that restores (see
///   `RuntimeFuzzRun.verify`).
/// - restore: a saved `FlowState` of the flow, as JSON. One that decodes is
///   restored by `start(restoring:)` on a coordinator over a
///   `RecordingNavigator`: it throws exactly the `FlowRestoreError` the
///   flow's `validate` throws, and shows nothing then; or it shows the
///   history's screens without animation, stays at a saved screen as it
///   was, and is in a state that restores, also after going back a few times.
///
/// A broken promise is a problem of the run; a trap is a finding too.
/// `Tests/Fuzz/RuntimeFuzzEntry.swift` calls this from libFuzzer
/// (`.ci/fuzz-runtime` builds and runs it); `RuntimeFuzzTests` runs it
/// over the seeds and every input a fuzzer ever found.
@MainActor
public enum RuntimeFuzzInput {
  /// What an input does with its data.
  public enum Mode: Sendable, Equatable {
    case link, restore
  }

  /// Every flow of `specs/` with deep links, by spec name.
  static let linkFlows: [any LinkedFlow.Type] = [
    HelpFlow.self, LibraryFlow.self, MainFlow.self, SettingsFlow.self, SocialFlow.self,
    SocialAppFlow.self, TabsFlow.self, TodoFlow.self,
  ]

  /// Every flow of `specs/` whose saved state is `Codable`, by spec name; a
  /// flow whose state became `Codable` later comes last, so that the index a
  /// recorded input names keeps its flow.
  static let restoreFlows: [any RestorableFlow.Type] = [
    AppLaunchFlow.self, HelpFlow.self, MainFlow.self, OnboardingFlow.self, QuestionnaireFlow.self,
    SettingsFlow.self, WelcomeFlow.self, HomeFlow.self, SocialFlow.self, SocialAppFlow.self,
  ]

  /// The spec names of the flows `mode` picks from, in the order of their index.
  public static func flows(_ mode: Mode) -> [String] {
    switch mode {
    case .link: linkFlows.map { $0.specName }
    case .restore: restoreFlows.map { $0.specName }
    }
  }

  /// The first byte of an input: bit 0 the mode (0 link, 1 restore), bit 1
  /// whether the app's actions fail (and its decisions take their other
  /// branch), the six bits above the flow's index among `flows(mode)`,
  /// modulo their number. Nil for a flow `mode` does not pick.
  public static func selector(_ mode: Mode, flow: String, failing: Bool = false) -> UInt8? {
    guard let index = flows(mode).firstIndex(of: flow) else { return nil }
    return UInt8(index << 2) | (failing ? 2 : 0) | (mode == .restore ? 1 : 0)
  }

  /// What `selector` picks: the mode, the flow's spec name, and whether the app fails.
  public static func selected(by selector: UInt8) -> (mode: Mode, flow: String, failing: Bool) {
    let mode: Mode = selector & 1 == 0 ? .link : .restore
    let names = flows(mode)
    return (mode, names[Int(selector >> 2) % names.count], selector & 2 != 0)
  }

  /// Runs one input as far as it goes without the actions it starts: call
  /// `settle()` then `finish()` on the run, or use
  /// `exercise(_:turningRunLoop:)`.
  public static func exercise(_ bytes: [UInt8]) -> RuntimeFuzzRun {
    let run = RuntimeFuzzRun()
    guard let selector = bytes.first else { return run }
    let data = bytes.dropFirst()
    let stub = RuntimeStub(failing: selector & 2 != 0)
    let index = Int(selector >> 2)
    if selector & 1 == 0 {
      linkFlows[index % linkFlows.count].exerciseLink(data, stub: stub, run: run)
    } else {
      restoreFlows[index % restoreFlows.count].exerciseRestore(data, stub: stub, run: run)
    }
    return run
  }

  /// The most turns of the run loop the actions of one input take.
  static let maximumTurns = 64

  /// Runs one input to its end on the main thread, outside any task (the
  /// fuzz target): `turn` runs the main run loop once, which runs the
  /// actions' tasks. The problems found.
  public static func exercise(_ bytes: [UInt8], turningRunLoop turn: () -> Void) -> [String] {
    let run = exercise(bytes)
    var turns = 0
    while run.hasWork, turns < maximumTurns {
      turn()
      turns += 1
    }
    run.finish()
    // What finishing started runs too, so that no task outlives the input.
    while run.hasWork, turns < 2 * maximumTurns {
      turn()
      turns += 1
    }
    return run.problems
  }

  // MARK: Links

  static func exerciseLink<Flow: LinkedFlow>(
    _ flow: Flow.Type, _ data: ArraySlice<UInt8>, stub: RuntimeStub, run: RuntimeFuzzRun
  ) {
    let text = String(decoding: data, as: UTF8.self)
    let limit = DeepLinkURL.maximumLength
    if let parsed = DeepLinkURL(text) {
      if text.utf8.count > limit {
        run.problem("a URL of \(text.utf8.count) bytes, over \(limit), parses")
      }
      // Percent-encoding may take it over the limit.
      let canonical = parsed.canonicalText
      if canonical.utf8.count <= limit, DeepLinkURL(canonical) != parsed {
        run.problem("\(quoted(text)) written again, \(canonical), parses otherwise")
      }
    }
    guard let url = URL(string: text) else { return }
    let parsed = DeepLinkURL(url)
    guard let link = Flow.State.Link(url: url) else { return }
    let name = Flow.specName
    guard url.absoluteString.utf8.count <= limit else {
      return run.problem("\(name): a URL of \(url.absoluteString.utf8.count) bytes opens \(link)")
    }
    guard let parsed else {
      return run.problem("\(name): \(quoted(url.absoluteString)) opens \(link) but does not parse")
    }
    do {
      let read = try JSONDecoder().decode(Flow.State.Link.self, from: JSONEncoder().encode(link))
      if read != link { run.problem("\(name): \(link) reads back from JSON as \(read)") }
    } catch {
      run.problem(
        "\(name): \(link), opened by \(quoted(url.absoluteString)), does not save: \(error)")
    }
    let canonical = parsed.canonicalText
    let again = URL(string: canonical).flatMap(Flow.State.Link.init(url:))
    if canonical.utf8.count <= limit, again != link {
      run.problem(
        "\(name): \(quoted(url.absoluteString)) opens \(link), written again (\(canonical)) "
          + "\(again.map { "\($0)" } ?? "nothing")")
    }
    let started = Flow.coordinator(RecordingNavigator(), stub)
    started.start(at: link) { _ in }
    run.check(flow, started, "started at \(link)", stub: stub)
    let opening = Flow.coordinator(RecordingNavigator(), stub)
    opening.start { _ in }
    opening.open(link)
    run.check(flow, opening, "started, then opening \(link)", stub: stub)
  }

  /// `text` quoted, its control characters escaped, cut after 300 characters.
  static func quoted(_ text: String) -> String {
    let quoted = String(reflecting: text)
    return quoted.count > 300 ? quoted.prefix(300) + "…" : quoted
  }

  // MARK: Restoring

  /// The most times a restored flow goes back.
  static let maximumBacks = 4

  static func exerciseRestore<Flow: RestorableFlow>(
    _ flow: Flow.Type, _ data: ArraySlice<UInt8>, stub: RuntimeStub, run: RuntimeFuzzRun
  ) {
    guard let saved = try? JSONDecoder().decode(FlowState<Flow.State>.self, from: Data(data))
    else { return }
    let name = Flow.specName
    let verdict: FlowRestoreError?
    do {
      try Flow.validate(saved)
      verdict = nil
    } catch {
      verdict = error
    }
    let navigator = RecordingNavigator()
    let coordinator = Flow.coordinator(navigator, stub)
    run.keep(coordinator)
    do {
      try coordinator.start(restoring: saved) { _ in }
    } catch {
      if error != verdict {
        run.problem(
          "\(name): restoring \(run.describe(saved)) throws \(error), validate "
            + "\(verdict.map { "throws \($0)" } ?? "accepts it")")
      }
      if !navigator.events.isEmpty || coordinator.state != nil {
        run.problem("\(name): refusing \(run.describe(saved)) shows \(navigator.events)")
      }
      return
    }
    if let verdict {
      return run.problem(
        "\(name): restores \(run.describe(saved)), which validate refuses: \(verdict)")
    }
    let history = saved.history.count
    if navigator.events.count < history || navigator.animations.prefix(history).contains(true) {
      run.problem(
        "\(name): restoring \(run.describe(saved)) shows \(navigator.events), "
          + "animated \(navigator.animations)")
    }
    if saved.current.stepID?.presentation != nil, let state = coordinator.state,
      state.current != saved.current || state.history != saved.history
    {
      run.problem("\(name): restoring \(run.describe(saved)) is \(run.describe(state))")
    }
    run.check(flow, coordinator, "restored", stub: stub)
    for back in 0..<min(history + 1, maximumBacks) {
      guard coordinator.state?.current.stepID != nil else { break }
      coordinator.back()
      run.verify(flow, coordinator, "restored, back \(back + 1) times", stub: stub)
    }
  }
}

extension LinkedFlow {
  /// `RuntimeFuzzInput.exerciseLink` for this flow.
  static func exerciseLink(_ data: ArraySlice<UInt8>, stub: RuntimeStub, run: RuntimeFuzzRun) {
    RuntimeFuzzInput.exerciseLink(self, data, stub: stub, run: run)
  }

  /// Whether `text` is a URL that opens a link of the flow.
  static func opens(_ text: String) -> Bool {
    URL(string: text).flatMap(State.Link.init(url:)) != nil
  }
}

extension RestorableFlow {
  /// `RuntimeFuzzInput.exerciseRestore` for this flow.
  static func exerciseRestore(_ data: ArraySlice<UInt8>, stub: RuntimeStub, run: RuntimeFuzzRun) {
    RuntimeFuzzInput.exerciseRestore(self, data, stub: stub, run: run)
  }
}

extension DeepLinkURL {
  /// The URL written again from its parts: `scheme://` then the segments,
  /// the host first, then `?` and the query items, then `#` and the
  /// fragment's segments, each percent-encoded but for unreserved characters.
  var canonicalText: String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    let digits = Array("0123456789ABCDEF".utf8)
    func encoded(_ text: String) -> String {
      var bytes: [UInt8] = []
      for byte in text.utf8 {
        if unreserved.contains(byte) {
          bytes.append(byte)
        } else {
          bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var text = scheme + "://" + segments.map(encoded).joined(separator: "/")
    if !queryItems.isEmpty {
      text +=
        "?" + queryItems.map { encoded($0.name) + "=" + encoded($0.value) }.joined(separator: "&")
    }
    if let fragment { text += "#" + fragment.map(encoded).joined(separator: "/") }
    return text
  }
}
