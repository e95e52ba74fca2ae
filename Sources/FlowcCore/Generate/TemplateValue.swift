import Mustache

/// A value as templates read it: a string, a boolean, a list, an object whose
/// fields are looked up by name, or absent.
///
/// The render context is read in place: its types answer `field(_:)` for each
/// stored property (`RenderContext+TemplateObject.swift`, derived from their
/// `Codable` keys), by a `TemplateName` that templates resolve when they are
/// compiled, so rendering builds no copy of the context and compares no
/// strings. A nil field is `.absent`, which renders as nothing,
/// is false in a section, and stops the lookup of its name there: a missing
/// `input` of a step does not fall back to the flow's `input`.
enum TemplateValue {
  case string(String)
  case bool(Bool)
  case list(any TemplateList)
  case object(any TemplateObject)
  case absent

  /// The value as swift-mustache reads it: objects looked up by name, arrays,
  /// strings and booleans, with `absent` as a null that stops lookups.
  /// Strings have their control characters escaped, as `TemplateProgram`
  /// writes them: no value can end a line of the generated Swift.
  var mustacheObject: Any {
    switch self {
    case .string(let string): ControlCharacters.escaped(string)
    case .bool(let bool): bool
    case .list(let list): (0..<list.count).map { list.element($0).mustacheObject }
    case .object(let object): MustacheObject(object: object)
    case .absent: Self.mustacheAbsent
    }
  }

  /// An absent value for swift-mustache: renders as nothing, false in a section.
  struct MustacheAbsent: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
  }

  static let mustacheAbsent = MustacheAbsent()

  /// An object as swift-mustache looks it up.
  struct MustacheObject: MustacheParent {
    let object: any TemplateObject
    func child(named name: String) -> Any? {
      TemplateName(text: name).flatMap { object.field($0) }?.mustacheObject
    }
  }
}

extension TemplateName {
  /// The field name `text`; nil when no type of the context has a field of that name.
  init?(text: String) {
    guard let name = Self.byText[text] else { return nil }
    self = name
  }

  private static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// A value that has fields templates look up by name.
protocol TemplateObject: TemplateRepresentable {}

/// A list templates iterate over.
protocol TemplateList {
  var count: Int { get }
  func element(_ index: Int) -> TemplateValue
  /// The field `name` of element `index`, read where the list holds it
  /// (`TemplateRepresentable.field(_:of:)`).
  func field(_ name: TemplateName, ofElement index: Int) -> TemplateValue?
  /// Calls `body` with where the elements are held: the first's address, the
  /// distance from one to the next, and their type; the addresses hold
  /// while `body` runs.
  func withElements<Result, Failure: Error>(
    _ body: (UnsafeRawPointer, Int, any TemplateRepresentable.Type) throws(Failure) -> Result
  ) throws(Failure) -> Result
}

/// A value that templates can read.
protocol TemplateRepresentable {
  var templateValue: TemplateValue { get }
  /// The field `name` of the object at `value`, or nil if it has none
  /// (templates then look further out); nil for every name of a value that
  /// is no object. A field whose value is nil is `.absent`, not nil. The
  /// object is read where it is held: a list's element is not copied.
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue?
}

extension TemplateRepresentable {
  static func field(_ name: TemplateName, of value: UnsafePointer<Self>) -> TemplateValue? {
    nil
  }

  /// The field `name` of the value (`field(_:of:)`).
  func field(_ name: TemplateName) -> TemplateValue? {
    withUnsafePointer(to: self) { Self.field(name, of: $0) }
  }

  /// The field `name` of the value of this type at `place` (`field(_:of:)`).
  static func field(_ name: TemplateName, at place: UnsafeRawPointer) -> TemplateValue? {
    field(name, of: place.assumingMemoryBound(to: Self.self))
  }

  /// The value of this type at `place`.
  static func templateValue(at place: UnsafeRawPointer) -> TemplateValue {
    place.assumingMemoryBound(to: Self.self).pointee.templateValue
  }
}

extension TemplateObject {
  var templateValue: TemplateValue { .object(self) }
}

extension String: TemplateRepresentable {
  var templateValue: TemplateValue { .string(self) }
}

extension Int: TemplateRepresentable {
  var templateValue: TemplateValue { .string(String(self)) }
}

extension Bool: TemplateRepresentable {
  var templateValue: TemplateValue { .bool(self) }
}

extension Optional: TemplateRepresentable where Wrapped: TemplateRepresentable {
  var templateValue: TemplateValue { self?.templateValue ?? .absent }
}

extension Array: TemplateList, TemplateRepresentable where Element: TemplateRepresentable {
  func element(_ index: Int) -> TemplateValue { self[index].templateValue }

  func field(_ name: TemplateName, ofElement index: Int) -> TemplateValue? {
    withUnsafeBufferPointer { elements in
      guard let base = elements.baseAddress else { return nil }
      return Element.field(name, of: base + index)
    }
  }

  func withElements<Result, Failure: Error>(
    _ body: (UnsafeRawPointer, Int, any TemplateRepresentable.Type) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // A native array's storage stays where it is while the array lives
    // unchanged, which the caller's borrow guarantees for this call. An
    // empty array may have no storage: any address will do, none is read.
    var base = UnsafeRawPointer(bitPattern: MemoryLayout<Element>.alignment)!
    withUnsafeBufferPointer { elements in
      if let address = elements.baseAddress { base = UnsafeRawPointer(address) }
    }
    return try body(base, MemoryLayout<Element>.stride, Element.self)
  }

  var templateValue: TemplateValue { .list(self) }
}
