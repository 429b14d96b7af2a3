import LifecycleModel

/// Memory pressure, notifications queued while suspended, interruptions, changes of the
/// device's environment, the background snapshot and the app-side duties of the
/// foreground and background transitions.
enum EnvironmentCases {
    static let all: [ConformanceCase] =
        queued + environment
}

// MARK: - Shared checks

extension EnvironmentCases {
    /// The events of the checked stimulus at `index`, or nil when it was not sent.
    fileprivate static func events(of evidence: CaseEvidence, at index: Int) -> [String]? {
        guard evidence.perStimulus.indices.contains(index) else { return nil }
        return TraceLine.lines(evidence.perStimulus[index], filter: .events)
    }

    /// A change made while the app is suspended reaches it only when it runs again, as
    /// one of `names` (each at most once).
    fileprivate static func queuedChange(
        _ id: String, _ what: String, rules: [String], kind: SystemChangeKind, from initial: Int? = nil, to value: Int, posts names: [String]
    ) -> ConformanceCase {
        let posts = names.map { "post \($0)" }
        return ConformanceCase(
            id, "\(what) while the app is suspended is queued and delivered when it returns to the foreground",
            rules: rules,
            hint: "check that \(kind.rawValue) changes are queued for a suspended app and posted (\(names.joined(separator: " or "))) when it runs again",
            areas: [.queuedNotifications],
            setup: (initial.map { [Stimulus.systemChange(kind, value: $0)] } ?? []) + [.tapIcon, .homeButton],
            stimuli: [.systemChange(kind, value: value), .tapIcon],
            expect: .all([
                .check("nothing reaches the suspended app") { evidence in
                    guard let lines = events(of: evidence, at: 0) else { return "the change was refused: \(String(describing: evidence.refusal))" }
                    return lines.isEmpty ? nil : "the suspended app saw: \(lines.joined(separator: ", "))"
                },
                .check("the queued notification is posted once on return") { evidence in
                    guard let lines = events(of: evidence, at: 1) else {
                        return "the return to the foreground was refused: \(String(describing: evidence.refusal))"
                    }
                    let delivered = lines.filter { posts.contains($0) }
                    if delivered.isEmpty { return "none of \(names.joined(separator: ", ")) was posted on return: \(lines.joined(separator: ", "))" }
                    return Set(delivered).count == delivered.count ? nil : "a notification was posted more than once: \(delivered.joined(separator: ", "))"
                },
                .finalState(.active),
            ]))
    }
}

// MARK: - Queued notifications

extension EnvironmentCases {
    static let queued: [ConformanceCase] = [
        queuedChange(
            "QUEUED-001", "an accessory connecting", rules: ["STATES-156", "APG-241", "STATES-152", "APG-240"], kind: .accessoryConnection, to: 1,
            posts: ["EAAccessoryDidConnectNotification"]),
        queuedChange(
            "QUEUED-002", "an accessory disconnecting", rules: ["STATES-156", "APG-241", "STATES-152", "APG-240"], kind: .accessoryConnection,
            from: 1, to: 0, posts: ["EAAccessoryDidDisconnectNotification"]),
        queuedChange(
            "QUEUED-003", "an orientation change", rules: ["STATES-157", "APG-242", "STATES-152", "APG-240"], kind: .orientation, from: 1, to: 3,
            posts: ["UIDeviceOrientationDidChangeNotification"]),
        queuedChange(
            "QUEUED-004", "a significant time change", rules: ["STATES-158", "APG-243", "STATES-152", "APG-240"], kind: .timeChange, to: 1,
            posts: ["UIApplicationSignificantTimeChangeNotification"]),
        queuedChange(
            "QUEUED-005", "a battery change", rules: ["STATES-159", "APG-244", "STATES-152", "APG-240"], kind: .battery, from: 80, to: 20,
            posts: ["UIDeviceBatteryStateDidChangeNotification", "UIDeviceBatteryLevelDidChangeNotification"]),
        queuedChange(
            "QUEUED-006", "a proximity change", rules: ["STATES-160", "APG-245", "STATES-152", "APG-240"], kind: .proximity, to: 1,
            posts: ["UIDeviceProximityStateDidChangeNotification"]),
        queuedChange(
            "QUEUED-007", "protected data becoming unavailable", rules: ["STATES-161", "APG-246", "STATES-152", "APG-240"], kind: .protectedData,
            from: 0, to: 1, posts: ["UIApplicationProtectedDataWillBecomeUnavailable"]),
        queuedChange(
            "QUEUED-008", "protected data becoming available", rules: ["STATES-161", "APG-246", "STATES-152", "APG-240"], kind: .protectedData,
            from: 1, to: 0, posts: ["UIApplicationProtectedDataDidBecomeAvailable"]),
        queuedChange(
            "QUEUED-009", "an external display connecting", rules: ["STATES-162", "APG-247", "STATES-152", "APG-240"], kind: .externalDisplay,
            to: 1, posts: ["UIScreenDidConnectNotification"]),
        queuedChange(
            "QUEUED-010", "an external display disconnecting", rules: ["STATES-162", "APG-247", "STATES-152", "APG-240"], kind: .externalDisplay,
            from: 1, to: 0, posts: ["UIScreenDidDisconnectNotification"]),
        queuedChange(
            "QUEUED-011", "a display-mode change", rules: ["STATES-163", "APG-248", "STATES-152", "APG-240"], kind: .displayMode, from: 1, to: 2,
            posts: ["UIScreenModeDidChangeNotification"]),
        queuedChange(
            "QUEUED-012", "a change to the app's settings", rules: ["STATES-164", "APG-249", "STATES-152", "APG-240"], kind: .settings, to: 1,
            posts: ["NSUserDefaultsDidChangeNotification"]),
        queuedChange(
            "QUEUED-013", "a locale change", rules: ["STATES-165", "APG-250", "STATES-152", "APG-240"], kind: .locale, from: 1, to: 7,
            posts: ["NSCurrentLocaleDidChangeNotification"]),
        queuedChange(
            "QUEUED-014", "an iCloud account change", rules: ["STATES-166", "APG-251", "STATES-152", "APG-240"], kind: .icloudAccount, to: 1,
            posts: ["NSUbiquityIdentityDidChangeNotification"]),
        ConformanceCase(
            "QUEUED-020", "a suspended app runs no code: a change reaches it neither at once nor while time passes, only once it runs again",
            rules: ["STATES-151", "STATES-009"], hint: "check that nothing is delivered to a suspended app and that the queue is emptied when it resumes",
            areas: [.queuedNotifications], setup: [.tapIcon, .homeButton],
            stimuli: [.systemChange(.settings, value: 1), .wait(seconds: 60), .tapIcon],
            expect: .all([
                .check("nothing while suspended") { evidence in
                    let quiet = [0, 1].allSatisfy { events(of: evidence, at: $0)?.isEmpty == true }
                    return quiet ? nil : "the suspended app saw events: \(evidence.lines(.events).joined(separator: ", "))"
                },
                .inOrder(["post NSUserDefaultsDidChangeNotification", "didBecomeActive@active"], filter: .events),
            ])),
        ConformanceCase(
            "QUEUED-021", "queued notifications are delivered when a suspended app is woken into the background",
            rules: ["STATES-152", "APG-240", "STATES-009"],
            hint: "check that the queue is delivered when a background event wakes the app, not only on a return to the foreground",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.queuedNotifications, .backgroundEvents],
            setup: [.tapIcon, .homeButton, .systemChange(.locale, value: 5)], stimuli: [.backgroundEvent(.fetch)],
            expect: .all([
                .inOrder(["post NSCurrentLocaleDidChangeNotification"], filter: .events), .inOrder(["performFetch@background"], filter: .callbacks),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ])),
        ConformanceCase(
            "QUEUED-022", "several changes while suspended arrive as one notification of each type",
            rules: ["STATES-153"], hint: "check that queued changes are coalesced per type into one notification for the net change",
            areas: [.queuedNotifications], setup: [.systemChange(.orientation, value: 1), .tapIcon, .homeButton],
            stimuli: [
                .systemChange(.orientation, value: 3), .systemChange(.settings, value: 1), .systemChange(.orientation, value: 4),
                .systemChange(.settings, value: 2), .tapIcon,
            ],
            expect: .check("one notification per type") { evidence in
                let lines = evidence.lines(.events)
                let counts = ["UIDeviceOrientationDidChangeNotification", "NSUserDefaultsDidChangeNotification"].map { name in
                    (name, lines.filter { $0 == "post \(name)" }.count)
                }
                let wrong = counts.filter { $0.1 != 1 }
                return wrong.isEmpty ? nil : wrong.map { "\($0.0) posted \($0.1) times" }.joined(separator: "; ")
            }),
        ConformanceCase(
            "QUEUED-023", "changes that cancel out while the app is suspended deliver nothing",
            rules: ["STATES-153"], hint: "check that only the net change since suspension is delivered",
            areas: [.queuedNotifications], setup: [.systemChange(.orientation, value: 1), .tapIcon, .homeButton],
            stimuli: [.systemChange(.orientation, value: 2), .systemChange(.orientation, value: 1), .tapIcon],
            expect: .all([.excludes(["post UIDeviceOrientationDidChangeNotification"], filter: .events), .finalState(.active)])),
        ConformanceCase(
            "QUEUED-024", "queued notifications are delivered before the first touch after the app returns",
            rules: ["STATES-168", "APG-252"], hint: "check that the queue is delivered before any user input",
            areas: [.queuedNotifications], setup: [.tapIcon, .homeButton, .systemChange(.locale, value: 7)], stimuli: [.tapIcon, .touch],
            expect: .inOrder(["post NSCurrentLocaleDidChangeNotification", "touch"], filter: .everything)),
        ConformanceCase(
            "QUEUED-025", "redraws asked for in the background are accepted, coalesced and done once back in the foreground",
            rules: ["STATES-173", "STATES-172", "STATES-171"],
            hint: "check that setNeedsDisplay in the background is allowed, draws nothing there, and gives one redraw after the return",
            app: .finishingWork, areas: [.queuedNotifications, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.requestRedraw, .requestRedraw, .requestRedraw, .tapIcon],
            expect: .all([
                .check("one redraw, only after the return") { evidence in
                    if let refusal = evidence.refusal { return "a redraw request in the background was refused: \(refusal)" }
                    let perStimulus = evidence.perStimulus.map { TraceLine.lines($0, filter: .everything).filter { $0 == "redraw" }.count }
                    return perStimulus == [0, 0, 0, 1] ? nil : "redraws per stimulus \(perStimulus), expected [0, 0, 0, 1]"
                },
                .inOrder(["willEnterForeground@background", "redraw"], filter: .everything),
            ])),
    ]
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
