/// Text for a quoted Mermaid label (`["…"]`, `|"…"|`, a subgraph title): the
/// one escaper of every Mermaid output (`flowc diagram`, `flowc diff`).
enum MermaidText {
  /// Entity codes (`#quot;`, `#35;`, `#lt;`, …) for every character that could
  /// end the string or be read as markup, `<br>` for line breaks, control
  /// characters (and separators and bidirectional controls) as spaces, and the words Mermaid's preprocessor and lexer act
  /// on even inside a quoted label broken by an entity code:
  ///
  /// - `direction ` (the lexer reads `direction TB` anywhere on a line);
  /// - `style` and `classDef`: before parsing, Mermaid drops the last `;` of a
  ///   line that matches `style.*:\S*#.*;` or `classDef.*:\S*#.*;` (meant for
  ///   `style n fill:#fff;`), which would cut the last entity code of a label
  ///   like `myapp://lifestyle/{id:Int}` short (`{id:Int#125`).
  static func label(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "#quot;"
      case "#": out += "#35;"
      case "&": out += "#amp;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "\n": out += "<br>"
      case "|", "[", "]", "{", "}", "(", ")", "`", ";", "%", "\\":
        out += "#\(scalar.value);"
      case let control where ControlCharacters.isUnsafe(control): out += " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return
      out
      .replacing("direction ", with: "direction#32;")
      .replacing("style", with: "#115;tyle")
      .replacing("classDef", with: "#99;lassDef")
  }
}
