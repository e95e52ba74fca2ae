import FlowcCore

/// What a name in a spec stands for.
public enum Symbol: Hashable, Sendable {
  /// A step or decision of a flow.
  case node(flow: String, id: String)
  case type(String)
  case flow(String)
  case event(flow: String, name: String)
  case ending(flow: String, name: String)

  public var name: String {
    switch self {
    case .node(_, let id): id
    case .type(let name), .flow(let name): name
    case .event(_, let name), .ending(_, let name): name
    }
  }
}

/// One place a symbol is written.
public struct Occurrence: Sendable {
  public var symbol: Symbol
  public var file: String
  public var range: Range
  public var isDefinition: Bool
}

/// Every place each step, decision, type, flow, event and ending is written,
/// across the specs that decoded. Built from the decoded specs, linear in them.
public struct SymbolIndex: Sendable {
  public private(set) var occurrences: [Occurrence] = []
  /// Occurrences by file, in written order.
  public private(set) var byFile: [String: [Int]] = [:]
  public private(set) var bySymbol: [Symbol: [Int]] = [:]

  public init(specs: [Spec], lines: (String) -> TextLines) {
    self.init(files: specs.map { Self.occurrences(in: $0, lines: lines($0.file)) })
  }

  /// The index of each file's occurrences (`occurrences(in:lines:)`), which
  /// a caller may keep while the file does not change.
  public init(files: [[Occurrence]]) {
    for file in files {
      for occurrence in file {
        let index = occurrences.count
        occurrences.append(occurrence)
        byFile[occurrence.file, default: []].append(index)
        bySymbol[occurrence.symbol, default: []].append(index)
      }
    }
  }

  /// Every name one spec writes, in written order.
  public static func occurrences(in spec: Spec, lines: TextLines) -> [Occurrence] {
    var collector = Collector(flow: spec.name.value, file: spec.file, lines: lines)
    collector.collect(spec)
    return collector.found
  }

  /// The occurrence under a position of a file.
  public func occurrence(in file: String, at position: Position) -> Occurrence? {
    for index in byFile[file] ?? [] where occurrences[index].range.contains(position) {
      return occurrences[index]
    }
    return nil
  }

  public func occurrences(of symbol: Symbol) -> [Occurrence] {
    (bySymbol[symbol] ?? []).map { occurrences[$0] }
  }

  public func definitions(of symbol: Symbol) -> [Occurrence] {
    occurrences(of: symbol).filter(\.isDefinition)
  }

  /// Every symbol defined, once each.
  public var definedSymbols: [Occurrence] { occurrences.filter(\.isDefinition) }
}

/// Walks one spec, noting each name with its range.
private struct Collector {
  let flow: String
  let file: String
  let lines: TextLines
  var found: [Occurrence] = []

  init(flow: String, file: String, lines: TextLines) {
    self.flow = flow
    self.file = file
    self.lines = lines
  }

  mutating func add(_ symbol: Symbol, _ name: String, at location: SourceLocation, definition: Bool)
  {
    found.append(
      Occurrence(
        symbol: symbol, file: file, range: lines.range(of: name, at: location),
        isDefinition: definition))
  }

  mutating func type(_ expression: Located<TypeExpression>?) {
    guard let expression else { return }
    var seen: Set<String> = []
    expression.value.forEachName { name in
      guard seen.insert(name).inserted, !TypeTable.builtins.contains(name) else { return }
      add(.type(name), name, at: expression.location, definition: false)
    }
  }

  mutating func target(_ target: Located<Target>?) {
    guard let target else { return }
    switch target.value {
    case .node(let id): add(.node(flow: flow, id: id), id, at: target.location, definition: false)
    case .ending(let name):
      add(.ending(flow: flow, name: name), name, at: target.location, definition: false)
    case .finish, .cancel: break
    }
  }

  /// An `on` route: its case, when the step runs a flow, is that flow's ending.
  mutating func route(_ route: CaseRoute, callee: String?) {
    if let callee {
      add(
        .ending(flow: callee, name: route.caseName.value), route.caseName.value,
        at: route.caseName.location, definition: false)
    }
    target(route.target)
  }

  mutating func collect(_ spec: Spec) {
    add(.flow(flow), flow, at: spec.name.location, definition: true)
    type(spec.input)
    type(spec.output)
    type(spec.errorType)
    for ending in spec.endings {
      add(
        .ending(flow: flow, name: ending.name.value), ending.name.value, at: ending.name.location,
        definition: true)
      type(ending.payload)
    }
    add(
      .node(flow: flow, id: spec.start.value), spec.start.value, at: spec.start.location,
      definition: false)
    for declaration in spec.types + spec.flowTypes {
      add(
        .type(declaration.name.value), declaration.name.value, at: declaration.name.location,
        definition: true)
      switch declaration.shape {
      case .structure(let fields): for field in fields { type(field.type) }
      case .enumeration(let cases): for item in cases { type(item.payload) }
      }
    }
    for external in spec.externalTypes {
      add(.type(external.value), external.value, at: external.location, definition: true)
    }
    for step in spec.steps {
      add(
        .node(flow: flow, id: step.id.value), step.id.value, at: step.id.location, definition: true)
      var callee: String?
      if step.kind == .flow {
        callee = step.name.value
        add(.flow(step.name.value), step.name.value, at: step.name.location, definition: false)
      }
      type(step.input)
      type(step.output)
      type(step.errorType)
      for field in step.gather ?? [] {
        if case .step(let id) = field.source.value {
          add(.node(flow: flow, id: id), id, at: field.source.location, definition: false)
        }
      }
      if let from = step.from {
        add(.node(flow: flow, id: from.value), from.value, at: from.location, definition: false)
      }
      target(step.next)
      target(step.failure)
      target(step.back)
      for route in step.on { self.route(route, callee: callee) }
      for route in step.failureRoutes { target(route.target) }
      for tab in step.tabs {
        add(.flow(tab.flow.value), tab.flow.value, at: tab.flow.location, definition: false)
        target(tab.next)
        for route in tab.on { self.route(route, callee: tab.flow.value) }
      }
    }
    for decision in spec.decisions {
      add(
        .node(flow: flow, id: decision.id.value), decision.id.value, at: decision.id.location,
        definition: true)
      type(decision.input)
      for payload in decision.payloads ?? [] { type(payload) }
      for route in decision.on { target(route.target) }
    }
    for event in spec.events {
      add(
        .event(flow: flow, name: event.name.value), event.name.value, at: event.name.location,
        definition: true)
      target(event.next)
      type(event.payload)
      for step in event.at ?? [] {
        add(.node(flow: flow, id: step.value), step.value, at: step.location, definition: false)
      }
    }
    // A link into a sub-flow names the step that runs it, then a step of that flow.
    var callees: [String: String] = [:]
    for step in spec.steps where step.kind == .flow { callees[step.id.value] = step.name.value }
    for link in spec.links {
      let parts = link.target.value.split(separator: ".", maxSplits: 2).map(String.init)
      guard let head = parts.first else { continue }
      add(.node(flow: flow, id: head), head, at: link.target.location, definition: false)
      if parts.count > 1, let callee = callees[head] {
        add(
          .node(flow: callee, id: parts[1]), parts[1], at: link.target.location, definition: false)
      }
    }
  }
}
