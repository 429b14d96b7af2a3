import LifecycleModel

/// Changes of the device's environment posted at once to a running app (ENV).
enum EnvironmentCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "ENV-001", "signing in to and out of iCloud each post NSUbiquityIdentityDidChangeNotification to the running app",
            hint: "check that every iCloud status change is posted at once to an app that is running",
            areas: [.queuedNotifications], setup: [.tapIcon],
            stimuli: [.systemChange(.icloudAccount, value: 1), .systemChange(.icloudAccount, value: 0)],
            checks: [
                CaseCheck(
                    "signing in and signing out each post the notification at once", rules: ["STATES-174", "STATES-175"],
                    .all([
                        .changeDelivered(oneOf: ["NSUbiquityIdentityDidChangeNotification"], stimulus: 0),
                        .changeDelivered(oneOf: ["NSUbiquityIdentityDidChangeNotification"], stimulus: 1), .finalState(.active),
                    ]))
            ])
    ]
}
