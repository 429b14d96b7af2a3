import LifecycleConformance
import LifecycleSpec
import LifecycleText

/// The rule list of `index.html`: filters by level, category, status and text, and one
/// `<details>` per rule (its anchor is the rule id: `index.html#STATES-039`) with its
/// statement, section, tests, and links to the failing cases charged to it.
enum HTMLRuleList {
    static func render(_ report: ConformanceReport, text: ReportText = .english) -> [String] {
        let words = text.words
        let sections = Dictionary(report.sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let categories = Set(report.rules.map(\.category)).sorted()
        let statuses = RuleStatus.allCases.filter { status in report.rules.contains { $0.status == status } }
        var out = [
            "<h2 id=\"rules\">\(words("page.rules.heading"))</h2>",
            "<div class=\"filters\">",
            select("f-level", words("page.rules.level"), RuleLevel.allCases.map(\.rawValue), all: words("page.rules.all")) { words("level." + $0) },
            select("f-category", words("page.rules.category"), categories, all: words("page.rules.all")),
            select("f-status", words("page.rules.status"), statuses.map(\.rawValue), all: words("page.rules.all"), label: text.status),
            "<label>\(words("page.rules.text")) <input id=\"f-text\" type=\"search\" placeholder=\"\(words("page.rules.text-placeholder"))\"></label>",
            "<button id=\"f-reset\" type=\"button\">\(words("page.rules.reset"))</button><button id=\"f-expand\" type=\"button\">"
                + "\(words("page.rules.expand"))</button><button id=\"f-collapse\" type=\"button\">\(words("page.rules.collapse"))</button>",
            "<span id=\"f-count\" data-template=\"\(escape(words("page.rules.count")))\"></span>",
            "</div>",
        ]
        if report.failedRules.isEmpty, let howTo = text.passageHowTo { out.insert("<p class=\"muted seeds-how-to\">\(escape(howTo))</p>", at: 1) }
        for rule in report.rules { out.append(entry(rule, section: sections[rule.section], text: text)) }
        return out
    }

    private static func select(_ id: String, _ label: String, _ values: [String], all: String, label words: (String) -> String = { $0 }) -> String {
        let options = values.map { "<option value=\"\(escape($0))\">\(escape(words($0)))</option>" }.joined()
        return "<label>\(label) <select id=\"\(id)\"><option value=\"\">\(escape(all))</option>\(options)</select></label>"
    }

    private static func entry(_ rule: RuleEntry, section: SectionEntry?, text: ReportText) -> String {
        let words = text.words
        let translated = text.translated(rule.id, english: rule.statement)
        let sectionPath = escape(section.map { $0.path.joined(separator: " › ") } ?? rule.section)
        let meta = words(
            "page.rule.meta",
            [
                "section": sectionPath, "id": escape(rule.section), "subject": words("subject." + rule.subject.rawValue), "level": text.level(rule.level),
                "testability": words("testability." + rule.testability.rawValue),
            ])
        let status = rule.status.rawValue
        var out = [
            "<details class=\"rule\" id=\"\(escape(rule.id))\" data-level=\"\(rule.level.rawValue)\" data-category=\"\(escape(rule.category))\" "
                + "data-status=\"\(status)\">",
            "<summary>\(HTMLReportRenderer.badge(status, text: text)) <code>\(escape(rule.id))</code>"
                + "<span class=\"text\">\(CodeSpans.html(translated ?? rule.statement))</span>"
                + "<span class=\"tag\">\(text.level(rule.level)) · \(escape(rule.category))</span></summary>",
            "<div class=\"body\">",
            "<p class=\"statement\">\(CodeSpans.html(translated ?? rule.statement))</p>",
        ]
        if translated != nil {
            out.append("<p class=\"english\" lang=\"en\">\(words("page.rule.english", "statement", CodeSpans.html(rule.statement)))</p>")
        }
        if let passage = text.passageHTML(rule.id, explainsMissing: rule.status == .failed) { out.append(passage) }
        out.append("<p class=\"meta\">\(meta)</p>")
        if let note = rule.translationNote { out.append(translationNote(note, words: words)) }
        out.append("<h4>\(words("page.rule.tests", "count", rule.tests.count))</h4>")
        if rule.tests.isEmpty {
            out.append(
                "<p class=\"muted\">\(rule.testability == .automated ? words("page.rule.no-test") : words("page.rule.not-automated", "testability", words("testability." + rule.testability.rawValue)))</p>"
            )
        } else {
            let items = rule.tests.map { test in
                let id = test.status == .failed ? CaseAnchor.link(test.id) : "<code>\(escape(test.id))</code>"
                // A kit case is named by its title (in the report's language); a test of an
                // event stream by the name its run gave it.
                let name = ConformanceSuite.case(test.id).map { words.text($0.title) } ?? test.name
                return "<li>\(HTMLReportRenderer.badge(test.status.rawValue, text: text)) \(id) \(escape(name))</li>"
            }
            out.append("<ul class=\"tests\">\(items.joined())</ul>")
        }
        if let attestation = rule.attestation {
            out.append(
                "<h4>\(words("page.rule.attested", ["verdict": escape(attestation.verdict.rawValue), "reviewer": escape(attestation.reviewer), "date": escape(attestation.date)]))</h4>"
            )
            out.append("<p class=\"evidence\">\(escape(attestation.evidence))</p>")
        }
        if !rule.failures.isEmpty {
            let cases = rule.failures.map { failure in
                let name = ConformanceSuite.case(failure.test).map { words.text($0.title) } ?? failure.name
                return "<li>\(CaseAnchor.link(failure.test)) \(escape(name))</li>"
            }
            out.append("<h4>\(words("page.rule.charged-in", "count", rule.failures.count))</h4>")
            out.append("<ul class=\"tests failure\">\(cases.joined())</ul>")
        }
        out.append("</div></details>")
        return out.joined(separator: "\n")
    }

    /// The small note under a rule whose translation says something other than the original.
    static func translationNote(_ note: TranslationNote, words: Words = .english) -> String {
        let values = ["kind": note.kind.rawValue, "says": escape(note.translationSays), "follows": escape(note.ruleFollows), "why": escape(note.why)]
        return "<p class=\"translation-note\">\(words("page.rule.translation-note", values))</p>"
    }

    private static func escape(_ text: String) -> String { HTMLReportRenderer.escape(text) }
}
