// The fields of the render context, for templates: every field name, and
// each context type's fields by name, read where the value is held. Derived
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
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .specFile: value.pointee.specFile.templateValue
    case .access: value.pointee.access.templateValue
    case .isPublic: value.pointee.isPublic.templateValue
    case .imports: value.pointee.imports.templateValue
    case .parts: value.pointee.parts.templateValue
    case .types: value.pointee.types.templateValue
    case .flow: value.pointee.flow.templateValue
    case .flowTypes: value.pointee.flowTypes.templateValue
    case .modules: value.pointee.modules.templateValue
    default: nil
    }
  }
}

extension PartSelection: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .types: value.pointee.types.templateValue
    case .namespace: value.pointee.namespace.templateValue
    case .state: value.pointee.state.templateValue
    case .coordinator: value.pointee.coordinator.templateValue
    case .steps: value.pointee.steps.templateValue
    case .links: value.pointee.links.templateValue
    default: nil
    }
  }
}

extension DeclaredType: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .conformances: value.pointee.conformances.templateValue
    case .isStruct: value.pointee.isStruct.templateValue
    case .isIndirect: value.pointee.isIndirect.templateValue
    case .fields: value.pointee.fields.templateValue
    case .cases: value.pointee.cases.templateValue
    default: nil
    }
  }
}

extension DeclaredType.Field: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .type: value.pointee.type.templateValue
    default: nil
    }
  }
}

extension DeclaredType.EnumCase: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .payload: value.pointee.payload.templateValue
    default: nil
    }
  }
}

extension FlowContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .namespace: value.pointee.namespace.templateValue
    case .doc: value.pointee.doc.templateValue
    case .input: value.pointee.input.templateValue
    case .output: value.pointee.output.templateValue
    case .hasInput: value.pointee.hasInput.templateValue
    case .hasOutput: value.pointee.hasOutput.templateValue
    case .endings: value.pointee.endings.templateValue
    case .hasEndings: value.pointee.hasEndings.templateValue
    case .endingConformances: value.pointee.endingConformances.templateValue
    case .finishes: value.pointee.finishes.templateValue
    case .stateConformances: value.pointee.stateConformances.templateValue
    case .stateAttributes: value.pointee.stateAttributes.templateValue
    case .actionAttributes: value.pointee.actionAttributes.templateValue
    case .actionConformances: value.pointee.actionConformances.templateValue
    case .subflows: value.pointee.subflows.templateValue
    case .screens: value.pointee.screens.templateValue
    case .actions: value.pointee.actions.templateValue
    case .decisions: value.pointee.decisions.templateValue
    case .decisionRefinements: value.pointee.decisionRefinements.templateValue
    case .groups: value.pointee.groups.templateValue
    case .isGrouped: value.pointee.isGrouped.templateValue
    case .hasEvents: value.pointee.hasEvents.templateValue
    case .finishedState: value.pointee.finishedState.templateValue
    case .cancelledState: value.pointee.cancelledState.templateValue
    case .start: value.pointee.start.templateValue
    case .pushingAgain: value.pointee.pushingAgain.templateValue
    case .hasPushingAgain: value.pointee.hasPushingAgain.templateValue
    case .returningAsShown: value.pointee.returningAsShown.templateValue
    case .hasReturningAsShown: value.pointee.hasReturningAsShown.templateValue
    case .linkGroups: value.pointee.linkGroups.templateValue
    case .hasLinks: value.pointee.hasLinks.templateValue
    case .hasGatedLinks: value.pointee.hasGatedLinks.templateValue
    case .areLinksGrouped: value.pointee.areLinksGrouped.templateValue
    case .outsideEvents: value.pointee.outsideEvents.templateValue
    case .offersEvents: value.pointee.offersEvents.templateValue
    case .eventChildren: value.pointee.eventChildren.templateValue
    case .hasOneLink: value.pointee.hasOneLink.templateValue
    case .linkMatch: value.pointee.linkMatch.templateValue
    case .startStep: value.pointee.startStep.templateValue
    case .routing: value.pointee.routing.templateValue
    case .parameters: value.pointee.parameters.templateValue
    case .takesParameters: value.pointee.takesParameters.templateValue
    case .parametersHaveDefault: value.pointee.parametersHaveDefault.templateValue
    case .parametersConformances: value.pointee.parametersConformances.templateValue
    case .actionScreens: value.pointee.actionScreens.templateValue
    default: nil
    }
  }
}

extension ScreenRequirement: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .doc: value.pointee.doc.templateValue
    case .method: value.pointee.method.templateValue
    case .input: value.pointee.input.templateValue
    case .output: value.pointee.output.templateValue
    case .hasFeedback: value.pointee.hasFeedback.templateValue
    case .screenType: value.pointee.screenType.templateValue
    case .sharesScreenType: value.pointee.sharesScreenType.templateValue
    default: nil
    }
  }
}

extension ActionRequirement: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .doc: value.pointee.doc.templateValue
    case .method: value.pointee.method.templateValue
    case .input: value.pointee.input.templateValue
    case .output: value.pointee.output.templateValue
    case .isThrowing: value.pointee.isThrowing.templateValue
    case .isAsync: value.pointee.isAsync.templateValue
    case .errorType: value.pointee.errorType.templateValue
    default: nil
    }
  }
}

extension DecisionContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .doc: value.pointee.doc.templateValue
    case .id: value.pointee.id.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .typeName: value.pointee.typeName.templateValue
    case .input: value.pointee.input.templateValue
    case .cases: value.pointee.cases.templateValue
    case .caseIdentifiers: value.pointee.caseIdentifiers.templateValue
    case .outcomes: value.pointee.outcomes.templateValue
    case .hasPayloads: value.pointee.hasPayloads.templateValue
    case .outcomeConformances: value.pointee.outcomeConformances.templateValue
    default: nil
    }
  }
}

extension StepGroup: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .number: value.pointee.number.templateValue
    case .next: value.pointee.next.templateValue
    case .suffix: value.pointee.suffix.templateValue
    case .nextSuffix: value.pointee.nextSuffix.templateValue
    case .firstStep: value.pointee.firstStep.templateValue
    case .lastStep: value.pointee.lastStep.templateValue
    case .steps: value.pointee.steps.templateValue
    default: nil
    }
  }
}

extension StepContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .doc: value.pointee.doc.templateValue
    case .id: value.pointee.id.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .isScreen: value.pointee.isScreen.templateValue
    case .isAction: value.pointee.isAction.templateValue
    case .isDecision: value.pointee.isDecision.templateValue
    case .routesInput: value.pointee.routesInput.templateValue
    case .isSubflow: value.pointee.isSubflow.templateValue
    case .childLinks: value.pointee.childLinks.templateValue
    case .hasChildLinks: value.pointee.hasChildLinks.templateValue
    case .order: value.pointee.order.templateValue
    case .input: value.pointee.input.templateValue
    case .inputIsFailure: value.pointee.inputIsFailure.templateValue
    case .output: value.pointee.output.templateValue
    case .outputValue: value.pointee.outputValue.templateValue
    case .completes: value.pointee.completes.templateValue
    case .presentation: value.pointee.presentation.templateValue
    case .method: value.pointee.method.templateValue
    case .callsAsVoid: value.pointee.callsAsVoid.templateValue
    case .subflow: value.pointee.subflow.templateValue
    case .subflowPresentation: value.pointee.subflowPresentation.templateValue
    case .childParameters: value.pointee.childParameters.templateValue
    case .completion: value.pointee.completion.templateValue
    case .failure: value.pointee.failure.templateValue
    case .isThrowing: value.pointee.isThrowing.templateValue
    case .isAsync: value.pointee.isAsync.templateValue
    case .errorType: value.pointee.errorType.templateValue
    case .failsInline: value.pointee.failsInline.templateValue
    case .hasFeedback: value.pointee.hasFeedback.templateValue
    case .cancellation: value.pointee.cancellation.templateValue
    case .function: value.pointee.function.templateValue
    case .inputPattern: value.pointee.inputPattern.templateValue
    case .state: value.pointee.state.templateValue
    case .events: value.pointee.events.templateValue
    case .tabContainer: value.pointee.tabContainer.templateValue
    case .back: value.pointee.back.templateValue
    case .backPattern: value.pointee.backPattern.templateValue
    case .leadsTo: value.pointee.leadsTo.templateValue
    case .opensAnywhere: value.pointee.opensAnywhere.templateValue
    default: nil
    }
  }
}

extension LinkContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .pattern: value.pointee.pattern.templateValue
    case .literal: value.pointee.literal.templateValue
    case .name: value.pointee.name.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .parameters: value.pointee.parameters.templateValue
    case .hasParameters: value.pointee.hasParameters.templateValue
    case .match: value.pointee.match.templateValue
    case .entry: value.pointee.entry.templateValue
    case .backStack: value.pointee.backStack.templateValue
    case .rebuilt: value.pointee.rebuilt.templateValue
    case .rebuilds: value.pointee.rebuilds.templateValue
    case .child: value.pointee.child.templateValue
    case .entryTakesParameters: value.pointee.entryTakesParameters.templateValue
    case .gates: value.pointee.gates.templateValue
    case .isGated: value.pointee.isGated.templateValue
    case .patternIndex: value.pointee.patternIndex.templateValue
    default: nil
    }
  }
}

extension LinkContext.Parameter: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .label: value.pointee.label.templateValue
    case .type: value.pointee.type.templateValue
    case .reader: value.pointee.reader.templateValue
    default: nil
    }
  }
}

extension StateValue: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .arguments: value.pointee.arguments.templateValue
    case .hasArguments: value.pointee.hasArguments.templateValue
    case .pushesAgain: value.pointee.pushesAgain.templateValue
    default: nil
    }
  }
}

extension StateValue.Argument: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .label: value.pointee.label.templateValue
    case .value: value.pointee.value.templateValue
    case .gathered: value.pointee.gathered.templateValue
    case .ending: value.pointee.ending.templateValue
    default: nil
    }
  }
}

extension StateValue.Gathered: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .type: value.pointee.type.templateValue
    case .fields: value.pointee.fields.templateValue
    default: nil
    }
  }
}

extension StateValue.Gathered.Field: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .label: value.pointee.label.templateValue
    case .value: value.pointee.value.templateValue
    default: nil
    }
  }
}

extension StateValue.Ending: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .value: value.pointee.value.templateValue
    default: nil
    }
  }
}

extension ChildLinkContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .namespace: value.pointee.namespace.templateValue
    case .name: value.pointee.name.templateValue
    case .arguments: value.pointee.arguments.templateValue
    case .hasArguments: value.pointee.hasArguments.templateValue
    default: nil
    }
  }
}

extension ChildLinkContext.Argument: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .label: value.pointee.label.templateValue
    case .value: value.pointee.value.templateValue
    default: nil
    }
  }
}

extension LinkGateContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .entry: value.pointee.entry.templateValue
    case .resume: value.pointee.resume.templateValue
    case .passed: value.pointee.passed.templateValue
    case .guarded: value.pointee.guarded.templateValue
    default: nil
    }
  }
}

extension OrderRange: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .first: value.pointee.first.templateValue
    case .last: value.pointee.last.templateValue
    default: nil
    }
  }
}

extension StatePattern: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .bindings: value.pointee.bindings.templateValue
    case .hasBindings: value.pointee.hasBindings.templateValue
    default: nil
    }
  }
}

extension StatePattern.Binding: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    default: nil
    }
  }
}

extension StepContext.Field: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .type: value.pointee.type.templateValue
    default: nil
    }
  }
}

extension EventContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .doc: value.pointee.doc.templateValue
    case .payload: value.pointee.payload.templateValue
    case .binding: value.pointee.binding.templateValue
    case .pattern: value.pointee.pattern.templateValue
    case .reaction: value.pointee.reaction.templateValue
    default: nil
    }
  }
}

extension Reaction: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .move: value.pointee.move.templateValue
    case .routes: value.pointee.routes.templateValue
    case .goesBack: value.pointee.goesBack.templateValue
    case .returnsToScreen: value.pointee.returnsToScreen.templateValue
    case .ignores: value.pointee.ignores.templateValue
    case .returnsTo: value.pointee.returnsTo.templateValue
    case .selects: value.pointee.selects.templateValue
    case .returnsValue: value.pointee.returnsValue.templateValue
    default: nil
    }
  }
}

extension Routes: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .subject: value.pointee.subject.templateValue
    case .cases: value.pointee.cases.templateValue
    default: nil
    }
  }
}

extension Routes.Route: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .bindsPayload: value.pointee.bindsPayload.templateValue
    case .target: value.pointee.target.templateValue
    case .returnsValue: value.pointee.returnsValue.templateValue
    default: nil
    }
  }
}

extension TabContainerContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .type: value.pointee.type.templateValue
    case .selectAction: value.pointee.selectAction.templateValue
    case .tabs: value.pointee.tabs.templateValue
    case .kind: value.pointee.kind.templateValue
    default: nil
    }
  }
}

extension TabContainerContext.Tab: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .rawValue: value.pointee.rawValue.templateValue
    case .title: value.pointee.title.templateValue
    case .index: value.pointee.index.templateValue
    case .subflow: value.pointee.subflow.templateValue
    case .takesInput: value.pointee.takesInput.templateValue
    case .finished: value.pointee.finished.templateValue
    case .outputValue: value.pointee.outputValue.templateValue
    case .cancelled: value.pointee.cancelled.templateValue
    case .accessor: value.pointee.accessor.templateValue
    case .childLinks: value.pointee.childLinks.templateValue
    case .hasChildLinks: value.pointee.hasChildLinks.templateValue
    case .linkFunction: value.pointee.linkFunction.templateValue
    case .childParameters: value.pointee.childParameters.templateValue
    default: nil
    }
  }
}

extension LinkGroup: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .number: value.pointee.number.templateValue
    case .next: value.pointee.next.templateValue
    case .suffix: value.pointee.suffix.templateValue
    case .nextSuffix: value.pointee.nextSuffix.templateValue
    case .firstLink: value.pointee.firstLink.templateValue
    case .lastLink: value.pointee.lastLink.templateValue
    case .links: value.pointee.links.templateValue
    default: nil
    }
  }
}

extension OutsideEventContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .doc: value.pointee.doc.templateValue
    case .payload: value.pointee.payload.templateValue
    case .payloadIsFailure: value.pointee.payloadIsFailure.templateValue
    case .bindsPayload: value.pointee.bindsPayload.templateValue
    case .atEveryStep: value.pointee.atEveryStep.templateValue
    case .steps: value.pointee.steps.templateValue
    case .oneStep: value.pointee.oneStep.templateValue
    case .target: value.pointee.target.templateValue
    default: nil
    }
  }
}

extension EventChildContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .property: value.pointee.property.templateValue
    case .namespace: value.pointee.namespace.templateValue
    case .flow: value.pointee.flow.templateValue
    default: nil
    }
  }
}

extension RoutingContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .routers: value.pointee.routers.templateValue
    default: nil
    }
  }
}

extension RouterContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .step: value.pointee.step.templateValue
    case .screen: value.pointee.screen.templateValue
    case .protocolName: value.pointee.protocolName.templateValue
    case .typeName: value.pointee.typeName.templateValue
    case .output: value.pointee.output.templateValue
    case .ways: value.pointee.ways.templateValue
    default: nil
    }
  }
}

extension RouterWay: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .doc: value.pointee.doc.templateValue
    case .method: value.pointee.method.templateValue
    case .parameter: value.pointee.parameter.templateValue
    case .caseName: value.pointee.caseName.templateValue
    case .isBack: value.pointee.isBack.templateValue
    default: nil
    }
  }
}

extension RouterParameter: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .type: value.pointee.type.templateValue
    default: nil
    }
  }
}

extension ParameterContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .name: value.pointee.name.templateValue
    case .identifier: value.pointee.identifier.templateValue
    case .type: value.pointee.type.templateValue
    case .defaultValue: value.pointee.defaultValue.templateValue
    default: nil
    }
  }
}

extension ActionScreensContext: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .actions: value.pointee.actions.templateValue
    default: nil
    }
  }
}

extension ActionScreensContext.Action: TemplateObject {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    switch name {
    case .step: value.pointee.step.templateValue
    case .screen: value.pointee.screen.templateValue
    default: nil
    }
  }
}
