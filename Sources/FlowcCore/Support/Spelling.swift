/// "Did you mean" suggestions from edit distance.
public enum Spelling {
  /// The candidate closest to `word`, if it is close enough to be a likely typo:
  /// at most one edit for short words, a third of the length for longer ones.
  public static func suggestion<S: Sequence>(for word: String, in candidates: S) -> String?
  where S.Element == String {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(word, candidate, limit: limit)
      if distance <= limit,
        distance < best?.distance ?? .max
          || (distance == best?.distance && candidate < best!.candidate)
      {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal string alignment distance (Damerau-Levenshtein without repeated
  /// edits of a substring), case-insensitive; a swap of two letters is one edit.
  /// Returns `limit + 1` as soon as the distance must exceed `limit`.
  public static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let a = Array(a.lowercased().unicodeScalars)
    let b = Array(b.lowercased().unicodeScalars)
    if abs(a.count - b.count) > limit { return limit == .max ? limit : limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// ", did you mean 'x'?" or nothing: the tail of a message.
  public static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String
  where S.Element == String {
    suggestion(for: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
