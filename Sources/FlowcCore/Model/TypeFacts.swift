/// What follows from the declared types of a run through their fields and
/// payloads, computed once, in time linear in the declarations and without
/// recursion: a spec controls how long a chain of types is.
public struct TypeFacts: Sendable {
  /// Values that are `Hashable` and `Codable` without help: Foundation's basic
  /// values, a failure (`Error`, held as a `FlowFailure`), and declared types
  /// made of them. Externals are the app's own: `Hashable`, and `Codable`
  /// only if the app says so.
  public static let plainBuiltins: Set<String> = [
    "Bool", "Int", "Double", "String", "Date", "URL", "Data", "UUID", "Error",
  ]

  /// Declared types whose values hold only plain values, at any depth (a type
  /// that holds itself stays plain if nothing else in it is not).
  public let plain: Set<String>
  /// Declared types a value of which holds a value of the same type in place
  /// (not behind an array or a dictionary), through any declared types: the
  /// enums generated `indirect`.
  public let holdingItself: Set<String>
  /// The same, through structs only: a struct that does could have no size.
  public let holdingItselfThroughStructs: Set<String>

  init(_ declared: [String: TypeTable.Declared]) {
    // Numbered in the dictionary's order: every fact is a set of names, the
    // same whatever the numbering.
    var names: [String] = []
    var number: [String: Int] = [:]
    var types: [[TypeExpression]] = []
    var isStruct: [Bool] = []
    names.reserveCapacity(declared.count)
    number.reserveCapacity(declared.count)
    types.reserveCapacity(declared.count)
    isStruct.reserveCapacity(declared.count)
    for (name, type) in declared {
      number[name] = names.count
      names.append(name)
      switch type.declaration.shape {
      case .structure(let fields):
        types.append(fields.map(\.type.value))
        isStruct.append(true)
      case .enumeration(let cases):
        types.append(cases.compactMap { $0.payload?.value })
        isStruct.append(false)
      }
    }
    plain = Self.plain(names, types, number)
    let held = types.map { fields in
      var targets: [Int] = []
      for field in fields {
        if let name = Self.held(field), let target = number[name] { targets.append(target) }
      }
      return targets
    }
    holdingItself = Self.onCycles(names, held)
    holdingItselfThroughStructs = Self.onCycles(
      names, held.enumerated().map { isStruct[$0] ? $1 : [] }
    ).filter { isStruct[number[$0]!] }
  }

  /// The name a value of `type` holds in place, if any: through optionals,
  /// not through arrays or dictionaries.
  static func held(_ type: TypeExpression) -> String? {
    var type = type
    while case .optional(let wrapped) = type { type = wrapped }
    if case .named(let name) = type { return name }
    return nil
  }

  /// The declared types that reach no value that is not plain: everything
  /// else, by a walk back from the types that mention such a value.
  static func plain(
    _ names: [String], _ types: [[TypeExpression]], _ number: [String: Int]
  ) -> Set<String> {
    var users = Array(repeating: [Int](), count: names.count)
    var notPlain = Array(repeating: false, count: names.count)
    var pending: [Int] = []
    for (index, fields) in types.enumerated() {
      for field in fields {
        field.forEachName { name in
          if let used = number[name] {
            users[used].append(index)
          } else if !notPlain[index], !plainBuiltins.contains(name) {
            notPlain[index] = true
            pending.append(index)
          }
        }
      }
    }
    while let next = pending.popLast() {
      for user in users[next] where !notPlain[user] {
        notPlain[user] = true
        pending.append(user)
      }
    }
    return Set(names.indices.filter { !notPlain[$0] }.map { names[$0] })
  }

  /// The nodes of `edges` that lie on a cycle: in a strongly connected
  /// component of more than one node, or with an edge to themselves.
  static func onCycles(_ names: [String], _ edges: [[Int]]) -> Set<String> {
    let graph = Digraph(
      count: names.count,
      edges: edges.enumerated().flatMap { from, targets in targets.map { (from, $0) } })
    let (component, count) = graph.stronglyConnectedComponents()
    var sizes = [Int](repeating: 0, count: count)
    for node in names.indices { sizes[component[node]] += 1 }
    var result: Set<String> = []
    for node in names.indices where sizes[component[node]] > 1 || edges[node].contains(node) {
      result.insert(names[node])
    }
    return result
  }
}
