/// "Did you mean" suggestions from edit distance.
///
/// Bounded so that hostile specs stay cheap: a name longer than
/// `maxSuggestedLength` gets no suggestion, candidates whose length differs by
/// more than the allowed distance are skipped without comparing, and the
/// distance itself is computed in a band of width `2 * limit + 1` that stops
/// as soon as it must exceed the limit. `Suggester` adds a cache per name and a
/// budget of compared characters for a whole run of suggestions.
public enum Spelling {
  /// Names longer than this (in Unicode scalars) get no suggestion: a typo
  /// of a 200-character name is not worth the search.
  public static let maxSuggestedLength = 128

  /// The largest edit distance accepted as a typo of a word of `length` scalars:
  /// one edit for short words, a third of the length for longer ones.
  static func limit(forLength length: Int) -> Int { max(1, length / 3) }

  /// The candidate closest to `word`, if it is close enough to be a likely typo:
  /// at most one edit for short words, a third of the length for longer ones.
  public static func suggestion<S: Sequence>(for word: String, in candidates: S) -> String?
  where S.Element == String {
    var suggester = Suggester(candidates)
    return suggester.suggestion(for: word)
  }

  /// Optimal string alignment distance (Damerau-Levenshtein without repeated
  /// edits of a substring), case-insensitive; a swap of two letters is one edit.
  /// Returns `limit + 1` as soon as the distance must exceed `limit`.
  public static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let a = Array(a.lowercased().unicodeScalars)
    let b = Array(b.lowercased().unicodeScalars)
    if limit >= max(a.count, b.count) {
      // Every distance is at most the longer length: the band is the whole table.
      return boundedDistance(a, b, limit: max(a.count, b.count))
    }
    return boundedDistance(a, b, limit: limit)
  }

  /// The distance of `a` and `b` if it is at most `limit`, else `limit + 1`.
  /// Time O(min(|a|, |b|) * limit): only cells within `limit` of the diagonal
  /// can hold a value of `limit` or less.
  static func boundedDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int
  ) -> Int {
    var rows: [Int] = []
    return boundedDistance(a, b, limit: limit, rows: &rows)
  }

  /// `boundedDistance(_:_:limit:)` with the table's rows in `rows`, reused across calls.
  static func boundedDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, rows: inout [Int]
  ) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let over = limit + 1
    let width = b.count + 1
    if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
    return a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        rows.withUnsafeMutableBufferPointer { rows in
          // Three rows of the table, rotated; cells outside the band hold `over`.
          var previous2 = rows.baseAddress!
          var previous = previous2 + width
          var current = previous + width
          for j in 0..<width {
            previous2[j] = over
            previous[j] = j <= limit ? j : over
            current[j] = over
          }
          for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            // The cell left of the band: column 0 while it is inside the band.
            current[low - 1] = low == 1 && i <= limit ? i : over
            var rowMinimum = current[low - 1]
            if low <= high {
              for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                  value = min(value, previous2[j - 2] + 1)
                }
                value = min(value, over)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
              }
            }
            if high < b.count { current[high + 1] = over }
            if rowMinimum > limit { return over }
            (previous2, previous, current) = (previous, current, previous2)
          }
          return min(previous[b.count], over)
        }
      }
    }
  }

  /// ", did you mean 'x'?" or nothing: the tail of a message.
  public static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String
  where S.Element == String {
    suggestion(for: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Suggestions for many names against one set of candidates: the candidates
  /// are prepared once and grouped by length, each distinct name is looked up
  /// once, and all lookups together compare at most `budget` table cells (after
  /// that, names get no suggestion).
  public struct Suggester {
    private struct Candidate {
      var text: String
      var scalars: [Unicode.Scalar]
    }
    /// Candidates by their length in scalars (lowercased), each group sorted.
    private var byLength: [Int: [Candidate]] = [:]
    private var cache: [String: String?] = [:]
    /// Table cells the lookups may still compute.
    private var budget: Int
    /// The rows of the distance table, reused by every comparison.
    private var rows: [Int] = []

    /// The default budget: well under a second of comparisons in a release build.
    public static let defaultBudget = 20_000_000

    public init<S: Sequence>(_ candidates: S, budget: Int = Suggester.defaultBudget)
    where S.Element == String {
      self.budget = budget
      var seen: Set<String> = []
      for text in candidates where seen.insert(text).inserted {
        // A candidate far longer than any name that gets a suggestion can never be one.
        guard text.utf8.count <= 4 * (maxSuggestedLength + limit(forLength: maxSuggestedLength))
        else { continue }
        let scalars = Array(text.lowercased().unicodeScalars)
        byLength[scalars.count, default: []].append(Candidate(text: text, scalars: scalars))
      }
      // Sorted, so that which names a spent budget leaves without a suggestion
      // does not depend on the order of a dictionary's keys.
      for length in byLength.keys { byLength[length]?.sort { $0.text < $1.text } }
    }

    /// The candidate closest to `word` (see `Spelling.suggestion`), from the cache when asked before.
    public mutating func suggestion(for word: String) -> String? {
      if let cached = cache[word] { return cached }
      let found = search(word)
      cache[word] = found
      return found
    }

    /// "; did you mean 'x'?" or nothing.
    public mutating func didYouMean(_ word: String) -> String {
      suggestion(for: word).map { "; did you mean '\($0)'?" } ?? ""
    }

    private mutating func search(_ word: String) -> String? {
      guard word.utf8.count <= 4 * maxSuggestedLength else { return nil }
      let scalars = Array(word.lowercased().unicodeScalars)
      guard scalars.count <= maxSuggestedLength else { return nil }
      let limit = Spelling.limit(forLength: word.count)
      var best: (candidate: String, distance: Int)?
      for length in max(0, scalars.count - limit)...(scalars.count + limit) {
        for candidate in byLength[length] ?? [] where candidate.text != word {
          let cost = (min(scalars.count, length) + 1) * (2 * limit + 1)
          guard budget >= cost else { return best?.candidate }
          budget -= cost
          let distance = boundedDistance(scalars, candidate.scalars, limit: limit, rows: &rows)
          if distance <= limit,
            distance < best?.distance ?? .max
              || (distance == best?.distance && candidate.text < best!.candidate)
          {
            best = (candidate.text, distance)
          }
        }
      }
      return best?.candidate
    }
  }
}
