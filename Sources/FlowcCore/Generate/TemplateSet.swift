import FlowcTemplates
import Foundation
import Mustache

/// The templates of one generation: the defaults, each replaceable by a file
/// of the same name from a user's folder.
public struct TemplateSet: Sendable {
  /// The entry template; the others are its partials.
  public static let entry = "file"
  public static let fileExtension = "mustache"

  /// Each template's name (file name without `.mustache`) and text.
  public private(set) var texts: [String: String]

  public init(texts: [String: String]) {
    self.texts = texts
  }

  /// The `.mustache` files of `folder`, by name.
  public static func read(_ folder: URL) throws(TemplateError) -> [String: String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw TemplateError(message: "cannot read templates folder '\(folder.path)'")
    }
    var texts: [String: String] = [:]
    for file in names.sorted() where file.hasSuffix("." + fileExtension) {
      let path = folder.appendingPathComponent(file).path
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { throw TemplateError(message: "cannot read template '\(path)'") }
      texts[String(file.dropLast(fileExtension.count + 1))] = text
    }
    return texts
  }

  /// The default templates, with those of `overrides` (if given) in their place.
  /// An override must name a default template, so a misspelt file is not ignored.
  public static func load(overrides: URL? = nil) throws(TemplateError) -> TemplateSet {
    guard let directory = FlowcTemplates.directory else {
      throw TemplateError(
        message: "the default templates are missing: install flowc with its resource bundle")
    }
    var texts = try read(directory)
    if let overrides {
      for (name, text) in try read(overrides) {
        guard texts[name] != nil else {
          let known = texts.keys.sorted().joined(separator: ", ")
          throw TemplateError(
            message: "'\(name).\(fileExtension)' in '\(overrides.path)' replaces no template; "
              + "templates are: \(known)")
        }
        texts[name] = text
      }
    }
    return TemplateSet(texts: texts)
  }

  /// The templates, compiled.
  func library() throws(TemplateError) -> MustacheLibrary {
    var library = MustacheLibrary()
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      do {
        try library.register(text, named: name)
      } catch let error as MustacheTemplate.ParserError {
        let context = error.context
        throw TemplateError(
          message: "\(name).\(Self.fileExtension):\(context.lineNumber):\(context.columnNumber): "
            + "template does not parse (\(error.error)):\n\(context.line)")
      } catch {
        throw TemplateError(message: "template '\(name)' does not parse: \(error)")
      }
    }
    return library
  }
}

/// A template that cannot be found, read or parsed.
public struct TemplateError: Error, CustomStringConvertible, Sendable {
  public var message: String
  public var description: String { message }
}
