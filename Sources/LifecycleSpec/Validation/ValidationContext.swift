import Foundation

/// Collects diagnostics while the loader walks the catalog files.
struct ValidationContext {
    let reader: SpecFileReader
    var diagnostics: [SpecDiagnostic] = []
    /// Set when a whole file could not be decoded; checks that need every file's content
    /// (section coverage, table references) are then skipped to avoid cascades.
    var aFileFailedToDecode = false
    /// Every rule id declared, valid or not, so references to a defective rule do not
    /// produce a second, misleading "unknown rule" message.
    var declaredRuleIDs: Set<String> = []

    mutating func report(_ diagnostic: SpecDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Decodes a file, reporting a failure instead of throwing.
    mutating func decode<Value: Decodable>(_ type: Value.Type, at url: URL) -> (Value, String)? {
        do {
            return try reader.decode(type, from: url)
        } catch {
            report(error)
            aFileFailedToDecode = true
            return nil
        }
    }

    /// Reports a missing or blank text field and returns the trimmed value otherwise.
    mutating func requireText(_ value: String?, file: String, line: Int?, record: String, field: String) -> String? {
        guard let value else {
            report(SpecDiagnostic(file: file, line: line, record: record, field: field, message: "missing field"))
            return nil
        }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            report(SpecDiagnostic(file: file, line: line, record: record, field: field, message: "must not be empty"))
            return nil
        }
        return trimmed
    }

    /// Parses a closed-vocabulary field, reporting the allowed values on failure.
    mutating func requireEnum<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, _ raw: String?, file: String, line: Int?, record: String, field: String
    ) -> Value? where Value.RawValue == String {
        guard let raw else {
            report(SpecDiagnostic(file: file, line: line, record: record, field: field, message: "missing field"))
            return nil
        }
        guard let value = Value(rawValue: raw) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            report(SpecDiagnostic(file: file, line: line, record: record, field: field, message: "unknown value '\(raw)' (expected one of: \(allowed))"))
            return nil
        }
        return value
    }

    mutating func versionRange(_ raw: RawVersionRange?, file: String, line: Int?, record: String, field: String) -> IOSVersionRange {
        guard let raw else { return .all }
        var range = IOSVersionRange()
        for (name, text) in [("from", raw.from), ("before", raw.before)] {
            guard let text else { continue }
            guard let version = IOSVersion(parsing: text) else {
                report(SpecDiagnostic(file: file, line: line, record: record, field: "\(field).\(name)", message: "not an iOS version: '\(text)'"))
                continue
            }
            if name == "from" { range.from = version } else { range.before = version }
        }
        if let from = range.from, let before = range.before, from >= before {
            report(SpecDiagnostic(file: file, line: line, record: record, field: field, message: "empty range: from \(from) is not before \(before)"))
        }
        return range
    }
}
