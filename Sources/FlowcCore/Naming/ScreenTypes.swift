/// The associated type each screen factory of the `Screens` protocols
/// returns (`associatedtype LoginFormScreen = AnyObject`), so that an app's
/// factory returns its own type, a view controller or `some View`, and
/// Swift infers it.
///
/// One name per signature of a screen across the run: a flow's `Screens`
/// refines those of the flows it runs, and associated types of one name are
/// one type there. A screen with one signature is `<Name>Screen`; one that
/// several signatures overload (another input, output or `feedback:`) gets
/// `<Name>Screen`, `<Name>Screen2`, ... in the order of the run's flows and
/// steps, so each overload's factory returns a type of its own. Made in one
/// pass over the run's nodes.
struct ScreenTypes: Sendable {
  struct Signature: Hashable, Sendable {
    var screen: String
    var input: TypeExpression
    var output: TypeExpression
    var hasFeedback: Bool
  }

  /// The name of each signature of the run.
  private(set) var names: [Signature: String] = [:]
  /// Each name and the step it was first made for (the flow's index in the
  /// model, the node's in the flow), in the order they were made.
  private(set) var declared: [(name: String, flow: Int, node: Int)] = []

  init(_ model: FlowModel) {
    var counts: [String: Int] = [:]
    for flow in model.flows {
      let feedback = Self.feedbackScreens(flow)
      for (index, node) in flow.nodes.enumerated() {
        guard case .screen(let screen) = node.kind else { continue }
        let signature = Signature(
          screen: screen, input: node.input, output: node.output,
          hasFeedback: feedback.contains(index))
        guard names[signature] == nil else { continue }
        let count = counts[screen, default: 0] + 1
        counts[screen] = count
        let name = SwiftSpelling.upperFirst(screen) + "Screen" + (count == 1 ? "" : "\(count)")
        names[signature] = name
        declared.append((name, flow.index, index))
      }
    }
  }

  /// Whether `name` has the shape of a name made here: `Screen` at its end,
  /// or `Screen` and a number (`LoginScreen`, `LoginScreen2`).
  static func couldBeName(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      var end = bytes.count
      while end > 0, bytes[end - 1] >= UInt8(ascii: "0"), bytes[end - 1] <= UInt8(ascii: "9") {
        end -= 1
      }
      return end >= 6 && bytes[end - 1] == UInt8(ascii: "n")
        && bytes[(end - 6)..<end].elementsEqual("Screen".utf8)
    }
  }

  /// The screens of `flow` whose factories take `feedback:` (`InlineFeedback`).
  static func feedbackScreens(_ flow: Flow) -> Set<Int> {
    InlineFeedback(flow).screens
  }

  /// The associated type of screen node `node`, whose factory takes
  /// `feedback:` if `hasFeedback`.
  func name(of node: FlowNode, hasFeedback: Bool) -> String? {
    guard case .screen(let screen) = node.kind else { return nil }
    return names[
      Signature(
        screen: screen, input: node.input, output: node.output, hasFeedback: hasFeedback)]
  }
}
