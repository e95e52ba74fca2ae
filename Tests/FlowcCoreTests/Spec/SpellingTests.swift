import Testing

@testable import FlowcCore

@Suite struct SpellingTests {
  @Test(arguments: [
    ("", "", 0),
    ("next", "next", 0),
    ("Next", "next", 0),  // case-insensitive
    ("", "abc", 3),
    ("nxt", "next", 1),  // one insertion
    ("nexxt", "next", 1),  // one deletion
    ("nest", "next", 1),  // one substitution
    ("stpes", "steps", 1),  // a swap of two letters is one edit
    ("confrim", "confirm", 1),
    ("kitten", "sitting", 3),
    ("ca", "abc", 3),  // optimal string alignment: no edits inside a swapped pair
    ("modl", "modal", 1),
    ("café", "cafe", 1),  // scalars, not bytes
  ])
  func editDistance(_ a: String, _ b: String, _ distance: Int) {
    #expect(Spelling.editDistance(a, b) == distance)
    #expect(Spelling.editDistance(b, a) == distance)
  }

  @Test func editDistanceStopsPastTheLimit() {
    #expect(Spelling.editDistance("abcdef", "uvwxyz", limit: 2) == 3)
    #expect(Spelling.editDistance("a", "abcd", limit: 1) == 2)
    #expect(Spelling.editDistance("stpes", "steps", limit: 1) == 1)
    #expect(Spelling.editDistance("kitten", "sitting", limit: 3) == 3)
  }

  @Test(arguments: [
    ("nxt", SpecDecoder.StepKey.names, "next"),
    ("stpes", SpecDecoder.TopLevelKey.names, "steps"),
    ("descriptoin", SpecDecoder.TopLevelKey.names, "description"),
    ("Flow", SpecDecoder.TopLevelKey.names, "flow"),
    ("inptu", SpecDecoder.DecisionKey.names, "input"),
    ("modl", ["push", "modal", "root"], "modal"),
    ("failur", SpecDecoder.StepKey.names, "failure"),
  ])
  func suggestsTheClosestCandidate(_ word: String, _ candidates: [String], _ expected: String) {
    #expect(Spelling.suggestion(for: word, in: candidates) == expected)
  }

  @Test func noSuggestionWhenNothingIsClose() {
    #expect(Spelling.suggestion(for: "author", in: SpecDecoder.TopLevelKey.names) == nil)
    #expect(Spelling.suggestion(for: "sheet", in: ["push", "modal", "root"]) == nil)
    // Short words allow one edit only.
    #expect(Spelling.suggestion(for: "ab", in: ["xy"]) == nil)
    #expect(Spelling.suggestion(for: "xyz", in: [String]()) == nil)
  }

  @Test func theWordItselfIsNotASuggestion() {
    #expect(Spelling.suggestion(for: "next", in: ["next"]) == nil)
    #expect(Spelling.suggestion(for: "next", in: ["next", "nest"]) == "nest")
  }

  @Test func tiesGoToTheAlphabeticallyFirstCandidate() {
    #expect(Spelling.suggestion(for: "cat", in: ["hat", "bat"]) == "bat")
    #expect(Spelling.suggestion(for: "cat", in: ["bat", "hat"]) == "bat")
  }

  @Test func closerCandidatesWin() {
    #expect(Spelling.suggestion(for: "descripton", in: ["description", "desc"]) == "description")
    #expect(Spelling.suggestion(for: "outpt", in: ["input", "output"]) == "output")
  }

  @Test func didYouMeanIsTheTailOfAMessage() {
    #expect(Spelling.didYouMean("nxt", in: ["next"]) == "; did you mean 'next'?")
    #expect(Spelling.didYouMean("author", in: ["next"]) == "")
  }
}
