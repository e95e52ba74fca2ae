// The fields of the render context, for templates: every field name, and
// where each context type holds its fields, by name. Derived
// from the types' `Codable` keys by `TemplateFieldTests`, which fails when
// the types change; write it again with
// `FLOWC_RECORD=1 swift test --filter TemplateField`.

/// A field name of the render context: a tag's name, resolved when the
/// templates are compiled, so that rendering looks it up by number.
enum TemplateName: String, CaseIterable, Sendable {
  case access
  case accessor
  case actionAttributes
  case actionConformances
  case actionScreens
  case actions
  case areLinksGrouped
  case arguments
  case atEveryStep
  case back
  case backPattern
  case backStack
  case binding
  case bindings
  case bindsPayload
  case callsAsVoid
  case cancellation
  case cancelled
  case cancelledState
  case caseIdentifiers
  case caseName
  case cases
  case child
  case childLinks
  case childParameters
  case completes
  case completion
  case conformances
  case coordinator
  case decisionRefinements
  case decisions
  case defaultValue
  case doc
  case ending
  case endingConformances
  case endings
  case entry
  case entryTakesParameters
  case errorType
  case eventChildren
  case events
  case failsInline
  case failure
  case fields
  case finished
  case finishedState
  case finishes
  case first
  case firstLink
  case firstStep
  case flow
  case flowTypes
  case function
  case gates
  case gathered
  case goesBack
  case groups
  case guarded
  case hasArguments
  case hasBindings
  case hasChildLinks
  case hasEndings
  case hasEvents
  case hasFeedback
  case hasGatedLinks
  case hasInput
  case hasLinks
  case hasOneLink
  case hasOutput
  case hasParameters
  case hasPayloads
  case hasPushingAgain
  case hasReturningAsShown
  case id
  case identifier
  case ignores
  case imports
  case index
  case input
  case inputIsFailure
  case inputPattern
  case isAction
  case isAsync
  case isBack
  case isDecision
  case isGated
  case isGrouped
  case isIndirect
  case isPublic
  case isScreen
  case isStruct
  case isSubflow
  case isThrowing
  case kind
  case label
  case last
  case lastLink
  case lastStep
  case leadsTo
  case linkFunction
  case linkGroups
  case linkMatch
  case links
  case literal
  case match
  case method
  case modules
  case move
  case name
  case namespace
  case next
  case nextSuffix
  case number
  case offersEvents
  case oneStep
  case opensAnywhere
  case order
  case outcomeConformances
  case outcomes
  case output
  case outputValue
  case outsideEvents
  case parameter
  case parameters
  case parametersConformances
  case parametersHaveDefault
  case parts
  case passed
  case pattern
  case patternIndex
  case payload
  case payloadIsFailure
  case presentation
  case property
  case protocolName
  case pushesAgain
  case pushingAgain
  case rawValue
  case reaction
  case reader
  case rebuilds
  case rebuilt
  case resume
  case returningAsShown
  case returnsTo
  case returnsToScreen
  case returnsValue
  case routers
  case routes
  case routesInput
  case routing
  case screen
  case screenType
  case screens
  case selectAction
  case selects
  case sharesScreenType
  case specFile
  case start
  case startStep
  case state
  case stateAttributes
  case stateConformances
  case step
  case steps
  case subflow
  case subflowPresentation
  case subflows
  case subject
  case suffix
  case tabContainer
  case tabs
  case takesInput
  case takesParameters
  case target
  case title
  case type
  case typeName
  case types
  case value
  case ways
}

extension RenderContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .specFile: .of(value, \.specFile)
    case .access: .of(value, \.access)
    case .isPublic: .of(value, \.isPublic)
    case .imports: .of(value, \.imports)
    case .parts: .of(value, \.parts)
    case .types: .of(value, \.types)
    case .flow: .of(value, \.flow)
    case .flowTypes: .of(value, \.flowTypes)
    case .modules: .of(value, \.modules)
    default: nil
    }
  }
}

extension PartSelection: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .types: .of(value, \.types)
    case .namespace: .of(value, \.namespace)
    case .state: .of(value, \.state)
    case .coordinator: .of(value, \.coordinator)
    case .steps: .of(value, \.steps)
    case .links: .of(value, \.links)
    default: nil
    }
  }
}

extension DeclaredType: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .conformances: .of(value, \.conformances)
    case .isStruct: .of(value, \.isStruct)
    case .isIndirect: .of(value, \.isIndirect)
    case .fields: .of(value, \.fields)
    case .cases: .of(value, \.cases)
    default: nil
    }
  }
}

extension DeclaredType.Field: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .identifier: .of(value, \.identifier)
    case .type: .of(value, \.type)
    default: nil
    }
  }
}

extension DeclaredType.EnumCase: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .identifier: .of(value, \.identifier)
    case .payload: .of(value, \.payload)
    default: nil
    }
  }
}

extension FlowContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .namespace: .of(value, \.namespace)
    case .doc: .of(value, \.doc)
    case .input: .of(value, \.input)
    case .output: .of(value, \.output)
    case .hasInput: .of(value, \.hasInput)
    case .hasOutput: .of(value, \.hasOutput)
    case .endings: .of(value, \.endings)
    case .hasEndings: .of(value, \.hasEndings)
    case .endingConformances: .of(value, \.endingConformances)
    case .finishes: .of(value, \.finishes)
    case .stateConformances: .of(value, \.stateConformances)
    case .stateAttributes: .of(value, \.stateAttributes)
    case .actionAttributes: .of(value, \.actionAttributes)
    case .actionConformances: .of(value, \.actionConformances)
    case .subflows: .of(value, \.subflows)
    case .screens: .of(value, \.screens)
    case .actions: .of(value, \.actions)
    case .decisions: .of(value, \.decisions)
    case .decisionRefinements: .of(value, \.decisionRefinements)
    case .groups: .of(value, \.groups)
    case .isGrouped: .of(value, \.isGrouped)
    case .hasEvents: .of(value, \.hasEvents)
    case .finishedState: .of(value, \.finishedState)
    case .cancelledState: .of(value, \.cancelledState)
    case .start: .of(value, \.start)
    case .pushingAgain: .of(value, \.pushingAgain)
    case .hasPushingAgain: .of(value, \.hasPushingAgain)
    case .returningAsShown: .of(value, \.returningAsShown)
    case .hasReturningAsShown: .of(value, \.hasReturningAsShown)
    case .linkGroups: .of(value, \.linkGroups)
    case .hasLinks: .of(value, \.hasLinks)
    case .hasGatedLinks: .of(value, \.hasGatedLinks)
    case .areLinksGrouped: .of(value, \.areLinksGrouped)
    case .outsideEvents: .of(value, \.outsideEvents)
    case .offersEvents: .of(value, \.offersEvents)
    case .eventChildren: .of(value, \.eventChildren)
    case .hasOneLink: .of(value, \.hasOneLink)
    case .linkMatch: .of(value, \.linkMatch)
    case .startStep: .of(value, \.startStep)
    case .routing: .of(value, \.routing)
    case .parameters: .of(value, \.parameters)
    case .takesParameters: .of(value, \.takesParameters)
    case .parametersHaveDefault: .of(value, \.parametersHaveDefault)
    case .parametersConformances: .of(value, \.parametersConformances)
    case .actionScreens: .of(value, \.actionScreens)
    default: nil
    }
  }
}

extension ScreenRequirement: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .doc: .of(value, \.doc)
    case .method: .of(value, \.method)
    case .input: .of(value, \.input)
    case .output: .of(value, \.output)
    case .hasFeedback: .of(value, \.hasFeedback)
    case .screenType: .of(value, \.screenType)
    case .sharesScreenType: .of(value, \.sharesScreenType)
    default: nil
    }
  }
}

extension ActionRequirement: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .doc: .of(value, \.doc)
    case .method: .of(value, \.method)
    case .input: .of(value, \.input)
    case .output: .of(value, \.output)
    case .isThrowing: .of(value, \.isThrowing)
    case .isAsync: .of(value, \.isAsync)
    case .errorType: .of(value, \.errorType)
    default: nil
    }
  }
}

extension DecisionContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .doc: .of(value, \.doc)
    case .id: .of(value, \.id)
    case .identifier: .of(value, \.identifier)
    case .typeName: .of(value, \.typeName)
    case .input: .of(value, \.input)
    case .cases: .of(value, \.cases)
    case .caseIdentifiers: .of(value, \.caseIdentifiers)
    case .outcomes: .of(value, \.outcomes)
    case .hasPayloads: .of(value, \.hasPayloads)
    case .outcomeConformances: .of(value, \.outcomeConformances)
    default: nil
    }
  }
}

extension StepGroup: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .number: .of(value, \.number)
    case .next: .of(value, \.next)
    case .suffix: .of(value, \.suffix)
    case .nextSuffix: .of(value, \.nextSuffix)
    case .firstStep: .of(value, \.firstStep)
    case .lastStep: .of(value, \.lastStep)
    case .steps: .of(value, \.steps)
    default: nil
    }
  }
}

extension StepContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .doc: .of(value, \.doc)
    case .id: .of(value, \.id)
    case .identifier: .of(value, \.identifier)
    case .isScreen: .of(value, \.isScreen)
    case .isAction: .of(value, \.isAction)
    case .isDecision: .of(value, \.isDecision)
    case .routesInput: .of(value, \.routesInput)
    case .isSubflow: .of(value, \.isSubflow)
    case .childLinks: .of(value, \.childLinks)
    case .hasChildLinks: .of(value, \.hasChildLinks)
    case .order: .of(value, \.order)
    case .input: .of(value, \.input)
    case .inputIsFailure: .of(value, \.inputIsFailure)
    case .output: .of(value, \.output)
    case .outputValue: .of(value, \.outputValue)
    case .completes: .of(value, \.completes)
    case .presentation: .of(value, \.presentation)
    case .method: .of(value, \.method)
    case .callsAsVoid: .of(value, \.callsAsVoid)
    case .subflow: .of(value, \.subflow)
    case .subflowPresentation: .of(value, \.subflowPresentation)
    case .childParameters: .of(value, \.childParameters)
    case .completion: .of(value, \.completion)
    case .failure: .of(value, \.failure)
    case .isThrowing: .of(value, \.isThrowing)
    case .isAsync: .of(value, \.isAsync)
    case .errorType: .of(value, \.errorType)
    case .failsInline: .of(value, \.failsInline)
    case .hasFeedback: .of(value, \.hasFeedback)
    case .cancellation: .of(value, \.cancellation)
    case .function: .of(value, \.function)
    case .inputPattern: .of(value, \.inputPattern)
    case .state: .of(value, \.state)
    case .events: .of(value, \.events)
    case .tabContainer: .of(value, \.tabContainer)
    case .back: .of(value, \.back)
    case .backPattern: .of(value, \.backPattern)
    case .leadsTo: .of(value, \.leadsTo)
    case .opensAnywhere: .of(value, \.opensAnywhere)
    default: nil
    }
  }
}

extension LinkContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .pattern: .of(value, \.pattern)
    case .literal: .of(value, \.literal)
    case .name: .of(value, \.name)
    case .identifier: .of(value, \.identifier)
    case .parameters: .of(value, \.parameters)
    case .hasParameters: .of(value, \.hasParameters)
    case .match: .of(value, \.match)
    case .entry: .of(value, \.entry)
    case .backStack: .of(value, \.backStack)
    case .rebuilt: .of(value, \.rebuilt)
    case .rebuilds: .of(value, \.rebuilds)
    case .child: .of(value, \.child)
    case .entryTakesParameters: .of(value, \.entryTakesParameters)
    case .gates: .of(value, \.gates)
    case .isGated: .of(value, \.isGated)
    case .patternIndex: .of(value, \.patternIndex)
    default: nil
    }
  }
}

extension LinkContext.Parameter: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .identifier: .of(value, \.identifier)
    case .label: .of(value, \.label)
    case .type: .of(value, \.type)
    case .reader: .of(value, \.reader)
    default: nil
    }
  }
}

extension StateValue: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .arguments: .of(value, \.arguments)
    case .hasArguments: .of(value, \.hasArguments)
    case .pushesAgain: .of(value, \.pushesAgain)
    default: nil
    }
  }
}

extension StateValue.Argument: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .label: .of(value, \.label)
    case .value: .of(value, \.value)
    case .gathered: .of(value, \.gathered)
    case .ending: .of(value, \.ending)
    default: nil
    }
  }
}

extension StateValue.Gathered: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .type: .of(value, \.type)
    case .fields: .of(value, \.fields)
    default: nil
    }
  }
}

extension StateValue.Gathered.Field: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .label: .of(value, \.label)
    case .value: .of(value, \.value)
    default: nil
    }
  }
}

extension StateValue.Ending: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .value: .of(value, \.value)
    default: nil
    }
  }
}

extension ChildLinkContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .namespace: .of(value, \.namespace)
    case .name: .of(value, \.name)
    case .arguments: .of(value, \.arguments)
    case .hasArguments: .of(value, \.hasArguments)
    default: nil
    }
  }
}

extension ChildLinkContext.Argument: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .label: .of(value, \.label)
    case .value: .of(value, \.value)
    default: nil
    }
  }
}

extension LinkGateContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .entry: .of(value, \.entry)
    case .resume: .of(value, \.resume)
    case .passed: .of(value, \.passed)
    case .guarded: .of(value, \.guarded)
    default: nil
    }
  }
}

extension OrderRange: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .first: .of(value, \.first)
    case .last: .of(value, \.last)
    default: nil
    }
  }
}

extension StatePattern: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .bindings: .of(value, \.bindings)
    case .hasBindings: .of(value, \.hasBindings)
    default: nil
    }
  }
}

extension StatePattern.Binding: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    default: nil
    }
  }
}

extension StepContext.Field: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .type: .of(value, \.type)
    default: nil
    }
  }
}

extension EventContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .doc: .of(value, \.doc)
    case .payload: .of(value, \.payload)
    case .binding: .of(value, \.binding)
    case .pattern: .of(value, \.pattern)
    case .reaction: .of(value, \.reaction)
    default: nil
    }
  }
}

extension Reaction: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .move: .of(value, \.move)
    case .routes: .of(value, \.routes)
    case .goesBack: .of(value, \.goesBack)
    case .returnsToScreen: .of(value, \.returnsToScreen)
    case .ignores: .of(value, \.ignores)
    case .returnsTo: .of(value, \.returnsTo)
    case .selects: .of(value, \.selects)
    case .returnsValue: .of(value, \.returnsValue)
    default: nil
    }
  }
}

extension Routes: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .subject: .of(value, \.subject)
    case .cases: .of(value, \.cases)
    default: nil
    }
  }
}

extension Routes.Route: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .bindsPayload: .of(value, \.bindsPayload)
    case .target: .of(value, \.target)
    case .returnsValue: .of(value, \.returnsValue)
    default: nil
    }
  }
}

extension TabContainerContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .type: .of(value, \.type)
    case .selectAction: .of(value, \.selectAction)
    case .tabs: .of(value, \.tabs)
    case .kind: .of(value, \.kind)
    default: nil
    }
  }
}

extension TabContainerContext.Tab: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .identifier: .of(value, \.identifier)
    case .rawValue: .of(value, \.rawValue)
    case .title: .of(value, \.title)
    case .index: .of(value, \.index)
    case .subflow: .of(value, \.subflow)
    case .takesInput: .of(value, \.takesInput)
    case .finished: .of(value, \.finished)
    case .outputValue: .of(value, \.outputValue)
    case .cancelled: .of(value, \.cancelled)
    case .accessor: .of(value, \.accessor)
    case .childLinks: .of(value, \.childLinks)
    case .hasChildLinks: .of(value, \.hasChildLinks)
    case .linkFunction: .of(value, \.linkFunction)
    case .childParameters: .of(value, \.childParameters)
    default: nil
    }
  }
}

extension LinkGroup: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .number: .of(value, \.number)
    case .next: .of(value, \.next)
    case .suffix: .of(value, \.suffix)
    case .nextSuffix: .of(value, \.nextSuffix)
    case .firstLink: .of(value, \.firstLink)
    case .lastLink: .of(value, \.lastLink)
    case .links: .of(value, \.links)
    default: nil
    }
  }
}

extension OutsideEventContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .identifier: .of(value, \.identifier)
    case .doc: .of(value, \.doc)
    case .payload: .of(value, \.payload)
    case .payloadIsFailure: .of(value, \.payloadIsFailure)
    case .bindsPayload: .of(value, \.bindsPayload)
    case .atEveryStep: .of(value, \.atEveryStep)
    case .steps: .of(value, \.steps)
    case .oneStep: .of(value, \.oneStep)
    case .target: .of(value, \.target)
    default: nil
    }
  }
}

extension EventChildContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .property: .of(value, \.property)
    case .namespace: .of(value, \.namespace)
    case .flow: .of(value, \.flow)
    default: nil
    }
  }
}

extension RoutingContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .routers: .of(value, \.routers)
    default: nil
    }
  }
}

extension RouterContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .step: .of(value, \.step)
    case .screen: .of(value, \.screen)
    case .protocolName: .of(value, \.protocolName)
    case .typeName: .of(value, \.typeName)
    case .output: .of(value, \.output)
    case .ways: .of(value, \.ways)
    default: nil
    }
  }
}

extension RouterWay: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .doc: .of(value, \.doc)
    case .method: .of(value, \.method)
    case .parameter: .of(value, \.parameter)
    case .caseName: .of(value, \.caseName)
    case .isBack: .of(value, \.isBack)
    default: nil
    }
  }
}

extension RouterParameter: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .type: .of(value, \.type)
    default: nil
    }
  }
}

extension ParameterContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .name: .of(value, \.name)
    case .identifier: .of(value, \.identifier)
    case .type: .of(value, \.type)
    case .defaultValue: .of(value, \.defaultValue)
    default: nil
    }
  }
}

extension ActionScreensContext: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .actions: .of(value, \.actions)
    default: nil
    }
  }
}

extension ActionScreensContext.Action: TemplateObject {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    switch name {
    case .step: .of(value, \.step)
    case .screen: .of(value, \.screen)
    default: nil
    }
  }
}
