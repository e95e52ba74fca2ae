/// An entry of `links:`: a URL pattern that opens a step.
public struct Link: Sendable {
  public var pattern: Located<String>
  public var target: Located<String>
  /// `back`: the screens under the target once the link opened (nil: `push`).
  public var back: Located<LinkBackStack>? = nil
  /// `gated: false`: the link opens its target without passing the flow's gates.
  public var gated: Located<Bool>? = nil
  /// Where the pattern's first character is in the file, when the file holds
  /// the pattern as it reads (one line, no escapes): a pattern's problem
  /// points at its column.
  public var patternStart: SourceLocation? = nil

  public init(pattern: Located<String>, target: Located<String>) {
    self.pattern = pattern
    self.target = target
  }

  /// The written policy for the screens under the target, `push` by default.
  public var backStack: LinkBackStack { back?.value ?? .push }
  /// Whether the link passes the flow's gates before it opens (true unless `gated: false`).
  public var isGated: Bool { gated?.value != false }
}

/// What is under a linked step's screen once the link opened it.
public enum LinkBackStack: String, CaseIterable, Sendable {
  /// On top of what the flow shows; at a cold start, nothing.
  case push
  /// Nothing of the flow: the linked screen is its first.
  case replace
  /// The screens on the shortest way from `start` (or from where the link
  /// waited behind a gate) to the target, built anew.
  case rebuild
}
