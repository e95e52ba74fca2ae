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
  /// parse, nests too deep or includes itself, and a missing entry template.
  /// Empty when `library()` succeeds. Default templates left as they are
  /// parse (tests render them): only the others are parsed here.
  public func problems() -> [TemplateError] {
    let outlines = self.outlines()
    var problems: [TemplateError] = []
    let defaults = FlowcTemplates.texts
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      // A template past the outline's bounds is not handed to swift-mustache,
      // whose parser would recurse as deep as its sections nest.
      if let problem = outlines[name]?.problem {
        problems.append(error(problem.message, in: name, at: problem.offset))
        continue
      }
      guard text != defaults[name] else { continue }
      do {
        _ = try MustacheTemplate(string: text)
      } catch {
        problems.append(problem(parsing: name, error))
      }
    }
    problems += includeProblems(outlines)
    if texts[Self.entry] == nil {
      problems.append(
        TemplateError(
          .unknownTemplate, "there is no '\(Self.entry).\(Self.fileExtension)' template"))
    }
    return problems
  }

  /// Each template's outline, by name.
  func outlines() -> [String: TemplateOutline] {
    texts.mapValues(TemplateOutline.init)
  }

  /// A `template-syntax` error at character `offset` of template `name`.
  private func error(_ message: String, in name: String, at offset: Int) -> TemplateError {
    let position = TemplateOutline.lineAndColumn(of: offset, in: texts[name] ?? "")
    return TemplateError(
      .templateSyntax, "template '\(name)' \(message)",
      at: SourceLocation(file: path(of: name), line: position.line, column: position.column))
  }

  /// What the partials of the templates do wrong: a partial named by a value
  /// (`{{>*name}}`), one that names no template (Mustache renders it as
  /// nothing, so a misspelt name would silently drop part of the output), a
  /// template that includes itself, directly or through others (flowc's
  /// render context has no data that would end the recursion), and an entry
  /// template whose sections and partials nest deeper than
  /// `TemplateOutline.maximumNesting` in one another.
  func includeProblems(_ outlines: [String: TemplateOutline]) -> [TemplateError] {
    var problems: [TemplateError] = []
    let names = texts.keys.sorted()
    for name in names {
      for include in outlines[name]?.includes ?? [] where texts[include.name] == nil {
        problems.append(
          include.name.hasPrefix("*")
            ? error(
              "includes a partial named by a value ('\(include.name)'); name the template instead",
              in: name, at: include.offset)
            : TemplateError(
              .unknownTemplate,
              "template '\(name)' includes '\(include.name)', which is no template; "
                + "templates are: \(names.joined(separator: ", "))",
              at: error("", in: name, at: include.offset).location))
      }
    }
    // Depth-first over the include graph, whose nodes are the templates: a
    // partial met again while it is being walked closes a cycle.
    var depths: [String: Int] = [:]
    var walking: [String] = []
    var reported: Set<String> = []
    func depth(of name: String) -> Int {
      if let known = depths[name] { return known }
      if let start = walking.firstIndex(of: name) {
        let cycle = Array(walking[start...])
        if reported.insert(cycle.sorted().joined(separator: " ")).inserted,
          let next = cycle.count > 1 ? cycle[1] : cycle.first,
          let tag = outlines[name]?.includes.first(where: { $0.name == next })
        {
          let through = cycle.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
          problems.append(
            error(
              "includes itself" + (through.isEmpty ? "" : " through \(through)"), in: name,
              at: tag.offset))
        }
        return 0
      }
      walking.append(name)
      var deepest = outlines[name]?.depth ?? 0
      for include in outlines[name]?.includes ?? [] where texts[include.name] != nil {
        deepest = max(deepest, include.depth + 1 + depth(of: include.name))
      }
      walking.removeLast()
      depths[name] = deepest
      return deepest
    }
    for name in names { _ = depth(of: name) }
    // A template past the outline's bounds is reported alone: its depth was not measured whole.
    if reported.isEmpty, !outlines.values.contains(where: { $0.problem != nil }),
      let outline = outlines[Self.entry],
      (depths[Self.entry] ?? 0) > TemplateOutline.maximumNesting
    {
      // The include of the entry that leads deepest.
      let deepest = outline.includes.filter { texts[$0.name] != nil }
        .max { $0.depth + (depths[$0.name] ?? 0) < $1.depth + (depths[$1.name] ?? 0) }
      problems.append(
        error(
          "nests sections and partials deeper than \(TemplateOutline.maximumNesting) levels"
            + (deepest.map { " through '\($0.name)'" } ?? ""),
          in: Self.entry, at: deepest?.offset ?? 0))
    }
    return problems
  }

  /// The templates, compiled. Throws the first of `problems()` that would
  /// make compiling or rendering them unbounded before parsing any.
  func library() throws(TemplateError) -> MustacheLibrary {
    let outlines = self.outlines()
    for (name, outline) in outlines.sorted(by: { $0.key < $1.key }) {
      if let problem = outline.problem {
        throw error(problem.message, in: name, at: problem.offset)
      }
    }
    // A partial that names no template renders as nothing: `problems()` reports it.
    if let problem = includeProblems(outlines).first(where: { $0.code == .templateSyntax }) {
      throw problem
    }
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
