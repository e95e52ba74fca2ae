/// What the templates of `Templates/swift` render: one value per spec file,
/// built from the checked model by `RenderContextBuilder`.
///
/// Everything a template needs is here, already spelt as Swift (type names,
/// parameter lists, statements), so templates only lay code out. The context
/// is `Codable`: `flowc generate --context` prints it as JSON with sorted keys,
/// which is the reference for anyone writing their own templates. Lists keep
/// the order of the spec, so output follows the file a reviewer reads.
public struct RenderContext: Codable, Sendable, Equatable {
  /// The spec file's name, for the header comment (`Registration.flow.yaml`).
  public var specFile: String
  /// `"public "` when generating public API, else `""`: put before declarations.
  public var access: String
  /// Whether declarations are public (`access` is `"public "`).
  public var isPublic: Bool
  /// Modules to import besides `FlowRuntime` and `Foundation`: those of the
  /// run's module-qualified external types (`MyKit.Session`), sorted.
  public var imports: [String]
  /// The types the spec declares.
  public var types: [DeclaredType]
  public var flow: FlowContext
}

/// A doc comment, already split into lines, each to follow `///` (so each
/// non-empty line starts with a space).
public typealias DocLines = [String]

/// A struct or enum the spec declares.
public struct DeclaredType: Codable, Sendable, Equatable {
  public var name: String
  /// `Sendable, Hashable, Codable`: what the type can conform to.
  public var conformances: String
  public var isStruct: Bool
  /// `"indirect "` for an enum that contains itself, else `""`.
  public var indirect: String
  public var fields: [Field]
  /// `email: String, password: String`, for a public memberwise initializer.
  public var initParameters: String
  public var cases: [EnumCase]

  public struct Field: Codable, Sendable, Equatable {
    public var name: String
    public var type: String
  }

  public struct EnumCase: Codable, Sendable, Equatable {
    public var name: String
    /// `(Image)`, or `""` for a case without payload.
    public var payload: String
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
  public var screens: [Requirement]
  public var actions: [Requirement]
  public var decisions: [DecisionContext]
  /// `: LoginFlow.Screens, RegistrationFlow.Screens`: the protocols of the
  /// flows this one runs, which its own protocols refine (empty: none). The
  /// decisions' also lists the flow's own decision protocols.
  public var inheritedScreens: String
  public var inheritedActions: String
  public var inheritedDecisions: String
  /// Step and decision ids, in spec order.
  public var stepIDs: [StepIDCase]
  public var states: [StateCase]
  /// The state's name for a flow that finished / was cancelled.
  public var finishedState: String
  public var cancelledState: String
  public var actionCases: [ActionCase]
  /// The expression of the state a flow starts in (`.form`).
  public var startState: String
  /// The reducer: one case per action.
  public var reducerCases: [CodeCase]
  /// The reducer's `back`: one case per state.
  public var backCases: [CodeCase]
  /// The coordinator: how each state is shown, by calling its step's function.
  public var renderCases: [CodeCase]
  /// The coordinator's function for each step: show its screen, perform its
  /// action, ask its decision or run its sub-flow.
  public var stepFunctions: [CodeFunction]
  public var links: [LinkContext]
  public var hasLinks: Bool
  public var steps: [StepFactory]
}

/// A method of the `Screens` or `Actions` protocol.
public struct Requirement: Codable, Sendable, Equatable {
  public var doc: DocLines
  /// The whole signature: `func registerForm(_ exit: ScreenExit<Credentials>) -> AnyObject`.
  public var signature: String
}

/// A decision: its outcome enum and the protocol the app implements for it.
public struct DecisionContext: Codable, Sendable, Equatable {
  public var doc: DocLines
  /// `AgeGateDecision`
  public var protocolName: String
  /// `AgeGateOutcome`
  public var outcome: String
  public var cases: [String]
  /// `func ageGate(_ input: User) -> AgeGateOutcome`
  public var signature: String
}

public struct StepIDCase: Codable, Sendable, Equatable {
  public var name: String
  /// `.push`, `.modal` or `.root` for screens; `nil` for other steps.
  public var presentation: String?
}

/// A case of the flow's `State`.
public struct StateCase: Codable, Sendable, Equatable {
  public var doc: DocLines
  public var name: String
  /// `(input: Credentials, personal: PersonalInformation)`, or `""`.
  public var parameters: String
  /// The step id, for `stepID`; nil for the end states.
  public var stepID: String?
}

/// A case of the flow's `Action`.
public struct ActionCase: Codable, Sendable, Equatable {
  public var doc: DocLines
  /// `formCompleted(Credentials)`
  public var declaration: String
}

/// One `case` of a generated `switch`: its pattern and its statements.
public struct CodeCase: Codable, Sendable, Equatable {
  /// `.formCompleted(let output)`
  public var pattern: String
  public var lines: [String]
}

/// A private function of the coordinator.
public struct CodeFunction: Codable, Sendable, Equatable {
  /// `private func showForm()`, possibly over several lines.
  public var signature: String
  public var lines: [String]
}

/// A deep link: its case of the flow's `Link` enum and how a URL becomes it.
public struct LinkContext: Codable, Sendable, Equatable {
  /// The pattern as written: `myapp://items/{id:Int}`.
  public var pattern: String
  /// `itemDetail(id: Int)`
  public var declaration: String
  /// Statements that return the link if the URL matches (`parameters` is the match).
  public var parse: [String]
  /// `.itemDetail(let id)`
  public var casePattern: String
  /// The state the link opens: `.itemDetail(input: id)`.
  public var state: String
}

/// A `StepT` factory for one screen or action.
public struct StepFactory: Codable, Sendable, Equatable {
  public var doc: DocLines
  /// `func form() -> StepT<Void, Credentials>`
  public var signature: String
  public var lines: [String]
}
