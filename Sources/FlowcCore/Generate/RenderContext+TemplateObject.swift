// The fields of the render context by name, for `TemplateProgram`: one
// `case` per stored property. `TemplateValueTests` checks that they match the
// context's `Codable` keys, so none is missed or misspelt.

extension RenderContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "specFile": self.specFile.templateValue
    case "access": self.access.templateValue
    case "isPublic": self.isPublic.templateValue
    case "imports": self.imports.templateValue
    case "parts": self.parts.templateValue
    case "types": self.types.templateValue
    case "flow": self.flow.templateValue
    case "flowTypes": self.flowTypes.templateValue
    case "modules": self.modules.templateValue
    default: nil
    }
  }
}

extension PartSelection: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "types": self.types.templateValue
    case "namespace": self.namespace.templateValue
    case "state": self.state.templateValue
    case "coordinator": self.coordinator.templateValue
    case "steps": self.steps.templateValue
    case "links": self.links.templateValue
    default: nil
    }
  }
}

extension DeclaredType: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "conformances": self.conformances.templateValue
    case "isStruct": self.isStruct.templateValue
    case "isIndirect": self.isIndirect.templateValue
    case "fields": self.fields.templateValue
    case "cases": self.cases.templateValue
    default: nil
    }
  }
}

extension DeclaredType.Field: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "identifier": self.identifier.templateValue
    case "type": self.type.templateValue
    default: nil
    }
  }
}

extension DeclaredType.EnumCase: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "identifier": self.identifier.templateValue
    case "payload": self.payload.templateValue
    default: nil
    }
  }
}

extension FlowContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "namespace": self.namespace.templateValue
    case "doc": self.doc.templateValue
    case "input": self.input.templateValue
    case "output": self.output.templateValue
    case "hasInput": self.hasInput.templateValue
    case "hasOutput": self.hasOutput.templateValue
    case "endings": self.endings.templateValue
    case "hasEndings": self.hasEndings.templateValue
    case "endingConformances": self.endingConformances.templateValue
    case "finishes": self.finishes.templateValue
    case "stateConformances": self.stateConformances.templateValue
    case "actionConformances": self.actionConformances.templateValue
    case "stateAttributes": self.stateAttributes.templateValue
    case "actionAttributes": self.actionAttributes.templateValue
    case "subflows": self.subflows.templateValue
    case "screens": self.screens.templateValue
    case "actions": self.actions.templateValue
    case "decisions": self.decisions.templateValue
    case "decisionRefinements": self.decisionRefinements.templateValue
    case "groups": self.groups.templateValue
    case "isGrouped": self.isGrouped.templateValue
    case "hasEvents": self.hasEvents.templateValue
    case "finishedState": self.finishedState.templateValue
    case "cancelledState": self.cancelledState.templateValue
    case "start": self.start.templateValue
    case "pushingAgain": self.pushingAgain.templateValue
    case "hasPushingAgain": self.hasPushingAgain.templateValue
    case "returningAsShown": self.returningAsShown.templateValue
    case "hasReturningAsShown": self.hasReturningAsShown.templateValue
    case "linkGroups": self.linkGroups.templateValue
    case "hasLinks": self.hasLinks.templateValue
    case "hasGatedLinks": self.hasGatedLinks.templateValue
    case "areLinksGrouped": self.areLinksGrouped.templateValue
    case "outsideEvents": self.outsideEvents.templateValue
    case "offersEvents": self.offersEvents.templateValue
    case "eventChildren": self.eventChildren.templateValue
    case "linkMatch": self.linkMatch.templateValue
    case "hasOneLink": self.hasOneLink.templateValue
    case "startStep": self.startStep.templateValue
    case "routing": self.routing.templateValue
    case "actionScreens": self.actionScreens.templateValue
    case "parameters": self.parameters.templateValue
    case "takesParameters": self.takesParameters.templateValue
    case "parametersHaveDefault": self.parametersHaveDefault.templateValue
    case "parametersConformances": self.parametersConformances.templateValue
    default: nil
    }
  }
}

extension StepGroup: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "number": self.number.templateValue
    case "next": self.next.templateValue
    case "suffix": self.suffix.templateValue
    case "nextSuffix": self.nextSuffix.templateValue
    case "firstStep": self.firstStep.templateValue
    case "lastStep": self.lastStep.templateValue
    case "steps": self.steps.templateValue
    default: nil
    }
  }
}

extension LinkGroup: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "number": self.number.templateValue
    case "next": self.next.templateValue
    case "suffix": self.suffix.templateValue
    case "nextSuffix": self.nextSuffix.templateValue
    case "firstLink": self.firstLink.templateValue
    case "lastLink": self.lastLink.templateValue
    case "links": self.links.templateValue
    default: nil
    }
  }
}

extension ScreenRequirement: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "doc": self.doc.templateValue
    case "method": self.method.templateValue
    case "input": self.input.templateValue
    case "output": self.output.templateValue
    case "hasFeedback": self.hasFeedback.templateValue
    case "screenType": self.screenType.templateValue
    case "sharesScreenType": self.sharesScreenType.templateValue
    default: nil
    }
  }
}

extension ActionRequirement: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "doc": self.doc.templateValue
    case "method": self.method.templateValue
    case "input": self.input.templateValue
    case "output": self.output.templateValue
    case "isThrowing": self.isThrowing.templateValue
    case "isAsync": self.isAsync.templateValue
    case "errorType": self.errorType.templateValue
    default: nil
    }
  }
}

extension DecisionContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "doc": self.doc.templateValue
    case "id": self.id.templateValue
    case "identifier": self.identifier.templateValue
    case "typeName": self.typeName.templateValue
    case "input": self.input.templateValue
    case "cases": self.cases.templateValue
    case "outcomes": self.outcomes.templateValue
    case "hasPayloads": self.hasPayloads.templateValue
    case "outcomeConformances": self.outcomeConformances.templateValue
    case "caseIdentifiers": self.caseIdentifiers.templateValue
    default: nil
    }
  }
}

extension StepContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "doc": self.doc.templateValue
    case "id": self.id.templateValue
    case "identifier": self.identifier.templateValue
    case "isScreen": self.isScreen.templateValue
    case "isAction": self.isAction.templateValue
    case "isDecision": self.isDecision.templateValue
    case "routesInput": self.routesInput.templateValue
    case "isSubflow": self.isSubflow.templateValue
    case "input": self.input.templateValue
    case "inputIsFailure": self.inputIsFailure.templateValue
    case "output": self.output.templateValue
    case "outputValue": self.outputValue.templateValue
    case "completes": self.completes.templateValue
    case "presentation": self.presentation.templateValue
    case "method": self.method.templateValue
    case "callsAsVoid": self.callsAsVoid.templateValue
    case "subflow": self.subflow.templateValue
    case "subflowPresentation": self.subflowPresentation.templateValue
    case "childParameters": self.childParameters.templateValue
    case "completion": self.completion.templateValue
    case "failure": self.failure.templateValue
    case "isThrowing": self.isThrowing.templateValue
    case "isAsync": self.isAsync.templateValue
    case "errorType": self.errorType.templateValue
    case "failsInline": self.failsInline.templateValue
    case "hasFeedback": self.hasFeedback.templateValue
    case "cancellation": self.cancellation.templateValue
    case "order": self.order.templateValue
    case "childLinks": self.childLinks.templateValue
    case "hasChildLinks": self.hasChildLinks.templateValue
    case "function": self.function.templateValue
    case "inputPattern": self.inputPattern.templateValue
    case "state": self.state.templateValue
    case "events": self.events.templateValue
    case "back": self.back.templateValue
    case "backPattern": self.backPattern.templateValue
    case "leadsTo": self.leadsTo.templateValue
    case "opensAnywhere": self.opensAnywhere.templateValue
    case "tabContainer": self.tabContainer.templateValue
    default: nil
    }
  }
}

extension TabContainerContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "type": self.type.templateValue
    case "selectAction": self.selectAction.templateValue
    case "tabs": self.tabs.templateValue
    case "kind": self.kind.templateValue
    default: nil
    }
  }
}

extension TabContainerContext.Tab: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "identifier": self.identifier.templateValue
    case "rawValue": self.rawValue.templateValue
    case "title": self.title.templateValue
    case "index": self.index.templateValue
    case "subflow": self.subflow.templateValue
    case "takesInput": self.takesInput.templateValue
    case "finished": self.finished.templateValue
    case "outputValue": self.outputValue.templateValue
    case "cancelled": self.cancelled.templateValue
    case "accessor": self.accessor.templateValue
    case "childLinks": self.childLinks.templateValue
    case "hasChildLinks": self.hasChildLinks.templateValue
    case "linkFunction": self.linkFunction.templateValue
    case "childParameters": self.childParameters.templateValue
    default: nil
    }
  }
}

extension StepContext.Field: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "type": self.type.templateValue
    default: nil
    }
  }
}

extension EventChildContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "property": self.property.templateValue
    case "namespace": self.namespace.templateValue
    case "flow": self.flow.templateValue
    default: nil
    }
  }
}

extension OutsideEventContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "identifier": self.identifier.templateValue
    case "doc": self.doc.templateValue
    case "payload": self.payload.templateValue
    case "payloadIsFailure": self.payloadIsFailure.templateValue
    case "bindsPayload": self.bindsPayload.templateValue
    case "atEveryStep": self.atEveryStep.templateValue
    case "steps": self.steps.templateValue
    case "oneStep": self.oneStep.templateValue
    case "target": self.target.templateValue
    default: nil
    }
  }
}

extension ParameterContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "identifier": self.identifier.templateValue
    case "type": self.type.templateValue
    case "defaultValue": self.defaultValue.templateValue
    default: nil
    }
  }
}

extension EventContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "doc": self.doc.templateValue
    case "payload": self.payload.templateValue
    case "binding": self.binding.templateValue
    case "pattern": self.pattern.templateValue
    case "reaction": self.reaction.templateValue
    default: nil
    }
  }
}

extension StatePattern: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "bindings": self.bindings.templateValue
    case "hasBindings": self.hasBindings.templateValue
    default: nil
    }
  }
}

extension StatePattern.Binding: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    default: nil
    }
  }
}

extension Reaction: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "move": self.move.templateValue
    case "routes": self.routes.templateValue
    case "goesBack": self.goesBack.templateValue
    case "returnsToScreen": self.returnsToScreen.templateValue
    case "returnsTo": self.returnsTo.templateValue
    case "ignores": self.ignores.templateValue
    case "selects": self.selects.templateValue
    case "returnsValue": self.returnsValue.templateValue
    default: nil
    }
  }
}

extension Routes: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "subject": self.subject.templateValue
    case "cases": self.cases.templateValue
    default: nil
    }
  }
}

extension Routes.Route: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "bindsPayload": self.bindsPayload.templateValue
    case "target": self.target.templateValue
    case "returnsValue": self.returnsValue.templateValue
    default: nil
    }
  }
}

extension StateValue: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "arguments": self.arguments.templateValue
    case "hasArguments": self.hasArguments.templateValue
    case "pushesAgain": self.pushesAgain.templateValue
    default: nil
    }
  }
}

extension StateValue.Argument: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "label": self.label.templateValue
    case "value": self.value.templateValue
    case "gathered": self.gathered.templateValue
    case "ending": self.ending.templateValue
    default: nil
    }
  }
}

extension StateValue.Ending: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "value": self.value.templateValue
    default: nil
    }
  }
}

extension StateValue.Gathered: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "type": self.type.templateValue
    case "fields": self.fields.templateValue
    default: nil
    }
  }
}

extension StateValue.Gathered.Field: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "label": self.label.templateValue
    case "value": self.value.templateValue
    default: nil
    }
  }
}

extension LinkContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "pattern": self.pattern.templateValue
    case "literal": self.literal.templateValue
    case "name": self.name.templateValue
    case "identifier": self.identifier.templateValue
    case "parameters": self.parameters.templateValue
    case "hasParameters": self.hasParameters.templateValue
    case "match": self.match.templateValue
    case "entry": self.entry.templateValue
    case "backStack": self.backStack.templateValue
    case "rebuilt": self.rebuilt.templateValue
    case "rebuilds": self.rebuilds.templateValue
    case "gates": self.gates.templateValue
    case "child": self.child.templateValue
    case "entryTakesParameters": self.entryTakesParameters.templateValue
    case "isGated": self.isGated.templateValue
    case "patternIndex": self.patternIndex.templateValue
    default: nil
    }
  }
}

extension LinkGateContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "entry": self.entry.templateValue
    case "resume": self.resume.templateValue
    case "passed": self.passed.templateValue
    case "guarded": self.guarded.templateValue
    default: nil
    }
  }
}

extension ChildLinkContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "namespace": self.namespace.templateValue
    case "name": self.name.templateValue
    case "arguments": self.arguments.templateValue
    case "hasArguments": self.hasArguments.templateValue
    default: nil
    }
  }
}

extension ChildLinkContext.Argument: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "label": self.label.templateValue
    case "value": self.value.templateValue
    default: nil
    }
  }
}

extension OrderRange: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "first": self.first.templateValue
    case "last": self.last.templateValue
    default: nil
    }
  }
}

extension LinkContext.Parameter: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "name": self.name.templateValue
    case "identifier": self.identifier.templateValue
    case "label": self.label.templateValue
    case "type": self.type.templateValue
    case "reader": self.reader.templateValue
    default: nil
    }
  }
}

extension ActionScreensContext: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "actions": self.actions.templateValue
    default: nil
    }
  }
}

extension ActionScreensContext.Action: TemplateObject {
  func field(_ name: String) -> TemplateValue? {
    switch name {
    case "step": self.step.templateValue
    case "screen": self.screen.templateValue
    default: nil
    }
  }
}
