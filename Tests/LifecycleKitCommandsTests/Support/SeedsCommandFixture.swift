import Foundation

/// A one-document catalog and a made-up copy of its document, written to a scratch folder
/// for the commands that take `--seeds`: `spec/` (pass with `--spec`) and `seeds/` (the copy,
/// `demo.txt`). The heading stands at line 2, the rule's line is line 3; every sentence is
/// invented for the tests.
struct SeedsCommandFixture {
    let scratch: ScratchFolder
    var spec: String { scratch.url.appendingPathComponent("spec").path }
    var seeds: String { scratch.url.appendingPathComponent("seeds").path }

    static let document = "연습용 문서\n알림 받기\n앱은 알림을 받으면 화면 위쪽에 짧게 보여 준다.\n"
    /// The fingerprint of the heading line `알림 받기`.
    static let headingFingerprint = "86d6ff5a70da"

    /// Writes the catalog (with `fingerprint` as the section's heading fingerprint) and the copy.
    init(fingerprint: String = headingFingerprint, document: String? = SeedsCommandFixture.document) throws {
        scratch = try ScratchFolder()
        let files = [
            "spec/categories.json": #"{ "categories": [ { "id": "launch", "description": "Launching." } ] }"#,
            "spec/conflicts.json": #"{ "conflicts": [] }"#,
            "spec/sources/demo.json": """
            { "id": "demo", "file": "demo.txt", "title": "Demo document", "language": "ko", "translates": "Nothing", "era": "2020",
              "sections": [ { "id": "demo.notices", "title": "Notices", "line": 2, "headingFingerprint": "\(fingerprint)", "children": [] } ] }
            """,
            "spec/rules/demo.json": """
            { "source": "demo", "rules": [ { "id": "DEMO-001", "section": "demo.notices", "level": "required", "levelBasis": "system-behaviour",
              "subject": "system", "category": "launch", "statement": "A notice is shown briefly at the top.", "testability": "automated",
              "seedLine": 3 } ] }
            """,
            "spec/tables/notices.json": #"{ "table": "notices", "description": "Notices.", "rows": [ { "id": "NO-001", "rules": ["DEMO-001"] } ] }"#,
        ]
        var all = files
        if let document { all["seeds/demo.txt"] = document }
        for (path, content) in all {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: seeds, withIntermediateDirectories: true)
    }

    func remove() { scratch.remove() }
}
