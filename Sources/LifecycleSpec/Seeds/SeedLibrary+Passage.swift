extension SeedLibrary {
    /// Where a section's heading stands in the copy: at its recorded line when the line there
    /// has the section's `headingFingerprint`, else at the nearest line that has it, else nowhere.
    public func heading(of section: Section, in catalog: Catalog) -> SeedHeading {
        guard let source = catalog.source(section.sourceID), source.kind == .document, let fingerprint = section.headingFingerprint else {
            return .notInADocument
        }
        let document: SeedDocument
        switch self.document(for: source) {
        case .failure(let problem): return .unavailable(problem)
        case .success(let read): document = read
        }
        let record = "section \(section.id)"
        guard let lines = document.lines(in: section.seedPart) else {
            let reason = "the copy holds no embedded file of that name (it holds \(document.embeddedFileNames.count) others)"
            return .notFound(SeedMismatch(.noEmbeddedFile, file: document.fileName, part: section.seedPart, line: section.line, record: record, reason: reason))
        }
        let recorded = section.line
        if lines.indices.contains(recorded - 1), SeedFingerprint.ofHeading(lines[recorded - 1]) == fingerprint {
            return .confirmed(headingLine(recorded, of: lines, in: document, part: section.seedPart))
        }
        let fingerprints = lineFingerprints(of: document, part: section.seedPart)
        let matches = fingerprints.indices.filter { fingerprints[$0] == fingerprint }
        if let nearest = matches.min(by: { (abs($0 + 1 - recorded), $0) < (abs($1 + 1 - recorded), $1) }) {
            return .moved(headingLine(nearest + 1, of: lines, in: document, part: section.seedPart), recordedLine: recorded)
        }
        let found = lines.indices.contains(recorded - 1) ? SeedFingerprint.ofHeading(lines[recorded - 1]) : nil
        let reason =
            found == nil
            ? "the copy has only \(lines.count) lines, and none with the heading's fingerprint \(fingerprint)"
            : "the section's heading is neither at this line nor anywhere else in the file (fingerprint \(fingerprint))"
        return .notFound(
            SeedMismatch(
                .headingNotFound, file: document.fileName, part: section.seedPart, line: recorded, record: record, reason: reason, foundFingerprint: found))
    }

    /// The line of the copy a rule is drawn from, under its section's heading — checked
    /// first, and followed when it has moved — or why nothing can be quoted.
    public func passage(for rule: Rule, in catalog: Catalog) -> SeedPassage {
        guard let section = catalog.section(rule.sectionID) else { return .notFromADocument }
        let heading: SeedLine
        let offset: Int
        switch self.heading(of: section, in: catalog) {
        case .notInADocument: return .notFromADocument
        case .unavailable(let problem): return .unavailable(problem)
        case .notFound(let mismatch): return .differentEdition(mismatch)
        case .confirmed(let line):
            heading = line
            offset = 0
        case .moved(let line, let recordedLine):
            heading = line
            offset = line.number - recordedLine
        }
        guard let source = catalog.source(rule.sourceID), case .success(let document) = document(for: source),
            let lines = document.lines(in: section.seedPart)
        else { return .notFromADocument }
        let number = rule.seedLine + offset
        guard lines.indices.contains(number - 1) else {
            let shift = offset == 0 ? "" : " (line \(rule.seedLine) shifted by \(Self.signed(offset)))"
            let reason = "line \(number)\(shift) is past the end of the copy (\(lines.count) lines)"
            return .differentEdition(
                SeedMismatch(.lineBeyondEnd, file: document.fileName, part: section.seedPart, line: number, record: "rule \(rule.id)", reason: reason))
        }
        let line = seedLine(number, of: lines, in: document, part: section.seedPart)
        return offset == 0 ? .quoted(line, heading: heading) : .shifted(line, heading: heading, offset: offset)
    }

    /// `+3`, `-2`.
    static func signed(_ offset: Int) -> String { offset > 0 ? "+\(offset)" : "\(offset)" }

    /// A heading line, shown without its Markdown heading marker.
    private func headingLine(_ number: Int, of lines: [String], in document: SeedDocument, part: String?) -> SeedLine {
        SeedLine(file: document.fileName, part: part, number: number, rawText: SeedFingerprint.normalizedHeading(lines[number - 1]), limit: quoteLength)
    }

    /// A rule's line; a line that embeds a picture is told by its file name and caption.
    private func seedLine(_ number: Int, of lines: [String], in document: SeedDocument, part: String?) -> SeedLine {
        if let figure = SeedFigure.at(number - 1, of: lines) {
            return SeedLine(file: document.fileName, part: part, number: number, rawText: figure.caption, limit: quoteLength, figure: figure.file)
        }
        return SeedLine(file: document.fileName, part: part, number: number, rawText: lines[number - 1], limit: quoteLength)
    }
}
