import Foundation
import Testing

@testable import FlowRuntime

@Suite struct DeepLinkTests {
  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test func aParameterIsReadFromItsSegment() throws {
    let pattern = DeepLinkPattern("myapp://items/{id:Int}")
    let parameters = try #require(pattern.match(try url("myapp://items/42")))
    #expect(parameters.int("id") == 42)
    #expect(parameters.string("id") == "42")
  }

  @Test func theHostIsTheFirstSegment() throws {
    #expect(DeepLinkPattern("myapp://register").match(try url("myapp://register")) != nil)
    #expect(DeepLinkPattern("myapp://register").match(try url("myapp://login")) == nil)
  }

  @Test func schemesCompareWithoutCaseAndMustMatch() throws {
    let pattern = DeepLinkPattern("myapp://sell")
    #expect(pattern.match(try url("MyApp://sell")) != nil)
    #expect(pattern.match(try url("other://sell")) == nil)
  }

  @Test func segmentCountsMustAgree() throws {
    let pattern = DeepLinkPattern("todoapp://todos/{id:Int}")
    #expect(pattern.match(try url("todoapp://todos")) == nil)
    #expect(pattern.match(try url("todoapp://todos/1/edit")) == nil)
  }

  @Test func segmentsArePercentDecoded() throws {
    let pattern = DeepLinkPattern("myapp://tags/{name:String}")
    #expect(pattern.match(try url("myapp://tags/caf%C3%A9%20bar"))?.string("name") == "café bar")
  }

  @Test func typedReadsRefuseTextOfAnotherType() throws {
    let pattern = DeepLinkPattern("myapp://a/{x:Int}/{y:Double}/{z:Bool}/{u:UUID}")
    let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let parameters = try #require(pattern.match(try url("myapp://a/7/2.5/yes/\(uuid)")))
    #expect(parameters.int("x") == 7)
    #expect(parameters.double("y") == 2.5)
    #expect(parameters.bool("z") == true)
    #expect(parameters.uuid("u") == UUID(uuidString: uuid))
    let wrong = try #require(pattern.match(try url("myapp://a/seven/x/maybe/not-a-uuid")))
    #expect(wrong.int("x") == nil)
    #expect(wrong.double("y") == nil)
    #expect(wrong.bool("z") == nil)
    #expect(wrong.uuid("u") == nil)
  }
}

/// URLs and parameters from outside the app: read once, strictly, within a size.
@Suite struct HostileDeepLinkTests {
  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  func parameter(_ segment: String, pattern: String = "myapp://v/{x:String}") throws
    -> DeepLinkParameters?
  {
    DeepLinkPattern(pattern).match(try url("myapp://v/\(segment)"))
  }

  @Test(arguments: [
    "nan", "NaN", "NAN", "-nan", "+nan", "inf", "INF", "-inf", "+Inf", "infinity", "Infinity",
    "-INFINITY", "nan(0x1)", "0x1p3", "1e400", "-1e400", "", "1e", "e5", ".", "1.2.3", "1,5",
    "%201", "1%20",
  ])
  func aDoubleIsOnlyAFiniteDecimalNumber(_ text: String) throws {
    let parameters = try #require(
      try parameter(text.isEmpty ? "x" : text, pattern: "myapp://v/{x:Double}"))
    #expect(parameters.double("x") == nil, "\(text)")
  }

  @Test(arguments: [
    ("2.5", 2.5), ("-1e3", -1000), ("+4", 4), (".5", 0.5), ("5.", 5), ("1E-2", 0.01),
    ("1.7976931348623157e308", 1.7976931348623157e308),
  ])
  func finiteDecimalNumbersRead(_ text: String, _ value: Double) throws {
    let parameters = try #require(try parameter(text, pattern: "myapp://v/{x:Double}"))
    #expect(parameters.double("x") == value)
  }

  @Test(arguments: ["0x10", "1.0", "1e3", "%201", "1%20", "9223372036854775808", "--1", "one"])
  func anIntIsOnlyDecimalDigitsInRange(_ text: String) throws {
    let parameters = try #require(try parameter(text, pattern: "myapp://v/{x:Int}"))
    #expect(parameters.int("x") == nil, "\(text)")
  }

  @Test func aBoolIsOneOfItsWordsInASCII() throws {
    #expect(try parameter("TRUE", pattern: "myapp://v/{x:Bool}")?.bool("x") == true)
    #expect(try parameter("No", pattern: "myapp://v/{x:Bool}")?.bool("x") == false)
    // U+0130 and U+017F lowercase to something else than ASCII letters; they are no words.
    for text in ["%C4%B0", "ye%C5%BF", "truee", "2", "%20true"] {
      #expect(try parameter(text, pattern: "myapp://v/{x:Bool}")?.bool("x") == nil, "\(text)")
    }
  }

  @Test func segmentsArePercentDecodedExactlyOnce() throws {
    #expect(try parameter("a%252Fb")?.string("x") == "a%2Fb")
    #expect(try parameter("a%2Fb")?.string("x") == "a/b")
    #expect(try parameter("%2525")?.string("x") == "%25")
    // A literal segment compares decoded once too: `%2573ell` is `%73ell`, not `sell`.
    #expect(DeepLinkPattern("myapp://sell").match(try url("myapp://%73ell")) != nil)
    #expect(DeepLinkPattern("myapp://sell").match(try url("myapp://%2573ell")) == nil)
  }

  @Test func aSegmentThatDoesNotDecodeMatchesNothing() throws {
    // %FF is no UTF-8.
    #expect(try parameter("%FF") == nil)
    #expect(DeepLinkURL("myapp://v/%zz") == nil)
    #expect(DeepLinkURL("myapp://v/%2") == nil)
  }

  @Test func aURLIsSplitIntoSchemeHostAndPath() throws {
    let parsed = try #require(DeepLinkURL(try url("MyApp://user@Items:8080/a//b/?q=1/2#f/g")))
    #expect(parsed.scheme == "myapp")
    #expect(parsed.segments == ["Items", "a", "b"])
    #expect(DeepLinkURL("myapp:items/42")?.segments == ["items", "42"])
    #expect(DeepLinkURL("no scheme") == nil)
    #expect(DeepLinkURL(":x") == nil)
  }

  @Test func aURLOverTheLimitMatchesNothing() throws {
    let limit = DeepLinkURL.maximumLength
    let prefix = "myapp://v/"
    let longest = prefix + String(repeating: "a", count: limit - prefix.utf8.count)
    #expect(
      try parameter(String(repeating: "a", count: limit - prefix.utf8.count))?.string("x")
        == String(repeating: "a", count: limit - prefix.utf8.count))
    #expect(DeepLinkURL(longest) != nil)
    #expect(DeepLinkURL(longest + "a") == nil)
    #expect(DeepLinkPattern("myapp://v/{x:String}").match(try url(longest + "a")) == nil)
  }

  @Test func patternsAreMatchedByShapeInTheirOrder() throws {
    let patterns = DeepLinkPatterns([
      "myapp://items/{id:Int}", "myapp://items/{slug:String}", "myapp://items", "other://items/x",
      "myapp://items/new",
    ])
    let matches = patterns.matches(try url("myapp://items/new"))
    #expect(matches.map(\.pattern) == [0, 1, 4])
    #expect(matches[0].int("id") == nil)
    #expect(matches[1].string("slug") == "new")
    #expect(patterns.matches(try url("MYAPP://items")).map(\.pattern) == [2])
    #expect(patterns.matches(try url("other://items/x")).map(\.pattern) == [3])
    #expect(patterns.matches(try url("myapp://items/a/b")).isEmpty)
  }

  /// A megabyte of URL against 300 patterns: refused by its length, without reading it
  /// once per pattern (the time is measured in BENCHMARKS.md).
  @Test func aMegabyteURLAgainstManyPatternsMatchesNothing() throws {
    let patterns = DeepLinkPatterns(
      (0..<300).map { "myapp://p\($0)/{id:Int}" } + ["myapp://{a:String}/{b:String}"])
    let huge = "myapp://p1/" + String(repeating: "%2F", count: 350_000)
    #expect(patterns.matches(try url(huge)).isEmpty)
    // Within the limit, many segments: read once, and no pattern has as many.
    let segments = String(repeating: "/a", count: 4_000)
    #expect(patterns.matches(try url("myapp://p1" + segments)).isEmpty)
    #expect(patterns.matches(try url("myapp://p1/7")).map(\.pattern) == [1, 300])
  }
}

/// Query items matched by name, and fragments split like a path.
@Suite struct DeepLinkQueryAndFragmentTests {
  func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  let search = DeepLinkPattern("myapp://search?q={query:String}&page={page:Int?}")

  @Test func queryItemsMatchByNameInAnyOrder() throws {
    let first = try #require(search.match(try url("myapp://search?q=cats&page=2")))
    #expect(first.string("query") == "cats")
    #expect(first.optionalInt("page") == .some(2))
    let swapped = try #require(search.match(try url("myapp://search?page=3&q=dogs")))
    #expect(swapped.string("query") == "dogs")
    #expect(swapped.optionalInt("page") == .some(3))
  }

  @Test func otherQueryItemsAreIgnored() throws {
    let parameters = try #require(
      search.match(try url("myapp://search?utm_source=mail&q=cats&utm_source=web&x")))
    #expect(parameters.string("query") == "cats")
  }

  @Test func anOptionalItemMayBeAbsentOrEmptyButMustReadWhenGiven() throws {
    let absent = try #require(search.match(try url("myapp://search?q=cats")))
    #expect(absent.optionalInt("page") == .some(nil))
    let empty = try #require(search.match(try url("myapp://search?q=cats&page=")))
    #expect(empty.optionalInt("page") == .some(nil))
    let wrong = try #require(search.match(try url("myapp://search?q=cats&page=two")))
    #expect(wrong.optionalInt("page") == nil)
  }

  @Test func aRequiredItemMustBeThereWithAValue() throws {
    #expect(search.match(try url("myapp://search?page=2")) == nil)
    #expect(search.match(try url("myapp://search?q=&page=2")) == nil)
    #expect(search.match(try url("myapp://search?q")) == nil)
    #expect(search.match(try url("myapp://search")) == nil)
  }

  /// Which of two values would count is not for the URL to decide: neither does.
  @Test func anItemTheURLGivesTwiceMatchesNothing() throws {
    #expect(search.match(try url("myapp://search?q=cats&q=dogs")) == nil)
    #expect(search.match(try url("myapp://search?q=cats&page=1&page=2")) == nil)
  }

  @Test func namesAndValuesArePercentDecodedOnceAndAPlusStays() throws {
    let parameters = try #require(
      search.match(try url("myapp://search?%71=caf%C3%A9%20au+lait%2526")))
    #expect(parameters.string("query") == "café au+lait%26")
    let equals = try #require(search.match(try url("myapp://search?q=a=b%26c")))
    #expect(equals.string("query") == "a=b&c")
    #expect(DeepLinkURL("myapp://search?q=%FF") == nil)
    #expect(DeepLinkURL("myapp://search?q=%zz") == nil)
  }

  @Test func aURLIsSplitIntoQueryItemsAndFragment() throws {
    let parsed = try #require(DeepLinkURL("myapp://a/b?x=1&&=2&y&z=%3D#/r/%23s?via=t"))
    #expect(parsed.segments == ["a", "b"])
    #expect(
      parsed.queryItems == [
        .init(name: "x", value: "1"), .init(name: "y", value: ""), .init(name: "z", value: "="),
      ])
    #expect(parsed.fragment == ["r", "#s"])
    #expect(DeepLinkURL("myapp://a")?.fragment == nil)
    #expect(DeepLinkURL("myapp://a#")?.fragment == [])
    #expect(DeepLinkURL("myapp://a#/x/%FF") == nil)
  }

  /// matrix.to permalinks: the room in the fragment, routing hints after `?` left out.
  @Test func aFragmentMatchesSegmentBySegment() throws {
    let room = DeepLinkPattern("https://matrix.to/#/{room:String}")
    let alias = try #require(room.match(try url("https://matrix.to/#/%23element:matrix.org")))
    #expect(alias.string("room") == "#element:matrix.org")
    let hinted = try #require(room.match(try url("https://matrix.to/#/!abc:matrix.org?via=x.org")))
    #expect(hinted.string("room") == "!abc:matrix.org")
    #expect(room.match(try url("https://matrix.to/")) == nil)
    #expect(room.match(try url("https://matrix.to/#/")) == nil)
    #expect(room.match(try url("https://matrix.to/#/a/b")) == nil)
    #expect(room.match(try url("https://matrix.to/x#/a")) == nil)
    let event = DeepLinkPattern("myapp://rooms#/{room:String}/events/{event:Int}")
    let found = try #require(event.match(try url("myapp://rooms#/r1/events/7")))
    #expect(found.string("room") == "r1")
    #expect(found.int("event") == 7)
    #expect(event.match(try url("myapp://rooms#/r1/posts/7")) == nil)
  }

  /// A pattern without a fragment or query matches as before: the URL's are ignored.
  @Test func aPatternWithoutAFragmentIgnoresTheURLs() throws {
    let item = DeepLinkPattern("myapp://items/{id:Int}")
    #expect(item.match(try url("myapp://items/4?ref=mail#reviews"))?.int("id") == 4)
  }

  /// Element's provisioning link, and a trailing `/` before the query.
  @Test func aQueryAfterASlash() throws {
    let patterns = DeepLinkPatterns([
      "https://matrix.to/#/{room:String}",
      "https://element.io/?account_provider={provider:String}",
    ])
    let matches = patterns.matches(try url("https://element.io/?account_provider=example.org"))
    #expect(matches.map(\.pattern) == [1])
    #expect(matches.first?.string("provider") == "example.org")
    #expect(
      patterns.matches(try url("https://element.io?account_provider=example.org")).map(\.pattern)
        == [1])
  }

  /// Many query items against many patterns: each pattern looks its items up by name.
  @Test func manyQueryItemsAreReadOnce() throws {
    let patterns = DeepLinkPatterns(
      (0..<300).map { "myapp://p?k\($0)={v\($0):Int}&page={page:Int?}" })
    let items = (0..<600).map { "x\($0)=\($0)" }.joined(separator: "&")
    let text = "myapp://p?" + items + "&k299=7"
    #expect(text.utf8.count < DeepLinkURL.maximumLength)
    let matches = patterns.matches(try url(text))
    #expect(matches.map(\.pattern) == [299])
    #expect(matches.first?.int("v299") == 7)
  }
}
