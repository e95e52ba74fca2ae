import Foundation

#if canImport(Synchronization)
  import Synchronization
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes what generated coordinators really do as JSON Lines, one record a
/// line, for `flowc coverage`: each transition a flow takes, each flow
/// started, each deep link handled and each event heard. Off unless the app
/// turns it on: `FlowTrailRecorder.start(writingTo:)`, or the environment
/// variable `FLOWC_TRAIL_FILE` (a path), read the first time a flow asks.
/// A trail can also have a recorder of its own (`NavigationTrail.recorder`),
/// which then hears its coordinators instead.
///
/// Records are appended, each line in one write, so that several processes
/// (a UI test and its host app) may share one file. Failing to open or to
/// write the file never traps: the recorder stays off, or drops the record,
/// and says so in `problem`. Safe from any thread.
///
/// Case names (of actions, links, outputs, errors, endings) are read through
/// `Mirror`: a build without reflection metadata records flows and steps but
/// not which transition each was (see docs/testing.md).
///
/// The records (every field a string unless said; fields without a value are left out):
/// - `{"kind":"start","flow":"SignIn","to":"form"}`: a flow started at a
///   step (`"link"`: the case of the flow's `Link` it started at, with
///   `"pending":true` while the link waits behind the flow's gates;
///   `"restored":true` for a saved state resumed).
/// - `{"kind":"transition","flow":"SignIn","from":"form","event":"case",
///   "case":"submit","to":"signIn","action":"formCompleted"}`: the flow
///   moved. `event` is `next` (a step completed), `case` (it completed with
///   an enum case: `case` names it, which the spec routes with `on` or its
///   `next`), `failure` (`case`: the error's case, if an enum), `back`,
///   `cancel`, `subflowCancelled`, `tab` (`case`: the tab selected), `link`
///   (`cause`: the `Link` case) or `event` (`cause`: the event's name); `to`
///   is a step, `finish` (`"ending"`: the ending's case, if an enum) or
///   `cancel`; `action` is the generated `Action` case. A tab's flow that
///   ended adds `"tab"`; `"pending":true` says a deep link was waiting
///   behind the flow's gates, which may have led elsewhere.
/// - `{"kind":"event","flow":"SignIn","event":"approvedElsewhere","at":"form","applied":true}`:
///   an event was offered to the flow at a step (`applied`: a Boolean).
/// - `{"kind":"link","flow":"Tabs","link":"mainHelpArticle","at":"main"}`:
///   the running flow was asked to open a deep link.
public final class FlowTrailRecorder: @unchecked Sendable {
  /// The environment variable that turns recording on: a file's path.
  public static let environmentVariable = "FLOWC_TRAIL_FILE"

  /// The file records are appended to.
  public let url: URL
  private let lock = NSLock()
  private var descriptor: Int32
  private var lastProblem: String?

  /// A recorder appending to `url`, created if missing; nil (with the reason
  /// in `problem`) when the file cannot be opened.
  public init?(writingTo url: URL) {
    self.url = url
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    }
    guard descriptor >= 0 else {
      Self.state.withLock { $0.problem = "cannot open \(url.path): errno \(errno)" }
      return nil
    }
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { _ = Self.closeFile(descriptor) }
  }

  /// The last write that failed, if any; records that fail are dropped.
  public var problem: String? { lock.withLock { lastProblem } }

  /// Appends one record, a JSON object without its line break.
  func write(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    lock.withLock {
      guard descriptor >= 0 else { return }
      let written = bytes.withUnsafeBytes { Self.writeFile(descriptor, $0) }
      if written != bytes.count { lastProblem = "cannot write \(url.path): errno \(errno)" }
    }
  }

  /// Stops writing: later records are dropped.
  public func close() {
    lock.withLock {
      if descriptor >= 0 { _ = FlowTrailRecorder.closeFile(descriptor) }
      descriptor = -1
    }
  }

  private static func writeFile(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
      Darwin.write(descriptor, bytes.baseAddress, bytes.count)
    #elseif canImport(Glibc)
      Glibc.write(descriptor, bytes.baseAddress, bytes.count)
    #elseif canImport(Musl)
      Musl.write(descriptor, bytes.baseAddress, bytes.count)
    #else
      -1
    #endif
  }

  private static func closeFile(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.close(descriptor)
    #elseif canImport(Glibc)
      Glibc.close(descriptor)
    #elseif canImport(Musl)
      Musl.close(descriptor)
    #else
      -1
    #endif
  }

  // MARK: The recorder every trail uses

  private struct Shared {
    var recorder: FlowTrailRecorder?
    var readEnvironment = false
    var problem: String?
  }

  private static let state = Locked(Shared())

  /// Whether the shared recorder may be on: false only once the environment
  /// was read and no recorder is set. Kept in step with `state` under its
  /// lock, and read without it, so that a flow asks for the recorder on
  /// every action at the cost of one atomic load while recording is off.
  private static let mayRecord = RecordingSwitch()

  /// Sets `mayRecord` from `shared`; called under the lock of `state`.
  private static func update(_ shared: Shared) {
    mayRecord.set(!shared.readEnvironment || shared.recorder != nil)
  }

  /// Records every flow from now on into `url` (appending); returns whether
  /// the file opened. Replaces the recorder started before, or the one
  /// `FLOWC_TRAIL_FILE` named.
  @discardableResult
  public static func start(writingTo url: URL) -> Bool {
    let recorder = FlowTrailRecorder(writingTo: url)
    state.withLock {
      $0.readEnvironment = true
      $0.recorder?.close()
      $0.recorder = recorder
      update($0)
    }
    return recorder != nil
  }

  /// Makes `recorder` the one every trail without its own uses (nil: none)
  /// and returns the one used before, left open: a test that records on its
  /// own puts the previous one back when done. `FLOWC_TRAIL_FILE` is read
  /// first if it was not yet.
  @discardableResult
  public static func replace(with recorder: FlowTrailRecorder?) -> FlowTrailRecorder? {
    let previous = current
    state.withLock {
      $0.recorder = recorder
      update($0)
    }
    return previous
  }

  /// Stops recording; `FLOWC_TRAIL_FILE` is not read again.
  public static func stop() {
    state.withLock {
      $0.readEnvironment = true
      $0.recorder?.close()
      $0.recorder = nil
      update($0)
    }
  }

  /// Why the last recorder could not open its file, if it could not.
  public static var problem: String? { state.withLock { $0.problem } }

  /// The recorder every trail without its own uses: nil while recording is
  /// off. The first call reads `FLOWC_TRAIL_FILE`.
  public static var current: FlowTrailRecorder? {
    guard mayRecord.isOn else { return nil }
    let (recorder, readsEnvironment) = state.withLock { shared in
      if shared.readEnvironment { return (shared.recorder, false) }
      shared.readEnvironment = true
      return (nil, true)
    }
    return readsEnvironment ? environmentRecorder() : recorder
  }

  /// Whether a flow asking for the shared recorder now may find one: false
  /// once recording is known to be off.
  static var mayBeRecording: Bool { mayRecord.isOn }

  /// Opens the file `FLOWC_TRAIL_FILE` names, once.
  private static func environmentRecorder() -> FlowTrailRecorder? {
    guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty
    else {
      return state.withLock { shared in
        update(shared)
        return shared.recorder
      }
    }
    let recorder = FlowTrailRecorder(writingTo: URL(fileURLWithPath: path))
    return state.withLock { shared in
      if shared.recorder == nil { shared.recorder = recorder }
      update(shared)
      return shared.recorder
    }
  }
}

/// A Boolean read on every action without a lock: an atomic where the system
/// has `Synchronization` (Linux, and Apple systems of 2024 on), else read
/// under a lock.
final class RecordingSwitch: Sendable {
  #if canImport(Synchronization)
    /// The atomic, where the system has one; nil on older Apple systems.
    private let atomic: (any AnyObject & Sendable)? = {
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return AtomicBool(true)
      }
      return nil
    }()
  #endif
  private let locked = Locked(true)

  var isOn: Bool {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let atomic {
        return unsafeDowncast(atomic, to: AtomicBool.self).value.load(ordering: .acquiring)
      }
    #endif
    return locked.withLock { $0 }
  }

  func set(_ isOn: Bool) {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let atomic {
        unsafeDowncast(atomic, to: AtomicBool.self).value.store(isOn, ordering: .releasing)
        return
      }
    #endif
    locked.withLock { $0 = isOn }
  }
}

#if canImport(Synchronization)
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private final class AtomicBool: Sendable {
    let value: Atomic<Bool>
    init(_ value: Bool) { self.value = Atomic(value) }
  }
#endif

/// A value guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}

// MARK: Records

extension FlowTrailRecorder {
  /// The name of the flow whose `State` is `type`: `SignIn` for `SignInFlow.State`.
  static func flowName<State>(of type: State.Type) -> String {
    let parts = String(reflecting: type).split(separator: ".")
    let owner = parts.count >= 2 ? parts[parts.count - 2] : parts.last ?? ""
    return String(owner.hasSuffix("Flow") && owner.count > 4 ? owner.dropLast(4) : owner)
  }

  /// The case of an enum value and its payload (nil for a case without
  /// one); nil for a value that is no enum.
  static func enumCase(_ value: Any) -> (name: String, payload: Any?)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let child = mirror.children.first, let label = child.label {
      return (label, child.value)
    }
    return (String(describing: value), nil)
  }

  /// The case of `value` if it is an enum: through a payload of one labelled
  /// value (`case item(id: Int)` of a link) too.
  static func caseName(_ value: Any?) -> String? {
    guard let value else { return nil }
    return enumCase(value)?.name
  }

  /// What a record calls a deep link: its case (a generated `Link` is an
  /// enum), else its description.
  static func linkName(_ link: Any) -> String {
    caseName(link) ?? String(describing: link)
  }

  /// Where a state is: its step, `finish` or `cancel`, and the ending's case.
  static func place<State: FlowStepState>(_ state: State) -> (to: String, ending: String?) {
    if let step = state.stepID { return (step.rawValue, nil) }
    guard let (name, payload) = enumCase(state) else { return ("finish", nil) }
    if name == "cancelled" { return ("cancel", nil) }
    return ("finish", caseName(payload))
  }

  /// Records a flow starting at `state`.
  func recordStart<State: FlowStepState>(_ state: FlowState<State>, restored: Bool) {
    var record = TrailRecord(kind: "start", flow: Self.flowName(of: State.self))
    record.add("to", Self.place(state.current).to)
    // A link behind a gate is pending at the start: the flow was still asked to open it.
    record.add("link", (state.openedLink ?? state.pendingLink).map(Self.linkName))
    if state.openedLink == nil, state.pendingLink != nil { record.add("pending", true) }
    if restored { record.add("restored", true) }
    write(record.closed)
  }

  /// Records the flow at `state` being asked to open `link`.
  func recordLink<State: FlowStepState>(_ link: State.Link, at state: FlowState<State>?) {
    var record = TrailRecord(kind: "link", flow: Self.flowName(of: State.self))
    record.add("link", Self.linkName(link))
    record.add("at", state.map { Self.place($0.current).to })
    write(record.closed)
  }

  /// Records event `action` offered to the flow at `state`.
  func recordEvent<State: FlowStepState, Action>(
    _ action: Action, at state: FlowState<State>?, applied: Bool
  ) {
    var record = TrailRecord(kind: "event", flow: Self.flowName(of: State.self))
    record.add("event", Self.enumCase(action)?.name)
    record.add("at", state.map { Self.place($0.current).to })
    record.add("applied", applied)
    write(record.closed)
  }

  /// Records the transition `action` made from `state` to `next`.
  func recordTransition<State: FlowStepState, Action>(
    from state: FlowState<State>, _ action: Action, to next: FlowState<State>
  ) {
    guard let from = state.current.stepID?.rawValue else { return }
    var record = TrailRecord(kind: "transition", flow: Self.flowName(of: State.self))
    record.add("from", from)
    let (name, payload) = Self.enumCase(action) ?? (String(describing: action), nil)
    let (event, caseName, tab, cause) = Self.classify(
      name, payload, from: from, link: State.Link.self)
    record.add("event", event)
    record.add("case", caseName)
    record.add("tab", tab)
    record.add("cause", cause)
    let place = Self.place(next.current)
    record.add("to", place.to)
    record.add("ending", place.ending)
    record.add("action", name)
    if state.pendingLink != nil { record.add("pending", true) }
    write(record.closed)
  }

  /// What action `name` (its payload `payload`) raised at step `from` is, as
  /// the spec names it: (event, case, tab, cause).
  static func classify<Link>(_ name: String, _ payload: Any?, from: String, link: Link.Type)
    -> (event: String, case: String?, tab: String?, cause: String?)
  {
    let payloadCase = caseName(payload)
    func completed(tab: String? = nil) -> (String, String?, String?, String?) {
      (payloadCase == nil ? "next" : "case", payloadCase, tab, nil)
    }
    switch name {
    case "back": return ("back", nil, nil, nil)
    case "cancel": return ("cancel", nil, nil, nil)
    case from + "Completed", from + "Succeeded", from + "Finished", from + "Decided":
      return completed()
    case from + "Failed": return ("failure", payloadCase, nil, nil)
    case from + "Cancelled": return ("subflowCancelled", nil, nil, nil)
    case from + "Selected": return ("tab", payloadCase, nil, nil)
    default: break
    }
    if let payload, payload is Link { return ("link", nil, nil, linkName(payload)) }
    // A tab's flow ended: `<step><Tab>Finished` or `<step><Tab>Cancelled`.
    for suffix in ["Finished", "Cancelled"] where name.hasPrefix(from) && name.hasSuffix(suffix) {
      let middle = name.dropFirst(from.count).dropLast(suffix.count)
      guard let first = middle.first else { continue }
      let tab = first.lowercased() + middle.dropFirst()
      return suffix == "Finished" ? completed(tab: tab) : ("subflowCancelled", nil, tab, nil)
    }
    return ("event", nil, nil, name)
  }
}

/// One JSON object, its fields in the order added.
struct TrailRecord {
  private(set) var text: String

  init(kind: String, flow: String) {
    text = "{\"kind\":" + Self.quoted(kind) + ",\"flow\":" + Self.quoted(flow)
  }

  mutating func add(_ key: String, _ value: String?) {
    guard let value else { return }
    text += ",\"" + key + "\":" + Self.quoted(value)
  }

  mutating func add(_ key: String, _ value: Bool) {
    text += ",\"" + key + "\":" + (value ? "true" : "false")
  }

  /// The JSON object, closed.
  var closed: String { text + "}" }

  /// `value` as a JSON string.
  static func quoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
