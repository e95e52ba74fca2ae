// A stand-in for the part of SwiftUI (iOS 17 and 18) that FlowRuntime and the docs use,
// with the signatures of the iOS 18 SDK (`@Sendable` binding closures, `Tab` beside the
// deprecated `tabItem`, `LocalizedStringKey` before plain strings): for type-checking
// on Linux. Not part of any target.

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
  nonisolated public init<V: View>(_ view: V) {}
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
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
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
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use TabContentBuilder")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use TabContentBuilder")
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<C>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
  public var body: Never { fatalError() }
}

/// A style of `TabView`: `.page` shows one page, the user swipes to another.
public protocol TabViewStyle {}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
  public init() {}
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
}

extension View {
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

/// A column of a `NavigationSplitView`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let index: Int
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}

/// Columns side by side; collapsed (compact width), `preferredCompactColumn`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitView where Content == EmptyView {
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {}
}

/// The content of a `TabView` built with `Tab`s (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable
  associatedtype Body: TabContent
  var body: Body { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Never: TabContent {
  public typealias TabValue = Never
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue: Hashable> {
  public struct Content<C: TabContent>: View where C.TabValue == TabValue {
    public var body: Never { fatalError() }
  }
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
    content
  }
  public static func buildExpression<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue { content }
}

/// One tab of a `TabView` (iOS 18): `tabItem` and `tag` in one.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value
  nonisolated public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// As the iOS 18 SDK declares it: both closures are `@Sendable`, and
  /// inherit the isolation of where they are written.
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
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

extension Binding: @unchecked Sendable where Value: Sendable {}

public struct NavigationStack<Data, Root: View>: View {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection,
    Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
  public var body: Never { fatalError() }
}

/// The key a localized text is looked up by: a string literal, or
/// `LocalizedStringKey(string)` for text known only at run time.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
}

public struct Text: View, Equatable, Sendable {
  /// Looked up in the app's strings; the key itself when it has no translation.
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil
  ) {}
  /// Shown as it is, never localized.
  @_disfavoredOverload nonisolated public init<S>(_ content: S) where S: StringProtocol {}
  nonisolated public init(verbatim content: String) {}
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
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
  @_disfavoredOverload public init<S>(_ title: S, action: @escaping () -> Void)
  where S: StringProtocol {}
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
  @_disfavoredOverload public init<S>(_ title: S, role: ButtonRole?, action: @escaping () -> Void)
  where S: StringProtocol {}
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<Content.TabValue> content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach: View where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

extension View {
  public func alert<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where A: View, M: View { self }

  @_disfavoredOverload public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { self }

  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Tab(title:image:value:content:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use Tab(title:image:value:content:)"
  )
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

  @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  public func tag<V: Hashable>(_ tag: V) -> some View { self }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
}
