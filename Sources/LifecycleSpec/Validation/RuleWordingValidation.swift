extension ValidationContext {
    /// Reports a rule whose level is not the one its level basis gives, or whose subject
    /// does not fit its basis (system wording on an app rule, a permission to the app on a
    /// system rule). Extension levels are checked by the caller.
    mutating func checkLevelAgreesWithBasis(
        level: RuleLevel, basis: LevelBasis, subject: RuleSubject?, file: String, line: Int?, record: String
    ) {
        guard level != .extension, basis != .beyondDocuments else { return }
        if basis.level != level {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "level",
                    message:
                        "level '\(level.rawValue)' contradicts levelBasis '\(basis.rawValue)', which gives '\(basis.level.rawValue)'; "
                        + "change one of them (see the level policy in docs/spec-format.md)"))
        }
        guard let subject, let expected = Self.subject(for: basis), subject != expected else { return }
        report(
            SpecDiagnostic(
                file: file, line: line, record: record, field: "subject",
                message: "levelBasis '\(basis.rawValue)' describes the \(expected.rawValue), but the subject is '\(subject.rawValue)'; change one of them"))
    }

    /// The subject a basis implies, when it implies one.
    static func subject(for basis: LevelBasis) -> RuleSubject? {
        switch basis {
        case .systemBehaviour, .systemMayWording: .system
        case .mayWording: .app
        default: nil
        }
    }
}
