import LifecycleModel

extension WatchAppCases {
    /// The watch runtime: the adapter's implementation (`LifecycleAdapter.makeWatchRuntime`) is
    /// asked, on watchOS 6, what may be installed, what launches and what WatchConnectivity
    /// delivers for the kit's watch apps of each kind (`WatchAppConfiguration.kitAppsByKind`).
    /// An adapter without a watch runtime finds these cases not applicable.
    static let runtime: [ConformanceCase] = [
        ConformanceCase(
            "WATCHAPP-009", "an independent watch app may be installed with or without its iOS app and runs without it",
            subject: .watchRuntime,
            hint: "check the install choices and launch of an app with WKRunsIndependentlyOfCompanionApp: no requirement on the iOS app",
            areas: [.watchApp],
            checks: [
                CaseCheck(
                    "the user may install either app or both, and the watch app launches whatever the iOS app's state", rules: ["WATCH-007"], independentAnswers
                )
            ]),
        ConformanceCase(
            "WATCHAPP-010", "a dependent watch app is installed only with its iOS app and runs only once that app has finished installing",
            subject: .watchRuntime, hint: "check the install choices and launch of an app with neither WKWatchOnly nor WKRunsIndependentlyOfCompanionApp",
            areas: [.watchApp],
            checks: [
                CaseCheck("the dependent app is never installed without its iOS app, and may be installed with it", rules: ["WATCH-010"], dependentInstalls),
                CaseCheck("the dependent app launches only once its iOS app has finished installing", rules: ["WATCH-016"], dependentLaunches),
            ]),
        ConformanceCase(
            "WATCHAPP-011", "a watch app with an iOS companion receives WatchConnectivity data while the iPhone is nearby and not while it is away",
            subject: .watchRuntime, hint: "check WatchConnectivity delivery to a watch app whose companion iOS app is installed, with the iPhone near and away",
            areas: [.watchApp],
            checks: [CaseCheck("WatchConnectivity data reaches the app only while the iPhone is nearby", rules: ["WATCH-035"], connectivityNeedsIPhone)]),
    ]

    /// The runtime's answers about the kit's app of `kind`.
    static func answers(_ kind: WatchAppKind, _ evidence: CaseEvidence) -> WatchRuntimeAnswers? { evidence.watchRuntimeAnswers[kind] }

    /// The failure when the runtime was not asked about the kit's app of `kind`.
    static func notAsked(_ kind: WatchAppKind) -> String { "the runtime was not asked about the kit's \(kind.rawValue) app" }

    /// WATCH-007: every install choice, and a launch whatever the iOS app's state.
    static let independentAnswers = CaseExpectation.check("independent app answers") { evidence in
        guard let answers = answers(.independent, evidence) else { return notAsked(.independent) }
        let missing = WatchInstallChoice.allCases.filter { !answers.installChoices.contains($0) }
        if !missing.isEmpty { return "an independent app cannot be installed as \(missing.map(\.rawValue).joined(separator: ", "))" }
        let refused = CompanionAppState.allCases.filter { answers.launches[$0] != true }
        return refused.isEmpty ? nil : "an independent app does not launch while its iOS app is \(refused.map(\.rawValue).joined(separator: ", "))"
    }

    /// WATCH-010: no installation of the watch app alone; with its iOS app, yes.
    static let dependentInstalls = CaseExpectation.check("dependent app installs") { evidence in
        guard let answers = answers(.dependent, evidence) else { return notAsked(.dependent) }
        if answers.installChoices.contains(.watchAppOnly) { return "a dependent app can be installed without its iOS app" }
        return answers.installChoices.contains(.both) ? nil : "a dependent app cannot be installed even together with its iOS app"
    }

    /// WATCH-016: no launch before the iOS app has finished installing; a launch after.
    static let dependentLaunches = CaseExpectation.check("dependent app launches") { evidence in
        guard let answers = answers(.dependent, evidence) else { return notAsked(.dependent) }
        let early = answers.launchesWith.filter { $0 != .installed }
        if !early.isEmpty { return "a dependent app launches while its iOS app is \(early.map(\.rawValue).joined(separator: ", "))" }
        return answers.launches[.installed] == true ? nil : "a dependent app does not launch even once its iOS app has finished installing"
    }

    /// WATCH-035: for the apps with a companion, delivery with the iPhone nearby and none with it away.
    static let connectivityNeedsIPhone = CaseExpectation.check("WatchConnectivity needs the iPhone nearby") { evidence in
        for kind in [WatchAppKind.dependent, .independent] {
            guard let answers = answers(kind, evidence) else { return notAsked(kind) }
            if answers.receivesAway { return "a \(kind.rawValue) app receives WatchConnectivity data while the iPhone is away" }
            if !answers.receivesNearby { return "a \(kind.rawValue) app receives no WatchConnectivity data from its installed iOS app on an iPhone nearby" }
        }
        return nil
    }
}
