import Foundation
import Testing

@testable import FlowcCore

/// Descriptions and link patterns full of syntax characters still give valid
/// diagrams: DOT that Graphviz draws, and Mermaid and PlantUML whose escaped
/// text is pinned by golden files.
@Suite struct DiagramHostileLabelTests {
  private func hostileDiagram() throws -> FlowDiagram {
    try DiagramFixtures.diagram([DiagramFixtures.hostile], descriptions: true)
  }

  @Test func mermaidEscapesEveryLabel() throws {
    expectGolden(MermaidExporter().export(try hostileDiagram()), "diagrams/Hostile.mmd")
  }

  @Test func plantUMLEscapesEveryLabel() throws {
    expectGolden(PlantUMLExporter().export(try hostileDiagram()), "diagrams/Hostile.puml")
  }

  @Test(.needs(.dot))
  func dotDrawsHostileLabels() throws {
    let diagram = try hostileDiagram()
    let dot = DOTExporter().export(diagram)
    expectGolden(dot, "diagrams/Hostile.dot")
    try DiagramFixtures.expectRenders(dot, "Hostile")
    var plain = diagram
    plain.showsDescriptions = false
    try DiagramFixtures.expectRenders(DOTExporter().export(plain), "Hostile without descriptions")
  }

  @Test func mermaidEscapesSyntaxCharacters() {
    let escaped = MermaidExporter().escape("a \"b\" [c] {d} (e) #f |g| <h> & `i`; 50% \\ 日本 ✓\nj")
    #expect(
      escaped
        == "a #quot;b#quot; #91;c#93; #123;d#125; #40;e#41; #35;f #124;g#124; #lt;h#gt; #amp; "
        + "#96;i#96;#59; 50#37; #92; 日本 ✓<br>j")
  }

  @Test func mermaidBreaksTheDirectionStatementInLabels() {
    #expect(MermaidExporter().escape("turn direction LR") == "turn direction#32;LR")
  }

  @Test func mermaidLabelsHoldNoRawSyntax() throws {
    let mermaid = MermaidExporter().export(try hostileDiagram())
    // Inside every quoted label only entity codes remain: no quote, bracket or pipe.
    for line in mermaid.split(separator: "\n") {
      let labels = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map(\.element)
      #expect(line.count { $0 == "\"" } % 2 == 0, "unbalanced quotes: \(line)")
      for label in labels {
        let text = label.replacing("<br>", with: "")
        #expect(!text.contains { "[]{}()|<>`%\\".contains($0) }, "raw syntax in \(label)")
      }
    }
  }

  @Test func dotEscapesHTMLAndStrings() {
    let exporter = DOTExporter()
    #expect(exporter.html("a <b> & \"c\"\nd") == "a &lt;b&gt; &amp; &quot;c&quot;<BR/>d")
    #expect(exporter.quoted("a \"b\" \\ c\nd") == #""a \"b\" \\ c\nd""#)
    #expect(exporter.html("tab\tand\u{1}control") == "tab and control")
  }

  @Test func plantUMLEscapesPunctuation() {
    #expect(
      PlantUMLExporter().escape("myapp://items/{id:Int} \"q\" <b> \\ $\nx")
        == "myapp:<U+002F><U+002F>items<U+002F><U+007B>id:Int<U+007D> <U+0022>q<U+0022> "
        + "<U+003C>b<U+003E> <U+005C> <U+0024>\\nx")
  }
}
