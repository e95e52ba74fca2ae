/// An entry of `steps:`.
public struct Step: Sendable {
  /// The stored fields of a step: what `Storage` holds.
  struct Fields: Sendable {
    var id: Located<String>
    var kind: Kind
    var name: Located<String>
    var input: Located<TypeExpression>?
    var output: Located<TypeExpression>?
    var next: Located<Target>?
    var on: [CaseRoute]
    var onLocation: SourceLocation?
    var failure: Located<Target>?
    var back: Located<Target>?
    var present: Located<Presentation>?
    var description: Located<String>?
    /// The fields few steps write; nil when the step writes none of them.
    var rare: RareStorage?
  }

  /// The fields few steps write: kept in an object of their own, so that a
  /// step that writes none of them (most do not) holds one empty reference
  /// in their place. Copied on write, as `Storage` is.
  struct RareFields: Sendable {
    var gather: [GatherField]? = nil
    var gatherLocation: SourceLocation? = nil
    var inlineFailure: SourceLocation? = nil
    var failureRoutes: [CaseRoute] = []
    var failureRoutesLocation: SourceLocation? = nil
    var throwsErrors: Located<Bool>? = nil
    var isAsync: Located<Bool>? = nil
    var errorType: Located<TypeExpression>? = nil
    var backDisabled: SourceLocation? = nil
    var gate: Located<Bool>? = nil
    var tabs: [Tab] = []
    var selected: Located<String>? = nil
    var container: Located<Container>? = nil
    var factory: Located<String>? = nil
    var again: Located<Again>? = nil
    var from: Located<String>? = nil
    var with: [ParameterValue]? = nil
    var withLocation: SourceLocation? = nil

    /// Whether every field is absent: such a step needs no `RareStorage`.
    var isEmpty: Bool {
      gather == nil
        && gatherLocation == nil
        && inlineFailure == nil
        && failureRoutes.isEmpty
        && failureRoutesLocation == nil
        && throwsErrors == nil
        && isAsync == nil
        && errorType == nil
        && backDisabled == nil
        && gate == nil
        && tabs.isEmpty
        && selected == nil
        && container == nil
        && factory == nil
        && again == nil
        && from == nil
        && with == nil
        && withLocation == nil
    }
  }

  final class RareStorage: @unchecked Sendable {
    /// Read on every look at a rare field: without the run-time exclusivity
    /// check a class property has (a step's value semantics already keep two
    /// accesses from overlapping; writes go through `uniqueRare`).
    @exclusivity(unchecked) var fields: RareFields

    init(_ fields: RareFields) {
      self.fields = fields
    }
  }

  /// The fields, in one object however many copies of the step there are:
  /// a step is copied wherever a node's step is read, and a copy is then one
  /// reference count, not one per field. Copied on write.
  final class Storage: @unchecked Sendable {
    /// Read on every look at a field, without the run-time exclusivity check
    /// (see `RareStorage.fields`; writes go through `uniqueStorage`).
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private var storage: Storage

  /// The storage, copied first if another step shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    return storage
  }

  /// The rare fields' storage, made if the step has none and copied first if
  /// another step shares it.
  private mutating func uniqueRare() -> RareStorage {
    let storage = uniqueStorage()
    if !isKnownUniquelyReferenced(&storage.fields.rare) {
      storage.fields.rare = RareStorage(storage.fields.rare?.fields ?? RareFields())
    }
    return storage.fields.rare!
  }

  init(
    id: Located<String>, kind: Kind, name: Located<String>, input: Located<TypeExpression>? = nil,
    gather: [GatherField]? = nil, gatherLocation: SourceLocation? = nil,
    output: Located<TypeExpression>? = nil, next: Located<Target>? = nil, on: [CaseRoute],
    onLocation: SourceLocation? = nil, failure: Located<Target>? = nil,
    inlineFailure: SourceLocation? = nil, failureRoutes: [CaseRoute] = [],
    failureRoutesLocation: SourceLocation? = nil, throwsErrors: Located<Bool>? = nil,
    isAsync: Located<Bool>? = nil, errorType: Located<TypeExpression>? = nil,
    back: Located<Target>? = nil, backDisabled: SourceLocation? = nil,
    present: Located<Presentation>? = nil, description: Located<String>? = nil,
    gate: Located<Bool>? = nil, tabs: [Tab] = [], selected: Located<String>? = nil,
    container: Located<Container>? = nil, factory: Located<String>? = nil,
    again: Located<Again>? = nil, from: Located<String>? = nil, with: [ParameterValue]? = nil,
    withLocation: SourceLocation? = nil
  ) {
    let rare = RareFields(
      gather: gather, gatherLocation: gatherLocation, inlineFailure: inlineFailure,
      failureRoutes: failureRoutes, failureRoutesLocation: failureRoutesLocation,
      throwsErrors: throwsErrors, isAsync: isAsync, errorType: errorType,
      backDisabled: backDisabled, gate: gate, tabs: tabs, selected: selected,
      container: container, factory: factory, again: again, from: from, with: with,
      withLocation: withLocation)
    storage = Storage(
      Fields(
        id: id, kind: kind, name: name, input: input, output: output, next: next, on: on,
        onLocation: onLocation, failure: failure, back: back, present: present,
        description: description, rare: rare.isEmpty ? nil : RareStorage(rare)))
  }

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
  public var id: Located<String> {
    get { storage.fields.id }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.id
    }
  }
  /// `screen`, `action`, `flow` or `tabs`.
  public var kind: Kind {
    get { storage.fields.kind }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.kind
    }
  }
  /// The screen, action or sub-flow name (UpperCamelCase); a tab container's id.
  public var name: Located<String> {
    get { storage.fields.name }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.name
    }
  }
  public var input: Located<TypeExpression>? {
    get { storage.fields.input }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.input
    }
  }
  /// `gather`: fields of a struct `input` built from earlier outputs; nil when absent.
  public var gather: [GatherField]? {
    get { storage.fields.rare?.fields.gather }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.gather
    }
  }
  /// Where the `gather` key is written.
  public var gatherLocation: SourceLocation? {
    get { storage.fields.rare?.fields.gatherLocation }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.gatherLocation
    }
  }
  public var output: Located<TypeExpression>? {
    get { storage.fields.output }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.output
    }
  }
  public var next: Located<Target>? {
    get { storage.fields.next }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.next
    }
  }
  /// `on`: enum case -> target, in written order.
  public var on: [CaseRoute] {
    get { storage.fields.on }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.on
    }
  }
  /// Where the `on` key is written; nil without `on`.
  public var onLocation: SourceLocation? {
    get { storage.fields.onLocation }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.onLocation
    }
  }
  public var failure: Located<Target>? {
    get { storage.fields.failure }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.failure
    }
  }
  /// `failure: inline`: where it is written; the action reports its failure to
  /// the screen shown before it, which stays, instead of moving to a target.
  /// For `failure` by case, where the first case routed `inline` is written.
  public var inlineFailure: SourceLocation? {
    get { storage.fields.rare?.fields.inlineFailure }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.inlineFailure
    }
  }
  /// `failure` written as a mapping: a case of the action's error (an enum)
  /// -> a target, or `inline`; `default` for the cases not listed. In
  /// written order.
  public var failureRoutes: [CaseRoute] {
    get { storage.fields.rare?.fields.failureRoutes ?? [] }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.failureRoutes
    }
  }
  /// Where the mapping of `failureRoutes` is written.
  public var failureRoutesLocation: SourceLocation? {
    get { storage.fields.rare?.fields.failureRoutesLocation }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.failureRoutesLocation
    }
  }
  /// `throws: false`: the action cannot fail (nil when not written: it can).
  public var throwsErrors: Located<Bool>? {
    get { storage.fields.rare?.fields.throwsErrors }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.throwsErrors
    }
  }
  /// `async: false`: the action is synchronous (nil when not written: it is `async`).
  public var isAsync: Located<Bool>? {
    get { storage.fields.rare?.fields.isAsync }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.isAsync
    }
  }
  /// `error`: the type the action throws, overriding the flow's `error`
  /// (`Error` for `any Error`); nil when not written.
  public var errorType: Located<TypeExpression>? {
    get { storage.fields.rare?.fields.errorType }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.errorType
    }
  }
  public var back: Located<Target>? {
    get { storage.fields.back }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.back
    }
  }
  /// Where `back: none` is written: the step cannot be left backwards.
  public var backDisabled: SourceLocation? {
    get { storage.fields.rare?.fields.backDisabled }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.backDisabled
    }
  }
  public var present: Located<Presentation>? {
    get { storage.fields.present }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.present
    }
  }
  /// How the step is shown: `present` as written, else `push`, or `root` for
  /// a tab container (which replaces what is shown unless its spec says otherwise).
  public var presentation: Presentation { present?.value ?? (kind == .tabs ? .root : .push) }
  public var description: Located<String>? {
    get { storage.fields.description }
    _modify {
      let storage = uniqueStorage()
      yield &storage.fields.description
    }
  }
  /// `gate: true` on a `flow:` step: deep links whose target it guards pass it first.
  public var gate: Located<Bool>? {
    get { storage.fields.rare?.fields.gate }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.gate
    }
  }
  /// A tab container's tabs, in written order (empty for other steps).
  public var tabs: [Tab] {
    get { storage.fields.rare?.fields.tabs ?? [] }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.tabs
    }
  }
  /// `selected`: the tab a container shows first (nil: the first).
  public var selected: Located<String>? {
    get { storage.fields.rare?.fields.selected }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.selected
    }
  }
  /// `container`: how a container shows its tabs; nil when not written (tabs).
  public var container: Located<Container>? {
    get { storage.fields.rare?.fields.container }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.container
    }
  }
  /// How a container shows its tabs: `container` as written, else tabs.
  public var containerKind: Container { container?.value ?? .tabs }
  /// `factory`: the name of the screen's factory method, for a step that
  /// shows a screen other steps show too (`unlockPad` and `createPad` for
  /// `PinPad`); nil: named after the screen (`pinPad`).
  public var factory: Located<String>? {
    get { storage.fields.rare?.fields.factory }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.factory
    }
  }
  /// `again`: what reaching the step does while the history holds it (nil
  /// when not written: it returns to the one shown).
  public var again: Located<Again>? {
    get { storage.fields.rare?.fields.again }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.again
    }
  }

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
  public var from: Located<String>? {
    get { storage.fields.rare?.fields.from }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.from
    }
  }
  /// `with` on a `flow:` step: the constants given to the parameters of the
  /// flow it runs; nil when not written.
  public var with: [ParameterValue]? {
    get { storage.fields.rare?.fields.with }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.with
    }
  }
  /// Where `with` is written.
  public var withLocation: SourceLocation? {
    get { storage.fields.rare?.fields.withLocation }
    _modify {
      let rare = uniqueRare()
      yield &rare.fields.withLocation
    }
  }
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
