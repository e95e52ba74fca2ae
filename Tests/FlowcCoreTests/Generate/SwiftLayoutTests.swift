import Testing

@testable import FlowcCore

@Suite struct SwiftLayoutTests {
  /// `line` after layout, as lines.
  static func laidOut(_ line: String) -> [String] {
    SwiftLayout.format(line).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }

  static let long = String(repeating: "a", count: 40)

  @Test func tidyRemovesTrailingSpacesAndRepeatedBlankLines() {
    #expect(SwiftLayout.format("a  \n\n\n b \n\n") == "a\n\n b\n")
    #expect(SwiftLayout.format("\n\n  \na\n") == "a\n")
    #expect(SwiftLayout.format("a \n \nb") == "a\n\nb\n")
    #expect(SwiftLayout.format("") == "\n")
    #expect(SwiftLayout.format("é  \n\n\n✓") == "é\n\n✓\n")
  }

  @Test func aLongProtocolListsWhatItRefinesOnALineOfItsOwn() {
    let refined = (1...5).map { "Flow\($0)Decisions" }.joined(separator: ", ")
    #expect(
      Self.laidOut("  protocol Decisions: SessionCheckDecision, " + refined + " {}") == [
        "  protocol Decisions:",
        "    SessionCheckDecision, Flow1Decisions, Flow2Decisions, Flow3Decisions, Flow4Decisions,",
        "    Flow5Decisions",
        "  {}",
      ])
  }

  @Test func linesThatFitStayAsTheyAre() {
    let line = "    " + String(repeating: "x", count: 96)
    #expect(Self.laidOut(line) == [line])
  }

  @Test func aCallPutsItsArgumentsOnTheNextLinesFilledToTheWidth() {
    #expect(
      Self.laidOut(
        "      return state.moving(to: .\(Self.long)(input: output, \(Self.long.prefix(25)): x))")
        == [
          "      return state.moving(",
          "        to: .\(Self.long)(input: output, \(Self.long.prefix(25)): x))",
        ])
    let arguments = (1...12).map { "argument\($0): value\($0)" }
    #expect(
      Self.laidOut("  f(" + arguments.joined(separator: ", ") + ")") == [
        "  f(",
        "    argument1: value1, argument2: value2, argument3: value3, argument4: value4, argument5: value5,",
        "    argument6: value6, argument7: value7, argument8: value8, argument9: value9, argument10: value10,",
        "    argument11: value11, argument12: value12)",
      ])
  }

  @Test func aPieceThatStillDoesNotFitIsBrokenAgain() {
    let inner = (1...4).map { "field\($0): \(Self.long.prefix(12))\($0)" }.joined(separator: ", ")
    #expect(
      Self.laidOut("        return state.moving(to: .confirm(input: Registration(\(inner))))") == [
        "        return state.moving(",
        "          to: .confirm(",
        "            input: Registration(",
        "              field1: aaaaaaaaaaaa1, field2: aaaaaaaaaaaa2, field3: aaaaaaaaaaaa3,",
        "              field4: aaaaaaaaaaaa4)))",
      ])
  }

  @Test func argumentsAreTrimmedOfTheSpacesAroundTheirCommas() {
    let arguments = (1...6).map { "argument\($0): \(Self.long.prefix(8))" }
    #expect(
      Self.laidOut("  f(  " + arguments.joined(separator: " ,  ") + "  )") == [
        "  f(",
        "    argument1: aaaaaaaa, argument2: aaaaaaaa, argument3: aaaaaaaa, argument4: aaaaaaaa,",
        "    argument5: aaaaaaaa, argument6: aaaaaaaa)",
      ])
  }

  @Test func aBlockWhoseHeadIsTooLongHasItsHeadBrokenAgain() {
    let arguments = (1...6).map { "argument\($0): value\($0)" }.joined(separator: ", ")
    #expect(
      Self.laidOut("      if let value = compute(\(arguments)) { return value }") == [
        "      if let value = compute(",
        "        argument1: value1, argument2: value2, argument3: value3, argument4: value4,",
        "        argument5: value5, argument6: value6) {",
        "        return value",
        "      }",
      ])
  }

  @Test func aDeclarationClosesItsParametersOnALineOfItsOwn() {
    #expect(
      Self.laidOut(
        "    func \(Self.long)(_ input: \(Self.long), _ exit: ScreenExit<Result<A, B>>) -> AnyObject"
      )
        == [
          "    func \(Self.long)(",
          "      _ input: \(Self.long), _ exit: ScreenExit<Result<A, B>>",
          "    ) -> AnyObject",
        ])
  }

  @Test func aTrailingOneStatementBlockGetsLinesOfItsOwn() {
    #expect(
      Self.laidOut(
        "      guard case .\(Self.long.prefix(35))(let input, let a) = state.current else { return nil }"
      )
        == [
          "      guard case .\(Self.long.prefix(35))(let input, let a) = state.current else {",
          "        return nil",
          "      }",
        ])
  }

  @Test func commentsAndStringsAreNotBroken() {
    let comment =
      "    /// " + Array(repeating: "word (with, parentheses)", count: 5).joined(separator: " ")
    #expect(Self.laidOut(comment) == [comment])
    let literal =
      "      if DeepLinkPattern(\"app://\(Self.long.prefix(25))/{a:Int},(\(Self.long.prefix(9)))\").match(url) != nil { return .x }"
    #expect(
      Self.laidOut(literal) == [
        "      if DeepLinkPattern(\"app://\(Self.long.prefix(25))/{a:Int},(\(Self.long.prefix(9)))\").match(url) != nil {",
        "        return .x",
        "      }",
      ])
  }

  @Test func aDeclarationNamedInAnyScriptClosesItsParametersOnALineOfItsOwn() {
    #expect(
      Self.laidOut(
        "    func é\(Self.long)(_ input: \(Self.long), _ exit: ScreenExit<Int>) -> AnyObject")
        == [
          "    func é\(Self.long)(",
          "      _ input: \(Self.long), _ exit: ScreenExit<Int>",
          "    ) -> AnyObject",
        ])
  }

  /// Wrapping makes the text longer than it was rendered: laid out in the
  /// rendered bytes, it still reads as each of its lines laid out alone.
  @Test func aTextThatGrowsIsLaidOutAsEachOfItsLinesAlone() {
    let arguments = (1...12).map { "argument\($0): value\($0)" }.joined(separator: ", ")
    let lines = (0..<300).map { index in
      switch index % 3 {
      case 0: "  f\(index)(" + arguments + ")"
      case 1: "    func é\(index)(_ input: \(Self.long), _ exit: \(Self.long)) -> AnyObject  "
      default: "  short\(index) "
      }
    }
    let text = lines.joined(separator: "\n")
    let laidOut = SwiftLayout.format(text)
    #expect(laidOut.utf8.count > text.utf8.count + 300 * 4)
    #expect(laidOut == lines.map(SwiftLayout.format).joined())
  }

  /// `text` laid out line by line: each line tidied and wrapped alone,
  /// blank lines kept once after text.
  static func laidOutLineByLine(_ text: String) -> String {
    var output = ""
    var previousBlank = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var tidy = line
      while tidy.last == " " { tidy.removeLast() }
      if tidy.isEmpty {
        if !previousBlank { output += "\n" }
        previousBlank = true
      } else {
        output += SwiftLayout.format(String(tidy))
        previousBlank = false
      }
    }
    while output.last == "\n" { output.removeLast() }
    return output + "\n"
  }

  /// Runs of lines that stay are copied whole, between lines that change:
  /// the text reads the same as laid out line by line, while it grows past
  /// what was rendered and while it shrinks.
  @Test func runsOfLinesThatStayAreLaidOutAsEachLineAlone() {
    let arguments = (1...12).map { "argument\($0): value\($0)" }.joined(separator: ", ")
    func line(_ index: Int) -> String {
      switch index % 9 {
      case 0: "  f\(index)(" + arguments + ")"
      case 1: "    func é\(index)(_ input: \(Self.long), _ exit: \(Self.long)) -> AnyObject  "
      case 2: ""
      case 3: "   "
      case 4: "  short\(index)" + String(repeating: " ", count: index % 40)
      case 5: String(repeating: " ", count: index % 3)
      default: "  kept\(index)(\(String(repeating: "x", count: index % 90)))"
      }
    }
    let grows = (0..<900).map { line($0 % 2 == 0 ? $0 / 9 * 9 : $0) }.joined(separator: "\n")
    let mixed = (0..<900).map { line($0 * 7 % 900) }.joined(separator: "\n")
    let shrinks = (0..<900).map {
      line($0) + ($0 / 100 % 2 == 0 ? "" : String(repeating: " ", count: 200))
    }.joined(separator: "\n")
    #expect(SwiftLayout.format(grows).utf8.count > grows.utf8.count + 1_000)
    #expect(SwiftLayout.format(shrinks).utf8.count < shrinks.utf8.count)
    // Thousands of lines that stay between lines that grow.
    let longRuns = (0..<6_000).map { line($0 % 2_000 < 10 ? $0 / 9 * 9 : $0 % 9 < 6 ? 6 : $0) }
      .joined(separator: "\n")
    #expect(SwiftLayout.format(longRuns).utf8.count > longRuns.utf8.count)
    for text in [grows, mixed, shrinks, longRuns] {
      #expect(SwiftLayout.format(text) == Self.laidOutLineByLine(text))
    }
  }

  @Test func theBytesScannedAreBracketsCommasAngleBracketsQuotesAndBackslashes() {
    let code = Set("()[]{},<>\"\\".utf8)
    for byte in UInt8.min...UInt8.max {
      #expect(SwiftLayout.isCode(byte) == code.contains(byte), "\(byte)")
    }
  }

  /// A word of eight bytes is skipped whole only when none of its bytes is
  /// one `Marks` looks at, wherever it is in the word.
  @Test func eightBytesAreSkippedOnlyWithoutABracketCommaQuoteOrBackslash() {
    let letters = UInt64(0x61) &* 0x0101_0101_0101_0101
    for byte in UInt8.min...UInt8.max {
      for lane in 0..<8 {
        let shift = UInt64(lane * 8)
        let word = (letters & ~(0xFF << shift)) | UInt64(byte) << shift
        let candidates = SwiftLayout.codeCandidates(word)
        #expect(candidates & ~(0x80 << shift) == 0, "\(byte) in lane \(lane)")
        if SwiftLayout.isCode(byte) {
          #expect(candidates & (0x80 << shift) != 0, "\(byte) in lane \(lane)")
        }
      }
    }
    for text in ["  func ab", "Int: 0.5;", "Zz09/AZaz"] {
      let word = Array(text.utf8.prefix(8)).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      #expect(SwiftLayout.codeCandidates(word) == 0, "\(text)")
    }
  }

  @Test func aDeclarationIsFoundByItsWords() {
    func isDeclaration(_ head: String) -> Bool {
      Array(head.utf8).withUnsafeBufferPointer { SwiftLayout.isDeclaration($0) }
    }
    for head in [
      "    public func run", "  init", "  convenience init", "  return Self.init", "  func é",
      "  é.init",
    ] {
      #expect(isDeclaration(head), "\(head)")
    }
    for head in ["  functional", "  initial", "  init x", "  return make", "  é make", ""] {
      #expect(!isDeclaration(head), "\(head)")
    }
  }
}
