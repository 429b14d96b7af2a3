import LifecycleModel

/// Notifications of system changes queued while the app is suspended and delivered when it
/// runs again, coalesced; redraws asked for in the background (QUEUED). Contract §7: their
/// order among themselves and against the callbacks of the waking stimulus is free.
enum QueuedCases {
    static let all: [ConformanceCase] = perKind + delivery

    /// A change made while the app is suspended reaches it only when it runs again, as one of
    /// `names`. Whether it is posted once is STATES-153's question (QUEUED-022); an app's own
    /// accessory sessions may add accessory notifications around its transitions (contract
    /// §7), so other notifications of the return are not looked at.
    private static func queuedChange(
        _ id: String, _ what: String, rules: [String], kind: SystemChangeKind, from initial: Int? = nil, to value: Int, posts names: [String],
        line: Int = #line
    ) -> ConformanceCase {
        ConformanceCase(
            id, "\(what) while the app is suspended is queued and delivered when it returns to the foreground",
            hint: "check that \(kind.rawValue) changes are queued for a suspended app and posted (\(names.joined(separator: " or "))) when it runs again",
            areas: [.queuedNotifications], setup: (initial.map { [Stimulus.systemChange(kind, value: $0)] } ?? []) + [.tapIcon, .homeButton],
            stimuli: [.systemChange(kind, value: value), .tapIcon],
            checks: [
                CaseCheck("nothing reaches the suspended app when the change happens", rules: rules, .nothingHappens(stimulus: 0), line: line),
                CaseCheck(
                    "the change is delivered when the app runs again", rules: rules, .changeDelivered(oneOf: names, stimulus: 1), line: line),
            ], line: line)
    }

    /// The rules every per-kind case verifies along with the kind's own: queued while
    /// suspended, delivered once the app runs code again.
    private static let queuing = ["STATES-152", "APG-240"]

    static let perKind: [ConformanceCase] = [
        queuedChange(
            "QUEUED-001", "an accessory connecting", rules: ["STATES-156", "APG-241"] + queuing, kind: .accessoryConnection, to: 1,
            posts: ["EAAccessoryDidConnectNotification"]),
        queuedChange(
            "QUEUED-002", "an accessory disconnecting", rules: ["STATES-156", "APG-241"] + queuing, kind: .accessoryConnection, from: 1, to: 0,
            posts: ["EAAccessoryDidDisconnectNotification"]),
        queuedChange(
            "QUEUED-003", "an orientation change", rules: ["STATES-157", "APG-242"] + queuing, kind: .orientation, from: 1, to: 3,
            posts: ["UIDeviceOrientationDidChangeNotification"]),
        queuedChange(
            "QUEUED-004", "a significant time change", rules: ["STATES-158", "APG-243"] + queuing, kind: .timeChange, to: 1,
            posts: ["UIApplicationSignificantTimeChangeNotification"]),
        queuedChange(
            "QUEUED-005", "a battery change", rules: ["STATES-159", "APG-244"] + queuing, kind: .battery, from: 80, to: 20,
            posts: ["UIDeviceBatteryStateDidChangeNotification", "UIDeviceBatteryLevelDidChangeNotification"]),
        queuedChange(
            "QUEUED-006", "a proximity change", rules: ["STATES-160", "APG-245"] + queuing, kind: .proximity, to: 1,
            posts: ["UIDeviceProximityStateDidChangeNotification"]),
        queuedChange(
            "QUEUED-007", "protected data becoming unavailable", rules: ["STATES-161", "APG-246"] + queuing, kind: .protectedData, from: 0, to: 1,
            posts: ["UIApplicationProtectedDataWillBecomeUnavailable"]),
        queuedChange(
            "QUEUED-008", "protected data becoming available", rules: ["STATES-161", "APG-246"] + queuing, kind: .protectedData, from: 1, to: 0,
            posts: ["UIApplicationProtectedDataDidBecomeAvailable"]),
        queuedChange(
            "QUEUED-009", "an external display connecting", rules: ["STATES-162", "APG-247"] + queuing, kind: .externalDisplay, to: 1,
            posts: ["UIScreenDidConnectNotification"]),
        queuedChange(
            "QUEUED-010", "an external display disconnecting", rules: ["STATES-162", "APG-247"] + queuing, kind: .externalDisplay, from: 1, to: 0,
            posts: ["UIScreenDidDisconnectNotification"]),
        queuedChange(
            "QUEUED-011", "a display-mode change", rules: ["STATES-163", "APG-248"] + queuing, kind: .displayMode, from: 1, to: 2,
            posts: ["UIScreenModeDidChangeNotification"]),
        queuedChange(
            "QUEUED-012", "a change to the app's settings", rules: ["STATES-164", "APG-249"] + queuing, kind: .settings, to: 1,
            posts: ["NSUserDefaultsDidChangeNotification"]),
        queuedChange(
            "QUEUED-013", "a locale change", rules: ["STATES-165", "APG-250"] + queuing, kind: .locale, from: 1, to: 7,
            posts: ["NSCurrentLocaleDidChangeNotification"]),
        queuedChange(
            "QUEUED-014", "an iCloud account change", rules: ["STATES-166", "APG-251"] + queuing, kind: .icloudAccount, to: 1,
            posts: ["NSUbiquityIdentityDidChangeNotification"]),
    ]
}
