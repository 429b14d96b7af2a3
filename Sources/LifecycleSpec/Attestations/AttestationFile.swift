import Foundation

/// Reads and validates an attestation file (format in `docs/attestations.md`) against the
/// catalog, collecting every defect with its file, line, entry and field, as the catalog
/// loader does.
public struct AttestationFile: Sendable {
    /// The name messages give the file.
    public let name: String
    /// The file's bytes.
    public let data: Data

    /// A file to read.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// The format marker every attestation file carries.
    public static let formatMarker = "lifecycle-kit-attestations"

    struct Raw: Decodable {
        struct Entry: Decodable {
            var rule: String?
            var statement: String?
            var verdict: String?
            var evidence: String?
            var reviewer: String?
            var date: String?
        }

        var format: String?
        var version: Int?
        var implementation: String?
        var attestations: [Entry]?
    }

    /// The attestations, or every defect found.
    public func load(against catalog: Catalog) throws(CatalogLoadError) -> AttestationSet {
        let text = String(decoding: data, as: UTF8.self)
        if let syntax = SpecFileReader.syntaxError(in: data) {
            throw CatalogLoadError([SpecDiagnostic(file: name, line: syntax.line, message: "malformed JSON: \(syntax.reason)")])
        }
        let raw: Raw
        do {
            raw = try JSONDecoder().decode(Raw.self, from: data)
        } catch let error as DecodingError {
            throw CatalogLoadError([SpecDiagnostic(file: name, field: error.fieldPath, message: error.reason)])
        } catch {
            throw CatalogLoadError([SpecDiagnostic(file: name, message: "cannot decode: \(error)")])
        }
        var diagnostics: [SpecDiagnostic] = unknownFields(in: text)
        if raw.attestations == nil {
            diagnostics.append(SpecDiagnostic(file: name, line: 1, field: "attestations", message: "missing: the list of attestations"))
        }
        if raw.format != Self.formatMarker {
            diagnostics.append(SpecDiagnostic(file: name, line: 1, field: "format", message: "must be '\(Self.formatMarker)'"))
        }
        if raw.version != 1 { diagnostics.append(SpecDiagnostic(file: name, line: 1, field: "version", message: "must be 1")) }
        let lines = EntryLines(text)
        var seen: [String: Int] = [:]
        var attestations: [Attestation] = []
        for (index, entry) in (raw.attestations ?? []).enumerated() {
            let line = lines.line(ofEntry: index)
            // An entry of the template left as it was: not reviewed yet.
            if entry.verdict == nil && (entry.evidence ?? "").isEmpty && (entry.reviewer ?? "").isEmpty && (entry.date ?? "").isEmpty { continue }
            let record = "attestation \(entry.rule ?? "#\(index + 1)")"
            var problems: [SpecDiagnostic] = []
            func problem(_ field: String, _ message: String) {
                problems.append(SpecDiagnostic(file: name, line: line, record: record, field: field, message: message))
            }
            let rule = entry.rule.flatMap { catalog.rule($0) }
            if entry.rule == nil {
                problem("rule", "missing field")
            } else if rule == nil {
                problem("rule", "unknown rule '\(entry.rule ?? "")'")
            } else if rule?.testability != .manual {
                problem("rule", "\(entry.rule ?? "") is \(rule?.testability.rawValue ?? "") and decided by the kit's cases; attest only manual rules")
            }
            if let statement = entry.statement, let rule, statement != rule.statement {
                problem("statement", "the rule's statement changed since this entry was written; review the rule again and copy its current statement")
            }
            if let id = entry.rule, let first = seen[id] {
                problem("rule", "attested twice (first at line \(first))")
            }
            let verdict = entry.verdict.flatMap(Attestation.Verdict.init(rawValue:))
            if verdict == nil {
                problem("verdict", "must be one of \(Attestation.Verdict.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if (entry.evidence ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                problem("evidence", "must say what the verdict rests on")
            }
            if (entry.reviewer ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problem("reviewer", "must name who reviewed") }
            if !Self.isDate(entry.date) { problem("date", "must be a date as YYYY-MM-DD") }
            if let id = entry.rule, seen[id] == nil { seen[id] = line ?? index + 1 }
            diagnostics += problems
            guard problems.isEmpty, let id = entry.rule, let verdict else { continue }
            attestations.append(
                Attestation(
                    rule: id, verdict: verdict, evidence: entry.evidence ?? "", reviewer: entry.reviewer ?? "", date: entry.date ?? "", line: line ?? 0))
        }
        guard diagnostics.isEmpty else { throw CatalogLoadError(diagnostics) }
        return AttestationSet(implementation: raw.implementation, attestations: attestations)
    }

    static let fileFields: Set<String> = ["format", "version", "implementation", "attestations"]
    static let entryFields: Set<String> = ["rule", "statement", "verdict", "evidence", "reviewer", "date"]

    /// A field the format does not know is a defect, never ignored: a misspelt key would
    /// otherwise drop verdicts without a word.
    private func unknownFields(in text: String) -> [SpecDiagnostic] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        var found: [SpecDiagnostic] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of key: String, after start: Int = 0) -> Int? {
            lines.indices.dropFirst(start).first { lines[$0].contains("\"\(key)\"") }.map { $0 + 1 }
        }
        for key in object.keys.sorted() where !Self.fileFields.contains(key) {
            let suggestion = Self.fileFields.first { $0.lowercased() == key.lowercased() }.map { "; did you mean '\($0)'?" } ?? ""
            found.append(SpecDiagnostic(file: name, line: line(of: key), field: key, message: "unknown field\(suggestion)"))
        }
        let entryLines = EntryLines(text)
        for (index, entry) in ((object["attestations"] as? [Any]) ?? []).enumerated() {
            guard let entry = entry as? [String: Any] else {
                found.append(SpecDiagnostic(file: name, record: "attestation #\(index + 1)", message: "must be an object"))
                continue
            }
            let record = "attestation \((entry["rule"] as? String) ?? "#\(index + 1)")"
            for key in entry.keys.sorted() where !Self.entryFields.contains(key) {
                let suggestion = Self.entryFields.first { $0.lowercased() == key.lowercased() }.map { "; did you mean '\($0)'?" } ?? ""
                found.append(
                    SpecDiagnostic(
                        file: name, line: entryLines.line(ofEntry: index), record: record, field: key, message: "unknown field\(suggestion)"))
            }
        }
        return found
    }

    static func isDate(_ text: String?) -> Bool {
        guard let text, text.count == 10 else { return false }
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return false }
        var components = DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day)
        components.timeZone = TimeZone(identifier: "UTC")
        return (1...12).contains(month) && components.isValidDate
    }
}

/// The line each entry of the `attestations` array starts on: the line of its `"rule"` key.
struct EntryLines {
    private let lines: [Int]

    init(_ text: String) {
        var found: [Int] = []
        var number = 1
        var inArray = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("\"attestations\"") { inArray = true }
            if inArray && line.contains("\"rule\"") { found.append(number) }
            number += 1
        }
        lines = found
    }

    func line(ofEntry index: Int) -> Int? { index < lines.count ? lines[index] : nil }
}
