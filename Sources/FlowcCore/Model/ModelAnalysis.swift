import Foundation

/// What the checks and generation of one model both derive from it, each
/// derived once: a model's copies share one analysis, so what `flowc check`
/// computed for a check, generation then reads (`FlowModel.dataFlow(of:)`,
/// `carriedData(of:)`, `eventRouting`, and those of later stages:
/// `generatedNameProblems`, `screenTypes`).
///
/// Each value is made on first use, from the model as it was built: the
/// model is not changed after `FlowModel(specs:)`, and a model whose flows
/// were changed would need a new analysis. Safe to share between threads:
/// a value two threads ask for at once may be made twice, and the first kept.
final class ModelAnalysis: @unchecked Sendable {
  /// What a value is (`dataFlow`, `screenTypes`), and of which flow when it is one flow's.
  struct Key: Hashable {
    var name: String
    var flow = -1
  }

  private let lock = NSLock()
  private var values: [Key: any Sendable] = [:]

  /// The value at `key`, made by `make` when there is none yet.
  func value<Value: Sendable>(_ key: Key, _ make: () -> Value) -> Value {
    if let value = lock.withLock({ values[key] }) as? Value { return value }
    let made = make()
    return lock.withLock {
      if let earlier = values[key] as? Value { return earlier }
      values[key] = made
      return made
    }
  }
}

extension FlowModel {
  /// Where data exists in `flow`, one of the model's flows (`DataFlowGraph`),
  /// made once for the model.
  public func dataFlow(of flow: Flow) -> DataFlowGraph {
    analysis.value(.init(name: "dataFlow", flow: flow.index)) { DataFlowGraph(flow) }
  }

  /// What each node of `flow`, one of the model's flows, carries
  /// (`CarriedData.carried`), made once for the model.
  public func carriedData(of flow: Flow) -> [[Int]] {
    analysis.value(.init(name: "carried", flow: flow.index)) {
      CarriedData(flow, dataFlow: { dataFlow(of: flow) }).carried
    }
  }

  /// The flows that offer events and the sub-flows each reaches, made once for the model.
  public var eventRouting: EventRouting {
    analysis.value(.init(name: "eventRouting")) { EventRouting(self) }
  }
}
