import ArgumentParser
import FlowcCore

/// The commands of the everyday runs, `flowc check` and `flowc generate` with
/// plain options, read without ArgumentParser.
///
/// ArgumentParser finds a command's options by reflection and dynamic casts:
/// in the self-contained binary each first cast scans every protocol
/// conformance the binary holds, which cost a 20-step generate more than half
/// its instructions. The arguments read here are those whose meaning is plain:
/// `check` or `generate` (named, or `check` as the default subcommand), paths,
/// and each option of the two at most once, as `--name value`, `--name=value`
/// or `-o value`, with a value that does not start with `-` and converts. Any
/// other argument (help, version, `--`, a flag given twice, an unknown name or
/// a value that does not convert) makes `command(_:)` return nil, and
/// ArgumentParser parses the whole command line as always: its messages, help
/// and exit codes are unchanged. Tests compare both readings of many command
/// lines (`PlainArgumentsTests`).
enum PlainArguments {
  /// The command `arguments` (without the program name) run, or nil when
  /// ArgumentParser must read them.
  static func command(_ arguments: [String]) -> (any ParsableCommand)? {
    var rest = arguments[...]
    var generate = false
    if let first = rest.first {
      if first == "check" || first == "generate" {
        generate = first == "generate"
        rest = rest.dropFirst()
      } else if first.hasPrefix("-") || Flowc.subcommandNames.contains(first) {
        return nil
      }
    }
    guard let read = Reading(rest, generate: generate),
      var command: any ParsableCommand = generate ? read.generateCommand() : read.checkCommand()
    else { return nil }
    // What the command validates itself, ArgumentParser reports (as it does
    // for its option groups' limits, checked when read).
    guard (try? command.validate()) != nil else { return nil }
    return command
  }

  /// How an option takes its value.
  enum Kind: Equatable {
    /// No value; `--no-<name>` is its other spelling when inverted.
    case flag(inverted: Bool)
    /// One value.
    case value
    /// One value per use, any number of uses.
    case values
  }

  /// The options of `flowc check` by long name, and how each takes its value.
  /// `PlainArgumentsOptionTests` holds these lists to the options
  /// ArgumentParser declares, so neither can gain or lose one alone.
  static let checkOptions: [(name: String, kind: Kind)] = [
    ("config", .value), ("format", .value), ("max-input-size", .value),
    ("max-scalar-length", .value), ("max-steps", .value), ("max-depth", .value),
    ("max-alias-expansion", .value), ("config-search-root", .values),
    ("strict", .flag(inverted: false)), ("source", .flag(inverted: true)),
  ]

  /// The options `flowc generate` has beyond those of `flowc check`.
  static let generateOptions: [(name: String, kind: Kind)] = [
    ("output", .value), ("templates", .value), ("access", .value),
    ("public", .flag(inverted: false)), ("routers", .flag(inverted: false)),
    ("check", .flag(inverted: false)), ("context", .flag(inverted: false)),
    ("stamp", .flag(inverted: true)),
  ]

  /// How the option named `name` (its long name) of `flowc check`, or of
  /// `flowc generate` when `generate`, takes its value; nil for no option.
  /// A scan of two short lists: this runs once per argument.
  static func kind(of name: String, generate: Bool) -> Kind? {
    if let option = checkOptions.first(where: { $0.name == name }) { return option.kind }
    guard generate else { return nil }
    return generateOptions.first { $0.name == name }?.kind
  }
}

/// Command-line arguments split into paths and options.
private struct Reading {
  var paths: [String] = []
  /// Each option's values by its long name.
  var values: [String: [String]] = [:]
  /// Each flag given, by its long name: false for its `--no-` spelling.
  var flags: [String: Bool] = [:]

  /// Nil when an argument is not one `PlainArguments` reads.
  init?(_ arguments: ArraySlice<String>, generate: Bool) {
    var rest = arguments
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-") else {
        paths.append(argument)
        continue
      }
      var name: String
      var inline: String?
      if argument == "-o" {
        name = "output"
      } else if argument.hasPrefix("--"), argument.count > 2 {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inline = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else {
        return nil
      }
      var kind = PlainArguments.kind(of: name, generate: generate)
      var flagValue = true
      if kind == nil, name.hasPrefix("no-"),
        case .flag(true)? = PlainArguments.kind(of: String(name.dropFirst(3)), generate: generate)
      {
        name = String(name.dropFirst(3))
        kind = .flag(inverted: true)
        flagValue = false
      }
      guard let kind else { return nil }
      switch kind {
      case .flag:
        guard inline == nil, flags[name] == nil else { return nil }
        flags[name] = flagValue
      case .value, .values:
        if case .value = kind, values[name] != nil { return nil }
        guard let value = inline ?? rest.popFirst(), !value.isEmpty, !value.hasPrefix("-")
        else { return nil }
        values[name, default: []].append(value)
      }
    }
  }

  func flag(_ name: String, default value: Bool) -> Bool {
    flags[name] ?? value
  }

  func string(_ name: String) -> String? { values[name]?.last }

  /// The value of `name` made by `convert`: `value` when the option is not
  /// given, nil when its value does not convert.
  func converted<Value>(_ name: String, default value: Value, _ convert: (String) -> Value?)
    -> Value?
  {
    guard let text = string(name) else { return value }
    return convert(text)
  }

  func config() -> ConfigOptions {
    var options = ConfigOptions()
    options.config = string("config")
    options.configSearchRoot = values["config-search-root"] ?? []
    return options
  }

  func diagnostics() -> DiagnosticOptions? {
    guard let format = converted("format", default: .text, DiagnosticFormat.init(rawValue:)) else {
      return nil
    }
    var options = DiagnosticOptions()
    options.format = format
    options.strict = flag("strict", default: false)
    options.source = flag("source", default: true)
    return options
  }

  func limits() -> LimitOptions? {
    let defaults = YAMLLimits()
    guard
      let inputSize = converted("max-input-size", default: defaults.maxInputSize, Int.init),
      let scalarLength = converted(
        "max-scalar-length", default: defaults.maxScalarLength, Int.init),
      let steps = converted("max-steps", default: defaults.maxStepsPerFlow, Int.init),
      let depth = converted("max-depth", default: defaults.maxDepth, Int.init),
      let aliasExpansion = converted(
        "max-alias-expansion", default: defaults.maxAliasExpansion, Int.init)
    else { return nil }
    var options = LimitOptions()
    options.maxInputSize = inputSize
    options.maxScalarLength = scalarLength
    options.maxSteps = steps
    options.maxDepth = depth
    options.maxAliasExpansion = aliasExpansion
    // A limit below 1 is ArgumentParser's to report.
    guard (try? options.validate()) != nil else { return nil }
    return options
  }

  func checkCommand() -> CheckCommand? {
    guard let diagnostics = diagnostics(), let limits = limits() else { return nil }
    var command = CheckCommand()
    command.paths = paths.isEmpty ? ["specs"] : paths
    command.config = config()
    command.diagnostics = diagnostics
    command.limits = limits
    return command
  }

  func generateCommand() -> GenerateCommand? {
    guard let output = string("output"), let diagnostics = diagnostics(), let limits = limits()
    else { return nil }
    let access = string("access").map(AccessLevel.init(rawValue:))
    if case .some(nil) = access { return nil }
    var command = GenerateCommand()
    command.paths = paths.isEmpty ? ["specs"] : paths
    command.output = output
    command.templates = string("templates")
    command.access = access ?? nil
    command.isPublic = flag("public", default: false)
    command.routers = flag("routers", default: false)
    command.config = config()
    command.check = flag("check", default: false)
    command.stamp = flag("stamp", default: true)
    command.context = flag("context", default: false)
    command.diagnostics = diagnostics
    command.limits = limits
    return command
  }
}
