import Foundation

/// A line of a copy that embeds a picture instead of holding text — a blog editor's
/// `[##_…filename=%22NAME%22…_##]` or Markdown's `![alt](address)` — told by the picture's
/// file name and the caption that follows it, since the line itself says nothing a reader
/// can use.
struct SeedFigure: Equatable {
    /// The picture's file name (`13.png`).
    let file: String
    /// The first line of text within the next three lines, the figure's caption; empty when
    /// none follows.
    let caption: String

    /// The figure at `index` of `lines`, or nil when the line holds text.
    static func at(_ index: Int, of lines: [String]) -> SeedFigure? {
        guard let file = fileName(of: lines[index]) else { return nil }
        let following = lines[(index + 1)..<min(lines.count, index + 4)]
        let caption = following.first { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && fileName(of: text) == nil && !(text.hasPrefix("(") && text.hasSuffix(")") && text.count < 12)
        }
        return SeedFigure(file: file, caption: caption?.trimmingCharacters(in: .whitespaces) ?? "")
    }

    /// The embedded picture's file name, or nil for a line that embeds none.
    static func fileName(of line: String) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("[##_") {
            guard let range = text.range(of: "filename=%22") else { return "?" }
            let rest = text[range.upperBound...]
            return String(rest[..<(rest.range(of: "%22")?.lowerBound ?? rest.endIndex)])
        }
        if text.hasPrefix("!["), let open = text.range(of: "]("), text.hasSuffix(")") {
            let address = text[open.upperBound..<text.index(before: text.endIndex)]
            return address.split(separator: "/").last.map(String.init) ?? String(address)
        }
        return nil
    }
}
