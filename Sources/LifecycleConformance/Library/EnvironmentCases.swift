import LifecycleModel

/// Memory pressure, notifications queued while suspended, interruptions, changes of the
/// device's environment, the background snapshot and the app-side duties of the
/// foreground and background transitions.
enum EnvironmentCases {
    static let all: [ConformanceCase] =
        environment
}

// MARK: - Environment changes

extension EnvironmentCases {
    static let environment: [ConformanceCase] = [
        ConformanceCase(
            "ENV-001", "signing in to and out of iCloud each post NSUbiquityIdentityDidChangeNotification to the running app",
            rules: ["STATES-174", "STATES-175"], hint: "check that every iCloud status change is posted at once to an app that is running",
            areas: [.queuedNotifications], setup: [.tapIcon],
            stimuli: [.systemChange(.icloudAccount, value: 1), .systemChange(.icloudAccount, value: 0)],
            expect: .all([
                .events(["post NSUbiquityIdentityDidChangeNotification", "post NSUbiquityIdentityDidChangeNotification"]), .finalState(.active),
            ]))
    ]
}
