import LifecycleModel
import LifecycleSpec

/// Cases generated from `spec/tables/relaunch.json`: every relaunch row × every way an app
/// can end × every lock state × the iOS versions where the row changes, and, for a row whose
/// event needs a cellular radio, a device without one. What each combination must do follows
/// from the row's columns (docs/tables.md), and each check charges the rules of the reason it
/// applies, as the row's `facets` column gives them: the relaunch condition, the force-quit
/// block and its exception, the passcode lock, the cellular radio, the callback delivered.
enum RelaunchMatrix {
    /// Every generated case; empty when the tables cannot be read (a catalog test reports that).
    static let all: [ConformanceCase] = (try? ModelTables.bundled()).map { tables in tables.relaunch.flatMap(cases(for:)) } ?? []

    static func cases(for row: RelaunchRow) -> [ConformanceCase] {
        // A row that never relaunches states no rule that fixes it; hand-written cases cover its wake-ups.
        guard row.afterSystemTermination || row.event == .voipBoot else { return [] }
        let versions = row.forceQuitExceptionFrom.map { [IOSVersion($0.major - 1, 0), $0] } ?? [IOSVersion(12, 0)]
        let matrix = versions.flatMap { version in
            AppEnding.allCases.flatMap { ending in
                LockState.allCases.compactMap { lock in makeCase(row, ending: ending, lock: lock, ios: version) }
            }
        }
        let latest = versions.last ?? IOSVersion(12, 0)
        let withoutRadio = row.needsCellularRadio ? [makeCase(row, ending: .systemTermination, lock: .noPasscode, ios: latest, cellularRadio: false)] : []
        return matrix + withoutRadio.compactMap { $0 }
    }

    static func makeCase(_ row: RelaunchRow, ending: AppEnding, lock: LockState, ios: IOSVersion, cellularRadio: Bool = true) -> ConformanceCase? {
        var configuration = Configuration()
        configuration.iosVersion = ios
        configuration.linkedSDKVersion = ios
        configuration.hasCellularRadio = cellularRadio
        if let mode = row.requires?.backgroundMode { configuration.backgroundModes.insert(mode) }
        row.requires?.setting?.turnOn(in: &configuration)
        lock.apply(to: &configuration)
        let isBoot = row.event == .voipBoot
        var setup = [Stimulus.tapIcon, .homeButton] + ending.stimuli
        if ending == .reboot && lock == .passcodeUnlocked { setup.append(.firstUnlockAfterBoot) }
        let stimulus: Stimulus = isBoot ? .reboot : row.event == .remoteNotification ? .remoteNotification(contentAvailable: true) : .backgroundEvent(row.event)
        if isBoot && ending == .reboot { return nil }
        // A voip-mode app is launched at boot (RL-004, case VOIP-001), so after a reboot a VoIP
        // push finds it running rather than ended.
        if !isBoot && ending == .reboot && row.requires?.backgroundMode == .voip { return nil }
        let verdict =
            cellularRadio
            ? expectation(for: row, ending: ending, lock: lock, ios: ios, boot: isBoot)
            : Verdict(relaunches: false, facets: [.cellularRadio], reason: "the device has no cellular radio, which the event needs")
        let checks = verdict.checks(row)
        guard !checks.isEmpty else { return nil }
        let version = row.forceQuitExceptionFrom == nil ? "" : "-IOS\(ios.major)"
        let id = "RELAUNCH-\(row.id.dropFirst(3))-\(ending.code)-\(lock.code)\(version)\(cellularRadio ? "" : "-NORADIO")"
        let device = cellularRadio ? "" : ", no cellular radio"
        return ConformanceCase(
            id, "\(row.event.rawValue) after \(ending.words), \(lock.words)\(device), iOS \(ios): \(verdict.relaunches ? "relaunched" : "not relaunched")",
            hint: "check relaunch row \(row.id): afterSystemTermination \(row.afterSystemTermination), afterForceQuit \(row.afterForceQuit), "
                + "needsUnlockSinceBoot \(row.needsUnlockSinceBoot), needsCellularRadio \(row.needsCellularRadio)",
            configuration: configuration, app: ending.app, areas: [.relaunch, .termination, .backgroundEvents], setup: setup, stimuli: [stimulus],
            checks: checks)
    }

    /// What the row's columns say this combination does, and the reasons (facets) why.
    struct Verdict {
        let relaunches: Bool
        let facets: [RelaunchFacet]
        let reason: String

        /// The check of the verdict, charging the rules of its facets; when the app is relaunched,
        /// a second check that the event's callback follows the launch, charging the callback facet.
        func checks(_ row: RelaunchRow) -> [CaseCheck] {
            let named = Set(facets.flatMap(row.facets.rules))
            let rules = row.rules.filter(named.contains)
            guard relaunches else {
                guard !rules.isEmpty else { return [] }
                return [CaseCheck("not launched into the background: \(reason)", rules: rules, .trace(oneOf: [[]], filter: .callbacks))]
            }
            var checks: [CaseCheck] = []
            if !rules.isEmpty {
                // The launch is what the reason fixes; the applicationState inside it is another rule's (STATES-044).
                checks.append(
                    CaseCheck(
                        "launched into the background for the event: \(reason)", rules: rules,
                        .inOrder(["willFinishLaunching@*", "didFinishLaunching@*"], filter: .callbacks)))
            }
            let callbackRules = row.facets.rules(.callback)
            if let callback = row.callback, callback != .didFinishLaunching, !callbackRules.isEmpty {
                checks.append(
                    CaseCheck(
                        "the event reaches the relaunched app through \(callback.rawValue)", rules: callbackRules,
                        .inOrder(["didFinishLaunching@*", "\(callback.shortName)@*"], filter: .callbacks)))
            }
            return checks
        }
    }

    static func expectation(for row: RelaunchRow, ending: AppEnding, lock: LockState, ios: IOSVersion, boot: Bool) -> Verdict {
        if row.needsUnlockSinceBoot && lock.lockedAtEvent(after: ending, boot: boot) {
            return Verdict(relaunches: false, facets: [.passcode], reason: "the device has not been unlocked since it booted")
        }
        if ending == .forceQuit && !boot {
            if row.afterForceQuit { return Verdict(relaunches: true, facets: [.relaunch], reason: "the row relaunches after a force-quit") }
            if let from = row.forceQuitExceptionFrom, ios >= from {
                return Verdict(relaunches: true, facets: [.forceQuitException], reason: "the force-quit exception applies from iOS \(from)")
            }
            return Verdict(relaunches: false, facets: [.forceQuit], reason: "the user force-quit the app")
        }
        if boot && ending == .forceQuit {
            return Verdict(relaunches: true, facets: [.relaunch, .forceQuit], reason: "the device booted, which lifts the force-quit block")
        }
        let reason = boot ? "the device booted" : "the system ended the app (\(ending.words))"
        return Verdict(relaunches: true, facets: [.relaunch], reason: reason)
    }
}
