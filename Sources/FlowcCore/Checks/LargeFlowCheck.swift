extension Check {
  /// The most steps and decisions a flow has before its generated Swift is
  /// slow to compile. Type-checking time is linear in the steps, about 10 ms a
  /// step (`python3 bench/typecheck_generated.py --sizes 1000,2000 --runs 1`:
  /// 9.9 s at 1,000 and 19.4 s at 2,000, no function body over 40 ms), so the
  /// limit is a build time a team notices, not one swiftc refuses.
  public static let largeFlowNodes = 2000

  /// `large-flow` (warning): a flow with more than `largeFlowNodes` steps and
  /// decisions. The spec is fine, but its generated Swift takes swiftc tens
  /// of seconds to check on every build of it; sub-flows keep each flow small.
  ///
  /// Reported at the flow's name.
  public static let largeFlows = Check("large flows", codes: [.largeFlow]) { model in
    model.flows.filter { $0.nodes.count > largeFlowNodes }.map { flow in
      Diagnostic(
        .largeFlow,
        "flow '\(flow.name)' has \(flow.nodes.count) steps and decisions; swiftc takes about "
          + "10 ms a step to check its generated Swift, \(flow.nodes.count / 100) s on every "
          + "build: split it into sub-flows",
        at: flow.spec.name.location, subject: flow.subject())
    }
  }
}
