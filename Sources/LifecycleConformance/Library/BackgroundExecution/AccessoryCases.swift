import LifecycleModel

/// Accessories in the background: external accessories and Bluetooth LE centrals and
/// peripherals wake the app, Bluetooth relaunches it once terminated, and the app goes
/// back to sleep once it has handled the data.
enum AccessoryCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "ACCESSORY-001", "with the external-accessory mode, data from the accessory wakes the suspended app in the background",
            hint: "check that an accessory event reaches a suspended app that declares external-accessory",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, areas: [.backgroundEvents],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.externalAccessory)],
            checks: [
                CaseCheck(
                    "new accessory data wakes the suspended app in the background to process it", rules: ["BGEXEC-146", "BGEXEC-142"],
                    BackgroundEventChecks.wake("accessoryEvent")),
                CaseCheck(
                    "the accessory app gets background execution time: it handles the data in the background and is not ended",
                    rules: ["BGEXEC-067", "APG-103", "SCENE-073", "BGEXEC-054"],
                    .all([.inOrder(["accessoryEvent@background"], filter: .callbacks), .excludes(["terminated("], filter: .everything)])),
            ]),
        ConformanceCase(
            "ACCESSORY-002", "without the external-accessory mode, accessory data does not wake a suspended app",
            hint: "check that accessory events wake only apps that declare the external-accessory mode",
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.externalAccessory)],
            checks: [
                CaseCheck(
                    "without the mode the accessory data reaches nothing and wakes nothing", rules: ["BGEXEC-142"],
                    .all([BackgroundEventChecks.nothingHappens, .finalState(.suspended)]))
            ]),
        bluetooth(
            "ACCESSORY-003", "a Bluetooth central app is woken, and relaunched after a system termination, when a peripheral delivers data",
            hint: "check the bluetooth-central mode: a wake while suspended and a background relaunch once terminated",
            mode: .bluetoothCentral, event: .bluetoothCentral, modeRules: ["BGEXEC-068", "SCENE-074"], relaunchRule: "APG-114"),
        bluetooth(
            "ACCESSORY-004", "an app acting as a Bluetooth peripheral is woken, and relaunched after a system termination, for a command from a central",
            hint: "check the bluetooth-peripheral mode: a wake while suspended and a background relaunch once terminated",
            mode: .bluetoothPeripheral, event: .bluetoothPeripheral, modeRules: ["BGEXEC-069", "SCENE-075"], relaunchRule: "APG-115"),
        ConformanceCase(
            "ACCESSORY-005", "the app processes accessory data quickly and lets itself be suspended again",
            subject: .app, hint: "check that the app's accessory handler returns promptly and starts no work that keeps it awake",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, areas: [.backgroundEvents, .appDuties],
            // The hour of waiting lets any background task of the app run out first, so the check
            // sees what the accessory data itself does, not what the app did on leaving.
            setup: [.tapIcon, .homeButton, .wait(seconds: 3600)], stimuli: [.backgroundEvent(.externalAccessory)],
            checks: [
                CaseCheck("premise: the accessory data reaches the app, unless the app ended while it waited", rules: [], accessoryDataReachesApp),
                CaseCheck("once it has handled the data the app is suspended again, not ended", rules: ["BGEXEC-151"], suspendedAfterAccessoryData),
            ]),
    ]

    /// A Bluetooth case: the event wakes the suspended app, and once the system has ended it,
    /// launches it into the background. `modeRules` concern both; `relaunchRule` the relaunch.
    static func bluetooth(
        _ id: String, _ title: String, hint: String, mode: BackgroundMode, event: BackgroundEvent, modeRules: [String], relaunchRule: String,
        line: Int = #line
    ) -> ConformanceCase {
        ConformanceCase(
            id, title, hint: hint, configuration: .with { $0.backgroundModes = [mode] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(event), .systemTerminate, .backgroundEvent(event)],
            checks: [
                CaseCheck(
                    "the Bluetooth event wakes the suspended app in the background", rules: modeRules,
                    BackgroundEventChecks.wakeBeforeTermination("bluetoothEvent"), line: line),
                CaseCheck(
                    "once the system ended it, the Bluetooth event launches it into the background", rules: [relaunchRule] + modeRules,
                    BackgroundEventChecks.launchIntoBackground("bluetoothEvent", afterTermination: true), line: line),
                BackgroundEventChecks.launchMethodsReadBackground(line: line),
            ], line: line)
    }

    /// After the accessory callback the app passes back to suspended and its process does not
    /// end (BGEXEC-151: the app lets itself be suspended again). The states and the chain are
    /// read apart (contract §1). Nothing to judge when the data never reached the app, which
    /// the premise reports.
    /// The accessory data reaches the app, unless the app's process ended during the setup's
    /// wait (a background task of its own ran out: another case's matter), when there is
    /// nothing here to judge.
    static let accessoryDataReachesApp = CaseExpectation.check("the accessory data reaches the app") { evidence in
        if evidence.setup.contains(where: { if case .terminated = $0 { true } else { false } }) { return nil }
        if evidence.canonical(.callbacks).chain.contains(where: { $0.hasPrefix("accessoryEvent@") }) { return nil }
        return "expected 'accessoryEvent@*' (in order: accessoryEvent@*) but it was not observed"
    }

    static let suspendedAfterAccessoryData = CaseExpectation.check("suspended after the accessory data") { evidence in
        let trace = evidence.canonical(.everything)
        guard trace.chain.contains(where: { $0.hasPrefix("accessoryEvent@") }) else { return nil }
        if let end = trace.chain.first(where: { $0.hasPrefix("terminated(") }) { return "the app's process ended (\(end)) instead of being suspended" }
        return trace.states.last == "state:suspended" && evidence.finalState == .suspended
            ? nil
            : "the app was not suspended again after the accessory data; states passed through: "
                + (trace.states.isEmpty ? "none" : trace.states.joined(separator: ", "))
    }
}
