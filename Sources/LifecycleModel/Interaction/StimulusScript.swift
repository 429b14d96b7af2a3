/// Reads and writes stimuli in the one-line form used by scripts, the simulator and the
/// explorer's counterexamples: `tap-icon`, `home`, `wait 30`, `event fetch`,
/// `change orientation 3`, `push content-available`, …
public enum StimulusScript {
    /// Parses one line; `#` starts a comment. Returns nil for a blank line.
    public static func parse(_ line: String) throws(LifecycleError) -> Stimulus? {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let head = words.first else { return nil }
        let rest = Array(words.dropFirst())
        func number(_ index: Int, _ what: String) throws(LifecycleError) -> Int {
            guard index < rest.count, let value = Int(rest[index]) else {
                throw LifecycleError(.invalidArgument, id: "sim.script.needs-number", ["word": head], valueIDs: ["what": what])
            }
            return value
        }
        func noArguments(_ stimulus: Stimulus) throws(LifecycleError) -> Stimulus {
            guard rest.isEmpty else { throw LifecycleError(.invalidArgument, id: "sim.script.takes-no-argument", ["word": head]) }
            return stimulus
        }
        switch head {
        case "tap-icon", "launch": return try noArguments(.tapIcon)
        case "open-url": return try noArguments(.openURL)
        case "home": return try noArguments(.homeButton)
        case "app-switch": return try noArguments(.appSwitch)
        case "incoming-call", "call": return try noArguments(.incomingCall)
        case "answer-call", "answer": return try noArguments(.answerCall)
        case "decline-call", "decline": return try noArguments(.declineCall)
        case "end-call", "hang-up": return try noArguments(.endCall)
        case "banner": return try noArguments(.notificationBanner)
        case "pull-notification-center": return try noArguments(.pullNotificationCenter)
        case "dismiss-notification-center": return try noArguments(.dismissNotificationCenter)
        case "lock": return try noArguments(.lock)
        case "unlock": return try noArguments(.unlock)
        case "first-unlock": return try noArguments(.firstUnlockAfterBoot)
        case "memory-pressure": return .memoryPressure(megabytes: rest.isEmpty ? 100 : try number(0, "sim.what.megabytes-to-free"))
        case "force-quit": return try noArguments(.forceQuit)
        case "reboot": return try noArguments(.reboot)
        case "system-terminate": return try noArguments(.systemTerminate)
        case "touch": return try noArguments(.touch)
        case "redraw": return try noArguments(.requestRedraw)
        case "open-app-switcher", "switcher": return try noArguments(.openAppSwitcher)
        case "snapshot-after-screen-updates": return try noArguments(.snapshotAfterScreenUpdates)
        case "fire-local-notification": return try noArguments(.fireLocalNotification)
        case "schedule-local-notifications": return .scheduleLocalNotifications(count: try number(0, "sim.what.count"))
        case "present-local-notification-now": return try noArguments(.presentLocalNotificationNow)
        case "schedule-repeating-local-notification": return try noArguments(.scheduleRepeatingLocalNotification)
        case "cancel-local-notifications": return try noArguments(.cancelLocalNotifications)
        case "list-local-notifications": return try noArguments(.listLocalNotifications)
        case "access-protected-file": return try noArguments(.accessProtectedFile)
        case "network-change": return try noArguments(.networkChange)
        case "back-up": return try noArguments(.backUpDevice)
        case "update-app": return try noArguments(.updateApp)
        case "receive-file":
            guard rest.count == 1 else { throw LifecycleError(.invalidArgument, id: "sim.script.receive-file-needs-type") }
            return .receiveFile(type: rest[0])
        case "wait":
            guard rest.count == 1, let seconds = Double(rest[0]) else { throw LifecycleError(.invalidArgument, id: "sim.script.wait-needs-seconds") }
            return .wait(seconds: seconds)
        case "push":
            guard rest.count <= 1, rest.first.map({ $0 == "content-available" }) ?? true else {
                throw LifecycleError(.invalidArgument, id: "sim.script.push-takes-content-available")
            }
            return .remoteNotification(contentAvailable: !rest.isEmpty)
        case "event":
            guard rest.count == 1, let event = BackgroundEvent(rawValue: rest[0]) else {
                throw LifecycleError(
                    .invalidArgument, id: "sim.script.event-needs", ["known": BackgroundEvent.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            return .backgroundEvent(event)
        case "user-event":
            guard rest.count == 1, let event = UserEvent(rawValue: rest[0]) else {
                throw LifecycleError(
                    .invalidArgument, id: "sim.script.user-event-needs", ["known": UserEvent.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            return .userEvent(event)
        case "change":
            guard rest.count == 2, let kind = SystemChangeKind(rawValue: rest[0]), let value = Int(rest[1]) else {
                throw LifecycleError(
                    .invalidArgument, id: "sim.script.change-needs", ["known": SystemChangeKind.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            return .systemChange(kind, value: value)
        default:
            throw LifecycleError(.invalidArgument, id: "sim.script.unknown-stimulus", ["word": quoted(head)])
        }
    }

    /// Parses a whole script, naming the line of a bad stimulus. Lines may end in `\n`,
    /// `\r\n` or `\r`, and a leading byte order mark is ignored (see ``lines(of:)``).
    public static func parseScript(_ text: String, file: String = "script") throws(LifecycleError) -> [Stimulus] {
        var stimuli: [Stimulus] = []
        for (index, line) in lines(of: text).enumerated() {
            do {
                if let stimulus = try parse(String(line)) { stimuli.append(stimulus) }
            } catch {
                throw error.at(file, line: index + 1)
            }
        }
        return stimuli
    }

    /// The lines of a script as editors on any system save it: a leading byte order mark
    /// (U+FEFF) is dropped, and `\n`, `\r\n` and a lone `\r` all end a line. Like splitting at
    /// `\n`, a text ending in a line end has an empty last line.
    public static func lines(of text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var start = scalars.first == "\u{FEFF}" ? scalars.index(after: scalars.startIndex) : scalars.startIndex
        var index = start
        var lines: [Substring] = []
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                scalars.formIndex(after: &index)
                continue
            }
            lines.append(Substring(scalars[start..<index]))
            scalars.formIndex(after: &index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { scalars.formIndex(after: &index) }
            start = index
        }
        lines.append(Substring(scalars[start..<index]))
        return lines
    }

    /// A word of a script line as messages quote it: at most 200 characters, the rest elided.
    static func quoted(_ word: String) -> String {
        let limit = 200
        let scalars = word.unicodeScalars
        guard scalars.count > limit else { return "'\(word)'" }
        let kept = String(String.UnicodeScalarView(scalars.prefix(limit)))
        return "'\(kept)'… (\(scalars.count - limit) more characters)"
    }

    /// The script line for a stimulus (the inverse of `parse`).
    public static func line(for stimulus: Stimulus) -> String { stimulus.name }
}
