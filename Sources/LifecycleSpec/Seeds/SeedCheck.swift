import Foundation
import LifecycleFiles

/// The catalog checked against the user's copy of the documents (`lint --seeds DIR`): every
/// section's heading fingerprint at its recorded line, and every rule's seed line within its
/// file and not blank. Each difference is a diagnostic of the catalog file that records it.
public struct SeedCheck: Sendable {
    /// Every difference, naming the catalog file, line, section or rule, and field, with the
    /// seed file and line in the message.
    public let diagnostics: [SpecDiagnostic]
    /// Every seed file that could not be read (its sections and rules are not checked).
    public let problems: [FileProblem]
    /// The documents read.
    public let documentsRead: Int
    /// Of those, the ones whose whole-file fingerprint is the one the catalog records.
    public let sameEdition: Int
    /// The sections of the documents read.
    public let sectionsChecked: Int
    /// Of those, the ones whose heading stands at its recorded line.
    public let headingsConfirmed: Int
    /// The rules whose seed line was checked (those under a heading found in the copy).
    public let rulesChecked: Int

    /// Checks `catalog` against the copy in `library`; `catalogRoot`, the catalog's folder,
    /// lets the diagnostics of rules name the line of the rule in its file.
    public init(catalog: Catalog, library: SeedLibrary, catalogRoot: URL? = nil) {
        var diagnostics: [SpecDiagnostic] = []
        var problems: [FileProblem] = []
        var offsets: [String: Int] = [:]
        var read = 0, same = 0, confirmed = 0, checkedSections = 0
        for source in catalog.sources where source.kind == .document {
            switch library.document(for: source) {
            case .failure(let problem):
                problems.append(problem)
                continue
            case .success(let document):
                read += 1
                if document.fingerprint == source.fileFingerprint { same += 1 }
            }
            for section in catalog.sections where section.sourceID == source.id {
                checkedSections += 1
                let heading = library.heading(of: section, in: catalog)
                if case .confirmed = heading { confirmed += 1 }
                if case .moved(let line, let recorded) = heading { offsets[section.id] = line.number - recorded }
                if case .confirmed = heading { offsets[section.id] = 0 }
                diagnostics += Self.diagnostics(for: heading, of: section)
            }
        }
        var ruleLines = RuleLineIndex(root: catalogRoot)
        var checkedRules = 0
        for rule in catalog.rules {
            guard let offset = offsets[rule.sectionID], let section = catalog.section(rule.sectionID), let source = catalog.source(rule.sourceID),
                case .success(let document) = library.document(for: source), let lines = document.lines(in: section.seedPart)
            else { continue }
            checkedRules += 1
            let number = rule.seedLine + offset
            let place = SeedLine.place(file: document.fileName, part: section.seedPart, line: number)
            let fix = "if the copy is the catalog's edition, set seedLine to the line the rule is drawn from"
            let message: String
            if !lines.indices.contains(number - 1) {
                message = "\(place) is past the end of your copy (\(lines.count) lines); \(fix)"
            } else if SeedFingerprint.normalizedHeading(lines[number - 1]).isEmpty {
                message = "\(place) is blank in your copy; \(fix)"
            } else {
                continue
            }
            let shifted = offset == 0 ? "" : " (seedLine \(rule.seedLine) shifted by \(SeedLibrary.signed(offset)) with its heading)"
            diagnostics.append(
                SpecDiagnostic(file: rule.file, line: ruleLines.line(of: rule), record: "rule \(rule.id)", field: "seedLine", message: message + shifted))
        }
        self.diagnostics = diagnostics.sorted()
        self.problems = problems
        documentsRead = read
        sameEdition = same
        sectionsChecked = checkedSections
        headingsConfirmed = confirmed
        rulesChecked = checkedRules
    }

    /// One line of counts: `5 documents read (5 the catalog's edition); 270 of 270 section headings confirmed; 1137 rule lines checked`.
    public var summary: String {
        var text = "\(documentsRead) document\(documentsRead == 1 ? "" : "s") read (\(sameEdition) the catalog's edition)"
        if !problems.isEmpty { text += ", \(problems.count) unreadable" }
        return text + "; \(headingsConfirmed) of \(sectionsChecked) section headings confirmed; \(rulesChecked) rule lines checked"
    }

    private static func diagnostics(for heading: SeedHeading, of section: Section) -> [SpecDiagnostic] {
        let record = "section \(section.id)"
        switch heading {
        case .confirmed, .notInADocument, .unavailable: return []
        case .moved(let line, let recorded):
            let message =
                "the heading stands at \(line.place) in your copy, not at line \(recorded); if the copy is the catalog's edition, set line to \(line.number)"
            return [SpecDiagnostic(file: section.file, line: section.fileLine, record: record, field: "line", message: message)]
        case .notFound(let mismatch):
            let recorded = section.headingFingerprint ?? ""
            let place = SeedLine.place(file: mismatch.file, part: mismatch.part, line: mismatch.line)
            let (field, message): (String, String)
            switch (mismatch.kind, mismatch.foundFingerprint) {
            case (.noEmbeddedFile, _):
                (field, message) = (
                    "seedPart", "your copy \(mismatch.file) holds no embedded file \(QuotedText.quoted(mismatch.part ?? "")); check the path the dump prints"
                )
            case (_, .some(let found)):
                (field, message) = (
                    "headingFingerprint",
                    "\(place) has fingerprint \(found), not \(recorded), and no line of your copy has \(recorded); "
                        + "if the copy is the catalog's edition, set headingFingerprint to \(found) or line to where the heading stands"
                )
            case (_, .none):
                (field, message) = (
                    "line", "\(place) is past the end of your copy and no line has fingerprint \(recorded); set line to where the heading stands"
                )
            }
            return [SpecDiagnostic(file: section.file, line: section.fileLine, record: record, field: field, message: message)]
        }
    }
}

/// The line of each rule in its catalog file, read when first asked for.
private struct RuleLineIndex {
    let root: URL?
    var files: [String: RecordLines] = [:]

    init(root: URL?) { self.root = root }

    mutating func line(of rule: Rule) -> Int? {
        guard let root, rule.file.hasPrefix("spec/") else { return nil }
        if files[rule.file] == nil {
            let url = root.appendingPathComponent(String(rule.file.dropFirst("spec/".count)))
            files[rule.file] = RecordLines((try? String(contentsOf: url, encoding: .utf8)) ?? "")
        }
        return files[rule.file]?.line(of: rule.id)
    }
}
