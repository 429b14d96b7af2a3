import LifecycleModel
import LifecycleText

/// The duties lines of a step: for each moment a duty fell due (a callback's return,
/// entering the background, suspension), the duties the tables give and whether the app
/// met them. Met duties share a line; each broken one gets its own, with its row, what the
/// system does about it and its rules.
///
/// ```
///   duties:
///     by the end of applicationWillResignActive:
///       met     timers-stopped, metadata-queries-stopped, no-new-tasks, video-paused, …
/// ```
public enum DutyLines {
    /// The lines for `findings`, indented by `indent`; none when no duty fell due.
    public static func lines(for findings: [DutyFinding], tables: ModelTables, indent: String = "  ", words: Words = .english) -> [String] {
        guard !findings.isEmpty else { return [] }
        var lines = [indent + words("sim.duties")]
        var moments: [String] = []
        for finding in findings where !moments.contains(finding.dueAt) { moments.append(finding.dueAt) }
        for moment in moments {
            let due = findings.filter { $0.dueAt == moment }
            lines.append("\(indent)  \(title(of: moment, words: words))")
            let met = due.filter(\.met).map(\.duty.rawValue)
            lines += wrapped(met, first: "\(indent)    " + TerminalColumns.padded(words("sim.duties.met"), to: 8), next: "\(indent)            ")
            for broken in due where !broken.met {
                let consequence = consequence(of: broken.rowID, in: tables).map { words("sim.duties.if-broken", "consequence", $0) } ?? ""
                let rules = words("sim.duties.rules", "rules", broken.rules.prefix(3).joined(separator: ", ") + (broken.rules.count > 3 ? ", …" : ""))
                let label = TerminalColumns.padded(words("sim.duties.broken"), to: 8)
                lines.append("\(indent)    \(label)\(broken.duty.rawValue)  (\(broken.rowID)\(consequence); \(rules))")
            }
        }
        return lines
    }

    /// `by the end of applicationWillResignActive:`, `on entering the background`, `before suspension`.
    static func title(of moment: String, words: Words = .english) -> String {
        switch moment {
        case "on-entering-background": words("sim.duties.entering-background")
        case "before-suspension": words("sim.duties.before-suspension")
        default: words("sim.duties.end-of", "callback", moment)
        }
    }

    static func consequence(of rowID: String, in tables: ModelTables) -> String? {
        let row = (tables.callbackDuties + tables.responsibleBackgroundDuties).first { $0.id == rowID }
        guard let consequence = row?.consequence, consequence != .none else { return nil }
        return consequence.rawValue
    }

    /// Words joined with commas into lines of about 100 characters.
    static func wrapped(_ words: [String], first: String, next: String) -> [String] {
        guard !words.isEmpty else { return [] }
        var lines = [first]
        for word in words {
            let current = lines[lines.count - 1]
            let fresh = current == first || current == next
            if !fresh && current.count + word.count + 2 > 100 {
                lines[lines.count - 1] += ","
                lines.append(next + word)
            } else {
                lines[lines.count - 1] += (fresh ? "" : ", ") + word
            }
        }
        return lines
    }
}
