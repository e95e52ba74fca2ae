/// What the coordinators sharing one navigator have shown, in order, so that
/// returning to a step removes exactly the screens shown after it.
///
/// Generated coordinators use it; a sub-flow's coordinator shares its parent's
/// trail. Each entry belongs to one coordinator (its `owner`) and one step.
@MainActor
public final class NavigationTrail {
  private struct Entry {
    var owner: ObjectIdentifier
    var step: String
    var presentation: Presentation
  }

  public let navigator: any Navigator
  private var entries: [Entry] = []

  public init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// The steps shown, oldest first, as `owner`-independent step names (for tests).
  public var steps: [String] { entries.map(\.step) }

  /// Shows `screen` for `owner`'s `step`. A root screen replaces everything shown.
  public func show(
    _ screen: AnyObject, _ presentation: Presentation, step: String, owner: AnyObject
  ) {
    navigator.show(screen, presentation)
    if presentation == .root { entries.removeAll() }
    entries.append(Entry(owner: ObjectIdentifier(owner), step: step, presentation: presentation))
  }

  /// If `owner`'s `step` is shown, removes every screen shown after it (popping
  /// pushed ones, dismissing modal ones) and returns true; else returns false.
  public func unwind(to step: String, owner: AnyObject) -> Bool {
    let owner = ObjectIdentifier(owner)
    guard let index = entries.lastIndex(where: { $0.owner == owner && $0.step == step }) else {
      return false
    }
    removeEntries(after: index)
    return true
  }

  /// Removes every screen `owner` showed, and anything shown after them.
  public func unwindAll(owner: AnyObject) {
    let owner = ObjectIdentifier(owner)
    guard let first = entries.firstIndex(where: { $0.owner == owner }) else { return }
    removeEntries(after: first - 1)
  }

  /// Forgets the screen shown last without asking the navigator to remove it:
  /// for a screen the user already removed (UIKit's back button, a swipe).
  public func forgetLast() {
    if !entries.isEmpty { entries.removeLast() }
  }

  private func removeEntries(after index: Int) {
    while entries.count > index + 1 {
      let entry = entries.removeLast()
      switch entry.presentation {
      case .push: navigator.pop(animated: true)
      case .modal: navigator.dismiss(animated: true)
      case .root: break  // A root cannot be taken back; it is only ever the first entry.
      }
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
}
