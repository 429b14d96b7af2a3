import Foundation

extension ValidationContext {
    /// Reads every `tables/*.json`; each row needs a unique id and cites existing rules.
    mutating func loadTables(in directory: URL, rules: [Rule]) -> [SpecTable] {
        let ruleIDs = Set(rules.map(\.id))
        var tables: [SpecTable] = []
        var seenRows: [String: String] = [:]
        for url in jsonFiles(in: directory) {
            let file = reader.displayPath(url)
            guard let (raw, text) = decode(RawTableFile.self, at: url) else { continue }
            let lines = RecordLines(text)
            let name = url.deletingPathExtension().lastPathComponent
            if raw.table != name {
                report(SpecDiagnostic(file: file, line: 1, record: "table", field: "table", message: "must be '\(name)', the file name"))
            }
            let description = requireText(raw.description, file: file, line: 1, record: "table \(name)", field: "description") ?? ""
            var rows: [SpecTableRow] = []
            for (index, columns) in (raw.rows ?? []).enumerated() {
                let id = columns["id"]?.stringValue
                let line = id.flatMap { lines.line(of: $0) }
                let record = "row \(id ?? "#\(index)")"
                guard let id, !id.isEmpty else {
                    report(SpecDiagnostic(file: file, line: line, record: record, field: "id", message: "missing field"))
                    continue
                }
                if let other = seenRows[id] {
                    report(SpecDiagnostic(file: file, line: line, record: record, field: "id", message: "duplicate row id (first in \(other))"))
                }
                seenRows[id] = file
                let cited = columns["rules"]?.arrayValue?.compactMap(\.stringValue) ?? []
                if cited.isEmpty {
                    report(SpecDiagnostic(file: file, line: line, record: record, field: "rules", message: "a table row must cite at least one rule"))
                }
                for ruleID in cited where !aFileFailedToDecode && !ruleIDs.contains(ruleID) && !declaredRuleIDs.contains(ruleID) {
                    report(SpecDiagnostic(file: file, line: line, record: record, field: "rules", message: "dangling reference to unknown rule '\(ruleID)'"))
                }
                rows.append(SpecTableRow(id: id, ruleIDs: cited, columns: columns, line: line, index: index))
            }
            tables.append(SpecTable(id: name, description: description, file: file, rows: rows, data: Data(text.utf8)))
        }
        return tables
    }

    /// The catalog is English only: no Hangul may be stored in it (the Korean statements live
    /// apart, in `ko/`, and are checked there).
    mutating func checkNoHangul(under root: URL) {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        for case let relative as String in enumerator where relative.hasSuffix(".json") && !relative.hasPrefix("ko/") {
            let url = root.appendingPathComponent(relative)
            guard let text = try? reader.text(of: url), let line = Self.firstHangulLine(in: text) else { continue }
            report(SpecDiagnostic(file: reader.displayPath(url), line: line, message: "Hangul text found; the catalog is written in English, in our own words"))
        }
    }

    /// The 1-based line of the first Hangul letter (syllable or compatibility jamo) in `text`, if any.
    static func firstHangulLine(in text: String) -> Int? {
        var line = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
            } else if scalar.value >= 0x3131 && ((0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)) {
                return line
            }
        }
        return nil
    }
}
