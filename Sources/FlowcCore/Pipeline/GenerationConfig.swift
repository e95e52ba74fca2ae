import Foundation

/// `flowc-config.yaml`: how the specs beside it are generated.
///
/// ```yaml
/// access: public          # internal (default), public or package
/// imports: [MyAppModels]  # modules every generated file imports
/// templates: Templates    # a folder of templates, relative to this file
/// generate: [types, state] # the parts of each file (default: all)
/// routers: true           # a router per screen step (default: false)
/// state:                   # added to each flow's `State` (`action:` for `Action`)
///   attributes: ["@CasePathable"]
///   conformances: [MyRoutable]
/// ```
///
/// Read like a spec: an unknown key or a bad value is a positioned `schema`
/// diagnostic, with a did-you-mean. Options given on the command line win.
public struct GenerationConfig: Sendable, Equatable {
  /// The keys a config may have.
  public static let keys = [
    "access", "imports", "templates", "generate", "routers", "state", "action",
  ]

  /// The keys of `state:` and `action:`.
  public static let additionKeys = ["attributes", "conformances"]

  /// The config's file name (`ConfigFinder` says where it is looked for, and
  /// the other name it may have).
  public static let fileName = "flowc-config.yaml"

  /// Keys of swift-openapi-generator's config that are flowc's under another
  /// name, for the did-you-mean of a team that uses both.
  public static let openAPIGeneratorKeys = [
    "accessModifier": "access", "additionalImports": "imports",
  ]

  public var access: AccessLevel?
  /// Modules every generated file imports besides `FlowRuntime` and `Foundation`.
  public var imports: [String] = []
  /// A folder of `.mustache` files replacing default templates, resolved
  /// against the config file's folder.
  public var templates: String?
  /// The parts of each generated file; nil when the config does not say (all).
  public var parts: Set<GeneratedPart>?
  /// Whether each screen step gets a router, for presenters that navigate
  /// through one; nil when the config does not say (no routers).
  public var routers: Bool?
  /// Attributes and conformances added to each flow's `State`.
  public var state: TypeAdditions
  /// Attributes and conformances added to each flow's `Action`.
  public var action: TypeAdditions

  public init(
    access: AccessLevel? = nil, imports: [String] = [], templates: String? = nil,
    parts: Set<GeneratedPart>? = nil, routers: Bool? = nil, state: TypeAdditions = .none,
    action: TypeAdditions = .none
  ) {
    self.access = access
    self.imports = imports
    self.templates = templates
    self.parts = parts
    self.routers = routers
    self.state = state
    self.action = action
  }

  /// The config a file holds, or nil with the diagnostics of why not.
  public static func decode(_ source: SourceFile) -> (
    config: GenerationConfig?, diagnostics: [Diagnostic]
  ) {
    let file = YAMLFile(reading: source)
    guard let tree = file.tree, let document = tree.documents.first else {
      return (file.tree == nil ? nil : GenerationConfig(), file.diagnostics)
    }
    var diagnostics = file.diagnostics
    func problem(_ message: String, at node: YAMLNode) {
      diagnostics.append(
        Diagnostic(.schema, message, at: node.location))
    }
    let root = tree.root(of: document).resolved
    if root.isNull { return (GenerationConfig(), diagnostics) }
    guard root.kind == .mapping else {
      problem(
        "a flowc config is a mapping of 'access', 'imports', 'templates', 'generate', "
          + "'routers', 'state' and 'action'", at: root)
      return (nil, diagnostics)
    }
    var config = GenerationConfig()
    for (keyNode, value) in root.pairs {
      let key = keyNode.scalar ?? ""
      switch key {
      case "access":
        let names = AccessLevel.allCases.map(\.rawValue)
        if let access = value.scalar.flatMap(AccessLevel.init(rawValue:)) {
          config.access = access
        } else {
          problem(
            "'access' is one of \(names.map { "'\($0)'" }.joined(separator: ", "))"
              + Spelling.didYouMean(value.scalar ?? "", in: names), at: value)
        }
      case "imports":
        let value = value.resolved
        let elements = value.kind == .sequence ? Array(value.elements) : [value]
        for element in elements {
          guard let name = element.scalar, Self.isModuleName(name) else {
            let keyword = element.scalar.flatMap(Self.keyword(in:))
            problem(
              (keyword.map { "'\($0)' is a Swift keyword, not a module name; " } ?? "")
                + "'imports' lists module names, such as 'MyAppModels'", at: element)
            continue
          }
          config.imports.append(name)
        }
      case "templates":
        guard let folder = value.scalar, !folder.isEmpty else {
          problem("'templates' is a folder of .mustache files", at: value)
          continue
        }
        config.templates = folder.hasPrefix("/") ? folder : Self.folder(of: source.path) + folder
      case "generate":
        config.parts = parts(value, problem: problem)
      case "routers":
        switch value.scalar {
        case "true": config.routers = true
        case "false": config.routers = false
        default:
          problem(
            "'routers' must be 'true' or 'false'" + (value.scalar.map { ", not '\($0)'" } ?? ""),
            at: value)
        }
      case "state":
        config.state = additions(value, of: key, problem: problem)
      case "action":
        config.action = additions(value, of: key, problem: problem)
      default:
        let suggestion =
          Self.openAPIGeneratorKeys[key].map {
            "; did you mean '\($0)'? ('\(key)' is swift-openapi-generator's name for it)"
          } ?? Spelling.didYouMean(key, in: Self.keys)
        problem("unknown key '\(key)' in the flowc config" + suggestion, at: keyNode)
      }
    }
    let failed = diagnostics.contains { $0.severity == .error }
    return (failed ? nil : config, diagnostics)
  }

  /// The parts `generate` lists, each with the parts it needs.
  private static func parts(
    _ value: YAMLNode, problem: (String, YAMLNode) -> Void
  ) -> Set<GeneratedPart> {
    let value = value.resolved
    let elements = value.kind == .sequence ? Array(value.elements) : [value]
    let names = GeneratedPart.allCases.map(\.rawValue)
    var parts: [(part: GeneratedPart, node: YAMLNode)] = []
    for element in elements {
      guard let part = element.scalar.flatMap(GeneratedPart.init(rawValue:)) else {
        problem(
          "'generate' lists parts among \(names.map { "'\($0)'" }.joined(separator: ", "))"
            + Spelling.didYouMean(element.scalar ?? "", in: names), element)
        continue
      }
      parts.append((part, element))
    }
    let chosen = Set(parts.map(\.part))
    for (part, node) in parts {
      for needed in part.requirements where !chosen.contains(needed) {
        problem(
          "'\(part.rawValue)' refers to what '\(needed.rawValue)' generates; "
            + "add '\(needed.rawValue)' to 'generate'", node)
      }
    }
    return chosen
  }

  /// What `state:` or `action:` adds: `attributes` and `conformances`, each
  /// a list (or one value); a value that is not one Swift attribute or type
  /// name is reported at its position and left out.
  private static func additions(
    _ value: YAMLNode, of key: String, problem: (String, YAMLNode) -> Void
  ) -> TypeAdditions {
    let value = value.resolved
    let type = key == "state" ? "State" : "Action"
    guard value.kind == .mapping else {
      if !value.isNull {
        problem(
          "'\(key)' is a mapping of 'attributes' and 'conformances' added to each flow's "
            + "'\(type)'", value)
      }
      return .none
    }
    var additions = TypeAdditions()
    for (keyNode, list) in value.pairs {
      let name = keyNode.scalar ?? ""
      guard additionKeys.contains(name) else {
        problem(
          "unknown key '\(name)' in '\(key)'" + Spelling.didYouMean(name, in: additionKeys),
          keyNode)
        continue
      }
      let list = list.resolved
      if list.isNull { continue }
      let elements = list.kind == .sequence ? Array(list.elements) : [list]
      for element in elements {
        let text = element.scalar ?? ""
        if name == "attributes" {
          guard TypeAdditions.isAttribute(text) else {
            problem(
              "'\(key).attributes' lists Swift attributes, each '@' and a name with "
                + "arguments in parentheses if any, such as '@CasePathable' (quoted: YAML "
                + "reads a bare '@' as an error)", element)
            continue
          }
          if !additions.attributes.contains(text) { additions.attributes.append(text) }
        } else {
          guard TypeAdditions.isTypeName(text) else {
            problem(
              "'\(key).conformances' lists protocol names for '\(type)' to conform to, "
                + "such as 'CustomStringConvertible' or 'MyKit.Routable'", element)
            continue
          }
          if !additions.conformances.contains(text) { additions.conformances.append(text) }
        }
      }
    }
    return additions
  }

  /// `Sources/App/` for `Sources/App/flowc-config.yaml`; empty for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// A module name `import` takes: an identifier (letters, digits and
  /// underscores, not starting with a digit, not `_` alone) that is not a
  /// keyword, or several joined by dots for a submodule (`MyKit.Models`).
  static func isModuleName(_ name: String) -> Bool {
    keyword(in: name) == nil
      && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.unicodeScalars.first, !("0"..."9").contains(first), part != "_"
        else { return false }
        return part.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "_"
        }
      }
  }

  /// The first part of a dotted name that Swift reads as a keyword after
  /// `import` (`struct`, `class`, `func` would start an import of one
  /// declaration), if any.
  static func keyword(in name: String) -> String? {
    name.split(separator: ".", omittingEmptySubsequences: false).lazy.map(String.init).first {
      SwiftSpelling.keywords.contains($0)
    }
  }
}

extension GenerationConfig {
  /// The JSON Schema (draft 2020-12) of `flowc-config.yaml`, for editors.
  public static var schema: [String: Any] {
    let properties: [String: Any] = [
      "access": [
        "description": "The access level of generated declarations (default: internal).",
        "enum": AccessLevel.allCases.map(\.rawValue),
      ],
      "imports": [
        "description": "Modules every generated file imports.",
        "type": "array",
        "items": [
          "type": "string",
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
          "not": ["enum": SwiftSpelling.keywords.sorted() + ["_"]],
        ],
      ],
      "templates": [
        "description": "A folder of .mustache templates, relative to this file.",
        "type": "string", "minLength": 1,
      ],
      "generate": [
        "description":
          "The parts of each generated file (default: all): types, state (the state and its "
          + "reducer), coordinator and links need state; steps.",
        "type": "array", "items": ["enum": GeneratedPart.allCases.map(\.rawValue)],
        "uniqueItems": true,
      ],
      "routers": [
        "description":
          "Whether each screen step gets a router: a protocol with a method per way out of "
          + "the screen, and its implementation over the screen's exit (default: false).",
        "enum": [true, false, "true", "false"],
      ],
      "state": additionsSchema(of: "State"),
      "action": additionsSchema(of: "Action"),
    ]
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema", "title": "flowc config",
      "type": ["object", "null"], "properties": properties, "additionalProperties": false,
    ]
  }

  /// The schema of `state:` or `action:`, what is added to each flow's `type`.
  private static func additionsSchema(of type: String) -> [String: Any] {
    let name = "[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*"
    return [
      "description": "Attributes and conformances added to each flow's \(type).",
      "type": ["object", "null"], "additionalProperties": false,
      "properties": [
        "attributes": [
          "description": "Swift attributes written before the declaration, such as "
            + "'@CasePathable'.",
          "type": "array",
          "items": ["type": "string", "pattern": "^@\(name)(\\([A-Za-z0-9_ ,.:*]*\\))?$"],
        ],
        "conformances": [
          "description": "Protocols the \(type) conforms to besides those flowc generates.",
          "type": "array",
          "items": [
            "type": "string", "pattern": "^\(name)$",
            "not": ["enum": SwiftSpelling.keywords.sorted() + ["_"]],
          ],
        ],
      ] as [String: Any],
    ]
  }
}
