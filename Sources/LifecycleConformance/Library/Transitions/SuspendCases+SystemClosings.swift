import LifecycleModel

/// What the system closes of the app's own when it suspends the app: a Bonjour service the app
/// left published (APG-126, BGEXEC-195), so that a suspended app, which cannot answer service
/// requests, does not look available (BGEXEC-194); and what it leaves alone: an alert on screen
/// as the app moves to the background (APG-135, BGEXEC-212). The reference app leaves the
/// service or the alert open through its options, so the system has something to close.
extension SuspendCases {
    static let systemClosings: [ConformanceCase] = [
        ConformanceCase(
            "SUSPEND-004", "the system closes a Bonjour service the app left published when it suspends the app",
            hint: "at suspension, close the Bonjour services the app still publishes: report closed-by-system(bonjour-service) and tell AppSide.closedBySystem",
            app: .with { $0.leavesBonjourPublished = true }, areas: [.systemClosings], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "suspending the app closes the Bonjour service it did not cancel", rules: ["APG-126", "BGEXEC-195"],
                    .check("the Bonjour service closed at the suspension") { evidence in
                        guard let trace = evidence.canonical(stimulus: 0, .everything), trace.states.contains("state:suspended") else { return nil }
                        return trace.answers.contains("closed-by-system(\(OpenResource.bonjourService.rawValue))")
                            ? nil : "the app was suspended with its Bonjour service published, and the system did not report closing it"
                    }),
                CaseCheck(
                    "once suspended, the app publishes no service that would look available", rules: ["BGEXEC-194"],
                    .check("no Bonjour service published by the suspended app") { evidence in
                        guard evidence.finalState == .suspended else { return nil }
                        let published = evidence.holdings.bonjourServices
                        return published == 0
                            ? nil : "the suspended app still publishes \(published) Bonjour services, which look available though it cannot answer"
                    }),
            ])
    ]
}

/// An alert left on screen as the app moves to the background stays there: the system does
/// not dismiss it (APG-135, BGEXEC-212).
extension BackgroundCases {
    static let alerts: [ConformanceCase] = [
        ConformanceCase(
            "BACKGROUND-007", "the system does not dismiss an alert the app leaves open when it moves to the background",
            hint: "leave the app's alerts and action sheets alone on entering the background and at suspension: no closed-by-system(alert)",
            app: .with { $0.leavesAlertOpen = true }, areas: [.systemClosings], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the alert the app shows is still open after it moved to the background", rules: ["APG-135", "BGEXEC-212"],
                    .check("the alert left open") { evidence in
                        // The reference app shows its alert once active; nothing to judge without activation.
                        let activated = evidence.setup.contains { observation in
                            if case .callback(let callback, _, _) = observation { return callback == .didBecomeActive || callback == .sceneDidBecomeActive }
                            return false
                        }
                        guard activated, let trace = evidence.canonical(stimulus: 0, .everything) else { return nil }
                        if trace.answers.contains("closed-by-system(\(OpenResource.alert.rawValue))") {
                            return "the system reported dismissing the app's alert as it moved to the background"
                        }
                        return evidence.holdings.openAlerts > 0 ? nil : "the app's alert was dismissed as it moved to the background"
                    })
            ])
    ]
}
