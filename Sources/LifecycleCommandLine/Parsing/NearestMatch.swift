/// Finds the valid spelling a mistyped word was probably meant to be: a candidate the word
/// starts (`broken-silent` → `broken-silent-interruption-end`), or the one within a small
/// edit distance (`chek` → `check`, `--adaptor` → `--adapter`). Case is ignored.
public enum NearestMatch {
    /// The best candidate for `word`, or nil when none is close enough.
    public static func best(for word: String, among candidates: [String]) -> String? {
        let typed = word.lowercased()
        guard !typed.isEmpty, !candidates.isEmpty else { return nil }
        if let exact = candidates.first(where: { $0.lowercased() == typed }) { return exact }
        let extensions = candidates.filter { $0.lowercased().hasPrefix(typed) }
        if extensions.count == 1 { return extensions[0] }
        let ranked = candidates.map { (candidate: $0, distance: distance(typed, $0.lowercased())) }.min { $0.distance < $1.distance }
        guard let ranked, ranked.distance <= max(2, typed.count / 3) else { return extensions.first }
        return ranked.candidate
    }

    /// The Levenshtein distance between two words.
    public static func distance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
