import FlowcTemplates
import Foundation
import Mustache

/// The templates of one generation: the defaults, each replaceable by a file
/// of the same name from a user's folder.
public struct TemplateSet: Sendable {
  /// The entry template; the others are its partials.
  public static let entry = "file"
  public static let fileExtension = FlowcTemplates.fileExtension

  /// Each template's name (file name without `.mustache`) and text.
  public private(set) var texts: [String: String]
  /// Where each template replacing a default was read from, by name: the
  /// file its diagnostics point at. A default template points at
  /// `Templates/swift/NAME.mustache` of flowc's sources.
  public private(set) var paths: [String: String]

  public init(texts: [String: String], paths: [String: String] = [:]) {
    self.texts = texts
    self.paths = paths
  }

  /// The templates compiled into flowc (`Templates/swift`).
  public static var defaults: TemplateSet { TemplateSet(texts: FlowcTemplates.texts) }

  /// The file a template's diagnostics point at.
  public func path(of name: String) -> String {
    paths[name] ?? "Templates/swift/\(name).\(Self.fileExtension)"
  }

  /// The `.mustache` files of `folder`, by name, each with its path.
  public static func read(_ folder: URL) throws(TemplateError) -> [String: String] {
    var problems: [TemplateError] = []
    let files = read(folder, problems: &problems)
    if let problem = problems.first { throw problem }
    return files.mapValues(\.text)
  }

  /// The `.mustache` files of `folder` by name, with their paths; files that
  /// cannot be read are left out and reported in `problems`.
  static func read(_ folder: URL, problems: inout [TemplateError]) -> [String: (
    path: String, text: String
  )] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      problems.append(
        TemplateError(.templateRead, "cannot read templates folder '\(folder.path)'"))
      return [:]
    }
    let files = names.filter(isTemplate).map { name in
      (name, FileManager.default.contents(atPath: path(of: name, in: folder)).map(Array.init))
    }
    return templates(files, in: folder, problems: &problems)
  }

  /// Whether a file of a templates folder is a template: `NAME.mustache`.
  static func isTemplate(_ file: String) -> Bool { file.hasSuffix("." + fileExtension) }

  /// The path of `file` in `folder`, as diagnostics show it.
  static func path(of file: String, in folder: URL) -> String {
    folder.appendingPathComponent(file).relativePath
  }

  /// The templates among the files of `folder` (each file's name and bytes,
  /// nil for a file that could not be read), by name, with their paths; files
  /// that are not `.mustache` are left out, and those that are not UTF-8 text
  /// are left out and reported in `problems`.
  static func templates(
    _ files: [(name: String, bytes: [UInt8]?)], in folder: URL, problems: inout [TemplateError]
  ) -> [String: (path: String, text: String)] {
    var templates: [String: (path: String, text: String)] = [:]
    for (file, bytes) in files.sorted(by: { $0.name < $1.name }) where isTemplate(file) {
      let path = path(of: file, in: folder)
      guard let bytes, let text = String(bytes: bytes, encoding: .utf8) else {
        problems.append(
          TemplateError(.templateRead, "cannot read template '\(path)' as UTF-8 text"))
        continue
      }
      templates[String(file.dropLast(fileExtension.count + 1))] = (path, text)
    }
    return templates
  }

  /// The default templates, with those of `overrides` (if given) in their place.
  /// An override must name a default template, so a misspelt file is not ignored.
  /// Throws the first problem `load(overrides:problems:)` finds.
  public static func load(overrides: URL? = nil) throws(TemplateError) -> TemplateSet {
    var problems: [TemplateError] = []
    let templates = load(overrides: overrides, problems: &problems)
    if let problem = problems.first { throw problem }
    return templates
  }

  /// The default templates, with those of `overrides` (if given) in their
  /// place; every file that cannot be read or replaces no template is left
  /// out and reported in `problems`.
  public static func load(overrides: URL?, problems: inout [TemplateError]) -> TemplateSet {
    guard let overrides else { return defaults }
    return load(
      overriding: read(overrides, problems: &problems), in: overrides, problems: &problems)
  }

  /// The default templates, with the files of a templates folder already in
  /// memory (each file's name and bytes) in their place: what
  /// `load(overrides:problems:)` makes of a folder holding these files.
  public static func load(
    files: [(name: String, bytes: [UInt8])], in folder: URL, problems: inout [TemplateError]
  ) -> TemplateSet {
    let texts = templates(files.map { ($0.name, $0.bytes) }, in: folder, problems: &problems)
    return load(overriding: texts, in: folder, problems: &problems)
  }

  /// The default templates with `files` (templates of `folder` by name) in
  /// their place; a file that replaces no template is left out and reported.
  private static func load(
    overriding files: [String: (path: String, text: String)], in folder: URL,
    problems: inout [TemplateError]
  ) -> TemplateSet {
    var templates = defaults
    for (name, file) in files.sorted(by: { $0.key < $1.key }) {
      guard templates.texts[name] != nil else {
        let known = templates.texts.keys.sorted().joined(separator: ", ")
        problems.append(
          TemplateError(
            .unknownTemplate,
            "'\(name).\(fileExtension)' in '\(folder.relativePath)' replaces no template; "
              + "templates are: \(known)",
            at: SourceLocation(file: file.path, line: 1, column: 1)))
        continue
      }
      templates.texts[name] = file.text
      templates.paths[name] = file.path
    }
    return templates
  }

  /// What keeps the templates from compiling: every template that does not
  /// parse, and a missing entry template. Empty when `library()` succeeds.
  /// Default templates left as they are parse (tests render them): only the
  /// others are parsed here.
  public func problems() -> [TemplateError] {
    var problems: [TemplateError] = []
    let defaults = FlowcTemplates.texts
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) where text != defaults[name] {
      do {
        _ = try MustacheTemplate(string: text)
      } catch {
        problems.append(problem(parsing: name, error))
      }
    }
    problems += unknownPartials()
    if texts[Self.entry] == nil {
      problems.append(
        TemplateError(
          .unknownTemplate, "there is no '\(Self.entry).\(Self.fileExtension)' template"))
    }
    return problems
  }

  /// Partials (`{{> name}}`) that name no template: Mustache renders them as
  /// nothing, so a misspelt name would silently drop part of the output.
  func unknownPartials() -> [TemplateError] {
    var problems: [TemplateError] = []
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        var rest = line[...]
        while let open = rest.range(of: "{{>") {
          guard let close = rest[open.upperBound...].range(of: "}}") else { break }
          let partial = rest[open.upperBound..<close.lowerBound].trimmingCharacters(
            in: .whitespaces)
          if texts[partial] == nil {
            let column =
              line.unicodeScalars.distance(
                from: line.unicodeScalars.startIndex, to: open.lowerBound) + 1
            problems.append(
              TemplateError(
                .unknownTemplate,
                "template '\(name)' includes '\(partial)', which is no template; templates are: "
                  + texts.keys.sorted().joined(separator: ", "),
                at: SourceLocation(file: path(of: name), line: index + 1, column: column)))
          }
          rest = rest[close.upperBound...]
        }
      }
    }
    return problems
  }

  /// The templates, compiled.
  func library() throws(TemplateError) -> MustacheLibrary {
    var library = MustacheLibrary()
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      do {
        try library.register(text, named: name)
      } catch {
        throw problem(parsing: name, error)
      }
    }
    return library
  }

  /// A parse error of template `name`, at its place in the template's file.
  private func problem(parsing name: String, _ error: any Error) -> TemplateError {
    guard let error = error as? MustacheTemplate.ParserError else {
      return TemplateError(
        .templateSyntax, "template '\(name)' does not parse: \(error)",
        at: SourceLocation(file: path(of: name), line: 1, column: 1))
    }
    let context = error.context
    return TemplateError(
      .templateSyntax, "template '\(name)' does not parse: \(Self.explain(error.error))",
      at: SourceLocation(
        file: path(of: name), line: context.lineNumber, column: context.columnNumber))
  }

  /// What a Mustache parse error means, in words.
  private static func explain(_ error: any Error) -> String {
    guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
    return switch error {
    case .sectionCloseNameIncorrect: "the closing tag names another section than the open one"
    case .unfinishedName: "a tag is not closed with '}}'"
    case .expectedSectionEnd: "a section is not closed"
    case .invalidSetDelimiter: "a set-delimiter tag is malformed"
    case .transformAppliedToInheritanceSection: "a transform is applied to an inherited section"
    case .illegalTokenInsideInheritSection: "a tag is not allowed inside an inherited section"
    case .textInsideInheritSection: "text is not allowed inside an inherited section"
    case .invalidConfigVariableSyntax: "a '{{% ...}}' configuration tag is malformed"
    case .unrecognisedConfigVariable: "a '{{% ...}}' configuration tag names no setting"
    @unknown default: "\(error)"
    }
  }
}

/// A template that cannot be found, read or parsed: an error of code
/// `template-read`, `unknown-template` or `template-syntax`.
public struct TemplateError: Error, CustomStringConvertible, Sendable {
  public var code: DiagnosticCode
  public var message: String
  /// The template file, and the place in it when the problem has one.
  public var location: SourceLocation?

  public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil) {
    self.code = code
    self.message = message
    self.location = location
  }

  /// `file:line:column: error: message`, as diagnostics read.
  public var description: String {
    (location.map { "\($0): " } ?? "") + "error: \(message)"
  }

  /// The problem as a diagnostic of a run.
  public var diagnostic: Diagnostic {
    Diagnostic(code, message, at: location)
  }
}
