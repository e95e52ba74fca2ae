import Foundation
import Testing

/// Every ```` ```swift ```` block of the README and `docs/` compiles, with the
/// Swift generated from `specs/`, under Swift 6 with warnings as errors.
///
/// A block is compiled as a file of its own, unless an HTML comment on the
/// line before it says otherwise:
/// - `<!-- compiled with: navigator: any Navigator, app: ... -->`: the block is
///   the body of a `@MainActor` async function taking those parameters (the
///   values a reader has in hand), in a file that imports FlowRuntime and
///   Foundation besides the block's own `import` lines;
/// - `<!-- not compiled: why -->`: an excerpt, such as a part of generated code.
///
/// Snippets that import ReSwift, SwiftUI or UIKit compile against stand-in
/// modules that declare the API they use, with the libraries' signatures
/// (ReSwift 6.1, SwiftUI for iOS 17, UIKit of the iOS 17/18 SDK), so they also
/// compile on Linux; with the UIKit stand-in, FlowRuntime has its `UIKitNavigator`.
@Suite struct DocumentationSnippetTests {
  struct Snippet: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    var code: String
    /// The parameters of the function the block is the body of; nil at top level.
    var parameters: String?
    /// Why the block is not compiled; nil when it is.
    var excuse: String?

    var testDescription: String { "\(file):\(line)" }

    /// The block as a Swift file: imports first.
    var source: String {
      let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
      let imports = lines.filter { $0.hasPrefix("import ") }
      let rest = lines.filter { !$0.hasPrefix("import ") }
      var text = imports.joined(separator: "\n") + "\n"
      if let parameters {
        // The reader's file, around the lines shown, imports what they use.
        text = "import FlowRuntime\nimport Foundation\n" + text
        text += "@MainActor func snippet(\(parameters)) async throws {\n"
        text += rest.map { "  " + $0 }.joined(separator: "\n") + "\n}\n"
      } else {
        text += rest.joined(separator: "\n") + "\n"
      }
      return text
    }
  }

  static let root = DiagramFixtures.packageRoot

  static let documents: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  static let all: [Snippet] = documents.flatMap { document -> [Snippet] in
    let text = (try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8))
    let lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    var snippets: [Snippet] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```swift" else {
        index += 1
        continue
      }
      let start = index
      var body: [Substring] = []
      index += 1
      while index < lines.count, lines[index] != "```" {
        body.append(lines[index])
        index += 1
      }
      let marker = start > 0 ? lines[start - 1] : ""
      func value(_ prefix: String) -> String? {
        guard marker.hasPrefix("<!-- \(prefix)"), marker.hasSuffix(" -->") else { return nil }
        return String(marker.dropFirst(5 + prefix.count).dropLast(4))
          .trimmingCharacters(in: .whitespaces)
      }
      snippets.append(
        Snippet(
          file: document, line: start + 1, code: body.joined(separator: "\n"),
          parameters: value("compiled with:"), excuse: value("not compiled:")))
      index += 1
    }
    return snippets
  }

  @Test func theDocumentsHaveSnippetsAndEachUncompiledOneSaysWhy() {
    #expect(Self.all.count >= 8)
    for snippet in Self.all where snippet.excuse != nil {
      #expect(snippet.excuse?.isEmpty == false, "\(snippet.testDescription)")
    }
  }

  /// Every compiled snippet, each a file of one module with the generated
  /// flows: one compiler run for all.
  @Test func everySnippetCompiles() throws {
    let snippets = Self.all.filter { $0.excuse == nil }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    for (name, text) in [
      ("ReSwift", Self.reSwift), ("SwiftUI", Self.swiftUI), ("UIKit", Self.uiKit),
    ] {
      try text.write(
        to: folder.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
      let (status, output) = try GeneratedCodeCompilesTests.run(
        [
          swiftc, "-emit-module", "-parse-as-library", "-module-name", name, "-swift-version", "6",
          name + ".swift",
        ], in: folder)
      try #require(status == 0, "\(output)")
    }
    // FlowRuntime from its sources, with the stand-ins: its SwiftUI view and UIKit navigator included.
    let runtime = Self.root.appendingPathComponent("Sources/FlowRuntime")
    let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: runtime.path).sorted()
      .filter { $0.hasSuffix(".swift") }.map { runtime.appendingPathComponent($0).path }
    let (built, log) = try GeneratedCodeCompilesTests.run(
      [
        swiftc, "-emit-module", "-parse-as-library", "-module-name", "FlowRuntime",
        "-swift-version", "6", "-I", ".",
      ] + runtimeFiles, in: folder)
    try #require(built == 0, "\(log)")
    var files: [String] = []
    let generated = Self.root.appendingPathComponent("Tests/GeneratedFlows")
    for name in try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
    where name.hasSuffix(".swift") {
      try FileManager.default.copyItem(
        at: generated.appendingPathComponent(name), to: folder.appendingPathComponent(name))
      files.append(name)
    }
    try Self.support.write(
      to: folder.appendingPathComponent("SnippetSupport.swift"), atomically: true, encoding: .utf8)
    files.append("SnippetSupport.swift")
    for (number, snippet) in snippets.enumerated() {
      // Functions of several snippets share the name `snippet`: one per file, private.
      let source = snippet.source.replacingOccurrences(
        of: "@MainActor func snippet(", with: "@MainActor private func snippet(")
      let name =
        "Snippet\(number)_"
        + snippet.file.replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: ".md", with: "_\(snippet.line).swift")
      try ("// \(snippet.testDescription)\n" + source).write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      files.append(name)
    }
    let (status, output) = try GeneratedCodeCompilesTests.run(
      [
        swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-module-name", "App", "-I", ".",
      ] + files, in: folder)
    #expect(status == 0, "\(output.prefix(6000))")
  }

  /// What snippets take as given: an app's fakes for a test.
  static let support = """
    import FlowRuntime

    /// The fakes of a Registration test: the form is submitted by the test.
    @MainActor
    final class RegistrationFakes: RegistrationFlow.Dependencies {
      private var formExit: ScreenExit<Credentials>?

      func submitForm(_ credentials: Credentials) { formExit?.complete(credentials) }

      func registerForm(_ exit: ScreenExit<Credentials>) -> AnyObject {
        formExit = exit
        return Screen("RegisterForm")
      }
      func signUpFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
        Screen("SignUpFailed")
      }
      func registerSuccess(_ input: Session, _ exit: ScreenExit<Session>) -> AnyObject {
        Screen("RegisterSuccess")
      }
      func signUp(_ input: Credentials) async throws -> Session { Session(token: input.email) }
    }

    /// The app's sign-in form, as far as the feedback snippet uses it.
    @MainActor
    final class SignInViewController {
      final class Spinner { var isHidden = true }
      final class Label { var text: String? }
      let spinner = Spinner()
      let errorLabel = Label()
      init(exit: ScreenExit<SignInChoice>) {}
    }

    final class Screen: CustomStringConvertible {
      let description: String
      init(_ name: String) { description = name }
    }

    """

  /// ReSwift 6.1's core API, as its sources declare it.
  static let reSwift = standIn("ReSwift")

  /// The part of SwiftUI the snippets and `FlowNavigationView` use (iOS 17).
  static let swiftUI = standIn("SwiftUI")

  /// The part of UIKit `UIKitNavigator` and the snippets use (iOS 17/18 SDK).
  static let uiKit = standIn("UIKit")

  /// A stand-in module's source, from `Tests/StandIns`.
  static func standIn(_ name: String) -> String {
    let url = root.appendingPathComponent("Tests/StandIns/\(name).swift")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}
