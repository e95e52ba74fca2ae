/// What a node of a diagram stands for (`FlowDiagram.Node.Kind`); each kind
/// has its own shape in every format. A base type, so that `flowc diagram`
/// and `flowc diff` draw nodes with the same shapes and colours.
public enum DiagramNodeKind: String, CaseIterable, Hashable, Sendable {
  case screen
  case action
  case decision
  /// A `flow:` step.
  case subflow
  /// The flow's entry: an arrow from it leads to the `start` node.
  case start
  /// A deep link: its URL pattern, with an arrow to the node it opens.
  case link
  /// An event from outside the flow (`events:`), with an arrow to where it leads.
  case event
  /// `finish`: the flow ends with its output.
  case finish
  /// `cancel`: the flow ends without a result.
  case cancel
  /// A target that names no node of the flow (an `unknown-target` error).
  case missing
}

/// How an edge of a diagram is drawn (`FlowDiagram.Edge.Kind`): transitions
/// solid, `failure` dashed, `back` dotted, calls bold, entries (start and
/// links) plain arrows from their marker.
public enum DiagramEdgeKind: String, CaseIterable, Hashable, Sendable {
  /// `next`, a case of `on`, or a case of a decision.
  case transition
  case failure
  case back
  /// From the start marker or a link to the node it opens.
  case entry
  /// From a `flow:` step to the cluster of the flow it runs.
  case call
}
