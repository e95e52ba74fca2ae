import Foundation
import Testing

/// `FlowNavigationView` only builds where SwiftUI is. Here it is type-checked
/// with the rest of FlowRuntime against a stand-in `SwiftUI` module that
/// declares what the view uses, with SwiftUI's signatures (iOS 17), so a
/// wrong binding or modifier fails a test on Linux.
@Suite struct SwiftUIStandInTests {
  static let standIn = """
    import Observation

    @MainActor @preconcurrency public protocol View {
      associatedtype Body: View
      @ViewBuilder var body: Body { get }
    }

    extension Never: View {
      public var body: Never { fatalError() }
    }

    extension Optional: View where Wrapped: View {
      public var body: Never { fatalError() }
    }

    public struct EmptyView: View {
      public init() {}
      public var body: Never { fatalError() }
    }

    @resultBuilder public enum ViewBuilder {
      public static func buildBlock() -> EmptyView { EmptyView() }
      public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
      public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    }

    @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
      public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
      public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
      }
      public var projectedValue: Binding<Value> { self }
      public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
        -> Binding<Subject>
      { fatalError() }
    }

    @propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
      public var wrappedValue: Value
      public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
      }
      public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
      }
      public var projectedValue: Bindable<Value> { self }
      public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
        -> Binding<Subject> where Value: AnyObject
      { fatalError() }
    }

    public struct NavigationStack<Data, Root: View>: View {
      public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
      where
        Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable
      {}
      public var body: Never { fatalError() }
    }

    extension View {
      public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
      ) -> some View { self }

      public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
      ) -> some View { self }
    }

    """

  static func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static let runtimeSources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/FlowRuntime")

  /// Type-checks FlowRuntime, `replacing` one of its files, with the stand-in.
  static func typecheck(replacing: (name: String, text: String)? = nil) throws -> (Int32, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-swiftui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    try standIn.write(
      to: folder.appendingPathComponent("SwiftUI.swift"), atomically: true, encoding: .utf8)
    let (built, log) = try run(
      [swiftc, "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6", "SwiftUI.swift"],
      in: folder)
    try #require(built == 0, "\(log)")
    var files: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: runtimeSources.path).sorted()
    where name.hasSuffix(".swift") {
      var text = try String(
        contentsOf: runtimeSources.appendingPathComponent(name), encoding: .utf8)
      if let replacing, replacing.name == name { text = replacing.text }
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      files.append(name)
    }
    return try run(
      [
        swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-module-name", "FlowRuntime", "-I", ".",
      ] + files, in: folder)
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
}
