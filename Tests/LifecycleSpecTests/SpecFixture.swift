import Foundation
@testable import LifecycleSpec

/// A small, valid catalog written to a temporary folder; tests replace one file with a
/// defective version and check the loader's message.
struct SpecFixture {
    let root: URL

    static let categories = """
        { "categories": [ { "id": "launch", "description": "Launching." } ] }
        """

    static let source = """
        {
          "id": "demo",
          "file": "demo.txt", "fileFingerprint": "7c6667a77982",
          "title": "Demo document",
          "language": "ko",
          "translates": "Nothing",
          "era": "2020",
          "sections": [
            { "id": "demo.launch", "title": "Launch", "line": 3, "headingFingerprint": "4613a5cff41b", "children": [
              { "id": "demo.launch.order", "title": "Order", "line": 7, "headingFingerprint": "e53491a46d42", "children": [] }
            ], "noRulesReason": "container heading" }
          ]
        }
        """

    static let rules = """
        {
          "source": "demo",
          "rules": [
            {
              "id": "DEMO-001",
              "section": "demo.launch.order",
              "level": "required",
              "levelBasis": "system-behaviour",
              "subject": "system",
              "category": "launch",
              "statement": "The system calls willFinishLaunching before didFinishLaunching.",
              "testability": "automated",
              "seedLine": 8
            },
            {
              "id": "DEMO-002",
              "section": "demo.launch.order",
              "level": "recommended",
              "levelBasis": "should-wording",
              "subject": "app",
              "category": "launch",
              "statement": "The app should return from didFinishLaunching quickly.",
              "testability": "manual",
              "testabilityReason": "needs a stopwatch on a device",
              "seedLine": 9
            }
          ]
        }
        """

    static let conflicts = """
        { "conflicts": [] }
        """

    static let table = """
        { "table": "launch-order", "description": "Order of launch callbacks.",
          "rows": [ { "id": "LO-001", "rules": ["DEMO-001"], "callbacks": ["willFinish", "didFinish"] } ] }
        """

    /// Writes the fixture, with `overrides` (relative path → content) replacing files.
    init(overrides: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-spec-\(UUID().uuidString)", isDirectory: true)
        var files = [
            "categories.json": Self.categories,
            "conflicts.json": Self.conflicts,
            "sources/demo.json": Self.source,
            "rules/demo.json": Self.rules,
            "tables/launch-order.json": Self.table,
        ]
        for (path, content) in overrides { files[path] = content }
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Loads a fixture with overrides and returns every diagnostic as text.
func diagnostics(_ overrides: [String: String]) throws -> [String] {
    let fixture = try SpecFixture(overrides: overrides)
    defer { fixture.remove() }
    do {
        _ = try CatalogLoader(root: fixture.root).load()
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// Replaces the first occurrence of `target` in `text`, failing loudly when absent.
func replacing(_ target: String, with replacement: String, in text: String) -> String {
    precondition(text.contains(target), "fixture text does not contain \(target)")
    guard let range = text.range(of: target) else { return text }
    return text.replacingCharacters(in: range, with: replacement)
}
