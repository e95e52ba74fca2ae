// What the review tools (`flowc diff`, `flowc paths`) ask of the model.

extension Flow {
  /// How a transition's destination is written: a step or decision id,
  /// `finish`, `cancel`, or a name that is no node of the flow.
  func reviewTarget(_ destination: Edge.Destination) -> String {
    switch destination {
    case .node(let index): nodes[index].id.value
    case .finish: Reserved.finish
    case .cancel: Reserved.cancel
    case .back: Reserved.back
    case .ending(let name): Reserved.endingPrefix + name
    case .unknown(let name): name
    }
  }

  /// Whether node `index` is the first node with its id: later ones are
  /// duplicates (`duplicate-name`), which the review tools leave out.
  func isFirstWithID(_ index: Int) -> Bool {
    nodesByID[nodes[index].id.value] == index
  }
}

extension FlowModel {
  /// The first flow named `name`, if there is one.
  func firstFlow(named name: String) -> Flow? {
    flowsByName[name].map { flows[$0] }
  }

  /// Whether `flow` is the first of its name (later ones are `duplicate-name`
  /// errors, which the review tools leave out).
  func isFirstWithName(_ flow: Flow) -> Bool {
    flowsByName[flow.name] == flow.index
  }
}

extension FlowNode.Kind {
  /// `screen LoginForm`, `action LogIn`, `flow Login` or `decision`.
  var reviewDescription: String {
    switch self {
    case .screen(let name): "screen \(name)"
    case .action(let name): "action \(name)"
    case .subflow(let name): "flow \(name)"
    case .tabs: "tabs"
    case .decision: "decision"
    }
  }
}
