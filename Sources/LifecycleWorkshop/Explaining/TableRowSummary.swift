import LifecycleModel
import LifecycleSpec
import LifecycleText

/// One line that says what a row of a `spec/tables` file states, for explanations:
/// `not-running + launch-foreground [scenes: false] -> active: willFinishLaunching, didFinishLaunching, didBecomeActive`.
public enum TableRowSummary {
    /// The summary of `row`, a row of the table `tableID`, in the language of `words` (the
    /// tables' own values — states, events, duties, callbacks — stay as written).
    public static func text(of row: SpecTableRow, in tableID: String, words: Words = .english) -> String {
        let columns = row.columns
        func value(_ name: String) -> String? {
            guard let value = columns[name], value != .null else { return nil }
            return value.description
        }
        switch tableID {
        case "transitions":
            return transition(columns)
        case "relaunch":
            var parts = [words("row.relaunch", "event", value("event") ?? "?")]
            if let requires = columns["requires"]?.objectValue, let (key, needed) = requires.sorted(by: { $0.key < $1.key }).first {
                parts.append(words(key == "backgroundMode" ? "row.relaunch.requires-mode" : "row.relaunch.requires-setting", "value", needed))
            }
            let exception = value("forceQuitExceptionFrom").map { words("row.relaunch.exception", "version", $0) } ?? ""
            parts.append(
                columns["afterForceQuit"] == .bool(true)
                    ? words("row.relaunch.after-force-quit") : words("row.relaunch.not-after-force-quit", "exception", exception))
            if columns["needsUnlockSinceBoot"] == .bool(true) { parts.append(words("row.relaunch.unlock")) }
            return parts.joined(separator: "; ")
        case "background-modes":
            let wakes = columns["wakeEvents"]?.arrayValue?.map(\.description) ?? []
            let running = columns["keepsRunning"] == .bool(true) ? words("row.mode.keeps-running") : ""
            let events = wakes.isEmpty ? words("row.mode.no-event") : wakes.joined(separator: ", ")
            return words("row.mode", ["mode": value("mode") ?? "?", "events": events, "running": running])
        case "callback-duties":
            let callback = value("callback").map { Callback(rawValue: $0)?.shortName ?? $0 } ?? "?"
            return words("row.duty", ["duty": value("duty") ?? "?", "callback": callback, "consequence": value("consequence") ?? "none"])
        case "responsible-background-duties":
            return words(
                "row.duty.deadline", ["duty": value("duty") ?? "?", "deadline": value("deadline") ?? "", "consequence": value("consequence") ?? "none"])
        case "queued-notifications":
            let names = columns["notifications"]?.arrayValue?.map(\.description) ?? []
            let delivery = words(columns["coalesced"] == .bool(true) ? "row.queued.coalesced" : "row.queued.each")
            let posted = names.isEmpty ? words("row.queued.none") : names.joined(separator: ", ")
            return words("row.queued", ["kind": value("kind") ?? "?", "names": posted, "delivery": delivery])
        case "time-budgets":
            let about = columns["approximate"] == .bool(true) ? words("row.budget.about") : ""
            let from = value("iosFrom").flatMap(IOSVersion.init(parsing:))
            let range = IOSVersionRange(from: from, before: value("iosBefore").flatMap(IOSVersion.init(parsing:)))
            let consequence = value("consequence").map { words("row.budget.then", "consequence", $0) } ?? ""
            let values = [
                "activity": value("activity") ?? "?", "about": about, "seconds": value("seconds") ?? "?", "range": range.text(in: words),
                "consequence": consequence,
            ]
            return words("row.budget", values)
        default:
            return columns.keys.filter { $0 != "id" && $0 != "rules" }.sorted().map { "\($0): \(columns[$0]!)" }.joined(separator: "; ")
        }
    }

    /// `from + trigger [conditions] -> to: callbacks; snapshot`, scene-delegate callbacks as `scene.name`.
    static func transition(_ columns: [String: JSONValue]) -> String {
        let from = columns["from"]?.description ?? "?"
        let trigger = columns["trigger"]?.description ?? "?"
        let to = columns["to"]?.description ?? "?"
        let conditions = (columns["when"]?.objectValue ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let steps: [String] = (columns["steps"]?.arrayValue ?? []).compactMap { step in
            guard let object = step.objectValue, let selector = object["callback"]?.stringValue else { return nil }
            let name = Callback(rawValue: selector)?.shortName ?? selector
            return object["receiver"]?.stringValue == Receiver.sceneDelegate.rawValue ? "scene.\(name)" : name
        }
        var text = "\(from) + \(trigger)\(conditions.isEmpty ? "" : " [\(conditions.joined(separator: ", "))]") -> \(to)"
        text += steps.isEmpty ? " (no callback)" : ": " + steps.joined(separator: ", ")
        if columns["snapshot"] == .bool(true) { text += "; snapshot" }
        return text
    }
}
