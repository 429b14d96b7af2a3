/// Expected and observed traces side by side, with the first divergence marked.
public enum TraceDiff {
    /// The index of the first line where the traces differ, or nil when they are equal.
    public static func firstDivergence(_ expected: [String], _ observed: [String]) -> Int? {
        for index in 0..<max(expected.count, observed.count) {
            let left = index < expected.count ? expected[index] : nil
            let right = index < observed.count ? observed[index] : nil
            if left != right { return index }
        }
        return nil
    }

    /// A two-column table: `  expected | observed`, with `>>` on the first divergent line.
    public static func sideBySide(expected: [String], observed: [String]) -> String {
        let divergence = firstDivergence(expected, observed)
        let width = max(24, (expected.map(\.count).max() ?? 0) + 2)
        var lines = ["   " + "expected".padding(toLength: width, withPad: " ", startingAt: 0) + "| observed"]
        for index in 0..<max(expected.count, observed.count) {
            let left = index < expected.count ? expected[index] : "—"
            let right = index < observed.count ? observed[index] : "—"
            let marker = index == divergence ? ">> " : "   "
            lines.append(marker + left.padding(toLength: width, withPad: " ", startingAt: 0) + "| " + right)
        }
        return lines.joined(separator: "\n")
    }
}
