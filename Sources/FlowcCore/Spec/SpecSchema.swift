import Foundation

/// The JSON Schema (draft 2020-12) of flow specs, for
/// editors that validate and complete YAML with them (yaml-language-server).
///
/// The keys come from the decoder's own key lists (`SpecDecoder.TopLevelKey`,
/// `StepKey`, `DecisionKey`), each with its description here, so the schema
/// cannot name a key the decoder does not know, nor leave one out. The schema
/// checks shapes only; names, types and graphs are for `flowc check`.
public enum SpecSchema {
  /// The schema of a `*.flow.yaml` spec.
  public static var spec: [String: Any] {
    var schema = object(
      properties(SpecDecoder.TopLevelKey.names, topLevel), required: ["flow", "start", "steps"])
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "flowc flow spec"
    schema["description"] = "A navigation flow: its steps, decisions, types and deep links."
    return schema
  }

  /// A schema as JSON, keys sorted.
  public static func json(_ schema: [String: Any]) -> String {
    let data =
      (try? JSONSerialization.data(
        withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  // MARK: Parts

  static var name: [String: Any] {
    ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"]
  }
  static var text: [String: Any] {
    ["type": "string"]
  }
  /// A type expression: `String`, `[Item]`, `[String: Int]`, `Date?`.
  static var type: [String: Any] {
    [
      "type": "string", "minLength": 1,
      "description": "A type: String, [Item], [String: Int], Date?",
    ]
  }
  /// The type an action throws: a name, not `Void` nor `Never`.
  static var errorType: [String: Any] {
    [
      "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_.]*$",
      "not": ["enum": ["Void", "Never"]],
    ]
  }
  /// Where a transition leads: a step, a decision, `finish`, `finish.ending` or `cancel`.
  static var target: [String: Any] {
    [
      "type": "string",
      "description": "A step or decision id, 'finish', 'finish.<ending>' or 'cancel'.",
    ]
  }
  static var routes: [String: Any] {
    [
      "type": "object", "additionalProperties": target,
      "description": "Where each case of the output or decision leads.",
    ]
  }

  static func object(_ properties: [String: Any], required: [String] = []) -> [String: Any] {
    var schema: [String: Any] = [
      "type": "object", "properties": properties, "additionalProperties": false,
    ]
    if !required.isEmpty { schema["required"] = required }
    return schema
  }

  /// The schema of each key of `names`; a key without one is a programming error
  /// that `SpecSchemaTests` catches.
  static func properties(_ names: [String], _ schemas: [String: [String: Any]]) -> [String: Any] {
    var properties: [String: Any] = [:]
    for name in names { properties[name] = schemas[name] ?? [:] }
    return properties
  }

  static var topLevel: [String: [String: Any]] {
    [
      "flow": name.merging(["description": "The flow's name: an UpperCamelCase Swift name."]) {
        $1
      },
      "description": text,
      "input": type.merging(["description": "What the flow takes when it starts."]) { $1 },
      "output": type.merging([
        "description": "What the flow returns when it finishes; 'Never': it never finishes."
      ]) { $1 },
      "start": target.merging(["description": "The step or decision the flow starts at."]) { $1 },
      "error": errorType.merging([
        "description":
          "The type the flow's actions throw (`throws(AppError)`), which their failures carry."
      ]) { $1 },
      "types": [
        "type": "object", "description": "Structs and enums the spec declares.",
        "additionalProperties": declaredType,
      ],
      "flow-types": [
        "type": "object",
        "description":
          "Structs and enums of this flow only, generated inside its namespace (`SettingsFlow.Route`).",
        "additionalProperties": declaredType,
      ],
      "external": [
        "type": "array", "items": ["type": "string"],
        "description": "Types the app declares (`Session`, `MyKit.Photo`).",
      ],
      "steps": [
        "type": "object", "minProperties": 1, "additionalProperties": step,
        "description": "The flow's screens, actions and sub-flows, by id.",
      ],
      "decisions": [
        "type": "object", "additionalProperties": decision,
        "description": "Branches app code takes, by id.",
      ],
      "endings": [
        "type": "object", "minProperties": 1,
        "additionalProperties": ["type": ["string", "null"]],
        "description":
          "Named ways the flow ends, each with its payload type (Void or null: none); "
          + "targets end the flow in one with 'finish.name'.",
      ],
      "links": [
        "type": "object", "additionalProperties": ["oneOf": [target, link]],
        "description":
          "Deep link patterns and the step each opens, or `{ to, back, gated }`: a path "
          + "(`myapp://items/{id:Int}`), query items matched by key "
          + "(`myapp://search?q={query:String}&page={page:Int?}`), a fragment "
          + "(`https://matrix.to/#/{room:String}`).",
      ],
      "events": [
        "type": "object", "additionalProperties": event,
        "description": "What can happen to the flow from outside (a sign-out), by name.",
      ],
      "parameters": [
        "type": "object", "minProperties": 1, "additionalProperties": type,
        "description":
          "Constants the flow is given where it is used ('with'), or by the app that runs "
          + "it: parameter name -> type.",
      ],
    ]
  }

  /// `with`: the constants a `flow:` step or a tab gives its flow's parameters.
  static var with: [String: Any] {
    [
      "type": "object",
      "additionalProperties": ["type": ["string", "number", "boolean", "null"]],
      "description":
        "The flow's parameters: name -> a case name, a string, a number or true/false.",
    ]
  }

  static var link: [String: Any] {
    object(properties(SpecDecoder.LinkKey.names, linkKeys), required: ["to"])
  }

  static var linkKeys: [String: [String: Any]] {
    [
      "to": target.merging(["description": "The step or decision the link opens."]) { $1 },
      "back": [
        "enum": LinkBackStack.allCases.map(\.rawValue),
        "description":
          "The screens under the target: 'push' onto what is shown (the default), 'replace' "
          + "the flow's screens, or 'rebuild' those on the shortest way to it.",
      ],
      "gated": [
        "enum": [true, false, "true", "false"],
        "description": "false: the link opens its target without passing the flow's gates.",
      ],
    ]
  }

  static var event: [String: Any] {
    object(properties(SpecDecoder.EventKey.names, eventKeys), required: ["next"])
  }

  static var eventKeys: [String: [String: Any]] {
    [
      "next": target.merging(["description": "Where the flow goes when the event happens."]) {
        $1
      },
      "payload": type.merging(["description": "What the event carries to its target."]) { $1 },
      "at": [
        "type": "array", "items": ["type": "string"], "minItems": 1,
        "description": "The steps where the event applies; every step when absent.",
      ],
      "description": text,
    ]
  }

  /// A struct (`{ field: Type }`) or an enum (`{ enum: [cases] }` or
  /// `{ enum: { case: Payload or null } }`).
  static var declaredType: [String: Any] {
    [
      "type": "object",
      "oneOf": [
        [
          "required": ["enum"], "additionalProperties": false,
          "properties": [
            "enum": [
              "oneOf": [
                ["type": "array", "items": ["type": "string"], "minItems": 1],
                ["type": "object", "additionalProperties": ["type": ["string", "null"]]],
              ]
            ]
          ],
        ],
        ["not": ["required": ["enum"]], "additionalProperties": type],
      ],
    ]
  }

  static var step: [String: Any] {
    var schema = object(properties(SpecDecoder.StepKey.names, stepKeys))
    schema["oneOf"] = ["screen", "action", "flow", "tabs"].map { ["required": [$0]] }
    return schema
  }

  /// One tab of a tab container: the flow it runs and where its endings go.
  static var tab: [String: Any] {
    object(
      properties(
        SpecDecoder.TabKey.names,
        [
          "flow": name.merging(["description": "The flow the tab runs on its own stack."]) { $1 },
          "next": target,
          "on": routes,
          "description": text,
          "with": with,
        ]), required: ["flow"])
  }

  static var stepKeys: [String: [String: Any]] {
    [
      "screen": name.merging(["description": "The screen the step shows."]) { $1 },
      "action": name.merging(["description": "The work the step performs, without UI."]) { $1 },
      "flow": name.merging(["description": "The flow the step runs as a sub-flow."]) { $1 },
      "input": type,
      "gather": [
        "type": "object", "additionalProperties": ["type": "string"],
        "description": "Builds a struct input from earlier outputs: field -> step id or 'payload'.",
      ],
      "output": type,
      "next": target,
      "on": routes,
      "failure": [
        "oneOf": [target, ["type": "object", "additionalProperties": target, "minProperties": 1]],
        "description":
          "Where an action goes when it throws; 'inline' reports the failure to the screen "
          + "shown before it, which stays. For an error that is an enum, a mapping of its cases "
          + "(and 'default') to targets.",
      ],
      "back": target.merging([
        "description":
          "Where going back leads; 'none': the screen cannot be left backwards."
      ]) { $1 },
      "present": [
        "enum": ["push", "modal", "root", "alert"],
        "description": "How the screen is shown; 'alert' dismisses itself when tapped.",
      ],
      "description": text,
      "throws": [
        "enum": [true, false, "true", "false"],
        "description": "false: the action cannot fail (no 'failure'; its method does not throw).",
      ],
      "async": [
        "enum": [true, false, "true", "false"],
        "description": "false: the action's method is synchronous and runs at once.",
      ],
      "gate": [
        "enum": [true, false, "true", "false"],
        "description":
          "true (a flow: step): deep links pass the sub-flow before the steps it guards.",
      ],
      "error": errorType.merging([
        "description":
          "The type this action throws, instead of the flow's 'error'; 'Error': any error."
      ]) { $1 },
      "tabs": [
        "type": "object", "minProperties": 1, "additionalProperties": tab,
        "description": "A tab container: tab id -> the flow the tab runs, each on its own stack.",
      ],
      "selected": name.merging([
        "description": "The tab a container shows first; the first tab when absent."
      ]) { $1 },
      "container": [
        "enum": ["tabs", "pages", "split"],
        "description":
          "How a container shows its tabs: a tab bar (default), pages, or a split view of two.",
      ],
      "with": with,
      "factory": name.merging([
        "description":
          "Screens only: the name of the screen's factory method (lowerCamelCase), so that "
          + "steps showing one screen can each have their own; named after the screen when absent."
      ]) { $1 },
      "again": [
        "enum": ["push", "return"],
        "description":
          "Screens only: reaching the step while it is on the history pushes a new instance "
          + "('push'; not on alerts or root screens) or returns to the one shown ('return', the "
          + "default).",
      ],
      "from": name.merging([
        "description":
          "Actions only: the screen step the action runs on; reaching the action goes back to "
          + "that screen first, and a failure reported inline goes to it."
      ]) { $1 },
    ]
  }

  static var decision: [String: Any] {
    // `cases`, or an `input` whose cases route it.
    object(properties(SpecDecoder.DecisionKey.names, decisionKeys)).merging([
      "anyOf": [["required": ["cases"]], ["required": ["input"]]]
    ]) { $1 }
  }

  static var decisionKeys: [String: [String: Any]] {
    [
      "input": type,
      "cases": [
        "oneOf": [
          ["type": "array", "items": name, "minItems": 1],
          [
            "type": "object", "minProperties": 1,
            "additionalProperties": ["type": ["string", "null"]],
          ],
        ],
        "description":
          "The answers: a list (each passes the input on), or each answer mapped to its "
          + "own payload type (Void or null: none). Without it, the decision routes its "
          + "input, an enum, by the enum's cases, with no app code.",
      ],
      "on": routes,
      "description": text,
      "gate": [
        "enum": [true, false, "true", "false"],
        "description":
          "true: deep links pass the decision before the steps it guards; false: not a gate, even as 'start'.",
      ],

    ]
  }
}
