/// An entry of `steps:`.
public struct Step: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case screen
    case action
    case flow
    /// `tabs`: a tab container, each tab running a flow on its own navigation stack.
    case tabs
  }

  /// How a container (`tabs`) shows its children: `container` in a spec.
  public enum Container: String, CaseIterable, Sendable {
    /// A tab bar (the default).
    case tabs
    /// A page view: one page shown, the user swipes to another.
    case pages
    /// A split view: exactly two columns side by side.
    case split
  }

  /// One tab of a tab container: the flow it runs and where its endings go.
  public struct Tab: Sendable {
    /// The tab's id (lowerCamelCase): a case of the generated `Tab` enum.
    public var id: Located<String>
    /// `flow`: the flow the tab runs.
    public var flow: Located<String>
    public var next: Located<Target>?
    /// `on`: ending (or output case) -> target, in written order.
    public var on: [CaseRoute]
    /// Where the `on` key is written; nil without `on`.
    public var onLocation: SourceLocation?
    public var description: Located<String>?
    /// `with`: the constants given to the parameters of the tab's flow; nil
    /// when not written.
    public var with: [ParameterValue]? = nil
    /// Where `with` is written.
    public var withLocation: SourceLocation? = nil
  }

  /// Where one field of a gathered `input` comes from.
  public enum GatherSource: Hashable, Sendable {
    /// The output of an earlier step.
    case step(String)
    /// The payload of the transition that arrives at the gathering step.
    case payload
  }

  public struct GatherField: Sendable {
    public var field: Located<String>
    public var source: Located<GatherSource>
  }

  /// The step id (lowerCamelCase).
  public var id: Located<String>
  /// `screen`, `action`, `flow` or `tabs`.
  public var kind: Kind
  /// The screen, action or sub-flow name (UpperCamelCase); a tab container's id.
  public var name: Located<String>
  public var input: Located<TypeExpression>?
  /// `gather`: fields of a struct `input` built from earlier outputs; nil when absent.
  public var gather: [GatherField]?
  /// Where the `gather` key is written.
  public var gatherLocation: SourceLocation?
  public var output: Located<TypeExpression>?
  public var next: Located<Target>?
  /// `on`: enum case -> target, in written order.
  public var on: [CaseRoute]
  /// Where the `on` key is written; nil without `on`.
  public var onLocation: SourceLocation?
  public var failure: Located<Target>?
  /// `failure: inline`: where it is written; the action reports its failure to
  /// the screen shown before it, which stays, instead of moving to a target.
  /// For `failure` by case, where the first case routed `inline` is written.
  public var inlineFailure: SourceLocation?
  /// `failure` written as a mapping: a case of the action's error (an enum)
  /// -> a target, or `inline`; `default` for the cases not listed. In
  /// written order.
  public var failureRoutes: [CaseRoute] = []
  /// Where the mapping of `failureRoutes` is written.
  public var failureRoutesLocation: SourceLocation? = nil
  /// `throws: false`: the action cannot fail (nil when not written: it can).
  public var throwsErrors: Located<Bool>?
  /// `async: false`: the action is synchronous (nil when not written: it is `async`).
  public var isAsync: Located<Bool>?
  /// `error`: the type the action throws, overriding the flow's `error`
  /// (`Error` for `any Error`); nil when not written.
  public var errorType: Located<TypeExpression>? = nil
  public var back: Located<Target>?
  /// Where `back: none` is written: the step cannot be left backwards.
  public var backDisabled: SourceLocation? = nil
  public var present: Located<Presentation>?
  /// How the step is shown: `present` as written, else `push`, or `root` for
  /// a tab container (which replaces what is shown unless its spec says otherwise).
  public var presentation: Presentation { present?.value ?? (kind == .tabs ? .root : .push) }
  public var description: Located<String>?
  /// `gate: true` on a `flow:` step: deep links whose target it guards pass it first.
  public var gate: Located<Bool>? = nil
  /// A tab container's tabs, in written order (empty for other steps).
  public var tabs: [Tab] = []
  /// `selected`: the tab a container shows first (nil: the first).
  public var selected: Located<String>? = nil
  /// `container`: how a container shows its tabs; nil when not written (tabs).
  public var container: Located<Container>? = nil
  /// How a container shows its tabs: `container` as written, else tabs.
  public var containerKind: Container { container?.value ?? .tabs }
  /// `factory`: the name of the screen's factory method, for a step that
  /// shows a screen other steps show too (`unlockPad` and `createPad` for
  /// `PinPad`); nil: named after the screen (`pinPad`).
  public var factory: Located<String>? = nil
  /// `again`: what reaching the step does while the history holds it (nil
  /// when not written: it returns to the one shown).
  public var again: Located<Again>? = nil

  /// `again` on a screen step.
  public enum Again: String, CaseIterable, Sendable {
    /// A new instance goes on top, with its new input (account A, its
    /// followers, account B); going back returns through each instance.
    case push
    /// The flow returns to the instance shown, removing the screens after it.
    case `return`
  }

  /// Whether the step is written `again: push`.
  public var pushesAgain: Bool { again?.value == .push }
  /// `from`: the screen step an action runs on. Reaching the action goes back
  /// to that screen first (what is shown above it goes), and the screen hears
  /// the action's feedback; nil: the action runs where the flow is.
  public var from: Located<String>? = nil
  /// `with` on a `flow:` step: the constants given to the parameters of the
  /// flow it runs; nil when not written.
  public var with: [ParameterValue]? = nil
  /// Where `with` is written.
  public var withLocation: SourceLocation? = nil
}

extension Step.Kind {
  /// The kind in messages: `screen`, `action`, `flow` or `tab container`.
  public var described: String { self == .tabs ? "tab container" : rawValue }
}

extension Step {
  /// Whether the step is an action that can fail (`throws` is not `false`).
  public var canFail: Bool { kind == .action && throwsErrors?.value != false }
  /// Whether the step is an action that runs asynchronously (`async` is not `false`).
  public var runsAsync: Bool { kind == .action && isAsync?.value != false }
}
