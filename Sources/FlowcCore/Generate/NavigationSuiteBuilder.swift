/// Builds what the navigation test suite of one flow holds: scripted
/// stand-ins for its screens, actions and decisions, and one test per edge,
/// each driving the generated coordinator along the shortest path from
/// `start` that takes the edge (`flowc tests`).
///
/// Paths are found breadth-first from `start` over the written transitions,
/// each node's transitions in spec order, as `PathFinder` finds them; a
/// sub-flow or tab container on the path is passed through its flow, along
/// that flow's own shortest path to the ending the edge out of it routes (a
/// tab selected first). Deep links open with their gates passed, and once
/// more waiting while the first gate takes its next answer. An edge no path
/// can take is listed in the suite's comment instead, with the reason.
/// Each test follows its path as the app's user and
/// services would: it completes the screen shown with the value the edge
/// needs, scripts each action's success or failure and each decision's
/// answer beforehand, and after every step checks the step the flow rests at
/// and the screen on top of the navigator.
///
/// Its parts, a file each: the scripted stand-ins (`+StandIns`), the paths
/// the tests take (`+Paths`), the run of the flow a test follows
/// (`+SimulatedRun`), the Swift of each test (`+TestBody`), and how a test
/// passes deep links and sub-flows (`+LinksAndSubFlows`).
struct NavigationSuiteBuilder {
  let model: FlowModel
  let flow: Flow
  let context: FlowContext
  let values: NavigationTestValues

  init(model: FlowModel, flow: Flow, context: FlowContext) {
    self.model = model
    self.flow = flow
    self.context = context
    values = NavigationTestValues(types: model.types)
    runsOn = ActionScreens(flow).screens
  }

  /// For each action that runs on a screen (`from`), that screen.
  let runsOn: [Int: Int]

  var namespace: String { FlowContextBuilder.namespace(flow) }

  /// What a test does at one point of its path.
  enum Move {
    /// Takes edge (index in `flow.edges`).
    case edge(Int)
    /// The action (node index) fails and shows its error on its screen (`failure: inline`).
    case inlineFailure(Int)
    /// The event (index in `flow.events`) happens.
    case event(Int)
    /// The flow is cancelled as a whole.
    case cancel
    /// The flow starts at the deep link (index in `flow.links`): only first.
    case link(Int)
    /// The user goes back from the screen (node index) whose step writes no
    /// `back`, or `back: none`.
    case unwrittenBack(Int)
  }

  /// Why a path cannot be driven yet.
  struct Unsupported: Error {
    var reason: String
  }

  /// The first step of the flow a `flow:` step runs, if it is a screen; nil
  /// for other nodes and for a flow that starts with an action or decision.
  func childScreen(of node: FlowNode, tab: Int? = nil) -> (name: String, step: Step?)? {
    let callee: Int?
    switch node.kind {
    case .subflow: callee = node.callee
    case .tabs:
      callee = tab.flatMap { node.tabCallees.indices.contains($0) ? node.tabCallees[$0] : nil }
    default: callee = nil
    }
    guard let callee,
      let start = model.flows[callee].start,
      case .screen(let name) = model.flows[callee].nodes[start].kind
    else { return nil }
    return (name, model.flows[callee].nodes[start].step)
  }

  /// The position of the tab a container shows first (`selected`, else the first).
  func selectedTab(of node: FlowNode) -> Int {
    guard let step = node.step, let selected = step.selected?.value else { return 0 }
    return step.tabs.firstIndex { $0.id.value == selected } ?? 0
  }

  /// A sub-flow or tab container: the flows it runs have tests of their own.
  func isOpaque(_ node: FlowNode) -> Bool {
    switch node.kind {
    case .subflow, .tabs: true
    default: false
    }
  }

  var fakeName: String { flow.name + "NavigationFake" }

  /// How link `link` reaches its step (nil without gates' analysis).
  func linkWay(_ link: Int) -> LinkWays.Way? {
    flow.linkWays.flatMap { $0.ways.indices.contains(link) ? $0.ways[link] : nil }
  }

  /// How many sub-flows deep a test passes through to reach an ending.
  static let maxChildDepth = 8

  /// `text` as a Swift string literal.
  func literal(_ text: String) -> String { SwiftSpelling.stringLiteral(text) }
}
