import Foundation

/// The one line a CI system shows for a failure (`junit.xml`'s `message`). A case's
/// message begins `check '…' failed:` and the next line begins the diff, which may itself
/// end in a colon (`the states passed through differs from what the documents fix:`); the
/// headline joins those lines and never ends in a dangling colon.
enum FailureHeadline {
    /// The most characters a headline keeps.
    static let limit = 300
    /// What Swift Testing writes for `Issue.record("…")` before the comment: it says nothing
    /// on its own, so the comment's first line joins it.
    static let issueRecorded = "Issue recorded"

    static func text(_ test: TestEntry) -> String {
        if let check = test.failure?.checks.first {
            let first = check.messages.first.map(firstLine) ?? ""
            let more = (test.failure?.checks.count ?? 1) > 1 ? " (and \((test.failure?.checks.count ?? 1) - 1) more checks)" : ""
            return cut(trimmed("check '\(check.summary)' failed: " + trimmed(first)) + more)
        }
        guard let message = test.messages.first else { return "failed" }
        var parts: [String] = []
        for line in message.split(separator: "\n").map(String.init) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            parts.append(text)
            if !(text.hasSuffix(":") || text.hasSuffix(issueRecorded)) || parts.count == 2 { break }
        }
        return cut(trimmed(parts.map(trimmed).joined(separator: ": ")))
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    /// Without a trailing colon or white space.
    private static func trimmed(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last == ":" || last == " " { result = result.dropLast() }
        return String(result)
    }

    private static func cut(_ text: String) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
