import Foundation
import Testing

/// `FlowNavigationView` only builds where SwiftUI is. Here it is type-checked
/// with the rest of FlowRuntime, with warnings as errors, against a stand-in
/// `SwiftUI` module that declares what the view uses with the signatures of
/// the iOS 18 SDK (`Binding`'s `@Sendable` closures, `Tab`, localized
/// texts), so a wrong binding or modifier fails a test on Linux.
@Suite struct SwiftUIStandInTests {
  static let runtimeSources = StandIn.runtimeSources

  /// Type-checks FlowRuntime, `replacing` one of its files, with the stand-in.
  static func typecheck(replacing: (name: String, text: String)? = nil) throws -> (Int32, String) {
    try StandIn.typecheckRuntime(against: "SwiftUI", replacing: replacing)
  }

  /// Type-checks FlowRuntime, `replacing` one of its files, with the
  /// stand-in changed by `change` (a stricter SwiftUI).
  static func typecheck(
    standIn change: (String) -> String, replacing: (name: String, text: String)? = nil
  ) throws -> (Int32, String) {
    let folder = try StandIn.folder(with: "SwiftUI")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("SwiftUI.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    let changed = change(text)
    try #require(changed != text, "the change applies to the stand-in")
    try changed.write(to: file, atomically: true, encoding: .utf8)
    let (built, log) = try StandIn.run(
      [
        StandIn.swiftc, "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6",
        "-warnings-as-errors", "SwiftUI.swift",
      ], in: folder)
    try #require(built == 0, "\(log)")
    let files = try StandIn.copyRuntime(to: folder, replacing: replacing)
    return try StandIn.run(
      [
        StandIn.swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6",
        "-warnings-as-errors", "-module-name", "FlowRuntime", "-I", ".",
      ] + files, in: folder)
  }

  /// SwiftUI's `Binding(get:set:)` without the isolation its closures
  /// inherit from where they are written: only `@isolated(any) @Sendable`.
  static func withoutInheritedIsolation(_ standIn: String) -> String {
    standIn.replacingOccurrences(of: "@_inheritActorContext ", with: "")
  }

  @Test func theSwiftUIViewTypechecks() throws {
    let (status, output) = try Self.typecheck()
    #expect(status == 0, "\(output)")
  }

  /// The bindings capture only what is `Sendable` (the stack, an alert's
  /// id) and are isolated to the main actor themselves: they compile even
  /// where the closures inherit no isolation.
  @Test func theBindingsCompileWithoutInheritedIsolation() throws {
    let (status, output) = try Self.typecheck(standIn: Self.withoutInheritedIsolation)
    #expect(status == 0, "\(output)")
  }

  /// That stricter `Binding` is strict: a getter that reads the model
  /// without being isolated to the main actor fails.
  @Test func aBindingReadingTheModelOffTheMainActorFailsTheCheck() throws {
    let name = "FlowNavigationView.swift"
    let text = try String(
      contentsOf: Self.runtimeSources.appendingPathComponent(name), encoding: .utf8)
    let broken = text.replacingOccurrences(of: "get: { @MainActor in", with: "get: {")
    #expect(broken != text)
    let (status, output) = try Self.typecheck(
      standIn: Self.withoutInheritedIsolation, replacing: (name, broken))
    #expect(status != 0)
    #expect(output.contains("main actor-isolated"), "\(output)")
  }

  /// Tab titles and the alert's title, buttons and message are localized:
  /// with SwiftUI's initializers that show a string as it is deprecated,
  /// the runtime still type-checks with warnings as errors.
  @Test func everyTextTheViewShowsIsLocalized() throws {
    let (status, output) = try Self.typecheck(standIn: { standIn in
      standIn.replacingOccurrences(
        of: "@_disfavoredOverload",
        with: "@_disfavoredOverload @available(*, deprecated, message: \"not localized\")")
    })
    #expect(status == 0, "\(output)")
  }

  /// The stand-in holds the view to SwiftUI's API: binding a sheet to a
  /// property that is not optional fails, as in SwiftUI.
  @Test func aWrongBindingFailsTheCheck() throws {
    let name = "FlowNavigationView.swift"
    let text = try String(
      contentsOf: Self.runtimeSources.appendingPathComponent(name), encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: ".sheet(item: $stack.modal)", with: ".sheet(item: $stack.path)")
    #expect(broken != text)
    let (status, output) = try Self.typecheck(replacing: (name, broken))
    #expect(status != 0)
    #expect(output.contains("FlowNavigationView.swift"), "\(output)")
  }

  /// The alert modifier is held to SwiftUI's signature too: presenting it
  /// with a route instead of a `Binding<Bool>` fails.
  @Test func aWrongAlertBindingFailsTheCheck() throws {
    let name = "FlowNavigationView.swift"
    let text = try String(
      contentsOf: Self.runtimeSources.appendingPathComponent(name), encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: "isPresented: alertIsPresented", with: "isPresented: $stack.modal")
    #expect(broken != text)
    let (status, output) = try Self.typecheck(replacing: (name, broken))
    #expect(status != 0)
    #expect(output.contains("FlowNavigationView.swift"), "\(output)")
  }
}
