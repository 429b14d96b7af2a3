import LifecycleModel
import LifecycleSpec

/// One line that says what a row of a `spec/tables` file states, for explanations:
/// `not-running + launch-foreground [scenes: false] -> active: willFinishLaunching, didFinishLaunching, didBecomeActive`.
public enum TableRowSummary {
    /// The summary of `row`, a row of the table `tableID`.
    public static func text(of row: SpecTableRow, in tableID: String) -> String {
        let columns = row.columns
        func value(_ name: String) -> String? {
            guard let value = columns[name], value != .null else { return nil }
            return value.description
        }
        switch tableID {
        case "transitions":
            return transition(columns)
        case "relaunch":
            var parts = ["relaunch for \(value("event") ?? "?")"]
            if let requires = columns["requires"]?.objectValue, let (key, needed) = requires.sorted(by: { $0.key < $1.key }).first {
                parts.append("requires \(key == "backgroundMode" ? "background mode" : "setting") \(needed)")
            }
            let exception = value("forceQuitExceptionFrom").map { " (except from iOS \($0))" } ?? ""
            parts.append(columns["afterForceQuit"] == .bool(true) ? "also after a force-quit" : "not after a force-quit\(exception)")
            if columns["needsUnlockSinceBoot"] == .bool(true) { parts.append("needs an unlock since boot") }
            return parts.joined(separator: "; ")
        case "background-modes":
            let wakes = columns["wakeEvents"]?.arrayValue?.map(\.description) ?? []
            let running = columns["keepsRunning"] == .bool(true) ? "; keeps the app running" : ""
            return "mode \(value("mode") ?? "?"): wakes for \(wakes.isEmpty ? "no event" : wakes.joined(separator: ", "))\(running)"
        case "callback-duties":
            let callback = value("callback").map { Callback(rawValue: $0)?.shortName ?? $0 } ?? "?"
            return "duty \(value("duty") ?? "?") in \(callback); if broken: \(value("consequence") ?? "none")"
        case "responsible-background-duties":
            return "duty \(value("duty") ?? "?") \(value("deadline") ?? ""); if broken: \(value("consequence") ?? "none")"
        case "queued-notifications":
            let names = columns["notifications"]?.arrayValue?.map(\.description) ?? []
            let delivery = columns["coalesced"] == .bool(true) ? "coalesced to the net change" : "one per change"
            return "\(value("kind") ?? "?") changes while suspended: \(names.isEmpty ? "no notification" : names.joined(separator: ", ")), \(delivery)"
        case "time-budgets":
            let about = columns["approximate"] == .bool(true) ? "about " : ""
            let from = value("iosFrom").flatMap(IOSVersion.init(parsing:))
            let range = IOSVersionRange(from: from, before: value("iosBefore").flatMap(IOSVersion.init(parsing:)))
            let consequence = value("consequence").map { "; then \($0)" } ?? ""
            return "\(value("activity") ?? "?"): \(about)\(value("seconds") ?? "?") s (\(range))\(consequence)"
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
