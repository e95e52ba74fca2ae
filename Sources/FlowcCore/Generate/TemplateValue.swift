import Mustache

/// A value as templates read it: a string, a boolean, a list, an object whose
/// fields are looked up by name, or absent.
///
/// The render context is read in place: its types answer `field(_:)` for each
/// stored property (`RenderContext+TemplateObject.swift`), so rendering builds
/// no copy of the context. A nil field is `.absent`, which renders as nothing,
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
    func child(named name: String) -> Any? { object.field(name)?.mustacheObject }
  }
}

/// A value that has fields templates look up by name.
protocol TemplateObject: TemplateRepresentable {
  /// The field called `name`, or nil if there is none (templates then look
  /// further out). A field whose value is nil is `.absent`, not nil.
  func field(_ name: String) -> TemplateValue?
}

/// A list templates iterate over.
protocol TemplateList {
  var count: Int { get }
  func element(_ index: Int) -> TemplateValue
}

/// A value that templates can read.
protocol TemplateRepresentable {
  var templateValue: TemplateValue { get }
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
  var templateValue: TemplateValue { .list(self) }
}
