import LifecycleFiles

/// What a section passes on to its subsections about its seed: whether its source is a
/// document (then every section fingerprints its heading), and the embedded file its
/// top-level section names, for a source whose seed is a repository dump.
struct SeedScope {
    let isDocument: Bool
    let part: String?
}

extension ValidationContext {
    /// Checks a section's `headingFingerprint` and `seedPart`, and returns the scope its
    /// subsections inherit.
    mutating func checkSeedFields(of raw: RawSection, file: String, line: Int?, record: String, scope: SeedScope, isTopLevel: Bool) -> SeedScope {
        guard scope.isDocument else {
            for (field, value) in [("headingFingerprint", raw.headingFingerprint), ("seedPart", raw.seedPart)] where value != nil {
                report(SpecDiagnostic(file: file, line: line, record: record, field: field, message: "an extension source has no seed file; remove the field"))
            }
            return scope
        }
        checkHeadingFingerprint(raw.headingFingerprint, file: file, line: line, record: record)
        guard let part = raw.seedPart else { return scope }
        guard isTopLevel else {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "seedPart",
                    message: "only a top-level section names an embedded file; a subsection sits in its top-level section's file, remove the field"))
            return scope
        }
        guard Self.isSeedPart(part) else {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "seedPart",
                    message: "must be the path the dump prints before the embedded file, starting with '/', on one line; got \(QuotedText.quoted(part))"))
            return scope
        }
        return SeedScope(isDocument: true, part: part)
    }

    /// In a source whose seed is a repository dump, every top-level section names its
    /// embedded file, and no two name the same one.
    mutating func checkSeedParts(of tree: [SectionNode], file: String, record: String) {
        guard tree.contains(where: { $0.raw.seedPart != nil }) else { return }
        var named: [String: String] = [:]
        for node in tree {
            let id = node.raw.id ?? "?"
            let line = node.raw.id.flatMap { node.lines.line(of: $0) }
            guard let part = node.raw.seedPart else {
                report(
                    SpecDiagnostic(
                        file: node.file, line: line, record: "section \(id)", field: "seedPart",
                        message: "missing field; the other top-level sections of \(record) name their embedded files, so this one must too"))
                continue
            }
            if let other = named[part] {
                report(
                    SpecDiagnostic(
                        file: node.file, line: line, record: "section \(id)", field: "seedPart",
                        message: "names the same embedded file as section \(other); each top-level section is one embedded file"))
            }
            named[part] = named[part] ?? id
        }
    }

    /// The source's `fileFingerprint`, when present and well formed.
    mutating func checkFileFingerprint(_ value: String?, file: String, record: String, isDocument: Bool) -> String? {
        guard let value else { return nil }
        guard isDocument else {
            report(
                SpecDiagnostic(file: file, line: 1, record: record, field: "fileFingerprint", message: "an extension source has no seed file; remove the field")
            )
            return nil
        }
        guard SeedFingerprint.isWellFormed(value) else {
            report(
                SpecDiagnostic(
                    file: file, line: 1, record: record, field: "fileFingerprint",
                    message: "must be \(SeedFingerprint.length) lower-case hexadecimal digits, got \(QuotedText.quoted(value))"))
            return nil
        }
        return value
    }

    private mutating func checkHeadingFingerprint(_ value: String?, file: String, line: Int?, record: String) {
        let field = "headingFingerprint"
        guard let value else {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: field,
                    message: "missing field; every section of a document records the fingerprint of its heading line ('lint --seeds DIR' shows it)"))
            return
        }
        if !SeedFingerprint.isWellFormed(value) {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: field,
                    message: "must be \(SeedFingerprint.length) lower-case hexadecimal digits, got \(QuotedText.quoted(value))"))
        } else if value == SeedFingerprint.ofBlankLine {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: field,
                    message: "is the fingerprint of a blank line; set line to the line where the heading stands, and this field to its fingerprint"))
        }
    }

    /// A path as a dump prints it: starts with `/`, one line, no control characters.
    static func isSeedPart(_ text: String) -> Bool {
        text.hasPrefix("/") && text.count > 1 && text.count <= 500 && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
