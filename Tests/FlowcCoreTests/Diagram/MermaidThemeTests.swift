import Foundation
import Testing

@testable import FlowcCore

/// Mermaid output as GitHub shows it: readable in the light and the dark
/// theme, and labels that survive Mermaid's preprocessing.
@Suite struct MermaidThemeTests {
  /// GitHub's page backgrounds: light and dark themes.
  static let backgrounds = ["#ffffff", "#0d1117"]

  /// WCAG 2 relative luminance of `#RRGGBB`.
  static func luminance(_ hex: String) -> Double {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    func channel(_ shift: Int) -> Double {
      let c = Double((value >> shift) & 0xFF) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
  }

  /// WCAG 2 contrast ratio of two colours, 1 to 21.
  static func contrast(_ a: String, _ b: String) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  @Test func contrastRatiosAreWCAGs() {
    #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.01)
    #expect(abs(Self.contrast("#777777", "#ffffff") - 4.48) < 0.01)
    #expect(Self.contrast("#123456", "#123456") == 1)
  }

  /// Every `classDef` of `flowc diagram` and `flowc diff`, as name and properties.
  static func classDefinitions() -> [(String, [String: String])] {
    let diagram = MermaidStyle.classOrder.compactMap { name in
      MermaidStyle.classDefinition(name).map { (name, $0) }
    }
    return (diagram + DiffMermaidRenderer.classStyles).map { name, definition in
      var properties: [String: String] = [:]
      for part in definition.split(separator: ",") {
        let pair = part.split(separator: ":", maxSplits: 1).map(String.init)
        if pair.count == 2 { properties[pair[0]] = pair[1] }
      }
      return (name, properties)
    }
  }

  /// Node classes are drawn on their flow's subgraph, subgraph classes
  /// between it and the page.
  @Test func everyClassIsReadableOnItsBackground() throws {
    let definitions = Self.classDefinitions()
    #expect(definitions.count == MermaidStyle.classOrder.count + 3)
    for (name, properties) in definitions {
      // The gate class only thickens the border its kind's class colours.
      if name == MermaidStyle.gateClass { continue }
      let stroke = try #require(properties["stroke"], "\(name) has no stroke")
      let isSubgraph = name == "flowError" || name == "flowWarning"
      for background in isSubgraph ? Self.backgrounds : [DiagramPalette.flowBackground] {
        #expect(
          Self.contrast(stroke, background) >= 3,
          "\(name): stroke \(stroke) on \(background) is \(Self.contrast(stroke, background)):1")
      }
      // Subgraph classes colour only the border; node classes need legible text.
      if name == "flowError" || name == "flowWarning" { continue }
      let fill = try #require(properties["fill"], "\(name) has no fill")
      let text = try #require(properties["color"], "\(name) has no text colour")
      #expect(
        Self.contrast(text, fill) >= 4.5,
        "\(name): text \(text) on \(fill) is \(Self.contrast(text, fill)):1")
    }
  }

  /// What Mermaid (`encodeEntities` in mermaid's diagram API) does to the text
  /// of a chart before parsing it, then how the entities come out: a line
  /// matching `style.*:\S*#.*;` or `classDef.*:\S*#.*;` loses its last `;`,
  /// and `#name;` / `#123;` become characters.
  static func mermaidShows(_ line: String) throws -> String {
    var text = line
    for pattern in [#"style.*:\S*#.*;"#, #"classDef.*:\S*#.*;"#] {
      let regex = try NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      if let match = regex.firstMatch(in: text, range: range),
        let found = Range(match.range, in: text)
      {
        text.replaceSubrange(found, with: text[found].dropLast())
      }
    }
    let names = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">"]
    let entity = try NSRegularExpression(pattern: #"#(\w+);"#)
    var out = ""
    var last = text.startIndex
    for match in entity.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let whole = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text)
      else { continue }
      out += text[last..<whole.lowerBound]
      if let code = UInt32(text[name]), let scalar = Unicode.Scalar(code) {
        out.unicodeScalars.append(scalar)
      } else {
        out += names[String(text[name])] ?? String(text[whole])
      }
      last = whole.upperBound
    }
    return out + text[last...]
  }

  @Test func aLinkWithStyleAndAColonKeepsEveryCharacter() throws {
    let pattern = "myapp://lifestyle/{id:Int}"
    let escaped = MermaidText.label(pattern)
    #expect(escaped == "myapp://life#115;tyle/#123;id:Int#125;")
    let line = "    F0_l0>\"\(escaped)\"]"
    #expect(try Self.mermaidShows(line) == "    F0_l0>\"\(pattern)\"]")
    // Without breaking the word, Mermaid would cut the label as reported.
    let unbroken = "    F0_l0>\"myapp://lifestyle/#123;id:Int#125;\"]"
    #expect(try Self.mermaidShows(unbroken).hasSuffix("{id:Int#125\"]"))
  }

  @Test(arguments: [
    "myapp://lifestyle/{id:Int}", "classDef x: #1; y", "style: 100% (a;b) [c] <d> & \"e\" `f`",
    "turn direction LR", "lifestyle\nclassDef:#;",
  ])
  func labelsComeOutAsWritten(_ text: String) throws {
    let escaped = MermaidText.label(text)
    #expect(!escaped.contains("\""))
    #expect(!escaped.contains("style"))
    #expect(!escaped.contains("classDef"))
    let shown = try Self.mermaidShows("  n[\"\(escaped)\"]")
    #expect(shown == "  n[\"\(text.replacing("\n", with: "<br>"))\"]")
  }

  @Test func bothMermaidOutputsEscapeAlike() {
    let text = "a \"b\" {c} #d |e| lifestyle: x;"
    #expect(MermaidExporter().escape(text) == MermaidText.label(text))
    #expect(DiffMermaidRenderer.escape(text) == MermaidText.label(text))
  }

  @Test func aWarningIsLabelledAWarning() {
    var marks = FlowDiagram.Marks()
    marks.add(Diagnostic(.unreachableStep, "never reached", at: nil, severity: .warning))
    marks.add(Diagnostic(.unusedType, "unused", at: nil))
    #expect(marks.summary == "warning: unreachable-step, unused-type")
    marks.add(Diagnostic(.typeMismatch, "mismatch", at: nil))
    #expect(marks.summary == "error: unreachable-step, unused-type, type-mismatch")
    var unreachable = FlowDiagram.Marks()
    unreachable.add(Diagnostic(.unreachableStep, "never reached", at: nil))
    #expect(unreachable.summary == "error: unreachable-step")
  }
}

/// Diagrams past Mermaid's text limit or PlantUML's image size are warned about.
@Suite struct DiagramSizeLimitTests {
  static func chainDiagram(_ count: Int) throws -> FlowDiagram {
    var spec = "flow: Chain\nstart: s0\nsteps:\n"
    for index in 0..<count {
      let next = index + 1 < count ? "s\(index + 1)" : "finish"
      spec += "  s\(index): { screen: Screen\(index), next: \(next), back: cancel }\n"
    }
    let source = SourceFile(path: "Chain.flow.yaml", text: spec)
    let model = try #require(FlowChecker().check([source], checks: []).model)
    return FlowDiagram(model: model)
  }

  @Test func smallDiagramsGetNoWarning() throws {
    let diagram = try Self.chainDiagram(10)
    for format in DiagramFormat.allCases {
      let text = format.exporter.export(diagram)
      #expect(DiagramSizeLimits.warning(for: text, format: format, diagram: diagram) == nil)
    }
  }

  @Test func aMermaidChartPastMaxTextSizeIsWarnedAbout() throws {
    let diagram = try Self.chainDiagram(600)
    let text = MermaidExporter().export(diagram)
    #expect(text.count > DiagramSizeLimits.mermaidTextSize)
    let warning = try #require(
      DiagramSizeLimits.warning(for: text, format: .mermaid, diagram: diagram))
    #expect(warning.hasPrefix("warning: the Mermaid diagram is \(text.count) characters"))
    #expect(warning.contains("--output-dir DIR"))
    #expect(warning.contains("--flow NAME"))
    #expect(warning.contains("\"maxTextSize\": "))
    #expect(DiagramSizeLimits.warning(for: text, format: .dot, diagram: diagram) == nil)
  }

  @Test func aPlantUMLDiagramPastItsPixelLimitIsWarnedAbout() throws {
    let diagram = try Self.chainDiagram(80)
    let text = PlantUMLExporter().export(diagram)
    let warning = try #require(
      DiagramSizeLimits.warning(for: text, format: .plantuml, diagram: diagram))
    #expect(warning.contains("4096 px"))
    #expect(warning.contains("PLANTUML_LIMIT_SIZE="))
    #expect(warning.contains("--flow NAME"))
    let small = try Self.chainDiagram(40)
    #expect(
      DiagramSizeLimits.warning(
        for: PlantUMLExporter().export(small), format: .plantuml, diagram: small) == nil)
  }
}
