import LifecycleSpec

/// The catalog's rule ids nearest to a mistyped one: ids that start with what was typed
/// first, then by edit distance, ties in catalog order. Letter case is ignored.
public enum RuleSuggestions {
    /// At most `limit` ids of `ids` nearest to `typed`.
    public static func nearest(to typed: String, in ids: [String], limit: Int = 3) -> [String] {
        let query = typed.uppercased()
        guard !query.isEmpty else { return Array(ids.prefix(limit)) }
        let scored = ids.enumerated().map { index, id in
            let key = id.uppercased()
            return (id: id, prefix: key.hasPrefix(query) ? 0 : 1, distance: editDistance(query, key), index: index)
        }
        return scored.sorted { ($0.prefix, $0.distance, $0.index) < ($1.prefix, $1.distance, $1.index) }.prefix(limit).map(\.id)
    }

    /// The Levenshtein distance: the fewest insertions, deletions and substitutions that turn one string into the other.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs), right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
