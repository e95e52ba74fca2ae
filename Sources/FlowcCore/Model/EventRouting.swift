/// The events each flow's coordinator answers: its own (`events:`) and those
/// of every flow it runs through `flow:` steps and tabs, transitively, so that
/// an app that holds only its root coordinator can send every event of the
/// run. An event sent to a coordinator goes first to the sub-flow running
/// there, and so on down; the innermost running flow where it applies
/// handles it, else the flow above it.
///
/// One name is one event in a run: a parent and a flow it runs that declare
/// the same name with the same payload make one method, the innermost flow
/// where it applies winning; with different payloads, the parent's
/// coordinator could not have one method for both (`clashes`).
///
/// Computed once for the run, children before parents; time and memory are
/// linear in the routes it lists (each flow lists each name once). A flow
/// cycle (`flow-cycle`) is cut where it closes: no recursion, no endless loop.
public struct EventRouting: Sendable {
  /// An event a flow's coordinator answers.
  public struct Route: Sendable {
    /// The event's name.
    public var name: String
    /// What it carries (`Void` for nothing).
    public var payload: TypeExpression
    /// The declaration the route was first built from: the flow's own, or
    /// the first sub-flow's (in step order) that answers it.
    public var declaration: Declaration
    /// Whether the flow declares the event itself (its `Action` has the case).
    public var isOwn: Bool
    /// The flows this flow runs (`flow:` steps and tabs) that answer the
    /// event, each once, in the order of the steps that run them.
    public var children: [Int]
  }

  /// Where an event is declared: flow `flow`'s event number `event`.
  public struct Declaration: Sendable, Hashable {
    public var flow: Int
    public var event: Int
  }

  /// Two declarations of one name with different payloads that one coordinator would answer.
  public struct Clash: Sendable {
    /// The flow whose coordinator answers both.
    public var flow: Int
    /// The declaration met second, where the problem is reported.
    public var declaration: Declaration
    /// The declaration met first.
    public var other: Declaration
  }

  /// Each flow's routes, its own events first (in spec order), then those of
  /// its sub-flows (in the order of the steps that run them).
  public private(set) var routes: [[Route]]
  /// Each pair of clashing declarations once, at the first flow where they meet.
  public private(set) var clashes: [Clash] = []

  public init(_ model: FlowModel) {
    let flows = model.flows
    routes = Array(repeating: [], count: flows.count)
    // Children before parents: an iterative depth-first walk over the
    // flows each flow runs; an edge back to a flow still being walked (a
    // cycle) is skipped.
    var state = [UInt8](repeating: 0, count: flows.count)  // 0 new, 1 walking, 2 done
    var order: [Int] = []
    order.reserveCapacity(flows.count)
    let callees = flows.map { flow in
      var seen = Set<Int>()
      return flow.nodes.flatMap(\.callees).filter { seen.insert($0).inserted }
    }
    for root in flows.indices where state[root] == 0 {
      var stack: [(flow: Int, next: Int)] = [(root, 0)]
      state[root] = 1
      while let top = stack.last {
        if top.next < callees[top.flow].count {
          stack[stack.count - 1].next += 1
          let callee = callees[top.flow][top.next]
          if state[callee] == 0 {
            state[callee] = 1
            stack.append((callee, 0))
          }
        } else {
          stack.removeLast()
          state[top.flow] = 2
          order.append(top.flow)
        }
      }
    }
    var met = Set<[Declaration]>()
    for index in order {
      var list: [Route] = []
      var byName: [String: Int] = [:]
      for (number, event) in flows[index].events.enumerated() {
        let name = event.event.name.value
        guard byName[name] == nil else { continue }  // `duplicate-name` reports it
        byName[name] = list.count
        list.append(
          Route(
            name: name, payload: event.payload,
            declaration: Declaration(flow: index, event: number), isOwn: true, children: []))
      }
      for callee in callees[index] where callee != index {
        for route in routes[callee] {
          guard let position = byName[route.name] else {
            byName[route.name] = list.count
            list.append(
              Route(
                name: route.name, payload: route.payload, declaration: route.declaration,
                isOwn: false, children: [callee]))
            continue
          }
          if list[position].payload == route.payload {
            if list[position].children.last != callee { list[position].children.append(callee) }
          } else if met.insert([list[position].declaration, route.declaration]).inserted {
            clashes.append(
              Clash(flow: index, declaration: route.declaration, other: list[position].declaration))
          }
        }
      }
      routes[index] = list
    }
  }
}
