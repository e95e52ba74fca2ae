import ArgumentParser
import FlowcCore
import Foundation

/// `flowc templates`: the default templates, to copy and adapt for `--templates`.
struct TemplatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "templates",
    abstract: "List or print the default templates of flowc generate.",
    subcommands: [List.self, Cat.self]
  )

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the default templates by name; 'file' is the entry, the others its partials."
    )

    func run() throws {
      for name in TemplateSet.defaults.texts.keys.sorted() { print(name) }
    }
  }

  struct Cat: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a default template, to save as NAME.mustache in a --templates folder.")

    @Argument(
      help: "The template's name, as 'flowc templates list' prints it.",
      completion: .list(TemplateSet.defaults.texts.keys.sorted()))
    var name: String

    func run() throws {
      let templates = TemplateSet.defaults.texts
      let key = name.hasSuffix(".mustache") ? String(name.dropLast(".mustache".count)) : name
      guard let text = templates[key] else {
        throw CommandFailure(
          message: "no template '\(name)'; templates are: "
            + templates.keys.sorted().joined(separator: ", "))
      }
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }
}
