extension SeedPassage {
    /// The lines that show the passage under a rule's explanation, labelled like its other
    /// fields: where the line is, the section heading it sits under, and the line itself; or
    /// why nothing is quoted. Empty for a rule not drawn from a document.
    public var explanationLines: [String] {
        switch self {
        case .quoted(let line, let heading):
            return ["seed passage: \(line.place), under the heading at line \(heading.number)"] + Self.quoteLines(line, heading: heading)
        case .shifted(let line, let heading, let offset):
            let recorded = line.number - offset
            return [
                "seed passage: \(line.place), shifted by \(SeedLibrary.signed(offset)) from the recorded line \(recorded): "
                    + "in this copy the section's heading stands at line \(heading.number), not \(heading.number - offset)"
            ] + Self.quoteLines(line, heading: heading)
        case .differentEdition(let mismatch):
            return ["seed passage: not quoted; this copy looks like a different edition: \(mismatch)"]
        case .unavailable(let problem):
            return ["seed passage: not quoted; \(problem)"]
        case .notFromADocument:
            return []
        }
    }

    private static func quoteLines(_ line: SeedLine, heading: SeedLine) -> [String] {
        ["  heading:    \(heading.text)", "  line \(line.number):\(String(repeating: " ", count: max(1, 6 - String(line.number).count)))\(line.text)"]
    }
}
