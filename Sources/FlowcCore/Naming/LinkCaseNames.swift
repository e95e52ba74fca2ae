/// The cases of a flow's generated `Link` enum: what the generator names
/// them, and what a recorded trail calls the link that opened a step.
enum LinkCaseNames {
  /// The names of the flow's `Link` cases, unescaped: each link's target
  /// (`settingsAccount` for `settings.account`); a second link to the same
  /// target is numbered (`item2`), skipping names another link has.
  static func names(of flow: Flow) -> [String] {
    let bases = flow.links.map { link in
      let parts = link.link.target.value.split(separator: ".").map(String.init)
      return parts.dropFirst().reduce(parts.first ?? "") { $0 + SwiftSpelling.upperFirst($1) }
    }
    var names = [String?](repeating: nil, count: bases.count)
    var taken = Set<String>()
    for (index, base) in bases.enumerated() where taken.insert(base).inserted {
      names[index] = base
    }
    // The next number each base tries, so that numbering stays linear.
    var next: [String: Int] = [:]
    for (index, base) in bases.enumerated() where names[index] == nil {
      var number = next[base, default: 2]
      while taken.contains("\(base)\(number)") { number += 1 }
      names[index] = "\(base)\(number)"
      taken.insert("\(base)\(number)")
      next[base] = number + 1
    }
    return names.map { $0 ?? "" }
  }
}
