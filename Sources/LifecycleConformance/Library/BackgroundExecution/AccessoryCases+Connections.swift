import LifecycleModel

/// Accessory connections and disconnections while suspended: an `external-accessory` app is
/// woken to hear of them (BGEXEC-147); any other app hears of them when it next runs (§7).
extension AccessoryCases {
    static let connectionWakes: [ConformanceCase] = [
        ConformanceCase(
            "ACCESSORY-006", "with the external-accessory mode, an accessory connecting and disconnecting wakes the suspended app to hear of it",
            hint: "wake a suspended app that declares external-accessory into the background and post EAAccessoryDid(Dis)ConnectNotification there",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, areas: [.queuedNotifications, .accessoryWakes],
            setup: [.tapIcon, .homeButton], stimuli: [.systemChange(.accessoryConnection, value: 1), .systemChange(.accessoryConnection, value: 0)],
            checks: [
                CaseCheck(
                    "the connection and the disconnection each wake the suspended app, which hears of them without being brought to the foreground",
                    rules: ["BGEXEC-147"],
                    .all([
                        .changeDelivered(oneOf: ["EAAccessoryDidConnectNotification"], stimulus: 0),
                        .changeDelivered(oneOf: ["EAAccessoryDidDisconnectNotification"], stimulus: 1),
                        wokenIntoBackground(stimulus: 0), wokenIntoBackground(stimulus: 1),
                    ]))
            ]),
        ConformanceCase(
            "ACCESSORY-009", "an app that interacts with accessories hears of a disconnection as it leaves and of a connection as it returns",
            hint: "post EAAccessoryDidDisconnectNotification as an accessory app moves to the background and EAAccessoryDidConnectNotification as it returns",
            configuration: .with { $0.interactsWithAccessories = true }, areas: [.backgroundTransitions, .accessorySessions], setup: [.tapIcon],
            stimuli: [.homeButton, .tapIcon],
            checks: [
                CaseCheck(
                    "moving to the background, the app is sent the accessory disconnection notification", rules: ["BGEXEC-208"],
                    .changeDelivered(oneOf: ["EAAccessoryDidDisconnectNotification"], stimulus: 0)),
                CaseCheck(
                    "returning to the foreground, the app is sent the matching connection notification", rules: ["BGEXEC-211"],
                    .changeDelivered(oneOf: ["EAAccessoryDidConnectNotification"], stimulus: 1)),
            ]),
    ]

    /// The stimulus moved the app from suspended into the background (and nowhere nearer the
    /// foreground): the states are read apart from the chain (contract §1).
    static func wokenIntoBackground(stimulus: Int) -> CaseExpectation {
        .check("woken into the background by stimulus \(stimulus + 1)") { evidence in
            guard let states = evidence.canonical(stimulus: stimulus, .states)?.states else {
                return "stimulus \(stimulus + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            if states.contains(where: { $0 == "state:active" || $0 == "state:inactive" }) {
                return "stimulus \(stimulus + 1) brought the app to the foreground: \(states.joined(separator: ", "))"
            }
            return states.contains("state:background")
                ? nil
                : "stimulus \(stimulus + 1) left the suspended app asleep; states: "
                    + (states.isEmpty ? "none" : states.joined(separator: ", "))
        }
    }
}
