import LifecycleModel

/// Watch apps: the kit's checks of the adapter's watch app configuration
/// (`WatchAppConfiguration.findings()`), one check per rule. A rule that concerns another
/// kind of watch app than the adapter's is not reported and holds.
enum WatchAppCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "WATCHAPP-001", "a watch app that runs without its iOS app targets watchOS 6 or later",
            subject: .watchApp, hint: "check the deployment target: WKWatchOnly or WKRunsIndependentlyOfCompanionApp needs watchOS 6",
            areas: [.watchApp],
            checks: [
                WatchFindingChecks.rule("WATCH-011", "an app that declares independence does not target watchOS 5 or earlier"),
                CaseCheck("an app that runs without its iOS app targets watchOS 6 or later", rules: ["WATCH-001"], independenceNeedsWatchOS6),
            ]),
        ConformanceCase(
            "WATCHAPP-002", "a watch-only app sets WKWatchOnly in the WatchKit app, names no companion and its project holds no iOS app",
            subject: .watchApp, hint: "check WKWatchOnly (WatchKit app Info.plist), WKCompanionAppBundleIdentifier and whether the project contains an iOS app",
            areas: [.watchApp],
            checks: [
                WatchFindingChecks.rule("WATCH-003", "a watch-only app sets WKWatchOnly in the WatchKit app and names no companion"),
                WatchFindingChecks.rule("WATCH-018", "a watch-only project holds no iOS app"),
            ]),
        ConformanceCase(
            "WATCHAPP-003", "an independent app records WKRunsIndependentlyOfCompanionApp in the WatchKit extension's Info.plist",
            subject: .watchApp, hint: "check that Supports Running Without iOS App Installation is on and the key sits in the WatchKit extension's Info.plist",
            areas: [.watchApp],
            checks: [WatchFindingChecks.rule("WATCH-024", "WKRunsIndependentlyOfCompanionApp sits in the WatchKit extension's Info.plist")]),
        ConformanceCase(
            "WATCHAPP-004", "a dependent watch app has its companion iOS app in the project",
            subject: .watchApp, hint: "check that an app without WKWatchOnly or WKRunsIndependentlyOfCompanionApp ships with its iOS app",
            areas: [.watchApp],
            checks: [WatchFindingChecks.rule("WATCH-008", "a dependent app's project holds its companion iOS app")]),
        ConformanceCase(
            "WATCHAPP-005", "an independent app asks for authorisation of system services on the watch",
            subject: .watchApp, hint: "check where the app requests HealthKit, location and other authorisations: on the watch, not on the iPhone",
            areas: [.watchApp],
            checks: [WatchFindingChecks.rule("WATCH-029", "authorisation is requested from the watch app")]),
        ConformanceCase(
            "WATCHAPP-006", "an independent app reaches its data on its own, not through WatchConnectivity",
            subject: .watchApp, hint: "check the app's data sources: its primary one must be a download, CloudKit or its own server reached from the watch",
            areas: [.watchApp],
            checks: [
                WatchFindingChecks.rule("WATCH-036", "the app's primary data source is one it reaches on its own"),
                WatchFindingChecks.rule("WATCH-031", "the app downloads its data directly to the watch"),
                WatchFindingChecks.rule("WATCH-032", "the app does not depend on WatchConnectivity for its data"),
            ]),
        ConformanceCase(
            "WATCHAPP-007", "an independent app registers for remote notifications on the watch",
            subject: .watchApp, hint: "check that registerForRemoteNotifications() is called on the watch so that pushes reach it directly",
            areas: [.watchApp],
            checks: [WatchFindingChecks.rule("WATCH-034", "the app registers for remote notifications on the watch")]),
        ConformanceCase(
            "WATCHAPP-008", "an independent app works fully with no companion iOS app installed or reachable",
            subject: .watchApp, hint: "check every duty an independent app has on the watch: authorisation, data and push notifications",
            areas: [.watchApp],
            checks: [CaseCheck("an app that declares independence does all its duties on the watch", rules: ["WATCH-026"], worksWithoutIPhone)]),
    ]

    /// WATCH-001 is not violated, and an app that runs without its iOS app (its independence
    /// duties were checked) meets it: it targets watchOS 6 or later.
    static let independenceNeedsWatchOS6 = CaseExpectation.check("independence on watchOS 6") { evidence in
        let findings = evidence.watchFindings
        if let failure = WatchFindingChecks.violations(of: ["WATCH-001"], in: findings) { return failure }
        if findings.finding(for: "WATCH-026") != nil, findings.finding(for: "WATCH-001")?.met != true {
            return "the app declares that it runs without its iOS app, but WATCH-001 (watchOS 6 or later) is not met: \(findings)"
        }
        return nil
    }

    /// An app that declares independence (WATCH-024 or WATCH-003 met) has its independence
    /// duties checked, and WATCH-026 is not violated.
    static let worksWithoutIPhone = CaseExpectation.check("works without the iPhone") { evidence in
        let findings = evidence.watchFindings
        let declaresIndependence = ["WATCH-024", "WATCH-003"].contains { findings.finding(for: $0)?.met == true }
        if declaresIndependence, findings.finding(for: "WATCH-026") == nil {
            return "the app declares that it runs without its iOS app, but its independence duties were not checked: \(findings)"
        }
        return WatchFindingChecks.violations(of: ["WATCH-026"], in: findings)
    }
}
