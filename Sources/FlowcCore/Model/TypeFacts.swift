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
    let names = declared.keys.sorted()
    let number = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    var types: [[TypeExpression]] = []
    for name in names {
      switch declared[name]!.declaration.shape {
      case .structure(let fields): types.append(fields.map(\.type.value))
      case .enumeration(let cases): types.append(cases.compactMap { $0.payload?.value })
      }
    }
    plain = Self.plain(names, types, number)
    let held = types.map { $0.flatMap { Self.held($0) }.compactMap { number[$0] } }
    holdingItself = Self.onCycles(names, held)
    let isStruct = names.map {
      if case .structure = declared[$0]!.declaration.shape { true } else { false }
    }
    holdingItselfThroughStructs = Self.onCycles(
      names, held.enumerated().map { isStruct[$0] ? $1 : [] }
    ).filter { isStruct[number[$0]!] }
  }

  /// The names a value of `type` holds in place: through optionals, not
  /// through arrays or dictionaries.
  static func held(_ type: TypeExpression) -> [String] {
    var type = type
    while case .optional(let wrapped) = type { type = wrapped }
    if case .named(let name) = type { return [name] }
    return []
  }

  /// Every name `type` mentions, at any depth of brackets.
  static func mentioned(_ type: TypeExpression) -> [String] {
    var names: [String] = []
    var pending = [type]
    while let next = pending.popLast() {
      switch next {
      case .named(let name): names.append(name)
      case .optional(let wrapped), .array(let wrapped): pending.append(wrapped)
      case .dictionary(let key, let value): pending += [key, value]
      }
    }
    return names
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
      for name in fields.flatMap(mentioned) {
        if let used = number[name] {
          users[used].append(index)
        } else if !plainBuiltins.contains(name), !notPlain[index] {
          notPlain[index] = true
          pending.append(index)
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
  /// component of more than one node, or with an edge to themselves
  /// (Tarjan's algorithm, with an explicit stack).
  static func onCycles(_ names: [String], _ edges: [[Int]]) -> Set<String> {
    let count = names.count
    var index = Array(repeating: -1, count: count)
    var low = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var result: Set<String> = []
    var next = 0
    for root in 0..<count where index[root] < 0 {
      // Each frame: a node and how many of its edges were followed.
      var frames: [(node: Int, edge: Int)] = [(root, 0)]
      index[root] = next
      low[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let node = frame.node
        if frame.edge < edges[node].count {
          frames[frames.count - 1].edge += 1
          let target = edges[node][frame.edge]
          if index[target] < 0 {
            index[target] = next
            low[target] = next
            next += 1
            stack.append(target)
            onStack[target] = true
            frames.append((target, 0))
          } else if onStack[target] {
            low[node] = min(low[node], index[target])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == index[node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == node { break }
        }
        if component.count > 1 || edges[node].contains(node) {
          result.formUnion(component.map { names[$0] })
        }
      }
    }
    return result
  }
}
