extension Check {
  /// The most steps and decisions a flow has before swiftc's exhaustiveness
  /// checking of the generated switches over its states and actions may give
  /// up (measured with `bench/typecheck_generated.py`: 500 passes, 600 does not).
  public static let largeFlowNodes = 500

  /// `large-flow` (warning): a flow with more than `largeFlowNodes` steps and
  /// decisions. The spec is fine, but swiftc may fail to check the Swift
  /// generated from it in reasonable time; sub-flows keep each flow small.
  ///
  /// Reported at the flow's name.
  public static let largeFlows = Check("large flows", codes: [.largeFlow]) { model in
    model.flows.filter { $0.nodes.count > largeFlowNodes }.map { flow in
      Diagnostic(
        .largeFlow,
        "flow '\(flow.name)' has \(flow.nodes.count) steps and decisions; swiftc may fail to "
          + "check switches over more than about \(largeFlowNodes) cases in reasonable time: "
          + "split it into sub-flows",
        at: flow.spec.name.location, subject: flow.subject())
    }
  }
}
