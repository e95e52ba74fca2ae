import Foundation
import Testing

/// `FlowNavigationView` only builds where SwiftUI is. Here it is type-checked
/// with the rest of FlowRuntime against a stand-in `SwiftUI` module that
/// declares what the view uses, with SwiftUI's signatures (iOS 17), so a
/// wrong binding or modifier fails a test on Linux.
@Suite struct SwiftUIStandInTests {
  static let runtimeSources = StandIn.runtimeSources

  /// Type-checks FlowRuntime, `replacing` one of its files, with the stand-in.
  static func typecheck(replacing: (name: String, text: String)? = nil) throws -> (Int32, String) {
    try StandIn.typecheckRuntime(against: "SwiftUI", replacing: replacing)
  }

  @Test func theSwiftUIViewTypechecks() throws {
    let (status, output) = try Self.typecheck()
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
