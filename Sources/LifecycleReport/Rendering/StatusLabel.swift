import LifecycleConformance

/// How a status reads and looks in `index.html`: a symbol and words, and a class whose
/// badge differs in shape as well as colour (solid, outlined, dashed, dotted, square), so
/// no status is told apart by colour alone.
enum StatusLabel {
    /// The words for a rule or test status (`manual` reads `manual, unreviewed`), in English.
    static func words(_ status: String) -> String { ReportText.english.status(status) }

    /// The symbol shown before the words.
    static func symbol(_ status: String) -> String {
        switch status {
        case RuleStatus.passed.rawValue, RuleStatus.attestedPass.rawValue: "✓"
        case RuleStatus.failed.rawValue, RuleStatus.attestedFail.rawValue: "✗"
        case RuleStatus.untested.rawValue: "○"
        case RuleStatus.notApplicable.rawValue: "⊘"
        case RuleStatus.manual.rawValue: "?"
        case RuleStatus.informative.rawValue: "i"
        case TestStatus.skipped.rawValue: "↷"
        default: "•"
        }
    }

    /// The badge: `<span class="badge status-attested-fail">✗ attested fail</span>`.
    static func badge(_ status: String, text: ReportText = .english) -> String {
        let escaped = MarkupEscaping.xml(status)
        return "<span class=\"badge status-\(escaped)\"><span aria-hidden=\"true\">\(symbol(status))</span> \(MarkupEscaping.xml(text.status(status)))</span>"
    }
}
