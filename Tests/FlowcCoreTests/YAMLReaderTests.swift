import Foundation
import Testing

@testable import FlowcCore

/// Unit tests of the YAML layer: `YAMLReader` and the `YAMLTree` it builds.
///
/// Expected positions are marked inside the YAML with 1️⃣, 2️⃣, ... (see `Marked`),
/// so nobody counts lines and columns by hand.
@Suite struct YAMLReaderTests {
  // MARK: Positions

  @Test func scalarsCollectionsAndAliasesHaveOneBasedPositions() throws {
    let source = Marked(
      """
      1️⃣flow: 2️⃣Login
      steps:
        3️⃣- 4️⃣&first [5️⃣a, 6️⃣"b"]
        - 7️⃣*first
        - 8️⃣{key: value}
      """)
    let root = try source.read().root
    #expect(root.kind == .mapping)
    #expect(root.location == source[1])
    let entries = root.entries
    #expect(entries[0].key.location == source[1])
    #expect(entries[0].value.location == source[2])
    let steps = entries[1].value
    #expect(steps.kind == .sequence)
    #expect(steps.location == source[3])
    let elements = Array(steps.elements)
    // A node with an anchor (or a tag) starts at its properties.
    #expect(elements[0].location == source[4])
    #expect(elements[0].isFlowStyle)
    #expect(elements[0].elements.map(\.location) == [source[5], source[6]])
    #expect(elements[1].kind == .alias)
    #expect(elements[1].location == source[7])
    #expect(elements[1].resolved.location == source[4])
    #expect(elements[2].location == source[8])
    #expect(elements[2].isFlowStyle)
    #expect(!steps.isFlowStyle)
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let source = Marked("1️⃣é: 2️⃣\u{1F600}\n3️⃣ü: 4️⃣x")
    let entries = try source.read().root.entries
    #expect(entries.map(\.key.location) == [source[1], source[3]])
    #expect(entries.map(\.value.location) == [source[2], source[4]])
  }

  @Test func aByteOrderMarkIsNotAColumn() throws {
    let source = Marked("\u{FEFF}1️⃣a: 2️⃣b\n")
    let entry = try #require(try source.read().root.entries.first)
    #expect(entry.key.location == source[1])
    #expect(entry.value.location == source[2])
  }

  // MARK: Scalars

  @Test func allFiveScalarStyles() throws {
    let root = try read(
      """
      plain: text
      single: 'it''s'
      double: "tab\\there"
      literal: |
        line 1
        line 2
      folded: >
        line 1
        line 2
      """
    ).root
    let values = root.entries.map(\.value)
    #expect(
      values.map(\.scalarStyle) == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    // The folded scalar ends the input: it has no line break to keep.
    #expect(
      values.map(\.scalar) == ["text", "it's", "tab\there", "line 1\nline 2\n", "line 1 line 2"])
    #expect(root.scalar == nil)
    #expect(root.scalarBytes.isEmpty)
    #expect(root.scalarStyle == .plain)
    #expect(try read("[1]").root.scalarStyle == .plain)
  }

  @Test func scalarsAreReadByLengthAndKeepNUL() throws {
    let value = try #require(try read(#"key: "a\0b""#).root.entries.first?.value)
    #expect(Array(value.scalarBytes) == [0x61, 0x00, 0x62])
    #expect(value.scalar == "a\u{0}b")
    #expect(value.scalar?.utf8.count == 3)
  }

  @Test func nullIsAPlainNullTildeOrEmptyScalar() throws {
    let root = try read(
      """
      - null
      - Null
      - NULL
      - ~
      -
      - ""
      - "null"
      - '~'
      - nil
      - nulls
      - !!str null
      - []
      - &n null
      - *n
      """
    ).root
    #expect(
      root.elements.map(\.isNull) == [
        true, true, true, true, true,
        false, false, false, false, false, false, false,
        true, true,
      ])
    #expect(root.elements.map(\.kindDescription).prefix(2) == ["null", "null"])
    #expect(Array(root.elements)[5].kindDescription == "a scalar")
  }

  @Test func anchorsAndTags() throws {
    let root = try read(
      """
      a: &anchor !local value
      b: !!str 12
      c: !<tag:example.com,2000:x> [1]
      d: ! plain
      e: *anchor
      """
    ).root
    let values = root.entries.map(\.value)
    #expect(values.map(\.anchor) == ["anchor", nil, nil, nil, "anchor"])
    #expect(
      values.map(\.tag) == [
        "!local", "tag:yaml.org,2002:str", "tag:example.com,2000:x", "!", nil,
      ])
    #expect(values[4].resolved.tag == "!local")
    #expect(values[4].scalar == "value")
  }

  // MARK: Documents

  @Test func emptyInputHasNoDocuments() throws {
    for text in ["", "\n", "# only a comment\n", "   \n\n"] {
      let result = try read(text)
      #expect(result.tree.documents.isEmpty, "\(text.debugDescription)")
      #expect(result.tree.nodeCount == 0)
      #expect(result.problems.isEmpty)
    }
  }

  @Test func aSecondDocumentIsRejectedAtItsStart() throws {
    let source = Marked("a: 1\n1️⃣---\nb: 2\n")
    let error = try #require(throws: YAMLError.self) { try source.read() }
    #expect(error.kind == .extraDocument)
    #expect(error.message == "a spec file holds one YAML document; a second one starts here")
    #expect(error.location == source[1])
    #expect(
      error.description
        == "test.yaml:2:1: a spec file holds one YAML document; a second one starts here")
  }

  @Test func multipleDocumentsWhenAllowed() throws {
    let tree = try read(
      "a: 1\n--- b\n...\n", options: YAMLReadOptions(allowsMultipleDocuments: true)
    ).tree
    #expect(tree.documents.count == 2)
    #expect(tree.documents.map(\.hasExplicitStart) == [false, true])
    #expect(tree.documents.map(\.hasExplicitEnd) == [false, true])
    #expect(tree.root(of: tree.documents[1]).scalar == "b")
  }

  @Test func anchorsDoNotReachIntoTheNextDocument() throws {
    let source = Marked("--- &a x\n--- 1️⃣*a\n")
    let error = try #require(throws: YAMLError.self) {
      try source.read(options: YAMLReadOptions(allowsMultipleDocuments: true))
    }
    #expect(error.kind == .badAlias)
    #expect(error.location == source[1])
  }

  // MARK: Duplicate keys

  @Test func duplicateKeysAreReportedWithBothPositions() throws {
    let source = Marked(
      """
      1️⃣a: 1
      b:
        2️⃣a: nested, not a duplicate
        3️⃣a: 2
      4️⃣"a": 3
      """)
    let result = try source.read()
    #expect(
      result.problems == [
        duplicateKey("a", at: source[3], first: source[2]),
        duplicateKey("a", at: source[4], first: source[1]),
      ])
    #expect(result.tree.root(of: result.tree.documents[0]).entries.count == 3)
  }

  @Test func duplicateKeysInAFlowMapping() throws {
    let source = Marked("{1️⃣x: 1, y: 2, 2️⃣x: 3}")
    let problems = try source.read().problems
    #expect(problems.map(\.location) == [source[2]])
    #expect(problems.first?.notes.map(\.location) == [source[1]])
  }

  @Test func duplicateKeysInALargeMapping() throws {
    // 40 keys: past the size where duplicate detection switches to a hash table.
    var lines = (0..<40).map { "key\($0): \($0)" }
    lines[20] = "key3: again"
    lines[39] = "key25: again"
    let result = try read(lines.joined(separator: "\n"))
    #expect(
      result.problems == [
        duplicateKey("key3", at: location(21, 1), first: location(4, 1)),
        duplicateKey("key25", at: location(40, 1), first: location(26, 1)),
      ])
  }

  @Test func duplicateKeysAreFoundInTheirOwnMappingAtEveryDepth() throws {
    // A mapping of a few keys holds a large one (past the hash table's size),
    // which holds small ones: each key is compared with its own mapping's only.
    var lines = ["a: 1", "big:"]
    lines += (0..<20).map { "  key\($0): {a: 1, b: 2}" }
    lines[7] = "  key5: {a: 1, b: 2, a: 3}"
    lines += ["  key3: again", "b: 2", "a: 3"]
    let result = try read(lines.joined(separator: "\n"))
    #expect(
      result.problems == [
        duplicateKey("a", at: location(8, 22), first: location(8, 10)),
        duplicateKey("key3", at: location(23, 3), first: location(6, 3)),
        duplicateKey("a", at: location(25, 1), first: location(1, 1)),
      ])
  }

  @Test func keysAreComparedByTheirBytes() throws {
    // "é" precomposed and decomposed are different keys in YAML (and equal Swift strings),
    // in small mappings and large ones alike.
    let pair = "\"\u{E9}\": 1\n\"e\u{301}\": 2\n"
    #expect(try read(pair).problems.isEmpty)
    let filler = (0..<20).map { "key\($0): \($0)\n" }.joined()
    #expect(try read(filler + pair).problems.isEmpty)
  }

  @Test func anAliasKeyIsADuplicateWhereItIsWritten() throws {
    let source = Marked(
      """
      x: &k a
      m:
        1️⃣*k : 1
        2️⃣a: 2
      """)
    let problems = try source.read().problems
    #expect(problems.map(\.message) == ["duplicate key 'a'"])
    #expect(problems.map(\.location) == [source[2]])
    #expect(problems.first?.notes == [Diagnostic.Note("'a' first appears here", at: source[1])])
  }

  @Test func duplicateKeysCanBeAllowed() throws {
    let result = try read("a: 1\na: 2\n", options: YAMLReadOptions(reportsDuplicateKeys: false))
    #expect(result.problems.isEmpty)
  }

  // MARK: Aliases

  @Test func anUndefinedAliasIsRejected() throws {
    let source = Marked("a: &here 1\nb: 1️⃣*nowhere\n")
    let error = try #require(throws: YAMLError.self) { try source.read() }
    #expect(
      error
        == YAMLError(
          kind: .badAlias, message: "alias '*nowhere' refers to no anchor", location: source[1],
          notes: []))
  }

  @Test func anAliasInsideItsOwnAnchorIsRejected() throws {
    for text in ["a: &x [1, 1️⃣*x]", "a: &x {b: 1️⃣*x}", "&x\n- - 1️⃣*x"] {
      let source = Marked(text)
      let error = try #require(throws: YAMLError.self) { try source.read() }
      #expect(error.kind == .badAlias)
      #expect(error.message == "alias '*x' refers to a node that contains it")
      #expect(error.location == source[1])
    }
  }

  @Test func anAliasStaysAnAlias() throws {
    let root = try read("a: &x [1, 2]\nb: *x\n").root
    let alias = root.entries[1].value
    #expect(alias.kind == .alias)
    #expect(alias.resolved.kind == .sequence)
    #expect(alias.elements.compactMap(\.scalar) == ["1", "2"])
    #expect(alias.kindDescription == "a list")
    #expect(root.tree.nodeCount == 7)
  }

  // MARK: Limits

  @Test func deepFlowNestingIsRejectedQuickly() throws {
    let text = String(repeating: "[", count: 100_000)
    let clock = ContinuousClock()
    let start = clock.now
    let error = try #require(throws: YAMLError.self) { try read(text) }
    #expect(clock.now - start < .seconds(2))
    #expect(error.kind == .limit)
    #expect(error.message == "collections nest deeper than 512 levels")
    #expect(error.location == location(1, 513))
  }

  @Test func deepBlockNestingIsRejected() throws {
    let text = (0..<600).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
    let error = try #require(throws: YAMLError.self) { try read(text) }
    #expect(error.kind == .limit)
    #expect(error.message == "collections nest deeper than 512 levels")
    // The 513th mapping starts at the key of line 513.
    #expect(error.location == location(513, 513))
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    let limits = YAMLLimits(maxDepth: 3)
    #expect(try read("[[[1]]]", options: YAMLReadOptions(limits: limits)).tree.nodeCount == 4)
    let error = try #require(throws: YAMLError.self) {
      try read("a:\n  - [{}]\n", options: YAMLReadOptions(limits: limits))
    }
    #expect(error.message == "collections nest deeper than 3 levels")
    #expect(error.location == location(2, 6))
  }

  @Test func aBillionLaughsIsRejected() throws {
    var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    let names = "abcdefghij".map(String.init)
    for level in 1..<10 {
      let aliases = Array(repeating: "*\(names[level - 1])", count: 10)
      lines.append("\(names[level]): &\(names[level]) [\(aliases.joined(separator: ", "))]")
    }
    let clock = ContinuousClock()
    let start = clock.now
    let error = try #require(throws: YAMLError.self) { try read(lines.joined(separator: "\n")) }
    #expect(clock.now - start < .seconds(2))
    // Level f stands for 111,111 nodes per alias: its 8th alias goes past a million.
    #expect(
      error
        == YAMLError(
          kind: .limit,
          message: "aliases expand to more than 1,000,000 nodes; '*e' goes past the limit",
          location: location(6, 36), notes: []))
  }

  @Test func aliasExpansionCountsWhatAliasesStandFor() throws {
    let options = YAMLReadOptions(limits: YAMLLimits(maxAliasExpansion: 5))
    // `[1, 2]` is 3 nodes and a scalar 1: 3 + 1 + 1 = 5 is within the limit...
    #expect(throws: Never.self) {
      try read("a: &a [1, 2]\nb: &b x\nc: [*a, *b, *b]", options: options)
    }
    // ...and a second `*a` makes 6.
    let source = Marked("a: &a [1, 2]\nb: [*a, 1️⃣*a]")
    let error = try #require(throws: YAMLError.self) { try source.read(options: options) }
    #expect(error.message == "aliases expand to more than 5 nodes; '*a' goes past the limit")
    #expect(error.location == source[1])
  }

  // MARK: Syntax errors

  @Test func invalidUTF8IsReportedAtTheBadByte() throws {
    let cases: [(bytes: [UInt8], message: String, line: Int, column: Int)] = [
      (Array("a: ".utf8) + [0xFF], "invalid leading UTF-8 octet (byte 0xFF)", 1, 4),
      (Array("a: 1\nb: ".utf8) + [0xC3, 0x28], "invalid trailing UTF-8 octet (byte 0x28)", 2, 5),
      (Array("a: é".utf8) + [0xC3], "incomplete UTF-8 octet sequence", 1, 5),
      (
        [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF], "invalid leading UTF-8 octet (byte 0xFF)",
        1, 4
      ),
      (Array("a: ".utf8) + [0x01], "control characters are not allowed (U+0001)", 1, 4),
      (Array("a: ".utf8) + [0xC2, 0x80], "control characters are not allowed (U+0080)", 1, 4),
      // Far into the input, past libyaml's first read buffer.
      (
        Array(String(repeating: "k: value\n", count: 5_000).utf8) + [0x80],
        "invalid leading UTF-8 octet (byte 0x80)", 5_001, 1
      ),
    ]
    for (bytes, message, line, column) in cases {
      let error = try #require(throws: YAMLError.self) {
        try YAMLReader.read(SourceFile(path: "test.yaml", bytes: bytes))
      }
      #expect(error.kind == .syntax)
      #expect(error.message == message)
      #expect(error.location == location(line, column), "\(message)")
      #expect(error.notes.isEmpty)
    }
  }

  /// An unquoted value with ': ' in it (a description, say) is libyaml's
  /// "mapping values are not allowed"; the note says to quote it.
  @Test func aColonInAPlainValueGetsANoteToQuoteIt() throws {
    let source = Marked("description: Note1️⃣: this is bad\n")
    let error = try #require(throws: YAMLError.self) { try source.read() }
    #expect(error.message == "mapping values are not allowed in this context")
    #expect(error.location == source[1])
    #expect(
      error.notes == [
        Diagnostic.Note(
          "a ': ' inside an unquoted value starts a mapping; if the ':' belongs to the value, "
            + "put the value in quotes or write it as a block scalar ('>-')")
      ])
  }

  @Test func aTabUsedAsIndentationGetsANote() throws {
    let tabNote = Diagnostic.Note("YAML does not allow tabs for indentation; indent with spaces")
    let source = Marked("a:\n1️⃣\tb: 1\n")
    let error = try #require(throws: YAMLError.self) { try source.read() }
    #expect(
      error
        == YAMLError(
          kind: .syntax, message: "found character that cannot start any token",
          location: source[1], notes: [tabNote]))

    let plain = Marked("a:\n  b: 2️⃣1\n1️⃣\tc: 2\n")
    let plainError = try #require(throws: YAMLError.self) { try plain.read() }
    #expect(plainError.message == "found a tab character that violates indentation")
    #expect(plainError.location == plain[1])
    #expect(
      plainError.notes == [Diagnostic.Note("while scanning a plain scalar", at: plain[2]), tabNote])

    let withBOM = Marked("\u{FEFF}1️⃣\ta: 1\n")
    let bomError = try #require(throws: YAMLError.self) { try withBOM.read() }
    #expect(bomError.location == withBOM[1])
    #expect(bomError.notes == [tabNote])
  }

  @Test func syntaxErrorsKeepLibyamlsContext() throws {
    let source = Marked("a: 2️⃣[1, 2\n1️⃣")
    let error = try #require(throws: YAMLError.self) { try source.read() }
    #expect(
      error
        == YAMLError(
          kind: .syntax, message: "did not find expected ',' or ']'", location: source[1],
          notes: [Diagnostic.Note("while parsing a flow sequence", at: source[2])]))

    // No context note when the context is where the problem is (only the
    // hint to quote the value).
    let mapping = Marked("a: b1️⃣: c\n")
    let mappingError = try #require(throws: YAMLError.self) { try mapping.read() }
    #expect(mappingError.message == "mapping values are not allowed in this context")
    #expect(mappingError.location == mapping[1])
    #expect(mappingError.notes.allSatisfy { $0.location == nil })
    #expect(mappingError.notes.count == 1)
  }

  // MARK: Robustness

  /// Every prefix of realistic documents (cut anywhere, even inside a UTF-8 sequence)
  /// either reads or throws an error with a position; none crashes.
  @Test func everyPrefixReadsOrThrows() {
    for document in Self.realisticDocuments {
      let bytes = Array(document.utf8)
      for end in 0...bytes.count {
        checkReadsOrThrows(Array(bytes[..<end]))
      }
    }
  }

  /// Random bytes (mostly YAML punctuation) and random edits of realistic documents,
  /// from a fixed seed.
  @Test func randomInputReadsOrThrows() {
    var random = SplitMix64(seed: 0x666C_6F77_63)
    let alphabet = Array("-:?,[]{}#&*!|>'\"%@` \t\n\nab1~.\\".utf8) + [0x00, 0x80, 0xC3, 0xFF]
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...120, using: &random)
      checkReadsOrThrows((0..<count).map { _ in alphabet.randomElement(using: &random)! })
    }
    for _ in 0..<2_000 {
      var bytes = Array(Self.realisticDocuments.randomElement(using: &random)!.utf8)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        let byte = alphabet.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        default: bytes.remove(at: position)
        }
      }
      checkReadsOrThrows(bytes)
    }
  }

  private func checkReadsOrThrows(_ bytes: [UInt8]) {
    for options in [
      YAMLReadOptions(),
      YAMLReadOptions(
        limits: YAMLLimits(maxDepth: 4, maxAliasExpansion: 10), allowsMultipleDocuments: true),
    ] {
      do {
        let result = try YAMLReader.read(
          SourceFile(path: "fuzz.yaml", bytes: bytes), options: options)
        // Walk the whole tree through the public API.
        _ = YAMLTestSuiteTests.events(of: result.tree)
        for index in 0..<result.tree.nodeCount {
          let node = YAMLNode(tree: result.tree, index: index)
          #expect(node.location.line >= 1 && node.location.column >= 1)
          #expect(node.resolved.kind != .alias)
          _ = (node.isNull, node.kindDescription, node.entries.count, node.scalar)
        }
        for problem in result.problems {
          #expect(problem.location.line >= 1 && problem.location.column >= 1)
        }
      } catch {
        #expect(
          error.location.line >= 1 && error.location.column >= 1,
          "\(error) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
      }
    }
  }

  static let realisticDocuments = [
    """
    # AppLaunch: what the app shows when it starts.
    flow: AppLaunch
    description: >-
      Entry point of the app. A signed-in user goes straight to the main screen;
      anyone else sees the welcome screen — then authenticates.
    start: sessionCheck
    external: [Session]

    steps:
      welcome:
        screen: Welcome
        present: root
        next: authentication
      authentication:
        flow: Authentication
        output: Session
        next: home

    decisions:
      sessionCheck:
        input: Void
        cases: [signedIn, signedOut]
        on: { signedIn: home, signedOut: welcome }

    """,
    """
    flow: "Questionnaire"
    types:
      Answer: &answer
        kind: enum
        cases: ['yes', 'no', "n/a"]
      Summary:
        fields:
          - { name: answers, type: "[Answer]" }
          - name: note
            type: String?
    steps:
      ask:
        screen: Question
        input: *answer
        next: ~
      done: !terminal
        text: |
          Thank you.
          Bye\tnow
    ...
    """,
    """
    %YAML 1.1
    ---
    ? complex key
    : - a
      - b: &x [1, 2, {c: *x}]
    "quoted \\u00e9 \\x41": 'single ''quote'''
    --- second
    """,
  ]

  // MARK: Helpers

  private func read(
    _ text: String, options: YAMLReadOptions = YAMLReadOptions()
  ) throws(YAMLError) -> (tree: YAMLTree, problems: [YAMLError], root: YAMLNode) {
    let result = try YAMLReader.read(SourceFile(path: "test.yaml", text: text), options: options)
    let root =
      result.tree.documents.first.map { result.tree.root(of: $0) }
      ?? YAMLNode(tree: result.tree, index: 0)
    return (result.tree, result.problems, root)
  }

  /// The error of key `key` repeated at `location`, first written at `first`.
  private func duplicateKey(
    _ key: String, at location: FlowcCore.SourceLocation, first: FlowcCore.SourceLocation
  ) -> YAMLError {
    YAMLError(
      kind: .duplicateKey, message: "duplicate key '\(key)'", location: location,
      notes: [Diagnostic.Note("'\(key)' first appears here", at: first)])
  }

  private func location(_ line: Int, _ column: Int) -> FlowcCore.SourceLocation {
    FlowcCore.SourceLocation(file: "test.yaml", line: line, column: column)
  }
}

/// YAML with position markers (1️⃣ to 9️⃣) taken out, remembering where each one was:
/// `source[1]` is the location of the character after 1️⃣.
private struct Marked {
  static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  let text: String
  private let positions: [Int: FlowcCore.SourceLocation]

  init(_ marked: String) {
    var text = ""
    var positions: [Int: FlowcCore.SourceLocation] = [:]
    var line = 1
    var column = 1
    for character in marked {
      if let marker = Self.markers.firstIndex(of: character) {
        positions[marker + 1] = FlowcCore.SourceLocation(
          file: "test.yaml", line: line, column: column)
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        // libyaml counts Unicode scalars, and does not count a byte order mark.
        column += character.unicodeScalars.filter { $0 != "\u{FEFF}" }.count
      }
    }
    self.text = text
    self.positions = positions
  }

  subscript(marker: Int) -> FlowcCore.SourceLocation {
    guard let position = positions[marker] else {
      Issue.record("marker \(marker) is not in the text")
      return FlowcCore.SourceLocation(file: "test.yaml", line: 0, column: 0)
    }
    return position
  }

  func read(
    options: YAMLReadOptions = YAMLReadOptions()
  ) throws(YAMLError) -> (tree: YAMLTree, problems: [YAMLError], root: YAMLNode) {
    let result = try YAMLReader.read(SourceFile(path: "test.yaml", text: text), options: options)
    let root =
      result.tree.documents.first.map { result.tree.root(of: $0) }
      ?? YAMLNode(tree: result.tree, index: 0)
    return (result.tree, result.problems, root)
  }
}

/// A small seeded random number generator, so the random inputs are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
