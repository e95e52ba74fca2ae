import Foundation
import Testing

@testable import FlowcCore

/// Every text and edge colour each format draws, read back from its output,
/// against every background it falls on: at least 4.5:1 (WCAG AA), and
/// borders at least 3:1. The outputs are those of `specs/` (all of it in one
/// diagram, and one flow alone) and of a spec with diagnostics marked, so
/// every colour of the palette is drawn; a colour in the output that no pair
/// accounts for fails too, so the parsers cannot miss one.
@Suite struct DiagramContrastTests {
  /// A colour drawn on a background, and the least ratio it must reach.
  struct Pair: CustomStringConvertible {
    var what: String
    var color: String
    var background: String
    var minimum = 4.5

    var ratio: Double { MermaidThemeTests.contrast(color, background) }
    var description: String {
      "\(what): \(color) on \(background) is \((ratio * 100).rounded() / 100):1, "
        + "below \(minimum):1"
    }
  }

  /// GitHub's page backgrounds, light and dark, where a chart leaves the page showing.
  static let pages = MermaidThemeTests.backgrounds

  /// The diagrams each format is read from.
  static func diagrams() throws -> [FlowDiagram] {
    let files = try DiagramFixtures.specFiles()
    let whole = try DiagramFixtures.diagram(files)
    let (model, _) = try DiagramFixtures.check(files)
    let oneFlow = DiagramSet(model: model).pages.map(\.diagram)
    let marked = try DiagramFixtures.diagram([DiagramFixtures.marked], marked: true)
    // Coverage drawn: one transition of SignIn taken, every other edge untaken.
    let trail =
      #"{"kind":"transition","flow":"SignIn","from":"form","event":"case","case":"submit","to":"signIn"}"#
    let records = TrailReader().parse(Data(trail.utf8), file: "trail").records
    let covered = whole.marking(Coverage(model, records: records), in: model)
    return [whole, marked, covered] + oneFlow
  }

  /// Every `#RRGGBB` in `text`, upper-cased.
  static func colors(in text: String) -> Set<String> {
    Set(matches(#"#[0-9A-Fa-f]{6}\b"#, in: text).map { $0[0].uppercased() })
  }

  /// The capture groups of every match of `pattern` (group 0: the whole match).
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (0..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// The first capture of `pattern` in `text`.
  static func first(_ pattern: String, in text: String) -> String? {
    matches(pattern, in: text).first.flatMap { $0.count > 1 ? $0[1] : nil }
  }

  /// Expects every pair to reach its minimum and every colour of `text` to be in a pair.
  static func expectReadable(
    _ pairs: [Pair], covering text: String, _ format: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(!pairs.isEmpty, "\(format): no colours found", sourceLocation: sourceLocation)
    for pair in pairs where pair.ratio < pair.minimum {
      Issue.record("\(format): \(pair)", sourceLocation: sourceLocation)
    }
    let covered = Set(pairs.flatMap { [$0.color.uppercased(), $0.background.uppercased()] })
    let missed = colors(in: text).subtracting(covered)
    #expect(
      missed.isEmpty, "\(format): colours no pair accounts for: \(missed.sorted())",
      sourceLocation: sourceLocation)
  }

  // MARK: DOT

  /// DOT: node text and label colours on the node's fill; edges, edge labels,
  /// flow titles on the graph's `bgcolor`, which DOT paints itself.
  static func dotPairs(_ dot: String) throws -> [Pair] {
    func attribute(_ name: String, _ line: String) -> String? {
      first(#"(?<![A-Za-z])"# + name + #"="(#[0-9A-Fa-f]{6})""#, in: line)
    }
    let lines = dot.split(separator: "\n").map(String.init)
    let graph = try #require(lines.first { $0.hasPrefix("  graph [") })
    let nodeDefaults = try #require(lines.first { $0.hasPrefix("  node [") })
    let edgeDefaults = try #require(lines.first { $0.hasPrefix("  edge [") })
    let page = try #require(attribute("bgcolor", graph), "DOT paints no background")
    var pairs = [
      Pair(what: "flow title", color: try #require(attribute("fontcolor", graph)), background: page)
    ]
    for line in lines {
      let fonts = matches(#"COLOR="(#[0-9A-Fa-f]{6})""#, in: line).map { $0[1] }
      if line.contains(" -> ") || line.hasPrefix("  edge [") {
        let color = attribute("color", line) ?? attribute("color", edgeDefaults) ?? "#000000"
        pairs.append(Pair(what: "edge", color: color, background: page))
        if line.contains("label=") || line.hasPrefix("  edge [") {
          let font = attribute("fontcolor", line) ?? attribute("fontcolor", edgeDefaults)
          pairs.append(Pair(what: "edge label", color: font ?? "#000000", background: page))
        }
      } else if line.hasPrefix("    label=<") || line.contains("style=\"rounded\"; color=") {
        pairs += fonts.map { Pair(what: "flow title", color: $0, background: page) }
        if let border = attribute("color", line) {
          pairs.append(Pair(what: "flow border", color: border, background: page, minimum: 3))
        }
      } else if line.contains(" [") {
        let fill = attribute("fillcolor", line) ?? attribute("fillcolor", nodeDefaults) ?? page
        let font = attribute("fontcolor", line) ?? attribute("fontcolor", nodeDefaults)
        let isPoint = line.contains("shape=point")
        if !isPoint {
          pairs.append(Pair(what: "node text", color: font ?? "#000000", background: fill))
        }
        pairs += fonts.map { Pair(what: "node label line", color: $0, background: fill) }
        let border = attribute("color", line) ?? attribute("color", nodeDefaults) ?? "#000000"
        pairs.append(Pair(what: "node border", color: border, background: page, minimum: 3))
        if isPoint { pairs.append(Pair(what: "start", color: fill, background: page, minimum: 3)) }
      }
    }
    return pairs
  }

  @Test func everyDOTColourIsReadable() throws {
    for diagram in try Self.diagrams() {
      let dot = DOTExporter().export(diagram)
      Self.expectReadable(try Self.dotPairs(dot), covering: dot, "DOT")
    }
  }

  // MARK: SVG

  /// SVG as Graphviz draws it: each text on the shape it is in (the first
  /// filled shape of its node or cluster), edges and their labels on the
  /// graph's background polygon.
  static func svgPairs(_ svg: String) throws -> [Pair] {
    func hex(_ value: String) -> String? {
      switch value.lowercased() {
      case "white": "#FFFFFF"
      case "black": "#000000"
      case "none", "transparent": nil
      default: value.hasPrefix("#") ? value.uppercased() : nil
      }
    }
    // The groups of the graph, its clusters, nodes and edges (not the
    // groups of tooltips inside them, which have no class).
    let starts = svg.ranges(of: try Regex(#"<g id="[^"]*" class=""#)).map(\.lowerBound)
    let parts = zip(starts, starts.dropFirst() + [svg.endIndex]).map { String(svg[$0..<$1]) }
    let graph = try #require(parts.first { $0.contains("class=\"graph\"") })
    let page = try #require(
      first(#"<polygon fill="([^"]+)""#, in: graph).flatMap(hex), "no background polygon")
    var pairs: [Pair] = []
    for part in parts {
      let kind = first(#"^<g id="[^"]*" class="(node|edge|cluster)""#, in: part)
      guard let kind else { continue }
      let shapes = matches(#"<(?:polygon|ellipse|path) fill="([^"]+)" stroke="([^"]+)""#, in: part)
      let fill = shapes.lazy.compactMap { hex($0[1]) }.first
      let background = kind == "edge" ? page : fill ?? page
      for text in matches(#"<text [^>]*>"#, in: part).map({ $0[0] }) {
        let color = first(#"fill="([^"]+)""#, in: text).flatMap(hex) ?? "#000000"
        pairs.append(Pair(what: "\(kind) text", color: color, background: background))
      }
      for shape in shapes {
        if kind == "edge" {
          for color in [shape[1], shape[2]].compactMap(hex) {
            pairs.append(Pair(what: "edge", color: color, background: page))
          }
        } else if let stroke = hex(shape[2]) {
          pairs.append(Pair(what: "\(kind) border", color: stroke, background: page, minimum: 3))
        }
      }
      if kind == "node", let fill, !part.contains("<text") {
        pairs.append(Pair(what: "start", color: fill, background: page, minimum: 3))
      }
    }
    return pairs
  }

  @Test(.needs(.dot))
  func everySVGColourIsReadable() throws {
    for diagram in try Self.diagrams() {
      let svg = try DiagramFormat.svg.render(diagram)
      Self.expectReadable(try Self.svgPairs(svg), covering: svg, "SVG")
    }
  }

  // MARK: Mermaid

  /// Mermaid: the theme of the `%%{init}%%` line, the subgraphs every node
  /// and edge is drawn in (on `clusterBkg`; outside any, on both GitHub
  /// pages), `classDef` text on its fill, `linkStyle` strokes on the
  /// subgraph fill and their label text on `edgeLabelBackground`.
  static func mermaidPairs(_ chart: String) throws -> [Pair] {
    let lines = chart.split(separator: "\n").map(String.init)
    let directive = try #require(lines.first, "an empty chart")
    let json = try #require(
      directive.hasPrefix("%%{init: ") && directive.hasSuffix("}%%")
        ? String(directive.dropFirst(9).dropLast(3)) : nil,
      "the chart does not start with its theme: \(directive)")
    let config = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(config["theme"] as? String == "base", "only the base theme takes themeVariables")
    let theme = try #require(config["themeVariables"] as? [String: String])
    func variable(_ name: String) throws -> String {
      try #require(theme[name], "the theme sets no \(name)")
    }
    let cluster = try variable("clusterBkg")
    let labels = try variable("edgeLabelBackground")

    var classes: [String: [String: String]] = [:]
    var depth = 0
    var pairs = [
      Pair(what: "flow title", color: try variable("titleColor"), background: cluster),
      Pair(what: "edge", color: try variable("lineColor"), background: cluster),
      Pair(what: "edge label", color: try variable("textColor"), background: labels),
      Pair(
        what: "node text", color: try variable("primaryTextColor"),
        background: try variable("primaryColor")),
      Pair(
        what: "node text", color: try variable("nodeTextColor"),
        background: try variable("primaryColor")),
    ]
    for page in pages {
      pairs.append(
        Pair(
          what: "flow border", color: try variable("clusterBorder"), background: page, minimum: 3))
    }
    for line in lines.dropFirst(2) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("subgraph ") {
        depth += 1
      } else if trimmed == "end" {
        depth -= 1
      } else if trimmed.hasPrefix("classDef ") {
        let parts = trimmed.split(separator: " ", maxSplits: 2).map(String.init)
        var properties: [String: String] = [:]
        for property in parts[2].split(separator: ",") {
          let pair = property.split(separator: ":", maxSplits: 1).map(String.init)
          if pair.count == 2 { properties[pair[0]] = pair[1] }
        }
        classes[parts[1]] = properties
      } else if trimmed.hasPrefix("linkStyle ") {
        let stroke = first(#"stroke:(#[0-9A-Fa-f]{6})"#, in: trimmed)
        let color = first(#"(?<![-a-z])color:(#[0-9A-Fa-f]{6})"#, in: trimmed)
        if let stroke { pairs.append(Pair(what: "edge", color: stroke, background: cluster)) }
        if let color { pairs.append(Pair(what: "edge label", color: color, background: labels)) }
      } else if trimmed.hasPrefix("class ") || trimmed.hasPrefix("%%")
        || trimmed.hasPrefix("direction")
      {
        continue
      } else if depth == 0, trimmed.contains("--") || trimmed.contains("==>") {
        // Outside every subgraph an edge is drawn on the page.
        for page in pages {
          pairs.append(
            Pair(what: "edge outside the flows", color: try variable("lineColor"), background: page)
          )
        }
      }
    }
    for (name, properties) in classes {
      if let fill = properties["fill"] {
        let text = try #require(properties["color"], "class \(name) sets no text colour")
        pairs.append(Pair(what: "class \(name) text", color: text, background: fill))
        if let stroke = properties["stroke"] {
          pairs.append(
            Pair(what: "class \(name) border", color: stroke, background: cluster, minimum: 3))
        }
      } else if let stroke = properties["stroke"] {
        // A subgraph's border: between the page and its own fill.
        for background in pages + [cluster] {
          pairs.append(
            Pair(what: "class \(name) border", color: stroke, background: background, minimum: 3))
        }
      }
    }
    return pairs
  }

  @Test func everyMermaidColourIsReadable() throws {
    for diagram in try Self.diagrams() {
      let chart = MermaidExporter().export(diagram)
      Self.expectReadable(try Self.mermaidPairs(chart), covering: chart, "Mermaid")
    }
  }

  @Test func everyColourOfTheDiffsMermaidIsReadable() throws {
    let old = try DiagramFixtures.check([DiagramFixtures.marked]).model
    let changed = SourceFile(
      path: DiagramFixtures.marked.path,
      text: String(decoding: DiagramFixtures.marked.bytes, as: UTF8.self)
        .replacingOccurrences(of: "next: age", with: "next: extra")
        + "\n  extra: { screen: Extra, next: finish }\n")
    let new = try DiagramFixtures.check([changed]).model
    let chart = DiffMermaidRenderer().render(SpecDiff(old: old, new: new), old: old, new: new)
    #expect(chart.contains("class ") && chart.contains("linkStyle "), "\(chart)")
    Self.expectReadable(try Self.mermaidPairs(chart), covering: chart, "diff Mermaid")
  }

  // MARK: PlantUML

  /// PlantUML: the `skinparam`s (its own background, states' fills and
  /// fonts by stereotype, notes), the colours of arrows, and `<color:…>` in a
  /// state's or a note's label on that state's or note's fill.
  static func plantUMLPairs(_ text: String) throws -> [Pair] {
    let lines = text.split(separator: "\n").map(String.init)
    func skin(_ name: String, in block: String? = nil) -> String? {
      var current: String?
      for line in lines {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("skinparam "), trimmed.hasSuffix("{") {
          current = String(trimmed.dropFirst(10).dropLast()).trimmingCharacters(in: .whitespaces)
        } else if trimmed == "}" {
          current = nil
        } else if current == block {
          let words =
            (block == nil ? trimmed.replacingOccurrences(of: "skinparam ", with: "") : trimmed)
            .split(separator: " ").map(String.init)
          if words.count == 2, words[0] == name { return words[1] }
        }
      }
      return nil
    }
    let page = try #require(skin("backgroundColor"), "PlantUML paints no background")
    let stateFill = try #require(skin("BackgroundColor", in: "state"))
    let stateFont = try #require(skin("FontColor", in: "state"))
    let noteFill = try #require(skin("BackgroundColor", in: "note"))
    func fill(_ stereotype: String?) -> String {
      stereotype.flatMap { skin("BackgroundColor<<\($0)>>", in: "state") } ?? stateFill
    }
    var pairs = [
      Pair(what: "text", color: try #require(skin("defaultFontColor")), background: page),
      Pair(what: "arrow", color: try #require(skin("ArrowColor")), background: page),
      Pair(what: "arrow label", color: try #require(skin("ArrowFontColor")), background: page),
      Pair(what: "note", color: try #require(skin("FontColor", in: "note")), background: noteFill),
      Pair(
        what: "note border", color: try #require(skin("BorderColor", in: "note")),
        background: page, minimum: 3),
      Pair(what: "state text", color: stateFont, background: stateFill),
      Pair(
        what: "state border", color: try #require(skin("BorderColor", in: "state")),
        background: page, minimum: 3),
    ]
    for stereotype in Set(matches(#"<<(\w+)>>"#, in: text).map { $0[1] }) {
      let font = skin("FontColor<<\(stereotype)>>", in: "state") ?? stateFont
      pairs.append(Pair(what: "<<\(stereotype)>> text", color: font, background: fill(stereotype)))
      if let border = skin("BorderColor<<\(stereotype)>>", in: "state") {
        pairs.append(
          Pair(what: "<<\(stereotype)>> border", color: border, background: page, minimum: 3))
      }
    }
    var inSkin = false
    for line in lines {
      if line.hasPrefix("skinparam") {
        inSkin = line.hasSuffix("{")
        continue
      }
      if inSkin {
        inSkin = line != "}"
        continue
      }
      for arrow in matches(#"-\[(#[0-9A-Fa-f]{6})"#, in: line).map({ $0[1] }) {
        pairs.append(Pair(what: "arrow", color: arrow, background: page))
      }
      let colors = matches(#"<color:(#[0-9A-Fa-f]{6})>"#, in: line).map { $0[1] }
      guard !colors.isEmpty else { continue }
      let background =
        line.contains(" note ") || line.hasPrefix("  note ")
        ? noteFill : fill(first(#"<<(\w+)>>\s*(?:\{)?$"#, in: line))
      pairs += colors.map { Pair(what: "label line", color: $0, background: background) }
    }
    return pairs
  }

  @Test func everyPlantUMLColourIsReadable() throws {
    for diagram in try Self.diagrams() {
      let text = PlantUMLExporter().export(diagram)
      Self.expectReadable(try Self.plantUMLPairs(text), covering: text, "PlantUML")
    }
  }

  /// The parsers find what the formats draw badly: a pale edge on DOT's page,
  /// and an edge outside every Mermaid subgraph.
  @Test func theParsersCatchWhatIsUnreadable() throws {
    let dot = DOTExporter().export(try DiagramFixtures.diagram([DiagramFixtures.marked]))
    let pale = dot.replacingOccurrences(
      of: "style=dotted, color=\"\(DiagramPalette.edge(.back))\"",
      with: "style=dotted, color=\"#BDBDBD\"")
    #expect(pale != dot)
    #expect(try Self.dotPairs(pale).contains { $0.color == "#BDBDBD" && $0.ratio < $0.minimum })
    let chart = MermaidStyle.initDirective + "flowchart TD\n  a --> b\n"
    #expect(try Self.mermaidPairs(chart).contains { $0.ratio < $0.minimum })
  }
}
