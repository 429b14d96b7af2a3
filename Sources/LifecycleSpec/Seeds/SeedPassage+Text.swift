import LifecycleText

extension SeedPassage {
    /// The lines that show the passage under a rule's explanation, in English.
    public var explanationLines: [String] { explanationLines(in: .english) }

    /// The lines that show the passage under a rule's explanation, labelled like its other
    /// fields: where the line is, the section heading it sits under, and the line itself; or
    /// why nothing is quoted. Empty for a rule not drawn from a document.
    public func explanationLines(in words: Words) -> [String] {
        switch self {
        case .quoted(let line, let heading):
            return [words("seed.quoted", ["place": line.place(in: words), "heading": "\(heading.number)"])]
                + Self.quoteLines(line, heading: heading, words: words)
        case .shifted(let line, let heading, let offset):
            let values = [
                "place": line.place(in: words), "offset": SeedLibrary.signed(offset), "recorded": "\(line.number - offset)", "heading": "\(heading.number)",
                "expected": "\(heading.number - offset)",
            ]
            return [words("seed.shifted", values)] + Self.quoteLines(line, heading: heading, words: words)
        case .differentEdition(let mismatch):
            return [words("seed.different-edition", ["mismatch": "\(mismatch)"])]
        case .unavailable(let problem):
            return [words("seed.unavailable", ["problem": problem.text(in: words)])]
        case .notFromADocument:
            return []
        }
    }

    /// The quoted line itself, when the copy gave one: the simulator prints it under a rule.
    public var quotedLine: SeedLine? {
        switch self {
        case .quoted(let line, _), .shifted(let line, _, _): line
        case .differentEdition, .unavailable, .notFromADocument: nil
        }
    }

    private static func quoteLines(_ line: SeedLine, heading: SeedLine, words: Words) -> [String] {
        [
            words("seed.heading", "text", heading.text),
            words(
                "seed.line",
                ["number": "\(line.number)", "padding": String(repeating: " ", count: max(1, 6 - String(line.number).count)), "text": line.shown(in: words)]),
        ]
    }
}
