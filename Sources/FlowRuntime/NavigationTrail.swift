/// What the coordinators sharing one navigator have shown, in order: each
/// entry is one screen, owned by one coordinator. A coordinator keeps its own
/// entries in step with its flow's history (see `FlowDriver`), so going back
/// or returning to an earlier step removes exactly the screens shown after it.
@MainActor
public final class NavigationTrail {
  private struct Entry {
    var owner: ObjectIdentifier
    var step: String
    var presentation: Presentation
    var id: Int
  }

  public let navigator: any Navigator
  /// Hears each state any flow on this trail enters (a parent's and its
  /// sub-flows'), as it enters it: cast it to a flow's `State` to read it.
  public var onEnter: (@MainActor (any FlowStepState) -> Void)?
  /// Where the coordinators on this trail record what they do: nil for the
  /// recorder every trail shares (`FlowTrailRecorder.current`, off unless
  /// turned on). A test sets its own to read what its flow did.
  public var recorder: FlowTrailRecorder?
  /// The recorder that hears this trail's flows now, if any.
  var activeRecorder: FlowTrailRecorder? { recorder ?? FlowTrailRecorder.current }
  /// The screens shown, oldest first; their ids grow.
  private var entries: [Entry] = []
  /// How many entries each owner has, so that a flow showing one screen
  /// after another (restoring a long history) does not search the trail.
  private var counts: [ObjectIdentifier: Int] = [:]
  /// How many of those entries are alerts.
  private var alertCounts: [ObjectIdentifier: Int] = [:]
  /// Whether a flow is rebuilding saved screens (`FlowDriver.begin(restoring:)`):
  /// screens are then shown without animation, a sub-flow's included.
  var isRestoring = false
  /// The id the next entry gets.
  public private(set) var nextID = 0
  /// Whether the next screen shown replaces everything shown, as a root: a
  /// tab whose flow starts again over the screens of the flow that ended.
  var replacesStack = false

  public init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// The steps of the screens shown, oldest first.
  public var steps: [String] { entries.map(\.step) }

  /// Shows `screen` for `owner`'s `step`; a root screen replaces everything shown.
  /// A screen the user may not leave backwards (`canGoBack` false) is first
  /// given to the navigator's `preventGoingBack(from:)`. Returns the entry's id.
  @discardableResult
  public func show(
    _ screen: AnyObject, _ presentation: Presentation, step: String, owner: AnyObject,
    canGoBack: Bool = true
  ) -> Int {
    if !canGoBack { navigator.preventGoingBack(from: screen) }
    var presentation = presentation
    if replacesStack, presentation != .alert {
      replacesStack = false
      presentation = .root
    }
    navigator.show(screen, presentation, animated: !isRestoring)
    if presentation == .root {
      entries.removeAll()
      counts.removeAll()
      alertCounts.removeAll()
    }
    let id = nextID
    nextID += 1
    entries.append(
      Entry(owner: ObjectIdentifier(owner), step: step, presentation: presentation, id: id))
    counts[ObjectIdentifier(owner), default: 0] += 1
    if presentation == .alert { alertCounts[ObjectIdentifier(owner), default: 0] += 1 }
    return id
  }

  /// The id of the screen `owner` showed last, if it shows one.
  public func lastID(owner: AnyObject) -> Int? {
    let owner = ObjectIdentifier(owner)
    return entries.last { $0.owner == owner }?.id
  }

  /// Whether the screen shown as entry `id` is still shown.
  public func contains(_ id: Int) -> Bool {
    // Ids grow along the trail: a binary search finds it.
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].id == id
  }

  /// The steps of `owner`'s screens, oldest first.
  public func steps(owner: AnyObject) -> [String] {
    let owner = ObjectIdentifier(owner)
    return entries.filter { $0.owner == owner }.map(\.step)
  }

  /// How many screens are shown.
  var count: Int { entries.count }

  /// The position of the first screen presented modally, if one is.
  var firstModal: Int? { entries.firstIndex { $0.presentation == .modal } }

  /// Whether `owner` shows a screen that is not an alert.
  public func showsScreen(owner: AnyObject) -> Bool {
    let owner = ObjectIdentifier(owner)
    return counts[owner, default: 0] > alertCounts[owner, default: 0]
  }

  /// The step of `owner`'s screen number `index` (from 0), if it has that many.
  public func step(at index: Int, owner: AnyObject) -> String? {
    let owner = ObjectIdentifier(owner)
    guard index < counts[owner, default: 0] else { return nil }
    return entries.lazy.filter { $0.owner == owner }.dropFirst(index).first?.step
  }

  /// Keeps `owner`'s first `count` screens and removes every screen shown after
  /// them, whoever showed it (popping pushed ones, dismissing modal ones,
  /// forgetting alerts, which dismiss themselves).
  /// With `count` 0, removes all of `owner`'s screens and what came after.
  public func unwind(owner: AnyObject, keeping count: Int) {
    let owner = ObjectIdentifier(owner)
    let count = max(count, 0)
    let owning = counts[owner, default: 0]
    // Nothing to remove: fewer screens than `count`, or `owner`'s last is the trail's last.
    if count > owning || (count == owning && (count == 0 || entries.last?.owner == owner)) {
      return
    }
    let owned = entries.indices.filter { entries[$0].owner == owner }
    if count == 0 {
      guard let first = owned.first else { return }
      removeEntries(from: first)
    } else if count <= owned.count {
      removeEntries(from: owned[count - 1] + 1)
    }
  }

  /// Removes every screen `owner` showed, and anything shown after them.
  public func unwindAll(owner: AnyObject) {
    unwind(owner: owner, keeping: 0)
  }

  /// Forgets the alerts shown last: each went by itself when the user tapped it.
  public func forgetTrailingAlerts() {
    while let last = entries.last, last.presentation == .alert { forget(entries.removeLast()) }
  }

  /// Forgets the screen shown last without asking the navigator to remove it:
  /// for a screen the user already removed (UIKit's back button, a swipe).
  public func forgetLast() {
    if !entries.isEmpty { forget(entries.removeLast()) }
  }

  /// Removes the entries from `index` on, last first: pushed screens in a
  /// row go in one transition (`pop(count:animated:)`), not one animated
  /// pop after another, and screens pushed on a modal that goes go with it.
  private func removeEntries(from index: Int) {
    var pushed = 0
    func popPushed() {
      if pushed > 0 { navigator.pop(count: pushed, animated: !isRestoring) }
      pushed = 0
    }
    while entries.count > index {
      let entry = entries.removeLast()
      forget(entry)
      switch entry.presentation {
      case .push: pushed += 1
      case .modal:
        // Dismissing a modal takes the screens pushed on it along: no pop first.
        pushed = 0
        navigator.dismiss(animated: !isRestoring)
      case .root: break  // A root cannot be taken back; it is only ever the first entry.
      case .alert: break  // An alert dismissed itself when the user tapped it.
      }
    }
    popPushed()
  }

  /// Counts `entry` out of its owner's screens.
  private func forget(_ entry: Entry) {
    let left = counts[entry.owner, default: 1] - 1
    counts[entry.owner] = left > 0 ? left : nil
    if entry.presentation == .alert {
      let alerts = alertCounts[entry.owner, default: 1] - 1
      alertCounts[entry.owner] = alerts > 0 ? alerts : nil
    }
  }
}

/// What every generated coordinator offers the coordinator that runs it as a
/// sub-flow, whatever its flow's types.
@MainActor
public protocol FlowCoordinator: AnyObject {
  /// The user went back from the screen shown last; the coordinator removes it.
  func back()
  /// The user went back in a way the platform handled itself (UIKit's back
  /// button, a swipe): the screen is gone already, the flow follows.
  func didGoBack()
  /// Removes every screen the flow and its sub-flows showed, without ending the flow.
  func removeScreens()
  /// Waits until the work in progress in the flow and its sub-flows finished.
  func settle() async
  /// Whether an action's work is in progress in the flow or its sub-flows.
  var hasWork: Bool { get }
  /// Whether going back from the screen shown last moves the flow or its sub-flow.
  var canGoBack: Bool { get }
  /// Whether the flow shows its first screen, with no screen to go back to
  /// (in it or the sub-flow it runs): a tab's flow there ignores going back.
  var isAtRoot: Bool { get }
  /// The flows running under this one now, each a coordinator: the sub-flow
  /// of its current step, a tab container's tabs (the selected one first).
  /// `SubFlowEvents` walks them to send an event to a sub-flow.
  var runningSubFlows: [any FlowCoordinator] { get }
}

extension FlowCoordinator {
  /// By default a coordinator is never at its root: going back always reaches it.
  public var isAtRoot: Bool { false }
  /// By default a coordinator runs no sub-flow.
  public var runningSubFlows: [any FlowCoordinator] { [] }
}
