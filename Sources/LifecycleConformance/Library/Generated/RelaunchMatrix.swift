import LifecycleModel
import LifecycleSpec

/// Cases generated from `spec/tables/relaunch.json`: every relaunch row × every way an app
/// can end × every lock state × the iOS versions where the row changes. What each
/// combination must do follows from the row's columns (docs/tables.md), and each check
/// charges the rules of the reason it applies: the row's own relaunch condition, the
/// force-quit block and its exception, or the passcode lock.
enum RelaunchMatrix {
    /// Every generated case; empty when the tables cannot be read (a catalog test reports that).
    static let all: [ConformanceCase] = (try? ModelTables.bundled()).map { tables in tables.relaunch.flatMap(cases(for:)) } ?? []

    /// The rules the relaunch rows share, by the reason they give.
    enum SharedRules {
        /// An app ended for a reason other than a force-quit may be relaunched for its events.
        static let relaunch: Set<String> = ["APG-111", "BGEXEC-172"]
        /// A force-quit app is not relaunched until the user launches it or the device reboots.
        static let forceQuit: Set<String> = ["APG-117", "BGEXEC-182", "BGEXEC-184"]
        /// The location exception to the force-quit block.
        static let forceQuitException: Set<String> = ["APG-118", "BGEXEC-183"]
        /// No background launch before the first unlock of a passcode device.
        static let passcode: Set<String> = ["BGEXEC-185"]
    }

    static func cases(for row: RelaunchRow) -> [ConformanceCase] {
        // A row that never relaunches states no rule that fixes it; hand-written cases cover its wake-ups.
        guard row.afterSystemTermination || row.event == .voipBoot else { return [] }
        let versions = row.forceQuitExceptionFrom.map { [IOSVersion($0.major - 1, 0), $0] } ?? [IOSVersion(12, 0)]
        return versions.flatMap { version in
            AppEnding.allCases.flatMap { ending in
                LockState.allCases.compactMap { lock in makeCase(row, ending: ending, lock: lock, ios: version) }
            }
        }
    }

    static func makeCase(_ row: RelaunchRow, ending: AppEnding, lock: LockState, ios: IOSVersion) -> ConformanceCase? {
        var configuration = Configuration()
        configuration.iosVersion = ios
        configuration.linkedSDKVersion = ios
        if let mode = row.requires?.backgroundMode { configuration.backgroundModes.insert(mode) }
        row.requires?.setting?.turnOn(in: &configuration)
        lock.apply(to: &configuration)
        let isBoot = row.event == .voipBoot
        var setup = [Stimulus.tapIcon, .homeButton] + ending.stimuli
        if ending == .reboot && lock == .passcodeUnlocked { setup.append(.firstUnlockAfterBoot) }
        let stimulus: Stimulus = isBoot ? .reboot : row.event == .remoteNotification ? .remoteNotification(contentAvailable: true) : .backgroundEvent(row.event)
        if isBoot && ending == .reboot { return nil }
        let verdict = expectation(for: row, ending: ending, lock: lock, ios: ios, boot: isBoot)
        let id = "RELAUNCH-\(row.id.dropFirst(3))-\(ending.code)-\(lock.code)\(row.forceQuitExceptionFrom == nil ? "" : "-IOS\(ios.major)")"
        return ConformanceCase(
            id, "\(row.event.rawValue) after \(ending.words), \(lock.words), iOS \(ios): \(verdict.relaunches ? "relaunched" : "not relaunched")",
            hint: "check relaunch row \(row.id): afterSystemTermination \(row.afterSystemTermination), afterForceQuit \(row.afterForceQuit), "
                + "needsUnlockSinceBoot \(row.needsUnlockSinceBoot)",
            configuration: configuration, app: ending.app, areas: [.relaunch, .termination, .backgroundEvents], setup: setup, stimuli: [stimulus],
            checks: [verdict.check(row)])
    }

    /// What the row's columns say this combination does, and why.
    struct Verdict {
        let relaunches: Bool
        let rules: Set<String>
        let reason: String

        func check(_ row: RelaunchRow) -> CaseCheck {
            let ordered = row.rules.filter(rules.contains) + rules.subtracting(row.rules).sorted()
            guard relaunches else {
                return CaseCheck("not launched into the background: \(reason)", rules: ordered, .trace(oneOf: [[]], filter: .callbacks))
            }
            // The launch is what the row fixes; the applicationState inside it is another rule's (STATES-044).
            var lines = ["willFinishLaunching@*", "didFinishLaunching@*"]
            if let callback = row.callback, callback != .didFinishLaunching { lines.append("\(callback.shortName)@*") }
            return CaseCheck("launched into the background for the event: \(reason)", rules: ordered, .inOrder(lines, filter: .callbacks))
        }
    }

    static func expectation(for row: RelaunchRow, ending: AppEnding, lock: LockState, ios: IOSVersion, boot: Bool) -> Verdict {
        let own = Set(row.rules).subtracting(SharedRules.forceQuit).subtracting(SharedRules.forceQuitException).subtracting(SharedRules.passcode)
        if row.needsUnlockSinceBoot && lock.lockedAtEvent(after: ending, boot: boot) {
            return Verdict(relaunches: false, rules: SharedRules.passcode, reason: "the device has not been unlocked since it booted")
        }
        if ending == .forceQuit && !boot {
            if row.afterForceQuit { return Verdict(relaunches: true, rules: own, reason: "the row relaunches after a force-quit") }
            if let from = row.forceQuitExceptionFrom, ios >= from {
                return Verdict(relaunches: true, rules: SharedRules.forceQuitException, reason: "the force-quit exception applies from iOS \(from)")
            }
            return Verdict(relaunches: false, rules: SharedRules.forceQuit.intersection(row.rules), reason: "the user force-quit the app")
        }
        let reason = boot ? "the device booted" : "the system ended the app (\(ending.words))"
        var rules = own
        if ending == .reboot || (boot && ending == .forceQuit) { rules.formUnion(SharedRules.forceQuit.intersection(["BGEXEC-184"])) }
        return Verdict(relaunches: true, rules: rules, reason: reason)
    }
}
