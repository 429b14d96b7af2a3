import LifecycleConformance
import LifecycleSpec

/// The rule list of `index.html`: filters by level, category, status and text, and one
/// `<details>` per rule (its anchor is the rule id: `index.html#STATES-039`) with its
/// statement, section, tests, and links to the failing cases charged to it.
enum HTMLRuleList {
    static func render(_ report: ConformanceReport) -> [String] {
        let sections = Dictionary(report.sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let categories = Set(report.rules.map(\.category)).sorted()
        let statuses = RuleStatus.allCases.filter { status in report.rules.contains { $0.status == status } }
        var out = [
            "<h2 id=\"rules\">Rules</h2>",
            "<div class=\"filters\">",
            select("f-level", "level", RuleLevel.allCases.map(\.rawValue)),
            select("f-category", "category", categories),
            select("f-status", "status", statuses.map(\.rawValue), label: StatusLabel.words),
            "<label>text <input id=\"f-text\" type=\"search\" placeholder=\"id, words, section\"></label>",
            "<button id=\"f-reset\" type=\"button\">reset</button><button id=\"f-expand\" type=\"button\">expand shown</button>"
                + "<button id=\"f-collapse\" type=\"button\">collapse all</button>",
            "<span id=\"f-count\"></span>",
            "</div>",
        ]
        for rule in report.rules { out.append(entry(rule, section: sections[rule.section])) }
        return out
    }

    private static func select(_ id: String, _ label: String, _ values: [String], label words: (String) -> String = { $0 }) -> String {
        let options = values.map { "<option value=\"\(escape($0))\">\(escape(words($0)))</option>" }.joined()
        return "<label>\(label) <select id=\"\(id)\"><option value=\"\">all</option>\(options)</select></label>"
    }

    private static func entry(_ rule: RuleEntry, section: SectionEntry?) -> String {
        let status = rule.status.rawValue
        var out = [
            "<details class=\"rule\" id=\"\(escape(rule.id))\" data-level=\"\(rule.level.rawValue)\" data-category=\"\(escape(rule.category))\" "
                + "data-status=\"\(status)\">",
            "<summary>\(HTMLReportRenderer.badge(status)) <code>\(escape(rule.id))</code><span class=\"text\">\(CodeSpans.html(rule.statement))</span>"
                + "<span class=\"tag\">\(rule.level.rawValue) · \(escape(rule.category))</span></summary>",
            "<div class=\"body\">",
            "<p class=\"statement\">\(CodeSpans.html(rule.statement))</p>",
            "<p class=\"meta\">Section: \(escape(section.map { $0.path.joined(separator: " › ") } ?? rule.section)) (<code>\(escape(rule.section))</code>)"
                + " · subject \(rule.subject.rawValue) · level \(rule.level.rawValue) · testability \(rule.testability.rawValue)</p>",
        ]
        if let note = rule.translationNote { out.append(translationNote(note)) }
        out.append("<h4>Tests (\(rule.tests.count))</h4>")
        if rule.tests.isEmpty {
            out.append(
                "<p class=\"muted\">\(rule.testability == .automated ? "No test names this rule." : "Not checked automatically: \(rule.testability.rawValue).")</p>"
            )
        } else {
            let items = rule.tests.map { test in
                let id = test.status == .failed ? CaseAnchor.link(test.id) : "<code>\(escape(test.id))</code>"
                return "<li>\(HTMLReportRenderer.badge(test.status.rawValue)) \(id) \(escape(test.name))</li>"
            }
            out.append("<ul class=\"tests\">\(items.joined())</ul>")
        }
        if let attestation = rule.attestation {
            out.append("<h4>Attested \(escape(attestation.verdict.rawValue)) by \(escape(attestation.reviewer)) on \(escape(attestation.date))</h4>")
            out.append("<p class=\"evidence\">\(escape(attestation.evidence))</p>")
        }
        if !rule.failures.isEmpty {
            let cases = rule.failures.map { "<li>\(CaseAnchor.link($0.test)) \(escape($0.name))</li>" }
            out.append("<h4>Charged in (\(rule.failures.count))</h4>")
            out.append("<ul class=\"tests failure\">\(cases.joined())</ul>")
        }
        out.append("</div></details>")
        return out.joined(separator: "\n")
    }

    /// The small note under a rule whose translation says something other than the original.
    static func translationNote(_ note: TranslationNote) -> String {
        "<p class=\"translation-note\">Translation note (\(note.kind.rawValue)): the translation \(escape(note.translationSays)); "
            + "the rule follows \(escape(note.ruleFollows)). \(escape(note.why))</p>"
    }

    private static func escape(_ text: String) -> String { HTMLReportRenderer.escape(text) }
}
