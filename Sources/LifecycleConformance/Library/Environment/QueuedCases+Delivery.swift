import LifecycleModel

/// When queued changes are delivered, how they are coalesced, and redraws asked for in the
/// background (QUEUED-020…025).
extension QueuedCases {
    /// How many times each of `names` is posted in one checked stimulus. Several changes of
    /// one kind are coalesced into one notification (contract §7, STATES-153); the queued
    /// changes are compared in any order, so only their number is read.
    static func postedOnce(_ names: [String], stimulus: Int) -> CaseExpectation {
        .check("one notification per kind") { evidence in
            guard let changes = evidence.canonical(stimulus: stimulus, .events)?.changes else {
                return "stimulus \(stimulus + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            let wrong = names.map { name in (name, changes.filter { $0 == "post \(name)" }.count) }.filter { $0.1 != 1 }
            return wrong.isEmpty ? nil : wrong.map { "\($0.0) posted \($0.1) times" }.joined(separator: "; ")
        }
    }

    /// The redraws of each checked stimulus. A redraw stands in the chain (contract §1).
    static func redraws(_ evidence: CaseEvidence) -> [Int] {
        evidence.perStimulus.indices.map { index in evidence.canonical(stimulus: index, .everything)?.chain.filter { $0 == "redraw" }.count ?? 0 }
    }

    static let delivery: [ConformanceCase] = [
        ConformanceCase(
            "QUEUED-020", "a suspended app runs no code: a change reaches it neither at once nor while time passes, only once it runs again",
            hint: "check that nothing is delivered to a suspended app and that the queue is emptied when it resumes",
            areas: [.queuedNotifications], setup: [.tapIcon, .homeButton],
            stimuli: [.systemChange(.settings, value: 1), .wait(seconds: 60), .tapIcon],
            checks: [
                CaseCheck(
                    "nothing reaches the suspended app, neither at the change nor while time passes", rules: ["STATES-151"],
                    .all([.nothingHappens(stimulus: 0), .nothingHappens(stimulus: 1)])),
                CaseCheck(
                    "the queued notification is delivered once the app runs again", rules: ["STATES-009"],
                    .changeDelivered(oneOf: ["NSUserDefaultsDidChangeNotification"], stimulus: 2)),
            ]),
        ConformanceCase(
            "QUEUED-021", "queued notifications are delivered when a suspended app is woken into the background",
            hint: "check that the queue is delivered when a background event wakes the app, not only on a return to the foreground",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.queuedNotifications, .backgroundEvents],
            setup: [.tapIcon, .homeButton, .systemChange(.locale, value: 5)], stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the fetch wakes the app in the background and the queued change is delivered to it", rules: ["STATES-152", "APG-240", "STATES-009"],
                    .all([
                        .changeDelivered(oneOf: ["NSCurrentLocaleDidChangeNotification"], stimulus: 0),
                        .callbackSequence(["performFetch@background"]),
                    ]))
            ]),
        ConformanceCase(
            "QUEUED-022", "several changes while suspended arrive as one notification of each type",
            hint: "check that queued changes are coalesced per type into one notification for the net change",
            areas: [.queuedNotifications], setup: [.systemChange(.orientation, value: 1), .tapIcon, .homeButton],
            stimuli: [
                .systemChange(.orientation, value: 3), .systemChange(.settings, value: 1), .systemChange(.orientation, value: 4),
                .systemChange(.settings, value: 2), .tapIcon,
            ],
            checks: [
                CaseCheck(
                    "two orientation and two settings changes arrive as one notification of each", rules: ["STATES-153"],
                    postedOnce(["UIDeviceOrientationDidChangeNotification", "NSUserDefaultsDidChangeNotification"], stimulus: 4))
            ]),
        ConformanceCase(
            "QUEUED-023", "changes that cancel out while the app is suspended deliver nothing",
            hint: "check that only the net change since suspension is delivered",
            areas: [.queuedNotifications], setup: [.systemChange(.orientation, value: 1), .tapIcon, .homeButton],
            stimuli: [.systemChange(.orientation, value: 2), .systemChange(.orientation, value: 1), .tapIcon],
            checks: [
                CaseCheck(
                    "the app returns and no orientation notification is posted", rules: ["STATES-153"],
                    .all([.excludes(["post UIDeviceOrientationDidChangeNotification"], filter: .events), .finalState(.active)]))
            ]),
        ConformanceCase(
            "QUEUED-024", "queued notifications are delivered before the first touch after the app returns",
            hint: "check that the queue is delivered before any user input",
            areas: [.queuedNotifications], setup: [.tapIcon, .homeButton, .systemChange(.locale, value: 7)], stimuli: [.tapIcon, .touch],
            checks: [
                // Queued changes have no order against the chain in which touches stand
                // (contract §7), so "before the first touch" is read stimulus by stimulus:
                // delivered in the return, with nothing queued left for the touch.
                CaseCheck(
                    "the queued change is delivered in the return, before the touch that follows it", rules: ["STATES-168", "APG-252"],
                    .all([
                        .changeDelivered(oneOf: ["NSCurrentLocaleDidChangeNotification"], stimulus: 0),
                        .excludes(["post "], filter: .events, stimulus: 1), .inOrder(["touch"], filter: .everything),
                    ]))
            ]),
        ConformanceCase(
            "QUEUED-025", "redraws asked for in the background are accepted, coalesced and done once back in the foreground",
            hint: "check that setNeedsDisplay in the background is allowed, draws nothing there, and gives one redraw after the return",
            app: .finishingWork, areas: [.queuedNotifications, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.requestRedraw, .requestRedraw, .requestRedraw, .tapIcon],
            checks: [
                CaseCheck("the background app may ask for its views to be redrawn", rules: ["STATES-172"], .everyStimulusAccepted),
                // STATES-173: no redraw while the app is in the background, one for the
                // coalesced requests after it returns; STATES-171: the return redraws.
                CaseCheck(
                    "nothing is drawn in the background and the three requests give one redraw", rules: ["STATES-173"],
                    .check("one redraw, only after the return") { evidence in
                        let counts = redraws(evidence)
                        return counts == [0, 0, 0, 1] ? nil : "redraws per stimulus \(counts), expected [0, 0, 0, 1]"
                    }),
                CaseCheck(
                    "the returning app redraws the views marked dirty", rules: ["STATES-171"],
                    .check("a redraw on the return") { evidence in
                        let counts = redraws(evidence)
                        return counts.count == 4 && counts[3] > 0 ? nil : "no redraw when the app returned to the foreground: redraws per stimulus \(counts)"
                    }),
            ]),
    ]
}
