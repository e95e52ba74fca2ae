/// What a navigator was asked to do and has not done yet, oldest first: a
/// navigator over an animating UI (`UIKitNavigator`) runs each once the UI
/// finished the last. Taking the first command off is constant time.
struct NavigationCommands<Screen: AnyObject> {
  /// One call to the navigator.
  enum Command {
    case push(Screen, animated: Bool)
    case present(Screen, animated: Bool)
    case presentAlert(Screen, animated: Bool)
    case setRoot(Screen, animated: Bool)
    case pop(count: Int, animated: Bool)
    case dismiss(animated: Bool)

    var isAnimated: Bool {
      switch self {
      case .push(_, let animated), .present(_, let animated), .presentAlert(_, let animated),
        .setRoot(_, let animated), .pop(_, let animated), .dismiss(let animated):
        animated
      }
    }

    /// Whether the command changes a navigation stack: a push or a pop.
    var changesStack: Bool {
      switch self {
      case .push, .pop: true
      default: false
      }
    }
  }

  private var items: [Command] = []
  /// The index of the first command not yet taken off.
  private var head = 0

  var isEmpty: Bool { head == items.count }
  var count: Int { items.count - head }
  var first: Command? { isEmpty ? nil : items[head] }

  mutating func append(_ command: Command) {
    items.append(command)
  }

  /// Takes the first `count` commands off.
  mutating func removeFirst(_ count: Int = 1) {
    head = min(head + count, items.count)
    // Forget what was taken off once it is most of the storage.
    if head > 32, head * 2 > items.count {
      items.removeFirst(head)
      head = 0
    }
  }

  /// Puts `commands` back at the head, in order: UIKit did not take them.
  mutating func prepend(_ commands: [Command]) {
    items.replaceSubrange(head..<head, with: commands)
  }

  /// The run of pushes and pops at the head that `sameStack` says change
  /// the same navigation stack as the first: what one `setViewControllers`
  /// can do. Empty if the first command is no push or pop.
  func stackChanges(_ sameStack: (Command) -> Bool) -> [Command] {
    var run: [Command] = []
    for command in items[head...] {
      guard command.changesStack, run.isEmpty || sameStack(command) else { break }
      run.append(command)
    }
    return run
  }
}
