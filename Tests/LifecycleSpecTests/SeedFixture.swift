import Foundation
@testable import LifecycleSpec

/// A made-up copy of the documents of the fixture catalog, written to a temporary folder:
/// `demo.txt` (plain lines, for ``SpecFixture``'s `demo` source) and `dump.txt` (a repository
/// dump of two embedded files, for the `dump` source that ``catalogOverrides`` adds). Every
/// sentence is invented for the tests.
struct SeedFixture {
    let folder: URL

    /// The lines of `demo.txt`: headings at lines 3 and 7, the rules' lines at 8 and 9 (a long one).
    static let demoLines = [
        "시험 문서: 앱 생애 주기 연습장", "", "실행 순서", "이 글은 검사 도구를 시험하려고 새로 지어낸 문장들로 이루어져 있다.", "", "",
        "  호출   순서  ", "시스템은 준비 단계 메서드를 먼저 부르고, 완료 단계 메서드를 그 다음에 부른다.",
        "앱은 완료 단계 메서드 안에서 오래 머물지 말고 무거운 일은 뒤로 미루어야 한다. 화면이 늦게 뜨면 사용자는 기다리다 지쳐 앱을 닫아 버릴 수도 있고, "
            + "시스템은 너무 늦게 끝나는 앱을 멈추게 할 수도 있으므로, 처음 화면에 필요한 것만 준비하고 나머지는 나중에 천천히 불러오는 편이 좋다.",
        "끝.",
    ]

    static var demoText: String { demoLines.joined(separator: "\n") + "\n" }

    /// A dump of `/notes.md` (3 lines) and `/guide.md` (6 lines: headings at 3 and 4, the rule's line
    /// at 5, which holds a number and a bar of its own), folded onto two physical lines.
    static var dumpText: String {
        let rule = String(repeating: "-", count: 80)
        return "├── guide.md └── notes.md /notes.md: \(rule) 1 | # 메모장 2 | 오늘 적어 둘 것은 없다. 3 | \(rule) /guide.md: \(rule) "
            + "1 | 2 | 3 | # 위젯 안내서 4 | ## 잠금 화면\n5 | 잠긴 화면에서도 위젯이 보이게 설정할 수 있다. 설정 값은 3 | 4 처럼 적는다. 6 | \(rule)\n"
    }

    /// The catalog files that add the `dump` source and its rule to ``SpecFixture``.
    static let catalogOverrides = [
        "sources/dump.json": """
        { "id": "dump", "file": "dump.txt", "title": "Demo dump", "language": "ko", "translates": "Nothing", "era": "2020",
          "sections": [
            { "id": "dump.notes", "title": "Notes", "line": 1, "headingFingerprint": "aab386f6fe71", "seedPart": "/notes.md",
              "children": [], "noRulesReason": "notes only" },
            { "id": "dump.guide", "title": "Widget guide", "line": 3, "headingFingerprint": "2337f06242b4", "seedPart": "/guide.md",
              "noRulesReason": "container heading", "children": [
              { "id": "dump.guide.lock", "title": "Lock screen", "line": 4, "headingFingerprint": "cf7dbd54ca02", "children": [] }
            ] }
          ]
        }
        """,
        "rules/dump.json": """
        { "source": "dump", "rules": [
          { "id": "DUMP-001", "section": "dump.guide.lock", "level": "optional", "levelBasis": "may-wording", "subject": "app",
            "category": "launch", "statement": "A widget may be shown on the lock screen.", "testability": "manual",
            "testabilityReason": "needs a device", "seedLine": 5 }
        ] }
        """,
    ]

    /// The fixture catalog with both sources, loaded; `overrides` replace catalog files.
    static func catalog(overrides: [String: String] = [:]) throws -> Catalog {
        let fixture = try SpecFixture(overrides: catalogOverrides.merging(overrides) { _, new in new })
        defer { fixture.remove() }
        return try CatalogLoader(root: fixture.root).load()
    }

    /// Writes the copy; `files` replace (or, given nil, leave out) files by name.
    init(files: [String: Data?] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-seeds-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let standard: [String: Data?] = ["demo.txt": Data(Self.demoText.utf8), "dump.txt": Data(Self.dumpText.utf8)]
        for (name, data) in standard.merging(files, uniquingKeysWith: { _, new in new }) {
            guard let data else { continue }
            try data.write(to: folder.appendingPathComponent(name))
        }
    }

    /// A library over the copy.
    var library: SeedLibrary { SeedLibrary(folder: folder) }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
