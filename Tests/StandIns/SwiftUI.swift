// A stand-in for the part of SwiftUI (iOS 17) that FlowRuntime and the docs use,
// with SwiftUI's signatures: for type-checking on Linux. Not part of any target.

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

public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
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

public struct Text: View, Equatable, Sendable {
  nonisolated public init<S>(_ content: S) where S: StringProtocol {}
  public var body: Never { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

public struct Button<Label>: View where Label: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  public init<S>(_ title: S, role: ButtonRole?, action: @escaping () -> Void)
  where S: StringProtocol {}
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError() }
}

extension View {
  public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { self }

  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

  public func tag<V: Hashable>(_ tag: V) -> some View { self }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
}
