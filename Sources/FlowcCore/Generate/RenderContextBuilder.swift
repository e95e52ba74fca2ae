import Foundation

/// Builds the render context of each flow of a checked model.
///
/// The builder trusts the checks: it runs only on a model without errors, so
/// every name resolves, every payload fits its target and every gathered value
/// is available (see `CarriedData`). Should that ever not hold, it throws
/// rather than emit Swift that does not compile.
public struct RenderContextBuilder {
  public let model: FlowModel
  /// The access level of generated declarations (`public` for a flow module of its own).
  public var access: AccessLevel
  /// Modules every file imports besides those the specs' types need.
  public var extraImports: [String]
  /// The parts of each file to generate.
  public var parts: Set<GeneratedPart>
  /// Whether each screen step gets a router (`routers: true` in the config).
  public var routers: Bool
  /// What the config adds to each flow's `State` and `Action`.
  public var state: TypeAdditions
  public var action: TypeAdditions
  /// The type each screen factory of the run returns.
  let screenTypes: ScreenTypes
  /// The flows that offer events, and the sub-flows each reaches.
  let eventRouting: EventRouting
  /// The names of the types actions throw (a spec's `error`): declared, they
  /// conform to `Error`.
  let errorTypes: Set<String>

  public init(
    model: FlowModel, access: AccessLevel = .internal, imports: [String] = [],
    parts: Set<GeneratedPart> = GeneratedPart.all, routers: Bool = false,
    state: TypeAdditions = .none, action: TypeAdditions = .none
  ) {
    self.model = model
    self.access = access
    self.extraImports = imports
    self.parts = parts
    self.routers = routers
    self.state = state
    self.action = action
    var errorTypes: Set<String> = []
    for flow in model.flows {
      for node in flow.nodes {
        if case .named(let name)? = node.failure { errorTypes.insert(name) }
      }
    }
    self.errorTypes = errorTypes
    screenTypes = model.screenTypes
    eventRouting = model.eventRouting
  }

  public init(model: FlowModel, isPublic: Bool) {
    self.init(model: model, access: isPublic ? .public : .internal)
  }

  /// The context of flow `index`.
  public func context(ofFlow index: Int) throws(GenerationError) -> RenderContext {
    let flow = model.flows[index]
    let builder = FlowContextBuilder(model: model, flow: flow, screenTypes: screenTypes)
    builder.eventChildren = eventRouting.children[index]
    var context = try builder.build()
    // Routers live in the namespace, beside the `Screens` they serve.
    if routers && PartSelection(parts).namespace { context.routing = try builder.routingContext() }
    context.stateAttributes = state.attributes
    context.stateConformances = state.conformances(
      after: context.stateConformances,
      besides: ["FlowRuntime.FlowStepState", "Sendable", "Swift.Sendable"])
    context.actionAttributes = action.attributes
    context.actionConformances = action.conformances(
      after: context.actionConformances, besides: ["Sendable", "Swift.Sendable"])
    if !parts.contains(.links) {
      // Without the `Link` enum, nothing may open a link.
      context.linkGroups = []
      context.hasLinks = false
      context.areLinksGrouped = false
      context.hasGatedLinks = false
      for group in context.groups.indices {
        for step in context.groups[group].steps.indices {
          context.groups[group].steps[step].childLinks = []
          context.groups[group].steps[step].hasChildLinks = false
          for tab in context.groups[group].steps[step].tabContainer?.tabs.indices ?? 0..<0 {
            context.groups[group].steps[step].tabContainer?.tabs[tab].childLinks = []
            context.groups[group].steps[step].tabContainer?.tabs[tab].hasChildLinks = false
          }
        }
      }
    }
    let imports = imports
    return RenderContext(
      specFile: String(flow.spec.file.split(separator: "/").last ?? ""),
      access: access.keyword, isPublic: access != .internal, imports: imports,
      parts: PartSelection(parts),
      types: flow.spec.types.filter { !$0.isFlowLocal }.map { declaredType($0) },
      flow: context,
      flowTypes: flow.spec.types.filter(\.isFlowLocal).map {
        declaredType($0, in: FlowContextBuilder.namespace(flow))
      }, modules: (imports + ["FlowRuntime", "Foundation"]).sorted())
  }

  /// The modules of qualified external types, for imports.
  private var imports: [String] {
    let modules = model.types.external.keys.compactMap { name -> String? in
      guard let dot = name.firstIndex(of: ".") else { return nil }
      return String(name[..<dot])
    }
    return Set(modules + extraImports).subtracting(["Swift", "Foundation", "FlowRuntime"]).sorted()
  }
}

/// Generation could not proceed: a model the checks should have refused.
public struct GenerationError: Error, CustomStringConvertible, Sendable {
  public var flow: String
  public var message: String
  /// Where the spec says what cannot be generated, when one place does.
  public var location: SourceLocation?

  public init(flow: String, message: String, location: SourceLocation? = nil) {
    self.flow = flow
    self.message = message
    self.location = location
  }

  /// `file:line:column: error: message`, as diagnostics read.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)error: cannot generate flow '\(flow)': \(message)"
  }
}
