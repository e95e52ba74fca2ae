import Testing

@testable import FlowcCore

/// Pages and split views in review: `diff` reports another container kind
/// as breaking (navigators make another screen), the diagram names the
/// kind where it names tabs, and `paths` walks them as tabs.
@Suite struct ContainerReviewTests {
  static let child =
    "flow: C\noutput: Never\nstart: c\nsteps:\n  c: { screen: C, output: Never }\n"
  static let other = child.replacing("flow: C", with: "flow: D")
  static let home =
    "flow: P\noutput: Never\nstart: main\nsteps:\n  main:\n"
    + "    tabs: { one: { flow: C }, two: { flow: D } }\n"

  @Test func aContainerKindChangeIsBreaking() throws {
    let pages = Self.home + "    container: pages\n"
    let split = Self.home + "    container: split\n"
    let lines = { (old: String, new: String) in
      try specDiff([old, Self.child, Self.other], [new, Self.child, Self.other]).flows
        .flatMap(\.changes).map(DiffTextRenderer.line)
    }
    #expect(try lines(Self.home, pages) == ["~ step 'main': container tabs -> pages  [breaking]"])
    #expect(try lines(pages, split) == ["~ step 'main': container pages -> split  [breaking]"])
    // Writing the default is no change.
    #expect(try lines(Self.home, Self.home + "    container: tabs\n").isEmpty)
  }

  @Test func theDiagramNamesTheContainerKind() throws {
    let sources = [
      SourceFile(path: "P.flow.yaml", text: Self.home + "    container: split\n"),
      SourceFile(path: "C.flow.yaml", text: Self.child),
      SourceFile(path: "D.flow.yaml", text: Self.other),
    ]
    let diagram = try DiagramFixtures.diagram(sources)
    let main = diagram.clusters.flatMap(\.nodes).first { $0.title == "main" }
    #expect(main?.name == "split: C, D")
  }
}
