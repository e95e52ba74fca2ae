import Testing

@testable import FlowRuntime

@Suite @MainActor struct NavigationCommandsTests {
  typealias Commands = NavigationCommands<NamedScreen>

  static func names(_ commands: [Commands.Command]) -> [String] {
    commands.map { command in
      switch command {
      case .push(let screen, _): "push \(screen)"
      case .present(let screen, _): "present \(screen)"
      case .presentAlert(let screen, _): "alert \(screen)"
      case .setRoot(let screen, _): "setRoot \(screen)"
      case .pop(let count, _): "pop \(count)"
      case .dismiss: "dismiss"
      }
    }
  }

  /// A link with a screen open: its pop and the pushes after it are one run,
  /// which a present ends.
  @Test func aRunOfPushesAndPopsEndsAtTheFirstOtherCommand() {
    var commands = Commands()
    commands.append(.pop(count: 1, animated: true))
    commands.append(.push(NamedScreen("Settings"), animated: true))
    commands.append(.push(NamedScreen("Account"), animated: false))
    commands.append(.present(NamedScreen("Help"), animated: true))
    commands.append(.push(NamedScreen("Page"), animated: true))
    let run = commands.stackChanges { _ in true }
    #expect(Self.names(run) == ["pop 1", "push Settings", "push Account"])
    #expect(run.map(\.isAnimated) == [true, true, false])
    commands.removeFirst(run.count)
    #expect(commands.count == 2)
    #expect(commands.stackChanges { _ in true }.isEmpty)
  }

  /// A push to another navigation stack ends the run.
  @Test func aRunStopsWhereAnotherStackIsChanged() {
    var commands = Commands()
    commands.append(.push(NamedScreen("A"), animated: true))
    commands.append(.push(NamedScreen("B"), animated: true))
    var asked = 0
    let run = commands.stackChanges { _ in
      asked += 1
      return false
    }
    #expect(Self.names(run) == ["push A"])
    #expect(asked == 1)
  }

  /// Commands UIKit refused go back to the head, in order, before the rest.
  @Test func refusedCommandsGoBackToTheHead() {
    var commands = Commands()
    for name in ["A", "B", "C"] { commands.append(.push(NamedScreen(name), animated: true)) }
    commands.append(.dismiss(animated: true))
    let run = commands.stackChanges { _ in true }
    commands.removeFirst(run.count)
    commands.prepend(run)
    var order: [String] = []
    while let first = commands.first {
      order += Self.names([first])
      commands.removeFirst()
    }
    #expect(order == ["push A", "push B", "push C", "dismiss"])
    #expect(commands.isEmpty)
  }

  /// Many commands taken off one at a time keep their order, in linear time.
  @Test func manyCommandsKeepTheirOrder() {
    var commands = Commands()
    for index in 0..<1_000 { commands.append(.pop(count: index + 1, animated: false)) }
    var counts: [Int] = []
    while case .pop(let count, _)? = commands.first {
      counts.append(count)
      commands.removeFirst()
    }
    #expect(counts == Array(1...1_000))
  }
}
