import Foundation
import Testing

/// End-to-end runs of `flowc diff` and `flowc paths`: exit codes and output streams.
@Suite struct ReviewCommandTests {
  static let login = """
    flow: Login
    start: form
    links: { "myapp://login": form }
    steps:
      form: { screen: LoginForm, next: finish, back: cancel }
    """

  @Test func diffOfIdenticalSpecsSaysSoAndSucceeds() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("old/Login.flow.yaml", Self.login)
    try scratch.write("new/Login.flow.yaml", Self.login)
    let run = try flowc(["diff", "old", "new", "--fail-on-breaking"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "no changes\n", "\(run)")
  }

  @Test func aRemovedLinkBreaksCallersAndFailsWhenAsked() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("old/Login.flow.yaml", Self.login)
    try scratch.write(
      "new/Login.flow.yaml",
      Self.login.replacingOccurrences(of: "links: { \"myapp://login\": form }\n", with: ""))
    let plain = try flowc(["diff", "old", "new"], in: scratch.url)
    #expect(plain.status == 0, "\(plain)")
    #expect(plain.stdout.contains("- link \"myapp://login\""), "\(plain)")
    #expect(plain.stdout.contains("[breaking]"), "\(plain)")
    let strict = try flowc(["diff", "old", "new", "--fail-on-breaking"], in: scratch.url)
    #expect(strict.status == 1, "\(strict)")
  }

  @Test func diffOfASpecWithSchemaErrorsPrintsThemAndExitsOne() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("old/Login.flow.yaml", Self.login)
    try scratch.write(
      "new/Login.flow.yaml", Self.login.replacingOccurrences(of: "next:", with: "nxt:"))
    let run = try flowc(["diff", "old", "new"], in: scratch.url)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("did you mean 'next'? [schema]"), "\(run)")
  }

  @Test func diffOfAMissingFolderExitsTwo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let run = try flowc(["diff", "nowhere", "nothing"], in: scratch.url)
    #expect(run.status == 2, "\(run)")
  }

  @Test func pathsPrintsTheShortestWayToEveryStep() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Login.flow.yaml", Self.login)
    let run = try flowc(["paths", "Login.flow.yaml"], in: scratch.url)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("step 'form': form"), "\(run)")
    let json = try flowc(["paths", "Login.flow.yaml", "--format", "json"], in: scratch.url)
    #expect(json.status == 0, "\(json)")
    #expect(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any], "\(json)")
  }

  /// A chain of `count` screens, each going to the next, the last to finish.
  static func chain(_ count: Int) -> String {
    var spec = "flow: Chain\nstart: s0\nsteps:\n"
    for index in 0..<count {
      spec +=
        "  s\(index): { screen: S, next: \(index + 1 < count ? "s\(index + 1)" : "finish") }\n"
    }
    return spec
  }

  @Test func pathsOfALongChainStayLinearAndRefuseTheFullForm() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Chain.flow.yaml", Self.chain(2000))
    let json = try flowc(["paths", "Chain.flow.yaml", "--format", "json"], in: scratch.url)
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.utf8.count < 1_000 * 2000, "\(json.stdout.utf8.count) bytes")
    #expect(json.stdout.contains("\"version\" : 2"))
    let text = try flowc(["paths", "Chain.flow.yaml"], in: scratch.url)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("  step 's1999': s0 ... (1,991 hops) ... s1991 -> s1992 -> "))
    let full = try flowc(
      ["paths", "Chain.flow.yaml", "--format", "json", "--full"], in: scratch.url)
    #expect(full.status == 2, "\(full)")
    #expect(full.stdout.isEmpty)
    #expect(full.stderr.contains("more than 50,000,000 bytes of hops"), "\(full.stderr)")
  }

  @Test func pathsSpellsEveryPathOutWhenAskedFor() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("Chain.flow.yaml", Self.chain(12))
    let text = try flowc(["paths", "Chain.flow.yaml", "--full"], in: scratch.url)
    #expect(text.status == 0, "\(text)")
    #expect(
      text.stdout.contains("  step 's11': s0 -> s1 -> s2 -> s3 -> s4 -> s5 -> s6 -> s7 -> s8"))
    let json = try flowc(
      ["paths", "Chain.flow.yaml", "--format", "json", "--full"], in: scratch.url)
    #expect(json.status == 0, "\(json)")
    #expect(json.stdout.contains("\"hops\" : ["))
  }
}
