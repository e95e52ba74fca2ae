/// The routers of a flow, for apps whose presenters navigate through a router
/// per screen (Clean Architecture, VIPER): a protocol per screen step with one
/// typed method per way out of the screen, and an implementation over the
/// screen's `ScreenExit`. Generated when the config says `routers: true`.
public struct RoutingContext: Codable, Sendable, Equatable {
  /// One router per screen step, in spec order.
  public var routers: [RouterContext]
}

/// The router of one screen step: `LoginRouter`, and `LoginRouterImpl` over
/// the exit the screen's factory gets.
public struct RouterContext: Codable, Sendable, Equatable {
  /// The step's id, as written (`login`).
  public var step: String
  /// The screen's name, as written (`SignIn`).
  public var screen: String
  /// The protocol a presenter takes: the step's id, then `Router` (`LoginRouter`).
  public var protocolName: String
  /// The implementation over the screen's exit: the protocol's name, then `Impl`.
  public var typeName: String
  /// The type the screen's exit completes with (`LoginEvent`, `Void`, `Never`).
  public var output: String
  /// The ways out of the screen: its completions, in the order of its output's
  /// cases, then going back (unless the step says `back: none`).
  public var ways: [RouterWay]
}

/// One way out of a screen: a method of its router.
public struct RouterWay: Codable, Sendable, Equatable {
  public var doc: DocLines
  /// The method's name where it is declared: a keyword in backticks.
  public var method: String
  /// What the method takes; nil for none.
  public var parameter: RouterParameter?
  /// The case of the screen's output the method completes with, as written
  /// after a dot (`select`); nil when it completes with its parameter, or
  /// with nothing.
  public var caseName: String?
  /// The method goes back instead of completing the screen.
  public var isBack: Bool
}

/// The value a router's method takes, unlabelled (`_ todo: Todo`).
public struct RouterParameter: Codable, Sendable, Equatable {
  /// The parameter's name where it is declared and used: the type's last name
  /// in lowerCamelCase, a keyword in backticks.
  public var name: String
  public var type: String
}

/// Builds the routers: method names after where each way leads (`toTodoDetail`,
/// `finish`, `cancel`, `back`), or after the output's case when two ways of a
/// screen would share one; a name still taken gets the smallest free number.
extension FlowContextBuilder {
  /// The suffix of a router's protocol and of its implementation. No protocol
  /// name ends as an implementation's does, so no two routers of a flow clash.
  static let routerSuffix = "Router"
  static let routerImplementationSuffix = "RouterImpl"

  /// Members of a router that no way may be named: the protocol's
  /// `canGoBack`, the implementation's `exit` and initializer, and `back`.
  static let routerMembers: Set<String> = ["back", "canGoBack", "exit", "init"]

  func routingContext() throws(GenerationError) -> RoutingContext {
    // A type of the run, or of this flow's own types, with a router's name
    // would be hidden inside the namespace.
    var typeNames = model.types.known
    typeNames.formUnion(flow.spec.types.map(\.localName))
    typeNames.formUnion(
      model.types.external.keys.map { String($0.split(separator: ".").last ?? "") })
    var routers: [RouterContext] = []
    for (index, node) in nodes.enumerated() {
      guard case .screen(let screen) = node.kind else { continue }
      let base = SwiftSpelling.upperFirst(node.id.value)
      let router = RouterContext(
        step: node.id.value, screen: screen, protocolName: base + Self.routerSuffix,
        typeName: base + Self.routerImplementationSuffix, output: swiftType(node.output),
        ways: try routerWays(of: index))
      for name in [router.protocolName, router.typeName] where typeNames.contains(name) {
        throw GenerationError(
          flow: flow.name,
          message:
            "\(node.label) would generate the router '\(name)', which is also the name of a "
            + "type of the specs; rename the step or the type, or leave 'routers' out",
          location: node.id.location)
      }
      routers.append(router)
    }
    return RoutingContext(routers: routers)
  }

  /// The ways out of screen `index`, named.
  func routerWays(of index: Int) throws(GenerationError) -> [RouterWay] {
    let node = nodes[index]
    let edges = edges(of: index).filter { $0.tab == nil }
    /// A way before it is named: where it leads, and the case it completes with.
    struct Way {
      var destination: Edge.Destination?
      var choice: String?
      var parameter: TypeExpression?
      var isBack = false
    }
    var ways: [Way] = []
    if node.output != .never {
      if let routing = model.caseRouting(of: node), !routing.routes.isEmpty {
        let cases = model.types.enumCases(of: node.output) ?? []
        for name in routing.cases {
          guard
            let edge = edges.first(where: { $0.kind == .onCase(name) })
              ?? edges.first(where: { $0.kind == .defaultNext })
          else { throw fail("case '\(name)' of '\(node.id.value)' goes nowhere") }
          ways.append(
            Way(
              destination: edge.destination, choice: name,
              parameter: cases.first { $0.name.value == name }?.payload?.value))
        }
      } else {
        guard let edge = edges.first(where: { $0.kind == .next }) else {
          throw fail("'\(node.id.value)' completes but has no 'next'")
        }
        ways.append(
          Way(
            destination: edge.destination, choice: nil,
            parameter: valueType(node.output) == nil
              ? nil : node.output))
      }
    }
    if node.step?.backDisabled == nil {
      ways.append(
        Way(destination: edges.first { $0.kind == .back }?.destination, isBack: true))
    }
    var names: [String] = []
    for way in ways {
      names.append(way.isBack ? "back" : try routerMethod(leadingTo: way.destination))
    }
    // Ways that would share a name are named after their cases instead.
    var counts: [String: Int] = [:]
    for (way, name) in zip(ways, names) where !way.isBack { counts[name, default: 0] += 1 }
    for position in ways.indices where !ways[position].isBack {
      if counts[names[position], default: 0] > 1, let choice = ways[position].choice {
        names[position] = choice
      }
    }
    names = Self.distinct(names, reserving: Self.routerMembers, keeping: ways.map(\.isBack))
    return zip(ways, names).map { way, name in
      RouterWay(
        doc: SwiftSpelling.doc(routerDoc(way.destination, choice: way.choice, back: way.isBack)),
        method: SwiftSpelling.identifier(name),
        parameter: way.parameter.map {
          RouterParameter(
            name: SwiftSpelling.identifier(Self.parameterName($0)), type: swiftType($0))
        },
        caseName: way.choice.map(SwiftSpelling.member), isBack: way.isBack)
    }
  }

  /// A completion's method before clashes are settled: after where it leads.
  func routerMethod(leadingTo destination: Edge.Destination?) throws(GenerationError) -> String {
    switch destination {
    case .node(let target): return "to" + SwiftSpelling.upperFirst(nodes[target].id.value)
    case .finish: return "finish"
    case .ending(let name): return "finish" + SwiftSpelling.upperFirst(name)
    case .cancel: return "cancel"
    case .back: return "goBack"
    case .unknown(let name): throw fail("unknown target '\(name)'")
    case nil: throw fail("a way out of a screen goes nowhere")
    }
  }

  /// What a router's method does, for its doc comment.
  func routerDoc(_ destination: Edge.Destination?, choice: String?, back: Bool) -> String {
    let what =
      back
      ? "The user goes back"
      : choice.map { "The screen completes with `\($0)`" } ?? "The screen completes"
    let outcome =
      switch destination {
      case .node(let target):
        back
          ? "the flow goes back to `\(nodes[target].id.value)`"
          : "the flow goes on to `\(nodes[target].id.value)`"
      case .finish: "the flow finishes"
      case .ending(let name): "the flow ends in `\(name)`"
      case .cancel: "the flow is cancelled"
      case .back, .unknown, nil: "the flow returns to the screen shown before"
      }
    return what + ": " + outcome + "."
  }

  /// `names` made distinct in order: a name already taken, or reserved, gets
  /// the smallest number from 2 that makes it free. Entries whose `keeping`
  /// is true keep their name (a reserved one among them: `back`). The number
  /// tried next for each name is remembered, so each name taken is passed
  /// over at most once per name: linear in the names.
  static func distinct(
    _ names: [String], reserving reserved: Set<String>, keeping: [Bool]
  ) -> [String] {
    var taken = reserved.union(zip(names, keeping).filter(\.1).map(\.0))
    var next: [String: Int] = [:]
    var result: [String] = []
    for (name, kept) in zip(names, keeping) {
      if kept {
        result.append(name)
        continue
      }
      var candidate = name
      if taken.contains(candidate) {
        var number = next[name] ?? 2
        repeat {
          candidate = name + String(number)
          number += 1
        } while taken.contains(candidate)
        next[name] = number
      }
      taken.insert(candidate)
      result.append(candidate)
    }
    return result
  }

  /// The name of a parameter of type `type`: its last name in lowerCamelCase
  /// (`Todo` -> `todo`, `SettingsFlow.Route` -> `route`, `NewTodo?` ->
  /// `newTodo`), `value` for a built-in type (`Int`, `String`) or a collection.
  static func parameterName(_ type: TypeExpression) -> String {
    switch type {
    case .named(let name) where TypeTable.builtins.contains(name): "value"
    case .named(let name):
      SwiftSpelling.lowerFirst(String(name.split(separator: ".").last ?? "value"))
    case .optional(let wrapped): parameterName(wrapped)
    case .array, .dictionary: "value"
    }
  }
}
