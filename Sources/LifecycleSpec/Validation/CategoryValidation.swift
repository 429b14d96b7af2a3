import Foundation

extension ValidationContext {
    mutating func loadCategories(at url: URL) -> [RuleCategory] {
        let file = reader.displayPath(url)
        guard let (raw, text) = decode(RawCategoriesFile.self, at: url) else { return [] }
        let lines = RecordLines(text)
        var seen = Set<String>()
        var categories: [RuleCategory] = []
        for (index, entry) in (raw.categories ?? []).enumerated() {
            let record = "category \(entry.id ?? "#\(index)")"
            let line = entry.id.flatMap { lines.line(of: $0) }
            guard let id = requireText(entry.id, file: file, line: line, record: record, field: "id") else { continue }
            let description = requireText(entry.description, file: file, line: line, record: record, field: "description") ?? ""
            guard seen.insert(id).inserted else {
                report(SpecDiagnostic(file: file, line: line, record: record, field: "id", message: "duplicate category id"))
                continue
            }
            categories.append(RuleCategory(id: id, description: description))
        }
        if categories.isEmpty {
            report(SpecDiagnostic(file: file, field: "categories", message: "no categories defined"))
        }
        return categories
    }
}
