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
