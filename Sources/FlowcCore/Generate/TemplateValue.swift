import Mustache

/// A value as templates read it, copied out of the context: a string, a
/// boolean, a list, an object whose fields are looked up by name, or absent.
/// swift-mustache renders these, and tests compare them.
///
/// `TemplateProgram` copies nothing: it reads the render context in place,
/// through `TemplatePlace`s. Each context type tells where it holds each
/// stored property (`place(of:in:)` in `RenderContext+TemplateObject.swift`,
/// derived from their `Codable` keys), by a `TemplateName` that templates
/// resolve when they are compiled, so rendering compares no strings. A nil
/// field is `.absent`, which renders as nothing, is false in a section, and
/// stops the lookup of its name there: a missing `input` of a step does not
/// fall back to the flow's `input`.
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

/// Where a value of the render context is held, and what kind it is: what
/// `TemplateProgram` reads while it renders. A place holds no reference, so
/// making, passing and dropping one retains nothing; it is valid while the
/// context it points into lives unchanged, which rendering guarantees.
enum TemplatePlace {
  case absent
  case bool(Bool)
  case text(UnsafePointer<String>)
  case number(UnsafePointer<Int>)
  /// An array, and its type (which reads its elements in place).
  case list(UnsafeRawPointer, any TemplateList.Type)
  /// An object, and its type (which finds its fields).
  case object(UnsafeRawPointer, any TemplateRepresentable.Type)

  /// The place of the field `path` of the object at `object`: the property's
  /// address, which the optimiser folds into the object's address plus a
  /// constant offset.
  @inline(__always)
  static func of<Object, Field: TemplateRepresentable>(
    _ object: UnsafePointer<Object>, _ path: KeyPath<Object, Field>
  ) -> TemplatePlace {
    // Every field of the context is a stored property (`TemplateFieldTests`
    // derives them from the types' `Codable` keys).
    Field.place(at: object.pointer(to: path)!)
  }

  /// The value held here, copied: for swift-mustache and tests, which keep it.
  var value: TemplateValue {
    switch self {
    case .absent: .absent
    case .bool(let bool): .bool(bool)
    case .text(let text): .string(text.pointee)
    case .number(let number): .string(String(number.pointee))
    case .list(let place, let type): type.templateValue(at: place)
    case .object(let place, let type): type.templateValue(at: place)
    }
  }
}

/// A value that has fields templates look up by name.
protocol TemplateObject: TemplateRepresentable {}

/// A list templates iterate over.
protocol TemplateList: TemplateRepresentable {
  var count: Int { get }
  func element(_ index: Int) -> TemplateValue
  /// Where the elements of the list at `place` are held: the first's
  /// address, the distance from one to the next, their number and their
  /// type. The addresses hold while the list lives unchanged.
  static func elements(at place: UnsafeRawPointer) -> TemplateElements
}

/// The elements of a list, where the list holds them.
struct TemplateElements {
  var base: UnsafeRawPointer
  var stride: Int
  var count: Int
  var type: any TemplateRepresentable.Type
}

/// A value that templates can read.
protocol TemplateRepresentable {
  var templateValue: TemplateValue { get }
  /// What the value at `value` is, and where it is held.
  static func place(at value: UnsafePointer<Self>) -> TemplatePlace
  /// Where the field `name` of the object at `value` is held, or nil if it
  /// has none (templates then look further out); nil for every name of a
  /// value that is no object. A field whose value is nil is `.absent`, not
  /// nil. The object is read where it is held: nothing is copied.
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace?
}

extension TemplateRepresentable {
  static func place(of name: TemplateName, in value: UnsafePointer<Self>) -> TemplatePlace? {
    nil
  }

  /// The field `name` of the value, copied (`place(of:in:)`).
  func field(_ name: TemplateName) -> TemplateValue? {
    withUnsafePointer(to: self) { Self.place(of: name, in: $0)?.value }
  }

  /// The field `name` of the value of this type at `place` (`place(of:in:)`).
  static func place(of name: TemplateName, at place: UnsafeRawPointer) -> TemplatePlace? {
    self.place(of: name, in: place.assumingMemoryBound(to: Self.self))
  }

  /// What the value of this type at `place` is (`place(at:)`).
  static func place(at place: UnsafeRawPointer) -> TemplatePlace {
    self.place(at: place.assumingMemoryBound(to: Self.self))
  }

  /// The value of this type at `place`, copied.
  static func templateValue(at place: UnsafeRawPointer) -> TemplateValue {
    place.assumingMemoryBound(to: Self.self).pointee.templateValue
  }
}

extension TemplateObject {
  var templateValue: TemplateValue { .object(self) }
  static func place(at value: UnsafePointer<Self>) -> TemplatePlace {
    .object(UnsafeRawPointer(value), Self.self)
  }
}

extension String: TemplateRepresentable {
  var templateValue: TemplateValue { .string(self) }
  static func place(at value: UnsafePointer<Self>) -> TemplatePlace { .text(value) }
}

extension Int: TemplateRepresentable {
  var templateValue: TemplateValue { .string(String(self)) }
  static func place(at value: UnsafePointer<Self>) -> TemplatePlace { .number(value) }
}

extension Bool: TemplateRepresentable {
  var templateValue: TemplateValue { .bool(self) }
  static func place(at value: UnsafePointer<Self>) -> TemplatePlace { .bool(value.pointee) }
}

extension Optional: TemplateRepresentable where Wrapped: TemplateRepresentable {
  var templateValue: TemplateValue { self?.templateValue ?? .absent }

  static func place(at value: UnsafePointer<Self>) -> TemplatePlace {
    guard case .some = value.pointee else { return .absent }
    // An optional holds its value at its own address: Swift lays out an
    // enum with one payload case with the payload at offset 0
    // (`TemplateValueTests` checks it for the context's optionals).
    return Wrapped.place(at: UnsafeRawPointer(value).assumingMemoryBound(to: Wrapped.self))
  }
}

extension Array: TemplateList, TemplateRepresentable where Element: TemplateRepresentable {
  func element(_ index: Int) -> TemplateValue { self[index].templateValue }

  static func elements(at place: UnsafeRawPointer) -> TemplateElements {
    let array = place.assumingMemoryBound(to: Self.self)
    // A native array's storage stays where it is while the array lives
    // unchanged. An empty array may have no storage: any address will do,
    // none is read.
    var base = UnsafeRawPointer(bitPattern: MemoryLayout<Element>.alignment)!
    array.pointee.withUnsafeBufferPointer { elements in
      if let address = elements.baseAddress { base = UnsafeRawPointer(address) }
    }
    return TemplateElements(
      base: base, stride: MemoryLayout<Element>.stride, count: array.pointee.count,
      type: Element.self)
  }

  var templateValue: TemplateValue { .list(self) }
  static func place(at value: UnsafePointer<Self>) -> TemplatePlace {
    .list(UnsafeRawPointer(value), Self.self)
  }
}
