import Mustache

// The templates look up context fields by name. Without these, swift-mustache
// reads every field through `Mirror`, which is most of the time a large
// generation takes; `RenderContextLookupTests` checks every Codable field
// resolves here.

extension RenderContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "specFile": self.specFile
    case "access": self.access
    case "isPublic": self.isPublic
    case "imports": self.imports
    case "types": self.types
    case "flow": self.flow
    default: nil
    }
  }
}

extension DeclaredType: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "conformances": self.conformances
    case "isStruct": self.isStruct
    case "indirect": self.indirect
    case "fields": self.fields
    case "initParameters": self.initParameters
    case "cases": self.cases
    default: nil
    }
  }
}

extension DeclaredType.Field: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "type": self.type
    default: nil
    }
  }
}

extension DeclaredType.EnumCase: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "payload": self.payload
    default: nil
    }
  }
}

extension FlowContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "namespace": self.namespace
    case "doc": self.doc
    case "input": self.input
    case "output": self.output
    case "hasInput": self.hasInput
    case "hasOutput": self.hasOutput
    case "screens": self.screens
    case "actions": self.actions
    case "decisions": self.decisions
    case "inheritedScreens": self.inheritedScreens
    case "inheritedActions": self.inheritedActions
    case "inheritedDecisions": self.inheritedDecisions
    case "stepIDs": self.stepIDs
    case "states": self.states
    case "finishedState": self.finishedState
    case "cancelledState": self.cancelledState
    case "actionCases": self.actionCases
    case "startState": self.startState
    case "reducerCases": self.reducerCases
    case "backCases": self.backCases
    case "renderCases": self.renderCases
    case "stepFunctions": self.stepFunctions
    case "links": self.links
    case "hasLinks": self.hasLinks
    case "steps": self.steps
    default: nil
    }
  }
}

extension Requirement: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": self.doc
    case "signature": self.signature
    default: nil
    }
  }
}

extension DecisionContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": self.doc
    case "protocolName": self.protocolName
    case "outcome": self.outcome
    case "cases": self.cases
    case "signature": self.signature
    default: nil
    }
  }
}

extension StepIDCase: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "presentation": self.presentation
    default: nil
    }
  }
}

extension StateCase: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": self.doc
    case "name": self.name
    case "parameters": self.parameters
    case "stepID": self.stepID
    default: nil
    }
  }
}

extension ActionCase: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": self.doc
    case "declaration": self.declaration
    default: nil
    }
  }
}

extension CodeCase: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "pattern": self.pattern
    case "lines": self.lines
    default: nil
    }
  }
}

extension CodeFunction: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "signature": self.signature
    case "lines": self.lines
    default: nil
    }
  }
}

extension LinkContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "pattern": self.pattern
    case "declaration": self.declaration
    case "parse": self.parse
    case "casePattern": self.casePattern
    case "state": self.state
    default: nil
    }
  }
}

extension StepFactory: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": self.doc
    case "signature": self.signature
    case "lines": self.lines
    default: nil
    }
  }
}
