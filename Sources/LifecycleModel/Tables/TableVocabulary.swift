import LifecycleSpec

/// A closed list of values a table column may hold. An unknown value is rejected with the
/// nearest known spelling, so a typo in a table never passes unnoticed.
protocol TableVocabulary: RawRepresentable, CaseIterable where RawValue == String {
    /// What one value is called in messages: `trigger`, `callback`, `app state`.
    static var noun: String { get }
}

extension TableVocabulary {
    /// Every known spelling, in declaration order.
    static var spellings: [String] { allCases.map(\.rawValue) }

    /// The value spelled `text`, or a one-line message naming it and what to write instead.
    static func parse(_ text: String) -> Result<Self, VocabularyMismatch> {
        if let value = Self(rawValue: text) { return .success(value) }
        return .failure(VocabularyMismatch(noun: noun, value: text, known: spellings))
    }
}

/// A value outside a closed list: the message says which list, quotes the value (at most
/// 200 characters) and names the nearest known value, or the list when it is short.
struct VocabularyMismatch: Error {
    let message: String

    init(noun: String, value: String, known: [String]) {
        let quoted = value.count > 200 ? String(value.prefix(200)) + "…" : value
        var text = "unknown \(noun) '\(quoted)'"
        if let nearest = Self.nearest(to: value, in: known) {
            text += "; did you mean '\(nearest)'?"
        } else if known.count <= 12 {
            text += "; use one of: \(known.joined(separator: ", "))"
        } else {
            text += "; see the vocabulary in docs/tables.md"
        }
        message = text
    }

    /// The known value closest to `value` when it is close enough to be a typo.
    static func nearest(to value: String, in known: [String]) -> String? {
        let lowered = Array(value.lowercased())
        let scored = known.map { ($0, editDistance(lowered, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, min(value.count, best.0.count) / 3) ? best.0 : nil
    }

    /// The number of single-character insertions, deletions and substitutions between two texts.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension AppState: TableVocabulary { static var noun: String { "app state" } }
extension ApplicationStateValue: TableVocabulary { static var noun: String { "applicationState value" } }
extension Trigger: TableVocabulary { static var noun: String { "trigger" } }
extension Receiver: TableVocabulary { static var noun: String { "receiver" } }
extension Callback: TableVocabulary { static var noun: String { "callback" } }
extension BackgroundMode: TableVocabulary { static var noun: String { "background mode" } }
extension BackgroundEvent: TableVocabulary { static var noun: String { "background event" } }
extension DutyKey: TableVocabulary { static var noun: String { "duty" } }
extension TimedActivity: TableVocabulary { static var noun: String { "activity" } }
extension TerminationKind: TableVocabulary { static var noun: String { "termination kind" } }
extension Interruption: TableVocabulary { static var noun: String { "interruption" } }
extension SleepWakeBehaviour: TableVocabulary { static var noun: String { "Sleep/Wake reading" } }
extension SystemChangeKind: TableVocabulary { static var noun: String { "system change" } }
extension NotificationName: TableVocabulary { static var noun: String { "notification" } }
extension DutyConsequence: TableVocabulary { static var noun: String { "duty consequence" } }
extension DutyDeadline: TableVocabulary { static var noun: String { "deadline" } }
extension DutyCondition: TableVocabulary { static var noun: String { "duty condition" } }
extension BudgetConsequence: TableVocabulary { static var noun: String { "budget consequence" } }
extension RelaunchSetting: TableVocabulary { static var noun: String { "relaunch setting" } }
extension TransitionFacet: TableVocabulary { static var noun: String { "facet" } }
extension RelaunchFacet: TableVocabulary { static var noun: String { "facet" } }
