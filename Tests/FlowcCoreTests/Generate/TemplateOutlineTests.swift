import Foundation
import Mustache
import Testing

@testable import FlowcCore

/// The outline read before any Mustache parser sees a template: it must find
/// every section, partial and delimiter change swift-mustache finds, so that
/// the bounds it enforces hold for the parser and renderer that recurse.
@Suite struct TemplateOutlineTests {
  @Test func sectionsAndPartialsAreFoundAtTheirDepth() {
    let outline = TemplateOutline(
      "{{%CONTENT_TYPE: TEXT}}\n{{#a}}{{^b}}{{> one}}{{/b}}{{/a}}{{>two}}{{! {{#c}} }}{{{d}}}")
    #expect(outline.depth == 2)
    #expect(outline.includes.map(\.name) == ["one", "two"])
    #expect(outline.includes.map(\.depth) == [2, 0])
    #expect(outline.problem == nil)
  }

  @Test func delimitersSetInASectionLastToItsEnd() {
    // Inside `a`, tags are `<% %>`; after it, `{{ }}` again, as swift-mustache reads them.
    let outline = TemplateOutline("{{#a}}{{=<% %>=}}<%#b%><%> p%><%/b%><%/a%>{{#c}}{{/c}}<%> q%>")
    #expect(outline.depth == 2)
    #expect(outline.includes.map(\.name) == ["p"])
  }

  @Test func theDepthPastTheLimitIsAProblemAtItsTag() throws {
    let text = String(repeating: "{{#a}}", count: 300)
    let problem = try #require(TemplateOutline(text).problem)
    #expect(problem.offset == 200 * 6)
    #expect(problem.message == "nests sections deeper than 200 levels")
    let within = String(repeating: "{{#a}}", count: 200) + String(repeating: "{{/a}}", count: 200)
    #expect(TemplateOutline(within).problem == nil)
    #expect(throws: Never.self) { try MustacheTemplate(string: within) }
  }

  @Test func longNamesAreAProblem() {
    let dotted = "{{" + Array(repeating: "a", count: 200).joined(separator: ".") + "}}"
    #expect(TemplateOutline(dotted).problem?.message == "has a tag name longer than 256 characters")
    let transforms =
      "{{" + String(repeating: "f(", count: 200) + "x" + String(repeating: ")", count: 200) + "}}"
    #expect(TemplateOutline(transforms).problem != nil)
  }

  @Test func readingStopsWhereSwiftMustacheStops() {
    // An unclosed tag ends parsing: nothing after it is a section.
    #expect(TemplateOutline("{{#a}}{{b {{#c}}").depth == 1)
    // A comment ends at its first `}}`; a `}` after it is text.
    #expect(TemplateOutline("{{! {{#b}} }}}{{#a}}").depth == 1)
    // A start delimiter at the end of a line is text.
    #expect(TemplateOutline("{{\n#a}}").depth == 0)
  }

  @Test func aCommentEndIsFoundAsSwiftMustacheFindsIt() throws {
    // With `%%>` as the end, swift-mustache does not find it in `%%%>`: the
    // comment runs on, and the section after it is never parsed.
    let text = "{{=<% %%>=}}<%! x %%%> <%#a%%><%/a%%>"
    #expect(TemplateOutline(text).depth == 0)
    #expect(throws: (any Error).self) { try MustacheTemplate(string: text) }
  }

  @Test func aPartialNamedByAValueIsAnError() throws {
    var texts = TemplateSet.defaults.texts
    texts["file"] = "{{%CONTENT_TYPE: TEXT}}\n{{#flow}}\n{{>*name}}\n{{/flow}}\n"
    let templates = TemplateSet(texts: texts, paths: ["file": "t/file.mustache"])
    let problem = try #require(templates.problems().first)
    #expect(problem.code == .templateSyntax)
    #expect(problem.location == SourceLocation(file: "t/file.mustache", line: 3, column: 1))
    #expect(
      problem.message
        == "template 'file' includes a partial named by a value ('*name'); name the template instead"
    )
    #expect(throws: TemplateError.self) { try templates.library() }
  }

  @Test func includesThatNestTooDeepTogetherAreAnError() throws {
    // Each template within the limit, the two together past it.
    let deep =
      String(repeating: "{{#flow}}", count: 150) + String(repeating: "{{/flow}}", count: 150)
    var texts = TemplateSet.defaults.texts
    texts["file"] =
      "{{%CONTENT_TYPE: TEXT}}\n\(deep.dropLast(150 * 9)){{> type}}" + deep.dropFirst(150 * 9)
    texts["type"] = "{{%CONTENT_TYPE: TEXT}}\n\(deep)"
    let templates = TemplateSet(texts: texts)
    let problems = templates.problems()
    #expect(
      problems.map(\.message)
        == ["template 'file' nests sections and partials deeper than 200 levels through 'type'"])
    #expect(problems.first?.location?.line == 2)
    #expect(throws: TemplateError.self) { try templates.library() }
  }

  @Test func aMisspeltPartialBehindOtherDelimitersIsUnknown() throws {
    var texts = TemplateSet.defaults.texts
    texts["file"] = "{{=<% %>=}}\n<%> tpye%>\n"
    let problem = try #require(TemplateSet(texts: texts).problems().first)
    #expect(problem.code == .unknownTemplate)
    #expect(problem.message.hasPrefix("template 'file' includes 'tpye', which is no template"))
    #expect(problem.location?.line == 2)
  }
}
