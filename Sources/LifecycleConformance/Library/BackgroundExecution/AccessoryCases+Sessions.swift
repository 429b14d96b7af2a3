import LifecycleModel

/// Accessory sessions: the app closes its session when told the accessory disconnected
/// (BGEXEC-209, BGEXEC-210, APG-134); the system keeps the session of a suspended
/// `external-accessory` app open (BGEXEC-144), where systems before iOS 5 closed every
/// session at suspension (BGEXEC-145). The app opens its session when an accessory connects
/// while it runs (setup), so the session exists before the checked stimulus.
extension AccessoryCases {
    static let sessions: [ConformanceCase] = [
        ConformanceCase(
            "ACCESSORY-010", "told that the accessory disconnected as it moves to the background, the app closes its accessory session",
            subject: .app,
            hint: "check that AppSide.receive, on EAAccessoryDidDisconnectNotification, closes the open accessory session",
            configuration: .with { $0.interactsWithAccessories = true }, areas: [.accessorySessions, .appNotifications],
            setup: [.tapIcon, .systemChange(.accessoryConnection, value: 1)], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "once told of the disconnection, the app holds no open accessory session", rules: ["BGEXEC-209", "BGEXEC-210", "APG-134"],
                    .check("no accessory session after the disconnection") { evidence in
                        // A system that never posts the notification is judged by ACCESSORY-009.
                        guard evidence.observations.contains(.notification(NotificationName.accessoryDidDisconnect.rawValue)) else { return nil }
                        return evidence.holdings.accessorySessionOpen
                            ? "the app was told the accessory disconnected but still holds its accessory session open" : nil
                    })
            ]),
        ConformanceCase(
            "ACCESSORY-011", "an app with the external-accessory mode keeps its accessory session open while suspended",
            hint: "leave the accessory sessions of a suspended external-accessory app open: no closed-by-system(accessory-session)",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, areas: [.systemClosings],
            setup: [.tapIcon, .systemChange(.accessoryConnection, value: 1)], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the session the app opened stays open through its suspension", rules: ["BGEXEC-144"],
                    sessionAfterSuspension(expectOpen: true))
            ]),
        ConformanceCase(
            "ACCESSORY-012", "before iOS 5 the system closes an app's accessory session when it suspends the app",
            hint: "on iOS 4, close the app's accessory sessions at suspension and report closed-by-system(accessory-session)",
            configuration: .with { $0.iosVersion = .init(4, 3) }, areas: [.systemClosings],
            setup: [.tapIcon, .systemChange(.accessoryConnection, value: 1)], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "suspending the app closes the session it opened", rules: ["BGEXEC-145"], sessionAfterSuspension(expectOpen: false))
            ]),
    ]

    /// After the checked stimulus suspended the app, the reference app's accessory session is
    /// open (`expectOpen`) or was closed by the system, seen both in the `closed-by-system`
    /// answer (free in position, contract §8) and in what the app holds. Nothing to judge when
    /// the app never heard of the connection (so opened no session) or was not suspended.
    static func sessionAfterSuspension(expectOpen: Bool) -> CaseExpectation {
        .check(expectOpen ? "the accessory session kept through the suspension" : "the accessory session closed at the suspension") { evidence in
            guard evidence.setup.contains(.notification(NotificationName.accessoryDidConnect.rawValue)),
                let trace = evidence.canonical(stimulus: 0, .everything), trace.states.contains("state:suspended")
            else { return nil }
            let reported = trace.answers.contains("closed-by-system(\(OpenResource.accessorySession.rawValue))")
            let open = evidence.holdings.accessorySessionOpen
            if expectOpen {
                if reported { return "the system reported closing the suspended app's accessory session" }
                return open ? nil : "the app's accessory session was closed while it was suspended"
            }
            if !reported { return "the system did not report closing the accessory session at suspension" }
            return open ? "the system reported closing the accessory session, but the app still holds it open" : nil
        }
    }
}
