import Foundation

/// A ```` ```sh ```` block of a workshop document followed by the ```` ```text ```` block
/// that quotes what its commands print. A line of the quote that holds only `…` stands for
/// any number of lines left out; a line that ends in ` …` (a space, then `…`) stands for
/// any line that starts with the rest (a time, a count that changes from run to run).
struct QuotedBlock {
    /// The document, relative to the repository.
    let file: String
    /// The line of the `sh` block's first command.
    let line: Int
    /// The `sh` block's lines.
    let commands: [String]
    /// The quoted output, as written.
    let quoted: [String]
    /// The range of the document's lines that the quote occupies (between its fences).
    let quoteLines: Range<Int>

    /// Every `sh` block directly followed by a `text` block (prose between them is allowed,
    /// another fenced block is not).
    static func blocks(in text: String, file: String) -> [QuotedBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [QuotedBlock] = []
        var pendingCommands: (line: Int, commands: [String])?
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```") else {
                index += 1
                continue
            }
            let info = String(fence.dropFirst(3))
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            if info == "text", let pending = pendingCommands {
                blocks.append(QuotedBlock(file: file, line: pending.line, commands: pending.commands, quoted: body, quoteLines: (index + 1)..<end))
                pendingCommands = nil
            } else {
                pendingCommands = info == "sh" ? (index + 2, body) : nil
            }
            index = end + 1
        }
        return blocks
    }

    /// True for a line of a quote that stands for lines left out.
    static func isElision(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces) == "…"
    }

    /// True when `actual` is what the quote shows: the same lines, where each `…` line may
    /// stand for any number of lines. Trailing blank lines do not count.
    static func matches(quoted: [String], actual: [String]) -> Bool {
        let quote = trimmed(quoted)
        let output = trimmed(actual)
        var memo: [Int: Bool] = [:]
        func match(_ q: Int, _ a: Int) -> Bool {
            let key = q * (output.count + 1) + a
            if let known = memo[key] { return known }
            let result: Bool
            if q == quote.count {
                result = a == output.count
            } else if isElision(quote[q]) {
                result = (a...output.count).contains { match(q + 1, $0) }
            } else {
                result = a < output.count && lineMatches(quote[q], output[a]) && match(q + 1, a + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// True when a quoted line shows an output line: equal, or its prefix before ` …`.
    static func lineMatches(_ quoted: String, _ actual: String) -> Bool {
        quoted == actual || (quoted.hasSuffix(" …") && actual.hasPrefix(quoted.dropLast(2)))
    }

    /// The quote rewritten from `actual`, keeping its elisions: the lines before the first
    /// `…` and after the last are taken from the start and the end of the output, and each
    /// run between two `…` is found again by its first line (or dropped when the output no longer has it).
    static func updated(quoted: [String], actual: [String]) -> [String] {
        let quote = trimmed(quoted)
        let prefixes = quote.filter { $0.hasSuffix(" …") }
        let output = trimmed(actual).map { line in prefixes.first { lineMatches($0, line) } ?? line }
        guard quote.contains(where: isElision) else { return output }
        var segments: [[String]] = [[]]
        for line in quote {
            if isElision(line) { segments.append([]) } else { segments[segments.count - 1].append(line) }
        }
        var result: [String] = []
        var cursor = 0
        let marker = quote.first(where: isElision) ?? "…"
        for (index, segment) in segments.enumerated() {
            if index == 0 {
                let head = Array(output.prefix(segment.count))
                result += head
                cursor = head.count
            } else if index == segments.count - 1 {
                result.append(marker)
                result += Array(output.suffix(min(segment.count, output.count - cursor)))
            } else if let first = segment.first, let found = output[cursor...].firstIndex(where: { $0 == first }) {
                let taken = Array(output[found..<min(output.count, found + segment.count)])
                result += [marker] + taken
                cursor = found + taken.count
            }
        }
        if matches(quoted: result, actual: output) { return result }
        // The runs between the elisions are gone from the output: keep its start and its end.
        let head = Array(output.prefix(segments.first?.count ?? 0))
        let tail = Array(output.dropFirst(head.count).suffix(segments.last?.count ?? 0))
        return head + [marker] + tail
    }

    static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines
    }
}
