extension CaseCheck {
    /// A check of the app side's duties (contract §10): each duty of the callback-duty and
    /// responsible-background-duty tables that carries one of `rules` and falls due during the
    /// run must be met; a broken duty charges its own rules among `rules` only.
    static func duty(_ summary: String, rules: [String], line: Int = #line) -> CaseCheck {
        CaseCheck(summary, rules: rules, .dutiesMet, line: line)
    }
}
