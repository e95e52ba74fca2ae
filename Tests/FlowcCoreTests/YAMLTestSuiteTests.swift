import Foundation
import Testing

@testable import FlowcCore

/// Runs `YAMLReader` over the official YAML test suite (vendored in
/// `Fixtures/yaml-test-suite`, see its README) and compares the event stream
/// regenerated from each `YAMLTree` with the suite's `test.event`.
///
/// libyaml 0.2.5 (a YAML 1.1 parser) disagrees with the suite on 72 cases. Those
/// are listed in `deviations`; there the test checks that we agree with libyaml,
/// so an entry that stops deviating (a libyaml upgrade, a change in our layer)
/// fails until it is removed from the list.
@Suite struct YAMLTestSuiteTests {
  /// How libyaml disagrees with the suite on a case.
  enum Deviation: String {
    /// A valid case that libyaml rejects.
    case rejectsValid = "rejects-valid"
    /// An invalid case that libyaml accepts.
    case acceptsInvalid = "accepts-invalid"
    /// A valid case that libyaml reads into different events.
    case wrongEvents = "wrong-events"
  }

  /// The cases where libyaml 0.2.5 disagrees with the suite, grouped by reason.
  static let deviations: [(reason: String, deviation: Deviation, ids: [String])] = [
    (
      "libyaml rejects empty keys in block mappings (`: value`)", .rejectsValid,
      ["2JQS", "6M2F", "M2N8-00", "NHX8", "NKF9", "S3PD", "SM9W-01", "UKK6-00"]
    ),
    (
      "libyaml rejects a flow node that starts with `:` (`[:x]`, `{x: :x}`, `[ : key ]`)",
      .rejectsValid, ["58MP", "5T43", "CFD4", "DBG4", "HM87-00"]
    ),
    (
      "libyaml rejects a `:` right before `,` in a flow mapping (`key:,`)", .rejectsValid,
      ["4ABK", "FRK4"]
    ),
    (
      "libyaml wants a flow mapping key and its `:` on one line", .rejectsValid,
      ["4MUZ-00", "4MUZ-01", "4MUZ-02", "5MUD", "9SA2", "K3WX", "NJ66", "UT92", "VJP3-01"]
    ),
    (
      "libyaml rejects tabs as separation (after `-`, before flow content, in blank lines)",
      .rejectsValid, ["6BCT", "6CA3", "A2M4", "DK95-00", "DK95-03", "DK95-04", "Q5MG", "Y79Y-010"]
    ),
    (
      "libyaml rejects a tab after the indentation of a block scalar line", .rejectsValid,
      ["96NN-00", "96NN-01", "R4YG", "Y79Y-001"]
    ),
    (
      "libyaml rejects reserved directives and YAML versions it does not know", .rejectsValid,
      ["2LFX", "6LVF", "BEC7", "MUS6-05", "MUS6-06"]
    ),
    (
      "libyaml wants `---` after `...`, and rejects `...` with no document before it",
      .rejectsValid, ["7Z25", "HWV9", "M7A3", "QT73"]
    ),
    (
      "libyaml ends a top-level block scalar at a line that is not indented", .rejectsValid,
      ["DK3J", "FP8R", "W4TN"]
    ),
    (
      "libyaml allows only ASCII letters, digits, `-` and `_` in anchor and alias names",
      .rejectsValid, ["2SXE", "8XYN", "W5VH"]
    ),
    (
      "libyaml does not check indentation inside flow collections and quoted scalars",
      .acceptsInvalid, ["9C9N", "DK95-01", "QB6E", "Y79Y-003"]
    ),
    (
      "libyaml takes `#` as a comment without whitespace before it", .acceptsInvalid,
      ["9JBA", "CVW2", "MUS6-00", "SU5Z", "X4QW"]
    ),
    (
      "libyaml lets directives follow a document that did not end with `...`",
      .acceptsInvalid, ["9HCY", "EB22", "MUS6-01", "RHX7"]
    ),
    ("libyaml takes a lone `-` in a flow sequence as a scalar", .acceptsInvalid, ["G5U8", "YJV2"]),
    (
      "libyaml accepts leading blank lines of a block scalar that are more indented than its content",
      .acceptsInvalid, ["S98Z"]
    ),
    (
      "libyaml takes `?` followed by a non-space in a flow collection as a key indicator",
      .wrongEvents, ["652Z", "HM87-01"]
    ),
    (
      "libyaml drops the last line break of a kept block scalar ending in a line of spaces",
      .wrongEvents, ["JEF9-02", "L24T-01"]
    ),
    ("libyaml ends an anchor name at `:` (`&an:chor`)", .wrongEvents, ["Y2GN"]),
  ]

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/yaml-test-suite")

  @Test func conformance() throws {
    var known: [String: Deviation] = [:]
    for group in Self.deviations {
      for id in group.ids {
        #expect(known.updateValue(group.deviation, forKey: id) == nil, "\(id) is listed twice")
      }
    }
    let fileManager = FileManager.default
    let ids = try fileManager.contentsOfDirectory(atPath: Self.fixtures.path).filter {
      fileManager.fileExists(atPath: Self.fixtures.appendingPathComponent("\($0)/in.yaml").path)
    }.sorted()
    for id in Set(known.keys).subtracting(ids).sorted() {
      Issue.record("\(id) is listed as a known libyaml deviation but has no fixture")
    }

    var validMatched = 0
    var invalidRejected = 0
    var deviating = 0
    for id in ids {
      let folder = Self.fixtures.appendingPathComponent(id)
      let source = try SourceFile.read(path: folder.appendingPathComponent("in.yaml").path)
      let expected = try [UInt8](Data(contentsOf: folder.appendingPathComponent("test.event")))
      let isValid = !fileManager.fileExists(atPath: folder.appendingPathComponent("error").path)
      let outcome = Outcome(source)

      switch (known[id], outcome) {
      case (nil, .read(let events)):
        if !isValid {
          Issue.record("\(id): invalid YAML accepted")
        } else if events == expected {
          validMatched += 1
        } else {
          Issue.record(
            "\(id): events differ from test.event; got:\n\(String(decoding: events, as: UTF8.self))"
          )
        }
      case (nil, .rejected(let error)):
        if isValid {
          Issue.record("\(id): valid YAML rejected: \(error)")
        } else if expectUsable(error, in: source, id: id) {
          invalidRejected += 1
        }
      case (.rejectsValid?, .rejected(let error)):
        #expect(isValid, "\(id) is listed as rejects-valid but is an error case")
        if expectUsable(error, in: source, id: id) { deviating += 1 }
      case (.acceptsInvalid?, .read):
        #expect(isValid == false, "\(id) is listed as accepts-invalid but is a valid case")
        deviating += 1
      case (.wrongEvents?, .read(let events)):
        #expect(isValid, "\(id) is listed as wrong-events but is an error case")
        if events != expected {
          deviating += 1
        } else {
          Issue.record(
            "\(id): libyaml gets this case's events wrong, but they match: update the list")
        }
      case (.rejectsValid?, .read):
        Issue.record("\(id): libyaml rejects this valid case, but it was read: update the list")
      case (.acceptsInvalid?, .rejected(let error)):
        Issue.record(
          "\(id): libyaml accepts this invalid case, but it was rejected (\(error)): update the list"
        )
      case (.wrongEvents?, .rejected(let error)):
        Issue.record(
          "\(id): libyaml reads this case, but it was rejected (\(error)): update the list")
      }
    }

    print(
      "yaml-test-suite: compared \(ids.count) cases: \(validMatched) valid matched, "
        + "\(invalidRejected) invalid rejected, \(deviating) known libyaml deviations")
    #expect(ids.count == 402)
    #expect(validMatched == 252)
    #expect(invalidRejected == 78)
    #expect(deviating == 72)
    #expect(known.count == 72)
  }

  /// An error must point into the file: 1-based, and no further than its last line.
  private func expectUsable(_ error: YAMLError, in source: SourceFile, id: String) -> Bool {
    let location = error.location
    let usable =
      location.line >= 1 && location.column >= 1
      && location.line <= LineTable(source.bytes).count
    #expect(usable, "\(id): error at an impossible position: \(error)")
    return usable
  }

  /// The result of reading one case: its events, or the error it threw.
  enum Outcome {
    case read([UInt8])
    case rejected(YAMLError)

    init(_ source: SourceFile) {
      do {
        let result = try YAMLReader.read(
          source,
          options: YAMLReadOptions(allowsMultipleDocuments: true, reportsDuplicateKeys: false))
        self = .read(YAMLTestSuiteTests.events(of: result.tree))
      } catch {
        self = .rejected(error)
      }
    }
  }

  /// The stream in `test.event` form, as bytes (compared byte for byte: `String`'s
  /// `==` would equate differently normalized text).
  static func events(of tree: YAMLTree) -> [UInt8] {
    var out: [UInt8] = []
    func line(_ text: String) {
      out += text.utf8
      out.append(UInt8(ascii: "\n"))
    }
    func properties(_ node: YAMLNode) -> String {
      var text = ""
      if let anchor = node.anchor { text += " &\(anchor)" }
      if let tag = node.tag { text += " <\(tag)>" }
      return text
    }
    func write(_ node: YAMLNode) {
      switch node.kind {
      case .alias:
        line("=ALI *\(node.anchor ?? "")")
      case .scalar:
        let style =
          switch node.scalarStyle {
          case .plain: ":"
          case .singleQuoted: "'"
          case .doubleQuoted: "\""
          case .literal: "|"
          case .folded: ">"
          }
        out += "=VAL\(properties(node)) \(style)".utf8
        for byte in node.scalarBytes {
          switch byte {
          case UInt8(ascii: "\\"): out += #"\\"#.utf8
          case 0: out += #"\0"#.utf8
          case 0x08: out += #"\b"#.utf8
          case UInt8(ascii: "\n"): out += #"\n"#.utf8
          case UInt8(ascii: "\r"): out += #"\r"#.utf8
          case UInt8(ascii: "\t"): out += #"\t"#.utf8
          default: out.append(byte)
          }
        }
        out.append(UInt8(ascii: "\n"))
      case .sequence, .mapping:
        let isMapping = node.kind == .mapping
        let flow = node.isFlowStyle ? (isMapping ? " {}" : " []") : ""
        line((isMapping ? "+MAP" : "+SEQ") + flow + properties(node))
        for child in node.children { write(child) }
        line(isMapping ? "-MAP" : "-SEQ")
      }
    }
    line("+STR")
    for document in tree.documents {
      line(document.hasExplicitStart ? "+DOC ---" : "+DOC")
      write(tree.root(of: document))
      line(document.hasExplicitEnd ? "-DOC ..." : "-DOC")
    }
    line("-STR")
    return out
  }
}
