import Testing

@testable import FlowcCore

/// The spellings of the keys each kind of spec mapping allows, written out
/// in `SpecDecoder`: one per case, in case order, each the case's name
/// (`flowTypes` is written `flow-types`).
@Suite struct SpecKeyTests {
  private func spelled<Key: SpecKey>(_: Key.Type) -> [String] {
    Key.allCases.map { "\($0)" == "flowTypes" ? "flow-types" : "\($0)" }
  }

  private func expectSpelled<Key: SpecKey>(
    _ key: Key.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(Key.names == spelled(key), sourceLocation: sourceLocation)
    #expect(Key.nameBytes == Key.names.map { Array($0.utf8) }, sourceLocation: sourceLocation)
    #expect(
      Key.allCases.map(\.rawValue) == Array(0..<Key.names.count), sourceLocation: sourceLocation)
    #expect(Key.names.count <= SpecKeys<Key>.capacity, sourceLocation: sourceLocation)
  }

  @Test func namesAreTheCaseNames() {
    expectSpelled(SpecDecoder.TopLevelKey.self)
    expectSpelled(SpecDecoder.StepKey.self)
    expectSpelled(SpecDecoder.TabKey.self)
    expectSpelled(SpecDecoder.DecisionKey.self)
    expectSpelled(SpecDecoder.LinkKey.self)
    expectSpelled(SpecDecoder.EventKey.self)
  }

  @Test func flowTypesIsTheOnlyNameUnlikeItsCase() {
    let top = SpecDecoder.TopLevelKey.names
    #expect(top[SpecDecoder.TopLevelKey.flowTypes.rawValue] == "flow-types")
    #expect(top.filter { $0.contains("-") } == ["flow-types"])
  }
}
