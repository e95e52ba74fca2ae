/// A constant given to a flow parameter (`with`), typed against the
/// parameter: what the checks accept and the generator writes.
public enum ParameterConstant: Sendable, Hashable {
  /// No value: a null given to an optional parameter.
  case none
  /// A case without payload of the parameter's enum.
  case enumCase(String)
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
}

/// Why a written constant is not a value of its parameter's type.
public enum ParameterValueProblem: Error, Sendable {
  /// The parameter is an enum without that case; its cases, for a did-you-mean.
  case unknownCase(cases: [String])
  /// The value has another type; the message says which and what to write.
  case mismatch(String)
}

extension TypeTable {
  /// The Swift types a `with` constant can be written for: an enum declared
  /// in the run (a case without payload), `String`, `Int`, `Double`, `Bool`,
  /// and any of them optional.
  public func constant(_ value: ParameterValue, as type: TypeExpression) -> Result<
    ParameterConstant, ParameterValueProblem
  > {
    var type = type
    var isOptional = false
    if case .optional(let wrapped) = type {
      type = wrapped
      isOptional = true
    }
    guard let text = value.text else {
      return isOptional
        ? .success(.none) : .failure(.mismatch("it is not optional, so it needs a value"))
    }
    if let cases = enumCases(of: type) {
      guard let match = cases.first(where: { $0.name.value == text }) else {
        return .failure(.unknownCase(cases: cases.map(\.name.value)))
      }
      if let payload = match.payload {
        return .failure(
          .mismatch(
            "case '\(text)' carries a payload (\(payload.value)); a constant names a case "
              + "without one"))
      }
      return .success(.enumCase(text))
    }
    let plain = !value.isQuoted
    switch type {
    case .named("String"):
      if plain, Self.readsAsNumberOrFlag(text) {
        return .failure(
          .mismatch("'\(text)' is a number or a flag; quote it (\"\(text)\") for a String"))
      }
      return .success(.string(text))
    case .named("Int"):
      if plain, let number = Int(text) { return .success(.int(number)) }
      return .failure(.mismatch("'\(text)' is not an Int"))
    case .named("Double"):
      if plain, let number = Double(text), number.isFinite, Self.isDecimal(text) {
        return .success(.double(number))
      }
      return .failure(.mismatch("'\(text)' is not a Double"))
    case .named("Bool"):
      if plain, text == "true" { return .success(.bool(true)) }
      if plain, text == "false" { return .success(.bool(false)) }
      return .failure(.mismatch("'\(text)' is not a Bool (true or false)"))
    default:
      return .failure(
        .mismatch(
          "no constant of type \(type) can be written: 'with' gives enum cases, strings, "
            + "numbers and true/false"))
    }
  }

  /// Whether a plain scalar reads as a number or a flag in YAML, so that a
  /// `String` needs it quoted.
  static func readsAsNumberOrFlag(_ text: String) -> Bool {
    if Double(text) != nil || Int(text) != nil { return true }
    return ["true", "false", "yes", "no", "on", "off", "True", "False", "TRUE", "FALSE"]
      .contains(text)
  }

  /// Whether `text` is a decimal number as Swift writes one (digits, a
  /// point, an exponent), not `nan`, `inf` or a hexadecimal float.
  static func isDecimal(_ text: String) -> Bool {
    text.utf8.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "+")
    }
  }
}

/// Where a flow is used with constants for its parameters: a `flow:` step or
/// a tab of a container.
public struct ParameterUse: Sendable {
  /// The node of the `flow:` step or the container.
  public var node: Int
  /// The tab's id, for a tab.
  public var tab: String?
  /// The flow the step or tab runs.
  public var callee: Int
  /// `with` as written; nil when not written.
  public var with: [ParameterValue]?
  /// Where `with` is written, else the step's or tab's id.
  public var location: SourceLocation
}

extension Flow {
  /// Every `flow:` step and tab of the flow whose flow exists, in written order.
  public var parameterUses: [ParameterUse] {
    var uses: [ParameterUse] = []
    for (index, node) in nodes.enumerated() {
      guard let step = node.step else { continue }
      if let callee = node.callee {
        uses.append(
          ParameterUse(
            node: index, tab: nil, callee: callee, with: step.with,
            location: step.withLocation ?? step.id.location))
      }
      for (position, tab) in step.tabs.enumerated() {
        guard position < node.tabCallees.count, let callee = node.tabCallees[position] else {
          continue
        }
        uses.append(
          ParameterUse(
            node: index, tab: tab.id.value, callee: callee, with: tab.with,
            location: tab.withLocation ?? tab.id.location))
      }
    }
    return uses
  }
}
