import LifecycleFiles

/// What the user's copy says for a rule: the line it is drawn from, or why it cannot be quoted.
public enum SeedPassage: Sendable, Hashable {
    /// The section's heading stands at its recorded line: the rule's line, quoted, under its heading.
    case quoted(SeedLine, heading: SeedLine)
    /// The section's heading stands `offset` lines from its recorded line in this copy (another
    /// edition): the rule's line is shifted by the same offset, quoted, under its heading.
    case shifted(SeedLine, heading: SeedLine, offset: Int)
    /// The copy does not hold the section's heading, or not the rule's line: it looks like
    /// another edition, and nothing is quoted.
    case differentEdition(SeedMismatch)
    /// The copy cannot be read: missing, not a file, not UTF-8, too large, unreadable.
    case unavailable(FileProblem)
    /// The rule is not drawn from a document (the extension source): there is nothing to quote.
    case notFromADocument
}

/// Where a section's heading stands in the user's copy.
public enum SeedHeading: Sendable, Hashable {
    /// At the line the catalog records.
    case confirmed(SeedLine)
    /// At another line of the same file (the nearest to the recorded one, when several match).
    case moved(SeedLine, recordedLine: Int)
    /// Nowhere in the file: the copy looks like another edition.
    case notFound(SeedMismatch)
    /// The copy cannot be read.
    case unavailable(FileProblem)
    /// The section is not in a document (the extension source).
    case notInADocument
}

/// Why the user's copy does not match the catalog at one place: the seed file (and embedded
/// file), the line, the section or rule concerned, and what differs.
public struct SeedMismatch: Sendable, Hashable, CustomStringConvertible {
    /// What does not match.
    public enum Kind: Sendable, Hashable {
        /// The dump holds no embedded file of the section's `seedPart`.
        case noEmbeddedFile
        /// No line of the file has the heading's fingerprint.
        case headingNotFound
        /// The rule's line is past the end of the file.
        case lineBeyondEnd
    }

    /// What does not match.
    public let kind: Kind
    /// The seed file's name.
    public let file: String
    /// The embedded file, for a repository dump.
    public let part: String?
    /// The line the catalog records (of the heading, or of the rule).
    public let line: Int
    /// The section or rule concerned, such as `section states.overview` or `rule STATES-039`.
    public let record: String
    /// What differs, in a few words, without quoting the copy.
    public let reason: String
    /// The fingerprint of the line at ``line`` in the copy, when the copy has that line.
    public let foundFingerprint: String?

    /// Creates a mismatch; see the properties.
    public init(_ kind: Kind, file: String, part: String?, line: Int, record: String, reason: String, foundFingerprint: String? = nil) {
        self.kind = kind
        self.file = file
        self.part = part
        self.line = line
        self.record = record
        self.reason = reason
        self.foundFingerprint = foundFingerprint
    }

    /// `000_….txt line 43: section states.overview: REASON`.
    public var description: String {
        "\(SeedLine.place(file: file, part: part, line: line)): \(record): \(reason)"
    }
}
