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

    /// Reads a rule's translation note: a known kind and three non-empty texts, the
    /// translation's words and the rule's choice told apart.
    mutating func translationNote(_ raw: RawTranslationNote?, file: String, line: Int?, record: String) -> TranslationNote? {
        guard let raw else { return nil }
        let kind = requireEnum(TranslationNoteKind.self, raw.kind, file: file, line: line, record: record, field: "translationNote.kind")
        let says = requireText(raw.translationSays, file: file, line: line, record: record, field: "translationNote.translationSays")
        let follows = requireText(raw.ruleFollows, file: file, line: line, record: record, field: "translationNote.ruleFollows")
        let why = requireText(raw.why, file: file, line: line, record: record, field: "translationNote.why")
        guard let kind, let says, let follows, let why else { return nil }
        if says == follows {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "translationNote.ruleFollows",
                    message: "repeats translationSays; a note records a departure, so say what the rule follows instead"))
            return nil
        }
        return TranslationNote(kind: kind, translationSays: says, ruleFollows: follows, why: why)
    }
}
