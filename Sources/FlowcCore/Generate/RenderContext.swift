/// What the templates of `Templates/swift` render: one value per spec file,
/// built from the checked model by `RenderContextBuilder`.
///
/// The context is data: what the flow is (its steps, the state each carries,
/// the actions each raises and where each leads, its links), with names and
/// type spellings ready to write. The Swift lives in the templates, which own
/// every declaration and function body; `SwiftLayout` wraps long lines after
/// rendering, so no field depends on where a template puts it. A value that is
/// absent (`null` in JSON) is false in a Mustache section and does not fall
/// back to a field of the same name further out.
///
/// The context is `Codable`: `flowc generate --context` prints it as JSON with
/// sorted keys, the reference for anyone writing their own templates. Lists
/// keep the order of the spec, so output follows the file a reviewer reads.
public struct RenderContext: Codable, Sendable, Equatable {
  /// The spec file's name, for the header comment (`Registration.flow.yaml`).
  public var specFile: String
  /// `"public "` or `"package "` when generating API for other modules, else
  /// `""`: put before declarations.
  public var access: String
  /// Whether declarations are visible outside their module (`public` or
  /// `package`), so memberwise initializers must be spelt out.
  public var isPublic: Bool
  /// Modules to import besides `FlowRuntime` and `Foundation`: those of the
  /// run's module-qualified external types (`MyKit.Session`) and of the
  /// config's `imports`, sorted.
  public var imports: [String]
  /// Which parts of the file to render (the config's `generate`).
  public var parts: PartSelection
  /// The types the spec declares under `types`, declared at the top level.
  public var types: [DeclaredType]
  public var flow: FlowContext
  /// The spec's `flow-types`, declared inside the flow's namespace enum by
  /// their own names (`Route`); other code spells them qualified
  /// (`SettingsFlow.Route`).
  public var flowTypes: [DeclaredType]
  /// Every module the file imports: `FlowRuntime`, `Foundation` and
  /// `imports`, in the order swift-format keeps imports (`CasePaths` first).
  public var modules: [String] = []
}

/// A doc comment, already split into lines, each to follow `///` (so each
/// non-empty line starts with a space).
public typealias DocLines = [String]

/// A struct or enum the spec declares.
public struct DeclaredType: Codable, Sendable, Equatable {
  public var name: String
  /// `Sendable`, then `Hashable` and `Codable` when every value in it is plain,
  /// and `CaseIterable` for a plain enum without payloads.
  public var conformances: [String]
  public var isStruct: Bool
  /// An enum that contains itself.
  public var isIndirect: Bool
  public var fields: [Field]
  public var cases: [EnumCase]

  public struct Field: Codable, Sendable, Equatable {
    /// The field's name after a dot (`self.public`).
    public var name: String
    /// The field's name where it is declared or referred to alone: a Swift
    /// keyword in backticks (`` `public` ``).
    public var identifier: String
    public var type: String
  }

  public struct EnumCase: Codable, Sendable, Equatable {
    /// The case's name after a dot (`.default`).
    public var name: String
    /// The case's name where it is declared: a keyword in backticks (`` `default` ``).
    public var identifier: String
    /// The payload's type; nil for a case without payload.
    public var payload: String?
  }
}

/// One flow and everything generated for it.
public struct FlowContext: Codable, Sendable, Equatable {
  /// The flow's name (`Registration`).
  public var name: String
  /// The enum every generated declaration of the flow lives in (`RegistrationFlow`).
  public var namespace: String
  public var doc: DocLines
  /// Swift types of the flow's input and output.
  public var input: String
  public var output: String
  public var hasInput: Bool
  public var hasOutput: Bool
  /// The flow's named endings: the cases of its `Ending` enum, which is then
  /// its `output`. Empty for a flow without `endings`.
  public var endings: [DeclaredType.EnumCase] = []
  public var hasEndings: Bool = false
  /// What `Ending` conforms to: `Sendable`, then `Hashable` and `Codable`
  /// when every payload is plain (as for declared types).
  public var endingConformances: [String] = []
  /// The flow can finish: its output is not `Never` (the state has a finished case).
  public var finishes: Bool
  /// What `State` conforms to besides `FlowStepState` and `Sendable`:
  /// `Hashable`, and `Codable` when every value it carries is plain, then the
  /// config's `state.conformances` not among them.
  public var stateConformances: [String] = []
  /// The config's `state.attributes`, each written on a line of its own
  /// before `enum State` (`@CasePathable`).
  public var stateAttributes: [String] = []
  /// The config's `action.attributes`, written before `enum Action`.
  public var actionAttributes: [String] = []
  /// What `Action` conforms to besides `Sendable`: `Hashable`, and `Codable`
  /// when every payload is plain; then the config's `action.conformances` not
  /// among them.
  public var actionConformances: [String] = []
  /// The namespaces of the flows this one runs, each once, in spec order: the
  /// flow's `Screens`, `Actions` and `Decisions` refine theirs.
  public var subflows: [String]
  /// The methods of the `Screens` protocol, one per distinct signature.
  public var screens: [ScreenRequirement]
  /// The methods of the `Actions` protocol, one per distinct signature.
  public var actions: [ActionRequirement]
  public var decisions: [DecisionContext]
  /// What the `Decisions` protocol refines: each decision's protocol
  /// (`AgeGateDecision`), then the sub-flows' `Decisions`.
  public var decisionRefinements: [String]
  /// The flow's steps and decisions, in spec order, in runs of at most
  /// `FlowContext.groupSize`. Each switch over every step or every action is
  /// written as a small switch that hands the rest to one function per group,
  /// so that no function body grows with the flow.
  public var groups: [StepGroup]
  /// More than one group: a switch over the steps of one group is not
  /// exhaustive and needs a `default`.
  public var isGrouped: Bool
  /// Some step raises an action: `Action` has cases besides `back`, `cancel`
  /// and `open`.
  public var hasEvents: Bool
  /// The state's case for a flow that finished / was cancelled (`finished`,
  /// or `flowFinished` when a step is called `finished`).
  public var finishedState: String
  public var cancelledState: String
  /// The state the flow starts in.
  public var start: StateValue
  /// The steps written `again: push` (`StepID.pushesAgain`), as written after
  /// a dot; nil when there are none.
  public var pushingAgain: [String]? = nil
  /// True when `pushingAgain` lists any step; nil otherwise.
  public var hasPushingAgain: Bool? = nil
  /// The steps returned to as the history holds them (`StepID.returnsAsShown`):
  /// the tab containers, as written after a dot; nil when there are none.
  public var returningAsShown: [String]? = nil
  /// True when `returningAsShown` lists any step; nil otherwise.
  public var hasReturningAsShown: Bool? = nil
  /// The flow's deep links, in spec order, in runs of at most
  /// `FlowContext.groupSize`: `Link` parses a URL and `entry(for:)` answers
  /// a link with one function per group.
  public var linkGroups: [LinkGroup]
  public var hasLinks: Bool
  /// Whether a link passes gates: the reducer then numbers the steps (`StepContext.order`).
  public var hasGatedLinks: Bool = false
  /// More than one group of links: the last group's `entry` needs a `default`.
  public var areLinksGrouped: Bool
  /// The flow's events from outside (`events:`), in spec order.
  public var outsideEvents: [OutsideEventContext] = []
  /// Whether the flow offers events (`EventRouting`): its own, or a sub-flow's
  /// below it; then it has an `Events` struct and its coordinator `events`.
  public var offersEvents: Bool = false
  /// The properties of `Events` that reach the sub-flows offering events, in step order.
  public var eventChildren: [EventChildContext] = []
  /// The flow has exactly one link: its pattern list is written on one line.
  public var hasOneLink: Bool = false
  /// The name of the `DeepLinkMatch` the link parsers read: one no link parameter has.
  public var linkMatch: String = "match"
  /// The step `start` names, as written after a dot: where a restored history begins.
  public var startStep: String = ""
  /// A router per screen step (`routers: true` in the config); nil, and left
  /// out of the JSON, when routers are not generated.
  public var routing: RoutingContext? = nil
  /// The flow's `parameters`, fields of its `Parameters` struct, in written order.
  public var parameters: [ParameterContext] = []
  /// Whether the flow declares parameters: its coordinator, its factories,
  /// actions and decisions take `parameters`.
  public var takesParameters = false
  /// Whether every parameter is optional, so `Parameters()` is a default.
  public var parametersHaveDefault = false
  /// What `Parameters` conforms to: `Codable` too when every parameter's type is.
  public var parametersConformances: [String] = []
  /// The actions that run on a screen (`from`); nil, and left out of the
  /// JSON, when the flow has none.
  public var actionScreens: ActionScreensContext? = nil
}

/// The actions of a flow that run on a screen (`from: form`): `StepID.runsOn`.
public struct ActionScreensContext: Codable, Sendable, Equatable {
  public var actions: [Action]

  public struct Action: Codable, Sendable, Equatable {
    /// The action's step id, as written after a dot.
    public var step: String
    /// The screen's step id, as written after a dot.
    public var screen: String
  }
}

/// An event from outside the flow: a case of `Action`, a coordinator method
/// that dispatches it, and the reducer's answer.
public struct OutsideEventContext: Codable, Sendable, Equatable {
  /// The event's name after a dot: the `Action` case (`.signedOut`).
  public var name: String
  /// The name where it is declared, as the case and the coordinator's
  /// method: a keyword in backticks (`` `repeat` ``).
  public var identifier: String
  public var doc: DocLines
  /// The payload's Swift type; nil for none.
  public var payload: String?
  /// The payload is a spec's `Error`: the coordinator's method takes any
  /// error and dispatches its `FlowFailure`.
  public var payloadIsFailure = false
  /// Whether the reducer binds the payload (as `payload`) for the target.
  public var bindsPayload: Bool
  /// Whether the event applies at every step; else at `steps` only.
  public var atEveryStep: Bool
  public var steps: [String]
  /// The one step `at` lists, if it lists one: a single comparison.
  public var oneStep: String? = nil
  /// The state the event leads to.
  public var target: StateValue
}

/// A property of a flow's `Events` struct: the events of a sub-flow it runs.
public struct EventChildContext: Codable, Sendable, Equatable {
  /// The property (`signIn`).
  public var property: String
  /// The sub-flow's namespace (`SignInFlow`).
  public var namespace: String
  /// The sub-flow's name (`SignIn`).
  public var flow: String
}

extension FlowContext {
  /// The most steps a group holds. swiftc takes time that grows faster than
  /// the number of cases to check a switch, and gives up on switches over
  /// about 500 payload cases; a group's switches stay small.
  public static let groupSize = 32

  /// The flow's steps and decisions, in spec order.
  public var steps: [StepContext] { groups.flatMap(\.steps) }

  /// The flow's deep links, in spec order.
  public var links: [LinkContext] { linkGroups.flatMap(\.links) }
}

/// A run of consecutive steps: the cases of each big switch that one function
/// answers (`stepTransition`, `backFromStep`, `currentStep`,
/// `screenPresentation`, `graphStep`, `enterStep`, `gateOrder`, each with the
/// group's `suffix`), handing every other value to the next group's function.
public struct StepGroup: Codable, Sendable, Equatable {
  /// The group's number, from 1.
  public var number: Int
  /// The next group's number; nil for the last group, whose functions answer
  /// what no group matched.
  public var next: Int?
  /// What the names of the group's functions end with: nothing for the
  /// first group, `From` and its first step for the others
  /// (`stepTransitionFromItem33`).
  public var suffix = ""
  /// The next group's `suffix`; nil for the last group.
  public var nextSuffix: String? = nil
  /// The ids of the group's first and last steps, for its doc comments;
  /// `lastStep` is nil when the group has one step.
  public var firstStep: String
  public var lastStep: String?
  public var steps: [StepContext]
}

/// A run of consecutive deep links, which `parse2` and `entry2` (say) answer,
/// handing every other URL or link to the next group's function.
public struct LinkGroup: Codable, Sendable, Equatable {
  /// The group's number, from 1.
  public var number: Int
  /// The next group's number; nil for the last group.
  public var next: Int?
  /// What the names of the group's functions end with (`parseLink`,
  /// `linkEntry`, `linkWay`): nothing for the first group, `From` and its
  /// first link for the others (`parseLinkFromItem33`).
  public var suffix = ""
  /// The next group's `suffix`; nil for the last group.
  public var nextSuffix: String? = nil
  /// The `Link` cases of the group's first and last links, for doc comments;
  /// `lastLink` is nil when the group has one link.
  public var firstLink: String
  public var lastLink: String?
  public var links: [LinkContext]
}

/// A method of the `Screens` protocol: the factory of a screen.
public struct ScreenRequirement: Codable, Sendable, Hashable {
  public var doc: DocLines
  /// The method's name (`registerForm`), in backticks if it is a keyword.
  public var method: String
  /// The screen's input type; nil for a screen without input.
  public var input: String?
  /// The type the screen's exit completes with (`Void`, `Never`, ...).
  public var output: String
  /// The screen can start an action that reports its failure inline
  /// (`failure: inline`): the factory also takes an `ActionFeedback`.
  public var hasFeedback: Bool
  /// The associated type the factory returns (`RegisterFormScreen`), `AnyObject`
  /// unless the app's factory says otherwise: one name per signature of the
  /// screen in the run (`ScreenTypes`).
  public var screenType: String
  /// Whether an earlier factory of the protocol returns `screenType` too
  /// (steps of one screen with factories of their own): it is declared once.
  public var sharesScreenType: Bool? = nil
}

/// A method of the `Actions` protocol.
public struct ActionRequirement: Codable, Sendable, Hashable {
  public var doc: DocLines
  public var method: String
  /// The action's input type; nil for an action without input.
  public var input: String?
  /// The result type; nil for an action that returns nothing.
  public var output: String?
  /// The method `throws` (no `throws: false`).
  public var isThrowing: Bool
  /// The method is `async` (no `async: false`).
  public var isAsync: Bool
  /// The type it throws (`throws(AppError)`); nil for `any Error`.
  public var errorType: String? = nil
}

/// A decision: its outcome enum and the protocol the app implements for it.
public struct DecisionContext: Codable, Sendable, Equatable {
  public var doc: DocLines
  /// The decision's id, which is also its method's name (`ageGate`).
  public var id: String
  /// The method's name where it is declared: a keyword in backticks.
  public var identifier: String
  /// `AgeGate`: `AgeGateDecision` is its protocol, `AgeGateOutcome` its answers.
  public var typeName: String
  public var input: String?
  /// The answers, as written after a dot.
  public var cases: [String]
  /// The answers where the outcome enum declares them: keywords in backticks.
  public var caseIdentifiers: [String]
  /// The cases with their payloads, when `cases` maps each to its own
  /// payload type; empty for listed cases, which pass the input on.
  public var outcomes: [DeclaredType.EnumCase] = []
  /// Whether the cases carry payloads of their own (`outcomes`).
  public var hasPayloads: Bool = false
  /// What the outcome enum with payloads conforms to: `Sendable`, then
  /// `Hashable` when every payload is plain.
  public var outcomeConformances: [String] = []
}

/// A step or decision of the flow: the state case it has, how the coordinator
/// runs it, and the actions it raises.
public struct StepContext: Codable, Sendable, Equatable {
  public var doc: DocLines
  /// The step's id: its `StepID` and `State` case, as written after a dot.
  public var id: String
  /// The id where it is declared (the cases, the `Steps` method): a Swift
  /// keyword in backticks (`` `default` ``).
  public var identifier: String
  public var isScreen: Bool
  public var isAction: Bool
  public var isDecision: Bool
  /// A decision written without `cases`: the coordinator routes its input
  /// by the input's cases, with no app code. Nil otherwise.
  public var routesInput: Bool? = nil
  public var isSubflow: Bool
  /// For a `flow:` step that links open into: the links, each with the
  /// sub-flow's link it opens the sub-flow at.
  public var childLinks: [LinkContext] = []
  public var hasChildLinks = false
  /// The step's place in the flow's dominator tree from `start`, for deep
  /// links that pass gates; nil where `start` does not lead.
  public var order: Int? = nil
  /// The step's input type; nil when it takes none.
  public var input: String?
  /// Screens: the input is a spec's `Error`, which the state holds as a
  /// `FlowFailure` and the screen receives as the error that failed
  /// (`input` is `any Error`).
  public var inputIsFailure = false
  /// The step's output type, as Swift spells it (`Void` and `Never` too).
  public var output: String
  /// The output, when it is a value (not `Void` nor `Never`).
  public var outputValue: String?
  /// Whether the step can complete (its output is not `Never`).
  public var completes: Bool
  /// Screens: `push`, `modal` or `root`.
  public var presentation: String?
  /// Screens and actions: the `Screens` or `Actions` method that makes or performs it.
  public var method: String?
  /// Actions: the call's `Void` result is dropped and the method's name has
  /// several signatures, so the call says `as Void`.
  public var callsAsVoid: Bool
  /// Sub-flows: the child flow's namespace (`LoginFlow`).
  public var subflow: String?
  /// Sub-flows: how the child's first screen is shown when the spec says (`modal`).
  public var subflowPresentation: String?
  /// Sub-flows: the constants the step gives the child's parameters, as
  /// Swift (`TimelineFlow.Parameters(kind: .home)`); nil for a child without parameters.
  public var childParameters: String? = nil
  /// The action the step raises when it completes (`formCompleted`,
  /// `signUpSucceeded`, `loginFinished`, `ageGateDecided`); nil if it never does.
  public var completion: String?
  /// Actions: the action raised when it throws (`signUpFailed`); nil for
  /// one that cannot fail (`throws: false`).
  public var failure: String?
  /// Actions: the method throws (no `throws: false`).
  public var isThrowing: Bool
  /// Actions: the method is `async` (no `async: false`); a synchronous one
  /// runs at once, as a decision does.
  public var isAsync: Bool
  /// Actions: the type the method throws (`throws(AppError)`), which the
  /// failure carries; nil for `any Error` and for one that cannot fail.
  public var errorType: String? = nil
  /// Actions: a failure is reported to the screen shown before the action
  /// (`failure: inline`), which stays, rather than moving to a step.
  public var failsInline: Bool
  /// Screens: the screen can start an action with `failure: inline`, so its
  /// factory gets the screen's `ActionFeedback`.
  public var hasFeedback: Bool
  /// Sub-flows: the action raised when the child is cancelled (`loginCancelled`).
  public var cancellation: String?
  /// The coordinator's function for the step: `showForm`, `performSignUp`,
  /// `decideAgeGate` or `runLogin`.
  public var function: String
  /// The step's state binding only its input: what the coordinator shows.
  public var inputPattern: StatePattern
  /// The values the step's state carries: its input first, then the outputs
  /// of earlier steps that a later step gathers.
  public var state: [Field]
  /// The actions the step raises, each with the reducer's answer to it.
  public var events: [EventContext]
  /// Tab containers: the tab enum and each tab's flow; nil for other steps.
  public var tabContainer: TabContainerContext? = nil
  /// The reducer's `back` in this step's state.
  public var back: Reaction
  /// The pattern `back` matches this step's state with.
  public var backPattern: StatePattern
  /// The steps the step's transitions lead to (`next`, `on`, `failure`, a
  /// written `back`), each once, as written after a dot: what a restored
  /// history is checked against.
  public var leadsTo: [String] = []
  /// Whether the flow can show the step after any screen: a deep link or an
  /// event opens it (or a gate, or a screen a link rebuilds), or such a step
  /// leads to it with no screen between.
  public var opensAnywhere = false

  public struct Field: Codable, Sendable, Equatable {
    /// The label of the state case's value, as declared (a keyword in backticks).
    public var name: String
    public var type: String
  }
}

/// A tab container step (`tabs`): its tab enum, the action a selection
/// raises, and the flow each tab runs.
public struct TabContainerContext: Codable, Sendable, Equatable {
  /// The tab enum in the flow's namespace: `MainTab` for the step `main`.
  public var type: String
  /// The action a selected tab raises: `mainSelected`.
  public var selectAction: String
  public var tabs: [Tab]
  /// How the container shows its tabs when not a tab bar: `pages` or
  /// `split` (`FlowRuntime.ContainerKind`); nil for tabs.
  public var kind: String? = nil

  public struct Tab: Codable, Sendable, Equatable {
    /// The tab's case as written after a dot (`feed`).
    public var name: String
    /// The case where the enum declares it: a Swift keyword in backticks.
    public var identifier: String
    /// The tab's id in the spec, its raw value.
    public var rawValue: String
    /// The title the tab bar shows by default: the id, capitalised (`Feed`).
    public var title: String
    /// The tab's position in the tab bar, from 0.
    public var index: Int
    /// The namespace of the flow the tab runs (`FeedFlow`).
    public var subflow: String
    /// Whether the tab's flow takes the container's input.
    public var takesInput: Bool
    /// The action raised when the tab's flow finishes (`mainFeedFinished`);
    /// nil for a flow that never finishes.
    public var finished: String?
    /// The output the flow finishes with, when it is a value.
    public var outputValue: String?
    /// The action raised when the tab's flow is cancelled (`mainFeedCancelled`).
    public var cancelled: String
    /// The coordinator's property that reaches the tab's flow (`mainFeedCoordinator`).
    public var accessor: String
    /// The links that open a step of the tab's flow (`main.feed.post`), each
    /// with the flow's own link it opens there.
    public var childLinks: [LinkContext] = []
    public var hasChildLinks = false
    /// The function that gives the tab flow's link for one of this flow's (`mainFeedLink`).
    public var linkFunction: String = ""
    /// The constants the tab gives its flow's parameters, as Swift
    /// (`TimelineFlow.Parameters(kind: .home)`); nil for a flow without parameters.
    public var childParameters: String? = nil
  }
}

/// One parameter of a flow: a field of its `Parameters` struct.
public struct ParameterContext: Codable, Sendable, Equatable {
  /// The field as written after a dot.
  public var name: String
  /// The field where it is declared, and the initializer's argument: a keyword in backticks.
  public var identifier: String
  public var type: String
  /// `nil` for an optional parameter, which may be left out; nil otherwise.
  public var defaultValue: String?
}

/// A case of the flow's `Action` that a step raises, and the reducer's answer.
public struct EventContext: Codable, Sendable, Equatable {
  /// The case's name: `formCompleted`, `signUpSucceeded`, `signUpFailed`,
  /// `loginFinished`, `loginCancelled`, `ageGateDecided`.
  public var name: String
  public var doc: String
  /// The case's payload type; nil for none.
  public var payload: String?
  /// The name the reducer binds the payload to, when it uses it.
  public var binding: String?
  /// The state the action applies in: the raising step's, binding what the answer uses.
  public var pattern: StatePattern
  public var reaction: Reaction
}

/// `.signUp(let input, _)`: a state case with some of its values bound.
public struct StatePattern: Codable, Sendable, Equatable {
  public var name: String
  /// One entry per value of the case: the local bound, or nil for `_`. Empty
  /// when nothing is bound (the pattern is then the bare case).
  public var bindings: [Binding]
  public var hasBindings: Bool

  public struct Binding: Codable, Sendable, Equatable {
    /// The local, as `let` binds it (a keyword in backticks).
    public var name: String?
  }
}

/// What the reducer does: move to a state, switch over an enum value to pick
/// one, go back through the history, or nothing: `nil`.
public struct Reaction: Codable, Sendable, Equatable {
  public var move: StateValue?
  public var routes: Routes?
  /// Back to the screen shown before (`state.goingBack()`).
  public var goesBack: Bool
  /// Back to the screen shown before the failed action, as it was
  /// (`state.returningToScreen()`): a failure reported inline.
  public var returnsToScreen: Bool
  /// None of the above: the action does not apply (`nil`).
  public var ignores: Bool
  /// Back to this step as the history holds it, with the input it had
  /// (`state.goingBack(to: .step)`): a `back` written to a screen that takes input.
  public var returnsTo: String? = nil
  /// Staying at the step with its state changed in place (`state.selecting(...)`):
  /// a tab container's selected tab.
  public var selects: StateValue? = nil
  /// A transition written to `back`: the expression of the state going back
  /// gives, from the step (`Self.back(state)`), or from the screen shown
  /// before an action or decision.
  public var returnsValue: String? = nil

  static func returning(_ expression: String) -> Reaction {
    Reaction(
      move: nil, routes: nil, goesBack: false, returnsToScreen: false, ignores: false,
      returnsValue: expression)
  }

  static func selecting(_ state: StateValue) -> Reaction {
    Reaction(
      move: nil, routes: nil, goesBack: false, returnsToScreen: false, ignores: false,
      selects: state)
  }

  static func returning(to step: String) -> Reaction {
    Reaction(
      move: nil, routes: nil, goesBack: false, returnsToScreen: false, ignores: false,
      returnsTo: step)
  }

  static func moving(to state: StateValue) -> Reaction {
    Reaction(move: state, routes: nil, goesBack: false, returnsToScreen: false, ignores: false)
  }

  static func switching(_ routes: Routes) -> Reaction {
    Reaction(move: nil, routes: routes, goesBack: false, returnsToScreen: false, ignores: false)
  }

  static let goingBack = Reaction(
    move: nil, routes: nil, goesBack: true, returnsToScreen: false, ignores: false)
  static let returningToScreen = Reaction(
    move: nil, routes: nil, goesBack: false, returnsToScreen: true, ignores: false)
  static let none = Reaction(
    move: nil, routes: nil, goesBack: false, returnsToScreen: false, ignores: true)
}

/// A `switch` over an enum value (an output routed with `on`, or a decision's
/// outcome), each case leading to a state.
public struct Routes: Codable, Sendable, Equatable {
  /// The value switched over: `output` or `outcome`.
  public var subject: String
  public var cases: [Route]

  public struct Route: Codable, Sendable, Equatable {
    public var name: String
    /// Whether the case's payload is bound as `payload`.
    public var bindsPayload: Bool
    /// The state the case moves to; nil for a case that goes back.
    public var target: StateValue?
    /// For a case answered by an expression rather than a state (going `back`,
    /// a failure reported `inline`): that expression (see `Reaction.returnsValue`).
    public var returnsValue: String? = nil
  }
}

/// A value of the flow's `State`: `.signUp(input: output, personal: personal)`.
public struct StateValue: Codable, Sendable, Equatable {
  public var name: String
  public var arguments: [Argument]
  public var hasArguments: Bool
  /// True for a step written `again: push`: the reducer moves there with
  /// `state.pushing(to:)`, which shows it anew on top; nil otherwise.
  public var pushesAgain: Bool? = nil

  public struct Argument: Codable, Sendable, Equatable {
    /// The case's label, as an argument's label; nil for `finished`'s unlabelled output.
    public var label: String?
    /// A local or parameter in scope (`output`, `input`, `payload`, `personal`),
    /// a keyword in backticks.
    public var value: String?
    /// The struct a `gather` builds, when the value is one.
    public var gathered: Gathered?
    /// The ending a `finish.name` ends the flow in: `.loggedIn(output)`.
    public var ending: Ending? = nil
  }

  /// `.loggedIn(output)` or `.skipped`: a value of the flow's `Ending` enum.
  public struct Ending: Codable, Sendable, Equatable {
    public var name: String
    /// The payload in scope; nil for an ending without one.
    public var value: String?
  }

  /// `Profile(name: output, image: payload)`.
  public struct Gathered: Codable, Sendable, Equatable {
    public var type: String
    public var fields: [Field]

    public struct Field: Codable, Sendable, Equatable {
      public var label: String
      public var value: String
    }
  }
}

/// A deep link: its case of the flow's `Link` enum, how a URL becomes it, and
/// the state it opens.
/// The link of a sub-flow that a parent's link (`settings.account`) opens the
/// sub-flow with: `SettingsFlow.Link.account(id: id)`.
public struct ChildLinkContext: Codable, Sendable, Equatable {
  /// The sub-flow's namespace: `SettingsFlow`.
  public var namespace: String
  /// Its `Link` case, as written after a dot.
  public var name: String
  /// The parent link's parameters, passed on by name.
  public var arguments: [Argument]
  public var hasArguments: Bool

  public struct Argument: Codable, Sendable, Equatable {
    /// The child case's label.
    public var label: String
    /// The parent's local bound to the parameter.
    public var value: String
  }
}

/// A gate a deep link passes before it opens (see `LinkWays`).
public struct LinkGateContext: Codable, Sendable, Equatable {
  /// The gate's state, entered.
  public var entry: StateValue
  /// The step where the waiting link goes on (as written after a dot); nil: only at its own.
  public var resume: String?
  /// The order numbers (`StepContext.order`) of the steps past the resume step.
  public var passed: OrderRange?
  /// The order numbers of the steps on the gate's ways.
  public var guarded: OrderRange
}

/// A closed range of step order numbers.
public struct OrderRange: Codable, Sendable, Equatable {
  public var first: Int
  public var last: Int
}

public struct LinkContext: Codable, Sendable, Equatable {
  /// The pattern as written: `myapp://items/{id:Int}`.
  public var pattern: String
  /// The pattern as the contents of a Swift string literal (escaped).
  public var literal: String
  /// The `Link` case: the target's id, numbered when several links open it,
  /// as written after a dot.
  public var name: String
  /// The `Link` case where it is declared: a keyword in backticks.
  public var identifier: String
  public var parameters: [Parameter]
  public var hasParameters: Bool
  /// The local the parser binds the pattern's match to (one no parameter has).
  public var match: String
  /// The state the link opens.
  public var entry: StateValue
  /// What is under the linked screen: `push`, `replace` or `rebuild`.
  public var backStack: String = "push"
  /// For `rebuild`: the screens under it, oldest first.
  public var rebuilt: [StateValue] = []
  /// Whether the back stack is `rebuild`.
  public var rebuilds = false
  /// For a link into a sub-flow: the sub-flow's link it opens there.
  public var child: ChildLinkContext? = nil
  /// Whether the state the link opens takes its parameters (not a link into a sub-flow's).
  public var entryTakesParameters = false
  /// The gates the link passes first, in order; none when it opens at once.
  public var gates: [LinkGateContext] = []
  public var isGated = false
  /// The link's place among the flow's links, from 0: its pattern's index in
  /// the generated `linkPatterns`.
  public var patternIndex = 0

  public struct Parameter: Codable, Sendable, Equatable {
    /// The parameter's name as the pattern writes it.
    public var name: String
    /// The name as a declared label and a local: a keyword in backticks.
    public var identifier: String
    /// The name as the label of an argument.
    public var label: String
    public var type: String
    /// The `DeepLinkMatch` method that reads it: `int`, `string`, `uuid`.
    public var reader: String
  }
}
