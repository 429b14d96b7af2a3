import LifecycleModel

/// What the app reloads or drops after a posted change (ENV-101…103): its settings after
/// `NSUserDefaultsDidChangeNotification` (STATES-187, STATES-190, APG-258) and its cached
/// formatters after `NSCurrentLocaleDidChangeNotification` (STATES-186); and what it drops: its
/// references to iCloud files after `NSUbiquityIdentityDidChangeNotification` told it of a
/// sign-out (STATES-177). The change is made
/// while the app is suspended, so it reaches the app only when it returns to the foreground.
extension EnvironmentCases {
    static let reloads: [ConformanceCase] = [
        ConformanceCase(
            "ENV-101", "the app reloads its settings after NSUserDefaultsDidChangeNotification",
            subject: .app, hint: "check that AppSide.receive records the settings reload in holdings.reloadedAfter",
            areas: [.queuedNotifications, .appNotifications], setup: [.tapIcon, .homeButton, .wait(seconds: 60)],
            stimuli: [.systemChange(.settings, value: 1), .tapIcon],
            checks: [
                CaseCheck(
                    "the app observes NSUserDefaultsDidChangeNotification and reloads its settings",
                    rules: ["STATES-187", "STATES-190", "APG-258"], reloaded(after: .userDefaultsDidChange))
            ]),
        ConformanceCase(
            "ENV-102", "the app recreates its cached formatters after NSCurrentLocaleDidChangeNotification",
            subject: .app, hint: "check that AppSide.receive records the formatters' rebuild in holdings.reloadedAfter",
            areas: [.queuedNotifications, .appNotifications], setup: [.tapIcon, .homeButton, .wait(seconds: 60)],
            stimuli: [.systemChange(.locale, value: 1), .tapIcon],
            checks: [
                CaseCheck(
                    "the app observes NSCurrentLocaleDidChangeNotification and recreates its formatters",
                    rules: ["STATES-186"], reloaded(after: .currentLocaleDidChange))
            ]),
        ConformanceCase(
            "ENV-103", "after the user signs out of iCloud the app holds no reference to iCloud files or data",
            subject: .app,
            hint: "check that AppSide.receive, on NSUbiquityIdentityDidChangeNotification with no iCloud identity, drops every iCloud file reference",
            areas: [.queuedNotifications, .appNotifications], setup: [.tapIcon, .homeButton, .wait(seconds: 60)],
            stimuli: [.systemChange(.icloudAccount, value: 0), .tapIcon],
            checks: [
                CaseCheck(
                    "once told of the sign-out, the app has dropped its references to iCloud files", rules: ["STATES-177"],
                    .check("no iCloud file reference after the sign-out") { evidence in
                        // A system that never posts the change is judged by the queued-notification cases.
                        guard evidence.observations.contains(.notification(NotificationName.ubiquityIdentityDidChange.rawValue)) else { return nil }
                        let left = evidence.holdings.iCloudFileReferences
                        return left == 0 ? nil : "the app was told of the iCloud sign-out but still holds \(left) references to iCloud files"
                    })
            ]),
    ]

    /// Passes when the app reloaded after `notification`, or when the system never posted it
    /// (a system that does not post is judged by the queued-notification cases, not the app).
    static func reloaded(after notification: NotificationName) -> CaseExpectation {
        .check("the app reloads after \(notification.rawValue)") { evidence in
            guard evidence.observations.contains(.notification(notification.rawValue)) else { return nil }
            guard !evidence.holdings.reloadedAfter.contains(notification) else { return nil }
            return "\(notification.rawValue) was posted to the app, but its holdings show no reload after it (reloadedAfter: "
                + "\(evidence.holdings.reloadedAfter.map(\.rawValue).sorted())); reload in AppSide.receive"
        }
    }
}
