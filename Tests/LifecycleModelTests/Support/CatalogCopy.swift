import Foundation
import LifecycleSpec
import Testing

/// A copy of the bundled catalog in a temporary folder whose tables a test may change;
/// removed again by ``remove()``.
struct CatalogCopy {
    /// The copy's root folder.
    let root: URL

    /// Copies the bundled catalog.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try #require(CatalogLoader.bundled).root, to: root)
    }

    /// Replaces the first occurrence of `original` in `table` with `replacement`; returns the
    /// 1-based line where it stood.
    @discardableResult
    func replace(in table: String, _ original: String, with replacement: String) throws -> Int {
        let file = root.appendingPathComponent("tables/\(table)")
        let text = try String(contentsOf: file, encoding: .utf8)
        let range = try #require(text.range(of: original), "\(table) no longer holds \(original)")
        try text.replacingCharacters(in: range, with: replacement).write(to: file, atomically: true, encoding: .utf8)
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The 1-based line of the first occurrence of `text` in `table`.
    func line(of text: String, in table: String) throws -> Int {
        let content = try String(contentsOf: root.appendingPathComponent("tables/\(table)"), encoding: .utf8)
        let range = try #require(content.range(of: text), "\(table) does not hold \(text)")
        return content[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The copy, loaded and validated.
    func catalog() throws -> Catalog { try CatalogLoader(root: root).load() }

    /// Deletes the copy.
    func remove() { try? FileManager.default.removeItem(at: root) }
}
