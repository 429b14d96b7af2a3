import LifecycleModel

/// The airplane-mode alert (APG-456…APG-459): when an app that needs Wi-Fi
/// (`UIRequiresPersistentWiFi`) is launched while the device is in airplane mode and the user
/// has not turned Wi-Fi back on since, the system tells the user at launch; without the key,
/// or once Wi-Fi is back, it has nothing to tell. The alert is a system action free in
/// position among the launch's lines (contract §8).
enum DeviceCases {
    static let all: [ConformanceCase] = [alertShown, noAlertWithoutKey, noAlertAfterWiFiBack, wifiKeptOn]

    /// The documents fix no idle time after which Wi-Fi goes off, only that it does not while
    /// such an app runs; so the check looks at a long wait with the app active.
    static let wifiKeptOn = ConformanceCase(
        "DEVICE-004", "while an app that needs Wi-Fi runs, the system does not turn the Wi-Fi radio off",
        hint: "while an app with UIRequiresPersistentWiFi is running, report no wifi-off, however long Wi-Fi sits idle",
        configuration: wifiApp, areas: [.deviceSettings], setup: [.systemChange(.wifi, value: 1), .tapIcon], stimuli: [.wait(seconds: 3600)],
        checks: [
            CaseCheck(
                "Wi-Fi stays on while the app runs", rules: ["APG-455"],
                .check("no Wi-Fi switched off under the running app") { evidence in
                    guard evidence.refusal == nil, evidence.finalState.isRunning, let trace = evidence.canonical(stimulus: 0, .everything) else { return nil }
                    return trace.answers.contains("wifi-off")
                        ? "the app sets UIRequiresPersistentWiFi and was running, yet the system turned the Wi-Fi radio off" : nil
                })
        ])

    static let alertShown = ConformanceCase(
        "DEVICE-001", "an app that needs Wi-Fi, launched in airplane mode, brings the airplane-mode alert",
        hint: "at a launch with UIRequiresPersistentWiFi set, airplane mode on and Wi-Fi still off, report airplane-mode-alert",
        configuration: wifiApp, areas: [.deviceSettings], stimuli: [.systemChange(.airplaneMode, value: 1), .tapIcon],
        checks: [
            CaseCheck(
                "the launch in airplane mode brings the alert", rules: ["APG-456", "APG-458"],
                .check("airplane-mode alert at the launch") { evidence in
                    guard let shown = alertAtLaunch(evidence) else { return nil }
                    return shown
                        ? nil : "the app sets UIRequiresPersistentWiFi and was launched in airplane mode with Wi-Fi off, but the system showed no alert"
                })
        ])

    static let noAlertWithoutKey = ConformanceCase(
        "DEVICE-002", "an app without UIRequiresPersistentWiFi, launched in airplane mode, brings no airplane-mode alert",
        hint: "show the airplane-mode alert only for an app whose Info.plist sets UIRequiresPersistentWiFi",
        areas: [.deviceSettings], stimuli: [.systemChange(.airplaneMode, value: 1), .tapIcon],
        checks: [
            CaseCheck(
                "without the key there is no alert", rules: ["APG-457"],
                .check("no airplane-mode alert without the key") { evidence in
                    alertAtLaunch(evidence) == true
                        ? "the app does not set UIRequiresPersistentWiFi, yet the system showed the airplane-mode alert at its launch" : nil
                })
        ])

    static let noAlertAfterWiFiBack = ConformanceCase(
        "DEVICE-003", "once the user has turned Wi-Fi back on in airplane mode, launching an app that needs Wi-Fi brings no alert",
        hint: "show the airplane-mode alert only while Wi-Fi has stayed off since airplane mode was switched on",
        configuration: wifiApp, areas: [.deviceSettings],
        stimuli: [.systemChange(.airplaneMode, value: 1), .systemChange(.wifi, value: 1), .tapIcon],
        checks: [
            CaseCheck(
                "with Wi-Fi back on there is no alert", rules: ["APG-459"],
                .check("no airplane-mode alert once Wi-Fi is back") { evidence in
                    alertAtLaunch(evidence) == true
                        ? "the user had turned Wi-Fi back on after switching airplane mode on, yet the system showed the airplane-mode alert at the launch"
                        : nil
                })
        ])

    /// An app whose Info.plist sets `UIRequiresPersistentWiFi`.
    static let wifiApp: Configuration = {
        var configuration = Configuration()
        configuration.requiresPersistentWiFi = true
        return configuration
    }()

    /// Whether the launch (the last stimulus) brought the alert; nil when it was refused or
    /// did not launch the app.
    private static func alertAtLaunch(_ evidence: CaseEvidence) -> Bool? {
        let launch = evidence.perStimulus.count - 1
        guard evidence.refusal == nil, launch >= 0, let trace = evidence.canonical(stimulus: launch, .everything),
            trace.states.contains("state:active")
        else { return nil }
        return trace.answers.contains("airplane-mode-alert")
    }
}
