import LifecycleModel

/// Changes the user makes in the Settings app while the app is away (SETTINGS, PRIVACY): a new
/// password or other security-related setting of the app, told as a settings change when the app
/// returns (STATES-192, STATES-193), and an access permission, which the user may change in
/// any state of the app and which no notification announces (APG-022); and the iCloud choice,
/// which an app that asked once does not ask again when the iCloud status changes (APG-255).
enum SettingsCases {
    static let all: [ConformanceCase] = [passwordChange, permissionChange, iCloudChoice, contentRestriction, restrictionKeys]

    static let contentRestriction = ConformanceCase(
        "SETTINGS-003", "after the user forbids explicit content in Settings, the app offers no media the restrictions forbid",
        subject: .app,
        hint:
            "check that AppSide.receive, on NSUserDefaultsDidChangeNotification, reads the content-rating restrictions and clears holdings.restrictedMediaOffered",
        areas: [.queuedNotifications, .appNotifications], setup: [.tapIcon, .homeButton, .wait(seconds: 60)],
        stimuli: [.systemChange(.contentRating, value: 1), .tapIcon],
        checks: [
            CaseCheck(
                "once told of the new restrictions, the app follows them", rules: ["APG-297"],
                .check("no forbidden media offered after the restriction change") { evidence in
                    guard toldOfSettingsChange(evidence) else { return nil }
                    return evidence.holdings.restrictedMediaOffered
                        ? "the app was told of the new content-rating restrictions but still offers media they forbid" : nil
                })
        ])

    static let iCloudChoice = ConformanceCase(
        "SETTINGS-002", "an app that already asked whether to use iCloud does not ask again when the iCloud status changes",
        subject: .app, hint: "check that AppSide.receive, on NSUbiquityIdentityDidChangeNotification, leaves holdings.iCloudChoicePrompts as it was",
        areas: [.queuedNotifications, .appNotifications], setup: [.tapIcon, .homeButton, .wait(seconds: 60)],
        stimuli: [.systemChange(.icloudAccount, value: 0), .tapIcon, .systemChange(.icloudAccount, value: 2)],
        checks: [
            CaseCheck(
                "the iCloud status changes do not make the app ask about iCloud again", rules: ["APG-255"],
                .check("no second iCloud question") { evidence in
                    guard evidence.observations.contains(.notification(NotificationName.ubiquityIdentityDidChange.rawValue)) else { return nil }
                    return evidence.holdings.iCloudChoicePrompts == .again
                        ? "the app had asked whether to use iCloud and asked again when the iCloud status changed" : nil
                })
        ])

    static let passwordChange = ConformanceCase(
        "SETTINGS-001", "after the user changes the app's password in Settings, the app hides what it showed and asks for the new password",
        subject: .app,
        hint:
            "check that AppSide.receive, on NSUserDefaultsDidChangeNotification after a password change, hides what the app showed and sets holdings.awaitingNewPassword",
        areas: [.queuedNotifications, .appNotifications], setup: [.tapIcon, .homeButton, .wait(seconds: 60)],
        stimuli: [.systemChange(.securitySettings, value: 1), .tapIcon],
        checks: [
            CaseCheck(
                "once told of the password change, the app shows nothing it displayed before", rules: ["STATES-192"],
                .check("nothing displayed before the password change is on screen") { evidence in
                    guard toldOfSettingsChange(evidence) else { return nil }
                    return evidence.holdings.sensitiveContentVisible ? "the app was told of the password change but still shows what it displayed before" : nil
                }),
            CaseCheck(
                "once told of the password change, the app asks the user for the new password", rules: ["STATES-193"],
                .check("the app asks for the new password") { evidence in
                    guard toldOfSettingsChange(evidence) else { return nil }
                    return evidence.holdings.awaitingNewPassword ? nil : "the app was told of the password change but does not ask for the new password"
                }),
        ])

    /// A system that never posts the change is judged by the queued-notification cases.
    private static func toldOfSettingsChange(_ evidence: CaseEvidence) -> Bool {
        evidence.observations.contains(.notification(NotificationName.userDefaultsDidChange.rawValue))
    }

    /// The permission is revoked while the app is suspended, granted while it is active and
    /// revoked while it is not running; each time the app next becomes active it asks for its
    /// authorization, and the answer must be the latest one.
    static let permissionChange = ConformanceCase(
        "PRIVACY-001", "the user can change the app's access permission in Settings whatever state the app is in",
        hint:
            "check that a privacy-permission change is taken while the app is suspended, active or not running, and that the app's next authorization check sees it",
        areas: [.privacyPermissions, .termination],
        stimuli: [
            .tapIcon, .homeButton, .wait(seconds: 60), .systemChange(.privacyPermission, value: 0), .tapIcon,
            .systemChange(.privacyPermission, value: 1), .homeButton, .wait(seconds: 60), .tapIcon,
            .homeButton, .wait(seconds: 60), .forceQuit, .systemChange(.privacyPermission, value: 0), .tapIcon,
        ],
        checks: [
            CaseCheck(
                "each change is taken and is the answer the app gets when it next asks", rules: ["APG-022"],
                .check("the app's next authorization check sees each change") { evidence in
                    let expected: [(index: Int, authorized: Bool, message: String)] = [
                        (4, false, "the permission was revoked while the app was suspended, but on its return the app was still allowed access"),
                        (8, true, "the permission was granted while the app was active, but on its next return the app was still denied access"),
                        (13, false, "the permission was revoked while the app was not running, but at its next launch the app was still allowed access"),
                    ]
                    guard evidence.holdingsAfter.count == 14 else {
                        return "a permission change or a move of the app was refused; the user may change the permission at any time"
                    }
                    for check in expected where evidence.holdingsAfter[check.index].resourceAccessAuthorized != check.authorized { return check.message }
                    return nil
                })
        ])
}
